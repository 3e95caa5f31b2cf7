import fs from "node:fs"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { Browser, Page } from "playwright-core"
import { FunctionsHttpError, type SupabaseClient } from "@supabase/supabase-js"
import type { TestServer } from "../../server/testing/harness"
import { staffAccount } from "../../server/functions/staff-test-support"
import { openPublicPage, startJourneys, withFreshPage, AT_1440_PX, AT_390_PX } from "./staff"

/**
 * Issue 41's visitor search in Chromium: from the header on a phone (390 px) and on a desktop (1440 px),
 * the instant search opens, finds pages in the page's language as the visitor types, and the keyboard
 * opens one (which the query log notes, without personal data); a post published in the admin is found,
 * and once unpublished is not. Screenshots of each step go to /tmp/i41-visitor-shots.
 */
let site: TestServer
let browser: Browser
let staff: SupabaseClient

beforeAll(async () => {
  ;({ site, browser } = await startJourneys())
  staff = (await staffAccount(site, { role: "editor" })).client
})

afterAll(() => site?.close())

const SHOTS = "/tmp/i41-visitor-shots"

async function shot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true })
  await page.screenshot({ path: `${SHOTS}/${name}.png` })
}

/**
 * Opens the header's search and types `query`; the dialog. What opens it loads once the visitor starts
 * using the page (a key, here): until then the link leads to the search page.
 */
async function searchFromHeader(page: Page, label: string, query: string) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" })
  await page.keyboard.press("Shift")
  await page.locator("html[data-search-ready]").waitFor({ state: "attached" })
  await page.getByRole("banner").getByRole("link", { name: label }).click()
  const dialog = page.getByRole("dialog")
  const input = dialog.getByRole("combobox")
  await input.waitFor()
  await input.fill(query)
  return dialog
}

const resultPaths = (page: Page) =>
  page.locator('[data-slot="search-dialog-result"]').evaluateAll((items) => items.map((item) => item.getAttribute("data-value")))

/** The query log's rows for `query` (staff read it), newest first. */
async function loggedSearches(query: string): Promise<Array<{ locale: string; results: number; opened: boolean }>> {
  const { data } = await staff.from("search_queries").select("locale, results, opened").eq("query", query).throwOnError()
  return data as Array<{ locale: string; results: number; opened: boolean }>
}

describe("searching from the header", () => {
  it("at 1440 px: results as the visitor types, grouped, and Enter on the second opens it; the query log notes it", () =>
    withFreshPage(
      browser,
      async ({ page, errors }) => {
        await openPublicPage(page, `${site.url}/`)
        const dialog = await searchFromHeader(page, "Search", "subtitling")
        await expect.poll(() => resultPaths(page)).toContain("/services/subtitling-captioning")
        await expect.poll(() => dialog.getByRole("status").innerText()).toMatch(/pages? found for “subtitling”/)
        await dialog.getByRole("group").first().waitFor()
        await shot(page, "1440-dialog-results")
        const paths = await resultPaths(page)
        await page.keyboard.press("ArrowDown")
        await page.keyboard.press("Enter")
        await page.waitForURL((url) => url.pathname === paths[1])
        await expect.poll(() => dialog.count()).toBe(0)
        await expect.poll(() => loggedSearches("subtitling")).toEqual([expect.objectContaining({ locale: "en", opened: true })])
        // The search is remembered in this browser only, and offered when the dialog opens again.
        expect(await page.evaluate(() => localStorage.getItem("nordika.recent-searches"))).toBe('["subtitling"]')
        await page.getByRole("banner").getByRole("link", { name: "Search" }).click()
        await page.getByRole("dialog").getByRole("combobox").fill("")
        await page.getByRole("dialog").getByRole("option", { name: "subtitling", exact: true }).waitFor()
        await shot(page, "1440-dialog-recent")
        expect(errors).toEqual([])
      },
      AT_1440_PX,
    ))

  it("at 390 px on a Swedish page: Swedish results, opened with the keyboard", () =>
    withFreshPage(
      browser,
      async ({ page, errors }) => {
        await openPublicPage(page, `${site.url}/sv/tjanster/oversattning`)
        await searchFromHeader(page, "Sök", "undertextning")
        await expect.poll(async () => (await resultPaths(page)).length).toBeGreaterThan(0)
        const paths = await resultPaths(page)
        for (const path of paths) expect(path?.startsWith("/sv/"), String(path)).toBe(true)
        await shot(page, "390-sv-dialog-results")
        await page.keyboard.press("Enter")
        await page.waitForURL((url) => url.pathname === paths[0])
        await page.locator('html[lang="sv"]').waitFor({ state: "attached" })
        await shot(page, "390-sv-opened-result")
        expect(errors).toEqual([])
      },
      AT_390_PX,
    ))

  it("at 390 px without the dialog's code: the search page answers the header's link, server-rendered", () =>
    withFreshPage(
      browser,
      async ({ page }) => {
        await page.goto(`${site.url}/de/suche?q=${encodeURIComponent("Übersetzung Verträge")}`)
        await page.getByRole("heading", { level: 1, name: "Suche: Übersetzung Verträge" }).waitFor()
        expect(await page.locator('[data-slot="search-result"]').count()).toBeGreaterThan(0)
        await shot(page, "390-de-search-page")
        await page.setViewportSize(AT_1440_PX)
        await shot(page, "1440-de-search-page")
      },
      AT_390_PX,
    ))
})

describe("a misspelt search, and one that finds nothing", () => {
  it("at 1440 px: a typo is searched as its closest word, which the dialog offers (Enter searches it); nothing found offers places to start; each result shows its place above its title", () =>
    withFreshPage(
      browser,
      async ({ page, errors }) => {
        await openPublicPage(page, `${site.url}/`)
        const dialog = await searchFromHeader(page, "Search", "kontackt")
        const suggestions = dialog.getByRole("group", { name: "Did you mean" })
        await expect.poll(() => suggestions.getByRole("option").allInnerTexts()).toEqual(["contact", "contacts", "contract"])
        await expect.poll(() => resultPaths(page)).toContain("/contact")
        await shot(page, "1440-dialog-typo")
        await page.keyboard.press("Enter")
        await expect.poll(() => dialog.getByRole("combobox").inputValue()).toBe("contact")
        await expect.poll(() => resultPaths(page)).toContain("/contact")

        await dialog.getByRole("combobox").fill("qqzzxxv")
        await expect.poll(() => dialog.getByRole("status").innerText()).toBe("No page matches “qqzzxxv”.")
        expect(await dialog.getByRole("group", { name: "Did you mean" }).count()).toBe(0)
        const links = dialog.getByRole("group", { name: "Good places to start" })
        expect(await links.getByRole("option").allInnerTexts()).toEqual([
          "All services",
          "Industries",
          "Case studies",
          "Blog",
          "Frequently asked questions",
          "Sitemap",
          "Request a quote",
          "Contact us",
        ])
        await shot(page, "1440-dialog-nothing-found")

        await dialog.getByRole("combobox").fill("legal translation")
        const result = dialog.locator('[data-slot="search-dialog-result"][data-value="/industries/legal/translation-language-services"]')
        await expect.poll(() => result.locator("span").first().innerText()).toBe("Industries › Legal")
        await shot(page, "1440-dialog-breadcrumbs")
        expect(errors).toEqual([])
      },
      AT_1440_PX,
    ))

  it("at 390 px in German: the dialog corrects ubersetsng and suggests übersetzung; nothing found, its quote link opens the German quote page", () =>
    withFreshPage(
      browser,
      async ({ page, errors }) => {
        await openPublicPage(page, `${site.url}/de/leistungen/uebersetzung`)
        const dialog = await searchFromHeader(page, "Suche", "ubersetsng")
        await expect
          .poll(() => dialog.getByRole("group", { name: "Meinten Sie" }).getByRole("option").first().innerText())
          .toBe("übersetzung")
        await expect.poll(async () => (await resultPaths(page)).filter((path) => path?.startsWith("/de/")).length).toBeGreaterThan(0)
        await shot(page, "390-de-dialog-typo")
        await dialog.getByRole("combobox").fill("qqzzxxv")
        await expect.poll(() => dialog.getByRole("status").innerText()).toBe("Für „qqzzxxv“ wurde keine Seite gefunden.")
        await shot(page, "390-de-dialog-nothing-found")
        await dialog.getByRole("group", { name: "Gute Ausgangspunkte" }).getByRole("option", { name: "Angebot anfordern" }).click()
        await page.waitForURL((url) => url.pathname.startsWith("/de/kontakt/"))
        await page.locator('html[lang="de"]').waitFor({ state: "attached" })
        expect(errors).toEqual([])
      },
      AT_390_PX,
    ))

  it("the search page at 390 px and 1440 px: a typo's results with the closest word; nothing found, the key pages, a quote and contact", () =>
    withFreshPage(
      browser,
      async ({ page }) => {
        await page.goto(`${site.url}/de/suche?q=ubersetsng`)
        await page.getByRole("heading", { level: 1, name: "Suche: ubersetsng" }).waitFor()
        expect(await page.getByRole("main").getByRole("link", { name: "übersetzung", exact: true }).getAttribute("href")).toBe(
          "/de/suche?q=%C3%BCbersetzung",
        )
        expect(await page.getByText("wurde keine Seite gefunden", { exact: false }).count()).toBe(0)
        await shot(page, "390-de-search-page-typo")

        await page.goto(`${site.url}/de/suche?q=qqzzxxv`)
        await page.getByRole("heading", { level: 1, name: "Suche: qqzzxxv" }).waitFor()
        await page.getByText("Für „qqzzxxv“ wurde keine Seite gefunden.").waitFor()
        await page.getByRole("main").getByRole("link", { name: "Angebot anfordern" }).waitFor()
        await shot(page, "390-de-search-page-nothing-found")
        await page.setViewportSize(AT_1440_PX)
        await shot(page, "1440-de-search-page-nothing-found")
      },
      AT_390_PX,
    ))
})

describe("the search follows publishing", () => {
  it("finds a post as soon as it is published, and no longer once it is unpublished", () =>
    withFreshPage(
      browser,
      async ({ page, errors }) => {
        const word = "glimmerquartz"
        const path = "/resources/blog/glimmerquartz-release-notes"
        const title = "Glimmerquartz release notes"
        const { data: id } = await staff.rpc("create_document", { p_collection: "blog_post", p_title: title, p_path: path }).throwOnError()
        const { data: draft } = await staff.from("document_drafts").select("revision").eq("document_id", id).single().throwOnError()
        const data = {
          meta: { title, description: "What the glimmerquartz release brings." },
          title,
          excerpt: `The ${word} release, published in the admin.`,
          author: "Nordika web team",
          published: new Date().toISOString().slice(0, 10),
          tags: ["News"],
          body: [{ type: "paragraph", children: [{ type: "text", text: `Everything about ${word}.` }] }],
        }
        const { error } = await staff.functions.invoke("publish-document", {
          body: { documentId: id, expectedVersion: 0, expectedRevision: (draft as { revision: number }).revision, title, path, data },
        })
        if (error instanceof FunctionsHttpError) throw new Error(`publish-document: ${await (error.context as Response).text()}`)

        await openPublicPage(page, `${site.url}/`)
        const dialog = await searchFromHeader(page, "Search", word)
        await expect.poll(() => resultPaths(page)).toEqual([path])
        await shot(page, "1440-published-post-found")

        await staff.rpc("unpublish_document", { p_id: id }).throwOnError()
        await dialog.getByRole("combobox").fill("")
        await dialog.getByRole("combobox").fill(word)
        await expect.poll(() => dialog.getByRole("status").innerText()).toBe(`No page matches “${word}”.`)
        expect(await resultPaths(page)).toEqual([])
        expect(errors).toEqual([])
      },
      AT_1440_PX,
    ))
})

/** Chrome on a desktop, as a visitor's browser names itself (the tests' own says HeadlessChrome, which the site does not count). */
const DESKTOP_CHROME = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36"

/** The visits counted today, by path. */
async function visitsToday(): Promise<Record<string, number>> {
  const { rows } = await site.db.query<{ path: string; visits: string }>(
    `select d.path, sum(v.visits)::text as visits from public.page_visits v join public.documents d on d.id = v.document_id
     where v.locale = 'en' and v.day = (now() at time zone 'utc')::date group by d.path`,
  )
  return Object.fromEntries(rows.map((row) => [row.path, Number(row.visits)]))
}

describe("the most visited pages, where a search finds nothing", () => {
  it("a visitor opens pages, in full and through the site's links; a search that finds nothing then offers them first, in the dialog and on the search page", async () => {
    // A person's browser: a browser's name, and not driven by automation (which the site does not count either).
    const context = await browser.newContext({ viewport: AT_1440_PX, userAgent: DESKTOP_CHROME, reducedMotion: "reduce" })
    await context.addInitScript(() => Object.defineProperty(Navigator.prototype, "webdriver", { get: () => false }))
    try {
      const page = await context.newPage()
      // Two full loads of the legal industry page, which the server counts.
      await page.goto(`${site.url}/industries/legal`)
      await openPublicPage(page, `${site.url}/industries/legal`)
      // A link within the site: the router shows the page, and the browser reports the visit.
      await page.locator('main a[href="/industries/legal/translation-language-services"]').first().click()
      await page.waitForURL((url) => url.pathname === "/industries/legal/translation-language-services")
      await site.server.pages.flushCounts()
      await expect
        .poll(visitsToday, { timeout: 10_000 })
        .toEqual({ "/industries/legal": 2, "/industries/legal/translation-language-services": 1 })

      const dialog = await searchFromHeader(page, "Search", "qqzzxxv")
      await expect.poll(() => dialog.getByRole("status").innerText()).toBe("No page matches “qqzzxxv”.")
      const places = dialog.getByRole("group", { name: "Good places to start" }).getByRole("option")
      await expect
        .poll(() => places.allInnerTexts())
        .toEqual(["Legal", "Legal · Translation", "All services", "Industries", "Case studies", "Blog", "Request a quote", "Contact us"])
      await shot(page, "1440-dialog-most-visited")
      await places.first().click()
      await page.waitForURL((url) => url.pathname === "/industries/legal")

      await page.goto(`${site.url}/search?q=qqzzxxv`)
      const section = page.getByRole("region", { name: "Good places to start" })
      const links = await section.getByRole("link").evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href")))
      expect(links).toEqual([
        "/industries/legal",
        "/industries/legal/translation-language-services",
        "/services",
        "/industries",
        "/case-studies",
        "/resources/blog",
      ])
      await shot(page, "1440-search-page-most-visited")
      await page.setViewportSize(AT_390_PX)
      await shot(page, "390-search-page-most-visited")
    } finally {
      await context.close()
    }
  })
})
