import { fromHtml } from "hast-util-from-html"
import { describe, expect, it } from "vitest"
import { richTextSchema } from "../../supabase/functions/_shared/content/rich-text"
import type { RichTextBlock, RichTextInline } from "../components/rich-text"
import { htmlToRichText } from "./rich-text-html"
import { pastedRichText } from "./rich-text-paste"

function pasted(html: string): RichTextBlock[] {
  const blocks = htmlToRichText(fromHtml(html, { fragment: true }))
  expect(richTextSchema.safeParse(blocks).error?.issues).toBeUndefined()
  return blocks
}

const text = (value: string, ...marks: Array<"bold" | "italic">) =>
  marks.length ? { type: "text" as const, text: value, marks } : { type: "text" as const, text: value }
const paragraph = (...children: RichTextInline[]) => ({
  type: "paragraph" as const,
  children,
})

describe("pasting HTML", () => {
  it("keeps headings (h1 and h2 level 2, h3 to h6 level 3), paragraphs, bold and italic", () => {
    expect(
      pasted("<h1>Title</h1><h2>Two</h2><h4>Four</h4><p>A <strong>strong</strong>, <b>b</b>, <em>em</em> and <i><b>both</b></i>.</p>"),
    ).toEqual([
      { type: "heading", level: 2, children: [text("Title")] },
      { type: "heading", level: 2, children: [text("Two")] },
      { type: "heading", level: 3, children: [text("Four")] },
      paragraph(
        text("A "),
        text("strong", "bold"),
        text(", "),
        text("b", "bold"),
        text(", "),
        text("em", "italic"),
        text(" and "),
        text("both", "bold", "italic"),
        text("."),
      ),
    ])
  })

  it("keeps lists one level deep, a nested list's items following their parent's", () => {
    expect(pasted("<ul><li>One</li><li><p>Two</p><ol><li>Two a</li></ol></li></ul><ol><li>First</li></ol>")).toEqual([
      { type: "list", ordered: false, items: [[text("One")], [text("Two")], [text("Two a")]] },
      { type: "list", ordered: true, items: [[text("First")]] },
    ])
  })

  it("drops scripts, styles, images and embedded things with their content, and keeps no attribute", () => {
    expect(
      pasted(
        '<style>p{color:red}</style><script>alert(1)</script><p onclick="alert(1)" style="color:red" class="x">Safe <img src=x onerror="alert(1)"><iframe src="https://evil.example"></iframe>words</p><svg><text>svg</text></svg>',
      ),
    ).toEqual([paragraph(text("Safe words"))])
  })

  it("keeps https:, mailto: and tel: links, and only the words of any other (javascript:, data:, http:, relative)", () => {
    expect(
      pasted('<p><a href="https://nordika.com" target="_blank" onclick="x()"><b>Nordika</b></a> <a href="mailto:a@b.se">mail</a></p>'),
    ).toEqual([
      paragraph({ type: "external-link", href: "https://nordika.com", text: "Nordika" }, text(" "), {
        type: "external-link",
        href: "mailto:a@b.se",
        text: "mail",
      }),
    ])
    expect(
      pasted(
        '<p><a href="javascript:alert(1)">one</a> <a href="data:text/html,x">two</a> <a href="http://x.se">three</a> <a href="/about">four</a></p>',
      ),
    ).toEqual([paragraph(text("one two three four"))])
  })

  it("keeps an internal link only by a real document id", () => {
    expect(pasted('<p><a data-document-id="3f2b8c1e-5d4a-4e8b-9c7d-1a2b3c4d5e6f">About</a> <a data-document-id="x">Other</a></p>')).toEqual(
      [paragraph({ type: "internal-link", documentId: "3f2b8c1e-5d4a-4e8b-9c7d-1a2b3c4d5e6f", label: "About" }, text(" Other"))],
    )
  })

  it("reads Google Docs' bold and italic from inline styles, and its wrapping <b> as not bold", () => {
    const googleDocs =
      '<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-1"><p dir="ltr"><span style="font-weight:400;">Plain </span><span style="font-weight:700;">bold</span><span style="font-style:italic;"> italic</span></p><p dir="ltr"><span style="font-weight:400;">Next</span></p></b>'
    expect(pasted(googleDocs)).toEqual([
      paragraph(text("Plain "), text("bold", "bold"), text(" italic", "italic")),
      paragraph(text("Next")),
    ])
  })

  it("makes the rest paragraphs of words: divs, tables, quotes, code and line breaks, white space collapsed", () => {
    expect(
      pasted(
        "<div>In a   div\n line<br>after a break</div><table><tr><td>Cell</td></tr></table><blockquote>Quote</blockquote><pre>code  here</pre>loose text",
      ),
    ).toEqual([
      paragraph(text("In a div line")),
      paragraph(text("after a break")),
      paragraph(text("Cell")),
      paragraph(text("Quote")),
      paragraph(text("code here")),
      paragraph(text("loose text")),
    ])
  })

  it("gives one empty paragraph for nothing usable", () => {
    expect(pasted("<script>x</script><p>  </p>")).toEqual([paragraph()])
  })
})

describe("choosing what a paste means", () => {
  const html = (value: string) => fromHtml(value, { fragment: true })

  it("takes the HTML when it has structure, even if the plain text reads as Markdown", () => {
    expect(pastedRichText({ html: html("<ul><li>one</li></ul>"), text: "- one" })).toEqual([
      { type: "list", ordered: false, items: [[text("one")]] },
    ])
  })

  it("takes the Markdown when the HTML is only plain paragraphs, as a code editor copies it", () => {
    expect(pastedRichText({ html: html('<div><span style="color:#f00">## Title</span></div>'), text: "## Title" })).toEqual([
      { type: "heading", level: 2, children: [text("Title")] },
    ])
    expect(pastedRichText({ text: "A **bold** move" })).toEqual([paragraph(text("A "), text("bold", "bold"), text(" move"))])
  })

  it("leaves plain text that is not Markdown to the editor", () => {
    expect(pastedRichText({ text: "Just words" })).toBeUndefined()
  })
})
