import type { RichText } from "#shared/content/rich-text"
import type { ArticleCopyBlock } from "../app/content/reading-time"

/** Copy written as plain paragraphs (one string each) as rich text: a paragraph block of plain text per string. */
export function richTextFromParagraphs(paragraphs: readonly string[]): RichText {
  return paragraphs.map((text) => ({ type: "paragraph", children: [{ type: "text", text }] }))
}

/** A post's body as written (paragraphs, headings, bulleted lists of plain strings) as rich text; headings are h2, under the page's h1. */
export function richTextFromBlocks(blocks: readonly ArticleCopyBlock[]): RichText {
  return blocks.map((block) => {
    if (block.kind === "list") return { type: "list", ordered: false, items: block.items.map((text) => [{ type: "text", text }]) }
    if (block.kind === "heading") return { type: "heading", level: 2, children: [{ type: "text", text: block.text }] }
    return { type: "paragraph", children: [{ type: "text", text: block.text }] }
  })
}
