import { z } from "zod"

export const EMPLOYMENT_TYPES = ["full-time", "part-time", "contract", "internship"] as const

/** An open position's data, as the careers pages show it. */
export const openPositionSchema = z.object({
  title: z.string().trim().min(1, { message: "Give the position a title." }).max(200),
  location: z.string().trim().min(1, { message: "Say where the work is." }).max(120),
  employment: z.enum(EMPLOYMENT_TYPES, { message: "Choose full-time, part-time, contract or internship." }),
  summary: z.string().trim().min(1, { message: "Write a summary of the role." }).max(600),
  closesOn: z.iso.date({ message: "Enter the date as YYYY-MM-DD." }).optional(),
})

export type OpenPosition = z.infer<typeof openPositionSchema>
