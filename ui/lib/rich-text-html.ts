import type { Element, ElementContent, Root, RootContent } from "hast"
import type { RichTextBlock, RichTextInline } from "../components/rich-text"
import { collapseWhiteSpace, isBlankBlock, isDocumentId, isExternalHref, normalizeBlocks, trimInlines, withMark } from "./rich-text-rules"

/*
 * Pasted HTML (a web page, Word, Google Docs) reduced to the stored structure: headings (h1 and h2
 * become level 2, h3 to h6 level 3), paragraphs, one-level lists, bold, italic and links the schema
 * takes. Nothing of the markup is kept: no tag, attribute, style or class reaches the document,
 * scripts and embedded things are dropped with their content, and anything else keeps only its words.
 */

type Node = Root | RootContent | ElementContent
type Mark = "bold" | "italic"

/** Elements dropped with everything in them. */
const DROPPED = new Set(
  "script style template head title meta link noscript iframe object embed svg math img picture video audio canvas source track map area input select textarea button option datalist output progress meter colgroup col".split(
    " ",
  ),
)
/** Elements that start a new block. */
const BLOCK = new Set(
  "address article aside blockquote caption details dd dialog div dl dt fieldset figcaption figure footer form h1 h2 h3 h4 h5 h6 header hgroup hr li main nav ol p pre section summary table tbody td tfoot th thead tr ul".split(
    " ",
  ),
)

const children = (node: Node): Node[] => ("children" in node ? node.children : [])
const isElement = (node: Node): node is Element => node.type === "element"
const style = (element: Element) => String(element.properties.style ?? "").toLowerCase()

/** The marks an element adds, from its tag or from its inline style (Google Docs' bold is a span's font-weight). */
function marksOf(element: Element, marks: readonly Mark[]): Mark[] {
  const css = style(element)
  const normalWeight = /font-weight\s*:\s*(normal|lighter|[1-4]00)\b/.test(css)
  const bold =
    ((element.tagName === "b" || element.tagName === "strong") && !normalWeight) || /font-weight\s*:\s*(bold|bolder|[6-9]00)\b/.test(css)
  const italic =
    ((element.tagName === "i" || element.tagName === "em") && !/font-style\s*:\s*normal/.test(css)) || /font-style\s*:\s*italic/.test(css)
  const added: Mark[] = [...(bold ? ["bold" as const] : []), ...(italic ? ["italic" as const] : [])]
  return [...marks, ...added.filter((mark) => !marks.includes(mark))]
}

function marked(nodes: RichTextInline[], marks: readonly Mark[]) {
  return marks.reduce((result, mark) => withMark(result, mark), nodes)
}

function textOf(node: Node): string {
  if (node.type === "text") return node.value
  if (isElement(node) && DROPPED.has(node.tagName)) return ""
  if (isElement(node) && node.tagName === "br") return " "
  return children(node)
    .map(textOf)
    .join(isElement(node) && BLOCK.has(node.tagName) ? " " : "")
}

function link(element: Element): RichTextInline | undefined {
  const words = collapseWhiteSpace(textOf(element))
  const href = String(element.properties.href ?? "")
  if (isExternalHref(href)) return { type: "external-link", href, text: words }
  const documentId = String(element.properties.dataDocumentId ?? "")
  if (isDocumentId(documentId)) return { type: "internal-link", documentId, label: words }
  return undefined
}

/** An element's content as a run of inlines (its blocks' words joined by spaces). */
function inlinesOf(nodes: readonly Node[], marks: readonly Mark[]): RichTextInline[] {
  return nodes.flatMap((node): RichTextInline[] => {
    if (node.type === "text") return marked([{ type: "text", text: collapseWhiteSpace(node.value) }], marks)
    if (!isElement(node) || DROPPED.has(node.tagName)) return []
    if (node.tagName === "br") return [{ type: "text", text: " " }]
    if (node.tagName === "a") {
      const found = link(node)
      if (found) return [found]
    }
    const inner = inlinesOf(node.children, marksOf(node, marks))
    return BLOCK.has(node.tagName) ? [{ type: "text", text: " " }, ...inner, { type: "text", text: " " }] : inner
  })
}

const hasBlock = (node: Node): boolean => children(node).some((child) => isElement(child) && (BLOCK.has(child.tagName) || hasBlock(child)))

/** A list's items, one level deep: the items of a list inside an item follow it. */
function listItems(list: Element, marks: readonly Mark[]): RichTextInline[][] {
  return list.children.flatMap((child) => {
    if (!isElement(child) || DROPPED.has(child.tagName)) return []
    const nested = child.children.filter((node): node is Element => isElement(node) && (node.tagName === "ul" || node.tagName === "ol"))
    const words = trimInlines(
      inlinesOf(
        child.children.filter((node) => !nested.includes(node as Element)),
        marksOf(child, marks),
      ),
    )
    return [words, ...nested.flatMap((inner) => listItems(inner, marksOf(child, marks)))]
  })
}

function blocksOf(nodes: readonly Node[], marks: readonly Mark[]): RichTextBlock[] {
  const blocks: RichTextBlock[] = []
  let pending: RichTextInline[] = []
  const flush = () => {
    blocks.push({ type: "paragraph", children: trimInlines(pending) })
    pending = []
  }
  for (const node of nodes) {
    if (node.type === "text") pending.push(...marked([{ type: "text", text: collapseWhiteSpace(node.value) }], marks))
    if (!isElement(node) || DROPPED.has(node.tagName)) continue
    const tag = node.tagName
    const inner = marksOf(node, marks)
    if (tag === "br" || tag === "hr") flush()
    else if (/^h[1-6]$/.test(tag)) {
      flush()
      blocks.push({ type: "heading", level: tag === "h1" || tag === "h2" ? 2 : 3, children: trimInlines(inlinesOf(node.children, inner)) })
    } else if (tag === "ul" || tag === "ol") {
      flush()
      blocks.push({ type: "list", ordered: tag === "ol", items: listItems(node, marks) })
    } else if (BLOCK.has(tag) || hasBlock(node)) {
      flush()
      blocks.push(...blocksOf(node.children, inner))
    } else pending.push(...inlinesOf([node], marks))
  }
  flush()
  return blocks
}

/** Pasted HTML, parsed into a hast tree, as stored blocks (never empty: nothing usable gives one empty paragraph). */
export function htmlToRichText(tree: Root | Element): RichTextBlock[] {
  return normalizeBlocks(blocksOf(tree.children, []).filter((block) => !isBlankBlock(block)))
}
