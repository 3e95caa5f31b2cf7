import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { chromium, type Browser } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { testBrowserLaunchOptions } from "../../scripts/chromium"
import { startTestServer, type TestServer } from "../testing/harness"
import { SERVER_ENTRY_FILE } from "./server-entry"

/** A built template as Vite writes it: an inline script of its own, and the entry with a chunk it preloads. */
const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <script>document.documentElement.dataset.boot = "ran"</script>
    <title>Template</title>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/chunk-abc123.js">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`

/** A stand-in for the server render: a page whose markup carries an inline script the template does not have. */
const FAKE_ENTRY = `
export function provideSupabaseConfig() {}
export async function renderPage() {
  return {
    kind: "page",
    status: 200,
    html: '<main><h1>A page with a stray script</h1><script>document.documentElement.dataset.injected = "ran"</script></main>',
    head: "<title>A page</title>",
    hydration: "",
    modulePreloads: ["/assets/chunk-abc123.js"],
  }
}
`

describe("the inline scripts a page may run, in Chromium", () => {
  let dir: string
  let t: TestServer
  let browser: Browser

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "nordika-inline-scripts-"))
    const appDir = path.join(dir, "dist-app")
    const serverDir = path.join(dir, "dist-server")
    fs.mkdirSync(path.join(appDir, "assets"), { recursive: true })
    fs.mkdirSync(serverDir)
    fs.writeFileSync(path.join(appDir, "index.html"), TEMPLATE)
    fs.writeFileSync(path.join(appDir, "assets", "index-abc123.js"), 'document.documentElement.dataset.entry = "ran"\n')
    fs.writeFileSync(path.join(appDir, "assets", "chunk-abc123.js"), 'document.documentElement.dataset.chunk = "ran"\n')
    fs.writeFileSync(path.join(serverDir, SERVER_ENTRY_FILE), FAKE_ENTRY)
    t = await startTestServer({ config: { appDir, serverDir, siteRendering: "server" }, isKnownAppRoute: () => true, http: true })
    browser = await chromium.launch(testBrowserLaunchOptions())
  }, 120_000)
  afterAll(async () => {
    await browser?.close()
    await t?.close()
    fs.rmSync(dir, { recursive: true, force: true })
  })

  it("run the template's script and the loader of the page's code, and block a script in the page's markup", async () => {
    const context = await browser.newContext()
    try {
      const page = await context.newPage()
      await page.addInitScript(() => {
        const blocked: string[] = []
        Object.assign(window, { __blocked: blocked })
        document.addEventListener("securitypolicyviolation", (event) =>
          blocked.push(`${event.effectiveDirective} ${event.blockedURI} line ${event.lineNumber}`),
        )
      })
      const res = await page.goto(`${t.url}/a-page`)
      expect(res?.status()).toBe(200)
      expect(await res?.text()).toContain('<script>document.documentElement.dataset.injected = "ran"</script>')
      const ran = () => page.evaluate(() => ({ ...document.documentElement.dataset }))
      // The loader imports the chunk and the entry once the page has painted.
      await expect.poll(ran, { timeout: 15_000 }).toEqual({ boot: "ran", chunk: "ran", entry: "ran" })
      // One violation: the stray script, on the line of #root.
      const rootLine = (await res!.text()).split("\n").findIndex((line) => line.includes('<div id="root">')) + 1
      expect(await page.evaluate(() => (window as unknown as { __blocked: string[] }).__blocked)).toEqual([
        `script-src-elem inline line ${rootLine}`,
      ])
    } finally {
      await context.close()
    }
  })
})
