import { Mark, wrappingInputRule, type Extensions } from "@tiptap/core"
import Bold from "@tiptap/extension-bold"
import Document from "@tiptap/extension-document"
import Heading from "@tiptap/extension-heading"
import Italic from "@tiptap/extension-italic"
import { BulletList, ListItem, OrderedList } from "@tiptap/extension-list"
import Paragraph from "@tiptap/extension-paragraph"
import Text from "@tiptap/extension-text"
import { UndoRedo } from "@tiptap/extensions"
import { EDITOR_MARK, EDITOR_NODE } from "../../lib/rich-text-editor-doc"
import { isDocumentId, isExternalHref } from "../../lib/rich-text-rules"

/*
 * The editor's schema is the stored structure and nothing more, so no command, shortcut, paste or
 * drop can make what the content schema refuses: paragraphs, headings of level 2 and 3, lists one
 * level deep (an item holds one paragraph), bold and italic, and two kinds of link that carry no
 * other mark (a link excludes every mark, as the stored links have none).
 */

/*
 * In the text, a link is drawn as a span: nothing there is meant to be followed (a click places the
 * cursor), and an <a> would be a link for assistive technology and axe alike. Copies from the editor
 * carry the span, which the parse rules read back.
 */

const hrefOf = (element: HTMLElement) => element.getAttribute("href") ?? element.getAttribute("data-href") ?? ""

/** A link to another site; an address the schema refuses is not parsed as a link at all. */
const ExternalLink = Mark.create({
  name: EDITOR_MARK.externalLink,
  inclusive: false,
  excludes: "_",
  addAttributes() {
    return { href: { default: null, parseHTML: hrefOf } }
  },
  parseHTML() {
    const getAttrs = (element: HTMLElement) => (isExternalHref(hrefOf(element)) ? null : false)
    return [
      { tag: "a[href]", getAttrs },
      { tag: "span[data-href]", getAttrs },
    ]
  },
  renderHTML({ HTMLAttributes }) {
    return ["span", { "data-link": "external", "data-href": HTMLAttributes.href, title: HTMLAttributes.href }, 0]
  },
})

/** A link to a page of the site by its document's id; `label` is null for a link stored without one. */
const InternalLink = Mark.create({
  name: EDITOR_MARK.internalLink,
  inclusive: false,
  excludes: "_",
  addAttributes() {
    return {
      documentId: { default: null, parseHTML: (element) => element.getAttribute("data-document-id") },
      label: { default: null, parseHTML: (element) => element.getAttribute("data-label") },
    }
  },
  parseHTML() {
    const getAttrs = (element: HTMLElement) => (isDocumentId(element.getAttribute("data-document-id") ?? "") ? null : false)
    return [
      { tag: "a[data-document-id]", getAttrs },
      { tag: "span[data-document-id]", getAttrs },
    ]
  },
  renderHTML({ HTMLAttributes }) {
    const label = HTMLAttributes.label as string | null
    return [
      "span",
      { "data-document-id": HTMLAttributes.documentId, ...(label === null ? {} : { "data-label": label }), "data-link": "internal" },
      0,
    ]
  },
})

/** Only "1. " starts a numbered list as one types: the stored list has no start number. */
const NumberedList = OrderedList.extend({
  name: EDITOR_NODE.orderedList,
  addInputRules() {
    return [wrappingInputRule({ find: /^1\.\s$/, type: this.type })]
  },
})

/** Every extension of the editor, in the order Tiptap resolves them. */
export const richTextEditorExtensions: Extensions = [
  Document,
  Paragraph,
  Text,
  Heading.configure({ levels: [2, 3] }),
  Bold,
  Italic,
  BulletList,
  NumberedList,
  ListItem.extend({ content: EDITOR_NODE.paragraph }),
  ExternalLink,
  InternalLink,
  UndoRedo,
]
