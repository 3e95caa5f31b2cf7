import { z } from "zod"
import { richTextSchema } from "../rich-text.ts"
import {
  anchorSchema,
  collectionSectionSchema,
  ctaBandSchema,
  descriptionSchema,
  faqSchema,
  featureSchema,
  heroSchema,
  list,
  linkCardSchema,
  proofCaseSchema,
  statSchema,
  stepSchema,
  text,
} from "./fields.ts"
import { seoSchema } from "../seo.ts"

const items = <T extends z.ZodType>(item: T, max = 24) => list(item, { min: 1, max })

const id = anchorSchema.optional()
const heading = text("the heading", 100)
const intro = text("the introduction", 300).optional()

/** The bands a free-form page is built of, in order. */
export const contentSectionSchema = z.discriminatedUnion(
  "kind",
  [
    z.object({ kind: z.literal("text"), id, heading, body: richTextSchema }),
    z.object({ kind: z.literal("features"), id, heading, intro, items: items(featureSchema) }),
    z.object({ kind: z.literal("stats"), id, heading: heading.optional(), items: items(statSchema, 8) }),
    z.object({ kind: z.literal("steps"), id, heading, intro, items: items(stepSchema) }),
    z.object({ kind: z.literal("faq"), id, heading, items: items(faqSchema) }),
    z.object({ kind: z.literal("links"), id, heading, intro, items: items(linkCardSchema) }),
    z.object({
      kind: z.literal("quote"),
      id,
      quote: text("the quotation", 320),
      author: text("who said it", 80),
      role: text("their role", 100),
    }),
    z.object({ kind: z.literal("checklist"), id, heading, intro, items: items(text("the item", 240)) }),
    z.object({ kind: z.literal("proof"), id, heading, case: proofCaseSchema }),
    collectionSectionSchema,
  ],
  { message: "Choose the kind of section." },
)

/**
 * A page made of a hero and sections, closed by a call to action: the about, careers and contact
 * pages, the hubs, technology, sustainability, security and freelancer pages (page:content), and
 * landing and language pages.
 */
export const contentPageSchema = z.object({
  seo: seoSchema.optional(),
  description: descriptionSchema,
  hero: heroSchema,
  sections: z.array(contentSectionSchema).max(20, { message: "Use at most 20 sections." }),
  cta: ctaBandSchema,
})

export type ContentSection = z.infer<typeof contentSectionSchema>
export type ContentPageDocument = z.infer<typeof contentPageSchema>
