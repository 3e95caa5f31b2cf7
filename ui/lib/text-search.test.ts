import { describe, expect, it } from "vitest"
import { foldForSearch, matchesQuery, matchRanges, searchWords, slugify } from "./text-search"

describe("searching short copy", () => {
  it("ignores case and accents, keeping every position where it was", () => {
    expect(foldForSearch("Ålund Bank, Malmö")).toBe("alund bank, malmo")
    expect(foldForSearch("Ålund Bank, Malmö")).toHaveLength("Ålund Bank, Malmö".length)
  })

  it("splits a query into its distinct words", () => {
    expect(searchWords("  ISO  17100 iso ")).toEqual(["iso", "17100"])
    expect(searchWords("   ")).toEqual([])
  })

  it("matches words by their beginning, not letters inside another word", () => {
    expect(matchesQuery(["Will you sign our NDAs?"], "nda")).toBe(true)
    expect(matchesQuery(["We follow the standard."], "nda")).toBe(false)
    expect(matchesQuery(["Full post-editing"], "editing")).toBe(true)
    expect(matchesQuery(["Translation memory"], "transl mem")).toBe(true)
  })

  it("matches when every word occurs in one of the texts, in any order", () => {
    expect(matchesQuery(["How long does a quote take?", "Within one business day."], "business quote")).toBe(true)
    expect(matchesQuery(["How long does a quote take?", "Within one business day."], "quote week")).toBe(false)
    expect(matchesQuery(["Do you sign our NDA?"], "")).toBe(true)
    expect(matchesQuery(["Ålund Bank"], "alund")).toBe(true)
  })

  it("finds the ranges to highlight, merged where they overlap", () => {
    expect(matchRanges("Translation memory and machine translation", ["translation"])).toEqual([
      [0, 11],
      [31, 42],
    ])
    expect(matchRanges("post-editing", ["post-e", "post"])).toEqual([[0, 12]])
    expect(matchRanges("standard NDA", ["nda"])).toEqual([[9, 12]])
    expect(matchRanges("Malmö office", ["malmo"])).toEqual([[0, 5]])
    expect(matchRanges("nothing here", ["quote"])).toEqual([])
  })

  it("marks the whole word a query word begins, never part of one", () => {
    const text = "How is translation priced?"
    const marked = (words: string[]) => matchRanges(text, words).map(([start, end]) => text.slice(start, end))
    expect(marked(["price"])).toEqual(["priced"])
    expect(marked(["transl", "pri"])).toEqual(["translation", "priced"])
    expect(marked(["priced?"])).toEqual(["priced?"])
    expect(matchRanges("Ålund's office", ["alu"])).toEqual([[0, 5]])
  })
})

describe("slugify", () => {
  it("makes a fragment of a title, accents and punctuation removed", () => {
    expect(slugify("Do you sign our NDA?")).toBe("do-you-sign-our-nda")
    expect(slugify("Ålund Bank & Malmö")).toBe("alund-bank-malmo")
  })
})
