import { describe, expect, it } from "vitest"
import { sitemapAlternates, sitemapXml } from "./seo-files"

const ORIGIN = "https://www.nordika.com"
const ROUTES = [
  { path: "/services/translation" },
  { path: "/about/who-we-are" },
  { path: "/sv/tjanster/oversattning", englishPath: "/services/translation" },
  { path: "/de/leistungen/uebersetzung", englishPath: "/services/translation" },
  { path: "/sv/om-oss/vilka-vi-ar", englishPath: "/about/who-we-are" },
]

/** Each <url>'s alternates as "hreflang href" lines, by its <loc>. */
function alternatesByPage(xml: string): Map<string, string[]> {
  return new Map(
    [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, url]) => [
      url.match(/<loc>(.*?)<\/loc>/)![1].replace(ORIGIN, ""),
      [...url.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, language, href]) => `${language} ${href.replace(ORIGIN, "")}`),
    ]),
  )
}

describe("sitemap.xml's language alternates", () => {
  it("lists on every language's page the same addresses: each language it is live in, and x-default the English", () => {
    const pages = ROUTES.map((route) => route.path)
    const xml = sitemapXml(ORIGIN, pages, new Date("2026-12-01"), undefined, sitemapAlternates(ROUTES, new Set(pages)))
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"')
    const byPage = alternatesByPage(xml)
    const service = [
      "en /services/translation",
      "sv /sv/tjanster/oversattning",
      "de /de/leistungen/uebersetzung",
      "x-default /services/translation",
    ]
    expect(byPage.get("/services/translation")).toEqual(service)
    expect(byPage.get("/sv/tjanster/oversattning")).toEqual(service)
    expect(byPage.get("/de/leistungen/uebersetzung")).toEqual(service)
    // Not live in German: no German address anywhere for it.
    const about = ["en /about/who-we-are", "sv /sv/om-oss/vilka-vi-ar", "x-default /about/who-we-are"]
    expect(byPage.get("/about/who-we-are")).toEqual(about)
    expect(byPage.get("/sv/om-oss/vilka-vi-ar")).toEqual(about)
  })

  it("names no language whose page is not listed (hidden by its SEO fields), and none at all for a page in one language", () => {
    const pages = ROUTES.map((route) => route.path).filter(
      (path) => path !== "/de/leistungen/uebersetzung" && path !== "/sv/om-oss/vilka-vi-ar",
    )
    const byPage = alternatesByPage(sitemapXml(ORIGIN, pages, new Date("2026-12-01"), undefined, sitemapAlternates(ROUTES, new Set(pages))))
    expect(byPage.get("/services/translation")).toEqual([
      "en /services/translation",
      "sv /sv/tjanster/oversattning",
      "x-default /services/translation",
    ])
    expect(byPage.get("/about/who-we-are")).toEqual([])
  })
})
