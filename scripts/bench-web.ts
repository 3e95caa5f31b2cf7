/**
 * `npm run bench:web`: Lighthouse (mobile preset: a mid-range phone on a throttled 4G connection,
 * simulated) on the four measured pages of issue 14 in each of the site's three languages (issue 39:
 * twelve addresses, /sv/tjanster/oversattning and so on, from supabase/translations/), each served twice
 * in the same run by this repository's server on the built site: as `npm start` serves it, and
 * client-only (`SITE_RENDERING=spa`, the empty shell the SPA fills in). For each page it prints, per
 * language and mode, the four category scores, LCP, TBT, CLS, the bytes transferred and the JavaScript
 * among them, the Swedish and German figures beside the English page's (their baseline), with issue
 * 14's budgets; and the first load of each language: the JavaScript plus the frame's messages its HTML
 * carries, within the 120 KB budget. It writes them to bench/web-latest.json.
 *
 *   npm run bench:web                    # builds the site first (npm run build), one Lighthouse run per page and mode
 *   npm run bench:web -- --runs 3        # the median run (by performance score) of three
 *   npm run bench:web -- --no-build      # measure the dist-app/ and dist-server/ already there
 *   npm run bench:web -- --reports DIR   # also keep each Lighthouse report (JSON) in DIR
 *   npm run bench:web -- --pages /,/contact/request-quote   # only these of the four pages (English paths)
 *   npm run bench:web -- --languages en,sv   # only these languages (English first: the others' baseline)
 *   npm run bench:web -- --cpu-slowdown calibrated   # Lighthouse's calibration for this host, not 4×
 *
 * The table names the host's BenchmarkIndex and the CPU slowdown the figures were taken at. Lighthouse
 * assumes a fast desktop host for its default 4×; `calibrated` first runs Lighthouse once to read the
 * host's BenchmarkIndex and then slows the CPU as Lighthouse's calculator says (scripts/cpu-calibration.ts).
 *
 * Figures on a busy machine are noisy (Lighthouse simulates the network, but CPU time is real).
 */
import { spawnSync } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { fileURLToPath } from "node:url"
import * as chromeLauncher from "chrome-launcher"
import lighthouse from "lighthouse"
import { startBenchServer } from "./bench-processes"
import { SERVER_ENTRY_FILE } from "../server/site/server-entry"
import { calibratedCpuSlowdown, DEFAULT_CPU_SLOWDOWN } from "./cpu-calibration"
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium"
import { ROUTES_BY_PATH } from "../app/site/routes-manifest"
import { isSiteLocale, SITE_LOCALES, SOURCE_LOCALE, type SiteLocale } from "#shared/locales"
import {
  FIRST_LOAD_CSS_BUDGET_BYTES,
  FIRST_LOAD_JS_BUDGET_BYTES,
  firstLoadOf,
  pageChunkKey,
  pageMessagesOf,
  readBuiltApp,
} from "./first-load"
import { localisedPath, readTranslationFiles, segmentMap } from "./translation-files"

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
const RESULTS_FILE = path.join(root, "bench/web-latest.json")

/** The pages issue 14 measures. */
export const MEASURED_PAGES = ["/", "/services/translation", "/industries/life-sciences", "/contact/request-quote"] as const

/** Issue 14's budgets for each measured page. */
export const WEB_BUDGETS = {
  performance: 95,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 2000,
  cls: 0.02,
  transferredBytes: 350 * 1024,
  firstLoadJsGzipBytes: FIRST_LOAD_JS_BUDGET_BYTES,
  firstLoadCssGzipBytes: FIRST_LOAD_CSS_BUDGET_BYTES,
} as const

/** A measured page at its address in one language. */
export interface MeasuredAddress {
  /** The English page's path (its route and page kind). */
  page: string
  locale: SiteLocale
  /** The page's path in `locale` ("/sv/tjanster/oversattning"). */
  path: string
}

/** Each of `pages` (English paths) in each of `languages`, by page, in the languages' order. */
export function measuredAddresses(pages: readonly string[], languages: readonly SiteLocale[]): MeasuredAddress[] {
  return pages.flatMap((page) =>
    languages.map((locale) => ({
      page,
      locale,
      path: locale === SOURCE_LOCALE ? page : localisedPath(page, locale, segmentMap(readTranslationFiles(locale))),
    })),
  )
}

/** How the server answers a page: `npm start`'s default, or the client-only shell. */
const MODES = [
  { name: "site", env: {} },
  { name: "spa", env: { SITE_RENDERING: "spa" } },
] as const
type ModeName = (typeof MODES)[number]["name"]

export interface PageFigures {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  lcpMs: number
  tbtMs: number
  cls: number
  transferredBytes: number
  scriptBytes: number
  /** Audits that lost points outside performance, by id (what to fix for 100). */
  failedAudits: string[]
  /** Lighthouse's measure of the host's CPU at the start of the run. */
  benchmarkIndex: number
}

/** What the page's kind loads on arrival, from the build's manifest (the same in both modes), and the messages its HTML carries. */
export interface FirstLoadFigures {
  jsGzipBytes: number
  cssGzipBytes: number
  /** The page's own code, which comes after the first load to hydrate its content. */
  pageJsGzipBytes: number
  /** The frame's messages in the server-rendered page's hydration data, gzip (issue 39 counts them with the JavaScript). */
  messagesGzipBytes: number
}

function firstLoadFigures(appDir: string, page: string, html: string): FirstLoadFigures {
  const kind = ROUTES_BY_PATH.get(page)?.page
  if (!kind) throw new Error(`${page} is not in the route manifest`)
  const load = firstLoadOf(readBuiltApp(appDir), pageChunkKey(kind))
  const messages = pageMessagesOf(html)
  if (!messages) throw new Error(`${page}: the server's HTML has no hydration data`)
  return {
    jsGzipBytes: load.jsGzipBytes,
    cssGzipBytes: load.cssGzipBytes,
    pageJsGzipBytes: load.pageJsGzipBytes,
    messagesGzipBytes: messages.gzipBytes,
  }
}

function parseArgs(argv: string[]) {
  const valueOf = (flag: string) => (argv.includes(flag) ? argv[argv.indexOf(flag) + 1] : undefined)
  const runs = Number(valueOf("--runs") ?? 1)
  if (!Number.isInteger(runs) || runs < 1) throw new Error("--runs takes a whole number of runs, 1 or more")
  const reports = valueOf("--reports")
  if (argv.includes("--reports") && !reports) throw new Error("--reports takes the folder to write the reports to")
  const pages = valueOf("--pages")?.split(",") ?? [...MEASURED_PAGES]
  const languages = valueOf("--languages")?.split(",") ?? [...SITE_LOCALES]
  const unknown = languages.filter((locale) => !isSiteLocale(locale))
  if (unknown.length > 0) throw new Error(`--languages takes the site's languages (${SITE_LOCALES.join(", ")}), not ${unknown.join(", ")}`)
  const slowdown = valueOf("--cpu-slowdown") ?? String(DEFAULT_CPU_SLOWDOWN)
  if (slowdown !== "calibrated" && !(Number(slowdown) >= 1)) throw new Error("--cpu-slowdown takes a factor of 1 or more, or `calibrated`")
  return {
    runs,
    pages,
    languages: languages as SiteLocale[],
    cpuSlowdown: slowdown === "calibrated" ? ("calibrated" as const) : Number(slowdown),
    build: !argv.includes("--no-build"),
    reports: reports ? path.resolve(reports) : undefined,
  }
}

type LighthouseResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"]

function figuresOf(lhr: LighthouseResult): PageFigures {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
  const summary =
    (lhr.audits["resource-summary"]?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)?.items ?? []
  const failedAudits = ["accessibility", "best-practices", "seo"].flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${category}:${ref.id}`),
  )
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcpMs: numeric("largest-contentful-paint"),
    tbtMs: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    transferredBytes: numeric("total-byte-weight"),
    scriptBytes: summary.find((item) => item.resourceType === "script")?.transferSize ?? 0,
    failedAudits,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  }
}

function median(runs: PageFigures[]): PageFigures {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance)
  return sorted[Math.floor(sorted.length / 2)]
}

const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`

const kb1 = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

/**
 * One block per page, one line per figure: its languages side by side, English (the baseline) first,
 * the site and the SPA of each, a mark where the budget is missed; then each language's first load.
 */
function printTable(
  addresses: MeasuredAddress[],
  results: Record<string, Record<ModeName, PageFigures>>,
  firstLoads: Record<string, FirstLoadFigures>,
) {
  const rows: [string, (f: PageFigures) => string, (f: PageFigures) => boolean][] = [
    ["performance", (f) => String(f.performance), (f) => f.performance >= WEB_BUDGETS.performance],
    ["accessibility", (f) => String(f.accessibility), (f) => f.accessibility >= WEB_BUDGETS.accessibility],
    ["best practices", (f) => String(f.bestPractices), (f) => f.bestPractices >= WEB_BUDGETS.bestPractices],
    ["SEO", (f) => String(f.seo), (f) => f.seo >= WEB_BUDGETS.seo],
    ["LCP", (f) => seconds(f.lcpMs), (f) => f.lcpMs <= WEB_BUDGETS.lcpMs],
    ["TBT", (f) => `${Math.round(f.tbtMs)} ms`, () => true],
    ["CLS", (f) => f.cls.toFixed(3), (f) => f.cls <= WEB_BUDGETS.cls],
    ["transferred", (f) => kb(f.transferredBytes), (f) => f.transferredBytes <= WEB_BUDGETS.transferredBytes],
    ["JavaScript", (f) => kb(f.scriptBytes), () => true],
  ]
  const mark = (bytes: number, budget: number) => (bytes <= budget ? "" : " ✗")
  for (const page of new Set(addresses.map((address) => address.page))) {
    const languages = addresses.filter((address) => address.page === page)
    console.log(`\n${page}   ${languages.map(({ locale, path: address }) => `${locale} ${address}`).join(", ")}`)
    console.log(
      `  ${"".padEnd(16)}${languages.map(({ locale }) => MODES.map(({ name }) => `${locale} ${name}`.padStart(10)).join("")).join("")}`,
    )
    for (const [label, format, meets] of rows) {
      const cell = (figures: PageFigures) => `${format(figures)}${meets(figures) ? "" : " ✗"}`.padStart(10)
      console.log(
        `  ${label.padEnd(16)}${languages.map(({ path: address }) => MODES.map(({ name }) => cell(results[address][name])).join("")).join("")}`,
      )
    }
    const loadRow = (label: string, value: (load: FirstLoadFigures) => string) =>
      console.log(`  ${label.padEnd(16)}${languages.map(({ path: address }) => value(firstLoads[address]).padStart(20)).join("")}`)
    loadRow("first-load JS", (load) => `${kb1(load.jsGzipBytes)} gzip`)
    loadRow("frame messages", (load) => `${kb1(load.messagesGzipBytes)} gzip`)
    loadRow("JS + messages", (load) => {
      const total = load.jsGzipBytes + load.messagesGzipBytes
      return `${kb1(total)}${mark(total, WEB_BUDGETS.firstLoadJsGzipBytes)}`
    })
    loadRow("page's own JS", (load) => `${kb1(load.pageJsGzipBytes)} gzip`)
    loadRow("first-load CSS", (load) => `${kb1(load.cssGzipBytes)}${mark(load.cssGzipBytes, WEB_BUDGETS.firstLoadCssGzipBytes)}`)
    const failed = [...new Set(languages.flatMap(({ path: address }) => MODES.flatMap(({ name }) => results[address][name].failedAudits)))]
    if (failed.length > 0) console.log(`  audits below 100: ${failed.join(", ")}`)
  }
  console.log(
    `\nBudgets: performance ≥ ${WEB_BUDGETS.performance}, accessibility, best practices and SEO 100, LCP ≤ ${seconds(WEB_BUDGETS.lcpMs)}, ` +
      `CLS ≤ ${WEB_BUDGETS.cls}, transferred ≤ ${kb(WEB_BUDGETS.transferredBytes)}, first-load JS with the frame's messages ≤ ${kb(WEB_BUDGETS.firstLoadJsGzipBytes)} ` +
      `and CSS ≤ ${kb(WEB_BUDGETS.firstLoadCssGzipBytes)} gzip (✗ marks a miss; tests/first-load.test.ts holds every page kind, and a Swedish and a German page, to the CI budget).`,
  )
}

/** One Lighthouse run of the mobile preset with the CPU slowed `cpuSlowdown` times. */
async function runLighthouse(url: string, chromePort: number, cpuSlowdown: number): Promise<LighthouseResult> {
  // Lighthouse merges the flags into its mobile preset: only the CPU slowdown changes.
  const flags = {
    port: chromePort,
    output: "json" as const,
    logLevel: "error" as const,
    throttling: { cpuSlowdownMultiplier: cpuSlowdown },
  }
  const result = await lighthouse(url, flags)
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`)
  if (result.lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${result.lhr.runtimeError.message}`)
  return result.lhr
}

/** The slowdown to measure at: the one asked for, or Lighthouse's calibration from a first, discarded run. */
async function cpuSlowdownFor(option: number | "calibrated", url: string, chromePort: number): Promise<number> {
  if (option !== "calibrated") return option
  const { benchmarkIndex } = (await runLighthouse(url, chromePort, DEFAULT_CPU_SLOWDOWN)).environment
  const slowdown = calibratedCpuSlowdown(benchmarkIndex)
  if (slowdown === undefined) throw new Error(`BenchmarkIndex ${benchmarkIndex}: this host is too slow to emulate the phone`)
  const rounded = Math.round(slowdown * 10) / 10
  console.log(`[bench:web] BenchmarkIndex ${Math.round(benchmarkIndex)}: Lighthouse's calibration is a ${rounded}× CPU slowdown`)
  return rounded
}

async function main() {
  const options = parseArgs(process.argv.slice(2))
  if (options.build) {
    // The whole build, as `npm start` makes it: the client (vite build) and the server render (prerender's dist-server/),
    // without which the server answers every page with the client-only shell.
    console.log("[bench:web] building the site (npm run build)…")
    const built = spawnSync("npm", ["run", "build"], { cwd: root, stdio: ["ignore", "ignore", "inherit"] })
    if (built.status !== 0) throw new Error(`npm run build failed (exit ${built.status})`)
  }
  const appDir = path.join(root, "dist-app")
  if (!fs.existsSync(path.join(appDir, "index.html"))) throw new Error("dist-app/ has no build: run without --no-build")
  if (!fs.existsSync(path.join(root, "dist-server", SERVER_ENTRY_FILE))) {
    throw new Error("dist-server/ has no server render, so every page would be the client-only shell: run without --no-build")
  }

  const dataRoot = fs.mkdtempSync(path.join(os.tmpdir(), "nordika-bench-web-"))
  // One after the other: two embedded databases migrating at once on a busy machine outlast the start timeout.
  const servers: { mode: ModeName; port: number; child: { kill(signal?: NodeJS.Signals): boolean } }[] = []
  for (const mode of MODES) {
    servers.push({ mode: mode.name, ...(await startBenchServer(path.join(dataRoot, mode.name), { APP_DIR: appDir, ...mode.env })) })
  }
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS, logLevel: "silent" })
  const addresses = measuredAddresses(options.pages, options.languages)
  const results: Record<string, Record<ModeName, PageFigures>> = {}
  const firstLoads: Record<string, FirstLoadFigures> = {}
  let cpuSlowdown = DEFAULT_CPU_SLOWDOWN
  try {
    const site = `http://127.0.0.1:${servers[0].port}`
    for (const { page, path: address } of addresses) {
      const response = await fetch(`${site}${address}`)
      if (!response.ok) throw new Error(`${address} answered ${response.status}: is it published in its language?`)
      firstLoads[address] = firstLoadFigures(appDir, page, await response.text())
    }
    cpuSlowdown = await cpuSlowdownFor(options.cpuSlowdown, `${site}${addresses[0].path}`, chrome.port)
    for (const { path: address } of addresses) {
      const byMode = {} as Record<ModeName, PageFigures>
      for (const { mode, port } of servers) {
        const runs: PageFigures[] = []
        for (let run = 0; run < options.runs; run++) {
          const lhr = await runLighthouse(`http://127.0.0.1:${port}${address}`, chrome.port, cpuSlowdown)
          runs.push(figuresOf(lhr))
          if (options.reports) {
            fs.mkdirSync(options.reports, { recursive: true })
            const name = `${address.replace(/\W+/g, "-").replace(/^-|-$/g, "") || "home"}-${mode}-${run + 1}.json`
            fs.writeFileSync(path.join(options.reports, name), JSON.stringify(lhr))
          }
        }
        byMode[mode] = median(runs)
        console.log(`[bench:web] ${address} (${mode}): performance ${byMode[mode].performance}, LCP ${seconds(byMode[mode].lcpMs)}`)
      }
      results[address] = byMode
    }
  } finally {
    await chrome.kill()
    for (const { child } of servers) child.kill("SIGTERM")
  }

  printTable(addresses, results, firstLoads)
  const indexes = Object.values(results).flatMap((modes) => Object.values(modes).map((f) => f.benchmarkIndex))
  const medianIndex = [...indexes].sort((a, b) => a - b)[Math.floor(indexes.length / 2)]
  const calibration = calibratedCpuSlowdown(medianIndex)
  console.log(
    `\nCPU: ${cpuSlowdown}× slowdown${cpuSlowdown === DEFAULT_CPU_SLOWDOWN ? " (Lighthouse's default)" : " (calibrated to this host)"}; ` +
      `this host's BenchmarkIndex ${Math.round(medianIndex)} (median of the runs shown), ` +
      `for which Lighthouse's calculator gives ${calibration ? `${calibration.toFixed(1)}×` : "no slowdown (too slow a host)"}.`,
  )
  fs.mkdirSync(path.dirname(RESULTS_FILE), { recursive: true })
  fs.writeFileSync(
    RESULTS_FILE,
    JSON.stringify(
      {
        recorded: new Date().toISOString(),
        preset: "lighthouse mobile (simulated throttling)",
        cpuSlowdown,
        benchmarkIndex: medianIndex,
        runs: options.runs,
        budgets: WEB_BUDGETS,
        addresses,
        results,
        firstLoads,
      },
      null,
      2,
    ) + "\n",
  )
  console.log(`\nWritten to ${path.relative(root, RESULTS_FILE)}.`)
  fs.rmSync(dataRoot, { recursive: true, force: true })
}

await main()
