import { z } from "zod"
import { requiredText, textList } from "./fields.ts"
import { seoSchema } from "./seo.ts"

/** A glossary term's data, as /resources/glossary lists it (A–Z). `related` names other terms exactly. */
export const glossaryTermSchema = z.object({
  seo: seoSchema.optional(),
  term: requiredText("Write the term.", 120),
  definition: requiredText("Write the definition.", 1_000),
  related: textList({ itemMessage: "Name the related term or remove it.", itemMax: 120, max: 6 }).optional(),
})

export type GlossaryTerm = z.infer<typeof glossaryTermSchema>
