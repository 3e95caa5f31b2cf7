import { z } from "zod"
import { richTextSchema } from "../rich-text.ts"
import {
  ctaBandSchema,
  descriptionSchema,
  faqSchema,
  featureSchema,
  heroSchema,
  linkCardSchema,
  proofCaseSchema,
  sitePathSchema,
  statSchema,
  upTo,
} from "./fields.ts"
import { seoSchema } from "../seo.ts"

/** An industry page or an industry's sub-page (/industries/legal, /industries/legal/document-review). */
export const industryPageSchema = z.object({
  seo: seoSchema.optional(),
  description: descriptionSchema,
  hero: heroSchema,
  highlights: upTo(statSchema, 4),
  overview: richTextSchema,
  challenges: upTo(featureSchema, 8),
  solutions: upTo(featureSchema, 8),
  /** The industry's sub-pages as a grid of cards (life sciences, legal, manufacturing). */
  subPages: upTo(linkCardSchema, 12).optional(),
  proof: proofCaseSchema,
  faqs: upTo(faqSchema, 12),
  cta: ctaBandSchema,
  /** Paths of related services or industries, shown as cards. */
  related: upTo(sitePathSchema, 6),
})

export type IndustryPageDocument = z.infer<typeof industryPageSchema>
