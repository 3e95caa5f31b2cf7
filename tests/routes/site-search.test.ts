/**
 * The site search's page for visitors (issue 41): /search, /sv/sok and /de/suche as the server renders
 * them, without JavaScript: the results of search_site() in the page's language grouped by section, with
 * their passages' matches in <mark> (as text: a query's markup is never markup), paging, noindex, the
 * nothing-found page with its key pages and the quote and contact links, and a refused query explained,
 * never a 500. The home pages' JSON-LD declares the SearchAction of their language's search page. On the
 * routes project's shared server with the seed (the English documents and the translation seed).
 */
import { describe, expect, it } from "vitest"
import { readOnlySiteUrl } from "./read-only-site"
import { normalizeText } from "./site-under-test"

const origin = readOnlySiteUrl()

/** The server's HTML of `path` as a visitor without JavaScript gets it. */
async function serverRender(path: string) {
  const response = await fetch(origin + path)
  const html = await response.text()
  const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"))
  return {
    status: response.status,
    html,
    main,
    lang: /<html[^>]*\blang="([^"]+)"/.exec(html)?.[1],
    robots: /<meta name="robots" content="([^"]*)"/.exec(html)?.[1],
    h1: normalizeText(/<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(main)?.[1]?.replace(/<[^>]+>/g, "") ?? ""),
    text: normalizeText(main.replace(/<[^>]+>/g, " ")),
    /** The result links' targets, in order. */
    results: [...main.matchAll(/<li data-slot="search-result"[\s\S]*?<a [^>]*href="([^"]+)"/g)].map(([, href]) => href),
    /** Each result's breadcrumb (the text above its title) by its link's target. */
    breadcrumbs: Object.fromEntries(
      [...main.matchAll(/<li data-slot="search-result"[^>]*>\s*<p [^>]*>([\s\S]*?)<\/p>\s*<a [^>]*href="([^"]+)"/g)].map(
        ([, crumb, href]) => [href, normalizeText(crumb.replace(/<[^>]+>/g, ""))],
      ),
    ),
    /** The section headings of the results, in order. */
    groups: [...main.matchAll(/<h2 id="search-group-[^"]+"[^>]*>([^<]*)<\/h2>/g)].map(([, title]) => title),
    marks: [...main.matchAll(/<mark\b[^>]*>([^<]*)<\/mark>/g)].map(([, text]) => text.toLowerCase()),
    links: [...main.matchAll(/<a [^>]*href="([^"]+)"/g)].map(([, href]) => href.replace(/&amp;/g, "&")),
  }
}

/** The JSON-LD blocks of a page's head. */
function structuredData(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(([, json]) => JSON.parse(json))
}

describe("the search page in each language, server-rendered", () => {
  it.each([
    { path: "/search?q=translation", lang: "en", h1: "Search: translation", expected: "/services/translation", group: "Services" },
    {
      path: "/sv/sok?q=%C3%B6vers%C3%A4ttning",
      lang: "sv",
      h1: "Sök: översättning",
      expected: "/sv/tjanster/oversattning",
      group: "Tjänster",
    },
    {
      path: "/de/suche?q=%C3%9Cbersetzung",
      lang: "de",
      h1: "Suche: Übersetzung",
      expected: "/de/leistungen/uebersetzung",
      group: "Leistungen",
    },
  ])(
    "$path: 200, noindex, the page's language, results grouped by section with the matches marked",
    async ({ path, lang, h1, expected, group }) => {
      const page = await serverRender(path)
      expect(page.status).toBe(200)
      expect(page.lang).toBe(lang)
      expect(page.robots).toBe("noindex")
      expect(page.h1).toBe(h1)
      expect(page.results).toHaveLength(10)
      expect(page.results).toContain(expected)
      // Every result is a page of the searched language.
      for (const href of page.results) expect(href.startsWith(lang === "en" ? "/" : `/${lang}/`), href).toBe(true)
      expect(page.groups).toContain(group)
      expect(page.marks.length).toBeGreaterThan(0)
      // The search form works without JavaScript: a GET to the language's search page with the query in it.
      expect(page.main).toMatch(new RegExp(`<form[^>]*action="${path.split("?")[0]}"[^>]*method="get"`))
      expect(page.main).toMatch(/<input[^>]*name="q"/)
    },
  )

  it("pages through the results: page 2 has other pages, and links back to page 1", async () => {
    const first = await serverRender("/search?q=translation")
    const second = await serverRender("/search?q=translation&page=2")
    expect(second.status).toBe(200)
    expect(second.results).toHaveLength(10)
    expect(second.results.filter((href) => first.results.includes(href))).toEqual([])
    expect(first.links).toContain("/search?q=translation&page=2")
    expect(second.links).toContain("/search?q=translation")
    expect(second.text).toContain("Page 2 of")
  })

  it("says when nothing matches, with the key pages and the quote and contact links", async () => {
    const page = await serverRender("/search?q=qqxzvwk")
    expect(page.status).toBe(200)
    expect(page.results).toEqual([])
    expect(page.text).toContain("No page matches “qqxzvwk”.")
    expect(page.links).toEqual(expect.arrayContaining(["/services", "/industries", "/case-studies", "/contact/request-quote", "/contact"]))
    const sv = await serverRender("/sv/sok?q=qqxzvwk")
    expect(sv.text).toContain("Inga sidor hittades för ”qqxzvwk”.")
    expect(sv.links).toEqual(expect.arrayContaining(["/sv/tjanster", "/sv/kontakt"]))
  })

  it.each([
    { path: "/search?q=lokalisaton", text: "Did you mean localization", link: "/search?q=localization" },
    { path: "/sv/sok?q=oversattning", text: "Menade du översättning", link: "/sv/sok?q=%C3%B6vers%C3%A4ttning" },
    { path: "/de/suche?q=%C3%9Cbersetzng", text: "Meinten Sie Übersetzung", link: "/de/suche?q=%C3%9Cbersetzung" },
  ])("$path suggests the closest word the site has, linking to its search", async ({ path, text, link }) => {
    const page = await serverRender(path)
    expect(page.status).toBe(200)
    expect(page.text).toContain(text)
    expect(page.links).toContain(link)
  })

  it("suggests nothing for words the site has", async () => {
    const page = await serverRender("/search?q=localization")
    expect(page.text).not.toContain("Did you mean")
  })

  it.each([
    { path: "/search?q=translation", href: "/services/translation", breadcrumb: "Services" },
    { path: "/search?q=legal+translation", href: "/industries/legal/translation-language-services", breadcrumb: "Industries › Legal" },
    { path: "/sv/sok?q=%C3%B6vers%C3%A4ttning", href: "/sv/tjanster/oversattning", breadcrumb: "Tjänster" },
    { path: "/de/suche?q=%C3%9Cbersetzung", href: "/de/leistungen/uebersetzung", breadcrumb: "Leistungen" },
    { path: "/search?q=contact", href: "/contact", breadcrumb: "Home" },
  ])("$path: the breadcrumb of $href is the pages above it, not its own title", async ({ path, href, breadcrumb }) => {
    const page = await serverRender(path)
    expect(page.breadcrumbs[href]).toBe(breadcrumb)
  })

  it("explains a query it refuses, never with a 500: too long, no words, a page past the results", async () => {
    const long = await serverRender(`/search?q=${encodeURIComponent("translation ".repeat(13))}`)
    expect(long.status).toBe(200)
    expect(long.text).toContain("Your search is too long. Use at most 12 words and 200 characters.")
    const longer = await serverRender(`/de/suche?q=${"x".repeat(5000)}`)
    expect(longer.status).toBe(200)
    expect(longer.text).toContain("Ihre Suche ist zu lang.")
    const noWords = await serverRender("/search?q=%21%21%21")
    expect(noWords.status).toBe(200)
    expect(noWords.text).toContain("Your search has no words to look for.")
    const past = await serverRender("/search?q=subtitling&page=20")
    expect(past.status).toBe(200)
    expect(past.text).toContain("There are no more results for this search.")
    const nonsense = await serverRender("/search?q=translation&page=abc")
    expect(nonsense.results).toEqual((await serverRender("/search?q=translation")).results)
  })

  it("shows a query's markup as text, never as markup", async () => {
    const page = await serverRender(`/search?q=${encodeURIComponent('<img src=x onerror="alert(1)">')}`)
    expect(page.status).toBe(200)
    expect(page.html).not.toContain("<img src=x")
    expect(page.html).toContain("&lt;img src=x")
  })

  it("asks for a query when there is none, with the key pages", async () => {
    const page = await serverRender("/de/suche")
    expect(page.status).toBe(200)
    expect(page.h1).toBe("Suche")
    expect(page.robots).toBe("noindex")
    expect(page.links).toEqual(expect.arrayContaining(["/de/leistungen", "/de/kontakt"]))
  })

  it("offers the same search in the other languages in the language switcher", async () => {
    const page = await serverRender("/sv/sok?q=avtal")
    expect(page.html).toContain('href="/de/suche?q=avtal"')
    expect(page.html).toContain('href="/search?q=avtal"')
  })
})

describe("the header's search control without JavaScript", () => {
  it.each([
    ["/", "/search", "Search"],
    ["/sv", "/sv/sok", "Sök"],
    ["/de/leistungen/uebersetzung", "/de/suche", "Suche"],
  ])("%s links to %s, named %s", async (path, href, label) => {
    const { html } = await serverRender(path)
    const link = /<a [^>]*data-slot="site-header-search"[^>]*>/.exec(html)?.[0] ?? ""
    expect(link).toContain(` href="${href}"`)
    expect(link).toContain(` aria-label="${label}"`)
  })
})

describe("the SearchAction in each home page's JSON-LD", () => {
  it.each([
    ["/", "/search?q={search_term_string}", "/"],
    ["/sv", "/sv/sok?q={search_term_string}", "/sv"],
    ["/de", "/de/suche?q={search_term_string}", "/de"],
  ])("%s declares %s", async (path, template, home) => {
    const { html } = await serverRender(path)
    const website = structuredData(html).find((data) => data["@type"] === "WebSite")
    expect(website).toEqual({
      "@context": "https://schema.org",
      "@type": "WebSite",
      name: "Nordika",
      url: origin + home,
      inLanguage: path === "/" ? "en" : path.slice(1),
      potentialAction: {
        "@type": "SearchAction",
        target: { "@type": "EntryPoint", urlTemplate: origin + template },
        "query-input": "required name=search_term_string",
      },
    })
  })
})
