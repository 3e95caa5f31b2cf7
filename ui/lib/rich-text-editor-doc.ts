import type { RichTextBlock, RichTextInline } from "../components/rich-text"
import { normalizeBlocks, normalizeInlines } from "./rich-text-rules"

/*
 * Stored rich text <-> the editor's document (ProseMirror's JSON, as Tiptap's getJSON and setContent
 * take it). The names below are the editor schema's (ui/components/admin/rich-text-editor-schema.ts).
 */

/** A node of the editor's document as JSON. */
export interface EditorJson {
  type: string
  attrs?: Record<string, unknown>
  content?: EditorJson[]
  marks?: Array<{ type: string; attrs?: Record<string, unknown> }>
  text?: string
}

export const EDITOR_NODE = {
  doc: "doc",
  paragraph: "paragraph",
  heading: "heading",
  bulletList: "bulletList",
  orderedList: "orderedList",
  listItem: "listItem",
  text: "text",
} as const

export const EDITOR_MARK = { bold: "bold", italic: "italic", externalLink: "externalLink", internalLink: "internalLink" } as const

/**
 * What an internal link without a label shows in the editor (the site shows the page's title, which
 * ui does not know); left unchanged, it is stored again without a label.
 */
const INTERNAL_LINK_UNLABELLED_TEXT = "linked page"

function inlineToEditor(node: RichTextInline): EditorJson {
  if (node.type === "text") {
    const marks = node.marks?.map((mark) => ({ type: EDITOR_MARK[mark] }))
    return marks?.length ? { type: EDITOR_NODE.text, text: node.text, marks } : { type: EDITOR_NODE.text, text: node.text }
  }
  if (node.type === "external-link")
    return { type: EDITOR_NODE.text, text: node.text, marks: [{ type: EDITOR_MARK.externalLink, attrs: { href: node.href } }] }
  return {
    type: EDITOR_NODE.text,
    text: node.label || INTERNAL_LINK_UNLABELLED_TEXT,
    marks: [{ type: EDITOR_MARK.internalLink, attrs: { documentId: node.documentId, label: node.label ?? null } }],
  }
}

function paragraphToEditor(children: RichTextInline[]): EditorJson {
  const content = normalizeInlines(children).map(inlineToEditor)
  return content.length ? { type: EDITOR_NODE.paragraph, content } : { type: EDITOR_NODE.paragraph }
}

/** The editor's document for stored blocks (made valid first: an empty list becomes an empty paragraph). */
export function richTextToEditorDoc(blocks: readonly RichTextBlock[]): EditorJson {
  const content = normalizeBlocks(blocks).map((block): EditorJson => {
    if (block.type === "heading") {
      const inner = paragraphToEditor(block.children)
      return { ...inner, type: EDITOR_NODE.heading, attrs: { level: block.level } }
    }
    if (block.type === "list")
      return {
        type: block.ordered ? EDITOR_NODE.orderedList : EDITOR_NODE.bulletList,
        content: block.items.map((item) => ({ type: EDITOR_NODE.listItem, content: [paragraphToEditor(item)] })),
      }
    return paragraphToEditor(block.children)
  })
  return { type: EDITOR_NODE.doc, content }
}

function inlineFromEditor(node: EditorJson): RichTextInline[] {
  if (node.type !== EDITOR_NODE.text || !node.text) return []
  const marks = node.marks ?? []
  const internal = marks.find((mark) => mark.type === EDITOR_MARK.internalLink)
  if (internal) {
    const documentId = String(internal.attrs?.documentId ?? "")
    const unlabelled = internal.attrs?.label == null && node.text === INTERNAL_LINK_UNLABELLED_TEXT
    return [unlabelled ? { type: "internal-link", documentId } : { type: "internal-link", documentId, label: node.text }]
  }
  const external = marks.find((mark) => mark.type === EDITOR_MARK.externalLink)
  if (external) return [{ type: "external-link", href: String(external.attrs?.href ?? ""), text: node.text }]
  const textMarks = marks.flatMap((mark) =>
    mark.type === EDITOR_MARK.bold ? ["bold" as const] : mark.type === EDITOR_MARK.italic ? ["italic" as const] : [],
  )
  return [textMarks.length ? { type: "text", text: node.text, marks: textMarks } : { type: "text", text: node.text }]
}

/** A link split over several text nodes (its text partly bold, say) is one link again. */
function joinSplitLinks(nodes: RichTextInline[]): RichTextInline[] {
  const joined: RichTextInline[] = []
  for (const node of nodes) {
    const previous = joined.at(-1)
    if (node.type === "external-link" && previous?.type === "external-link" && previous.href === node.href)
      joined[joined.length - 1] = { ...previous, text: previous.text + node.text }
    else if (node.type === "internal-link" && previous?.type === "internal-link" && previous.documentId === node.documentId)
      joined[joined.length - 1] = { ...previous, label: (previous.label ?? "") + (node.label ?? "") }
    else joined.push(node)
  }
  return joined
}

/** The inlines of a textblock (a paragraph or a heading; a list item's paragraphs, joined by a space). */
function inlinesFromEditor(node: EditorJson | undefined): RichTextInline[] {
  if (!node) return []
  if (node.type === EDITOR_NODE.listItem) {
    const paragraphs = (node.content ?? []).map(inlinesFromEditor)
    return paragraphs.flatMap((inlines, index) => (index ? [{ type: "text" as const, text: " " }, ...inlines] : inlines))
  }
  return joinSplitLinks((node.content ?? []).flatMap(inlineFromEditor))
}

/** The blocks to store for the editor's document: always what the schema takes. */
export function editorDocToRichText(doc: EditorJson): RichTextBlock[] {
  const blocks = (doc.content ?? []).flatMap((node): RichTextBlock[] => {
    if (node.type === EDITOR_NODE.heading)
      return [{ type: "heading", level: Number(node.attrs?.level) <= 2 ? 2 : 3, children: inlinesFromEditor(node) }]
    if (node.type === EDITOR_NODE.bulletList || node.type === EDITOR_NODE.orderedList)
      return [{ type: "list", ordered: node.type === EDITOR_NODE.orderedList, items: (node.content ?? []).map(inlinesFromEditor) }]
    if (node.type === EDITOR_NODE.paragraph) return [{ type: "paragraph", children: inlinesFromEditor(node) }]
    return []
  })
  return normalizeBlocks(blocks)
}
