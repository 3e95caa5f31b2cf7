/**
 * `npm test`: the whole suite, as jobs on two lanes (one on a one-core machine). The checks (types,
 * lint, knip: each workspace declares exactly the packages it imports, and no file or export is
 * unused; formatting), two builds (`npm run build`: the package, the site with its server render and the
 * prerender; and Storybook, which waits for nothing) and every Vitest project: the stories, the unit
 * and server projects together (the "node" job, which also packs and installs @nordika/ui and makes a
 * production install of the server in scratch folders), routes, e2e, and docs once Storybook is built. With
 * PostgreSQL installed, the server's contract suites (server/rest, server/storage, server/realtime,
 * server/db but the PGlite handle's own tests, and supabase) run once more against it (under CI=true,
 * without PostgreSQL the run fails; elsewhere it says "not run").
 * A free lane takes the first job of the list whose needs are done, so the list is the order of
 * priority: the build and the stories start at once, side by side, then Storybook's build, the node,
 * e2e and routes jobs that wait for the build, docs, the PostgreSQL job, and the short checks (types,
 * lint, knip, formatting) last, which fill the lanes' ends.
 *
 * Each line is prefixed with its job's name; each job prints when it started (seconds into the run)
 * and its command, then its outcome and time when it ends, and the run its total time and each lane's
 * jobs with their start and end and the lane's idle seconds. A failed job
 * does not stop the others (one run reports everything), but what needs it is skipped. The failures
 * are repeated at the end (Vitest's failed tests and error lines, else the job's last 20 lines; at most
 * 60 a job), since the lanes' lines interleave and a CI log is often read from its tail.
 * Extra arguments (a file filter, say) go to every Vitest job; the other jobs run whole, and the
 * PostgreSQL job still runs all its folders (Vitest runs a file that matches any one filter). The exit
 * code is 1 when any job failed or was skipped.
 */
import { spawn } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import readline from "node:readline"
import { unavailableJob } from "./unavailable-job"

interface Job {
  name: string
  command: string[]
  needs?: string[]
  /** Why the job does not run on this machine, if it does not. */
  unavailable?: () => string | undefined
}

const root = path.resolve(import.meta.dirname, "..")
const bin = (name: string) => path.join(root, "node_modules", ".bin", name)
const extra = process.argv.slice(2)
// A filter that matches nothing in one job is not a failure of that job.
const vitest = (...projects: string[]) => [
  bin("vitest"),
  "run",
  ...projects.flatMap((project) => ["--project", project]),
  ...(extra.length > 0 ? [...extra, "--passWithNoTests"] : []),
]

const postgresMissing = () => {
  const installed =
    fs.existsSync("/usr/lib/postgresql") || process.env.PATH?.split(":").some((dir) => fs.existsSync(path.join(dir, "initdb")))
  return installed ? undefined : "PostgreSQL is not installed (apt-get install postgresql): the contract suites ran on PGlite only"
}

const JOBS: Job[] = [
  { name: "build", command: ["npm", "run", "--silent", "build"] },
  { name: "stories", command: vitest("stories") },
  // Built early (it takes a minute) so that docs, which waits for it, is not the run's last long job
  // with one lane idle beside it.
  { name: "storybook", command: ["npm", "run", "--silent", "build-storybook"] },
  { name: "node", command: vitest("unit", "server"), needs: ["build"] },
  { name: "e2e", command: vitest("e2e"), needs: ["build"] },
  { name: "routes", command: vitest("routes"), needs: ["build"] },
  { name: "docs", command: vitest("docs"), needs: ["storybook"] },
  {
    name: "postgres",
    // The contract suites: REST, storage, realtime, the database layer and the schema's own tests
    // (the PGlite handle's own tests open PGlite whatever DATABASE_URL says: the node job runs them).
    command: [
      "bash",
      "scripts/with-postgres.sh",
      ...vitest("server"),
      "--exclude",
      "server/db/pglite.test.ts",
      "server/rest",
      "server/storage",
      "server/realtime",
      "server/db",
      "supabase",
    ],
    unavailable: postgresMissing,
  },
  // The short checks come last: they fill both lanes' ends, so the run ends with neither lane idle for long.
  { name: "typecheck", command: ["npm", "run", "--silent", "typecheck"] },
  { name: "lint", command: ["npm", "run", "--silent", "lint"] },
  { name: "knip", command: ["npm", "run", "--silent", "knip"] },
  { name: "format", command: ["npm", "run", "--silent", "format:check"] },
]

const LANES = Math.max(1, Math.min(2, os.availableParallelism()))

// eslint-disable-next-line no-control-regex
const ANSI = /\x1b\[[0-9;]*m/g
/** Vitest's failed files and tests, and the errors in its summary (a server's own log lines start with "[name]"). */
const FAILURE_LINE = /^\s*(FAIL|×|✗)\s|^\w*Error: /
const MAX_REPEATED_LINES = 60
const started = Date.now()
const seconds = (since: number) => Math.round((Date.now() - since) / 1000)

type Outcome = "passed" | "failed" | "skipped"
const outcomes = new Map<string, Outcome>()
const failureLines = new Map<string, string[]>()
const print = (name: string, line: string) => process.stdout.write(`[${name}] ${line}\n`)

function run(job: Job): Promise<Outcome> {
  const jobStarted = Date.now()
  print(job.name, `started at ${seconds(started)} s: ${job.command.map((part) => path.relative(root, part) || part).join(" ")}`)
  const [command, ...args] = job.command
  const child = spawn(command, args, {
    cwd: root,
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? "1" },
  })
  const lines: string[] = []
  // A check or a build that fails says why in its last lines, whatever their shape.
  const tail: string[] = []
  for (const stream of [child.stdout, child.stderr]) {
    readline.createInterface({ input: stream }).on("line", (line) => {
      print(job.name, line)
      const plain = line.replace(ANSI, "")
      if (FAILURE_LINE.test(plain)) lines.push(plain)
      tail.push(plain)
      if (tail.length > 20) tail.shift()
    })
  }
  return new Promise((resolve) => {
    const finish = (outcome: Outcome) => {
      print(job.name, `${outcome} in ${seconds(jobStarted)} s`)
      if (outcome === "failed") failureLines.set(job.name, lines.length > 0 ? lines : tail)
      resolve(outcome)
    }
    child.on("error", () => finish("failed"))
    child.on("close", (code, signal) => finish(code === 0 && !signal ? "passed" : "failed"))
  })
}

/** The next job a free lane can take: not started, and everything it needs done (or failed: then skipped). */
function nextJob(pending: Job[]): Job | undefined {
  for (const job of pending) {
    const needs = job.needs ?? []
    if (needs.every((name) => outcomes.get(name) === "passed")) return job
    const blocker = needs.find((name) => outcomes.get(name) === "failed" || outcomes.get(name) === "skipped")
    if (blocker) {
      pending.splice(pending.indexOf(job), 1)
      outcomes.set(job.name, "skipped")
      print(job.name, `skipped: ${blocker} failed`)
      return nextJob(pending)
    }
  }
  return undefined
}

const pending = JOBS.filter((job) => {
  const why = job.unavailable?.()
  if (!why) return true
  const { failed, line } = unavailableJob(why, process.env)
  print(job.name, line)
  if (failed) {
    outcomes.set(job.name, "failed")
    failureLines.set(job.name, [why])
  }
  return false
})
/** Lanes waiting for a running job to finish. */
const waiting = new Set<() => void>()
const wake = () => {
  for (const resume of waiting) resume()
  waiting.clear()
}

/** What each lane ran when (seconds into the run), for the timeline printed at the end. */
const spans: { lane: number; name: string; from: number; to: number }[] = []

async function lane(_: unknown, index: number) {
  while (pending.length > 0) {
    const job = nextJob(pending)
    if (!job) {
      // Everything left waits on a job another lane is running.
      await new Promise<void>((resolve) => waiting.add(resolve))
      continue
    }
    pending.splice(pending.indexOf(job), 1)
    const from = seconds(started)
    outcomes.set(job.name, await run(job))
    spans.push({ lane: index + 1, name: job.name, from, to: seconds(started) })
    wake()
  }
  wake()
}

await Promise.all(Array.from({ length: LANES }, lane))

/**
 * Each lane's jobs in order with their seconds, and how long the lane stood idle before the run's end
 * (waiting on a job another lane ran, or done early): where a change of order or of needs would pay.
 */
const total = seconds(started)
console.log("\nLanes (seconds into the run):")
for (let index = 1; index <= LANES; index++) {
  const own = spans.filter((span) => span.lane === index)
  const busy = own.reduce((sum, span) => sum + span.to - span.from, 0)
  console.log(`  lane ${index}: ${own.map((span) => `${span.name} ${span.from}-${span.to}`).join(", ")}; idle ${total - busy} s`)
}

const failed = [...outcomes].filter(([, outcome]) => outcome !== "passed").map(([name, outcome]) => `${name} (${outcome})`)
for (const [name, lines] of failureLines) {
  const unique = [...new Set(lines)]
  console.log(
    `\n[${name}] failures (${unique.length} lines${unique.length > MAX_REPEATED_LINES ? `, the first ${MAX_REPEATED_LINES}` : ""}):`,
  )
  for (const line of unique.slice(0, MAX_REPEATED_LINES)) print(name, line)
}
console.log(
  failed.length === 0
    ? `\nEverything passed in ${seconds(started)} s.`
    : `\nNot passed: ${failed.join(", ")} (after ${seconds(started)} s).`,
)
process.exit(failed.length === 0 ? 0 : 1)
