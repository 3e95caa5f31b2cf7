import crypto from "node:crypto"
import http from "node:http"
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest"
import { apiKeys } from "./jwt"
import {
  emptyDataDirectory,
  migratedDataDirectory,
  startServerProcess,
  stopServerProcesses,
  waitForOutput,
  type ServerProcess,
} from "./testing/server-process"

/** How long a request to a live server may take here (a server that hangs never answers). */
const REQUEST_DEADLINE_MS = 10_000

const startServer = (dataDir: string, jwtSecret: string) => startServerProcess({ dataDir, jwtSecret })

describe("the server process", () => {
  afterEach(stopServerProcesses)

  it("starts on an empty DATA_DIR, loses no acknowledged row when killed with SIGKILL mid-write, and opens again", async () => {
    const dataDir = emptyDataDirectory()
    const secret = crypto.randomBytes(32).toString("hex")
    const { serviceRoleKey } = await apiKeys(secret)
    const headers = { apikey: serviceRoleKey, Authorization: `Bearer ${serviceRoleKey}`, "Content-Type": "application/json" }
    const first = await startServer(dataDir, secret)

    const acknowledged: string[] = []
    let stop = false
    // Four writers keep inserts in flight while the process is killed.
    const writer = async (w: number) => {
      for (let i = 0; !stop; i++) {
        const key = `crash-${w}-${i}`
        try {
          const res = await fetch(`http://127.0.0.1:${first.port}/rest/v1/site_settings`, {
            method: "POST",
            headers,
            body: JSON.stringify({ key, value: { i } }),
          })
          if (res.status === 201) acknowledged.push(key)
        } catch {
          return
        }
      }
    }
    const writers = [0, 1, 2, 3].map(writer)
    while (acknowledged.length < 40) await new Promise((r) => setTimeout(r, 10))
    first.child.kill("SIGKILL")
    await first.exited
    stop = true
    await Promise.all(writers)

    const second = await startServer(dataDir, secret)
    const res = await fetch(`http://127.0.0.1:${second.port}/rest/v1/site_settings?select=key&key=like.crash-*`, { headers })
    expect(res.status).toBe(200)
    const stored = new Set(((await res.json()) as { key: string }[]).map((r) => r.key))
    expect(acknowledged.filter((k) => !stored.has(k))).toEqual([])
    // And it still takes writes.
    const after = await fetch(`http://127.0.0.1:${second.port}/rest/v1/site_settings`, {
      method: "POST",
      headers,
      body: JSON.stringify({ key: "after-crash", value: true }),
    })
    expect(after.status).toBe(201)
    second.child.kill("SIGTERM")
    expect(await second.exited).toBe(0)
  }, 300_000)

  it("finishes an in-flight request on SIGTERM, then exits 0", async () => {
    const dataDir = await migratedDataDirectory()
    const secret = crypto.randomBytes(32).toString("hex")
    const { serviceRoleKey } = await apiKeys(secret)
    const server = await startServer(dataDir, secret)

    const body = JSON.stringify({ key: "in-flight", value: { ok: true } })
    let inFlight!: http.ClientRequest
    const response = new Promise<{ status: number; text: string }>((resolve, reject) => {
      inFlight = http.request(
        {
          host: "127.0.0.1",
          port: server.port,
          path: "/rest/v1/site_settings",
          method: "POST",
          headers: {
            apikey: serviceRoleKey,
            Authorization: `Bearer ${serviceRoleKey}`,
            "Content-Type": "application/json",
            Prefer: "return=representation",
            "Content-Length": Buffer.byteLength(body),
            // The server answers 100 Continue once it has taken the request up: the cue that it is in flight.
            Expect: "100-continue",
          },
        },
        (res) => {
          let text = ""
          res.on("data", (d) => (text += d))
          res.on("end", () => resolve({ status: res.statusCode!, text }))
        },
      )
      inFlight.on("error", reject)
      inFlight.flushHeaders()
    })
    await new Promise((resolve) => inFlight.once("continue", resolve))
    // Half the body before SIGTERM and the rest once the server says it is shutting down.
    inFlight.write(body.slice(0, 10))
    server.child.kill("SIGTERM")
    await waitForOutput(server, /SIGTERM: finishing in-flight requests/)
    inFlight.end(body.slice(10))
    const result = await response
    expect(result.status).toBe(201)
    expect(JSON.parse(result.text)).toEqual([expect.objectContaining({ key: "in-flight", value: { ok: true } })])
    expect(await server.exited).toBe(0)
    expect(server.output()).toContain("stopped cleanly")
  }, 120_000)

  it("keeps answering once nobody reads its output, and still stops on SIGTERM", async () => {
    const secret = crypto.randomBytes(32).toString("hex")
    const { anonKey } = await apiKeys(secret)
    const server = await startServer(await migratedDataDirectory(), secret)
    // The reader goes away (a closed terminal, `npm start | head`): every later log line meets a closed pipe.
    server.child.stdout!.destroy()
    server.child.stderr!.destroy()

    const read = await fetch(`http://127.0.0.1:${server.port}/rest/v1/site_settings?select=key&key=eq.logos`, {
      headers: { apikey: anonKey },
      signal: AbortSignal.timeout(REQUEST_DEADLINE_MS),
    })
    expect(read.status).toBe(200)
    // Shutting down logs a line, into the closed pipe.
    server.child.kill("SIGTERM")
    const deadline = new Promise<string>((resolve) => setTimeout(() => resolve("still running 20 s after SIGTERM"), 20_000))
    expect(await Promise.race([server.exited, deadline])).toBe(0)
  }, 120_000)
})

const mailbox = (port: number, headers: Record<string, string> = {}) =>
  fetch(`http://127.0.0.1:${port}/_dev/mail.json`, { headers, signal: AbortSignal.timeout(REQUEST_DEADLINE_MS) })

describe("a running server", () => {
  // These tests only observe a server that runs (what it answers, what it logs), so they share one:
  // a start took some 17 s of the CI's node job. Start-up from empty, SIGKILL and SIGTERM each keep their own above.
  let server: ServerProcess
  let anonKey: string
  beforeAll(async () => {
    const secret = crypto.randomBytes(32).toString("hex")
    anonKey = (await apiKeys(secret)).anonKey
    server = await startServer(await migratedDataDirectory(), secret)
  }, 120_000)
  afterAll(stopServerProcesses)

  it("in a local setup, answers this machine on the local mailbox but not what a reverse proxy here forwards, and says why in the log", async () => {
    expect(server.output()).toMatch(/mailbox: +http:\/\/localhost:\d+\/_dev\/mail \(to this machine only/)
    // A new user reads the address, the mailbox and where the keys are; no key is printed.
    expect(server.output()).toMatch(/API keys: +npm run keys/)
    expect(server.output()).not.toMatch(/eyJ[\w-]+\.eyJ/)

    expect((await mailbox(server.port)).status).toBe(200)
    // nginx or Caddy on this machine, not in TRUSTED_PROXIES: every visitor's peer is 127.0.0.1.
    const forwarded = await mailbox(server.port, { "X-Forwarded-For": "203.0.113.9", "X-Real-IP": "203.0.113.9" })
    expect(forwarded.status).toBe(404)
    await expect
      .poll(server.output, { timeout: REQUEST_DEADLINE_MS })
      .toMatch(/requests from 127\.0\.0\.1 carry x-forwarded-for, but 127\.0\.0\.1 is not in TRUSTED_PROXIES/)
    expect(server.output()).toContain("set TRUSTED_PROXIES=127.0.0.1")
  })

  it("keeps answering after a JSON path hundreds of steps deep and a NUL in a bucket name, on the embedded database", async () => {
    const base = `http://127.0.0.1:${server.port}`
    const headers = { apikey: anonKey }
    // A hung server never answers: each request gets a deadline instead of waiting forever.
    const get = (path: string) => fetch(`${base}${path}`, { headers, signal: AbortSignal.timeout(REQUEST_DEADLINE_MS) })

    const deep = await get(`/rest/v1/site_settings?value${"->a".repeat(400)}->b=eq.1`)
    expect(deep.status).toBe(400)
    expect(await deep.json()).toMatchObject({ code: "PGRST100" })
    const nul = await get("/storage/v1/bucket/a%00b")
    expect(nul.status).toBe(400)
    const after = await get("/rest/v1/site_settings?select=key&limit=1")
    expect(after.status).toBe(200)
  })
})

describe("the local mailbox of a server for the public site", () => {
  afterEach(stopServerProcesses)

  it("is not served at all when SITE_URL is the public site, unless DEV_MAILBOX=on", async () => {
    const jwtSecret = crypto.randomBytes(32).toString("hex")
    const hosted = await startServerProcess({
      dataDir: await migratedDataDirectory(),
      jwtSecret,
      env: { SITE_URL: "https://www.nordika.test" },
    })
    expect(hosted.output()).toContain("mailbox:      not served (SITE_URL is not this machine; DEV_MAILBOX=on serves it")
    expect((await mailbox(hosted.port)).status).toBe(404)

    const explicit = await startServerProcess({
      dataDir: await migratedDataDirectory(),
      jwtSecret,
      env: { SITE_URL: "https://www.nordika.test", DEV_MAILBOX: "on" },
    })
    expect((await mailbox(explicit.port)).status).toBe(200)
  }, 120_000)
})
