/**
 * `npm run bench:site`: issue 37's budgets for the public site, on the built app (dist-app/ and
 * dist-server/: `npm run build` first) served by this repository's server on PGlite, in one run:
 *   1. a cached page (/services/translation, rendered once) beside a static file of the same bytes
 *      served by the same server (the page's HTML written into a temporary copy of dist-app/):
 *      requests per second over keep-alive, asked as a browser asks (brotli) and uncompressed, the
 *      ratio beside the budget (at least half);
 *   2. uncached renders: every page the sitemap lists, rendered once after a publish dropped the
 *      render cache, one at a time, p50/p95/max beside the budget (p95 at most 50 ms);
 *   3. publish to visible: an editor signed in with supabase-js publishes a changed paragraph of
 *      /services/translation through publish-document (as the admin does), and the page is asked for
 *      until it shows it; the time from the publish's call to that answer, median and max beside the
 *      budget (under a second).
 * Figures are printed, never asserted. The server is a child process (as `npm start` runs it); this
 * process is the client, on the same CPUs: the load average is printed with the figures.
 *
 *   npm run bench:site                          # 3 runs of 5 s per load row, 10 publishes, 3 render rounds
 *   npm run bench:site -- --runs 5 --seconds 8 --concurrency 10 --trials 10 --rounds 3
 *   npm run bench:site -- --cpu-prof /tmp/site-prof   # the server's CPU profile (Node's --cpu-prof), written when it stops
 */
import crypto from "node:crypto"
import fs from "node:fs"
import http from "node:http"
import os from "node:os"
import path from "node:path"
import { fileURLToPath } from "node:url"
import zlib from "node:zlib"
import { createClient, FunctionsHttpError, type SupabaseClient } from "@supabase/supabase-js"
import ws from "ws"
import { startBenchServer } from "./bench-processes"
import { apiKeys } from "../server/jwt"

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
const APP_DIR = path.join(root, "dist-app")
const SERVER_DIR = path.join(root, "dist-server")

/** Issue 37's budgets ("Budgets"). */
const BUDGETS = { cachedShareOfStatic: 0.5, uncachedP95Ms: 50, publishVisibleMs: 1000 } as const

/** The page of the cached row and of the publishes. */
const PAGE = "/services/translation"
/** Where the page's bytes are served from as a file. */
const STATIC_FILE = "/bench-same-size.html"
/** What Chromium sends: the server answers it with brotli. */
const BROWSER_ACCEPT_ENCODING = "gzip, deflate, br, zstd"

function option(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`)
  if (i === -1) return fallback
  const value = Number(process.argv[i + 1])
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} takes a whole number, 1 or more`)
  return value
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 256 })

/** A GET over keep-alive; the body is read whole. */
function get(port: number, pathname: string, acceptEncoding = "identity"): Promise<{ status: number; body: Buffer; encoding?: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: "127.0.0.1", port, path: pathname, headers: { "Accept-Encoding": acceptEncoding }, agent }, (res) => {
      const chunks: Buffer[] = []
      res.on("data", (chunk: Buffer) => chunks.push(chunk))
      res.on("end", () => resolve({ status: res.statusCode!, body: Buffer.concat(chunks), encoding: res.headers["content-encoding"] }))
      res.on("error", reject)
    })
    req.on("error", reject)
  })
}

function percentile(sorted: number[], p: number) {
  return sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]

/** Requests per second for `seconds` with `concurrency` in flight (every socket opened first); non-200 answers counted. */
async function requestRate(port: number, pathname: string, acceptEncoding: string, seconds: number, concurrency: number) {
  await Promise.all(Array.from({ length: concurrency }, () => get(port, pathname, acceptEncoding)))
  let count = 0
  let failed = 0
  const started = performance.now()
  const deadline = started + seconds * 1000
  const worker = async () => {
    while (performance.now() < deadline) {
      const { status } = await get(port, pathname, acceptEncoding)
      if (status !== 200) failed++
      count++
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  return { rps: count / ((performance.now() - started) / 1000), failed }
}

/** The pages the sitemap lists, by path. */
async function sitemapPaths(port: number): Promise<string[]> {
  const { status, body } = await get(port, "/sitemap.xml")
  if (status !== 200) throw new Error(`/sitemap.xml answered ${status}`)
  return [...body.toString().matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => new URL(url).pathname)
}

/** A server render has the page's markup in #root; the client-only shell an empty one. */
const isRendered = (html: Buffer) => !html.includes('<div id="root"></div>')

/** The HTML of a page answered with brotli (or not compressed). */
const htmlOf = ({ body, encoding }: { body: Buffer; encoding?: string }) => (encoding === "br" ? zlib.brotliDecompressSync(body) : body)

type RichText = Array<{ type: string; children: Array<{ type: string; text?: string }> }>
interface ServicePage {
  id: string
  title: string
  path: string
  version: number
  published_data: { overview: RichText } & Record<string, unknown>
}

/** An editor's supabase-js session: made through the auth admin API with the service role key, then signed in with the password. */
async function editorSession(url: string, keys: { anonKey: string; serviceRoleKey: string }): Promise<SupabaseClient> {
  const auth = { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false }
  const realtime = { transport: ws as never }
  const email = `bench-editor-${crypto.randomBytes(4).toString("hex")}@nordika.test`
  const password = crypto.randomBytes(12).toString("hex")
  const service = createClient(url, keys.serviceRoleKey, { auth, realtime })
  const created = await service.auth.admin.createUser({ email, password, email_confirm: true, app_metadata: { role: "editor" } })
  if (created.error) throw created.error
  const editor = createClient(url, keys.anonKey, { auth, realtime })
  const signedIn = await editor.auth.signInWithPassword({ email, password })
  if (signedIn.error) throw signedIn.error
  return editor
}

/** Publishes the page with `paragraph` as its overview's first, through publish-document as the admin does. */
async function publishParagraph(editor: SupabaseClient, paragraph: string) {
  const { data, error } = await editor.from("documents").select("id, title, path, version, published_data").eq("path", PAGE).single()
  if (error) throw error
  const doc = data as ServicePage
  const overview = [{ type: "paragraph", children: [{ type: "text", text: paragraph }] }, ...doc.published_data.overview.slice(1)]
  const published = await editor.functions.invoke("publish-document", {
    body: {
      documentId: doc.id,
      expectedVersion: doc.version,
      expectedRevision: 0,
      title: doc.title,
      path: doc.path,
      data: { ...doc.published_data, overview },
    },
  })
  if (published.error instanceof FunctionsHttpError) {
    throw new Error(`publish-document: ${await (published.error.context as Response).text()}`)
  }
  if (published.error) throw published.error
}

/** Asks for the page every `pollMs` until it shows `text`; the time from `since`, and the answers it took. */
async function untilVisible(port: number, text: string, since: number, pollMs: number, timeoutMs = 30_000) {
  for (let asked = 1; ; asked++) {
    const { body } = await get(port, PAGE)
    if (body.includes(text)) return { ms: performance.now() - since, asked }
    if (performance.now() - since > timeoutMs) throw new Error(`${PAGE} did not show the published paragraph within ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, pollMs))
  }
}

const ms = (value: number) => (Number.isFinite(value) ? `${value.toFixed(1)} ms` : "-")
const mark = (met: boolean) => (met ? "met" : "MISSED")

async function main() {
  for (const [dir, file] of [
    [APP_DIR, "index.html"],
    [SERVER_DIR, "entry-server.js"],
  ]) {
    if (!fs.existsSync(path.join(dir, file))) {
      console.error(`[bench:site] ${path.relative(root, path.join(dir, file))} is missing: run \`npm run build\` first.`)
      process.exit(1)
    }
  }
  const runs = option("runs", 3)
  const seconds = option("seconds", 5)
  const concurrency = option("concurrency", 10)
  const trials = option("trials", 10)
  const rounds = Math.min(option("rounds", 3), trials)
  const pollMs = option("poll-ms", 10)
  const cpuProfIndex = process.argv.indexOf("--cpu-prof")
  const cpuProfDir = cpuProfIndex === -1 ? undefined : path.resolve(process.argv[cpuProfIndex + 1] ?? "")

  // A copy of the build, for the static file of the page's size; the server render's build beside it (the server looks there).
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "nordika-bench-site-"))
  const appDir = path.join(work, "dist-app")
  fs.cpSync(APP_DIR, appDir, { recursive: true })
  fs.symlinkSync(SERVER_DIR, path.join(work, "dist-server"), "dir")
  const secret = crypto.randomBytes(32).toString("hex")
  const keys = await apiKeys(secret)
  console.log(`[bench:site] starting the server on PGlite (temporary DATA_DIR) with a copy of the built app…`)
  const server = await startBenchServer(
    path.join(work, "data"),
    { JWT_SECRET: secret, APP_DIR: appDir, DATABASE_URL: "" },
    cpuProfDir ? ["--cpu-prof", "--cpu-prof-dir", cpuProfDir] : [],
  )
  const { port } = server
  const url = `http://127.0.0.1:${port}`
  const notes: string[] = []

  try {
    // Every page once (the server's code and the render's warm up; not measured).
    const pages = await sitemapPaths(port)
    process.stdout.write(`[bench:site] rendering the sitemap's ${pages.length} pages once to warm up…`)
    for (const page of pages) await get(port, page)
    console.log(" done")

    // 1. The cached page and a file of its bytes.
    const page = await get(port, PAGE)
    if (page.status !== 200 || !isRendered(page.body)) throw new Error(`${PAGE} answered ${page.status} without a server render`)
    fs.writeFileSync(path.join(appDir, STATIC_FILE.slice(1)), page.body)
    const file = await get(port, STATIC_FILE)
    if (file.status !== 200 || file.body.length !== page.body.length)
      throw new Error(`${STATIC_FILE} answered ${file.status}, ${file.body.length} bytes`)
    const loadRows: { encoding: string; page: number; file: number; shares: number[] }[] = []
    for (const [encoding, acceptEncoding] of [
      ["brotli, as a browser asks", BROWSER_ACCEPT_ENCODING],
      ["uncompressed", "identity"],
    ]) {
      process.stdout.write(`[bench:site] cached page and static file, ${encoding}:`)
      const pageRates: number[] = []
      const fileRates: number[] = []
      for (let run = 1; run <= runs; run++) {
        process.stdout.write(" page…")
        const ours = await requestRate(port, PAGE, acceptEncoding, seconds, concurrency)
        process.stdout.write(" file…")
        const base = await requestRate(port, STATIC_FILE, acceptEncoding, seconds, concurrency)
        if (ours.failed + base.failed > 0)
          notes.push(`${encoding}, run ${run}: ${ours.failed} page and ${base.failed} file answers were not 200`)
        pageRates.push(ours.rps)
        fileRates.push(base.rps)
      }
      console.log(" done")
      loadRows.push({
        encoding,
        page: median(pageRates),
        file: median(fileRates),
        shares: pageRates.map((rate, i) => rate / fileRates[i]),
      })
    }

    // 2 and 3. Each publish drops every render; the first `rounds` are each followed by a render of every other page.
    const editor = await editorSession(url, keys)
    const visible: number[] = []
    const publishCalls: number[] = []
    const renders: number[] = []
    let shells = 0
    const statuses = new Map<number, number>()
    process.stdout.write(`[bench:site] ${trials} publishes of ${PAGE}, ${rounds} followed by a render of every other page:`)
    for (let trial = 1; trial <= trials; trial++) {
      const paragraph = `Published by bench:site, trial ${trial} (${crypto.randomBytes(4).toString("hex")}): reviewed by a second linguist before delivery.`
      const started = performance.now()
      await publishParagraph(editor, paragraph)
      publishCalls.push(performance.now() - started)
      visible.push((await untilVisible(port, paragraph, started, pollMs)).ms)
      process.stdout.write(` ${trial}`)
      if (trial > rounds) continue
      for (const other of pages.filter((pathname) => pathname !== PAGE)) {
        const t0 = performance.now()
        const answer = await get(port, other, BROWSER_ACCEPT_ENCODING)
        const elapsed = performance.now() - t0
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1)
        // A page answered with the client-only shell was not rendered: it is counted, not timed.
        if (answer.status !== 200) continue
        if (isRendered(htmlOf(answer))) renders.push(elapsed)
        else shells++
      }
      process.stdout.write("r")
    }
    console.log(" done")
    if ([...statuses.keys()].some((status) => status !== 200)) {
      notes.push(
        `render answers by status: ${[...statuses].map(([status, count]) => `${status} × ${count}`).join(", ")} (only 200s are timed)`,
      )
    }
    if (shells > 0) notes.push(`${shells} answers were the client-only shell (not timed)`)

    // The table.
    const load = os.loadavg()
    const rows: string[][] = [["figure", "measured", "budget", ""]]
    for (const row of loadRows) {
      const share = median(row.shares)
      rows.push([`cached page, ${row.encoding}`, `${row.page.toFixed(0)} req/s`, "", ""])
      rows.push([
        `static file of the same ${(page.body.length / 1024).toFixed(0)} KB, ${row.encoding}`,
        `${row.file.toFixed(0)} req/s`,
        "",
        "",
      ])
      rows.push([
        `  page / file (runs ${Math.min(...row.shares).toFixed(2)}–${Math.max(...row.shares).toFixed(2)})`,
        share.toFixed(2),
        `>= ${BUDGETS.cachedShareOfStatic}`,
        mark(share >= BUDGETS.cachedShareOfStatic),
      ])
    }
    const sortedRenders = [...renders].sort((a, b) => a - b)
    const p95 = percentile(sortedRenders, 95)
    rows.push([`uncached render, p50 (${renders.length} renders, ${rounds} rounds)`, ms(percentile(sortedRenders, 50)), "", ""])
    rows.push(["uncached render, p95", ms(p95), `<= ${BUDGETS.uncachedP95Ms} ms`, mark(p95 <= BUDGETS.uncachedP95Ms)])
    rows.push(["uncached render, max", ms(sortedRenders.at(-1) ?? NaN), "", ""])
    const visibleMax = Math.max(...visible)
    rows.push([`publish to visible, median (${trials} trials)`, ms(median(visible)), "", ""])
    rows.push(["publish to visible, max", ms(visibleMax), `< ${BUDGETS.publishVisibleMs} ms`, mark(visibleMax < BUDGETS.publishVisibleMs)])
    rows.push(["  publish-document call alone, median", ms(median(publishCalls)), "", ""])
    const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)))
    const line = (cells: string[]) => cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join("  ")
    console.log("\n" + line(rows[0]))
    console.log(widths.map((width) => "-".repeat(width)).join("  "))
    for (const row of rows.slice(1)) console.log(line(row))
    console.log(
      `\n(loopback, keep-alive, ${concurrency} in flight, medians of ${runs} run(s) of ${seconds} s, page and file in turn, "page / file" the median of each run's pair;` +
        ` renders one at a time as a browser asks (brotli), the time to the whole answer; publishes polled every ${pollMs} ms;` +
        ` server = server/main.ts on PGlite with ${path.relative(root, APP_DIR)}/ and ${path.relative(root, SERVER_DIR)}/;` +
        ` ${os.cpus().length} CPUs, load average ${load.map((value) => value.toFixed(2)).join(" ")} at the end)`,
    )
    for (const note of notes) console.log(`note: ${note}`)
  } finally {
    server.child.kill("SIGTERM")
    await new Promise((resolve) => server.child.once("exit", resolve))
    fs.rmSync(work, { recursive: true, force: true })
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error)
    process.exit(1)
  },
)
