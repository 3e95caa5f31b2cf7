import crypto from "node:crypto"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startTestServer, type TestServer } from "./testing/harness"

/** Same seed, same requests: a failure names its seed and request so it can be replayed. */
const SEED = Number(process.env.FUZZ_SEED ?? 20260201)
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 600)
/** A request not answered within this is a hang. */
const ANSWER_DEADLINE_MS = 5_000

interface FuzzRequest {
  method: string
  path: string
  headers: Record<string, string>
  body?: string | Uint8Array<ArrayBuffer>
}

/** mulberry32: a small deterministic generator. */
function random(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let x = state
    x = Math.imul(x ^ (x >>> 15), x | 1)
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61)
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296
  }
  const int = (max: number) => Math.floor(next() * max)
  const pick = <T>(items: readonly T[]): T => items[int(items.length)]
  const chance = (p: number) => next() < p
  return { int, pick, chance }
}
type Random = ReturnType<typeof random>

/** Text that has broken parsers, encoders and Postgres before. */
const NASTY = [
  "\u0000",
  "%00",
  "a\u0000b",
  "\ud800",
  "\udfff\ud800",
  "%ff",
  "%E0%A4%A",
  "%",
  "..",
  "../..",
  "%2e%2e%2f",
  "..%5C..",
  "\\",
  "'",
  '"',
  "`",
  "';--",
  "/*",
  "${x}",
  "<script>alert(1)</script>",
  "\u202e",
  "😀",
  " ",
  "",
  "null",
  "true",
  "[]",
  "{}",
  "-1",
  "1e309",
  "NaN",
  "9".repeat(40),
  "a".repeat(3000),
  "ä/ö/å",
  "*",
  "(",
  ")",
  ",",
  ".",
  "->",
  "->>",
  "::",
  "!inner",
]
const WORDS = ["id", "key", "value", "title", "meta", "slug", "body", "name", "role", "email", "a", "b", "x"]
const TABLES = ["site_settings", "content_sections", "profiles", "client_logos", "nope", "pg_class", "users"]
const OPERATORS = ["eq", "neq", "gt", "lt", "like", "ilike", "in", "is", "cs", "cd", "ov", "fts", "plfts", "wfts", "match", "imatch", "zz"]
const CONTENT_TYPES = [
  "application/json",
  "text/plain",
  "text/html",
  "image/svg+xml",
  "image/png",
  "multipart/form-data; boundary=x",
  "multipart/form-data",
  "application/x-www-form-urlencoded",
  "application/octet-stream",
  "garbage",
  "text/csv",
  "",
]

/** Percent-encoded, or now and then raw: the URL parser keeps stray `%` sequences and encodes the rest itself. */
function encode(r: Random, text: string): string {
  if (r.chance(0.2)) return text
  return encodeURIComponent(text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, "\uFFFD"))
}

function nasty(r: Random): string {
  return r.chance(0.5) ? r.pick(NASTY) : r.pick(WORDS) + r.pick(NASTY) + r.pick(WORDS)
}

function nested(depth: number, open: string, inner: string, close: string) {
  return open.repeat(depth) + inner + close.repeat(depth)
}

/** A JSON-ish body: valid or not, deep, huge, with NUL and lone surrogates. */
function jsonBody(r: Random): string {
  switch (r.int(10)) {
    case 0:
      return nested(r.pick([10, 70, 5000]), "[", "1", "]")
    case 1:
      return `{"a":${nested(r.pick([10, 70, 5000]), '{"a":', "1", "}")}}`
    case 2:
      return JSON.stringify({ [nasty(r)]: nasty(r), data: { [nasty(r)]: [nasty(r), r.int(1e6)] } })
    case 3:
      return `{"key":"${"x".repeat(r.pick([10, 70_000, 1_100_000]))}"}`
    case 4:
      return r.pick(["", " ", "{", "[", "nul", '{"a":}', '"\\ud800"', '{"a":"\\u0000"}', "1e999", "[1,]", '{"__proto__":{"x":1}}'])
    case 5:
      return JSON.stringify(Array.from({ length: r.int(50) }, () => ({ [r.pick(WORDS)]: nasty(r) })))
    case 6:
      return JSON.stringify(r.pick([null, true, 0, -1, "text", [], {}]))
    default:
      return JSON.stringify(
        Object.fromEntries(Array.from({ length: r.int(6) }, () => [r.pick([...WORDS, "email", "password", "data"]), fieldValue(r)])),
      )
  }
}

function fieldValue(r: Random): unknown {
  return r.pick([
    () => nasty(r),
    () => r.int(1e9) - 5e8,
    () => null,
    () => [nasty(r)],
    () => ({ [nasty(r)]: nasty(r) }),
    () => `${nasty(r)}@example.test`,
    () => crypto.randomUUID(),
  ])()
}

function jsonPath(r: Random): string {
  const steps = r.pick([0, 1, 3, 21, 400])
  return Array.from({ length: steps }, () => `${r.pick(["->", "->>"])}${r.chance(0.8) ? r.pick(WORDS) : nasty(r)}`).join("")
}

function filterValue(r: Random): string {
  const op = r.pick(OPERATORS)
  const negate = r.chance(0.2) ? "not." : ""
  const modifier = r.chance(0.15) ? `(${r.pick(["any", "all", "english", nasty(r)])})` : ""
  const value = r.pick([() => nasty(r), () => `(${nasty(r)},${nasty(r)})`, () => `{${nasty(r)}}`, () => r.pick(["null", "true", "x.y"])])()
  return r.chance(0.1) ? nasty(r) : `${negate}${op}${modifier}.${value}`
}

function select(r: Random, depth = 0): string {
  const items = Array.from({ length: 1 + r.int(3) }, () => {
    if (depth < 12 && r.chance(0.3))
      return `${r.chance(0.2) ? "..." : ""}${r.pick(TABLES)}${r.chance(0.2) ? "!inner" : ""}(${select(r, depth + 1)})`
    return r.chance(0.15) ? nasty(r) : `${r.pick(WORDS)}${jsonPath(r)}${r.chance(0.1) ? `::${nasty(r)}` : ""}`
  })
  return items.join(",")
}

function logic(r: Random, depth = 0): string {
  const items = Array.from({ length: 1 + r.int(3) }, () =>
    depth < 12 && r.chance(0.4)
      ? `${r.pick(["and", "or", "not.and"])}(${logic(r, depth + 1)})`
      : `${r.pick(WORDS)}${jsonPath(r)}.${filterValue(r)}`,
  )
  return items.join(",")
}

/** The exposed tables and their columns, so that many requests get past the parser to the database. */
const TABLE_COLUMNS: Record<string, string[]> = {
  site_settings: ["key", "value", "updated_at", "updated_by"],
  content_sections: ["key", "value", "published", "updated_at", "updated_by"],
  client_logos: ["id", "name", "industry", "logo_url", "website_url", "sort_order", "published", "created_at"],
  profiles: ["id", "display_name", "created_at", "updated_at"],
}

/** A filter the parser accepts on a real column, with a hostile value. */
function plausibleFilter(r: Random, table: string): string {
  const column = r.pick(TABLE_COLUMNS[table])
  const path = column === "value" ? Array.from({ length: r.pick([0, 1, 2, 20]) }, () => `->${r.pick(WORDS)}`).join("") : ""
  const value = r.pick([
    () => `eq.${encode(r, nasty(r))}`,
    () => `in.(${encode(r, nasty(r))},${r.int(9)})`,
    () => `gt.${r.pick(["2026-01-01", "-infinity", "1e400", crypto.randomUUID(), nasty(r)])}`,
    () => `is.${r.pick(["null", "true", "unknown"])}`,
    () => `like.*${encode(r, nasty(r))}*`,
    () => `cs.${encode(r, JSON.stringify({ [nasty(r)]: nasty(r) }))}`,
    () => `fts(${r.pick(["english", "simple", "nope"])}).${encode(r, nasty(r))}`,
  ])()
  return `${column}${path}=${value}`
}

function restRequest(r: Random): FuzzRequest {
  if (r.chance(0.5)) {
    const table = r.pick(Object.keys(TABLE_COLUMNS))
    const params = Array.from({ length: r.int(4) }, () => plausibleFilter(r, table))
    if (r.chance(0.3))
      params.push(`select=${r.pick(TABLE_COLUMNS[table])}${r.chance(0.3) ? `,x:${r.pick(TABLE_COLUMNS[table])}::text` : ""}`)
    if (r.chance(0.2)) params.push(`order=${r.pick(TABLE_COLUMNS[table])}.desc.nullslast`)
    const method = r.pick(["GET", "GET", "POST", "PATCH", "PUT", "DELETE", "HEAD"])
    return {
      method,
      path: `/rest/v1/${table}${params.length ? `?${params.join("&")}` : ""}`,
      headers: { "Content-Type": "application/json", ...(r.chance(0.5) ? { Prefer: "return=representation" } : {}) },
      body: method === "GET" || method === "HEAD" ? undefined : jsonBody(r),
    }
  }
  const params: string[] = []
  for (let i = r.int(r.chance(0.05) ? 150 : 5); i > 0; i--) {
    const key = `${r.chance(0.2) ? `${r.pick(TABLES)}.` : ""}${r.pick(WORDS)}${jsonPath(r)}`
    params.push(`${encode(r, key)}=${encode(r, filterValue(r))}`)
  }
  if (r.chance(0.4)) params.push(`select=${encode(r, select(r))}`)
  if (r.chance(0.3)) params.push(`${r.pick(["or", "and", "not.or"])}=${encode(r, `(${logic(r)})`)}`)
  if (r.chance(0.2)) params.push(`order=${encode(r, `${r.pick(WORDS)}${jsonPath(r)}.${r.pick(["asc", "desc", "nullsfirst", nasty(r)])}`)}`)
  if (r.chance(0.2)) params.push(`${r.pick(["limit", "offset"])}=${encode(r, r.pick(["-1", "0", "99999999999999999999", nasty(r)]))}`)
  if (r.chance(0.1)) params.push(r.pick(["on_conflict", "columns"]) + "=" + encode(r, nasty(r)))
  const rpc = r.chance(0.2)
  const name = r.chance(0.8) ? r.pick(rpc ? ["is_staff", "is_admin", "nope"] : TABLES) : encode(r, nasty(r))
  const method = r.pick(rpc ? ["GET", "POST", "PATCH"] : ["GET", "HEAD", "POST", "PATCH", "PUT", "DELETE"])
  const headers: Record<string, string> = {}
  if (r.chance(0.3))
    headers.Prefer = r.pick(["return=representation", "count=exact", "tx=rollback", "resolution=merge-duplicates", nasty(r)])
  if (r.chance(0.2)) headers.Accept = r.pick(["application/vnd.pgrst.object+json", "text/csv", "application/geo+json", nasty(r)])
  if (r.chance(0.1)) headers[r.pick(["Accept-Profile", "Content-Profile"])] = r.pick(["public", "auth", "storage", nasty(r)])
  if (r.chance(0.1)) headers.Range = r.pick(["0-9", "10-1", "a-b", `0-${"9".repeat(30)}`])
  return {
    method,
    path: `/rest/v1/${rpc ? "rpc/" : ""}${name}${params.length ? `?${params.join("&")}` : ""}`,
    headers: { ...headers, "Content-Type": "application/json" },
    body: method === "GET" || method === "HEAD" ? undefined : jsonBody(r),
  }
}

function storageKey(r: Random): string {
  return Array.from({ length: 1 + r.int(4) }, () => (r.chance(0.5) ? r.pick(WORDS) : encode(r, nasty(r)))).join("/")
}

function storageRequest(r: Random): FuzzRequest {
  const bucket = r.chance(0.7) ? r.pick(["site-assets", "uploads"]) : encode(r, nasty(r))
  const [fitting, route] = r.pick([
    ["GET", `bucket`],
    ["POST", `bucket`],
    ["GET", `bucket/${bucket}`],
    ["PUT", `bucket/${bucket}`],
    ["DELETE", `bucket/${bucket}`],
    ["POST", `bucket/${bucket}/empty`],
    ["POST", `object/${bucket}/${storageKey(r)}`],
    ["PUT", `object/${bucket}/${storageKey(r)}`],
    ["GET", `object/${bucket}/${storageKey(r)}`],
    ["GET", `object/public/${bucket}/${storageKey(r)}`],
    ["HEAD", `object/authenticated/${bucket}/${storageKey(r)}`],
    ["GET", `object/sign/${bucket}/${storageKey(r)}?token=${encode(r, nasty(r))}`],
    ["POST", `object/sign/${bucket}/${storageKey(r)}`],
    ["POST", `object/sign/${bucket}`],
    ["GET", `object/info/${bucket}/${storageKey(r)}`],
    ["POST", `object/list/${bucket}`],
    ["POST", `object/move`],
    ["POST", `object/copy`],
    ["DELETE", `object/${bucket}`],
    ["POST", `object/upload/sign/${bucket}/${storageKey(r)}`],
    ["PUT", `object/upload/sign/${bucket}/${storageKey(r)}?token=${encode(r, nasty(r))}`],
    ["GET", `render/image/public/${bucket}/${storageKey(r)}?width=${encode(r, nasty(r))}`],
    ["GET", encode(r, nasty(r))],
  ])
  const method = r.chance(0.85) ? fitting : r.pick(["GET", "HEAD", "POST", "PUT", "DELETE"])
  const headers: Record<string, string> = { "Content-Type": r.pick(CONTENT_TYPES) }
  if (r.chance(0.3)) headers["x-metadata"] = Buffer.from(r.chance(0.5) ? jsonBody(r) : nasty(r)).toString("base64")
  if (r.chance(0.2)) headers["x-upsert"] = r.pick(["true", "false", "yes"])
  if (r.chance(0.2)) headers.Range = r.pick(["bytes=0-1", "bytes=-0", "bytes=5-1", "bytes=0-1,3-4", `bytes=${"9".repeat(30)}-`])
  if (r.chance(0.1)) headers["If-None-Match"] = nasty(r)
  let body: string | Uint8Array<ArrayBuffer> | undefined
  if (method === "POST" || method === "PUT" || method === "DELETE") {
    body = r.chance(0.6)
      ? jsonBody(r)
      : r.chance(0.5)
        ? `--x\r\nContent-Disposition: form-data; name="file"; filename="${nasty(r)}"\r\nContent-Type: ${r.pick(CONTENT_TYPES)}\r\n\r\n${nasty(r)}\r\n--x--\r\n`
        : new Uint8Array(crypto.randomBytes(r.pick([0, 10, 70_000])))
  }
  return { method, path: `/storage/v1/${route}`, headers, body }
}

const AUTH_ROUTES: [method: string, path: string][] = [
  ["POST", "/signup"],
  ["POST", "/token?grant_type=password"],
  ["POST", "/token?grant_type=refresh_token"],
  ["POST", "/token?grant_type=pkce"],
  ["POST", "/token?grant_type=id_token"],
  ["POST", "/otp"],
  ["POST", "/verify"],
  ["GET", "/verify?type=signup&token=%00"],
  ["GET", "/verify?type=recovery&token=x&redirect_to=javascript:alert(1)"],
  ["POST", "/recover"],
  ["POST", "/resend"],
  ["GET", "/user"],
  ["PUT", "/user"],
  ["POST", "/logout?scope=nope"],
  ["GET", "/reauthenticate"],
  ["POST", "/factors"],
  ["POST", "/factors/%00/verify"],
  ["GET", "/admin/users?page=-1&per_page=1e9"],
  ["POST", "/admin/users"],
  ["PUT", "/admin/users/not-a-uuid"],
  ["DELETE", `/admin/users/${crypto.randomUUID()}`],
  ["POST", "/admin/generate_link"],
  ["POST", "/invite"],
  ["GET", "/settings"],
  ["GET", "/authorize?provider=%00"],
  ["GET", "/callback?error=x"],
]

function authRequest(r: Random): FuzzRequest {
  const [fitting, route] = r.pick(AUTH_ROUTES)
  const path = r.chance(0.9) ? route : `/${encode(r, nasty(r))}`
  const method = r.chance(0.85) ? fitting : r.pick(["GET", "POST", "PUT", "DELETE"])
  return {
    method,
    path: `/auth/v1${path}`,
    headers: { "Content-Type": "application/json", "X-Supabase-Api-Version": r.pick(["2024-01-01", "1999-01-01", "x"]) },
    body: method === "GET" ? undefined : jsonBody(r),
  }
}

function functionsRequest(r: Random): FuzzRequest {
  const name = r.chance(0.6) ? "admin-users" : encode(r, nasty(r))
  const method = r.pick(["GET", "POST", "PUT", "OPTIONS"])
  return {
    method,
    path: `/functions/v1/${name}${r.chance(0.2) ? `/${storageKey(r)}` : ""}`,
    headers: { "Content-Type": r.pick(CONTENT_TYPES) },
    body: method === "GET" || method === "OPTIONS" ? undefined : jsonBody(r),
  }
}

/** Tokens a client sends: none or valid ones, and hostile ones (garbage, forged, expired, signed with hostile claims). */
async function tokens(t: TestServer): Promise<{ valid: (string | undefined)[]; hostile: string[] }> {
  const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url")
  const valid = [undefined, t.anonKey, t.serviceRoleKey, await t.userToken(), await t.userToken({ staffRole: "admin" })]
  const hostile = [
    "garbage",
    "a.b.c",
    `${b64({ alg: "none", typ: "JWT" })}.${b64({ role: "service_role" })}.`,
    `${b64({ alg: "HS256" })}.${b64({ role: "service_role" })}.${"x".repeat(43)}`,
    `${b64({ alg: "HS256" })}.${Buffer.from(nested(5000, "[", "1", "]")).toString("base64url")}.x`,
    "x".repeat(10_000),
    await t.userToken({ expiresInSeconds: -60 }),
    await t.signJwt({ role: "postgres", sub: crypto.randomUUID() }, 60),
    await t.signJwt({ role: 5 as unknown as string }, 60),
    await t.signJwt({ role: "authenticated", sub: "a\u0000b" }, 60),
    await t.signJwt({ role: "authenticated", sub: "../../etc" }, 60),
    await t.signJwt({ role: "authenticated", sub: crypto.randomUUID(), app_metadata: JSON.parse(nested(100, '{"a":', "1", "}")) }, 60),
  ]
  return { valid, hostile }
}

function generate(r: Random, { valid, hostile }: Awaited<ReturnType<typeof tokens>>): FuzzRequest[] {
  return Array.from({ length: REQUESTS }, () => {
    const request = r.pick([restRequest, restRequest, storageRequest, storageRequest, authRequest, functionsRequest])(r)
    const token = r.chance(0.6) ? r.pick(valid) : r.pick(hostile)
    const headers: Record<string, string> = { ...request.headers }
    if (token) headers.Authorization = `Bearer ${token}`
    // Mostly past the apikey gate, so the APIs themselves are exercised.
    const apikey = r.chance(0.9) ? valid[1] : r.pick([...valid, ...hostile])
    if (apikey) headers.apikey = apikey
    // Header values are Latin-1 bytes without control characters on the wire; nothing else can be sent.
    const sendable = Object.fromEntries(
      Object.entries(headers).map(([name, value]) => [name, value.replace(/[^\t\x20-\x7e\x80-\xff]/g, "?")]),
    )
    return { ...request, headers: sendable }
  })
}

function describeRequest(request: FuzzRequest): string {
  const body = typeof request.body === "string" ? request.body.slice(0, 200) : request.body ? `<${request.body.byteLength} bytes>` : ""
  return `${request.method} ${request.path.slice(0, 300)} ${JSON.stringify(request.headers).slice(0, 300)} ${body}`
}

describe("hostile input", () => {
  let t: TestServer
  let appDir: string
  beforeAll(async () => {
    // A built site, as in production: paths that leave the APIs (`/rest/v1/..`) reach it.
    appDir = fs.mkdtempSync(path.join(os.tmpdir(), "nordika-fuzz-app-"))
    fs.writeFileSync(path.join(appDir, "index.html"), "<!doctype html><title>Nordika</title>")
    t = await startTestServer({ config: { appDir } })
  })
  afterAll(async () => {
    await t?.close()
    fs.rmSync(appDir, { recursive: true, force: true })
  })

  it(`answers ${REQUESTS} generated malformed requests over the four APIs without a 5xx or a hang, and stays live`, async () => {
    const requests = generate(random(SEED), await tokens(t))
    const failures: string[] = []
    for (const request of requests) {
      let deadline: NodeJS.Timeout | undefined
      const timedOut = new Promise<"hang">((resolve) => (deadline = setTimeout(() => resolve("hang"), ANSWER_DEADLINE_MS)))
      const answer = await Promise.race([
        t
          .fetch(`${t.url}${request.path}`, { method: request.method, headers: request.headers, body: request.body })
          .then(async (res) => ({ status: res.status, text: await res.text() })),
        timedOut,
      ])
      clearTimeout(deadline)
      if (answer === "hang") {
        failures.push(`no answer within ${ANSWER_DEADLINE_MS} ms: ${describeRequest(request)}`)
        break
      }
      if (answer.status >= 500) failures.push(`${answer.status} ${answer.text.slice(0, 200)} for ${describeRequest(request)}`)
    }
    expect(failures, `seed ${SEED}`).toEqual([])

    const anon = t.client()
    expect((await anon.from("site_settings").select("key").limit(1)).error).toBeNull()
    expect((await anon.auth.signUp({ email: `after-fuzz-${SEED}@example.test`, password: "correct-horse-battery" })).error).toBeNull()
    expect((await t.client({ key: t.serviceRoleKey }).storage.listBuckets()).error).toBeNull()
    expect((await t.db.query("select 1 as ok")).rows).toEqual([{ ok: 1 }])
  }, 60_000)
})
