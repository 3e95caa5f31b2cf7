import { describe, expect, it } from "vitest"
import { ENGLISH_I18N } from "../i18n/english"
import { placesToStart } from "./search-key-pages"

const asIs = (href: string) => href
/** The Swedish page map's paths, as localizeHref gives them. */
const inSwedish = (href: string) => ({ "/services": "/sv/tjanster", "/industries": "/sv/branscher" })[href] ?? href

describe("the places a search that found nothing offers", () => {
  it("are the key pages while no page has been visited", () => {
    expect(placesToStart([], ENGLISH_I18N, asIs).map((place) => place.label)).toEqual([
      "All services",
      "Industries",
      "Case studies",
      "Blog",
      "Frequently asked questions",
      "Sitemap",
    ])
  })

  it("are the most visited first, then key pages up to six, none twice", () => {
    const visited = [
      { href: "/industries/legal", label: "Legal" },
      { href: "/services", label: "Services" },
    ]
    expect(placesToStart(visited, ENGLISH_I18N, asIs).map((place) => place.href)).toEqual([
      "/industries/legal",
      "/services",
      "/industries",
      "/case-studies",
      "/resources/blog",
      "/faq",
    ])
  })

  it("know a key page by its path in the page's language", () => {
    const visited = [{ href: "/sv/tjanster", label: "Tjänster" }]
    expect(placesToStart(visited, ENGLISH_I18N, inSwedish).map((place) => place.href)).toEqual([
      "/sv/tjanster",
      "/industries",
      "/case-studies",
      "/resources/blog",
      "/faq",
      "/sitemap",
    ])
  })

  it("are at most six however many were visited", () => {
    const visited = Array.from({ length: 9 }, (_, i) => ({ href: `/page-${i}`, label: `Page ${i}` }))
    expect(placesToStart(visited, ENGLISH_I18N, asIs)).toHaveLength(6)
  })
})
