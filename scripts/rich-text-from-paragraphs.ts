import type { RichText } from "#shared/content/rich-text"

/** Copy written as plain paragraphs (one string each) as rich text: a paragraph block of plain text per string. */
export function richTextFromParagraphs(paragraphs: readonly string[]): RichText {
  return paragraphs.map((text) => ({ type: "paragraph", children: [{ type: "text", text }] }))
}
