/**
 * `npm test`'s last step: every Vitest project, in two lanes side by side, one per core of a 2-core
 * machine. Each lane runs its Vitest invocations in turn, and the lanes are balanced by measured time:
 * the stories then the routes (both drive Chromium most of the time), and the unit and server tests
 * then the staff journeys (e2e).
 * Each line is prefixed with its run's name; the exit code is the first failing run's.
 * Extra arguments (a file filter, say) go to every run. The failures of each run are repeated at
 * the end, since the lanes' lines interleave and a CI log is often read from its tail.
 */
import { spawn } from "node:child_process"
import path from "node:path"
import readline from "node:readline"

interface Run {
  name: string
  projects: string[]
}

const LANES: Run[][] = [
  [
    { name: "stories", projects: ["stories-light", "stories-dark"] },
    { name: "routes", projects: ["routes"] },
  ],
  [
    { name: "node", projects: ["unit", "server"] },
    { name: "e2e", projects: ["e2e"] },
  ],
]

const vitest = path.resolve(import.meta.dirname, "..", "node_modules", ".bin", "vitest")
const extra = process.argv.slice(2)
// A filter that matches nothing in one run is not a failure of that run.
const filterArgs = extra.length > 0 ? [...extra, "--passWithNoTests"] : []

// eslint-disable-next-line no-control-regex
const ANSI = /\x1b\[[0-9;]*m/g
const FAILURE_LINE = /(^|\s)(FAIL|×|✗)\s|Error:|AssertionError/
const MAX_REPEATED_LINES = 60
const failureLines = new Map<string, string[]>()
const seconds = (since: number) => Math.round((Date.now() - since) / 1000)

function run({ name, projects }: Run): Promise<number> {
  const started = Date.now()
  const args = ["run", ...projects.flatMap((project) => ["--project", project]), ...filterArgs]
  const child = spawn(vitest, args, {
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? "1" },
  })
  for (const stream of [child.stdout, child.stderr]) {
    readline.createInterface({ input: stream }).on("line", (line) => {
      process.stdout.write(`[${name}] ${line}\n`)
      const plain = line.replace(ANSI, "")
      if (FAILURE_LINE.test(plain)) failureLines.set(name, [...(failureLines.get(name) ?? []), plain])
    })
  }
  return new Promise((resolve) =>
    child.on("close", (code, signal) => {
      const exitCode = code ?? (signal ? 1 : 0)
      process.stdout.write(`[${name}] ${exitCode === 0 ? "passed" : "failed"} in ${seconds(started)} s\n`)
      resolve(exitCode)
    }),
  )
}

/** A lane's runs in turn; a failing run does not stop the next, so one CI pass reports everything. */
async function runLane(lane: Run[]): Promise<Array<[string, number]>> {
  const results: Array<[string, number]> = []
  for (const entry of lane) results.push([entry.name, await run(entry)])
  return results
}

const started = Date.now()
const results = (await Promise.all(LANES.map(runLane))).flat()
const failed = results.filter(([, code]) => code !== 0).map(([name]) => name)
for (const name of failed) {
  const lines = [...new Set(failureLines.get(name) ?? [])]
  console.log(
    `\n[${name}] failures (${lines.length} lines${lines.length > MAX_REPEATED_LINES ? `, the first ${MAX_REPEATED_LINES}` : ""}):`,
  )
  for (const line of lines.slice(0, MAX_REPEATED_LINES)) console.log(`[${name}] ${line}`)
}
console.log(
  failed.length === 0
    ? `\nAll test runs passed in ${seconds(started)} s.`
    : `\nFailed: ${failed.join(", ")} (after ${seconds(started)} s).`,
)
process.exit(results.find(([, code]) => code !== 0)?.[1] ?? 0)
