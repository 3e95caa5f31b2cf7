import { afterAll, beforeAll, describe, expect, it, vi } from "vitest"
import type { Browser, BrowserContext, ConsoleMessage, Page } from "playwright-core"
import type { SupabaseClient } from "@supabase/supabase-js"
import { COMPANY_NAME } from "../../ui/components/brand-logo"
import { FATAL_ERROR_DETAILS_LABEL, FATAL_ERROR_TITLE } from "../../ui/components/fatal-error-screen"
import { ROUTES_BY_PATH } from "../../app/site/routes-manifest"
import { HOME } from "../../app/content/home"
import { pageUnavailablePage } from "../../app/content/utility"
import { ENGLISH_I18N } from "../../app/i18n/english"
import type { TestServer } from "../../server/testing/harness"
import { closeContexts, headings, newContext, normalizeText, sharedBrowser, startSite, waitForPage } from "./site-under-test"

const PAGE_UNAVAILABLE = pageUnavailablePage(ENGLISH_I18N)

let site: TestServer
let browser: Browser
let context: BrowserContext
let staff: SupabaseClient

beforeAll(async () => {
  ;[site, browser] = await Promise.all([startSite(), sharedBrowser()])
  context = await newContext(browser)
  staff = site.client({ accessToken: await site.userToken({ staffRole: "admin" }) })
}, 300_000)

afterAll(async () => {
  await closeContexts(browser)
  await site?.close()
})

/** A fresh page that records console messages. */
async function pageWithConsole() {
  const page = await context.newPage()
  const messages: ConsoleMessage[] = []
  page.on("console", (message) => messages.push(message))
  page.on("pageerror", (error) => messages.push({ type: () => "error", text: () => `uncaught: ${error.message}` } as ConsoleMessage))
  return { page, messages }
}

async function visit(page: Page, path: string) {
  const route = ROUTES_BY_PATH.get(path)!
  await page.goto(site.url + path, { waitUntil: "domcontentloaded" })
  await waitForPage(page, route.title)
  return route
}

/**
 * Goes to `path` inside the app, as a visitor following a link does, from the /sitemap page (which
 * links every page): the page's loader then runs in the browser, against the backend as the browser
 * reaches it. (A page loaded from the server comes with the server's data instead.)
 */
async function navigateInAppTo(page: Page, path: string, title: string) {
  await visit(page, "/sitemap")
  await page.locator(`main a[href="${path}"]`).first().click()
  await waitForPage(page, title)
}

/** Console errors other than the browser's own report of a failed request. */
const appErrors = (messages: ConsoleMessage[]) =>
  messages.filter((m) => m.type() === "error" && !m.text().startsWith("Failed to load resource")).map((m) => m.text())

describe("the public site while the backend is down", () => {
  const outages: Array<[string, (page: Page) => Promise<unknown>]> = [
    [
      "the REST API answers 503",
      (page) =>
        page.route("**/rest/v1/**", (route) =>
          route.fulfill({ status: 503, contentType: "application/json", body: '{"message":"Service Unavailable"}' }),
        ),
    ],
    ["the backend refuses connections", (page) => page.route("**/rest/v1/**", (route) => route.abort("connectionrefused"))],
    [
      "no backend is configured (no /config.js)",
      (page) => page.route("**/config.js", (route) => route.fulfill({ status: 404, contentType: "text/javascript", body: "" })),
    ],
  ]

  it.each(outages)(
    "shows the unavailable page for pages read from their documents (home, the Leen page, a service page), with the site around it, in the browser, when %s",
    async (_name, breakBackend) => {
      const { page, messages } = await pageWithConsole()
      try {
        await breakBackend(page)
        for (const path of ["/", "/technology/leen", "/services/translation"]) {
          await navigateInAppTo(page, path, PAGE_UNAVAILABLE.meta.title)
          expect(await headings(page)).toEqual([PAGE_UNAVAILABLE.heading])
        }
        await expect(page.locator('[data-slot="site-header"] [data-slot="brand-logo-name"]').innerText()).resolves.toBe(COMPANY_NAME)
        expect(appErrors(messages)).toEqual([])
      } finally {
        await page.close()
      }
    },
  )

  it("only warns about the failure (console.warn), never logs an error of its own", async () => {
    const { page, messages } = await pageWithConsole()
    try {
      await page.route("**/rest/v1/**", (route) => route.fulfill({ status: 503, contentType: "application/json", body: "{}" }))
      await navigateInAppTo(page, "/", PAGE_UNAVAILABLE.meta.title)
      const warnings = messages.filter((m) => m.type() === "warning").map((m) => m.text())
      expect(warnings.some((text) => text.includes("Could not read the document at /"))).toBe(true)
      expect(appErrors(messages)).toEqual([])
    } finally {
      await page.close()
    }
  })
})

describe("logos from site_settings 'logos'", () => {
  async function setLogos(value: { headerLogoUrl: string | null; footerLogoUrl: string | null }) {
    const { error } = await staff.from("site_settings").update({ value }).eq("key", "logos")
    expect(error).toBeNull()
  }

  it("shows the header and footer logo images staff set", async () => {
    await setLogos({ headerLogoUrl: "/favicon.svg", footerLogoUrl: "/favicon.svg" })
    const { page, messages } = await pageWithConsole()
    try {
      await visit(page, "/")
      const headerImage = page.locator('[data-slot="site-header"] [data-slot="brand-logo-image"]')
      await expect(headerImage.getAttribute("src")).resolves.toBe("/favicon.svg")
      await expect(headerImage.getAttribute("alt")).resolves.toBe(COMPANY_NAME)
      await expect(page.locator('[data-slot="site-footer"] [data-slot="brand-logo-image"]').count()).resolves.toBe(1)
      expect(appErrors(messages)).toEqual([])
    } finally {
      await page.close()
    }
  })

  it("shows the default icon and the company name when there is no logo", async () => {
    await setLogos({ headerLogoUrl: null, footerLogoUrl: null })
    const { page } = await pageWithConsole()
    try {
      await visit(page, "/")
      await expect(page.locator('[data-slot="site-header"] [data-slot="brand-logo-image"]').count()).resolves.toBe(0)
      await expect(page.locator('[data-slot="site-header"] [data-slot="brand-logo-name"]').innerText()).resolves.toBe(COMPANY_NAME)
    } finally {
      await page.close()
    }
  })
})

describe("staff-editable sections from content_sections", () => {
  afterAll(async () => {
    await staff.from("content_sections").update({ value: HOME.hero, published: true }).eq("key", "home_hero")
  })

  it("are seeded with the bundled content", async () => {
    const { data, error } = await site.client().from("content_sections").select("key, value").order("key")
    expect(error).toBeNull()
    expect(data!.map((row) => row.key)).toEqual([
      "client_success",
      "home_hero",
      "leen_page",
      "services_overview",
      "testimonials",
      "who_we_are",
    ])
    expect(data!.find((row) => row.key === "home_hero")!.value).toEqual(HOME.hero)
    const logos = await site.client().from("client_logos").select("name").order("sort_order")
    expect(logos.data!.map((row) => row.name)).toEqual(HOME.clientLogos.items.map((logo) => logo.name))
  })

  it("cannot be changed by an anonymous visitor: each write is refused (401 42501) and the page shows the seeded content", async () => {
    const rows = () => staff.from("content_sections").select("key, value, published").order("key").throwOnError()
    const before = (await rows()).data
    const visitor = site.client().from("content_sections")
    const attempts = [
      await visitor.insert({ key: "home_hero", value: { heading: "Defaced" } }),
      await visitor.update({ value: { heading: "Defaced" } }).eq("key", "home_hero"),
      await visitor.delete().eq("key", "home_hero"),
    ]
    expect(attempts.map(({ status, error }) => ({ status, code: error?.code }))).toEqual(Array(3).fill({ status: 401, code: "42501" }))
    expect((await rows()).data).toEqual(before)

    const { page } = await pageWithConsole()
    try {
      await visit(page, "/")
      expect(await headings(page)).toEqual([normalizeText(HOME.hero.heading)])
    } finally {
      await page.close()
    }
  })

  it("show what staff saved, and the bundled content when the row is unpublished or invalid", async () => {
    const { page, messages } = await pageWithConsole()
    try {
      const heading = "Localization that ships on launch day"
      await staff
        .from("content_sections")
        .update({ value: { ...HOME.hero, heading } })
        .eq("key", "home_hero")
        .throwOnError()
      await visit(page, "/")
      expect(await headings(page)).toEqual([heading])

      await staff.from("content_sections").update({ published: false }).eq("key", "home_hero").throwOnError()
      await visit(page, "/")
      expect(await headings(page)).toEqual([normalizeText(HOME.hero.heading)])

      // The server renders the page (in this process): it is the one to warn about the invalid row.
      const serverWarnings = vi.spyOn(console, "warn")
      try {
        await staff
          .from("content_sections")
          .update({ value: { heading: 42 }, published: true })
          .eq("key", "home_hero")
          .throwOnError()
        await visit(page, "/")
        expect(await headings(page)).toEqual([normalizeText(HOME.hero.heading)])
        expect(serverWarnings.mock.calls.some(([text]) => String(text).includes("home_hero"))).toBe(true)
      } finally {
        serverWarnings.mockRestore()
      }
      expect(appErrors(messages)).toEqual([])
    } finally {
      await page.close()
    }
  })
})

describe("a code chunk missing after a deploy", () => {
  it("reloads the page once instead of crashing; missing again, it shows the fatal error screen with details", async () => {
    const { page } = await pageWithConsole()
    try {
      await visit(page, "/")
      await page.route("**/assets/sitemap-*.js", (route) => route.fulfill({ status: 404, contentType: "text/plain", body: "Not found" }))
      let loads = 0
      page.on("load", () => loads++)
      const sitemapLink = page.locator('[data-slot="site-footer"] a[href="/sitemap"]')
      await sitemapLink.click()
      await page.waitForEvent("load", { timeout: 20_000 })
      await waitForPage(page, ROUTES_BY_PATH.get("/")!.title)
      expect(loads).toBe(1)
      // The guard in sessionStorage stops a second reload: the error reaches the layout's error element.
      await sitemapLink.click()
      await page.getByRole("heading", { level: 1, name: FATAL_ERROR_TITLE }).waitFor({ timeout: 20_000 })
      await expect(page.getByRole("button", { name: FATAL_ERROR_DETAILS_LABEL }).isVisible()).resolves.toBe(true)
      expect(loads).toBe(1)
    } finally {
      await page.close()
    }
  })
})
