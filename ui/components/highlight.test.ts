import { createElement } from "react"
import { renderToStaticMarkup } from "react-dom/server"
import { describe, expect, it } from "vitest"
import { searchWords } from "../lib/text-search"
import { Highlight } from "./highlight"

const render = (text: string, query: string) => renderToStaticMarkup(createElement(Highlight, { text, words: searchWords(query) }))
const marks = (html: string) => [...html.matchAll(/<mark[^>]*>(.*?)<\/mark>/g)].map((match) => match[1])
const withoutTags = (html: string) => html.replace(/<[^>]+>/g, "")

describe("Highlight", () => {
  it("marks whole words, keeping the text exactly as it was", () => {
    const html = render("How is translation priced?", "translation price")
    expect(marks(html)).toEqual(["translation", "priced"])
    expect(withoutTags(html)).toBe("How is translation priced?")
  })

  it("is one inline element around the text, so a flex parent cannot set its runs apart", () => {
    for (const query of ["", "price", "how priced"]) {
      const html = render("How is translation priced?", query)
      expect(html).toMatch(/^<span data-slot="highlight">.*<\/span>$/)
      expect(html.match(/<span/g)).toHaveLength(1)
    }
  })

  it("gives a mark no padding or other weight, which would widen the text and move its line breaks", () => {
    const [mark] = render("How is translation priced?", "price").match(/<mark[^>]*>/) ?? []
    expect(mark).toBeDefined()
    expect(mark).not.toMatch(/[" ](p|px|pl|pr)-[0-9]|font-(medium|semibold|bold)/)
  })
})
