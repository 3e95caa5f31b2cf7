/**
 * `npm run bench:api`: requests per second and p50/p99 latency of the local server for
 *   1. an anon REST select of the logos setting at 1, 10 and 50 requests in flight,
 *   2. a password sign-in (/auth/v1/token),
 *   3. a storage download of a small public object,
 *   4. a REST write (service role PATCH of a setting) at 200 in flight,
 *   5. 2,000 lead submissions at 200 in flight, on the warm server and on a freshly started one,
 * each beside a bare node:http server answering the same bytes, in the same run, on loopback, and
 * beside the figures of the previous release (bench/baseline-api.json). The sign-in is also set beside
 * bcrypt alone: the server's own password check at the stored cost, as many in flight, in this process.
 * Both servers run as child processes; request counts and time are bounded. Each scenario runs
 * `--runs N` times (default 3), the server and the bare one in turn, and the medians are printed, so a
 * busy machine skews both sides alike; the share of bare is the median of each run's own pair, with
 * the range of the pairs beside it. On PGlite by default; `npm run bench:api:postgres` (or
 * `scripts/with-postgres.sh npm run bench:api`) on a throwaway PostgreSQL, or on DATABASE_URL when set.
 * `-- --save-baseline` stores this run's figures as the baseline for the database it ran on;
 * `-- --only <text>` runs the scenarios whose name contains the text; `-- --cpu-prof <dir>` writes the
 * server's CPU profile there when the run ends (open it in Chrome's DevTools, Performance).
 */
import crypto from "node:crypto"
import fs from "node:fs"
import http from "node:http"
import os from "node:os"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { startBareScript, startBenchServer } from "./bench-processes"
import { BCRYPT_COST, hashPassword, verifyPassword } from "../server/auth/passwords"
import { apiKeys } from "../server/jwt"
import { issueLeadStartToken } from "#shared/lead-start-token"

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
const BASELINE_FILE = path.join(root, "bench/baseline-api.json")
const databaseUrl = process.env.DATABASE_URL ?? ""
const databaseKind = databaseUrl ? "postgres" : "pglite"

/** Figures of one scenario in a stored run. */
interface BaselineFigures {
  rps: number
  p50: number
  /** Not in baselines recorded before the p95 column. */
  p95?: number
  p99: number
  bareRps: number
}
type Baseline = Record<string, { recorded: string; scenarios: Record<string, BaselineFigures> }>

function readBaseline(): Baseline {
  try {
    return JSON.parse(fs.readFileSync(BASELINE_FILE, "utf8")) as Baseline
  } catch {
    return {}
  }
}
const ADMIN_EMAIL = "bench-admin@example.test"
const ADMIN_PASSWORD = "bench-Password-123"
const SIGN_IN = "password sign-in"
const SIGN_IN_CONCURRENCY = 4
const LEAD_BURST = "lead submissions from cold, 200 in flight"

/**
 * A visitor's contact form, a new submission each time (a retried submissionId would be one lead), with
 * a start token signed as the server signs them, four seconds old: made here, so nothing touches the
 * cold server before its burst.
 */
function leadSubmission(startToken: string): string {
  return JSON.stringify({
    type: "contact",
    submissionId: crypto.randomUUID(),
    startToken,
    website: "",
    pagePath: "/contact",
    fields: { name: "Bench Visitor", email: "visitor@example.test", message: "A question about a translation.", consent: true },
  })
}

interface Scenario {
  name: string
  method: "GET" | "POST" | "PATCH"
  path: string
  headers: Record<string, string>
  /** The request body: the same bytes each time, or made anew for each request. */
  body?: string | (() => string)
  /** Most requests to send (after warm-up), and the time limit. */
  requests: number
  seconds: number
  concurrency: number
}

interface Result {
  rps: number
  p50: number
  p95: number
  p99: number
  count: number
  errors: number
}

/** The value after `--name` on the command line, if given. */
function option(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`)
  return i === -1 ? undefined : process.argv[i + 1]
}

const profileDir = option("cpu-prof")

const startServer = (dataDir: string, secret: string) =>
  startBenchServer(
    dataDir,
    { JWT_SECRET: secret, DATABASE_URL: databaseUrl, ADMIN_EMAIL, ADMIN_PASSWORD },
    profileDir ? ["--cpu-prof", `--cpu-prof-dir=${path.resolve(profileDir)}`] : [],
  )

/** A bare node:http server that answers every request with the given status, headers and bytes. */
async function startBare(file: string, status: number, contentType: string) {
  const script = `
    const http = require("node:http"); const fs = require("node:fs");
    const body = fs.readFileSync(${JSON.stringify(file)});
    const server = http.createServer((req, res) => {
      req.resume();
      req.on("end", () => { res.writeHead(${status}, { "Content-Type": ${JSON.stringify(contentType)}, "Content-Length": body.length }); res.end(body) });
    });
    server.keepAliveTimeout = 5000;
    server.listen(0, "127.0.0.1", () => console.log("bare on " + server.address().port));`
  return startBareScript(script, "bare server")
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 256 })

function request(
  port: number,
  s: Pick<Scenario, "method" | "path" | "headers" | "body">,
): Promise<{ status: number; body: Buffer; contentType: string }> {
  const body = typeof s.body === "function" ? s.body() : s.body
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        method: s.method,
        path: s.path,
        headers: body ? { ...s.headers, "Content-Length": Buffer.byteLength(body) } : s.headers,
        agent,
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on("data", (c: Buffer) => chunks.push(c))
        res.on("end", () =>
          resolve({ status: res.statusCode!, body: Buffer.concat(chunks), contentType: String(res.headers["content-type"] ?? "") }),
        )
        res.on("error", reject)
      },
    )
    req.on("error", reject)
    req.end(body)
  })
}

function percentile(sorted: number[], p: number) {
  if (sorted.length === 0) return NaN
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
}

/** Answered by the auth router alone: opening sockets with it warms nothing a scenario measures. */
const SOCKET_OPENER = { method: "GET", path: "/auth/v1/health", headers: {} } as const

async function load(port: number, s: Scenario, expectStatus: number, options: { cold?: boolean } = {}): Promise<Result> {
  // Every socket of the measured run is open before it starts, as load tools connect first, so its
  // latencies are the requests' and not a connect storm's (200 sockets opening at once queue behind the
  // warm ones and took p99 from about 1 s to 7 s). Warm: at least 20 requests of the scenario, in rounds
  // of `concurrency`; cold: one round of a request that leaves the scenario's own path untouched.
  const rounds = options.cold ? 1 : Math.ceil(Math.min(20, s.requests) / s.concurrency)
  const opener = options.cold ? SOCKET_OPENER : s
  for (let round = 0; round < rounds; round++) await Promise.all(Array.from({ length: s.concurrency }, () => request(port, opener)))
  const latencies: number[] = []
  let errors = 0
  let issued = 0
  const deadline = performance.now() + s.seconds * 1000
  const started = performance.now()
  const worker = async () => {
    while (issued < s.requests && performance.now() < deadline) {
      issued++
      const t0 = performance.now()
      try {
        const res = await request(port, s)
        if (res.status !== expectStatus) errors++
      } catch {
        errors++
      }
      latencies.push(performance.now() - t0)
    }
  }
  await Promise.all(Array.from({ length: s.concurrency }, worker))
  const elapsed = (performance.now() - started) / 1000
  latencies.sort((a, b) => a - b)
  return {
    rps: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    count: latencies.length,
    errors,
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor((sorted.length - 1) / 2)]
}

/** Medians of each figure over the runs. */
function medianResult(results: Result[]): Result {
  return {
    rps: median(results.map((r) => r.rps)),
    p50: median(results.map((r) => r.p50)),
    p95: median(results.map((r) => r.p95)),
    p99: median(results.map((r) => r.p99)),
    count: median(results.map((r) => r.count)),
    errors: results.reduce((sum, r) => sum + r.errors, 0),
  }
}

/** Password checks per second at the stored cost, `concurrency` in flight, as the server makes them. */
async function bcryptRate(concurrency: number, seconds: number): Promise<number> {
  const hash = await hashPassword(ADMIN_PASSWORD)
  for (let i = 0; i < concurrency; i++) await verifyPassword(ADMIN_PASSWORD, hash)
  let done = 0
  const deadline = performance.now() + seconds * 1000
  const started = performance.now()
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) {
        if (!(await verifyPassword(ADMIN_PASSWORD, hash))) throw new Error("bcrypt refused the password it hashed")
        done++
      }
    }),
  )
  return done / ((performance.now() - started) / 1000)
}

const fmt = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : "-")
const round = (n: number, digits = 0) => Number(n.toFixed(digits))

function runsArgument(): number {
  const given = option("runs")
  const runs = given === undefined ? 3 : Number(given)
  if (!Number.isInteger(runs) || runs < 1) throw new Error("--runs takes a whole number of runs, 1 or more")
  return runs
}

async function main() {
  const runs = runsArgument()
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nordika-bench-"))
  const secret = crypto.randomBytes(32).toString("hex")
  const keys = await apiKeys(secret)
  const startToken = await issueLeadStartToken(
    { get: (name) => (name === "SUPABASE_SERVICE_ROLE_KEY" ? keys.serviceRoleKey : undefined) },
    "contact",
    Date.now() - 4_000,
  )
  const clientHeaders = { apikey: keys.anonKey, Authorization: `Bearer ${keys.anonKey}`, "X-Client-Info": "supabase-js/2 bench" }
  console.log(`starting the server (${databaseUrl ? "PostgreSQL at DATABASE_URL" : "PGlite in a temporary DATA_DIR"})…`)
  const server = await startServer(dataDir, secret)

  /** One run of a cold scenario: a server of its own, started for it and stopped after it. */
  async function loadCold(s: Scenario & { expect: number }): Promise<Result> {
    const coldDir = fs.mkdtempSync(path.join(os.tmpdir(), "nordika-bench-cold-"))
    const fresh = await startServer(coldDir, secret)
    try {
      return await load(fresh.port, s, s.expect, { cold: true })
    } finally {
      fresh.child.kill("SIGTERM")
      await new Promise((r) => fresh.child.once("exit", r))
      fs.rmSync(coldDir, { recursive: true, force: true })
    }
  }

  // A small public object for the storage row.
  const png = Buffer.alloc(2048, 7)
  png.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  const upload = await fetch(`http://127.0.0.1:${server.port}/storage/v1/object/site-assets/bench/logo.png`, {
    method: "POST",
    headers: {
      apikey: keys.serviceRoleKey,
      Authorization: `Bearer ${keys.serviceRoleKey}`,
      "Content-Type": "image/png",
      "x-upsert": "true",
    },
    body: png,
  }).catch(() => undefined)

  /** 2,000 leads at 200 in flight: measured on the warm server, and again on a freshly started one. */
  const leadSubmissions = {
    name: "lead submissions, 200 in flight",
    method: "POST",
    path: "/functions/v1/submit-lead",
    headers: { ...clientHeaders, "Content-Type": "application/json" },
    body: () => leadSubmission(startToken),
    requests: 2000,
    seconds: 60,
    concurrency: 200,
    expect: 200,
  } satisfies Scenario & { expect: number }
  const scenarios: (Scenario & { expect: number; cold?: boolean })[] = [
    ...[1, 10, 50].map((concurrency) => ({
      name: `REST anon select of logos, ${concurrency} in flight`,
      method: "GET" as const,
      path: "/rest/v1/site_settings?select=value&key=eq.logos",
      headers: { ...clientHeaders, "Accept-Profile": "public", Accept: "application/vnd.pgrst.object+json" },
      requests: 4000,
      seconds: 6,
      concurrency,
      expect: 200,
    })),
    {
      name: SIGN_IN,
      method: "POST",
      path: "/auth/v1/token?grant_type=password",
      headers: { ...clientHeaders, "Content-Type": "application/json;charset=UTF-8", "X-Supabase-Api-Version": "2024-01-01" },
      body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD, gotrue_meta_security: {} }),
      requests: 150,
      seconds: 15,
      concurrency: SIGN_IN_CONCURRENCY,
      expect: 200,
    },
    {
      name: "storage public download (2 KB)",
      method: "GET",
      path: "/storage/v1/object/public/site-assets/bench/logo.png",
      headers: { "X-Client-Info": "supabase-js/2 bench" },
      requests: 3000,
      seconds: 10,
      concurrency: 8,
      expect: 200,
    },
    {
      name: "REST write (PATCH a setting), 200 in flight",
      method: "PATCH",
      path: "/rest/v1/site_settings?key=eq.logos",
      headers: {
        ...clientHeaders,
        apikey: keys.serviceRoleKey,
        Authorization: `Bearer ${keys.serviceRoleKey}`,
        "Content-Profile": "public",
        "Content-Type": "application/json",
        Prefer: "return=minimal",
      },
      body: JSON.stringify({ value: { headerLogoUrl: null, footerLogoUrl: null } }),
      requests: 2000,
      seconds: 10,
      concurrency: 200,
      expect: 204,
    },
    leadSubmissions,
    {
      ...leadSubmissions,
      name: LEAD_BURST,
      cold: true,
    },
  ]

  let signInRps: number | undefined
  const baseline = readBaseline()
  const before = baseline[databaseKind]?.scenarios ?? {}
  const figures: Record<string, BaselineFigures> = {}
  const rows: string[][] = []
  const notes: string[] = []
  const only = option("only")
  for (const s of scenarios.filter((scenario) => !only || scenario.name.includes(only))) {
    const probe = await request(server.port, s).catch((e: Error) => ({ status: 0, body: Buffer.from(e.message), contentType: "" }))
    if (probe.status !== s.expect) {
      const why = probe.status === 501 ? "not implemented yet (501)" : `answers ${probe.status}: ${probe.body.toString().slice(0, 120)}`
      notes.push(
        `${s.name}: skipped, the endpoint ${why}${s.name.startsWith("storage") && upload && !upload.ok ? ` (upload answered ${upload.status})` : ""}`,
      )
      rows.push([s.name, "skipped", ...Array<string>(11).fill("")])
      continue
    }
    const file = path.join(dataDir, `bare-${rows.length}.bin`)
    fs.writeFileSync(file, probe.body)
    const bare = await startBare(file, probe.status, probe.contentType)
    process.stdout.write(`${s.name}:`)
    const oursRuns: Result[] = []
    const baseRuns: Result[] = []
    for (let run = 1; run <= runs; run++) {
      process.stdout.write(s.cold ? " fresh server…" : " server…")
      const result = s.cold ? await loadCold(s) : await load(server.port, s, s.expect)
      oursRuns.push(result)
      process.stdout.write(" bare…")
      baseRuns.push(await load(bare.port, { ...s, requests: Math.max(s.requests, result.count) }, s.expect))
    }
    console.log(" done")
    bare.child.kill("SIGKILL")
    const ours = medianResult(oursRuns)
    const base = medianResult(baseRuns)
    // Each run's pair is measured back to back, so its ratio is the one a drifting machine skews least.
    const shares = oursRuns.map((result, i) => (100 * result.rps) / baseRuns[i].rps)
    if (s.name === SIGN_IN) signInRps = ours.rps
    if (ours.errors) notes.push(`${s.name}: ${ours.errors} of ${ours.count} requests did not answer ${s.expect}`)
    figures[s.name] = {
      rps: round(ours.rps),
      p50: round(ours.p50, 2),
      p95: round(ours.p95, 2),
      p99: round(ours.p99, 2),
      bareRps: round(base.rps),
    }
    const then = before[s.name]
    rows.push([
      s.name,
      fmt(ours.rps, 0),
      fmt(ours.p50, 2),
      fmt(ours.p95, 2),
      fmt(ours.p99, 2),
      fmt(base.rps, 0),
      fmt(base.p99, 2),
      `${fmt(median(shares), 1)}%`,
      `${fmt(Math.min(...shares), 0)}–${fmt(Math.max(...shares), 0)}%`,
      then ? fmt(then.rps, 0) : "-",
      then ? fmt(then.p99, 2) : "-",
      then ? `${fmt((100 * then.rps) / then.bareRps, 1)}%` : "-",
      then ? `${fmt(ours.rps / then.rps, 1)}x` : "-",
    ])
  }

  const header = [
    "scenario",
    "req/s",
    "p50 ms",
    "p95 ms",
    "p99 ms",
    "bare req/s",
    "bare p99",
    "of bare",
    "runs",
    "before req/s",
    "before p99",
    "before of bare",
    "speed-up",
  ]
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)))
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join("  ")
  console.log("\n" + line(header))
  console.log(widths.map((w) => "-".repeat(w)).join("  "))
  for (const row of rows) console.log(line(row))
  process.stdout.write(`\nbcrypt alone (cost ${BCRYPT_COST}, ${SIGN_IN_CONCURRENCY} in flight, this process)… `)
  const bcryptRuns: number[] = []
  for (let run = 1; run <= runs; run++) bcryptRuns.push(await bcryptRate(SIGN_IN_CONCURRENCY, 5))
  const bcrypt = median(bcryptRuns)
  console.log(
    `${fmt(bcrypt, 1)} checks/s; sign-in ${signInRps === undefined ? "skipped" : `${fmt(signInRps, 1)}/s = ${fmt((100 * signInRps) / bcrypt, 0)}% of it`}`,
  )
  console.log(
    `\n(loopback, keep-alive, ${os.cpus().length} CPUs, medians of ${runs} run(s), "of bare" the median of each run's pair and "runs" their range; server = server/main.ts on ${databaseKind === "postgres" ? "PostgreSQL" : "PGlite"}, bare = node:http answering the same bytes;` +
      ` before = bench/baseline-api.json, recorded ${baseline[databaseKind]?.recorded ?? "never"})`,
  )
  if (process.argv.includes("--save-baseline")) {
    // A run of some scenarios (--only) keeps the stored figures of the others.
    baseline[databaseKind] = { recorded: new Date().toISOString().slice(0, 10), scenarios: { ...before, ...figures } }
    fs.mkdirSync(path.dirname(BASELINE_FILE), { recursive: true })
    fs.writeFileSync(BASELINE_FILE, JSON.stringify(baseline, null, 2) + "\n")
    console.log(`saved this run as the ${databaseKind} baseline in ${path.relative(root, BASELINE_FILE)}`)
  }
  for (const note of notes) console.log(`note: ${note}`)

  server.child.kill("SIGTERM")
  await new Promise((r) => server.child.once("exit", r))
  fs.rmSync(dataDir, { recursive: true, force: true })
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error)
    process.exit(1)
  },
)
