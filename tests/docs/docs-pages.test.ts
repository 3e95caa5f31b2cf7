/**
 * Every docs page of the built Storybook (a component's autodocs page and every MDX page), opened in
 * Chromium in the light and in the dark UI theme, as a designer opens it with the toolbar's Theme
 * (`globals=theme:dark` in the address), and checked by axe against WCAG 2.2 A and AA: every rule in
 * light, the colour rules in dark (DARK_AXE_RULES).
 */
import fs from "node:fs"
import { createRequire } from "node:module"
import axe from "axe-core"
import { chromium, type Browser, type Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { testBrowserLaunchOptions } from "../../scripts/chromium"
import { readIndex, serveStorybook, type IndexEntry, type StaticStorybook } from "./static-storybook"

const require = createRequire(import.meta.url)
const AXE_SOURCE = fs.readFileSync(require.resolve("axe-core/axe.min.js"), "utf8")

const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]

/**
 * The WCAG 2.2 A and AA rules that read colours (axe's "cat.color": contrast, links told apart by
 * colour), the only ones the dark pass runs, as the stories project (.storybook/dark-axe.ts) and the
 * routes' dark pass (tests/routes/site.test.ts) do. The dark theme changes colours and nothing else:
 * the `dark` class on <html> switches the design system's colour properties (ui/styles.css), and the
 * docs container (.storybook/docs-theme.tsx) swaps a Storybook theme made of the same fonts and radii
 * in that theme's colour tokens. The markup is the light page's, where every rule runs; running them
 * all again in dark gave the light page's answer at twice the cost.
 */
const DARK_AXE_RULES = axe
  .getRules(AXE_TAGS)
  .filter((rule) => rule.tags.includes("cat.color"))
  .map((rule) => rule.ruleId)

const THEMES = ["light", "dark"] as const
type Theme = (typeof THEMES)[number]

const RENDER_TIMEOUT_MS = 30_000
/** How long one docs page may take in all: rendered, settled and checked by axe. */
const PAGE_DEADLINE_MS = 120_000

/** What `work` gives, or undefined when it is not done within `ms`. */
async function within<T>(work: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<undefined>((resolve) => (timer = setTimeout(() => resolve(undefined), ms)))
  try {
    return await Promise.race([work, late])
  } finally {
    clearTimeout(timer)
  }
}

interface PageCheck {
  id: string
  theme: Theme
  /** What did not render, or what threw while it did. */
  errors: string[]
  violations: string[]
  /** The page's background colour, and that of every canvas a story is drawn on (over a clear one, what shows through). */
  backgrounds: string[]
  /** What a story left open over the page (a modal dialog, a menu), hiding the page from its reader. */
  coveredBy?: string
}

/**
 * Records, from the first script on, the stories the docs page has rendered (or failed to): the
 * preview announces each on its channel, which it creates later.
 */
function watchStoryRenders() {
  const watched = window as unknown as { __renderedStories: Set<string>; __storyErrors: string[] }
  watched.__renderedStories = new Set()
  watched.__storyErrors = []
  type Channel = { on: (event: string, listener: (...args: unknown[]) => void) => void }
  let channel: Channel | undefined
  Object.defineProperty(window, "__STORYBOOK_ADDONS_CHANNEL__", {
    configurable: true,
    get: () => channel,
    set(value: Channel) {
      channel = value
      value.on("storyRendered", (id) => watched.__renderedStories.add(String(id)))
      value.on("storyErrored", (error) => watched.__storyErrors.push(JSON.stringify(error)))
      value.on("storyThrewException", (error) => watched.__storyErrors.push(String((error as Error)?.message ?? error)))
    },
  })
}

/** What a page's check is doing, for the failure of a page that never settles to name. */
interface Progress {
  step: string
}

/** Waits until the docs page `id` and every story it shows have rendered; returns what failed instead. */
async function waitForDocs(page: Page, id: string, progress: Progress): Promise<string[]> {
  progress.step = "rendering"
  try {
    await page.waitForFunction(
      (id) => {
        const watched = window as unknown as {
          __renderedStories: Set<string>
          __storyErrors: string[]
          __STORYBOOK_ADDONS_CHANNEL__?: { last: (event: string) => unknown[] | undefined }
        }
        if (watched.__storyErrors.length > 0) return true
        if (watched.__STORYBOOK_ADDONS_CHANNEL__?.last("docsRendered")?.[0] !== id) return false
        // A story shown in a frame of its own renders there, on the frame's own channel.
        const shown = new Set(
          [...document.querySelectorAll<HTMLElement>("#storybook-docs [id^='story--']:not(:has(iframe))")]
            .map((element) => /^story--(.+?)(--primary)?(-inner)?$/.exec(element.id)?.[1])
            .filter((storyId): storyId is string => Boolean(storyId)),
        )
        return [...shown].every((storyId) => watched.__renderedStories.has(storyId))
      },
      id,
      { timeout: RENDER_TIMEOUT_MS, polling: 100 },
    )
  } catch {
    return [`did not finish rendering in ${RENDER_TIMEOUT_MS / 1000} s (${await unrendered(page)})`]
  }
  progress.step = "loading fonts"
  await page.evaluate(() => document.fonts.ready)
  progress.step = "settling its layout"
  await layoutSettled(page)
  return page.evaluate(() => {
    // React 19 takes an <html>, <head> or <body> element rendered anywhere as the document's own (and marks
    // it with its fiber): its event dispatch then loops for ever between that root and the docs root.
    const takenOver = [document.documentElement, document.head, document.body]
      .filter((element) => Object.keys(element).some((key) => key.startsWith("__reactFiber$")))
      .map(
        (element) =>
          `React took the document's <${element.localName}> over: the page renders it as an element (a tag in a description parsed as HTML?)`,
      )
    return [...(window as unknown as { __storyErrors: string[] }).__storyErrors, ...takenOver]
  })
}

/**
 * What a docs page that did not finish rendering still waits for: the page it shows, and each story it
 * shows that has not announced its render, with the phase Storybook's render of it is in.
 */
async function unrendered(page: Page): Promise<string> {
  const answer = await answerWithin(
    page.evaluate(() => {
      const watched = window as unknown as {
        __renderedStories: Set<string>
        __STORYBOOK_ADDONS_CHANNEL__?: { last: (event: string) => unknown[] | undefined }
        __STORYBOOK_PREVIEW__?: { storyRenders?: Array<{ id: string; phase?: string }> }
      }
      const phases = new Map((watched.__STORYBOOK_PREVIEW__?.storyRenders ?? []).map((render) => [render.id, render.phase]))
      const waiting = [...document.querySelectorAll<HTMLElement>("#storybook-docs [id^='story--']:not(:has(iframe))")]
        .map((element) => /^story--(.+?)(--primary)?(-inner)?$/.exec(element.id)?.[1])
        .filter((storyId): storyId is string => Boolean(storyId))
        .filter((storyId) => !watched.__renderedStories.has(storyId))
      const shownPage = String(watched.__STORYBOOK_ADDONS_CHANNEL__?.last("docsRendered")?.[0] ?? "none")
      return `docs page rendered: ${shownPage}; stories not rendered: ${[...new Set(waiting)].map((storyId) => `${storyId} (${phases.get(storyId) ?? "not started"})`).join(", ") || "none"}`
    }),
  )
  return answer ?? "the page did not answer"
}

/** How long a page that did not settle is given to say what it is doing. */
const PROBE_MS = 10_000

/** What `question` gives, or undefined when the page does not answer within PROBE_MS (its main thread is held). */
const answerWithin = <T>(question: Promise<T>) =>
  within(
    question.catch(() => undefined),
    PROBE_MS,
  )

/** Whether a page that did not settle waits on something or is held: a script that never yields answers no evaluate at all. */
async function stillAnswers(page: Page): Promise<string> {
  return (await answerWithin(page.evaluate(() => true))) ? "the page still answers" : "the page no longer answers"
}

/**
 * Waits until the page's layout holds still for two frames (each docs canvas sizes itself to its story
 * a frame after the story draws), at most a second.
 */
async function layoutSettled(page: Page) {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve))
    const layout = () =>
      [...document.querySelectorAll(".docs-story")]
        .map((canvas) => `${canvas.scrollWidth}x${canvas.scrollHeight}/${canvas.clientWidth}x${canvas.clientHeight}`)
        .join() + document.documentElement.scrollHeight
    const deadline = performance.now() + 1000
    let last = ""
    while (performance.now() < deadline) {
      await frame()
      await frame()
      const now = layout()
      if (now === last) return
      last = now
    }
  })
}

/**
 * Shows the docs page `id`: the first one by its address, the next ones as the manager shows them,
 * through the preview's channel, which keeps the page, its scripts and the theme it was opened in.
 */
async function openDocs(page: Page, storybook: StaticStorybook, id: string, theme: Theme) {
  await page.evaluate(() => {
    const watched = window as unknown as { __renderedStories?: Set<string>; __storyErrors?: string[] }
    watched.__renderedStories?.clear()
    if (watched.__storyErrors) watched.__storyErrors.length = 0
  })
  const opened = await page.evaluate((id) => {
    const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__?: { emit: (event: string, payload: object) => void } })
      .__STORYBOOK_ADDONS_CHANNEL__
    channel?.emit("setCurrentStory", { storyId: id, viewMode: "docs" })
    return Boolean(channel)
  }, id)
  if (!opened) await page.goto(`${storybook.url}/iframe.html?id=${encodeURIComponent(id)}&viewMode=docs&globals=theme:${theme}`)
}

/** Every WCAG 2.2 A and AA rule in light; in dark, the colour rules (DARK_AXE_RULES). */
const axeRunOnly = (theme: Theme) => (theme === "light" ? { type: "tag", values: AXE_TAGS } : { type: "rule", values: DARK_AXE_RULES })

async function axeViolations(page: Page, theme: Theme): Promise<string[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE)
  return page.evaluate(async (runOnly) => {
    type AxeResult = {
      violations: Array<{ id: string; help: string; nodes: Array<{ target: unknown[]; failureSummary?: string }> }>
    }
    const axe = (window as unknown as { axe: { run: (context: object, options: object) => Promise<AxeResult> } }).axe
    const result = await axe.run(
      // What a story draws is checked by the stories project in both themes, under its own a11y parameters.
      { include: [["#storybook-docs"]], exclude: [["#storybook-docs [id^='story--'][id$='-inner']"]] },
      { runOnly, resultTypes: ["violations"], iframes: false },
    )
    return result.violations.flatMap((violation) =>
      violation.nodes
        .slice(0, 3)
        .map((node) => `${violation.id} (${violation.help}): ${node.target.join(" ")}: ${node.failureSummary?.replace(/\s+/g, " ") ?? ""}`),
    )
  }, axeRunOnly(theme))
}

async function checkPage(page: Page, storybook: StaticStorybook, id: string, theme: Theme, progress: Progress): Promise<PageCheck> {
  progress.step = "opening"
  await openDocs(page, storybook, id, theme)
  const errors = await waitForDocs(page, id, progress)
  progress.step = "reading its backgrounds"
  const { backgrounds, coveredBy } = await page.evaluate(() => {
    const shownBehind = (element: Element | null): string => {
      for (let at = element; at; at = at.parentElement) {
        const colour = getComputedStyle(at).backgroundColor
        if (colour !== "rgba(0, 0, 0, 0)" && colour !== "transparent") return colour
      }
      return "none"
    }
    const docs = document.getElementById("storybook-docs")
    // A modal overlay hides the rest of the document (aria-hidden, inert) and stops its pointer events.
    const hidden = docs?.closest("[aria-hidden='true'], [inert]")
    const modal = document.querySelector("[role='dialog'][aria-modal='true'], [role='alertdialog']")
    return {
      backgrounds: [
        ...new Set([".sbdocs-wrapper", ".docs-story"].flatMap((selector) => [...document.querySelectorAll(selector)].map(shownBehind))),
      ],
      coveredBy:
        hidden || modal || getComputedStyle(document.body).pointerEvents === "none"
          ? (modal?.getAttribute("aria-label") ?? modal?.textContent?.slice(0, 60) ?? "a modal overlay")
          : undefined,
    }
  })
  progress.step = "running axe"
  return { id, theme, errors, violations: errors.length > 0 ? [] : await axeViolations(page, theme), backgrounds, coveredBy }
}

describe("Storybook's docs pages", () => {
  let storybook: StaticStorybook
  let browser: Browser
  let docs: IndexEntry[]
  const checks: PageCheck[] = []

  beforeAll(async () => {
    docs = readIndex().filter((entry) => entry.type === "docs")
    storybook = await serveStorybook()
    browser = await chromium.launch(testBrowserLaunchOptions())
    // One tab per theme, side by side: each opens its first page by address, then moves on in place.
    await Promise.all(
      THEMES.map(async (theme) => {
        // Each theme in a context of its own: Chromium runs the tabs of one context and one site in one
        // renderer process, whose one main thread then took the two themes' pages in turn.
        const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: "reduce" })
        await context.addInitScript(watchStoryRenders)
        let page = await context.newPage()
        for (const { id } of docs) {
          const progress: Progress = { step: "" }
          const check = await within(checkPage(page, storybook, id, theme, progress), PAGE_DEADLINE_MS)
          if (check) {
            checks.push(check)
            continue
          }
          // A page that never settles (a render loop, an axe run that does not end) is that page's failure,
          // not the whole job's: the rest go on in a fresh tab.
          checks.push({
            id,
            theme,
            errors: [`did not settle within ${PAGE_DEADLINE_MS / 1000} s (still ${progress.step}; ${await stillAnswers(page)})`],
            violations: [],
            backgrounds: [],
          })
          void page.close().catch(() => undefined)
          page = await context.newPage()
        }
        await page.close()
      }),
    )
    // Every docs page twice, each with its stories, on a machine the other jobs share.
  }, 1_800_000)

  afterAll(async () => {
    await browser?.close()
    await storybook?.close()
  })

  it("are every component's page and every MDX page, including the usage and brand pages", () => {
    const ids = docs.map((entry) => entry.id)
    expect(ids.length).toBeGreaterThan(100)
    expect(ids).toContain("introduction--docs")
    expect(ids).toContain("foundations-colours--docs")
    expect(ids).toContain("components-button--docs")
    expect(ids).toContain("brand--docs")
    expect(ids).toContain("components-usage--docs")
  })

  it("render in both themes without an error", () => {
    expect(checks.filter((check) => check.errors.length > 0).map(({ id, theme, errors }) => ({ id, theme, errors }))).toEqual([])
  })

  it('are never covered by an overlay a story left open (such a state stays off the docs page: tags ["!autodocs"])', () => {
    expect(checks.filter((check) => check.coveredBy).map(({ id, theme, coveredBy }) => ({ id, theme, coveredBy }))).toEqual([])
  })

  it("draw the page and every story's canvas on the theme's background, as the stories are checked on it", () => {
    const backgrounds = (theme: Theme) => [
      ...new Set(checks.filter((check) => check.theme === theme).flatMap((check) => check.backgrounds)),
    ]
    // --background of ui/styles.css: #ffffff in light, #0a1220 in dark.
    expect(backgrounds("light")).toEqual(["rgb(255, 255, 255)"])
    expect(backgrounds("dark")).toEqual(["rgb(10, 18, 32)"])
  })

  it("are checked in dark by the installed axe's colour rules, as they were chosen (a new one is a decision to take here)", () => {
    expect(DARK_AXE_RULES).toEqual(["color-contrast", "link-in-text-block"])
  })

  it.each([
    ["light", "every WCAG 2.2 A and AA rule"],
    ["dark", "the WCAG 2.2 A and AA colour rules"],
  ] as const)("pass axe in the %s theme: %s", (theme, _rules) => {
    const failing = checks
      .filter((check) => check.theme === theme && check.violations.length > 0)
      .map(({ id, violations }) => ({ id, violations }))
    expect(failing).toEqual([])
  })
})
