import axe from "axe-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { Browser, BrowserContext, Page } from "playwright-core"
import { menuHrefs } from "../../ui/lib/menu"
import { FATAL_ERROR_TITLE } from "../../ui/components/fatal-error-screen"
import { MOBILE_MENU_BUTTON_LABEL, MOBILE_MENU_TITLE } from "../../ui/components/site-header"
import { THEME_TOGGLE_LABEL } from "../../ui/components/theme-toggle-placeholder"
import { WHEN_IDLE_TIMEOUT_MS } from "../../ui/lib/when-idle"
import { MAIN_MENU, QUOTE_CTA } from "../../app/content/navigation"
import { FOOTER_COLUMNS, FOOTER_LEGAL_LINKS } from "../../app/content/footer"
import { notFoundPage } from "../../app/content/utility"
import { ENGLISH_I18N } from "../../app/i18n/english"
import { FAQ_PAGE } from "../../app/content/faq"
import { faqPageJsonLd } from "../../app/site/faq-pages"
import { BUNDLED_CONTACT_DETAILS } from "../../app/site/contact-details"
import { fillContactDetails } from "../../app/site/fill-contact-details"
import { SPEC_PATHS } from "../spec-paths"
import { WCAG_22_AA_AXE_TAGS } from "../wcag-axe-tags"
import { BLOG_POSTS } from "../../app/content/resources/blog"
import { CASE_STUDIES } from "../../app/content/case-studies"
import { knownPaths, REDIRECTS, ROUTES, STANDALONE_ROUTES, TITLE_SUFFIX, type RouteEntry } from "../../app/site/routes-manifest"
import { readOnlySiteUrl } from "./read-only-site"
import { translatedDocuments } from "../../scripts/translation-files"
import { TRANSLATION_LOCALES } from "#shared/locales"
import {
  headings,
  hrefsOn,
  closeContexts,
  newContext,
  normalizeText,
  renderFacts,
  axeViolations,
  sharedBrowser,
  waitForPage,
  watchProblems,
  withPagePool,
  type AxeViolation,
  type PageProblems,
  type RenderFacts,
} from "./site-under-test"

const NOT_FOUND_PAGE = notFoundPage(ENGLISH_I18N)

/** Pages visited at once (the machine has two cores). */
const CONCURRENCY = 3

interface Visit {
  route: RouteEntry
  status: number | undefined
  title: string
  h1: string[]
  problems: PageProblems
  hrefs: string[]
  /** The footer's links, in their order. */
  footerHrefs: string[]
  axe: AxeViolation[]
  /** Whether the page's hero has something in its side column (always true for the home page's own hero). */
  heroFilled: boolean
  render?: RenderFacts
  error?: string
}

const siteUrl = readOnlySiteUrl()
let browser: Browser
let context: BrowserContext
const visits = new Map<string, Visit>()

/** The first route of each page kind: axe checks the header and footer there (they are the same everywhere). */
const sampleRoutes = [...new Map([...ROUTES].reverse().map((route) => [route.page, route])).values()].reverse()
const firstOfKind = new Set(sampleRoutes)

/** Opens `path` in a fresh page load and waits for its content. */
async function open(page: Page, path: string, title: string) {
  const response = await page.goto(siteUrl + path, { waitUntil: "domcontentloaded" })
  await waitForPage(page, title)
  return response
}

beforeAll(async () => {
  const started = Date.now()
  browser = await sharedBrowser()
  context = await newContext(browser, { theme: "light", axe: true })
  const watchers = new WeakMap<Page, ReturnType<typeof watchProblems>>()
  // Every manifest route, in one pass: h1, title, console, requests, links and axe.
  await withPagePool(context, ROUTES, CONCURRENCY, async (page, route) => {
    if (!watchers.has(page)) watchers.set(page, watchProblems(page))
    const watcher = watchers.get(page)!
    watcher.take()
    const visit: Visit = {
      route,
      status: undefined,
      title: "",
      h1: [],
      problems: { consoleErrors: [], failedRequests: [] },
      hrefs: [],
      footerHrefs: [],
      axe: [],
      heroFilled: false,
    }
    try {
      visit.status = (await open(page, route.path, route.title))?.status()
      // Asked all at once: the page answers them in turn, without a round trip to the test between.
      ;[visit.render, visit.title, visit.h1, visit.hrefs, visit.footerHrefs, visit.heroFilled] = await Promise.all([
        renderFacts(page),
        page.title(),
        headings(page),
        hrefsOn(page),
        page.$$eval('[data-slot="site-footer"] a[href]', (links) => links.map((link) => link.getAttribute("href") ?? "")),
        page.evaluate(() => {
          const hero = document.querySelector('[data-slot="page-hero"]')
          return hero
            ? hero.querySelector('[data-slot="page-hero-aside"] *') !== null
            : document.querySelector('[data-slot="home-hero"]') !== null
        }),
      ])
      visit.axe = await axeViolations(page, { withChrome: firstOfKind.has(route) })
    } catch (error) {
      visit.error = (error as Error).message.split("\n")[0]
      visit.title = await page.title().catch(() => "")
      visit.h1 = await headings(page).catch(() => [])
    }
    visit.problems = watcher.take()
    visits.set(route.path, visit)
  })
  console.log(`[routes] visited ${visits.size} routes in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}, 900_000)

afterAll(() => closeContexts(browser))

const describeVisit = (visit: Visit) =>
  `${visit.route.path}${visit.error ? ` (${visit.error}; title "${visit.title}", h1 ${JSON.stringify(visit.h1)})` : ""}`

describe("every route of the manifest in Chromium (light theme)", () => {
  it("lists every route the specification lists", () => {
    const missing = SPEC_PATHS.filter((path) => !knownPaths().includes(path))
    expect(missing).toEqual([])
    const group = (prefix: string) => ROUTES.filter((route) => route.path.startsWith(prefix)).length
    expect(group("/services/")).toBe(22)
    expect(group("/industries/")).toBe(16 + 3 + 3 * 8)
    expect(group("/case-studies/")).toBeGreaterThanOrEqual(6)
    expect(group("/resources/blog/")).toBeGreaterThanOrEqual(8)
    expect(group("/resources/news/")).toBeGreaterThanOrEqual(4)
  })

  it("answers HTTP 200 and shows each page's own title and single h1, not a placeholder", () => {
    const wrong = [...visits.values()].filter(
      (visit) =>
        visit.error ||
        visit.status !== 200 ||
        visit.title !== `${visit.route.title}${TITLE_SUFFIX}` ||
        visit.h1.length !== 1 ||
        visit.h1[0] !== normalizeText(visit.route.heading) ||
        visit.h1[0] === NOT_FOUND_PAGE.heading,
    )
    expect(wrong.map(describeVisit)).toEqual([])
    expect(visits.size).toBe(ROUTES.length)
  })

  it("fills the side of every page's hero (facts, contacts, a featured item, a form, the product), never an empty half", () => {
    const empty = [...visits.values()].filter((visit) => !visit.error && !visit.heroFilled).map((visit) => visit.route.path)
    expect(empty).toEqual([])
  })

  it("arrives as the server's complete HTML, hydrated in place, without a frame of the full-screen spinner", () => {
    const wrong = [...visits.values()]
      .filter((visit) => !visit.render?.serverRendered || !visit.render.hydrated || visit.render.spinnerSeen)
      .map((visit) => ({ path: visit.route.path, ...visit.render }))
    expect(wrong).toEqual([])
  })

  it("logs no console error (hydration mismatches and Content-Security-Policy violations included) and has no failed request on any route", () => {
    const noisy = [...visits.values()]
      .filter((visit) => visit.problems.consoleErrors.length > 0 || visit.problems.failedRequests.length > 0)
      .map((visit) => ({ path: visit.route.path, ...visit.problems }))
    expect(noisy).toEqual([])
  })

  it("offers the contact page and the accessibility statement at the same place among the footer's links on every route (WCAG 3.2.6 consistent help)", () => {
    const onHome = visits.get("/")!.footerHrefs
    const help = (links: string[]) => ["/contact", "/accessibility"].map((href) => links.indexOf(href))
    expect(help(onHome).every((index) => index >= 0)).toBe(true)
    const elsewhere = [...visits.values()]
      .map((visit) => ({ path: visit.route.path, help: help(visit.footerHrefs), links: visit.footerHrefs }))
      .filter((found) => JSON.stringify(found.links) !== JSON.stringify(onHome))
    expect(elsewhere).toEqual([])
  })

  it("has no WCAG 2.2 A or AA axe violation, of any impact, on any route", () => {
    const failing = [...visits.values()]
      .filter((visit) => visit.axe.length > 0)
      .map((visit) => ({ path: visit.route.path, violations: visit.axe }))
    expect(failing).toEqual([])
  })
})

describe("the link walker", () => {
  it("finds every internal link of the header menu, mega-menu, footer and page bodies resolving to a route", () => {
    // The language switcher links every page to its Swedish and German address, as the translators' files localise it.
    const known = new Set([
      ...knownPaths(),
      ...TRANSLATION_LOCALES.flatMap((locale) => [`/${locale}`, ...translatedDocuments(locale).map((document) => document.path)]),
    ])
    const sources = new Map<string, Set<string>>()
    const add = (href: string, from: string) => {
      if (!href.startsWith("/") || href.startsWith("//")) return
      const path = href.split(/[?#]/)[0].replace(/(.)\/+$/, "$1")
      if (!sources.has(path)) sources.set(path, new Set())
      sources.get(path)!.add(from)
    }
    for (const href of menuHrefs(MAIN_MENU)) add(href, "MAIN_MENU")
    for (const link of [...FOOTER_COLUMNS.flatMap((column) => column.links), ...FOOTER_LEGAL_LINKS]) add(link.href, "footer")
    for (const visit of visits.values()) for (const href of visit.hrefs) add(href, visit.route.path)
    const broken = [...sources]
      .filter(([path]) => !known.has(path))
      .map(([path, from]) => `${path} (linked from ${[...from].slice(0, 3).join(", ")})`)
    expect(broken).toEqual([])
    // The walk saw the whole site: every page is linked from somewhere.
    const unlinked = ROUTES.filter((route) => !sources.has(route.path)).map((route) => route.path)
    expect(unlinked).toEqual([])
  })
})

describe("redirects, aliases, the FAQ and the not-found page", () => {
  let page: Page
  let problems: ReturnType<typeof watchProblems>
  beforeAll(async () => {
    page = await context.newPage()
    problems = watchProblems(page, { ignoreStatusOf: (url) => new URL(url).pathname.startsWith("/no-such") })
  })
  afterAll(() => page?.close())

  it.each(Object.entries(REDIRECTS))("%s redirects to %s", async (from, to) => {
    const target = ROUTES.find((route) => route.path === to)!
    await open(page, from, target.title)
    expect(new URL(page.url()).pathname).toBe(to)
    expect(await headings(page)).toEqual([normalizeText(target.heading)])
  })

  it.each(ROUTES.filter((route) => route.canonical).map((route) => [route.path, route.canonical!]))(
    "%s shows the same page as %s",
    async (alias, canonical) => {
      const service = ROUTES.find((route) => route.path === canonical)!
      await open(page, alias, service.title)
      expect(new URL(page.url()).pathname).toBe(alias)
      expect(await headings(page)).toEqual([normalizeText(service.heading)])
    },
  )

  it("/faq carries its questions as FAQPage data, and keeps the search in ?q=", async () => {
    await open(page, "/faq?q=nda", FAQ_PAGE.meta.title)
    expect(await headings(page)).toEqual([FAQ_PAGE.hero.heading])
    const data = await page.locator('script[type="application/ld+json"]').allTextContents()
    // The answers as the page shows them: with the contact addresses the settings hold (seeded as bundled).
    expect(data.map((text) => JSON.parse(text))).toContainEqual(faqPageJsonLd(fillContactDetails(FAQ_PAGE, BUNDLED_CONTACT_DETAILS)))
    const search = page.getByRole("searchbox", { name: FAQ_PAGE.search.label })
    expect(await search.inputValue()).toBe("nda")
    expect(await page.locator('[data-slot="faq-item"]').count()).toBeLessThan(faqPageJsonLd(FAQ_PAGE).mainEntity.length)
    await search.fill("invoice")
    await page.waitForFunction(() => new URL(location.href).searchParams.get("q") === "invoice")
    await search.fill("")
    await page.waitForFunction(() => !new URL(location.href).searchParams.has("q"))
    expect(await page.locator('[data-slot="faq-item"]').count()).toBe(faqPageJsonLd(FAQ_PAGE).mainEntity.length)
  })

  it("an unknown path shows 'Page Not Found' inside the layout, with HTTP 404", async () => {
    const response = await open(page, "/no-such/page", NOT_FOUND_PAGE.meta.title)
    expect(response?.status()).toBe(404)
    expect(await renderFacts(page)).toEqual({ serverRendered: true, hydrated: true, spinnerSeen: false })
    expect(await headings(page)).toEqual([NOT_FOUND_PAGE.heading])
    await expect(page.getByText(NOT_FOUND_PAGE.text).isVisible()).resolves.toBe(true)
    await expect(page.locator('[data-slot="site-header"]').isVisible()).resolves.toBe(true)
  })

  it("an unknown slug under a known section is a 404 too", async () => {
    const response = await fetch(`${siteUrl}/services/no-such-service`)
    expect(response.status).toBe(404)
    expect(response.headers.get("content-type")).toContain("text/html")
  })

  it.each(Object.entries(STANDALONE_ROUTES))(
    "%s is outside the layout, with its own h1 and title, rendered in the browser",
    async (path, copy) => {
      await open(page, path, copy.title)
      expect((await renderFacts(page)).serverRendered).toBe(false)
      expect(await headings(page)).toEqual([copy.heading])
      await expect(page.locator('[data-slot="site-header"]').count()).resolves.toBe(0)
    },
  )

  it("navigates inside the app through the header without reloading, and scrolls to the top", async () => {
    const home = ROUTES.find((route) => route.path === "/")!
    await open(page, "/", home.title)
    await page.evaluate(() => ((window as unknown as { __marker: boolean }).__marker = true))
    await page.mouse.wheel(0, 3000)
    await page.locator('[data-slot="site-header-quote"]').click()
    const quote = ROUTES.find((route) => route.path === QUOTE_CTA.href)!
    await waitForPage(page, quote.title)
    expect(await page.evaluate(() => (window as unknown as { __marker?: boolean }).__marker)).toBe(true)
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
  })

  it("reaches pages, redirects and unknown paths it has not met yet inside the app, without reloading", async () => {
    // The browser's router starts with the arrival page's route only and adds the others as they are
    // visited: a history move (as the back and forward buttons make) must find each kind of path.
    const home = ROUTES.find((route) => route.path === "/")!
    await open(page, "/", home.title)
    await page.evaluate(() => ((window as unknown as { __marker: boolean }).__marker = true))
    const moveTo = (path: string) =>
      page.evaluate((to) => {
        history.pushState(null, "", to)
        dispatchEvent(new PopStateEvent("popstate"))
      }, path)
    const service = ROUTES.find((route) => route.page === "service")!
    await moveTo(service.path)
    await waitForPage(page, service.title)
    expect(await headings(page)).toEqual([normalizeText(service.heading)])
    const [from, to] = Object.entries(REDIRECTS)[0]
    await moveTo(from)
    await waitForPage(page, ROUTES.find((route) => route.path === to)!.title)
    expect(new URL(page.url()).pathname).toBe(to)
    await moveTo("/no-such/place")
    await waitForPage(page, NOT_FOUND_PAGE.meta.title)
    expect(await headings(page)).toEqual([NOT_FOUND_PAGE.heading])
    expect(await page.evaluate(() => (window as unknown as { __marker?: boolean }).__marker)).toBe(true)
  })

  it("offers a skip link to the main content as the first tab stop", async () => {
    const home = ROUTES.find((route) => route.path === "/")!
    await open(page, "/", home.title)
    await page.keyboard.press("Tab")
    const focused = await page.evaluate(() => ({
      text: document.activeElement?.textContent,
      href: document.activeElement?.getAttribute("href"),
    }))
    expect(focused.href).toBe("#main-content")
    await page.keyboard.press("Enter")
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("main-content")
  })

  it("ends a blog post's and a case study's breadcrumb in its own name, after the section's", async () => {
    for (const [path, title, name] of [
      [BLOG_POSTS[0].meta.path, BLOG_POSTS[0].meta.title, BLOG_POSTS[0].title],
      [CASE_STUDIES[0].meta.path, CASE_STUDIES[0].meta.title, CASE_STUDIES[0].client],
    ]) {
      await open(page, path, title)
      const trail = await page.locator('[data-slot="hero-breadcrumb-item"]').allInnerTexts()
      expect(trail.at(-1)?.trim()).toBe(name)
      expect(new Set(trail.map((item) => item.trim())).size).toBe(trail.length)
    }
  })

  it("logged nothing to the console on these pages but the 404 of the unknown path", () => {
    const { consoleErrors, failedRequests } = problems.take()
    expect(consoleErrors.filter((text) => !text.includes("404"))).toEqual([])
    expect(failedRequests).toEqual([])
  })

  it("does not show the fatal error screen anywhere", () => {
    expect([...visits.values()].filter((visit) => visit.h1.includes(FATAL_ERROR_TITLE)).map((visit) => visit.route.path)).toEqual([])
  })
})

/**
 * The WCAG 2.2 A and AA rules that read colours (axe's "cat.color": contrast, links told apart by
 * colour): all the dark theme can change. It is the `dark` class on <html>, which switches colour
 * custom properties (ui/styles.css) and nothing else: the markup is the same in both themes (the
 * theme toggle's placeholder marks another option, in a data attribute), and axeViolations renders
 * every band in both. Every other rule gives the dark page the light page's answer, which the crawl
 * above checks on every route; running them again here was 43% of the dark pass's axe time.
 */
const COLOUR_AXE_RULES = axe
  .getRules([...WCAG_22_AA_AXE_TAGS])
  .filter((rule) => rule.tags.includes("cat.color"))
  .map((rule) => rule.ruleId)

describe("one page of each kind in the dark theme", () => {
  // The stored choice applies right after hydration, while the page's own code may still be loading:
  // the content must still be hydrated in place, not dropped and rendered anew.
  it("is hydrated in place and has no WCAG 2.2 A or AA axe violation of the colour rules, of any impact", async () => {
    // The installed axe's colour rules, as they were chosen: a new one is a decision to take here.
    expect(COLOUR_AXE_RULES).toEqual(["color-contrast", "link-in-text-block"])
    const dark = await newContext(browser, { theme: "dark", axe: true })
    const failing: Array<{ path: string; violations: AxeViolation[] }> = []
    try {
      await withPagePool(dark, sampleRoutes, CONCURRENCY, async (page, route) => {
        await open(page, route.path, route.title)
        expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(true)
        expect(await renderFacts(page), route.path).toEqual({ serverRendered: true, hydrated: true, spinnerSeen: false })
        const violations = await axeViolations(page, { withChrome: route.path === "/", rules: COLOUR_AXE_RULES })
        if (violations.length > 0) failing.push({ path: route.path, violations })
      })
    } finally {
      await dark.close()
    }
    expect(failing).toEqual([])
  }, 300_000)
})

describe("code nothing on screen needs yet", () => {
  it("loads the phone menu and the footer's theme control once the visitor starts using the page, not while it starts", async () => {
    const phone = await newContext(browser, { theme: "light", viewport: { width: 390, height: 844 } })
    try {
      const page = await phone.newPage()
      const requested: string[] = []
      page.on("request", (request) => requested.push(new URL(request.url()).pathname))
      const deferredChunks = () => requested.filter((path) => /\/assets\/(site-header-mobile-menu|after-paint)-[^/]+\.js$/.test(path))
      const home = ROUTES.find((route) => route.path === "/")!
      await open(page, "/", home.title)
      // The marker: a request the page makes once the browser has run its idle callbacks (which loaded
      // both before), twice over for what one of them starts. Requests are seen in the order they are
      // made, so a chunk requested before it would be in the list by then.
      await page.evaluate(async (timeout) => {
        for (let round = 0; round < 2; round++) await new Promise((resolve) => requestIdleCallback(resolve, { timeout }))
        await fetch("/robots.txt?after-idle-callbacks")
      }, WHEN_IDLE_TIMEOUT_MS)
      await expect.poll(() => requested.includes("/robots.txt")).toBe(true)
      expect(deferredChunks()).toEqual([])
      expect(await page.locator('[data-slot="theme-toggle-placeholder"]').count()).toBe(1)

      await page.mouse.wheel(0, 600)
      await page.getByRole("radiogroup", { name: THEME_TOGGLE_LABEL }).waitFor({ state: "attached" })
      expect(deferredChunks()).toHaveLength(2)
      await page.getByRole("button", { name: MOBILE_MENU_BUTTON_LABEL }).click()
      // The menu opens once its chunk has run; a busy machine takes a moment (isVisible() would not wait).
      await page.getByRole("dialog", { name: MOBILE_MENU_TITLE }).waitFor({ state: "visible" })
    } finally {
      await phone.close()
    }
  })
})
