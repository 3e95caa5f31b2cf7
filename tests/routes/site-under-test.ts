/**
 * Support for the route tests: the real server (Supabase endpoints + the built app in dist-app/, with
 * its routes.json) over HTTP on a random port with an in-memory database, and the system Chromium
 * driven through playwright-core.
 */
import fs from "node:fs"
import path from "node:path"
import { createRequire } from "node:module"
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core"
import { chromiumLaunchOptions } from "../../scripts/chromium"
import { BUILD_STAMP_FILES, sourcesHash, staleBuildReason } from "../../scripts/vite/build-stamp"
import { startTestServer, type TestServer } from "../../server/testing/harness"
import { TITLE_SUFFIX } from "../../app/site/routes-manifest"
import { WCAG_22_AA_AXE_TAGS } from "../wcag-axe-tags"

const repoRoot = path.resolve(import.meta.dirname, "../..")
export const APP_DIR = path.join(repoRoot, "dist-app")

let currentSources: string | undefined

/** Refuses a build made from other sources than those on disk: the tests would test the old site. */
function assertBuildIsCurrent(stampFile: string) {
  currentSources ??= sourcesHash(repoRoot)
  const stale = staleBuildReason(repoRoot, stampFile, currentSources)
  if (stale) throw new Error(`The build is out of date: ${stale}. Run \`npm run build\` first.`)
}

/** The tests need the built app, built from the sources on disk (npm test runs `npm run build` first). */
export function assertAppBuilt() {
  for (const file of ["index.html", "routes.json"]) {
    if (!fs.existsSync(path.join(APP_DIR, file))) {
      throw new Error(`dist-app/${file} is missing: run \`npm run build\` first`)
    }
  }
  assertBuildIsCurrent(BUILD_STAMP_FILES.client)
}

export const SERVER_DIR = path.join(repoRoot, "dist-server")

/** Public pages are rendered by the server build (`vite build` writes it beside dist-app/). */
export function assertServerRenderBuilt() {
  if (!fs.existsSync(path.join(SERVER_DIR, "entry-server.js"))) {
    throw new Error("dist-server/entry-server.js is missing: run `npm run build` first")
  }
  assertBuildIsCurrent(BUILD_STAMP_FILES.ssr)
}

export async function startSite(): Promise<TestServer> {
  assertAppBuilt()
  assertServerRenderBuilt()
  return startTestServer({ http: true, config: { appDir: APP_DIR } })
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch(chromiumLaunchOptions())
}

/** Desktop viewport: the header shows the mega-menu from lg (1024 px) up. */
export const DESKTOP = { width: 1280, height: 900 }

export async function newContext(
  browser: Browser,
  options: { theme?: "light" | "dark"; viewport?: { width: number; height: number } } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: options.viewport ?? DESKTOP, reducedMotion: "reduce" })
  await watchRendering(context)
  if (options.theme) {
    await context.addInitScript((theme) => window.localStorage.setItem("vite-ui-theme", theme), options.theme)
  }
  return context
}

/**
 * In every page of `context`, from before the first byte is parsed: a Content-Security-Policy
 * violation becomes a console error (so each check of the console sees it), and the page notes whether
 * the full-screen spinner ever appeared and which <main> the server's HTML brought (see renderFacts).
 */
export async function watchRendering(context: BrowserContext) {
  await context.addInitScript(() => {
    const facts = { spinnerSeen: false, serverMain: null as Element | null, serverHeading: null as Element | null }
    Object.assign(window, { __renderFacts: facts })
    document.addEventListener("securitypolicyviolation", (event) =>
      console.error(
        `Content-Security-Policy violation: ${event.violatedDirective} blocked ${event.blockedURI || "inline"} (${event.sourceFile}:${event.lineNumber})`,
      ),
    )
    // React reports an error it recovered from (a boundary it had to render anew) with what caused it.
    window.addEventListener("error", (event) => {
      const cause = (event.error as { cause?: unknown } | null)?.cause
      if (cause) console.error(`caused by: ${cause instanceof Error ? (cause.stack ?? cause.message) : String(cause)}`)
    })
    new MutationObserver(() => {
      if (document.querySelector('[data-slot="full-screen-spinner"]')) facts.spinnerSeen = true
    }).observe(document, { childList: true, subtree: true })
    document.addEventListener(
      "DOMContentLoaded",
      () => {
        facts.serverMain = document.querySelector("#root main")
        facts.serverHeading = document.querySelector("#root main h1")
      },
      { once: true },
    )
  })
}

/** What the page's arrival looked like (needs watchRendering on its context). */
export interface RenderFacts {
  /** The full-screen spinner was in the document at some point. */
  spinnerSeen: boolean
  /** The HTML from the server already held the page's <main>. */
  serverRendered: boolean
  /**
   * …and that very element, and the very h1 in it, are still the page's: React hydrated the frame and
   * the page's content (whose code comes after the frame's) instead of rendering either anew.
   */
  hydrated: boolean
}

export async function renderFacts(page: Page): Promise<RenderFacts> {
  return page.evaluate(() => {
    const facts = (
      window as unknown as { __renderFacts: { spinnerSeen: boolean; serverMain: Element | null; serverHeading: Element | null } }
    ).__renderFacts
    return {
      spinnerSeen: facts.spinnerSeen,
      serverRendered: facts.serverMain !== null,
      hydrated:
        facts.serverMain !== null &&
        facts.serverMain === document.querySelector("#root main") &&
        facts.serverHeading === document.querySelector("#root main h1"),
    }
  })
}

/** What went wrong on a page while it was visited: console errors, uncaught errors, failed requests. */
export interface PageProblems {
  consoleErrors: string[]
  failedRequests: string[]
}

/** Records console errors, page errors, failed requests and HTTP errors on `page` until reset. */
export function watchProblems(page: Page, options: { ignoreStatusOf?: (url: string) => boolean } = {}) {
  let problems: PageProblems = { consoleErrors: [], failedRequests: [] }
  page.on("console", (message) => {
    if (message.type() === "error") problems.consoleErrors.push(`${message.text()} (${message.location().url})`)
  })
  page.on("pageerror", (error) => problems.consoleErrors.push(`uncaught: ${error.message}`))
  page.on("requestfailed", (request) => {
    const failure = request.failure()?.errorText ?? "failed"
    // A request cancelled by the next navigation is not a failure of the page.
    if (!failure.includes("ERR_ABORTED")) problems.failedRequests.push(`${request.method()} ${request.url()}: ${failure}`)
  })
  page.on("response", (response) => {
    if (response.status() >= 400 && !options.ignoreStatusOf?.(response.url())) {
      problems.failedRequests.push(`${response.request().method()} ${response.url()}: HTTP ${response.status()}`)
    }
  })
  return {
    take(): PageProblems {
      const current = problems
      problems = { consoleErrors: [], failedRequests: [] }
      return current
    },
  }
}

/** Collapses whitespace, as a reader sees the text. */
export const normalizeText = (text: string) => text.replace(/\s+/g, " ").trim()

/** Waits until the page shows its content: title set by the page, one h1 rendered, spinner gone. */
export async function waitForPage(page: Page, title: string, timeout = 20_000) {
  await page.waitForFunction(
    (expected) =>
      document.title === expected &&
      document.querySelector("main h1, h1") !== null &&
      !document.querySelector('[data-slot="full-screen-spinner"]') &&
      // A server-rendered page is the app's once React has taken it over (its code loads after the first paint).
      (!document.getElementById("nordika-hydration") || document.documentElement.dataset.hydrated === "true"),
    `${title}${TITLE_SUFFIX}`,
    { timeout },
  )
}

/** The h1 texts of the page. */
export async function headings(page: Page): Promise<string[]> {
  return (await page.locator("h1").allInnerTexts()).map(normalizeText)
}

/** Every href on the page (header, footer, body), as written. */
export async function hrefsOn(page: Page): Promise<string[]> {
  return page.$$eval("a[href]", (anchors) => anchors.map((anchor) => anchor.getAttribute("href") ?? ""))
}

const require = createRequire(import.meta.url)
const AXE_SOURCE = fs.readFileSync(require.resolve("axe-core/axe.min.js"), "utf8")

export interface AxeViolation {
  id: string
  impact: string | null
  help: string
  targets: string[]
}

/** The WCAG 2.2 A and AA rules (axe's best-practice rules are left to the component stories). */
export const AXE_TAGS: readonly string[] = WCAG_22_AA_AXE_TAGS

/**
 * Renders every band of the page: a band away from the viewport is styled, laid out and painted only
 * when a reader comes near it (content-visibility: auto, app/app.css), and a check of the whole page
 * (axe, a full-page screenshot) needs them all.
 */
export async function renderEveryBand(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const band of document.querySelectorAll<HTMLElement>("#main-content section")) band.style.contentVisibility = "visible"
  })
}

/**
 * Runs axe-core on the page; returns the serious and critical violations. `withChrome: false` leaves
 * out the header and footer (identical on every page, so checking them once is enough).
 */
export async function seriousAxeViolations(page: Page, { withChrome = true }: { withChrome?: boolean } = {}): Promise<AxeViolation[]> {
  // Evaluated through the DevTools protocol: an inline <script> tag would be (rightly) refused by the site's policy.
  await page.evaluate(AXE_SOURCE)
  // axe reads colours from rendered boxes.
  await renderEveryBand(page)
  const exclude = withChrome ? [] : [['[data-slot="site-header"]'], ['[data-slot="site-footer"]']]
  const violations = await page.evaluate(
    async ({ tags, exclude }) => {
      type AxeResult = { violations: Array<{ id: string; impact: string | null; help: string; nodes: Array<{ target: unknown[] }> }> }
      const axe = (window as unknown as { axe: { run: (context: object, options: object) => Promise<AxeResult> } }).axe
      const result = await axe.run(
        { include: [["html"]], exclude },
        { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"] },
      )
      return result.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        targets: v.nodes.slice(0, 5).map((n) => String(n.target.join(" "))),
      }))
    },
    { tags: AXE_TAGS, exclude },
  )
  return violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical")
}

/** Runs `work` over `items` with at most `concurrency` at a time, each worker with its own page. */
export async function withPagePool<T>(
  context: BrowserContext,
  items: readonly T[],
  concurrency: number,
  work: (page: Page, item: T) => Promise<void>,
) {
  let next = 0
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async () => {
      const page = await context.newPage()
      try {
        while (next < items.length) await work(page, items[next++])
      } finally {
        await page.close()
      }
    }),
  )
}
