import net from "node:net"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { API_VERSION_2024 } from "../auth/errors"
import { BODY_DEADLINES, HTTP_TIMEOUTS } from "./request-deadlines"
import { DEFAULT_GLOBAL_FILE_SIZE_LIMIT } from "../storage/limits"
import { startTestServer, type TestServer } from "../testing/harness"

/** Short deadlines, so a stalled request is cut off within the test; the defaults are minutes. */
const IDLE_MS = 400
const HEADERS_MS = 800
/** Far longer than any deadline here: an answer that takes this long was never going to come. */
const NO_ANSWER_MS = 15_000

interface RawAnswer {
  status: number
  body: string
  /** The socket was closed by the server. */
  closed: boolean
}

/** Writes `parts` to a raw socket (each after `gapMs`), and reads whatever the server answers until it closes or NO_ANSWER_MS pass. */
function rawRequest(server: TestServer, parts: string[], gapMs = 0): Promise<RawAnswer> {
  const { port } = new URL(server.url)
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), "127.0.0.1")
    let received = ""
    const timers: NodeJS.Timeout[] = []
    const finish = (closed: boolean) => {
      timers.forEach(clearTimeout)
      socket.destroy()
      const [head, ...rest] = received.split("\r\n\r\n")
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0)
      resolve({ status, body: rest.join("\r\n\r\n"), closed })
    }
    socket.on("data", (chunk) => (received += chunk.toString("utf8")))
    socket.on("end", () => finish(true))
    socket.on("error", reject)
    parts.forEach((part, i) => timers.push(setTimeout(() => socket.writable && socket.write(part), i * gapMs)))
    timers.push(setTimeout(() => finish(false), NO_ANSWER_MS))
  })
}

/** A request head for `path` with `headers`. */
const head = (server: TestServer, method: string, path: string, headers: Record<string, string>) =>
  [
    `${method} ${path} HTTP/1.1`,
    `Host: 127.0.0.1`,
    `apikey: ${server.anonKey}`,
    ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`),
    "",
    "",
  ].join("\r\n")

/** The JSON body of an answer that may be chunked. */
function jsonOf(answer: RawAnswer): unknown {
  const start = answer.body.indexOf("{")
  return JSON.parse(answer.body.slice(start, answer.body.lastIndexOf("}") + 1))
}

describe("slow or truncated requests over HTTP", () => {
  let t: TestServer
  beforeAll(async () => {
    t = await startTestServer({
      http: true,
      httpTimeouts: { headersMs: HEADERS_MS },
      bodyDeadlines: { idleMs: IDLE_MS, rateGraceMs: 1_000, minBytesPerSecond: 1_000 },
    })
  })
  afterAll(async () => {
    await t?.close()
  })

  it("answers a REST body shorter than its Content-Length with PostgREST's 408", async () => {
    const answer = await rawRequest(t, [
      head(t, "POST", "/rest/v1/site_settings", { "Content-Type": "application/json", "Content-Length": "100" }) + '{"key":',
    ])
    expect(answer.status).toBe(408)
    expect(jsonOf(answer)).toMatchObject({ code: "PGRST408", message: expect.stringMatching(/request body/i) })
  })

  it("answers an auth body that stops arriving with GoTrue's 408 request_timeout", async () => {
    const answer = await rawRequest(t, [
      head(t, "POST", "/auth/v1/token?grant_type=password", {
        "Content-Type": "application/json",
        "Content-Length": "60",
        "X-Supabase-Api-Version": API_VERSION_2024,
      }) + '{"email":"a@',
    ])
    expect(answer.status).toBe(408)
    expect(jsonOf(answer)).toMatchObject({ code: "request_timeout" })
  })

  it("answers a chunked upload that stalls with storage's 408, and stores nothing", async () => {
    const answer = await rawRequest(t, [
      head(t, "POST", "/storage/v1/object/uploads/forms/stalled.txt", {
        Authorization: `Bearer ${t.anonKey}`,
        "Content-Type": "text/plain",
        "Transfer-Encoding": "chunked",
      }) + "5\r\nhello\r\n",
    ])
    expect(answer.status).toBe(408)
    expect(jsonOf(answer)).toMatchObject({ statusCode: "408", code: "RequestTimeout" })
    const exists = await t.client({ key: t.serviceRoleKey }).storage.from("uploads").exists("forms/stalled.txt")
    expect(exists.data).toBe(false)
  })

  it("answers a lead submission whose body stops arriving with the functions gateway's 408, not as a malformed form", async () => {
    const answer = await rawRequest(t, [
      head(t, "POST", "/functions/v1/submit-lead", {
        Authorization: `Bearer ${t.anonKey}`,
        "Content-Type": "application/json",
        "Content-Length": "200",
      }) + '{"type":"contact","fields":{',
    ])
    expect(answer.status).toBe(408)
    expect(jsonOf(answer)).toMatchObject({ code: "REQUEST_TIMEOUT", message: expect.stringMatching(/request body/i) })
  })

  it("answers a body that trickles in below the minimum rate with 408", async () => {
    // One byte every three quarters of the idle deadline: never idle for long, far too slow on average.
    const bytes = Array.from({ length: 12 }, () => "x")
    const answer = await rawRequest(
      t,
      [head(t, "POST", "/rest/v1/site_settings", { "Content-Type": "application/json", "Content-Length": "100" }), ...bytes],
      (IDLE_MS * 3) / 4,
    )
    expect(answer.status).toBe(408)
    expect(jsonOf(answer)).toMatchObject({ code: "PGRST408" })
  })

  it("answers headers that never finish with 408 and closes the connection", async () => {
    const answer = await rawRequest(t, ["GET /rest/v1/site_settings HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: "])
    expect(answer.status).toBe(408)
    expect(answer.closed).toBe(true)
  })

  it("still answers requests that arrive in time", async () => {
    const res = await fetch(`${t.url}/rest/v1/site_settings?select=key&limit=1`, { headers: { apikey: t.anonKey } })
    expect(res.status).toBe(200)
  })
})

describe("the HTTP deadlines by default", () => {
  it("are docs/security.md's: headers within 20 s, a request within an hour, a body pausing 15 s at most and averaging 16 KiB/s after 15 s", () => {
    expect(HTTP_TIMEOUTS).toEqual({ headersMs: 20_000, requestMs: 3_600_000 })
    expect(BODY_DEADLINES).toEqual({ idleMs: 15_000, minBytesPerSecond: 16_384, rateGraceMs: 15_000 })
  })

  it("leave room for the largest upload at the minimum rate", () => {
    expect((DEFAULT_GLOBAL_FILE_SIZE_LIMIT / BODY_DEADLINES.minBytesPerSecond) * 1000 + BODY_DEADLINES.rateGraceMs).toBeLessThan(
      HTTP_TIMEOUTS.requestMs,
    )
  })
})
