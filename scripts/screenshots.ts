/**
 * `npx tsx scripts/screenshots.ts`: full-page Chromium screenshots of the home page and a service page
 * at 390 px and 1440 px, written to docs/screenshots/. Needs the built app (npx vite build).
 */
import path from "node:path"
import { launchBrowser, renderEveryBand, startSite, waitForPage } from "../tests/routes/site-under-test"
import { ROUTES_BY_PATH } from "../app/site/routes-manifest"

const OUT_DIR = path.resolve(import.meta.dirname, "../docs/screenshots")
const PAGES = [
  { name: "home", path: "/" },
  { name: "service-translation", path: "/services/translation" },
]
const WIDTHS = [390, 1440]

const [site, browser] = await Promise.all([startSite(), launchBrowser()])
try {
  for (const width of WIDTHS) {
    const context = await browser.newContext({
      viewport: { width, height: width < 768 ? 844 : 900 },
      deviceScaleFactor: 1,
      reducedMotion: "reduce",
    })
    const page = await context.newPage()
    for (const { name, path: routePath } of PAGES) {
      await page.goto(site.url + routePath, { waitUntil: "domcontentloaded" })
      await waitForPage(page, ROUTES_BY_PATH.get(routePath)!.title)
      // Scroll through the page so every lazy image loads, then back to the top.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo(0, y)
          await new Promise((resolve) => setTimeout(resolve, 60))
        }
        window.scrollTo(0, 0)
      })
      await page.waitForLoadState("networkidle")
      // A full-page capture is taller than the viewport.
      await renderEveryBand(page)
      await page.waitForTimeout(400)
      const file = path.join(OUT_DIR, `${name}-${width}.png`)
      await page.screenshot({ path: file, fullPage: true })
      console.log(`wrote ${path.relative(process.cwd(), file)}`)
    }
    await context.close()
  }
} finally {
  await browser.close()
  await site.close()
}
