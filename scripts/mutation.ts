/**
 * `npm run test:mutation`: StrykerJS mutates the security modules (stryker.config.js) and runs the
 * server tests that reach each mutant (vitest.mutation.config.ts), then this prints the mutation score
 * per file and in total beside the previous baseline (bench/mutation-baseline.json) and lists the
 * surviving and uncovered mutants. Incremental: a rerun tests only the mutants whose code or tests
 * changed. `-- --save-baseline` stores this run's scores as the baseline; `-- --report-only` prints
 * the last run's report again without running Stryker; any other argument goes to Stryker
 * (`-- --mutate server/cors.ts` mutates one file). See docs/mutation-testing.md.
 */
import { spawnSync } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
const REPORT_FILE = path.join(root, "reports/mutation/mutation.json")
const BASELINE_FILE = path.join(root, "bench/mutation-baseline.json")

/** The parts of Stryker's mutation-testing-report-schema this script reads. */
interface MutantResult {
  mutatorName: string
  replacement?: string
  status: "Killed" | "Survived" | "NoCoverage" | "Timeout" | "CompileError" | "RuntimeError" | "Ignored" | "Pending"
  location: { start: { line: number; column: number } }
}
interface Report {
  files: Record<string, { source: string; mutants: MutantResult[] }>
}

interface FileScore {
  killed: number
  survived: number
  noCoverage: number
  /** Detected (killed or timed out) over valid mutants, in percent, as Stryker counts it. */
  score: number
}
interface Baseline {
  recorded: string
  files: Record<string, FileScore>
  total: FileScore
}

function scoreOf(mutants: MutantResult[]): FileScore {
  const count = (...statuses: MutantResult["status"][]) => mutants.filter((m) => statuses.includes(m.status)).length
  const detected = count("Killed", "Timeout")
  const survived = count("Survived")
  const noCoverage = count("NoCoverage")
  const valid = detected + survived + noCoverage
  return { killed: detected, survived, noCoverage, score: valid ? Math.round((detected / valid) * 1000) / 10 : 100 }
}

function readBaseline(): Baseline | undefined {
  try {
    return JSON.parse(fs.readFileSync(BASELINE_FILE, "utf8")) as Baseline
  } catch {
    return undefined
  }
}

const saveBaseline = process.argv.includes("--save-baseline")
const reportOnly = process.argv.includes("--report-only")
const strykerArgs = process.argv.slice(2).filter((arg) => arg !== "--save-baseline" && arg !== "--report-only")
const started = Date.now()
if (!reportOnly) {
  const stryker = spawnSync("npx", ["stryker", "run", ...strykerArgs], { cwd: root, stdio: "inherit" })
  if (stryker.status !== 0) process.exit(stryker.status ?? 1)
}
const seconds = Math.round((Date.now() - started) / 1000)

const report = JSON.parse(fs.readFileSync(REPORT_FILE, "utf8")) as Report
const baseline = readBaseline()
const files = Object.fromEntries(
  Object.entries(report.files)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([file, { mutants }]) => [file, scoreOf(mutants)] as const),
)
const total = scoreOf(Object.values(report.files).flatMap((file) => file.mutants))

const change = (now: number, before: number | undefined) =>
  before === undefined ? "new" : `${before.toFixed(1)}% (${now - before >= 0 ? "+" : ""}${(now - before).toFixed(1)})`
const row = (name: string, now: FileScore, before: FileScore | undefined) =>
  `${name.padEnd(46)} ${`${now.score.toFixed(1)}%`.padStart(7)}  ${String(now.killed).padStart(6)} ${String(now.survived).padStart(8)} ${String(now.noCoverage).padStart(9)}   ${change(now.score, before?.score)}`

console.log(`\nmutation score per file (before = bench/mutation-baseline.json, recorded ${baseline?.recorded ?? "never"})`)
console.log(`${"file".padEnd(46)} ${"score".padStart(7)}  killed survived uncovered   before`)
for (const [file, score] of Object.entries(files)) console.log(row(file, score, baseline?.files[file]))
console.log(row("total", total, baseline?.total))

for (const [file, { source, mutants }] of Object.entries(report.files)) {
  const lines = source.split("\n")
  for (const mutant of mutants.filter((m) => m.status === "Survived" || m.status === "NoCoverage")) {
    const { line, column } = mutant.location.start
    console.log(`${mutant.status.padEnd(10)} ${file}:${line}:${column} ${mutant.mutatorName}: ${lines[line - 1]?.trim()}`)
  }
}
if (!reportOnly) console.log(`ran in ${seconds} s`)

if (saveBaseline) {
  const saved: Baseline = { recorded: new Date().toISOString().slice(0, 10), files: { ...baseline?.files, ...files }, total }
  fs.writeFileSync(BASELINE_FILE, JSON.stringify(saved, null, 2) + "\n")
  console.log(`saved this run as the baseline in ${path.relative(root, BASELINE_FILE)}`)
}
