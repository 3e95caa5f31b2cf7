/**
 * The site in Swedish and German (issue 39) on the real server with the built app: every page live in a
 * language answers 200 at its localised path with one h1, its <html lang>, its canonical, reciprocal
 * hreflang for exactly the languages it is live in plus x-default, and its translated title; a page not
 * live in German is named by no German address (pages' hreflang, sitemap.xml). The translations are the
 * seed's (supabase/translations/, approved and published by the translation seed); the test takes the
 * German version of one page and both of another off the site, as unpublishing them would.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { Browser, BrowserContext } from "playwright-core"
import { SITE_LOCALES, type SiteLocale, type TranslationLocale } from "#shared/locales"
import type { TestServer } from "../../server/testing/harness"
import { closeContexts, newContext, sharedBrowser, startSite } from "./site-under-test"

/** The pages whose addresses the sweep checks in every language they are live in. */
const CHECKED_PAGES = ["/", "/services/translation", "/about/who-we-are", "/privacy-policy", "/terms-of-use"]
/** Taken off the site here: the German version of one page, and every translation of another. */
const NOT_LIVE: ReadonlyArray<readonly [string, TranslationLocale]> = [
  ["/about/who-we-are", "de"],
  ["/services/website-localization", "sv"],
  ["/services/website-localization", "de"],
]

interface LiveTranslationRow {
  englishPath: string
  locale: TranslationLocale
  path: string
  title: string
}

let site: TestServer
let translations: LiveTranslationRow[]

beforeAll(async () => {
  site = await startSite()
  for (const [englishPath, locale] of NOT_LIVE) {
    await site.db.query(
      `update public.document_translations t
          set published_path = null, published_title = null, published_data = null, published_at = null, published_source_version = null
         from public.documents d
        where d.id = t.document_id and d.path = $1 and t.locale = $2`,
      [englishPath, locale],
    )
  }
  const { rows } = await site.db.query<LiveTranslationRow>(
    `select d.path as "englishPath", t.locale, t.published_path as path, t.published_title as title
       from public.document_translations t join public.documents d on d.id = t.document_id
      where d.path = any($1) and t.published_at is not null`,
    [CHECKED_PAGES],
  )
  translations = rows
  // The seed has every checked page in both languages, but for the German page taken off above.
  expect(rows.length).toBe(CHECKED_PAGES.length * 2 - 1)
}, 300_000)

afterAll(async () => {
  await site?.close()
})

interface ServedPage {
  status: number
  lang: string | undefined
  h1Count: number
  title: string
  canonical: string | undefined
  hreflang: Record<string, string>
  text: string
}

async function served(path: string): Promise<ServedPage> {
  const response = await fetch(site.url + path, { redirect: "manual" })
  const html = await response.text()
  const head = html.slice(0, html.indexOf("<body"))
  const body = html.slice(html.indexOf("<body"))
  const local = (href: string) => href.replace(/^https?:\/\/[^/]+/, "")
  return {
    status: response.status,
    lang: html.match(/<html lang="([^"]+)"/)?.[1],
    h1Count: [...body.matchAll(/<h1\b/g)].length,
    title: head.match(/<title>([\s\S]*?)<\/title>/)?.[1] ?? "",
    canonical: head.match(/<link rel="canonical" href="([^"]+)"/)?.[1]?.replace(/^https?:\/\/[^/]+/, ""),
    hreflang: Object.fromEntries(
      [...head.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map(([, code, href]) => [code, local(href)]),
    ),
    text: body.replace(/<script[\s\S]*?<\/script>/g, "").replace(/<[^>]+>/g, " "),
  }
}

/** Each checked page's addresses: English, and its translations'. */
function pagesInEveryLanguage(): Array<Partial<Record<SiteLocale, string>> & { en: string }> {
  return CHECKED_PAGES.map((english) => {
    const languages: Partial<Record<SiteLocale, string>> & { en: string } = { en: english }
    for (const translation of translations.filter((each) => each.englishPath === english)) languages[translation.locale] = translation.path
    return languages
  })
}

describe("every page in each language it is live in", () => {
  it("answers 200 with one h1, its lang, its own canonical, its title, and hreflang for exactly its languages and x-default", async () => {
    for (const languages of pagesInEveryLanguage()) {
      const expected = { ...languages, "x-default": languages.en }
      for (const locale of SITE_LOCALES) {
        const path = languages[locale]
        if (!path) continue
        const page = await served(path)
        expect({ path, status: page.status, lang: page.lang, h1: page.h1Count, canonical: page.canonical }).toEqual({
          path,
          status: 200,
          lang: locale,
          h1: 1,
          canonical: path,
        })
        // Reciprocal: every page of the set names the same set (each alternate links back).
        expect(page.hreflang, path).toEqual(expected)
        const translation = translations.find((each) => each.path === path)
        if (translation) expect(page.title, path).toBe(`${translation.title} | Nordika`)
        else
          expect(
            translations.map((each) => `${each.title} | Nordika`),
            path,
          ).not.toContain(page.title)
      }
    }
  })

  it("names no German address for a page not live in German, in its hreflang or in sitemap.xml", async () => {
    const english = await served("/about/who-we-are")
    expect(Object.keys(english.hreflang).sort()).toEqual(["en", "sv", "x-default"])
    expect((await served("/de/ueber-uns/wer-wir-sind")).status).toBe(404)
    const sitemap = await (await fetch(`${site.url}/sitemap.xml`)).text()
    const aboutEntry = sitemap.match(/<url>\s*<loc>[^<]*\/about\/who-we-are<\/loc>[\s\S]*?<\/url>/)?.[0] ?? ""
    expect(aboutEntry).toContain('hreflang="sv"')
    expect(aboutEntry).not.toContain('hreflang="de"')
    expect(sitemap).toContain("/de/leistungen/uebersetzung</loc>")
    expect(sitemap).not.toContain("/de/ueber-uns/wer-wir-sind<")
  })

  it("keeps English pages English: lang en, and a page live in no translation names English and x-default only", async () => {
    const page = await served("/services/website-localization")
    expect(page.status).toBe(200)
    expect(page.lang).toBe("en")
    expect(page.hreflang).toEqual({ en: "/services/website-localization", "x-default": "/services/website-localization" })
  })
})

describe("the language's other pages", () => {
  it("redirects the spec's redirects under a prefix to the target's translation, where it is live", async () => {
    const swedish = await fetch(`${site.url}/sv/about`, { redirect: "manual" })
    expect(swedish.status).toBe(301)
    expect(new URL(swedish.headers.get("location")!, site.url).pathname).toBe("/sv/om-oss/vilka-vi-ar")
  })

  it("answers an unknown path under /sv or /de with the not-found page (HTTP 404) in that language's <html lang>", async () => {
    for (const locale of ["sv", "de"] as const) {
      const page = await served(`/${locale}/no-such-page`)
      expect(page.status).toBe(404)
      expect(page.lang).toBe(locale)
      expect(page.h1Count).toBe(1)
    }
  })

  it("shows on a translated legal page that the English version prevails, and on the privacy policy that all three bind", async () => {
    const terms = await served("/de/nutzungsbedingungen")
    expect(terms.status).toBe(200)
    expect(terms.text).toContain("Dies ist eine Übersetzung. Bei Abweichungen ist die englische Fassung maßgeblich.")
    const privacy = await served("/sv/integritetspolicy")
    expect(privacy.status).toBe(200)
    expect(privacy.text).toContain("Integritetspolicyn finns på engelska, svenska och tyska. Alla tre versionerna är lika giltiga.")
    expect(privacy.text).not.toContain("gäller den engelska versionen")
    const english = await served("/terms-of-use")
    expect(english.text).not.toContain("Dies ist eine Übersetzung")
  })
})

describe("the language switcher", () => {
  let browser: Browser
  let context: BrowserContext
  beforeAll(async () => {
    browser = await sharedBrowser()
    context = await newContext(browser)
  })
  afterAll(async () => {
    await closeContexts(browser)
  })

  it("takes the visitor from a service page to the same page in Swedish, and remembers the choice without redirecting", async () => {
    const page = await context.newPage()
    await page.goto(`${site.url}/services/translation`)
    await page.locator("html[data-hydrated]").waitFor()
    await page.locator('[data-slot="language-switcher-button"]').click()
    await page.getByRole("navigation", { name: "Language" }).getByRole("link", { name: "Svenska" }).click()
    await page.waitForURL(`${site.url}/sv/tjanster/oversattning`)
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe("sv")
    await expect.poll(() => page.locator("h1").innerText()).toBe("Översättningar som läses som om de vore skrivna på målspråket")
    expect(await page.evaluate(() => localStorage.getItem("nordika.language"))).toBe("sv")
    // Remembered, never acted on: the English page is still English.
    await page.goto(`${site.url}/services/translation`)
    expect(page.url()).toBe(`${site.url}/services/translation`)
    await page.close()
  })

  it("keeps the header's search, quote and menu button in view on a narrow phone and at WCAG's 320 px in every language (the German quote label is the longest)", async () => {
    for (const width of [360, 320]) {
      const phone = await newContext(browser, { viewport: { width, height: 780 } })
      const page = await phone.newPage()
      for (const path of ["/", "/sv", "/de"]) {
        await page.goto(`${site.url}${path}`)
        await page.locator("html[data-hydrated]").waitFor()
        const rightEdges = await page.evaluate(() =>
          ["site-header-search", "site-header-quote", "site-header-menu-button"].map((slot) => {
            const box = document.querySelector(`[data-slot="${slot}"]`)!.getBoundingClientRect()
            return Math.round(box.right)
          }),
        )
        expect({ width, path, inView: rightEdges.every((right) => right <= width) }).toEqual({ width, path, inView: true })
        await page.locator('[data-slot="site-header-menu-button"]').click()
        await expect.poll(() => page.getByRole("dialog").getByRole("link", { name: "Deutsch" }).isVisible()).toBe(true)
        await page.keyboard.press("Escape")
      }
      await page.close()
    }
  })
})
