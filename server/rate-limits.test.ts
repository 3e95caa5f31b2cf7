import crypto from "node:crypto"
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest"
import { apiKeys } from "./jwt"
import { signedStartToken } from "./testing/lead-start-tokens"
import { startTestServer, type TestServer } from "./testing/harness"
import { migratedDataDirectory, startServerProcess, stopServerProcesses, type ServerProcess } from "./testing/server-process"

/** The per-IP limits of docs/security.md: each action, one request of it, and what it answers while under the limit. */
const AUTH_LIMITS = [
  {
    action: "password sign-in",
    path: "/auth/v1/token?grant_type=password",
    body: () => ({ email: newEmail(), password: "not the password" }),
    underLimit: 400,
  },
  { action: "one-time code", path: "/auth/v1/otp", body: () => ({ email: newEmail(), create_user: false }), underLimit: 422 },
  { action: "recovery", path: "/auth/v1/recover", body: () => ({ email: newEmail() }), underLimit: 200 },
  {
    action: "code verification",
    path: "/auth/v1/verify",
    body: () => ({ type: "email", email: newEmail(), token: "123456" }),
    underLimit: 403,
  },
]

const newEmail = () => `limit-${crypto.randomUUID()}@example.test`

/** Signed when the server starts (with its key), so older than the minimum fill time when sent. */
let contactStartToken = ""

const leadSubmission = () => ({
  type: "contact",
  submissionId: crypto.randomUUID(),
  startToken: contactStartToken,
  website: "",
  pagePath: "/contact",
  fields: { name: "Rita", email: "rita@example.test", message: "Hello", consent: true },
})

describe("rate limits of a server started without RATE_LIMITS, as `npm start` runs it, over a real socket", () => {
  let server: ServerProcess
  let anonKey: string
  beforeAll(async () => {
    const jwtSecret = crypto.randomBytes(32).toString("hex")
    const keys = await apiKeys(jwtSecret)
    anonKey = keys.anonKey
    contactStartToken = await signedStartToken(keys.serviceRoleKey, "contact", 10_000)
    server = await startServerProcess({ dataDir: await migratedDataDirectory(), jwtSecret, env: { RATE_LIMITS: undefined } })
  }, 120_000)
  afterAll(stopServerProcesses)

  const post = (path: string, body: unknown) =>
    fetch(`http://127.0.0.1:${server.port}${path}`, {
      method: "POST",
      headers: {
        apikey: anonKey,
        Authorization: `Bearer ${anonKey}`,
        "Content-Type": "application/json",
        "X-Supabase-Api-Version": "2024-01-01",
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    })

  it.each(AUTH_LIMITS)(
    "let one address make 30 $action requests, and answer the 31st 429 over_request_rate_limit",
    async ({ path, body, underLimit }) => {
      for (let i = 0; i < 30; i++) expect((await post(path, body())).status, `request ${i + 1}`).toBe(underLimit)
      const limited = await post(path, body())
      expect(limited.status).toBe(429)
      expect(await limited.json()).toMatchObject({ code: "over_request_rate_limit" })
    },
  )

  it("let one address send 5 leads, and answer the 6th 429 rate_limited", async () => {
    for (let i = 0; i < 5; i++) expect((await post("/functions/v1/submit-lead", leadSubmission())).status, `lead ${i + 1}`).toBe(200)
    const limited = await post("/functions/v1/submit-lead", leadSubmission())
    expect(limited.status).toBe(429)
    expect(await limited.json()).toMatchObject({ error: { code: "rate_limited" } })
  })
})

describe("the window of each default auth limit", () => {
  let t: TestServer
  beforeAll(async () => {
    // Rate limits on, with no numbers of the test's own: the server's defaults.
    t = await startTestServer({ config: { rateLimits: true } })
  })
  afterAll(async () => {
    await t?.close()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  let nextIp = 1
  it.each(AUTH_LIMITS)(
    "is 300 s for $action: still refused 299 s after the first request, let through after 301 s",
    async ({ path, body, underLimit }) => {
      vi.useFakeTimers({ toFake: ["Date"] })
      const start = Date.now()
      const ip = `10.1.0.${nextIp++}`
      const send = async () =>
        (
          await t.fetch(`${t.url}${path}`, {
            method: "POST",
            headers: { apikey: t.anonKey, "Content-Type": "application/json", "X-Forwarded-For": ip },
            body: JSON.stringify(body()),
          })
        ).status
      for (let i = 0; i < 30; i++) expect(await send()).toBe(underLimit)
      expect(await send()).toBe(429)
      vi.setSystemTime(start + 299_000)
      expect(await send()).toBe(429)
      vi.setSystemTime(start + 301_000)
      expect(await send()).toBe(underLimit)
    },
  )
})
