import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startTestServer, type TestServer } from "../testing/harness"
import { newEmail, PASSWORD } from "./test-support"

let t: TestServer
beforeAll(async () => {
  t = await startTestServer({
    config: {
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
    },
  })
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
