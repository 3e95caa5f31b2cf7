import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { decodeJwt } from "jose"
import type { AuthChangeEvent, SupabaseClient } from "@supabase/supabase-js"
import { startTestServer, type TestServer } from "../testing/harness"
import { newEmail, PASSWORD, totpCode } from "./test-support"

let t: TestServer
beforeAll(async () => {
  t = await startTestServer({ http: true })
})
afterAll(async () => {
  await t?.close()
})

async function signedIn(http = false) {
  const email = newEmail()
  const client = t.client({ http })
  const { error } = await client.auth.signUp({ email, password: PASSWORD })
  expect(error).toBeNull()
  return { client, email }
}

/** Enrolls a TOTP factor and verifies it, leaving the client's session at aal2. */
async function withVerifiedFactor(client: SupabaseClient, friendlyName = "Phone") {
  const { data: factor, error } = await client.auth.mfa.enroll({ factorType: "totp", friendlyName })
  expect(error).toBeNull()
  const { data: challenge } = await client.auth.mfa.challenge({ factorId: factor!.id })
  const verified = await client.auth.mfa.verify({
    factorId: factor!.id,
    challengeId: challenge!.id,
    code: await totpCode(factor!.totp.secret),
  })
  expect(verified.error).toBeNull()
  return factor!
}

describe.each([
  { transport: "in-process fetch", http: false },
  { transport: "HTTP", http: true },
])("TOTP enrolment and verification over $transport", ({ http }) => {
  it("enrolls a factor with a QR code (SVG data URI), secret and otpauth URI", async () => {
    const { client, email } = await signedIn(http)
    const { data, error } = await client.auth.mfa.enroll({ factorType: "totp", friendlyName: "Work phone", issuer: "Nordika" })
    expect(error).toBeNull()
    expect(data).toMatchObject({ type: "totp", friendly_name: "Work phone" })
    expect(data!.totp.secret).toMatch(/^[A-Z2-7]+=*$/)
    expect(data!.totp.uri).toBe(
      `otpauth://totp/Nordika:${encodeURIComponent(email)}?algorithm=SHA1&digits=6&issuer=Nordika&period=30&secret=${data!.totp.secret}`,
    )
    expect(data!.totp.qr_code.startsWith("data:image/svg+xml;utf-8,<?xml")).toBe(true)
    expect(data!.totp.qr_code).toContain("<svg")
    expect(data!.totp.qr_code).not.toContain("#")
    const { data: factors } = await client.auth.mfa.listFactors()
    expect(factors!.all).toHaveLength(1)
    expect(factors!.all[0]).toMatchObject({ id: data!.id, factor_type: "totp", status: "unverified", friendly_name: "Work phone" })
    expect(factors!.totp).toHaveLength(0)
  })

  it("challenges and verifies: the session rises to aal2 with totp and password in amr (MFA_CHALLENGE_VERIFIED)", async () => {
    const { client } = await signedIn(http)
    const events: AuthChangeEvent[] = []
    client.auth.onAuthStateChange((event) => void events.push(event))
    const before = (await client.auth.getSession()).data.session!
    const { data: factor } = await client.auth.mfa.enroll({ factorType: "totp" })
    const { data: challenge, error: challengeError } = await client.auth.mfa.challenge({ factorId: factor!.id })
    expect(challengeError).toBeNull()
    expect(challenge).toMatchObject({ id: expect.any(String), type: "totp" })
    expect(challenge!.expires_at).toBeGreaterThan(Date.now() / 1000)
    const { data, error } = await client.auth.mfa.verify({
      factorId: factor!.id,
      challengeId: challenge!.id,
      code: await totpCode(factor!.totp.secret),
    })
    expect(error).toBeNull()
    expect(data!.refresh_token).not.toBe(before.refresh_token)
    const claims = decodeJwt(data!.access_token)
    expect(claims.aal).toBe("aal2")
    expect(claims.session_id).toBe(decodeJwt(before.access_token).session_id)
    expect((claims.amr as { method: string }[]).map((a) => a.method)).toEqual(["totp", "password"])
    expect(events).toContain("MFA_CHALLENGE_VERIFIED")
    const aal = await client.auth.mfa.getAuthenticatorAssuranceLevel()
    expect(aal.data).toMatchObject({ currentLevel: "aal2", nextLevel: "aal2" })
    const { data: factors } = await client.auth.mfa.listFactors()
    expect(factors!.totp).toHaveLength(1)
    expect(factors!.totp[0].status).toBe("verified")
    // aal lives on the session, so a refresh keeps it.
    const refreshed = await client.auth.refreshSession()
    expect(decodeJwt(refreshed.data.session!.access_token).aal).toBe("aal2")
  })
})

describe("MFA failures", () => {
  it("answers a wrong code with 422 mfa_verification_failed", async () => {
    const { client } = await signedIn()
    const { data: factor } = await client.auth.mfa.enroll({ factorType: "totp" })
    const { data: challenge } = await client.auth.mfa.challenge({ factorId: factor!.id })
    const good = await totpCode(factor!.totp.secret)
    const wrong = good === "000000" ? "111111" : "000000"
    const { error } = await client.auth.mfa.verify({ factorId: factor!.id, challengeId: challenge!.id, code: wrong })
    expect(error).toMatchObject({ status: 422, code: "mfa_verification_failed", message: "Invalid TOTP code entered" })
  })

  it("answers an expired challenge with 422 mfa_challenge_expired and an unknown one with mfa_factor_not_found", async () => {
    const { client } = await signedIn()
    const { data: factor } = await client.auth.mfa.enroll({ factorType: "totp" })
    const { data: challenge } = await client.auth.mfa.challenge({ factorId: factor!.id })
    await t.db.query("update auth.mfa_challenges set created_at = now() - interval '10 minutes' where id = $1", [challenge!.id])
    const code = await totpCode(factor!.totp.secret)
    expect((await client.auth.mfa.verify({ factorId: factor!.id, challengeId: challenge!.id, code })).error).toMatchObject({
      status: 422,
      code: "mfa_challenge_expired",
    })
    expect((await client.auth.mfa.verify({ factorId: factor!.id, challengeId: crypto.randomUUID(), code })).error).toMatchObject({
      status: 422,
      code: "mfa_factor_not_found",
    })
  })

  it("answers an unknown factor with 404 and a duplicate friendly name with 422 mfa_factor_name_conflict", async () => {
    const { client } = await signedIn()
    expect((await client.auth.mfa.challenge({ factorId: crypto.randomUUID() })).error).toMatchObject({
      status: 404,
      code: "mfa_factor_not_found",
    })
    await client.auth.mfa.enroll({ factorType: "totp", friendlyName: "Same" })
    expect((await client.auth.mfa.enroll({ factorType: "totp", friendlyName: "Same" })).error).toMatchObject({
      status: 422,
      code: "mfa_factor_name_conflict",
    })
  })
})

describe("a user with a verified factor", () => {
  it("signs in at aal1 with aal2 as the next level, and must step up before sensitive changes", async () => {
    const { client, email } = await signedIn()
    await withVerifiedFactor(client)
    const fresh = t.client()
    await fresh.auth.signInWithPassword({ email, password: PASSWORD })
    expect((await fresh.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({ currentLevel: "aal1", nextLevel: "aal2" })
    expect((await fresh.auth.updateUser({ password: "another-password" })).error).toMatchObject({ status: 401, code: "insufficient_aal" })
    expect((await fresh.auth.mfa.enroll({ factorType: "totp", friendlyName: "Second" })).error).toMatchObject({
      status: 403,
      code: "insufficient_aal",
    })
    const { data: factors } = await fresh.auth.mfa.listFactors()
    expect((await fresh.auth.mfa.unenroll({ factorId: factors!.totp[0].id })).error).toMatchObject({
      status: 422,
      code: "insufficient_aal",
    })
  })

  it("ends the user's other aal1 sessions when a factor is verified", async () => {
    const { client, email } = await signedIn()
    const other = t.client()
    await other.auth.signInWithPassword({ email, password: PASSWORD })
    await withVerifiedFactor(client)
    expect((await other.auth.getUser()).error?.name).toBe("AuthSessionMissingError")
  })

  it("unenrolls from an aal2 session; the factors list is then empty and refreshes fall back to aal1", async () => {
    const { client } = await signedIn()
    const factor = await withVerifiedFactor(client)
    const { data, error } = await client.auth.mfa.unenroll({ factorId: factor.id })
    expect(error).toBeNull()
    expect(data).toEqual({ id: factor.id })
    expect((await client.auth.getUser()).data.user!.factors ?? []).toEqual([])
    const refreshed = await client.auth.refreshSession()
    expect(decodeJwt(refreshed.data.session!.access_token).aal).toBe("aal1")
  })

  it("lists the factors on the user", async () => {
    const { client } = await signedIn()
    const factor = await withVerifiedFactor(client, "Authenticator")
    const { data } = await client.auth.getUser()
    expect(data.user!.factors).toEqual([
      expect.objectContaining({ id: factor.id, friendly_name: "Authenticator", factor_type: "totp", status: "verified" }),
    ])
  })
})

describe("who may change a factor", () => {
  it("finds a factor only among the caller's own: another user's, or an id that is not a UUID, is 404 mfa_factor_not_found", async () => {
    const { client: owner } = await signedIn()
    const { data: factor } = await owner.auth.mfa.enroll({ factorType: "totp" })
    const { data: challenge } = await owner.auth.mfa.challenge({ factorId: factor!.id })
    const { client: other } = await signedIn()
    const notFound = { status: 404, code: "mfa_factor_not_found" }
    for (const factorId of [factor!.id, "not-a-uuid"]) {
      expect((await other.auth.mfa.challenge({ factorId })).error).toMatchObject(notFound)
      expect((await other.auth.mfa.verify({ factorId, challengeId: challenge!.id, code: "123456" })).error).toMatchObject(notFound)
      expect((await other.auth.mfa.unenroll({ factorId })).error).toMatchObject(notFound)
    }
    expect((await owner.auth.mfa.listFactors()).data!.all.map((f) => f.id)).toEqual([factor!.id])
  })

  it("takes ten factors, unnamed ones too, and refuses an eleventh with 422 too_many_enrolled_mfa_factors", async () => {
    const { client } = await signedIn()
    for (let i = 0; i < 10; i++) expect((await client.auth.mfa.enroll({ factorType: "totp" })).error).toBeNull()
    expect((await client.auth.mfa.enroll({ factorType: "totp" })).error).toMatchObject({
      status: 422,
      code: "too_many_enrolled_mfa_factors",
    })
    expect((await client.auth.mfa.listFactors()).data!.all).toHaveLength(10)
  })

  it("enrols another factor from an aal2 session; from aal1 a new one is 403 insufficient_aal, but an unverified one may be removed", async () => {
    const { client, email } = await signedIn()
    await withVerifiedFactor(client)
    const pending = await client.auth.mfa.enroll({ factorType: "totp", friendlyName: "Tablet" })
    expect(pending.error).toBeNull()
    const fresh = t.client()
    await fresh.auth.signInWithPassword({ email, password: PASSWORD })
    expect((await fresh.auth.mfa.enroll({ factorType: "totp", friendlyName: "Third" })).error).toMatchObject({
      status: 403,
      code: "insufficient_aal",
    })
    expect((await fresh.auth.mfa.unenroll({ factorId: pending.data!.id })).error).toBeNull()
    expect((await client.auth.mfa.listFactors()).data!.all.map((f) => f.friendly_name)).toEqual(["Phone"])
  })

  it("keeps aal2 while a verified factor is left; without the last one the session is aal1 with password alone in amr", async () => {
    const { client } = await signedIn()
    const first = await withVerifiedFactor(client, "Phone")
    const second = await withVerifiedFactor(client, "Tablet")
    expect((await client.auth.mfa.enroll({ factorType: "totp", friendlyName: "Pending" })).error).toBeNull()
    expect((await client.auth.mfa.unenroll({ factorId: first.id })).error).toBeNull()
    const kept = decodeJwt((await client.auth.refreshSession()).data.session!.access_token)
    expect(kept.aal).toBe("aal2")
    expect((await client.auth.mfa.unenroll({ factorId: second.id })).error).toBeNull()
    const fallen = decodeJwt((await client.auth.refreshSession()).data.session!.access_token)
    expect(fallen.aal).toBe("aal1")
    expect((fallen.amr as { method: string }[]).map((a) => a.method)).toEqual(["password"])
  })
})

describe("what an enrolment asks for", () => {
  /** POST /auth/v1/factors with `body` as the signed-in `client`, over HTTP (auth-js checks the factor type itself). */
  async function enrol(client: SupabaseClient, body: Record<string, unknown>) {
    const token = (await client.auth.getSession()).data.session!.access_token
    const res = await fetch(`${t.url}/auth/v1/factors`, {
      method: "POST",
      headers: { apikey: t.anonKey, Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
      body: JSON.stringify(body),
    })
    return { status: res.status, body: (await res.json()) as Record<string, unknown> }
  }

  it("refuses a phone factor with GoTrue's 422 mfa_phone_enroll_not_enabled, and any type but totp, phone or webauthn with 400 validation_failed", async () => {
    const { client } = await signedIn()
    expect(await enrol(client, { factor_type: "phone", phone: "+46701234567" })).toMatchObject({
      status: 422,
      body: { error_code: "mfa_phone_enroll_not_enabled", msg: "MFA enroll is disabled for Phone" },
    })
    for (const body of [{ factor_type: "sms" }, { factor_type: "TOTP" }, { friendly_name: "No type" }]) {
      expect(await enrol(client, body), JSON.stringify(body)).toMatchObject({
        status: 400,
        body: { error_code: "validation_failed", msg: "factor_type needs to be totp, phone or webauthn" },
      })
    }
    expect((await client.auth.mfa.listFactors()).data!.all).toEqual([])
    // A security key is a type it takes (its credential comes with the first challenge's answer).
    expect(await enrol(client, { factor_type: "webauthn", friendly_name: "Key" })).toMatchObject({
      status: 200,
      body: { type: "webauthn", friendly_name: "Key" },
    })
  })

  it("trims the friendly name and the issuer: a blank name is none, a blank issuer the site's host", async () => {
    const { client, email } = await signedIn()
    const named = await client.auth.mfa.enroll({ factorType: "totp", friendlyName: "  Work phone  ", issuer: "  Nordika  " })
    expect(named.data).toMatchObject({ friendly_name: "Work phone" })
    expect(named.data!.totp.uri).toBe(
      `otpauth://totp/Nordika:${encodeURIComponent(email)}?algorithm=SHA1&digits=6&issuer=Nordika&period=30&secret=${named.data!.totp.secret}`,
    )
    const blank = await client.auth.mfa.enroll({ factorType: "totp", friendlyName: "   ", issuer: "   " })
    expect(blank.data).toMatchObject({ friendly_name: "" })
    expect(new URL(blank.data!.totp.uri).searchParams.get("issuer")).toBe(new URL(t.url).host)
    // An unnamed factor is listed without a name, as GoTrue leaves out an empty one.
    expect((await client.auth.mfa.listFactors()).data!.all.map((f) => f.friendly_name)).toEqual(["Work phone", undefined])
  })
})
