import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { decodeJwt } from "jose"
import { generate } from "otplib"
import { startTestServer, type TestServer } from "../testing/harness"
import { newEmail, PASSWORD, totpCode } from "./test-support"

/**
 * What a TOTP challenge is good for: one answer, from the address that asked for it, within five
 * minutes, with a code of now or of the step before. mfa.test.ts shows the flow itself.
 */

let t: TestServer
beforeAll(async () => {
  t = await startTestServer()
})
afterAll(async () => {
  await t?.close()
})

/** A signed-up user at `ip` (in-process, X-Forwarded-For is where a request comes from) with an unverified TOTP factor and a challenge of it. */
async function challenged(ip = "203.0.113.10") {
  const client = t.client({ headers: { "x-forwarded-for": ip } })
  expect((await client.auth.signUp({ email: newEmail("mfa-verify"), password: PASSWORD })).error).toBeNull()
  const { data: factor } = await client.auth.mfa.enroll({ factorType: "totp" })
  const { data: challenge } = await client.auth.mfa.challenge({ factorId: factor!.id })
  const token = (await client.auth.getSession()).data.session!.access_token
  return { client, factor: factor!, challengeId: challenge!.id, token }
}

/** POST /factors/:id/verify as auth-js sends it, from `ip`. */
async function verify(token: string, factorId: string, body: Record<string, unknown>, ip = "203.0.113.10") {
  const res = await t.fetch(`${t.url}/auth/v1/factors/${factorId}/verify`, {
    method: "POST",
    headers: { apikey: t.anonKey, Authorization: `Bearer ${token}`, "Content-Type": "application/json", "x-forwarded-for": ip },
    body: JSON.stringify(body),
  })
  return { status: res.status, body: (await res.json()) as Record<string, unknown> }
}

describe("a TOTP challenge", () => {
  it("is answered once: the same challenge with a good code again is 422 mfa_factor_not_found", async () => {
    const { factor, challengeId, token } = await challenged()
    const code = await totpCode(factor.totp.secret)
    expect((await verify(token, factor.id, { challenge_id: challengeId, code })).status).toBe(200)
    expect(await verify(token, factor.id, { challenge_id: challengeId, code })).toEqual({
      status: 422,
      body: expect.objectContaining({ error_code: "mfa_factor_not_found", msg: "MFA factor with the provided challenge ID not found" }),
    })
  })

  it("is answered from the address that asked for it: another one gets 422 mfa_ip_address_mismatch, and the challenge still holds", async () => {
    const { factor, challengeId, token } = await challenged("203.0.113.20")
    const code = await totpCode(factor.totp.secret)
    expect(await verify(token, factor.id, { challenge_id: challengeId, code }, "198.51.100.7")).toEqual({
      status: 422,
      body: expect.objectContaining({ error_code: "mfa_ip_address_mismatch", msg: "Challenge and verify IP addresses mismatch." }),
    })
    expect((await verify(token, factor.id, { challenge_id: challengeId, code }, "203.0.113.20")).status).toBe(200)
  })

  it("is still good at 4 minutes 50 seconds", async () => {
    const { factor, challengeId, token } = await challenged()
    await t.db.query("update auth.mfa_challenges set created_at = now() - interval '290 seconds' where id = $1", [challengeId])
    const code = await totpCode(factor.totp.secret)
    expect((await verify(token, factor.id, { challenge_id: challengeId, code })).status).toBe(200)
  })

  it("expires after five minutes: 422 mfa_challenge_expired, and the expired challenge is gone", async () => {
    const { factor, challengeId, token } = await challenged()
    await t.db.query("update auth.mfa_challenges set created_at = now() - interval '301 seconds' where id = $1", [challengeId])
    const code = await totpCode(factor.totp.secret)
    expect(await verify(token, factor.id, { challenge_id: challengeId, code })).toEqual({
      status: 422,
      body: expect.objectContaining({
        error_code: "mfa_challenge_expired",
        msg: `MFA challenge ${challengeId} has expired, verify against another challenge or create a new challenge.`,
      }),
    })
    expect((await verify(token, factor.id, { challenge_id: challengeId, code })).body).toMatchObject({ error_code: "mfa_factor_not_found" })
  })

  it("that is unknown, not a UUID or of an unknown factor is 422 or 404 mfa_factor_not_found, never a 500", async () => {
    const { factor, challengeId, token } = await challenged()
    const code = await totpCode(factor.totp.secret)
    for (const unknown of [crypto.randomUUID(), "not-a-uuid", "00000000-0000-0000-0000-000000000000"]) {
      expect(await verify(token, factor.id, { challenge_id: unknown, code }), unknown).toEqual({
        status: 422,
        body: expect.objectContaining({ error_code: "mfa_factor_not_found", msg: "MFA factor with the provided challenge ID not found" }),
      })
    }
    expect(await verify(token, crypto.randomUUID(), { challenge_id: challengeId, code })).toEqual({
      status: 404,
      body: expect.objectContaining({ error_code: "mfa_factor_not_found", msg: "Factor not found" }),
    })
  })

  it("takes the code of the previous 30-second step, not of the one before it, and a refused code leaves the challenge open", async () => {
    const { factor, challengeId, token } = await challenged()
    const at = (secondsAgo: number) => generate({ secret: factor.totp.secret, epoch: Math.floor(Date.now() / 1000) - secondsAgo })
    expect((await verify(token, factor.id, { challenge_id: challengeId, code: await at(60) })).body).toMatchObject({
      error_code: "mfa_verification_failed",
    })
    expect((await verify(token, factor.id, { challenge_id: challengeId, code: await at(30) })).status).toBe(200)
  })

  it("needs a challenge_id and a code: without either it is 400 validation_failed", async () => {
    const { factor, challengeId, token } = await challenged()
    for (const body of [{ challenge_id: challengeId }, { code: "123456" }, { challenge_id: challengeId, code: "" }]) {
      expect(await verify(token, factor.id, body), JSON.stringify(body)).toEqual({
        status: 400,
        body: expect.objectContaining({ error_code: "validation_failed", msg: "challenge_id and code are required" }),
      })
    }
  })

  it("refuses a code that is not six digits, even one that holds the right six", async () => {
    const { factor, challengeId, token } = await challenged()
    const code = await totpCode(factor.totp.secret)
    for (const wrong of [`${code}0`, `0${code}`, code.slice(1)]) {
      expect((await verify(token, factor.id, { challenge_id: challengeId, code: wrong })).body, wrong).toMatchObject({
        error_code: "mfa_verification_failed",
      })
    }
  })
})

describe("verifying a TOTP factor", () => {
  it("removes the user's other unverified TOTP factors and leaves the verified one", async () => {
    const { client, factor, challengeId, token } = await challenged()
    const { data: other } = await client.auth.mfa.enroll({ factorType: "totp", friendlyName: "Second try" })
    expect(other).not.toBeNull()
    const verified = await verify(token, factor.id, { challenge_id: challengeId, code: await totpCode(factor.totp.secret) })
    expect(verified.status).toBe(200)
    expect(decodeJwt(verified.body.access_token as string).aal).toBe("aal2")
    const admin = t.client({ key: t.serviceRoleKey }).auth.admin.mfa
    const { data } = await admin.listFactors({ userId: decodeJwt(token).sub! })
    expect(data!.factors.map((f) => [f.id, f.status])).toEqual([[factor.id, "verified"]])
  })
})

describe("a session's refresh token at a verification", () => {
  /** POST /token?grant_type=refresh_token as auth-js sends it. */
  async function refresh(refreshToken: string) {
    const res = await t.fetch(`${t.url}/auth/v1/token?grant_type=refresh_token`, {
      method: "POST",
      headers: { apikey: t.anonKey, "Content-Type": "application/json" },
      body: JSON.stringify({ refresh_token: refreshToken }),
    })
    return { status: res.status, body: (await res.json()) as Record<string, unknown> }
  }

  it("is revoked: the one from before hands back the verified session's token at aal2 (a client that lost the answer)", async () => {
    const { client, factor, challengeId, token } = await challenged()
    const before = (await client.auth.getSession()).data.session!.refresh_token
    const verified = await verify(token, factor.id, { challenge_id: challengeId, code: await totpCode(factor.totp.secret) })
    expect(verified.status).toBe(200)
    expect(verified.body.refresh_token).toMatch(/^[A-Za-z0-9_-]{22}$/)
    expect(verified.body.refresh_token).not.toBe(before)
    const replayed = await refresh(before)
    expect(replayed.status).toBe(200)
    expect(replayed.body.refresh_token).toBe(verified.body.refresh_token)
    expect(decodeJwt(replayed.body.access_token as string).aal).toBe("aal2")
  })

  it("does not bring back a session whose refresh tokens were revoked as reused: the new one is refused with 400 session_expired", async () => {
    const { factor, challengeId, token } = await challenged()
    const sessionId = decodeJwt(token).session_id
    await t.db.query("update auth.refresh_tokens set revoked = true where session_id = $1", [sessionId])
    await t.db.query("update auth.sessions set not_after = now() where id = $1", [sessionId])
    const verified = await verify(token, factor.id, { challenge_id: challengeId, code: await totpCode(factor.totp.secret) })
    expect(verified.status).toBe(200)
    expect(await refresh(verified.body.refresh_token as string)).toEqual({
      status: 400,
      body: expect.objectContaining({ error_code: "session_expired", msg: "Invalid Refresh Token: Session Expired" }),
    })
  })
})

describe("the audit log of a verification", () => {
  /** A user's verification_attempted entries, oldest first. */
  async function verificationsOf(userId: string) {
    const { rows } = await t.db.query<{ payload: { traits: Record<string, unknown> }; ip_address: string }>(
      `select payload, ip_address from auth.audit_log_entries
       where payload ->> 'action' = 'verification_attempted' and payload ->> 'actor_id' = $1 order by created_at`,
      [userId],
    )
    return rows.map((row) => ({ traits: row.payload.traits, ip: row.ip_address }))
  }

  it("names the factor, the challenge, totp and the level it started from (aal1, then aal2 for a second app), from the caller's address", async () => {
    const { client, factor, challengeId, token } = await challenged("203.0.113.21")
    const code = await totpCode(factor.totp.secret)
    expect((await client.auth.mfa.verify({ factorId: factor.id, challengeId, code })).error).toBeNull()
    const { data: second } = await client.auth.mfa.enroll({ factorType: "totp", friendlyName: "Tablet" })
    const { data: challenge } = await client.auth.mfa.challenge({ factorId: second!.id })
    const secondCode = await totpCode(second!.totp.secret)
    expect((await client.auth.mfa.verify({ factorId: second!.id, challengeId: challenge!.id, code: secondCode })).error).toBeNull()
    expect(await verificationsOf(decodeJwt(token).sub!)).toEqual([
      { traits: { factor_id: factor.id, challenge_id: challengeId, factor_type: "totp", from_aal: "aal1" }, ip: "203.0.113.21" },
      { traits: { factor_id: second!.id, challenge_id: challenge!.id, factor_type: "totp", from_aal: "aal2" }, ip: "203.0.113.21" },
    ])
  })

  it("records an empty address for a request that has none (in-process, nothing forwarded)", async () => {
    const client = t.client()
    expect((await client.auth.signUp({ email: newEmail("mfa-verify"), password: PASSWORD })).error).toBeNull()
    const { data: factor } = await client.auth.mfa.enroll({ factorType: "totp" })
    const { data: challenge } = await client.auth.mfa.challenge({ factorId: factor!.id })
    const code = await totpCode(factor!.totp.secret)
    expect((await client.auth.mfa.verify({ factorId: factor!.id, challengeId: challenge!.id, code })).error).toBeNull()
    const userId = (await client.auth.getUser()).data.user!.id
    expect((await verificationsOf(userId)).map((entry) => entry.ip)).toEqual([""])
  })
})
