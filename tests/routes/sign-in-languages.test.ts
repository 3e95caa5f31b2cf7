/**
 * The staff sign-in pages in Swedish and German (issue 39, docs/decisions/0013-interface-strings.md
 * "The sign-in pages"): the English paths under /sv and /de, answered like the English ones, in their
 * language, kept out of search engines, and with no English word left where the English page has one.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { Browser, Page } from "playwright-core"
import { LOCALE_NAMES } from "#shared/locales"
import { closeContexts, newContext, sharedBrowser, waitForPage } from "./site-under-test"
import { readOnlySiteUrl } from "./read-only-site"

const siteUrl = readOnlySiteUrl()
let browser: Browser

beforeAll(async () => {
  browser = await sharedBrowser()
}, 120_000)

afterAll(() => closeContexts(browser))

/** Each sign-in page a visitor opens without a session, and its title in each language (the catalogs' words, as written). */
const PAGES = [
  { path: "/login", titles: { en: "Staff Sign-in", sv: "Inloggning för personal", de: "Anmeldung für Mitarbeitende" } },
  {
    path: "/emergency-login",
    titles: { en: "Emergency Access Recovery", sv: "Återställ åtkomst i nödfall", de: "Zugang im Notfall wiederherstellen" },
  },
  { path: "/login/setup", titles: { en: "Staff Account Setup", sv: "Konfigurera ditt personalkonto", de: "Mitarbeiterkonto einrichten" } },
] as const

/** What a reader sees of a page's own words: headings, labels, buttons, links, texts, and the names and placeholders of controls. */
async function wordsOf(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts = [...document.querySelectorAll("main h1, main p, main label, main button, main a, main li")].map(
      (element) => (element as HTMLElement).innerText,
    )
    const attributes = [...document.querySelectorAll("main [aria-label], main [placeholder]")].flatMap((element) => [
      element.getAttribute("aria-label") ?? "",
      element.getAttribute("placeholder") ?? "",
    ])
    return [...new Set([...texts, ...attributes].map((text) => text.replace(/\s+/g, " ").trim()).filter((text) => text !== ""))]
  })
}

async function open(path: string, title: string): Promise<{ page: Page; status: number | undefined }> {
  const context = await newContext(browser, { theme: "light" })
  const page = await context.newPage()
  const response = await page.goto(siteUrl + path, { waitUntil: "domcontentloaded" })
  await waitForPage(page, title)
  return { page, status: response?.status() }
}

describe("the staff sign-in pages in Swedish and German", () => {
  it.each(PAGES.flatMap(({ path, titles }) => (["sv", "de"] as const).map((locale) => ({ path, locale, titles }))))(
    "$path under /$locale answers 200 in its language (lang, title), noindex, with none of the English page's words",
    async ({ path, locale, titles }) => {
      const english = await open(path, titles.en)
      const englishWords = await wordsOf(english.page)
      await english.page.context().close()

      // The HTML as sent names its language, before any script runs (a screen reader or a translator plug-in reads it).
      const sent = await fetch(`${siteUrl}/${locale}${path}`).then((response) => response.text())
      expect(sent).toContain(`<html lang="${locale}"`)
      const { page, status } = await open(`/${locale}${path}`, titles[locale])
      expect(status).toBe(200)
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(locale)
      expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex")
      const words = await wordsOf(page)
      expect(words.length).toBeGreaterThan(3)
      // The languages' names are the same on every page (each is written in its own language), and so is the company's.
      const sameEverywhere = [...Object.values(LOCALE_NAMES), "Nordika"]
      const englishLeft = words.filter((text) => englishWords.includes(text) && !sameEverywhere.includes(text))
      expect(englishLeft).toEqual([])
      await page.context().close()
    },
  )

  it("keeps the English /login in English, noindex, and links the same page in Swedish and German with `next` kept", async () => {
    const { page, status } = await open("/login?next=%2Fadmin%2Fusers", PAGES[0].titles.en)
    expect(status).toBe(200)
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("en")
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex")
    await page.getByRole("heading", { level: 1, name: "Staff sign-in" }).waitFor()
    const languages = page.getByRole("navigation", { name: "Language" })
    expect(await languages.getByRole("link", { name: "Svenska" }).getAttribute("href")).toBe("/sv/login?next=%2Fadmin%2Fusers")
    expect(await languages.getByRole("link", { name: "Deutsch" }).getAttribute("href")).toBe("/de/login?next=%2Fadmin%2Fusers")

    await languages.getByRole("link", { name: "Svenska" }).click()
    await page.getByRole("heading", { level: 1, name: "Inloggning för personal" }).waitFor()
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe("/sv/login?next=%2Fadmin%2Fusers")
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe("sv")
    // The Swedish page's links lead on in Swedish: access recovery, and the website's Swedish home.
    expect(await page.getByRole("link", { name: "Kan du inte logga in?" }).getAttribute("href")).toBe("/sv/emergency-login")
    expect(await page.getByRole("link", { name: "Tillbaka till webbplatsen" }).getAttribute("href")).toBe("/sv")
    await page.context().close()
  })

  it("asks crawlers to leave the Swedish and German sign-in pages alone", async () => {
    const robots = await (await fetch(`${siteUrl}/robots.txt`)).text()
    for (const path of ["/sv/login", "/sv/emergency-login", "/de/login", "/de/emergency-login"]) {
      expect(robots.split("\n")).toContain(`Disallow: ${path}`)
    }
  })
})
