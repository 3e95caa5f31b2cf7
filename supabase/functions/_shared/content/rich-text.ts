/**
 * The pieces every kind's schema shares: internal links by document id, and rich text as
 * structured JSON (an array of blocks). The rich-text shape is a placeholder until the editor
 * (slice D) settles it; it is already JSON, never markup, so the site renders it safely.
 */
import { z } from "zod"

/** A link to another document by its id: the database derives "who links here" from these. */
export const internalLinkSchema = z.object({
  type: z.literal("internal-link"),
  documentId: z.uuid({ message: "Choose the page to link to." }),
  label: z.string().trim().max(200).optional(),
})

const textSchema = z.object({
  type: z.literal("text"),
  text: z.string().max(10_000),
  marks: z.array(z.enum(["bold", "italic"])).optional(),
})
const inlineSchema = z.discriminatedUnion("type", [textSchema, internalLinkSchema])

const blockSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("paragraph"), children: z.array(inlineSchema) }),
  z.object({ type: z.literal("heading"), level: z.union([z.literal(2), z.literal(3)]), children: z.array(inlineSchema) }),
  z.object({ type: z.literal("list"), ordered: z.boolean(), items: z.array(z.array(inlineSchema)) }),
])

/** Rich text: at least one block. */
export const richTextSchema = z.array(blockSchema).min(1, { message: "Write at least one paragraph." })

export type RichText = z.infer<typeof richTextSchema>

/** Copy as plain strings blocks (a post's body before the documents), one of three kinds. */
export type PlainCopyBlock =
  { kind: "paragraph"; text: string } | { kind: "heading"; text: string } | { kind: "list"; items: readonly string[] }

const plainText = (text: string) => [{ type: "text" as const, text }]

/** Plain copy blocks as rich text: paragraphs stay paragraphs, headings are h2 (under the page's h1), lists are bulleted. */
export function richTextFromBlocks(blocks: readonly PlainCopyBlock[]): RichText {
  return blocks.map((block) => {
    if (block.kind === "list") return { type: "list" as const, ordered: false, items: block.items.map(plainText) }
    if (block.kind === "heading") return { type: "heading" as const, level: 2 as const, children: plainText(block.text) }
    return { type: "paragraph" as const, children: plainText(block.text) }
  })
}

/** Paragraphs written as strings (one per paragraph) as rich text. */
export function richTextFromParagraphs(paragraphs: readonly string[]): RichText {
  return richTextFromBlocks(paragraphs.map((text) => ({ kind: "paragraph", text })))
}
