import { z } from "zod"
import { richTextSchema } from "../rich-text.ts"
import { anchorSchema, descriptionSchema, heroPanelSchema, text } from "./fields.ts"
import { seoSchema } from "../seo.ts"

/** Terms, privacy, cookies and the other statements: long text with a table of contents. */
export const legalPageSchema = z.object({
  seo: seoSchema.optional(),
  description: descriptionSchema,
  /** The page's h1. */
  heading: text("the heading", 120),
  /** The date of the last revision. */
  updated: z.iso.date({ message: "Enter the date of the last revision as YYYY-MM-DD." }),
  intro: text("the introduction", 600),
  sections: z
    .array(z.object({ id: anchorSchema, heading: text("the section's heading", 100), body: richTextSchema }))
    .min(1, { message: "Add at least one section." })
    .max(40, { message: "Use at most 40 sections." })
    .refine((sections) => new Set(sections.map((section) => section.id)).size === sections.length, {
      message: "Give every section its own anchor: the table of contents links to them.",
    }),
  /** The side panel of the header (whom to ask about the document). */
  panel: heroPanelSchema.optional(),
})

export type LegalPageDocument = z.infer<typeof legalPageSchema>
