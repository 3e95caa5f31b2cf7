/**
 * The frame and the links of a page in Swedish and German (issue 39) on the real server with the built
 * app and the translation seed: the header's menu and the footer are the live translations of the menu
 * documents (the words compared with supabase/translations, not with the code), every internal link
 * goes to its target's page in the page's language where that page is live in it (else to the English
 * page, marked hreflang="en"), and the breadcrumb names the translated parents; English pages are as they
 * were. A menu without a translation is shown in English, marked lang="en".
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { Browser } from "playwright-core"
import type { TranslationLocale } from "#shared/locales"
import type { MenuFooter, MenuHeader } from "#shared/content/menus"
import { readDocumentSeedRows } from "../../scripts/document-seed-file"
import { translatedDocuments, type TranslatedDocument } from "../../scripts/translation-files"
import type { TestServer } from "../../server/testing/harness"
import { closeContexts, newContext, sharedBrowser, startSite } from "./site-under-test"

let site: TestServer

beforeAll(async () => {
  site = await startSite()
}, 300_000)

afterAll(async () => {
  await site?.close()
})

/** The seed's translations in each language by English path, as the translators' files give them. */
const seed: Record<TranslationLocale, Map<string, TranslatedDocument>> = {
  sv: new Map(translatedDocuments("sv").map((document) => [document.englishPath, document])),
  de: new Map(translatedDocuments("de").map((document) => [document.englishPath, document])),
}
const english = new Map(readDocumentSeedRows().map((row) => [row.path, row]))

function translated(locale: TranslationLocale, englishPath: string): TranslatedDocument {
  const document = seed[locale].get(englishPath)
  if (!document || document.missing.length > 0) throw new Error(`${englishPath} has no complete ${locale} translation in the seed`)
  return document
}

const decode = (html: string) =>
  html
    .replace(/&amp;/g, "&")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')

interface Link {
  href: string
  hrefLang?: string
  text: string
}

/** The anchors of a piece of markup: href, hreflang and text. */
function linksIn(markup: string): Link[] {
  return [...markup.matchAll(/<a\b([^>]*)>([\s\S]*?)<\/a>/g)].map(([, attributes, inner]) => {
    const hrefLang = /\bhrefLang="([^"]+)"/i.exec(attributes)?.[1]
    return {
      href: /\bhref="([^"]*)"/.exec(attributes)?.[1] ?? "",
      ...(hrefLang ? { hrefLang } : {}),
      text: decode(inner.replace(/<[^>]+>/g, "")).trim(),
    }
  })
}

/** The server's HTML of `path`: the header, the footer, the main content, the breadcrumb and the hand-over's menus. */
async function serverRender(path: string) {
  const response = await fetch(site.url + path)
  const html = await response.text()
  const part = (start: string, end: string) => {
    const from = html.indexOf(start)
    return from < 0 ? "" : html.slice(from, html.indexOf(end, from))
  }
  const handOver = /<script[^>]*id="nordika-hydration"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "{}"
  const layout = (JSON.parse(handOver) as { router: { loaderData: { site: { menus: { menu: unknown[] } } } } }).router.loaderData.site
  const breadcrumb = part('data-slot="hero-breadcrumb"', "</nav>")
  return {
    status: response.status,
    lang: /<html[^>]*\blang="([^"]+)"/.exec(html)?.[1],
    header: decode(part('data-slot="site-header"', "</header>")),
    /** The mega-menu's top row as the server draws it (the placeholder, until the menu's code loads). */
    menuRow: decode(part('data-slot="mega-menu-placeholder"', "</ul>")),
    footer: decode(part('data-slot="site-footer"', "</footer>")),
    main: part("<main", "</main>"),
    menus: JSON.stringify(layout.menus.menu),
    breadcrumb: {
      links: linksIn(breadcrumb).map(({ href, text }) => ({ href, text })),
      current: decode(/aria-current="page"[^>]*>([^<]*)</.exec(breadcrumb)?.[1] ?? ""),
    },
  }
}

const LOCALES = ["sv", "de"] as const

describe("the header's menu and the footer in the page's language", () => {
  it.each(LOCALES)("%s: the translated menus, their links to the translated pages", async (locale) => {
    const header = translated(locale, "/menus/header").data as unknown as MenuHeader
    const footer = translated(locale, "/menus/footer").data as unknown as MenuFooter
    const translation = translated(locale, "/services/translation")
    const page = await serverRender(translated(locale, "/services").path)
    expect(page.status).toBe(200)
    expect(page.lang).toBe(locale)

    // The header's five entries and its button, in the language's words; no passage marked as English.
    for (const entry of header.entries) expect(page.menuRow).toContain(`>${entry.title}<`)
    expect(page.menuRow).not.toContain("lang=")
    expect(page.header).toMatch(new RegExp(`data-slot="site-header-quote"[^>]*href="${translated(locale, "/contact/request-quote").path}"`))
    expect(page.header).toContain(`>${header.quote.label}<`)
    // The panels' link cards (in the hand-over): "Translation" in the language, to the translated page.
    const card = header.entries[1].groups[0].links[0]
    expect(page.menus).toContain(JSON.stringify({ href: translation.path, text: card.title }).slice(1, -1))

    // The footer: tagline, column titles and links in the language's words.
    expect(page.footer).toContain(footer.tagline)
    expect(page.footer).not.toContain("lang=")
    for (const column of footer.columns) expect(page.footer).toContain(`>${column.title}<`)
    const footerLinks = linksIn(page.footer)
    expect(footerLinks).toContainEqual({ href: translation.path, text: footer.columns[1].links[0].text })
    for (const legal of footer.legalLinks) expect(footerLinks.map((link) => link.text)).toContain(legal.text)
  })

  it("keeps the English site's menus and links as they were", async () => {
    const header = english.get("/menus/header")!.data as unknown as MenuHeader
    const footer = english.get("/menus/footer")!.data as unknown as MenuFooter
    const page = await serverRender("/services")
    expect(page.lang).toBe("en")
    for (const entry of header.entries) expect(page.menuRow).toContain(`>${entry.title}<`)
    expect(linksIn(page.footer)).toContainEqual({ href: "/services/translation", text: footer.columns[1].links[0].text })
    for (const link of [...linksIn(page.footer), ...linksIn(page.main)]) {
      expect(link.href, link.text).not.toMatch(/^\/(sv|de)(\/|$)/)
      expect(link.hrefLang, link.href).toBeUndefined()
    }
    expect(page.breadcrumb.links).toEqual([{ href: "/", text: "Home" }])
  })
})

describe("links in a page's content in the page's language", () => {
  it.each(LOCALES)("%s: a link to a translated page goes to its translation; any other to the English page, marked so", async (locale) => {
    const hub = await serverRender(translated(locale, "/services").path)
    const links = linksIn(hub.main).filter((link) => link.href.startsWith("/"))
    expect(links.map((link) => link.href)).toContain(translated(locale, "/services/translation").path)
    expect(links.length).toBeGreaterThan(5)
    for (const link of links) {
      // Every internal link is either in the page's language or says the page it leads to is English.
      if (link.hrefLang === "en") expect(seed[locale].has(link.href.replace(/[?#].*$/, "")), link.href).toBe(false)
      else expect(link.href, link.text).toMatch(new RegExp(`^/${locale}(/|$|\\?|#)`))
    }
  })
})

describe("the breadcrumb in the page's language", () => {
  it.each(LOCALES)("%s: the parents are the translated pages, by their translated short names", async (locale) => {
    const parent = translated(locale, "/services")
    const page = await serverRender(translated(locale, "/services/ai-tech-solutions").path)
    expect(page.breadcrumb.links).toEqual([
      { href: `/${locale}`, text: expect.any(String) as string },
      { href: parent.path, text: (parent.data.hero as { eyebrow: string }).eyebrow },
    ])
    expect(page.breadcrumb.links[0].text).not.toBe("Home")
    expect(page.breadcrumb.current).toBe((translated(locale, "/services/ai-tech-solutions").data.hero as { eyebrow: string }).eyebrow)
  })

  it("keeps the English breadcrumb English", async () => {
    const page = await serverRender("/services/ai-tech-solutions")
    expect(page.breadcrumb.links).toEqual([
      { href: "/", text: "Home" },
      { href: "/services", text: (english.get("/services")!.data as { hero: { eyebrow: string } }).hero.eyebrow },
    ])
  })
})

describe("moving to another language in the browser", () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await sharedBrowser()
  })
  afterAll(async () => {
    await closeContexts(browser)
  })

  it("draws the menu and the links of the new language, not the previous one's", async () => {
    const context = await newContext(browser, { viewport: { width: 1280, height: 900 } })
    const page = await context.newPage()
    await page.goto(`${site.url}/services/translation`)
    await page.locator("html[data-hydrated]").waitFor()
    await page.locator('[data-slot="language-switcher-button"]').click()
    await page.getByRole("navigation", { name: "Language" }).getByRole("link", { name: "Deutsch" }).click()
    await page.waitForURL(`${site.url}${translated("de", "/services/translation").path}`)
    const header = translated("de", "/menus/header").data as unknown as MenuHeader
    const footer = translated("de", "/menus/footer").data as unknown as MenuFooter
    await expect.poll(() => page.locator('[data-slot="site-header"]').innerText()).toContain(header.entries[1].title)
    const footerLink = page
      .locator('[data-slot="site-footer-nav"]')
      .getByRole("link", { name: footer.columns[1].links[0].text, exact: true })
    await expect.poll(() => footerLink.getAttribute("href")).toBe(translated("de", "/services/translation").path)
    await page.close()
  })
})

describe("a menu without a translation in the page's language", () => {
  it('is shown in English, marked lang="en"; the other menu and the other language stay translated', async () => {
    await site.db.query(
      `delete from public.document_translations
        where locale = 'sv' and document_id = (select id from public.documents where collection = 'menu_header')`,
    )
    const englishHeader = english.get("/menus/header")!.data as unknown as MenuHeader
    const page = await serverRender(translated("sv", "/services").path)
    expect(page.status).toBe(200)
    expect(page.menuRow).toContain('lang="en"')
    for (const entry of englishHeader.entries) expect(page.menuRow).toContain(`>${entry.title}<`)
    expect(page.header).toMatch(/data-slot="site-header-quote"[^>]*lang="en"/)
    // Its links still go to the Swedish pages; the footer is still Swedish, unmarked.
    expect(page.menus).toContain(`"href":"${translated("sv", "/services/translation").path}"`)
    const footer = translated("sv", "/menus/footer").data as unknown as MenuFooter
    expect(page.footer).toContain(footer.tagline)
    expect(page.footer).not.toContain("lang=")
    const german = await serverRender(translated("de", "/services").path)
    expect(german.menuRow).not.toContain("lang=")
    expect(german.menuRow).toContain(`>${(translated("de", "/menus/header").data as unknown as MenuHeader).entries[1].title}<`)
  })
})

describe("a link to a page not live in the page's language", () => {
  it('goes to the English page, marked hreflang="en", from the menus and from the content', async () => {
    await site.db.query(
      `delete from public.document_translations
        where locale = 'de' and document_id = (select id from public.documents where path = '/services/voice-over')`,
    )
    const footer = translated("de", "/menus/footer").data as unknown as MenuFooter
    const voiceOver = footer.columns[1].links[4]
    expect((english.get("/menus/footer")!.data as unknown as MenuFooter).columns[1].links[4].text).toBe("Voice-over")
    const page = await serverRender(translated("de", "/services").path)
    expect(linksIn(page.footer)).toContainEqual({ href: "/services/voice-over", hrefLang: "en", text: voiceOver.text })
    const content = linksIn(page.main).filter((link) => link.href === "/services/voice-over")
    expect(content.length).toBeGreaterThan(0)
    for (const link of content) expect(link.hrefLang).toBe("en")
    // Its translation gone, the page's German address is no page.
    expect((await fetch(`${site.url}${translated("de", "/services/voice-over").path}`)).status).toBe(404)
  })
})
