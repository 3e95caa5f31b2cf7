import { z } from "zod"
import { isoDate, requiredText, textList } from "./fields.ts"
import { seoSchema } from "./seo.ts"

export const EMPLOYMENT_TYPES = ["Full-time", "Part-time", "Contract"] as const

const duties = (noun: string) =>
  textList({ itemMessage: `Write the ${noun} or remove it.`, itemMax: 300, min: 1, max: 12, minMessage: `List at least one ${noun}.` })

/** An open position's data, as the careers pages list it (departments and locations are the listing's filters). */
export const openPositionSchema = z.object({
  seo: seoSchema.optional(),
  title: requiredText("Give the position a title.", 200),
  department: requiredText("Name the department.", 80),
  location: requiredText("Say where the work is.", 80),
  type: z.enum(EMPLOYMENT_TYPES, { message: "Choose full-time, part-time or contract." }),
  summary: requiredText("Write a summary of the role.", 600),
  responsibilities: duties("responsibility"),
  requirements: duties("requirement"),
  /** The last day to apply; the listing drops the position after it. */
  closesOn: isoDate.optional(),
})

export type OpenPosition = z.infer<typeof openPositionSchema>
