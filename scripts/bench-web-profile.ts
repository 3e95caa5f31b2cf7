/**
 * `npx tsx scripts/bench-web-profile.ts`: the main thread's long tasks of a page load, by CPU time.
 *
 * Lighthouse's TBT is the observed length of each task times the CPU slowdown, so on a machine other
 * engineers share it measures their load as much as the page (the home page scored 72 at load 12 and
 * 86 on a quiet machine with the same build). This traces the load in Chromium (as Lighthouse does: the
 * DevTools protocol attached, Runtime enabled) and reads each main-thread task's thread time (`tdur`),
 * which time spent waiting for a CPU does not count. Per run it lists every task over the threshold with
 * what ran in it, and estimates the TBT the tasks would give at the slowdown: the sum over the tasks
 * after the first contentful paint of slowdown × CPU time − 50 ms.
 *
 *   npx tsx scripts/bench-web-profile.ts                          # /, 3 runs, dist-app/
 *   npx tsx scripts/bench-web-profile.ts --pages /,/industries/life-sciences --runs 5
 *   npx tsx scripts/bench-web-profile.ts --compare /tmp/base/dist-app   # A/B, the runs alternate
 *   npx tsx scripts/bench-web-profile.ts --traces DIR             # also keep each trace (open in DevTools)
 *
 * A build to compare needs its dist-server/ beside its dist-app/ (`npm run build` there). The estimate
 * is no Lighthouse score: it leaves out the simulated network, but it ranks two builds on a busy machine.
 */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { chromium } from "playwright"
import { startBenchServer } from "./bench-processes"
import { CHROMIUM_PATH } from "./chromium"

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
/** Lighthouse's mobile preset slows the CPU 4×; a task blocks beyond 50 ms. */
const CPU_SLOWDOWN = 4
const BLOCKING_MS = 50
const TRACE_CATEGORIES = [
  "toplevel",
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "v8.execute",
  "loading",
  "blink.user_timing",
].join(",")
/** What a long task's line names inside it (the rest is small or the same work seen twice). */
const INNER_EVENTS = new Set([
  "ParseHTML",
  "EvaluateScript",
  "v8.evaluateModule",
  "v8.compileModule",
  "FunctionCall",
  "RunMicrotasks",
  "TimerFire",
  "FireIdleCallback",
  "FireAnimationFrame",
  "EventDispatch",
  "UpdateLayoutTree",
  "Layout",
  "PrePaint",
  "Paint",
  "ParseAuthorStyleSheet",
  "MajorGC",
  "MinorGC",
])

interface TraceEvent {
  name: string
  ph: string
  ts: number
  dur?: number
  tdur?: number
  pid: number
  tid: number
  args?: { data?: { documentLoaderURL?: string; url?: string; functionName?: string } }
}

interface LongTask {
  atMs: number
  cpuMs: number
  wallMs: number
  inside: string[]
}

interface RunFigures {
  tbtEstimateMs: number
  mainThreadCpuMs: number
  longTasks: LongTask[]
}

function parseArgs(argv: string[]) {
  const valueOf = (flag: string) => (argv.includes(flag) ? argv[argv.indexOf(flag) + 1] : undefined)
  const runs = Number(valueOf("--runs") ?? 3)
  if (!Number.isInteger(runs) || runs < 1) throw new Error("--runs takes a whole number of runs, 1 or more")
  const compare = valueOf("--compare")
  const traces = valueOf("--traces")
  return {
    runs,
    pages: valueOf("--pages")?.split(",") ?? ["/"],
    builds: [path.join(root, "dist-app"), ...(compare ? [path.resolve(compare)] : [])],
    thresholdMs: Number(valueOf("--threshold") ?? BLOCKING_MS / CPU_SLOWDOWN),
    traces: traces ? path.resolve(traces) : undefined,
  }
}

async function trace(url: string): Promise<TraceEvent[]> {
  // Playwright's own headless mode: with the repository's --headless flag the trace has no paint events.
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  })
  try {
    // Lighthouse's mobile screen.
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    })
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    const events: TraceEvent[] = []
    cdp.on("Tracing.dataCollected", ({ value }) => events.push(...(value as unknown as TraceEvent[])))
    const complete = new Promise<void>((resolve) => cdp.once("Tracing.tracingComplete", () => resolve()))
    await cdp.send("Tracing.start", { categories: TRACE_CATEGORIES, transferMode: "ReportEvents" })
    await page.goto(url, { waitUntil: "load" })
    // The page's code loads after its largest paint and hydrates in the tasks after it.
    await page.waitForTimeout(6000)
    await cdp.send("Tracing.end")
    await complete
    return events
  } finally {
    await browser.close()
  }
}

const isTask = (e: TraceEvent) => e.ph === "X" && (e.name === "RunTask" || e.name === "ThreadControllerImpl::RunTask")
const cpuOf = (e: TraceEvent) => (e.tdur ?? e.dur ?? 0) / 1000

/** The page's main thread (the one that started its navigation), its tasks outermost only. */
function figuresOf(events: TraceEvent[], url: string, thresholdMs: number): RunFigures {
  // The page's renderer is the one that painted content; its navigation the last to start before that.
  const paint = events.find((e) => e.name === "firstContentfulPaint")
  const navigation = events
    .filter((e) => e.name === "navigationStart" && e.args?.data?.documentLoaderURL === url && e.pid === paint?.pid && e.ts <= paint.ts)
    .at(-1)
  if (!paint || !navigation) throw new Error(`the trace of ${url} has no first contentful paint`)
  const onMain = events.filter((e) => e.pid === navigation.pid && e.tid === navigation.tid && e.ph === "X").sort((a, b) => a.ts - b.ts)
  const firstPaint = paint.ts
  const tasks: TraceEvent[] = []
  for (const task of onMain.filter(isTask)) {
    const previous = tasks.at(-1)
    if (previous && task.ts < previous.ts + (previous.dur ?? 0)) continue
    tasks.push(task)
  }
  let tbtEstimateMs = 0
  let mainThreadCpuMs = 0
  const longTasks: LongTask[] = []
  for (const task of tasks) {
    const cpuMs = cpuOf(task)
    mainThreadCpuMs += cpuMs
    if (task.ts >= firstPaint) tbtEstimateMs += Math.max(0, CPU_SLOWDOWN * cpuMs - BLOCKING_MS)
    if (cpuMs < thresholdMs) continue
    const end = task.ts + (task.dur ?? 0)
    const inside = onMain
      .filter((e) => e.ts >= task.ts && e.ts < end && INNER_EVENTS.has(e.name) && cpuOf(e) >= 1)
      .map((e) => {
        const where = e.args?.data?.url ? ` ${e.args.data.url.replace(/^.*\//, "")}` : ""
        return `${e.name}${where} ${cpuOf(e).toFixed(1)}`
      })
    longTasks.push({ atMs: (task.ts - navigation.ts) / 1000, cpuMs, wallMs: (task.dur ?? 0) / 1000, inside })
  }
  return { tbtEstimateMs, mainThreadCpuMs, longTasks }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

async function main() {
  const options = parseArgs(process.argv.slice(2))
  const dataRoot = fs.mkdtempSync(path.join(os.tmpdir(), "nordika-bench-web-profile-"))
  const servers: { build: string; port: number; child: { kill(signal?: NodeJS.Signals): boolean } }[] = []
  for (const [index, build] of options.builds.entries()) {
    if (!fs.existsSync(path.join(build, "index.html"))) throw new Error(`${build} has no build: run npm run build`)
    servers.push({ build, ...(await startBenchServer(path.join(dataRoot, String(index)), { APP_DIR: build })) })
  }
  const results = new Map<string, RunFigures[]>()
  try {
    for (const page of options.pages) {
      // Alternating the builds run by run spreads the machine's load over both alike.
      for (let run = 1; run <= options.runs; run++) {
        for (const [index, { build, port }] of servers.entries()) {
          const url = `http://127.0.0.1:${port}${page}`
          const events = await trace(url)
          if (options.traces) {
            fs.mkdirSync(options.traces, { recursive: true })
            const name = `${page.replace(/\W+/g, "-").replace(/^-|-$/g, "") || "home"}-${index === 0 ? "this" : "compared"}-${run}.json`
            fs.writeFileSync(path.join(options.traces, name), JSON.stringify({ traceEvents: events }))
          }
          const figures = figuresOf(events, url, options.thresholdMs)
          const key = `${page} ${path.relative(root, build) || build}`
          results.set(key, [...(results.get(key) ?? []), figures])
          console.log(
            `\n${key}, run ${run}: TBT estimate ${Math.round(figures.tbtEstimateMs)} ms, main-thread CPU ${Math.round(figures.mainThreadCpuMs)} ms`,
          )
          for (const task of figures.longTasks) {
            console.log(`  at ${task.atMs.toFixed(0).padStart(5)} ms: ${task.cpuMs.toFixed(1)} ms CPU (${task.wallMs.toFixed(1)} ms wall)`)
            if (task.inside.length > 0) console.log(`      ${task.inside.slice(0, 8).join(", ")}`)
          }
        }
      }
    }
  } finally {
    for (const { child } of servers) child.kill("SIGTERM")
  }
  console.log(`\nMedians (CPU ${CPU_SLOWDOWN}× for the estimate; load average ${os.loadavg()[0].toFixed(1)}):`)
  for (const [key, runs] of results) {
    const longest = median(runs.map((r) => Math.max(0, ...r.longTasks.map((t) => t.cpuMs))))
    console.log(
      `  ${key}: TBT estimate ${Math.round(median(runs.map((r) => r.tbtEstimateMs)))} ms, ` +
        `main-thread CPU ${Math.round(median(runs.map((r) => r.mainThreadCpuMs)))} ms, longest task ${longest.toFixed(1)} ms CPU`,
    )
  }
  fs.rmSync(dataRoot, { recursive: true, force: true })
}

await main()
