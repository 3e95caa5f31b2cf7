import { fromMarkdown } from "mdast-util-from-markdown"
import type { BlockContent, DefinitionContent, ListItem, PhrasingContent, RootContent } from "mdast"
import type { RichTextBlock, RichTextInline } from "../components/rich-text"
import { collapseWhiteSpace, inlineText, isBlankBlock, normalizeBlocks, trimInlines, withMark } from "./rich-text-rules"

/*
 * Pasted Markdown (CommonMark) as stored blocks: # and ## become level 2 headings, ### and below
 * level 3 (the text sits under the page's h1); lists, **bold**, *italic* and [text](https://…) keep
 * their meaning; whatever the schema has no place for keeps its words (a quote, code, a table's
 * cells) or is left out (images, raw HTML, rules).
 */

function inlines(nodes: readonly PhrasingContent[]): RichTextInline[] {
  return nodes.flatMap((node): RichTextInline[] => {
    switch (node.type) {
      case "text":
        return [{ type: "text", text: collapseWhiteSpace(node.value) }]
      case "inlineCode":
        return [{ type: "text", text: node.value }]
      case "break":
        return [{ type: "text", text: " " }]
      case "strong":
        return withMark(inlines(node.children), "bold")
      case "emphasis":
        return withMark(inlines(node.children), "italic")
      case "link":
        // A link the schema refuses (http:, javascript:) is normalized to its words.
        return [{ type: "external-link", href: node.url, text: inlineText(inlines(node.children)) }]
      case "delete":
      case "linkReference":
        return inlines(node.children)
      default:
        // Images, footnote references, raw HTML.
        return []
    }
  })
}

function itemInlines(item: ListItem): { inlines: RichTextInline[]; nested: RichTextBlock[] } {
  const words: RichTextInline[] = []
  const nested: RichTextBlock[] = []
  for (const child of item.children) {
    if (child.type === "list") nested.push(...blocks([child]))
    else
      for (const block of blocks([child]))
        if (block.type === "list") nested.push(block)
        else words.push(...(words.length ? [{ type: "text" as const, text: " " }] : []), ...block.children)
  }
  return { inlines: trimInlines(words), nested }
}

function blocks(nodes: readonly (RootContent | BlockContent | DefinitionContent)[]): RichTextBlock[] {
  return nodes.flatMap((node): RichTextBlock[] => {
    switch (node.type) {
      case "paragraph":
        return [{ type: "paragraph", children: trimInlines(inlines(node.children)) }]
      case "heading":
        return [{ type: "heading", level: node.depth <= 2 ? 2 : 3, children: trimInlines(inlines(node.children)) }]
      case "list": {
        // Lists are one level deep: a nested list's items follow their parent's.
        const items = node.children.flatMap((item) => {
          const { inlines: words, nested } = itemInlines(item)
          return [words, ...nested.flatMap((block) => (block.type === "list" ? block.items : [block.children]))]
        })
        return [{ type: "list", ordered: Boolean(node.ordered), items }]
      }
      case "blockquote":
        return blocks(node.children)
      case "code":
        return node.value.trim() ? [{ type: "paragraph", children: [{ type: "text", text: node.value.trim() }] }] : []
      default:
        // Rules, raw HTML, definitions.
        return []
    }
  })
}

/** Markdown text as stored blocks (never empty: nothing usable gives one empty paragraph). */
export function markdownToRichText(markdown: string): RichTextBlock[] {
  return normalizeBlocks(blocks(fromMarkdown(markdown).children).filter((block) => !isBlankBlock(block)))
}

const MARKDOWN_SIGNS = [
  /^ {0,3}#{1,6}\s+\S/m, // a heading
  /^ {0,3}[-*+]\s+\S/m, // a bulleted item
  /^ {0,3}\d{1,3}[.)]\s+\S/m, // a numbered item (a year starting a line is not one)
  /\*\*[^*\n]+\*\*|__[^_\n]+__/, // bold
  /(^|[^*\w])\*[^*\s][^*\n]*\*(?!\*)|(^|\W)_[^_\s][^_\n]*_(?!\w)/, // italic
  /\[[^\]\n]+\]\([^)\s]+\)/, // a link
]

/** Whether pasted plain text reads as Markdown (then it is pasted as blocks, otherwise as typed text). */
export function looksLikeMarkdown(text: string): boolean {
  return MARKDOWN_SIGNS.some((sign) => sign.test(text))
}
