import { z } from "zod"
import { anchorSchema, ctaBandSchema, ctaSchema, descriptionSchema, heroSchema, text } from "./fields.ts"
import { seoSchema } from "../seo.ts"

/** The FAQ page: its topics, search and empty state; the questions are the faq_entry collection, each under a topic. */
export const faqPageSchema = z.object({
  seo: seoSchema.optional(),
  description: descriptionSchema,
  hero: heroSchema,
  groups: z
    .array(
      z.object({ id: anchorSchema, title: text("the topic's title", 80), description: text("the topic's description", 200).optional() }),
    )
    .min(1, { message: "Add at least one topic." })
    .max(20, { message: "Use at most 20 topics." })
    .refine((groups) => new Set(groups.map((group) => group.id)).size === groups.length, {
      message: "Give every topic its own anchor: questions are filed under it.",
    }),
  search: z.object({ label: text("the search box's name", 60), placeholder: text("the placeholder", 80) }),
  /** Shown when nothing matches the search. */
  empty: z.object({ title: text("the title", 60), text: text("the text", 200), action: ctaSchema }),
  cta: ctaBandSchema,
})

export type FaqPageDocument = z.infer<typeof faqPageSchema>
