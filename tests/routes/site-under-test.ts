/**
 * Support for the route tests: the real server (Supabase endpoints + the built app in dist-app/, with
 * its routes.json) over HTTP on a random port with an in-memory database, and the system Chromium
 * driven through playwright-core.
 */
import fs from "node:fs"
import path from "node:path"
import { createRequire } from "node:module"
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core"
import { testBrowserLaunchOptions } from "../../scripts/chromium"
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
  return chromium.launch(testBrowserLaunchOptions())
}

let workerBrowser: Promise<Browser> | undefined

/**
 * The worker's one Chromium, launched for the first test file that asks: a project's files run one
 * after another in one worker that keeps this module (isolate is off), and a launch and a close per
 * file took 2.5-3.5 s on this machine for nothing a test checks. Each file still works in browser
 * contexts of its own, which share no storage, cookies or cache, and closes them (closeContexts);
 * Playwright ends the browser with the worker.
 */
export function sharedBrowser(): Promise<Browser> {
  workerBrowser ??= launchBrowser().then((browser) => {
    browser.on("disconnected", () => (workerBrowser = undefined))
    return browser
  })
  return workerBrowser
}

/** Closes every context still open in the shared browser (a failed test's too), so no page of one file runs on into the next. */
export async function closeContexts(browser: Browser | undefined) {
  await Promise.all((browser?.contexts() ?? []).map((context) => context.close()))
}

const require = createRequire(import.meta.url)
const AXE_SOURCE = fs.readFileSync(require.resolve("axe-core/axe.min.js"), "utf8")

/** Desktop viewport: the header shows the mega-menu from lg (1024 px) up. */
export const DESKTOP = { width: 1280, height: 900 }

export async function newContext(
  browser: Browser,
  options: {
    theme?: "light" | "dark"
    viewport?: { width: number; height: number }
    /** Loads axe-core into every page of the context as it starts, for contexts whose every page is checked (see axeViolations). */
    axe?: boolean
  } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: options.viewport ?? DESKTOP, reducedMotion: "reduce" })
  await watchRendering(context)
  if (options.theme) {
    await context.addInitScript((theme) => window.localStorage.setItem("vite-ui-theme", theme), options.theme)
  }
  // Injected after load through the DevTools protocol, axe's 500 kB cost the renderer 0.65 s a page;
  // as an init script Chromium compiles it once and runs it in 0.25 s. It only defines `window.axe`.
  if (options.axe) await context.addInitScript(AXE_SOURCE)
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

/**
 * How often waitForPage looks (ms). Playwright's default looks every animation frame, which makes
 * Chromium produce a frame every 16 ms for the whole wait: in the routes crawl that was a quarter of
 * the wait's time (15 pages, 3 at once: 61-63 s of waits against 46 s, Chromium 48-57 s of CPU
 * against 43-45 s) for an answer at most this much sooner.
 */
const PAGE_POLL_MS = 50

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
    { timeout, polling: PAGE_POLL_MS },
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

export interface AxeViolation {
  id: string
  impact: string | null
  help: string
  targets: string[]
}

/** The WCAG 2.2 A and AA rules (axe's best-practice rules are left to the component stories). */
const AXE_TAGS: readonly string[] = WCAG_22_AA_AXE_TAGS

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
 * Runs axe-core's WCAG 2.2 A and AA rules on the page; returns every violation, whatever its impact
 * (a minor one is still a failed success criterion). `withChrome: false` leaves out the header and
 * footer (identical on every page, so checking them once is enough); `rules` runs only those rules.
 */
export async function axeViolations(
  page: Page,
  { withChrome = true, rules }: { withChrome?: boolean; rules?: readonly string[] } = {},
): Promise<AxeViolation[]> {
  // Evaluated through the DevTools protocol: an inline <script> tag would be (rightly) refused by the site's policy.
  // Once a page: its context may have loaded it already (newContext's `axe`), or an earlier check in the same document.
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE)
  // axe reads colours from rendered boxes.
  await renderEveryBand(page)
  const exclude = withChrome ? [] : [['[data-slot="site-header"]'], ['[data-slot="site-footer"]']]
  const violations = await page.evaluate(
    async ({ runOnly, exclude }) => {
      type AxeResult = { violations: Array<{ id: string; impact: string | null; help: string; nodes: Array<{ target: unknown[] }> }> }
      const axe = (window as unknown as { axe: { run: (context: object, options: object) => Promise<AxeResult> } }).axe
      const result = await axe.run({ include: [["html"]], exclude }, { runOnly, resultTypes: ["violations"] })
      return result.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        targets: v.nodes.slice(0, 5).map((n) => String(n.target.join(" "))),
      }))
    },
    { runOnly: rules ? { type: "rule", values: rules } : { type: "tag", values: AXE_TAGS }, exclude },
  )
  return violations
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

export interface HiddenFocus {
  element: string
  coveredBy: string
}

/**
 * Where the focused element is hidden: its centre outside the viewport, or covered there by
 * something that is neither it nor inside it (the fixed header, a sticky bar); null when it shows.
 */
function hiddenFocus(page: Page): Promise<HiddenFocus | null> {
  return page.evaluate(async () => {
    // As a person sees it: after the frame in which a deferred band the focus entered was laid out.
    for (let frame = 0; frame < 2; frame++) await new Promise(requestAnimationFrame)
    const element = document.activeElement as HTMLElement | null
    if (!element || element === document.body) return null
    const rect = element.getBoundingClientRect()
    if (rect.width === 0 && rect.height === 0) return null
    const describe = (node: Element | null) =>
      node
        ? `${node.tagName.toLowerCase()}${node.getAttribute("data-slot") ? `[${node.getAttribute("data-slot")}]` : ""} "${(node.textContent ?? "").trim().slice(0, 40)}"`
        : "nothing"
    const x = Math.min(Math.max(rect.left + rect.width / 2, 0), window.innerWidth - 1)
    const y = rect.top + rect.height / 2
    if (y < 0 || y >= window.innerHeight) return { element: describe(element), coveredBy: "the edge of the viewport" }
    const hit = document.elementFromPoint(x, y)
    if (hit && (hit === element || element.contains(hit) || hit.contains(element))) return null
    const cover = hit?.closest("[data-slot]") ?? hit
    return { element: describe(element), coveredBy: describe(cover) }
  })
}

/** Presses Tab (or Shift+Tab) `count` times; the places where focus was hidden. */
export async function tabThrough(page: Page, key: "Tab" | "Shift+Tab", count: number): Promise<HiddenFocus[]> {
  const hidden: HiddenFocus[] = []
  for (let step = 0; step < count; step++) {
    await page.keyboard.press(key)
    const found = await hiddenFocus(page)
    if (found) hidden.push(found)
  }
  return hidden
}
