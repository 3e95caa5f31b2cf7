/**
 * `npm run test:mutation`: StrykerJS mutates the security modules (stryker.config.js) and runs the
 * server tests that reach each mutant (vitest.mutation.config.ts), then this prints the mutation score
 * per file and in total beside the previous baseline (bench/mutation-baseline.json) and lists the
 * surviving and uncovered mutants. Incremental: a rerun tests only the mutants whose code or tests
 * changed. `-- --scope apikey` (or several, comma-separated, or `all`) runs the groups of
 * scripts/mutation-scopes.ts one after another, each with its own tests and its own incremental file.
 * `-- --save-baseline` stores this run's scores as the baseline; `-- --report-only` prints the last
 * run's report again without running Stryker (the last run of each scope with `--scope`); any other
 * argument goes to Stryker (`-- --mutate server/middleware/cors.ts` mutates one file). See docs/mutation-testing.md.
 */
import { spawnSync } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { MUTATION_SCOPES, type MutationScope, type MutationScopeName } from "./mutation-scopes"

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
const REPORT_FILE = path.join(root, "reports/mutation/mutation.json")
/** Each scope's last report and incremental results, kept apart so one scope's run does not discard another's. */
const scopeFile = (scope: string, kind: "report" | "incremental") => path.join(root, `reports/mutation/scopes/${scope}.${kind}.json`)
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

function sumOf(scores: FileScore[]): FileScore {
  const killed = scores.reduce((sum, file) => sum + file.killed, 0)
  const survived = scores.reduce((sum, file) => sum + file.survived, 0)
  const noCoverage = scores.reduce((sum, file) => sum + file.noCoverage, 0)
  const valid = killed + survived + noCoverage
  return { killed, survived, noCoverage, score: valid ? Math.round((killed / valid) * 1000) / 10 : 100 }
}

/** The value of `--name value` or `--name=value`, and the arguments without it. */
function takeOption(args: string[], name: string): { value?: string; rest: string[] } {
  const index = args.findIndex((arg) => arg === name || arg.startsWith(`${name}=`))
  if (index === -1) return { rest: args }
  const inline = args[index].startsWith(`${name}=`)
  const value = inline ? args[index].slice(name.length + 1) : args[index + 1]
  return { value, rest: [...args.slice(0, index), ...args.slice(index + (inline ? 1 : 2))] }
}

function runStryker(args: string[], env: NodeJS.ProcessEnv = {}) {
  const stryker = spawnSync("npx", ["stryker", "run", ...args], { cwd: root, stdio: "inherit", env: { ...process.env, ...env } })
  if (stryker.status !== 0) process.exit(stryker.status ?? 1)
}

const saveBaseline = process.argv.includes("--save-baseline")
const reportOnly = process.argv.includes("--report-only")
const { value: scopeOption, rest: strykerArgs } = takeOption(
  process.argv.slice(2).filter((arg) => arg !== "--save-baseline" && arg !== "--report-only"),
  "--scope",
)
const scopes = (
  scopeOption === "all" ? Object.keys(MUTATION_SCOPES) : (scopeOption?.split(",").filter(Boolean) ?? [])
) as MutationScopeName[]
const unknown = scopes.filter((scope) => !(scope in MUTATION_SCOPES))
if (unknown.length) {
  console.error(`unknown scope ${unknown.join(", ")}; the scopes are ${Object.keys(MUTATION_SCOPES).join(", ")}, or all`)
  process.exit(2)
}
const started = Date.now()
if (!reportOnly) {
  if (!scopes.length) runStryker(strykerArgs)
  for (const scope of scopes) {
    const { mutate, tests, runStatic, unrelated } = MUTATION_SCOPES[scope] as MutationScope
    console.log(`\nscope ${scope}: mutating ${mutate.join(", ")} with ${tests.join(", ")}`)
    fs.mkdirSync(path.dirname(scopeFile(scope, "report")), { recursive: true })
    runStryker(["--mutate", mutate.join(","), "--incrementalFile", path.relative(root, scopeFile(scope, "incremental")), ...strykerArgs], {
      MUTATION_TESTS: tests.join(","),
      ...(runStatic ? { MUTATION_RUN_STATIC: "1" } : {}),
      ...(unrelated ? { MUTATION_RELATED: "0" } : {}),
    })
    fs.copyFileSync(REPORT_FILE, scopeFile(scope, "report"))
  }
}
const seconds = Math.round((Date.now() - started) / 1000)

const reports = (scopes.length ? scopes.map((scope) => scopeFile(scope, "report")) : [REPORT_FILE]).map(
  (file) => JSON.parse(fs.readFileSync(file, "utf8")) as Report,
)
// Two scopes may mutate different lines of one file (webauthn.ts): its mutants are counted together,
// each once where scopes overlap (security-headers and site-policy).
const report: Report = { files: {} }
for (const [file, { source, mutants }] of reports.flatMap((one) => Object.entries(one.files))) {
  const known = report.files[file]?.mutants ?? []
  const key = (m: MutantResult) => `${m.location.start.line}:${m.location.start.column}:${m.mutatorName}:${m.replacement}`
  const seen = new Set(known.map(key))
  report.files[file] = { source, mutants: [...known, ...mutants.filter((m) => !seen.has(key(m)))] }
}
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
const fromBaseline = Object.keys(files).map((file) => baseline?.files[file])
console.log(row("total", total, fromBaseline.every(Boolean) ? sumOf(fromBaseline as FileScore[]) : undefined))
const overall = { ...baseline?.files, ...files }
if (Object.keys(overall).length > Object.keys(files).length) {
  console.log(row("total with the baseline's other files", sumOf(Object.values(overall)), baseline?.total))
}

for (const [file, { source, mutants }] of Object.entries(report.files)) {
  const lines = source.split("\n")
  for (const mutant of mutants.filter((m) => m.status === "Survived" || m.status === "NoCoverage")) {
    const { line, column } = mutant.location.start
    const replacement = mutant.replacement === undefined ? "" : ` -> ${mutant.replacement.replace(/\s+/g, " ")}`
    console.log(`${mutant.status.padEnd(10)} ${file}:${line}:${column} ${mutant.mutatorName}${replacement}: ${lines[line - 1]?.trim()}`)
  }
}
for (const [file, score] of Object.entries(files)) {
  if (score.noCoverage > 0 && score.killed + score.survived === 0) {
    console.log(
      `${file}: no test reached any mutant. If its tests pass alone, their beforeAll probably timed out in Stryker's first run (a skipped test covers nothing): rerun on a quieter machine.`,
    )
  }
}
if (!reportOnly) console.log(`ran in ${seconds} s`)

if (saveBaseline) {
  const saved: Baseline = { recorded: new Date().toISOString().slice(0, 10), files: overall, total: sumOf(Object.values(overall)) }
  fs.writeFileSync(BASELINE_FILE, JSON.stringify(saved, null, 2) + "\n")
  console.log(`saved this run as the baseline in ${path.relative(root, BASELINE_FILE)}`)
}
