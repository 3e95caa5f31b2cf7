import { z } from "zod"
import { listOrder, requiredText } from "./fields.ts"
import { richTextSchema } from "./rich-text.ts"
import { seoSchema } from "./seo.ts"

/** A question and its answer, as /faq lists it under its topic (a group of the FAQ page, by its anchor). */
export const faqEntrySchema = z.object({
  seo: seoSchema.optional(),
  topic: z
    .string({ message: "Choose the topic the question belongs to." })
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { message: "Choose the topic the question belongs to." })
    .max(60),
  question: requiredText("Write the question.", 200),
  answer: richTextSchema,
  order: listOrder,
})

export type FaqEntry = z.infer<typeof faqEntrySchema>
