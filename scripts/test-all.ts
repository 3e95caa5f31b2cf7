/**
 * `npm test`'s last step: every Vitest project, as two runs side by side. The Node projects (unit,
 * server, routes, e2e) keep their files in sequence and the story projects drive Chromium; alone, each
 * keeps one core busy, so together they finish in about the time of the longer one on a 2-core machine.
 * Each line is prefixed with its run's name; the exit code is the first failing run's.
 * Extra arguments (a file filter, say) go to both runs.
 */
import { spawn } from "node:child_process"
import path from "node:path"
import readline from "node:readline"

const RUNS = [
  { name: "node", projects: ["unit", "server", "routes", "e2e"] },
  { name: "stories", projects: ["stories-light", "stories-dark"] },
] as const

const vitest = path.resolve(import.meta.dirname, "..", "node_modules", ".bin", "vitest")
const extra = process.argv.slice(2)

function run({ name, projects }: (typeof RUNS)[number]): Promise<number> {
  const args = ["run", ...projects.flatMap((project) => ["--project", project]), ...extra]
  const child = spawn(vitest, args, {
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? "1" },
  })
  for (const stream of [child.stdout, child.stderr]) {
    readline.createInterface({ input: stream }).on("line", (line) => process.stdout.write(`[${name}] ${line}\n`))
  }
  return new Promise((resolve) => child.on("close", (code, signal) => resolve(code ?? (signal ? 1 : 0))))
}

const started = Date.now()
const codes = await Promise.all(RUNS.map(run))
const failed = RUNS.filter((_, index) => codes[index] !== 0).map((entry) => entry.name)
const seconds = Math.round((Date.now() - started) / 1000)
console.log(failed.length === 0 ? `\nAll test runs passed in ${seconds} s.` : `\nFailed: ${failed.join(", ")} (after ${seconds} s).`)
process.exit(codes.find((code) => code !== 0) ?? 0)
