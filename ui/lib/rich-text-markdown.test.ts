import { describe, expect, it } from "vitest"
import { richTextSchema } from "../../supabase/functions/_shared/content/rich-text"
import type { RichTextBlock } from "../components/rich-text"
import { looksLikeMarkdown, markdownToRichText } from "./rich-text-markdown"

function pasted(markdown: string): RichTextBlock[] {
  const blocks = markdownToRichText(markdown)
  expect(richTextSchema.safeParse(blocks).error?.issues).toBeUndefined()
  return blocks
}

const text = (value: string, ...marks: Array<"bold" | "italic">) =>
  marks.length ? { type: "text" as const, text: value, marks } : { type: "text" as const, text: value }

describe("pasting Markdown", () => {
  it("makes headings under the page's h1: # and ## level 2, ### and below level 3", () => {
    expect(pasted("# One\n\n## Two\n\n### Three\n\n###### Six")).toEqual([
      { type: "heading", level: 2, children: [text("One")] },
      { type: "heading", level: 2, children: [text("Two")] },
      { type: "heading", level: 3, children: [text("Three")] },
      { type: "heading", level: 3, children: [text("Six")] },
    ])
  })

  it("makes paragraphs, joining a paragraph's lines as a browser would", () => {
    expect(pasted("First line\nsame paragraph.\n\nSecond  paragraph.")).toEqual([
      { type: "paragraph", children: [text("First line same paragraph.")] },
      { type: "paragraph", children: [text("Second paragraph.")] },
    ])
  })

  it("keeps **bold**, *italic*, both, and their underscore forms", () => {
    expect(pasted("Some **bold**, *italic*, ***both*** and __also__ _this_.")).toEqual([
      {
        type: "paragraph",
        children: [
          text("Some "),
          text("bold", "bold"),
          text(", "),
          text("italic", "italic"),
          text(", "),
          text("both", "bold", "italic"),
          text(" and "),
          text("also", "bold"),
          text(" "),
          text("this", "italic"),
          text("."),
        ],
      },
    ])
  })

  it("makes bulleted and numbered lists, with a nested list's items following their parent's", () => {
    expect(pasted("- one\n- **two**\n  - two a\n* three\n\n1. first\n2. second")).toEqual([
      { type: "list", ordered: false, items: [[text("one")], [text("two", "bold")], [text("two a")]] },
      { type: "list", ordered: false, items: [[text("three")]] },
      { type: "list", ordered: true, items: [[text("first")], [text("second")]] },
    ])
  })

  it("makes [text](https://…), mailto: and tel: links external links, and keeps only the words of any other", () => {
    expect(pasted("[Nordika](https://nordika.com), [mail](mailto:a@b.se), [call](tel:+46123)")).toEqual([
      {
        type: "paragraph",
        children: [
          { type: "external-link", href: "https://nordika.com", text: "Nordika" },
          text(", "),
          { type: "external-link", href: "mailto:a@b.se", text: "mail" },
          text(", "),
          { type: "external-link", href: "tel:+46123", text: "call" },
        ],
      },
    ])
    expect(pasted("[plain](http://example.com) [bad](javascript:alert(1)) [data](data:text/html,x)")).toEqual([
      { type: "paragraph", children: [text("plain bad data")] },
    ])
  })

  it("keeps the words of a bold link but not its marks, which links do not carry", () => {
    expect(pasted("[**Bold** link](https://example.com)")).toEqual([
      { type: "paragraph", children: [{ type: "external-link", href: "https://example.com", text: "Bold link" }] },
    ])
  })

  it("leaves out raw HTML, images and rules, and keeps the words of quotes and code", () => {
    expect(
      pasted("<script>alert(1)</script>\n\nText <b>not bold</b> ![alt](https://x/y.png)\n\n---\n\n> Quoted\n\n```\ncode()\n```"),
    ).toEqual([
      { type: "paragraph", children: [text("Text not bold")] },
      { type: "paragraph", children: [text("Quoted")] },
      { type: "paragraph", children: [text("code()")] },
    ])
  })

  it("gives one empty paragraph for nothing usable", () => {
    expect(pasted("")).toEqual([{ type: "paragraph", children: [] }])
    expect(pasted("<div>only html</div>")).toEqual([{ type: "paragraph", children: [] }])
  })
})

describe("telling Markdown from plain text", () => {
  it.each(["# Heading", "Intro\n\n- item", "1. first", "A **bold** word", "An *italic* word", "See [the site](https://nordika.com)"])(
    "reads %j as Markdown",
    (value) => {
      expect(looksLikeMarkdown(value)).toBe(true)
    },
  )

  it.each(["Just a sentence.", "Price: 5 * 3 = 15", "snake_case_name and 2 * x", "#hashtag", "2026. A year"])(
    "reads %j as plain text",
    (value) => {
      expect(looksLikeMarkdown(value)).toBe(false)
    },
  )
})
