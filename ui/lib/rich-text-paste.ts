import type { Element, Root } from "hast"
import type { RichTextBlock } from "../components/rich-text"
import { htmlToRichText } from "./rich-text-html"
import { looksLikeMarkdown, markdownToRichText } from "./rich-text-markdown"

/** What the clipboard holds: its HTML already parsed (a hast tree), and its plain text. */
interface PastedContent {
  html?: Root | Element
  text?: string
}

const isPlainText = (blocks: readonly RichTextBlock[]) =>
  blocks.every((block) => block.type === "paragraph" && block.children.every((node) => node.type === "text" && !node.marks))

/**
 * The blocks a paste inserts: the HTML reduced to the stored structure, unless the plain text is
 * Markdown and the HTML says no more than plain paragraphs (a code editor copies Markdown source
 * as coloured spans); undefined when there is only plain text that is not Markdown (the editor
 * pastes it as typed text).
 */
export function pastedRichText({ html, text }: PastedContent): RichTextBlock[] | undefined {
  const fromHtml = html ? htmlToRichText(html) : undefined
  if (text && looksLikeMarkdown(text) && (!fromHtml || isPlainText(fromHtml))) return markdownToRichText(text)
  return fromHtml
}
