/**
 * The WCAG 2.2 criteria axe cannot judge, checked in Chromium on the built site: focus not hidden
 * under the fixed header or a sticky bar (2.4.11) and sign-in fields a password manager can fill and a
 * person can paste into (3.3.8). Help in the same place on every page (3.2.6) is checked on every
 * route by the crawl of site.test.ts, which visits them all anyway.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { Browser, Page } from "playwright-core"
import { ROUTES_BY_PATH, STANDALONE_ROUTES } from "../../app/site/routes-manifest"
import { closeContexts, newContext, sharedBrowser, tabThrough, waitForPage } from "./site-under-test"
import { readOnlySiteUrl } from "./read-only-site"

const siteUrl = readOnlySiteUrl()
let browser: Browser

beforeAll(async () => {
  browser = await sharedBrowser()
}, 120_000)

afterAll(() => closeContexts(browser))

async function openPage(path: string, viewport = { width: 1280, height: 900 }): Promise<Page> {
  const context = await newContext(browser, { theme: "light", viewport })
  const page = await context.newPage()
  await page.goto(siteUrl + path, { waitUntil: "domcontentloaded" })
  const title = ROUTES_BY_PATH.get(path)?.title ?? STANDALONE_ROUTES[path as keyof typeof STANDALONE_ROUTES].title
  await waitForPage(page, title)
  return page
}

describe("focus not obscured (WCAG 2.4.11)", () => {
  it("leaves room for the fixed header above whatever the browser scrolls to (scroll-padding-top at least its height)", async () => {
    const page = await openPage("/privacy-policy")
    const { padding, header } = await page.evaluate(() => ({
      padding: parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0,
      header: document.querySelector('[data-slot="site-header"]')!.getBoundingClientRect().height,
    }))
    expect(header).toBe(64)
    expect(padding).toBeGreaterThanOrEqual(header)
    await page.context().close()
  })

  it.each([
    ["/privacy-policy", 1280],
    ["/privacy-policy", 390],
    ["/faq", 1280],
    ["/faq", 390],
    ["/resources/glossary", 1280],
    ["/services/translation", 390],
  ])("%s at %i px: no focused element is hidden under the header or a sticky bar, tabbing down and back up", async (path, width) => {
    const page = await openPage(path, { width, height: 800 })
    const down = await tabThrough(page, "Tab", 70)
    const up = await tabThrough(page, "Shift+Tab", 70)
    expect({ down, up }).toEqual({ down: [], up: [] })
    await page.context().close()
  })
})

describe("accessible authentication (WCAG 3.3.8)", () => {
  /** The inputs of a page: their type, autocomplete and whether a paste into them is refused. */
  async function inputs(page: Page) {
    return page.$$eval("main input:not([type=hidden]):not([type=checkbox])", (fields) =>
      fields.map((field) => {
        const input = field as HTMLInputElement
        const data = new DataTransfer()
        data.setData("text/plain", "pasted-Secret-123")
        const paste = new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true })
        input.dispatchEvent(paste)
        return { type: input.type, autocomplete: input.getAttribute("autocomplete"), pasteRefused: paste.defaultPrevented }
      }),
    )
  }

  it("lets a password manager fill the staff sign-in (username, current-password) and lets people paste into it", async () => {
    const page = await openPage("/login")
    expect(await inputs(page)).toEqual([
      { type: "email", autocomplete: "username", pasteRefused: false },
      { type: "password", autocomplete: "current-password", pasteRefused: false },
    ])
    await page.context().close()
  })

  it("names the account field of the emergency access recovery as the username", async () => {
    const page = await openPage("/emergency-login")
    expect(await inputs(page)).toEqual([{ type: "email", autocomplete: "username", pasteRefused: false }])
    await page.context().close()
  })
})
