import { describe, expect, it } from "vitest"
import { searchDescriptionOf, searchTitleOf, seoWarnings } from "./seo-defaults"

describe("the SEO panel's defaults", () => {
  it("take the SEO title as written, else the entry's meta title or the document title with the suffix", () => {
    expect(searchTitleOf("Translation", { seo: { title: "Translation in 200 languages" } })).toBe("Translation in 200 languages")
    expect(searchTitleOf("Lighthouses", { meta: { title: "Lighthouses of the north" } })).toBe("Lighthouses of the north | Nordika")
    expect(searchTitleOf("Translation", { seo: { title: "  " } })).toBe("Translation | Nordika")
  })

  it("take the description from the SEO field, the page's description, the excerpt, or the first paragraph", () => {
    expect(searchDescriptionOf({ seo: { description: "SEO" }, description: "Page" })).toBe("SEO")
    expect(searchDescriptionOf({ description: "Page" })).toBe("Page")
    expect(searchDescriptionOf({ excerpt: "Excerpt" })).toBe("Excerpt")
    expect(
      searchDescriptionOf({
        body: [
          { type: "heading", children: [{ text: "H" }] },
          { type: "paragraph", children: [{ text: "First " }, { label: "link" }] },
        ],
      }),
    ).toBe("First link")
  })
})

describe("the SEO panel's warnings", () => {
  const facts = {
    id: "a",
    title: "Translation | Nordika",
    description: "Translation by people who know your field.",
    hasImage: true,
    noindex: false,
    others: [
      { id: "a", path: "/services/translation", title: "Translation | Nordika", description: "Translation by people who know your field." },
    ],
    linksIn: 3,
    isHome: false,
  }

  it("say nothing of the document's own published texts", () => {
    expect(seoWarnings(facts)).toEqual([])
  })

  it("name another published page with the same title or description, a missing image and no links in", () => {
    expect(
      seoWarnings({
        ...facts,
        hasImage: false,
        linksIn: 0,
        others: [
          {
            id: "b",
            path: "/services/localization",
            title: "translation | nordika",
            description: "Translation by people who know your field.",
          },
        ],
      }),
    ).toEqual([
      "Another published page has this title: /services/localization.",
      "Another published page has this description: /services/localization.",
      "No social card image: choose one here, or a default for the whole site in Settings, or links to this page are shared without a picture.",
      "No other page links here: add a link so visitors and search engines find it.",
    ])
  })
})
