/**
 * The site in Swedish and German (issue 39) on the real server with the built app: every page live in a
 * language answers 200 at its localised path with one h1, its <html lang>, its canonical, reciprocal
 * hreflang for exactly the languages it is live in plus x-default, and its translated title; a page not
 * live in German is named by no German address (pages' hreflang, sitemap.xml). Live translations are the
 * fixture's (tests/fixtures/translations.ts) until the translators' files are filled, written as the
 * translation seed and publish-document write them (published columns set, state approved).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { Browser, BrowserContext } from "playwright-core"
import { SITE_LOCALES, type SiteLocale } from "#shared/locales"
import type { TestServer } from "../../server/testing/harness"
import type { SeedRow } from "../../scripts/document-seed"
import { FIXTURE_TRANSLATED_PAGES, fixtureTranslation } from "../fixtures/translations"
import type { LiveTranslation } from "../../app/data/document-translations"
import { closeContexts, newContext, sharedBrowser, startSite } from "./site-under-test"

let site: TestServer
let translations: LiveTranslation[]

beforeAll(async () => {
  site = await startSite()
  const { rows } = await site.db.query<{ id: string; collection: string; path: string; title: string; data: Record<string, unknown> }>(
    "select id, collection, path, title, published_data as data from public.documents where path = any($1) and published_data is not null",
    [Object.keys(FIXTURE_TRANSLATED_PAGES)],
  )
  expect(rows.map((row) => row.path).sort()).toEqual(Object.keys(FIXTURE_TRANSLATED_PAGES).sort())
  translations = rows.flatMap((row) =>
    FIXTURE_TRANSLATED_PAGES[row.path].map((locale) => fixtureTranslation({ ...row, kind: row.collection } as SeedRow, locale)),
  )
  for (const translation of translations) {
    await site.db.query(
      `insert into public.document_translations (document_id, locale, path, title, data, state, source_version,
         published_path, published_title, published_data, published_at, published_source_version)
       values ($1, $2, $3, $4, $5, 'approved', 1, $3, $4, $5, now(), 1)`,
      [translation.documentId, translation.locale, translation.path, translation.title, JSON.stringify(translation.data)],
    )
  }
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

/** Each fixture page's addresses: English, and its translations'. */
function pagesInEveryLanguage(): Array<Partial<Record<SiteLocale, string>> & { en: string }> {
  return Object.keys(FIXTURE_TRANSLATED_PAGES).map((english) => {
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
        if (locale !== "en") expect(page.title.startsWith(`[${locale}] `), `${path}: ${page.title}`).toBe(true)
        else expect(page.title.startsWith("["), path).toBe(false)
      }
    }
  })

  it("names no German address for a page not live in German, in its hreflang or in sitemap.xml", async () => {
    const english = await served("/about/who-we-are")
    expect(Object.keys(english.hreflang).sort()).toEqual(["en", "sv", "x-default"])
    expect((await served("/de/about/who-we-are")).status).toBe(404)
    const sitemap = await (await fetch(`${site.url}/sitemap.xml`)).text()
    const aboutEntry = sitemap.match(/<url>\s*<loc>[^<]*\/about\/who-we-are<\/loc>[\s\S]*?<\/url>/)?.[0] ?? ""
    expect(aboutEntry).toContain('hreflang="sv"')
    expect(aboutEntry).not.toContain('hreflang="de"')
    expect(sitemap).toContain("/de/leistungen/uebersetzung</loc>")
    expect(sitemap).not.toMatch(/\/de\/[^<]*who-we-are|\/de\/om-oss/)
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
    expect(privacy.text).toContain("Integritetspolicyn finns på engelska, svenska och tyska. Alla tre versionerna gäller.")
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
    await expect.poll(() => page.locator("h1").innerText()).toMatch(/^\[sv\] /)
    expect(await page.evaluate(() => localStorage.getItem("nordika.language"))).toBe("sv")
    // Remembered, never acted on: the English page is still English.
    await page.goto(`${site.url}/services/translation`)
    expect(page.url()).toBe(`${site.url}/services/translation`)
    await page.close()
  })
})
