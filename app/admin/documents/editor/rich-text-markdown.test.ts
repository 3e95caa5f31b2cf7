import { describe, expect, it } from "vitest"
import { richTextSchema, type RichText } from "#shared/content/rich-text"
import { documentSchemaFor } from "#shared/content/index"
import { seedRows } from "../../../../scripts/document-seed"
import { markdownToRichText, richTextToMarkdown } from "./rich-text-markdown"

const ID = "0b5b7a52-3c4f-4d0e-9a8e-2f9b3c1d4e5f"

/** Every rich text in a value (an array the rich text schema accepts), wherever it sits. */
function richTexts(value: unknown): RichText[] {
  if (Array.isArray(value)) {
    const parsed = value.length ? richTextSchema.safeParse(value) : null
    return parsed?.success ? [parsed.data] : value.flatMap(richTexts)
  }
  if (value && typeof value === "object") return Object.values(value).flatMap(richTexts)
  return []
}

describe("rich text written as Markdown in the stand-in field", () => {
  it("reads paragraphs, headings, lists, emphasis and both kinds of link", () => {
    const markdown = [
      "## Why plain language",
      "Readers **act** on what they *understand*,",
      "the first time.",
      "",
      "- one [guide](https://example.com/guide)",
      "- two [our service](doc:" + ID + ")",
      "",
      "1. first",
      "2. second",
    ].join("\n")
    expect(markdownToRichText(markdown)).toEqual([
      { type: "heading", level: 2, children: [{ type: "text", text: "Why plain language" }] },
      {
        type: "paragraph",
        children: [
          { type: "text", text: "Readers " },
          { type: "text", text: "act", marks: ["bold"] },
          { type: "text", text: " on what they " },
          { type: "text", text: "understand", marks: ["italic"] },
          { type: "text", text: ", the first time." },
        ],
      },
      {
        type: "list",
        ordered: false,
        items: [
          [
            { type: "text", text: "one " },
            { type: "external-link", href: "https://example.com/guide", text: "guide" },
          ],
          [
            { type: "text", text: "two " },
            { type: "internal-link", documentId: ID, label: "our service" },
          ],
        ],
      },
      { type: "list", ordered: true, items: [[{ type: "text", text: "first" }], [{ type: "text", text: "second" }]] },
    ])
  })

  it("keeps Markdown's characters that are meant as text", () => {
    const text: RichText = [{ type: "paragraph", children: [{ type: "text", text: "2 * 3 = 6, a_b and [draft]" }] }]
    expect(markdownToRichText(richTextToMarkdown(text))).toEqual(text)
  })

  it("is empty text, which the schema refuses, when nothing is written", () => {
    expect(richTextSchema.safeParse(markdownToRichText("  \n\n ")).error?.issues[0].message).toBe("Write at least one paragraph.")
  })

  it("round-trips the rich text of every seed document unchanged", () => {
    const texts = seedRows().flatMap((row) => richTexts(documentSchemaFor(row.kind).parse(row.data)))
    expect(texts.length).toBeGreaterThan(50)
    for (const text of texts) expect(markdownToRichText(richTextToMarkdown(text))).toEqual(text)
  })
})
