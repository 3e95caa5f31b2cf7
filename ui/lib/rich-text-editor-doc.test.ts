import { describe, expect, it } from "vitest"
// The schema the database's edge checks stored rich text with: what the editor emits must pass it.
import { richTextSchema } from "../../supabase/functions/_shared/content/rich-text"
import type { RichTextBlock } from "../components/rich-text"
import { editorDocToRichText, richTextToEditorDoc, type EditorJson } from "./rich-text-editor-doc"

const PAGE_ID = "3f2b8c1e-5d4a-4e8b-9c7d-1a2b3c4d5e6f"

/** Every block, inline and mark the schema knows. */
const EVERY_KIND: RichTextBlock[] = [
  { type: "heading", level: 2, children: [{ type: "text", text: "Translation" }] },
  {
    type: "paragraph",
    children: [
      { type: "text", text: "Plain, " },
      { type: "text", text: "bold", marks: ["bold"] },
      { type: "text", text: ", " },
      { type: "text", text: "italic", marks: ["italic"] },
      { type: "text", text: ", " },
      { type: "text", text: "both", marks: ["bold", "italic"] },
      { type: "text", text: ". See " },
      { type: "internal-link", documentId: PAGE_ID, label: "our services" },
      { type: "text", text: " or " },
      { type: "internal-link", documentId: PAGE_ID },
      { type: "text", text: ", " },
      { type: "external-link", href: "https://example.com/a?b=c", text: "a site" },
      { type: "text", text: ", " },
      { type: "external-link", href: "mailto:hello@nordika.com", text: "mail us" },
      { type: "text", text: " or " },
      { type: "external-link", href: "tel:+4681234567", text: "call" },
      { type: "text", text: "." },
    ],
  },
  { type: "heading", level: 3, children: [{ type: "text", text: "Steps", marks: ["italic"] }] },
  {
    type: "list",
    ordered: true,
    items: [[{ type: "text", text: "First" }], [{ type: "text", text: "Second", marks: ["bold"] }], []],
  },
  {
    type: "list",
    ordered: false,
    items: [[{ type: "external-link", href: "https://example.org", text: "Example" }], [{ type: "text", text: "Other" }]],
  },
  { type: "paragraph", children: [] },
]

function expectStorable(blocks: RichTextBlock[]) {
  const result = richTextSchema.safeParse(blocks)
  expect(result.error?.issues).toBeUndefined()
  return blocks
}

describe("stored rich text in the editor and back", () => {
  it("gives back every block, inline and mark as it was stored", () => {
    expect(expectStorable(editorDocToRichText(richTextToEditorDoc(EVERY_KIND)))).toEqual(EVERY_KIND)
  })

  it("gives the editor ProseMirror's document: nodes, levels, marks and the links' attributes", () => {
    expect(
      richTextToEditorDoc([
        { type: "heading", level: 3, children: [{ type: "text", text: "Title" }] },
        {
          type: "paragraph",
          children: [
            { type: "text", text: "Hi", marks: ["bold", "italic"] },
            { type: "internal-link", documentId: PAGE_ID },
            { type: "external-link", href: "https://example.com", text: "there" },
          ],
        },
        { type: "list", ordered: false, items: [[{ type: "text", text: "One" }], []] },
      ]),
    ).toEqual({
      type: "doc",
      content: [
        { type: "heading", attrs: { level: 3 }, content: [{ type: "text", text: "Title" }] },
        {
          type: "paragraph",
          content: [
            { type: "text", text: "Hi", marks: [{ type: "bold" }, { type: "italic" }] },
            { type: "text", text: "linked page", marks: [{ type: "internalLink", attrs: { documentId: PAGE_ID, label: null } }] },
            { type: "text", text: "there", marks: [{ type: "externalLink", attrs: { href: "https://example.com" } }] },
          ],
        },
        {
          type: "bulletList",
          content: [
            { type: "listItem", content: [{ type: "paragraph", content: [{ type: "text", text: "One" }] }] },
            { type: "listItem", content: [{ type: "paragraph" }] },
          ],
        },
      ],
    })
  })

  it("opens nothing stored as one empty paragraph, which is stored as such", () => {
    expect(richTextToEditorDoc([])).toEqual({ type: "doc", content: [{ type: "paragraph" }] })
    expect(expectStorable(editorDocToRichText({ type: "doc", content: [] }))).toEqual([{ type: "paragraph", children: [] }])
  })
})

describe("the editor's document as stored rich text", () => {
  const paragraph = (...content: EditorJson[]): EditorJson => ({ type: "doc", content: [{ type: "paragraph", content }] })

  it("stores an internal link's edited text as its label, and an untouched unlabelled one without", () => {
    const link = (text: string) => ({ type: "text", text, marks: [{ type: "internalLink", attrs: { documentId: PAGE_ID, label: null } }] })
    expect(editorDocToRichText(paragraph(link("linked page")))).toEqual([
      { type: "paragraph", children: [{ type: "internal-link", documentId: PAGE_ID }] },
    ])
    expect(editorDocToRichText(paragraph(link("Prices")))).toEqual([
      { type: "paragraph", children: [{ type: "internal-link", documentId: PAGE_ID, label: "Prices" }] },
    ])
  })

  it("keeps a link's outer spaces in the sentence, outside the link", () => {
    const blocks = editorDocToRichText(
      paragraph(
        { type: "text", text: "Go" },
        { type: "text", text: " to the site ", marks: [{ type: "externalLink", attrs: { href: "https://example.com" } }] },
        { type: "text", text: "now" },
      ),
    )
    expect(expectStorable(blocks)).toEqual([
      {
        type: "paragraph",
        children: [
          { type: "text", text: "Go " },
          { type: "external-link", href: "https://example.com", text: "to the site" },
          { type: "text", text: " now" },
        ],
      },
    ])
  })

  it("keeps the words of a link the schema refuses (http:, javascript:, an address with spaces, no text, a bad page id)", () => {
    const external = (href: string, text = "words") => ({ type: "text", text, marks: [{ type: "externalLink", attrs: { href } }] })
    for (const href of [
      "http://example.com",
      "javascript:alert(1)",
      "https://exa mple.com",
      "data:text/html,x",
      `https://${"a".repeat(300)}`,
    ])
      expect(expectStorable(editorDocToRichText(paragraph(external(href))))).toEqual([
        { type: "paragraph", children: [{ type: "text", text: "words" }] },
      ])
    expect(expectStorable(editorDocToRichText(paragraph(external("https://example.com", "   "))))).toEqual([
      { type: "paragraph", children: [{ type: "text", text: "   " }] },
    ])
    const internal = { type: "text", text: "About", marks: [{ type: "internalLink", attrs: { documentId: "not-an-id", label: "About" } }] }
    expect(expectStorable(editorDocToRichText(paragraph(internal)))).toEqual([
      { type: "paragraph", children: [{ type: "text", text: "About" }] },
    ])
  })

  it("writes marks once and in one order, and joins neighbouring runs with the same marks", () => {
    expect(
      editorDocToRichText(
        paragraph(
          { type: "text", text: "a", marks: [{ type: "italic" }, { type: "bold" }] },
          { type: "text", text: "b", marks: [{ type: "bold" }, { type: "italic" }, { type: "strike" }] },
          { type: "text", text: "c" },
        ),
      ),
    ).toEqual([
      {
        type: "paragraph",
        children: [
          { type: "text", text: "ab", marks: ["bold", "italic"] },
          { type: "text", text: "c" },
        ],
      },
    ])
  })

  it("splits a run longer than the schema's 10,000 characters into runs it takes", () => {
    const blocks = editorDocToRichText(paragraph({ type: "text", text: "x".repeat(25_000) }))
    expectStorable(blocks)
    expect(blocks[0]).toEqual({
      type: "paragraph",
      children: [
        { type: "text", text: "x".repeat(10_000) },
        { type: "text", text: "x".repeat(10_000) },
        { type: "text", text: "x".repeat(5_000) },
      ],
    })
  })

  it("leaves out nodes the stored structure has no place for, and makes a bigger heading level 2", () => {
    expect(
      expectStorable(
        editorDocToRichText({
          type: "doc",
          content: [
            { type: "heading", attrs: { level: 1 }, content: [{ type: "text", text: "Big" }] },
            { type: "horizontalRule" },
            {
              type: "paragraph",
              content: [
                { type: "text", text: "a" },
                { type: "image", attrs: { src: "x" } },
              ],
            },
          ],
        }),
      ),
    ).toEqual([
      { type: "heading", level: 2, children: [{ type: "text", text: "Big" }] },
      { type: "paragraph", children: [{ type: "text", text: "a" }] },
    ])
  })
})
