import { z } from "zod"
import { richTextSchema } from "../rich-text.ts"
import {
  ctaBandSchema,
  descriptionSchema,
  faqSchema,
  featureSchema,
  heroSchema,
  proofCaseSchema,
  sitePathSchema,
  statSchema,
  stepSchema,
  text,
  upTo,
} from "./fields.ts"
import { seoSchema } from "../seo.ts"

/** A service page (/services/translation): the template's fixed bands, each hidden while empty. */
export const servicePageSchema = z.object({
  seo: seoSchema.optional(),
  description: descriptionSchema,
  hero: heroSchema,
  highlights: upTo(statSchema, 4),
  /** What the service is, in two to four paragraphs. */
  overview: richTextSchema,
  offerings: upTo(featureSchema, 12),
  process: upTo(stepSchema, 8),
  /** Standards and quality controls that honestly apply. */
  quality: upTo(text("the standard or check", 240), 8),
  technology: upTo(featureSchema, 6),
  proof: proofCaseSchema,
  faqs: upTo(faqSchema, 12),
  cta: ctaBandSchema,
  /** Paths of related services or industries, shown as cards. */
  related: upTo(sitePathSchema, 6),
})

export type ServicePageDocument = z.infer<typeof servicePageSchema>
