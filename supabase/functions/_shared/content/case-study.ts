import { z } from "zod"
import { isoDate, mediaImageSchema, requiredText, searchAppearanceSchema, textList } from "./fields.ts"
import { richTextSchema } from "./rich-text.ts"
import { seoSchema } from "./seo.ts"

/** A headline figure of the story ("27%", "lower cost per word in year one"). */
const resultSchema = z.object({
  value: requiredText("Give the figure.", 16),
  label: requiredText("Say what the figure measures.", 120),
})

/** A case study's data, as /case-studies/<slug> and the listing (filtered by industry and service) show it. */
export const caseStudySchema = z.object({
  seo: seoSchema.optional(),
  meta: searchAppearanceSchema,
  client: requiredText("Name the client.", 120),
  title: requiredText("Give the case study a title.", 200),
  summary: requiredText("Write a summary for listings and search results.", 600),
  /** The picture at the top of the page and on its listing card. */
  coverImage: mediaImageSchema.optional(),
  industry: requiredText("Choose the client's industry.", 80),
  services: textList({
    itemMessage: "Name the service or remove it.",
    itemMax: 80,
    min: 1,
    max: 6,
    minMessage: "Name at least one service.",
  }),
  published: isoDate,
  challenge: richTextSchema,
  solution: richTextSchema,
  results: z.array(resultSchema).min(1, { message: "Give at least one result." }).max(4, { message: "Show at most four results." }),
  outcome: richTextSchema,
  quote: z
    .object({
      text: requiredText("Write the quote, or remove it.", 600),
      author: requiredText("Name who said it.", 120),
      role: requiredText("Give their role and company.", 160),
    })
    .optional(),
})

export type CaseStudy = z.infer<typeof caseStudySchema>
