/**
 * The site-only mode with the real build (dist-app/, dist-server/): a site-only server renders the
 * public pages against the whole server on another port (through a relay the test cuts, as when the
 * hosted project goes away), and in the browser the app talks to that project, never to the
 * site-only server's origin. server/site-only/site-only.test.ts covers its realtime and its APIs.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { Browser } from "playwright-core"
import { pageUnavailablePage } from "../../app/content/utility"
import { ENGLISH_I18N } from "../../app/i18n/english"
import { ROUTES_BY_PATH } from "../../app/site/routes-manifest"
import type { TestServer } from "../../server/testing/harness"
import { tcpRelay, type TcpRelay } from "../../server/testing/tcp-relay"
import { startSiteOnlyServer, type TestSiteOnlyServer } from "../../server/testing/site-only-server"
import { APP_DIR, closeContexts, headings, newContext, normalizeText, sharedBrowser, startSite, waitForPage } from "./site-under-test"

const PAGE_UNAVAILABLE = pageUnavailablePage(ENGLISH_I18N)

const SERVICE_PAGE = "/services/translation"

let project: TestServer
let relay: TcpRelay
let site: TestSiteOnlyServer
let siteUrl: string
let browser: Browser

beforeAll(async () => {
  ;[project, browser] = await Promise.all([startSite(), sharedBrowser()])
  relay = await tcpRelay(Number(new URL(project.url).port))
  site = await startSiteOnlyServer({
    SUPABASE_URL: relay.url,
    SUPABASE_ANON_KEY: project.anonKey,
    APP_DIR,
    SITE_URL: "http://www.nordika.test",
  })
  siteUrl = site.url
}, 300_000)

afterAll(async () => {
  await closeContexts(browser)
  await site?.close()
  await relay?.cut()
  await project?.close()
})

/** The h1s of the server's HTML for `path`, from `origin`, with the status. */
async function serverRender(origin: string, path: string) {
  const response = await fetch(origin + path)
  const body = await response.text()
  const h1 = [...body.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)].map(([, inner]) =>
    normalizeText(
      inner
        .replace(/<[^>]+>/g, "")
        .replace(/&#x27;/g, "'")
        .replace(/&quot;/g, '"')
        .replace(/&amp;/g, "&"),
    ),
  )
  return { status: response.status, h1 }
}

describe("a site-only server with the built app", () => {
  it("renders a page from the project's document, as the project's own server does", async () => {
    const own = await serverRender(project.url, SERVICE_PAGE)
    expect(own.status).toBe(200)
    expect(await serverRender(siteUrl, SERVICE_PAGE)).toEqual(own)
  })

  it("hands the browser over to the project: a navigation's loader reads it, within the page's policy", async () => {
    const context = await newContext(browser)
    const page = await context.newPage()
    const problems: string[] = []
    page.on("console", (message) => message.type() === "error" && problems.push(message.text()))
    const apiRequests: string[] = []
    page.on("request", (request) => {
      const url = new URL(request.url())
      if (url.pathname.startsWith("/rest/v1/") || url.pathname.startsWith("/auth/v1/")) apiRequests.push(url.origin)
    })
    await page.goto(siteUrl + "/sitemap", { waitUntil: "domcontentloaded" })
    await waitForPage(page, ROUTES_BY_PATH.get("/sitemap")!.title)
    await page.locator(`main a[href="${SERVICE_PAGE}"]`).first().click()
    await waitForPage(page, ROUTES_BY_PATH.get(SERVICE_PAGE)!.title)
    expect(await headings(page)).toEqual((await serverRender(project.url, SERVICE_PAGE)).h1)
    expect(apiRequests.length).toBeGreaterThan(0)
    expect(new Set(apiRequests)).toEqual(new Set([relay.url]))
    expect(problems).toEqual([])
  })

  it("answers the unavailable page (503) while the project is gone", async () => {
    await relay.cut()
    try {
      await expect.poll(async () => (await serverRender(siteUrl, SERVICE_PAGE)).status, { timeout: 30_000 }).toBe(503)
      expect(await serverRender(siteUrl, SERVICE_PAGE)).toEqual({ status: 503, h1: [PAGE_UNAVAILABLE.heading] })
    } finally {
      await relay.join()
    }
  })
})
