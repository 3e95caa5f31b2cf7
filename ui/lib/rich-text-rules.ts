import type { RichTextBlock, RichTextInline, RichTextText } from "../components/rich-text"

/*
 * What stored rich text may hold, as the content schema checks it at the database's edge
 * (supabase/functions/_shared/content/rich-text.ts): ui cannot import that schema, so every
 * converter of ui/lib/rich-text-*.ts ends in `normalizeBlocks`, which only ever emits what it accepts.
 */

/** The longest text run the schema takes; a longer run is stored as several (drawn the same). */
const RICH_TEXT_MAX_TEXT_CHARS = 10_000
/** The longest external address the schema takes. */
const RICH_TEXT_MAX_HREF_CHARS = 300
/** The longest text of a link (an external link's text, an internal link's label). */
export const RICH_TEXT_MAX_LINK_TEXT_CHARS = 200

const EXTERNAL_HREF = /^(https:\/\/[^\s]+|mailto:[^\s]+|tel:[^\s]+)$/
// zod's z.uuid(): an RFC 9562 UUID, or the nil and max ones.
const DOCUMENT_ID =
  /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/

/** Whether an address may be stored as an external link (https:, mailto: or tel:, no spaces, 300 characters at most). */
export function isExternalHref(href: string): boolean {
  const trimmed = href.trim()
  return trimmed.length <= RICH_TEXT_MAX_HREF_CHARS && EXTERNAL_HREF.test(trimmed)
}

/** Whether an internal link's target is a document id the schema takes. */
export function isDocumentId(id: string): boolean {
  return DOCUMENT_ID.test(id)
}

type Mark = NonNullable<RichTextText["marks"]>[number]
const MARK_ORDER: readonly Mark[] = ["bold", "italic"]

/** The marks in one order, each once, or none at all. */
function canonicalMarks(marks: readonly string[] | undefined): Mark[] | undefined {
  const kept = MARK_ORDER.filter((mark) => marks?.includes(mark))
  return kept.length ? kept : undefined
}

function text(value: string, marks?: readonly string[]): RichTextText {
  const canonical = canonicalMarks(marks)
  return canonical ? { type: "text", text: value, marks: canonical } : { type: "text", text: value }
}

/** A link's text without its outer spaces, which stay in the sentence as plain text around it. */
function splitOuterSpaces(value: string): [string, string, string] {
  const core = value.trim()
  if (!core) return [value, "", ""]
  const start = value.indexOf(core)
  return [value.slice(0, start), core, value.slice(start + core.length)]
}

/** One inline made valid: a link the schema would refuse is kept as its words. */
function validInlines(node: RichTextInline): RichTextInline[] {
  if (node.type === "text") return [text(node.text, node.marks)]
  if (node.type === "external-link") {
    const [before, core, after] = splitOuterSpaces(node.text)
    if (!core || core.length > RICH_TEXT_MAX_LINK_TEXT_CHARS || !isExternalHref(node.href)) return [text(node.text)]
    return [text(before), { type: "external-link", href: node.href.trim(), text: core }, text(after)]
  }
  const label = node.label?.trim()
  if (!isDocumentId(node.documentId)) return label ? [text(label)] : []
  if (!label) return [{ type: "internal-link", documentId: node.documentId }]
  if (label.length > RICH_TEXT_MAX_LINK_TEXT_CHARS) return [text(label)]
  return [{ type: "internal-link", documentId: node.documentId, label }]
}

const sameMarks = (a: RichTextText, b: RichTextText) => (a.marks ?? []).join() === (b.marks ?? []).join()

/**
 * Inlines as the schema takes them: links valid or turned into text, marks in one order, empty runs
 * dropped, neighbouring runs with the same marks joined, and runs longer than the limit split.
 */
export function normalizeInlines(nodes: readonly RichTextInline[]): RichTextInline[] {
  const joined: RichTextInline[] = []
  for (const node of nodes.flatMap(validInlines)) {
    if (node.type !== "text") joined.push(node)
    else if (node.text === "") continue
    else {
      const previous = joined.at(-1)
      if (previous?.type === "text" && sameMarks(previous, node))
        joined[joined.length - 1] = { ...previous, text: previous.text + node.text }
      else joined.push(node)
    }
  }
  return joined.flatMap((node) => {
    if (node.type !== "text" || node.text.length <= RICH_TEXT_MAX_TEXT_CHARS) return [node]
    const runs: RichTextText[] = []
    for (let start = 0; start < node.text.length; start += RICH_TEXT_MAX_TEXT_CHARS)
      runs.push({ ...node, text: node.text.slice(start, start + RICH_TEXT_MAX_TEXT_CHARS) })
    return runs
  })
}

/** Blocks as the schema takes them: valid inlines, and at least one block (an empty paragraph). */
export function normalizeBlocks(blocks: readonly RichTextBlock[]): RichTextBlock[] {
  const normalized = blocks.flatMap((block): RichTextBlock[] => {
    if (block.type === "list") {
      const items = block.items.map(normalizeInlines)
      return items.length ? [{ type: "list", ordered: block.ordered, items }] : []
    }
    if (block.type === "heading") return [{ type: "heading", level: block.level === 2 ? 2 : 3, children: normalizeInlines(block.children) }]
    return [{ type: "paragraph", children: normalizeInlines(block.children) }]
  })
  return normalized.length ? normalized : [{ type: "paragraph", children: [] }]
}

/** Whether a block has no words (an empty paragraph between two others, say). */
export function isBlankBlock(block: RichTextBlock): boolean {
  const inlines = block.type === "list" ? block.items.flat() : block.children
  return inlines.every((node) => node.type === "text" && node.text.trim() === "")
}

/** Text with its runs of white space (line breaks too) made one space, as a browser draws it. */
export function collapseWhiteSpace(value: string): string {
  return value.replace(/\s+/g, " ")
}

/** Adds a mark to every text run of inlines (links carry none: the schema gives them no marks). */
export function withMark(nodes: readonly RichTextInline[], mark: Mark): RichTextInline[] {
  return nodes.map((node) => (node.type === "text" ? text(node.text, [...(node.marks ?? []), mark]) : node))
}

/** The words of inlines, links included. */
export function inlineText(nodes: readonly RichTextInline[]): string {
  return nodes.map((node) => (node.type === "internal-link" ? (node.label ?? "") : node.text)).join("")
}

/** Trims the white space at the start and the end of a block's inlines. */
export function trimInlines(nodes: readonly RichTextInline[]): RichTextInline[] {
  const trimmed = [...nodes]
  const first = trimmed[0]
  if (first?.type === "text") trimmed[0] = { ...first, text: first.text.trimStart() }
  const last = trimmed.at(-1)
  if (last?.type === "text") trimmed[trimmed.length - 1] = { ...last, text: last.text.trimEnd() }
  return trimmed
}
