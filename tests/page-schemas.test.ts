import { describe, expect, it } from "vitest"
import { documentProblem } from "#shared/content/index"

/** A small valid free-form page, as an editor might publish it. */
const page = (extra: Record<string, unknown> = {}) => ({
  description: "What Nordika does for exporters, in one sentence for search results and link previews.",
  hero: { heading: "Going global", intro: "One partner for every market." },
  sections: [{ kind: "text", heading: "Why", body: [{ type: "paragraph", children: [{ type: "text", text: "Because." }] }] }],
  cta: { heading: "Talk to us", text: "We reply within a day.", primary: { label: "Contact us", href: "/contact" } },
  ...extra,
})
const withLink = (href: string) => page({ cta: { heading: "Talk to us", text: "We reply within a day.", primary: { label: "Go", href } } })

describe("a page's links", () => {
  it.each([
    "/contact",
    "/contact/request-quote?service=dtp#form",
    "#events",
    "https://example.com/a?b=c",
    "mailto:{email:general}",
    "tel:{phone}",
  ])("accepts %s", (href) => {
    expect(documentProblem("page:content", withLink(href))).toBeNull()
  })

  it.each(["javascript:alert(1)", "//evil.example/path", "http://plain.example", "data:text/html,hi", "contact", "/a b"])(
    "refuses %s",
    (href) => {
      expect(documentProblem("page:content", withLink(href))).toEqual({
        field: "cta.primary.href",
        message: "Enter a path on this site (/contact), an #anchor, or an https://, mailto: or tel: address.",
      })
    },
  )
})

describe("a page's text", () => {
  it("wants a paragraph in a text section, and a heading within its limit", () => {
    expect(documentProblem("page:content", page({ sections: [{ kind: "text", heading: "Why", body: [] }] }))).toEqual({
      field: "sections.0.body",
      message: "Write at least one paragraph.",
    })
    expect(documentProblem("page:content", page({ hero: { heading: "H".repeat(121), intro: "One partner." } }))).toEqual({
      field: "hero.heading",
      message: "Keep the heading to 120 characters or fewer.",
    })
  })

  it("gives every legal section its own anchor, for the table of contents", () => {
    const body = [{ type: "paragraph", children: [{ type: "text", text: "We keep it for two years." }] }]
    const legal = {
      description: "How long Nordika keeps what you send us, and how to ask for it to be deleted sooner.",
      heading: "Retention",
      updated: "2026-11-30",
      intro: "What we keep and for how long.",
      sections: [
        { id: "retention", heading: "Retention", body },
        { id: "retention", heading: "Deletion", body },
      ],
    }
    expect(documentProblem("page:legal", legal)).toEqual({
      field: "sections",
      message: "Give every section its own anchor: the table of contents links to them.",
    })
  })
})
