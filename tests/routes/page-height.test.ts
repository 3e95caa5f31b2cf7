/**
 * The scrollbar of a long page on arrival: the bands a visitor has not come near yet are not laid out
 * (content-visibility: auto, app/app.css) and count by the size the stylesheet gives them. Sizes far
 * from the real ones make the page grow under the visitor's thumb as the bands render, and the
 * scrollbar jump.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { Browser } from "playwright-core"
import { HOME } from "../../app/content/home"
import { closeContexts, newContext, renderEveryBand, sharedBrowser, waitForPage } from "./site-under-test"
import { readOnlySiteUrl } from "./read-only-site"

const siteUrl = readOnlySiteUrl()
let browser: Browser

beforeAll(async () => {
  browser = await sharedBrowser()
}, 300_000)

afterAll(() => closeContexts(browser))

describe("the home page's height before its bands render", () => {
  it.each([
    { device: "phone", width: 390, height: 844 },
    { device: "desktop", width: 1440, height: 900 },
  ])("is within 15% of its real height on a $device ($width px wide)", async ({ width, height }) => {
    const context = await newContext(browser, { theme: "light", viewport: { width, height } })
    try {
      const page = await context.newPage()
      await page.goto(`${siteUrl}/`)
      await waitForPage(page, HOME.meta.title)
      const bands = () =>
        page.evaluate(() =>
          [...document.querySelectorAll<HTMLElement>("#main-content section")]
            .filter((band) => getComputedStyle(band).contentVisibility === "auto")
            .map((band) => band.getBoundingClientRect().height),
        )
      // Most bands are still away from the viewport, so the height counts the sizes the stylesheet gives them.
      const deferred = await bands()
      expect(deferred.length).toBeGreaterThanOrEqual(8)
      const estimated = await page.evaluate(() => document.documentElement.scrollHeight)

      await renderEveryBand(page)
      const real = await page.evaluate(() => document.documentElement.scrollHeight)
      const contentHeights = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>("#main-content > * > section ~ section")].map((band) => {
          const style = getComputedStyle(band)
          return `${band.dataset.slot} ${Math.round(band.getBoundingClientRect().height - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom))}`
        }),
      )
      expect(
        Math.abs(estimated - real) / real,
        `estimated ${estimated} px, real ${real} px; the bands counted ${deferred.map(Math.round).join(", ")} px, their content is (app/app.css): ${contentHeights.join(", ")}`,
      ).toBeLessThan(0.15)
    } finally {
      await context.close()
    }
  })
})
