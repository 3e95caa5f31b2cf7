import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { ServerConfig } from "../config"
import { startTestServer, type TestServer } from "../testing/harness"
import { newEmail, PASSWORD } from "./test-support"

const LIMITED: Partial<ServerConfig> = {
  rateLimits: true,
  auth: {
    emailMaxFrequencySeconds: 60,
    rateLimits: {
      signIn: { max: 3, windowSeconds: 300 },
      otp: { max: 2, windowSeconds: 300 },
      recover: { max: 2, windowSeconds: 300 },
      verify: { max: 3, windowSeconds: 300 },
    },
  },
}

let t: TestServer
beforeAll(async () => {
  t = await startTestServer({ config: LIMITED })
})
afterAll(async () => {
  await t?.close()
})

let nextIp = 1
/** A client whose requests come from an address of its own (in-process requests carry X-Forwarded-For). */
function clientFromNewIp() {
  return t.client({ headers: { "x-forwarded-for": `10.0.0.${nextIp++}` } })
}

describe("per-IP rate limits", () => {
  it("answers the 4th sign-in attempt in the window with 429 over_request_rate_limit", async () => {
    const client = clientFromNewIp()
    for (let i = 0; i < 3; i++) {
      expect((await client.auth.signInWithPassword({ email: newEmail(), password: PASSWORD })).error?.status).toBe(400)
    }
    const { error } = await client.auth.signInWithPassword({ email: newEmail(), password: PASSWORD })
    expect(error).toMatchObject({ status: 429, code: "over_request_rate_limit" })
    // Another address is not affected.
    expect((await clientFromNewIp().auth.signInWithPassword({ email: newEmail(), password: PASSWORD })).error?.status).toBe(400)
  })

  it("counts sign-ups with sign-ins", async () => {
    const client = clientFromNewIp()
    for (let i = 0; i < 3; i++) expect((await client.auth.signUp({ email: newEmail(), password: PASSWORD })).error).toBeNull()
    expect((await client.auth.signUp({ email: newEmail(), password: PASSWORD })).error).toMatchObject({
      status: 429,
      code: "over_request_rate_limit",
    })
  })

  it("limits one-time-code requests", async () => {
    const client = clientFromNewIp()
    for (let i = 0; i < 2; i++) expect((await client.auth.signInWithOtp({ email: newEmail() })).error).toBeNull()
    expect((await client.auth.signInWithOtp({ email: newEmail() })).error).toMatchObject({ status: 429, code: "over_request_rate_limit" })
  })

  it("limits recovery requests", async () => {
    const client = clientFromNewIp()
    for (let i = 0; i < 2; i++) expect((await client.auth.resetPasswordForEmail(newEmail())).error).toBeNull()
    expect((await client.auth.resetPasswordForEmail(newEmail())).error).toMatchObject({ status: 429, code: "over_request_rate_limit" })
  })

  it("limits code verification, so six digits cannot be guessed", async () => {
    const client = clientFromNewIp()
    const email = newEmail()
    for (let i = 0; i < 3; i++) expect((await client.auth.verifyOtp({ email, token: "123456", type: "email" })).error?.status).toBe(403)
    expect((await client.auth.verifyOtp({ email, token: "123456", type: "email" })).error).toMatchObject({ status: 429 })
  })
})

describe("mail frequency per user", () => {
  it("refuses a second recovery mail within max_frequency with 429 over_email_send_rate_limit", async () => {
    const email = newEmail()
    await clientFromNewIp().auth.signUp({ email, password: PASSWORD })
    expect((await clientFromNewIp().auth.resetPasswordForEmail(email)).error).toBeNull()
    const { error } = await clientFromNewIp().auth.resetPasswordForEmail(email)
    expect(error).toMatchObject({ status: 429, code: "over_email_send_rate_limit" })
    expect(error!.message).toMatch(/^For security purposes, you can only request this after \d+ seconds\.$/)
  })
})

describe("per-IP rate limits over a real socket", () => {
  let direct: TestServer
  let proxied: TestServer
  beforeAll(async () => {
    direct = await startTestServer({ http: true, config: LIMITED })
    proxied = await startTestServer({ http: true, config: { ...LIMITED, trustedProxies: ["127.0.0.1"] } })
  })
  afterAll(async () => {
    await direct?.close()
    await proxied?.close()
  })

  /** One failed sign-in over HTTP, claiming to come from `forwardedFor`. */
  async function signIn(server: TestServer, forwardedFor?: string): Promise<number> {
    const res = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
      method: "POST",
      headers: {
        apikey: server.anonKey,
        "Content-Type": "application/json",
        ...(forwardedFor ? { "X-Forwarded-For": forwardedFor } : {}),
      },
      body: JSON.stringify({ email: newEmail(), password: PASSWORD }),
    })
    return res.status
  }

  it("cannot be reset with a spoofed X-Forwarded-For when no proxy is trusted", async () => {
    const statuses: number[] = []
    for (let i = 0; i < 4; i++) statuses.push(await signIn(direct, `198.51.100.${i + 1}`))
    expect(statuses).toEqual([400, 400, 400, 429])
  })

  it("counts the address a trusted proxy forwards for, and ignores what the client prepended", async () => {
    const statuses: number[] = []
    for (let i = 0; i < 4; i++) statuses.push(await signIn(proxied, `203.0.113.${i + 1}, 198.51.100.77`))
    expect(statuses).toEqual([400, 400, 400, 429])
    // Another client behind the same proxy has its own count.
    expect(await signIn(proxied, "198.51.100.78")).toBe(400)
  })
})

describe("per-IP rate limits switched off", () => {
  let unlimited: TestServer
  beforeAll(async () => {
    unlimited = await startTestServer({ config: { ...LIMITED, rateLimits: false } })
  })
  afterAll(async () => {
    await unlimited?.close()
  })

  it("answers every sign-in attempt past the configured max with its own error, never 429", async () => {
    const client = unlimited.client({ headers: { "x-forwarded-for": "10.0.1.1" } })
    for (let i = 0; i < 5; i++) {
      expect((await client.auth.signInWithPassword({ email: newEmail(), password: PASSWORD })).error?.status).toBe(400)
    }
  })
})
