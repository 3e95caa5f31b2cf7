import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { decodeJwt } from "jose"
import type { SupabaseClient } from "@supabase/supabase-js"
import { startTestServer, type TestServer } from "../testing/harness"
import { newEmail, PASSWORD } from "./test-support"
import { createCredential, type CreationOptions, type RequestOptions, type SoftwareCredential } from "./test-authenticator"

let t: TestServer
/** The page a browser on this site reports as the origin of its ceremonies. */
let origin: string
beforeAll(async () => {
  t = await startTestServer()
  origin = new URL(t.ctx.config.siteUrl).origin
})
afterAll(async () => {
  await t?.close()
})

const RP = () => ({ rpId: new URL(origin).hostname, rpOrigins: [origin] })

async function signedIn(email = newEmail("webauthn")) {
  const client = t.client()
  const { error } = await client.auth.signUp({ email, password: PASSWORD })
  expect(error).toBeNull()
  return { client, email }
}

async function passwordSession(email: string) {
  const client = t.client()
  const { error } = await client.auth.signInWithPassword({ email, password: PASSWORD })
  expect(error).toBeNull()
  return client
}

const amrMethods = (accessToken: string) => (decodeJwt(accessToken).amr as { method: string }[]).map((a) => a.method)

/** Enrols a security key as auth.mfa.webauthn.register() does, with the software authenticator. */
async function enrolSecurityKey(client: SupabaseClient, friendlyName = "YubiKey") {
  const { data: factor, error } = await client.auth.mfa.enroll({ factorType: "webauthn", friendlyName })
  expect(error).toBeNull()
  const { data: challenge, error: challengeError } = await client.auth.mfa.challenge({ factorId: factor!.id, webauthn: RP() })
  expect(challengeError).toBeNull()
  expect(challenge!.webauthn.type).toBe("create")
  const { credential, response } = createCredential(challenge!.webauthn.credential_options.publicKey as CreationOptions, origin)
  const verified = await client.auth.mfa.verify({
    factorId: factor!.id,
    challengeId: challenge!.id,
    webauthn: { ...RP(), type: "create", credential_response: response as never },
  })
  expect(verified.error).toBeNull()
  return { factor: factor!, credential, verified: verified.data! }
}

/** A "request" challenge of a verified factor: the options the browser gets. */
async function requestChallenge(client: SupabaseClient, factorId: string) {
  const { data, error } = await client.auth.mfa.challenge({ factorId, webauthn: RP() })
  expect(error).toBeNull()
  expect(data!.webauthn.type).toBe("request")
  return { id: data!.id, options: data!.webauthn.credential_options.publicKey as RequestOptions, raw: data! }
}

/**
 * A user with a verified security key, signed in again with their password (aal1), and a "request"
 * challenge of the key in that new session: where most checks of a security key's assertion start.
 */
async function challengeInNewSession() {
  const { client, email } = await signedIn()
  const { factor, credential } = await enrolSecurityKey(client)
  const later = await passwordSession(email)
  const challenge = await requestChallenge(later, factor.id)
  return { client, email, factor, credential, later, challenge }
}

function verifyAssertion(client: SupabaseClient, factorId: string, challengeId: string, response: PublicKeyCredential) {
  return client.auth.mfa.verify({
    factorId,
    challengeId,
    webauthn: { ...RP(), type: "request", credential_response: response as never },
  })
}

describe("a security key as a second factor (factor_type webauthn)", () => {
  it("enrols: the factor starts unverified, its first challenge asks the browser to create a credential for this site", async () => {
    const { client, email } = await signedIn()
    const { data: factor, error } = await client.auth.mfa.enroll({ factorType: "webauthn", friendlyName: "Office key" })
    expect(error).toBeNull()
    expect(factor).toEqual({ id: expect.any(String), type: "webauthn", friendly_name: "Office key" })
    const { data: listed } = await client.auth.mfa.listFactors()
    expect(listed!.all).toEqual([expect.objectContaining({ id: factor!.id, factor_type: "webauthn", status: "unverified" })])

    const before = Math.floor(Date.now() / 1000)
    const { data: challenge } = await client.auth.mfa.challenge({ factorId: factor!.id, webauthn: RP() })
    expect(challenge).toMatchObject({ id: expect.any(String), type: "webauthn", webauthn: { type: "create" } })
    // The challenge lives five minutes, as GoTrue's MFA challenges do.
    expect(challenge!.expires_at - before).toBeGreaterThanOrEqual(300)
    expect(challenge!.expires_at - before).toBeLessThanOrEqual(301)
    const options = challenge!.webauthn.credential_options.publicKey as PublicKeyCredentialCreationOptions
    expect(options.rp).toEqual({ id: "nordika.test", name: "Nordika" })
    expect(options.user.name).toBe(email)
    expect(options.attestation).toBe("none")
    expect(options.authenticatorSelection).toMatchObject({ residentKey: "discouraged", userVerification: "preferred" })
    expect(options.pubKeyCredParams.map((p) => p.alg)).toContain(-7)
  })

  it("verifies the new credential: the session rises to aal2 with mfa/webauthn and password in amr", async () => {
    const { client } = await signedIn()
    const { factor, verified } = await enrolSecurityKey(client)
    const claims = decodeJwt(verified.access_token)
    expect(claims.aal).toBe("aal2")
    expect(amrMethods(verified.access_token)).toEqual(["mfa/webauthn", "password"])
    const { data: listed } = await client.auth.mfa.listFactors()
    expect(listed!.webauthn).toEqual([expect.objectContaining({ id: factor.id, status: "verified", friendly_name: "YubiKey" })])
  })

  it("signs in again: the password gives aal1 with aal2 next, the key's assertion gives aal2", async () => {
    const { client, email } = await signedIn()
    const { factor, credential } = await enrolSecurityKey(client)
    const later = await passwordSession(email)
    const { data: level } = await later.auth.mfa.getAuthenticatorAssuranceLevel()
    expect(level).toMatchObject({ currentLevel: "aal1", nextLevel: "aal2" })

    const challenge = await requestChallenge(later, factor.id)
    const allowed = (challenge.raw.webauthn.credential_options.publicKey as PublicKeyCredentialRequestOptions).allowCredentials ?? []
    expect(allowed.map((c) => Buffer.from(c.id as ArrayBuffer).toString("base64url"))).toEqual([credential.idBase64url])
    const { data, error } = await verifyAssertion(later, factor.id, challenge.id, credential.assert(challenge.options, origin))
    expect(error).toBeNull()
    expect(decodeJwt(data!.access_token).aal).toBe("aal2")
    expect(amrMethods(data!.access_token)).toEqual(["mfa/webauthn", "password"])
  })

  it("refuses an assertion made for another origin, and the challenge is spent by it", async () => {
    const { factor, credential, later, challenge } = await challengeInNewSession()
    const phished = credential.assert(challenge.options, "https://nordika-login.example")
    const { data, error } = await verifyAssertion(later, factor.id, challenge.id, phished)
    expect(data).toBeNull()
    expect(error).toMatchObject({ status: 400, code: "webauthn_verification_failed", message: "Credential verification failed" })

    const retry = await verifyAssertion(later, factor.id, challenge.id, credential.assert(challenge.options, origin))
    expect(retry.error).toMatchObject({ status: 422, code: "mfa_factor_not_found" })
    expect((await later.auth.mfa.getAuthenticatorAssuranceLevel()).data?.currentLevel).toBe("aal1")
  })

  it("refuses an assertion for another relying party (the credential's scope)", async () => {
    const { factor, credential, later, challenge } = await challengeInNewSession()
    const elsewhere = credential.assert({ ...challenge.options, rpId: "evil.example" }, origin)
    const { error } = await verifyAssertion(later, factor.id, challenge.id, elsewhere)
    expect(error).toMatchObject({ status: 400, code: "webauthn_verification_failed" })
  })

  it("refuses a cloned key: an assertion whose sign counter is not above the last one seen", async () => {
    const { client, email } = await signedIn()
    const { factor, credential } = await enrolSecurityKey(client)
    const first = await passwordSession(email)
    const c1 = await requestChallenge(first, factor.id)
    expect((await verifyAssertion(first, factor.id, c1.id, credential.assert(c1.options, origin))).error).toBeNull()
    expect((await verifyAssertion(first, factor.id, c1.id, credential.assert(c1.options, origin))).error).toMatchObject({
      status: 422,
      code: "mfa_factor_not_found",
    })
    const second = await passwordSession(email)
    const c2 = await requestChallenge(second, factor.id)
    expect((await verifyAssertion(second, factor.id, c2.id, credential.assert(c2.options, origin))).error).toBeNull()

    // The original has signed twice (counter 2); a copy taken when it had signed once answers with 2 too.
    const clone: SoftwareCredential = credential.clone(1)
    const third = await passwordSession(email)
    const c3 = await requestChallenge(third, factor.id)
    const { data, error } = await verifyAssertion(third, factor.id, c3.id, clone.assert(c3.options, origin))
    expect(data).toBeNull()
    expect(error).toMatchObject({ status: 400, code: "webauthn_verification_failed", message: "Credential verification failed" })
  })

  it("refuses a challenge answered after five minutes", async () => {
    const { factor, credential, later, challenge } = await challengeInNewSession()
    await t.db.query("update auth.mfa_challenges set created_at = now() - interval '301 seconds' where id = $1", [challenge.id])
    const { error } = await verifyAssertion(later, factor.id, challenge.id, credential.assert(challenge.options, origin))
    expect(error).toMatchObject({ status: 422, code: "mfa_challenge_expired" })
  })

  it("answers a challenge of a verified key whose stored credential is missing with 422 mfa_factor_not_found, not a 500", async () => {
    const { client } = await signedIn()
    const { factor } = await enrolSecurityKey(client)
    // Only a row written outside this server (an import of another project's auth schema) can lack it.
    await t.db.query("update auth.mfa_factors set web_authn_credential = null where id = $1", [factor.id])
    const { data, error } = await client.auth.mfa.challenge({ factorId: factor.id, webauthn: RP() })
    expect(data).toBeNull()
    expect(error).toMatchObject({ status: 422, code: "mfa_factor_not_found", message: "Factor has no WebAuthn credential" })
  })

  it("answers a verification without its webauthn part or with an unreadable credential as GoTrue does (400 validation_failed)", async () => {
    const { client } = await signedIn()
    const { data: factor } = await client.auth.mfa.enroll({ factorType: "webauthn" })
    const { data: challenge } = await client.auth.mfa.challenge({ factorId: factor!.id, webauthn: RP() })
    const url = `${t.url}/auth/v1/factors/${factor!.id}/verify`
    const token = (await client.auth.getSession()).data.session!.access_token
    const post = (body: unknown) =>
      t.fetch(url, {
        method: "POST",
        headers: { apikey: t.anonKey, authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: JSON.stringify(body),
      })
    const missing = await post({ challenge_id: challenge!.id })
    expect(missing.status).toBe(400)
    expect(await missing.json()).toMatchObject({ error_code: "validation_failed", msg: "WebAuthn config required" })
    const unreadable = await post({ challenge_id: challenge!.id, webauthn: { type: "create", credential_response: { id: "x" } } })
    expect(unreadable.status).toBe(400)
    expect(await unreadable.json()).toMatchObject({ error_code: "validation_failed", msg: "Invalid credential_response" })
  })

  it("unenrols at aal2: the other sessions fall to aal1 and lose mfa/webauthn", async () => {
    const { client, email } = await signedIn()
    const { factor, credential } = await enrolSecurityKey(client)
    const other = await passwordSession(email)
    const challenge = await requestChallenge(other, factor.id)
    expect((await verifyAssertion(other, factor.id, challenge.id, credential.assert(challenge.options, origin))).error).toBeNull()

    const { error } = await client.auth.mfa.unenroll({ factorId: factor.id })
    expect(error).toBeNull()
    const { data: refreshed } = await other.auth.refreshSession()
    expect(decodeJwt(refreshed.session!.access_token).aal).toBe("aal1")
    expect(amrMethods(refreshed.session!.access_token)).not.toContain("mfa/webauthn")
    expect((await other.auth.mfa.listFactors()).data!.all).toEqual([])
  })

  it("a TOTP app and a security key side by side: either one reaches aal2", async () => {
    const { client, email } = await signedIn()
    const { factor: key, credential } = await enrolSecurityKey(client)
    const { data: totp } = await client.auth.mfa.enroll({ factorType: "totp", friendlyName: "Phone" })
    expect(totp).toMatchObject({ type: "totp" })
    const later = await passwordSession(email)
    const challenge = await requestChallenge(later, key.id)
    expect((await verifyAssertion(later, key.id, challenge.id, credential.assert(challenge.options, origin))).error).toBeNull()
  })
})

describe("what a security key's answer to a sign-in challenge is checked for", () => {
  it("accepts an assertion without user verification: the key is the second step after the password (verification preferred)", async () => {
    const { factor, credential, later, challenge } = await challengeInNewSession()
    const touchOnly = credential.assert(challenge.options, origin, { userVerified: false })
    const { data, error } = await verifyAssertion(later, factor.id, challenge.id, touchOnly)
    expect(error).toBeNull()
    expect(decodeJwt(data!.access_token).aal).toBe("aal2")
  })

  it("refuses a registration sent to a sign-in challenge (400 webauthn_verification_failed), which spends the challenge", async () => {
    const { factor, credential, later, challenge } = await challengeInNewSession()
    const { response: registration } = createCredential(
      { challenge: challenge.options.challenge, rp: { id: "nordika.test" }, user: { id: "AA" } },
      origin,
    )
    const { data, error } = await later.auth.mfa.verify({
      factorId: factor.id,
      challengeId: challenge.id,
      webauthn: { ...RP(), type: "create", credential_response: registration as never },
    })
    expect(data).toBeNull()
    expect(error).toMatchObject({ status: 400, code: "webauthn_verification_failed", message: "Credential verification failed" })
    const retry = await verifyAssertion(later, factor.id, challenge.id, credential.assert(challenge.options, origin))
    expect(retry.error).toMatchObject({ status: 422, code: "mfa_factor_not_found" })
  })

  it("answers an assertion it cannot read as GoTrue does (400 validation_failed, Invalid credential_response)", async () => {
    const { factor, credential, later, challenge } = await challengeInNewSession()
    const json = credential.assert(challenge.options, origin).toJSON() as unknown as Record<string, unknown>
    const unreadable = { ...json, toJSON: () => ({ ...json, type: "password" }) }
    const { error } = await verifyAssertion(later, factor.id, challenge.id, unreadable as unknown as PublicKeyCredential)
    expect(error).toMatchObject({ status: 400, code: "validation_failed", message: "Invalid credential_response" })
    expect((await later.auth.mfa.getAuthenticatorAssuranceLevel()).data?.currentLevel).toBe("aal1")
  })

  it("answers a challenge whose stored ceremony it cannot read with 422 mfa_factor_not_found, not a 500 or a check against it", async () => {
    // Only a row written outside this server (an import of another project's auth schema) holds these.
    const { client, email } = await signedIn()
    const { factor, credential } = await enrolSecurityKey(client)
    const later = await passwordSession(email)
    // Each a change of the ceremony the challenge stored (SQL on web_authn_session_data), which is otherwise good.
    const unreadable: [string, string][] = [
      ["none", "null::jsonb"],
      ["no challenge", "data - 'challenge'"],
      ["a challenge that is not a string", "jsonb_set(data, '{challenge}', '42')"],
      ["no type", "data - 'type'"],
      ["a type neither create nor request", `jsonb_set(data, '{type}', '"get"')`],
    ]
    for (const [what, change] of unreadable) {
      const challenge = await requestChallenge(later, factor.id)
      await t.db.query(
        `update auth.mfa_challenges set web_authn_session_data = (select ${change} from (select web_authn_session_data as data) as stored) where id = $1`,
        [challenge.id],
      )
      const { data: session, error } = await verifyAssertion(later, factor.id, challenge.id, credential.assert(challenge.options, origin))
      expect(session, what).toBeNull()
      expect(error, what).toMatchObject({
        status: 422,
        code: "mfa_factor_not_found",
        message: "MFA factor with the provided challenge ID not found",
      })
    }
    expect((await later.auth.mfa.getAuthenticatorAssuranceLevel()).data?.currentLevel).toBe("aal1")
  })

  it("holds an assertion to the user verification its stored ceremony requires (400 webauthn_verification_failed without it)", async () => {
    const { factor, credential, later, challenge } = await challengeInNewSession()
    // This server asks a security key for "preferred"; a ceremony stored with "required" must be held to it.
    await t.db.query(
      `update auth.mfa_challenges set web_authn_session_data = jsonb_set(web_authn_session_data, '{user_verification}', '"required"') where id = $1`,
      [challenge.id],
    )
    const touchOnly = credential.assert(challenge.options, origin, { userVerified: false })
    const { data, error } = await verifyAssertion(later, factor.id, challenge.id, touchOnly)
    expect(data).toBeNull()
    expect(error).toMatchObject({ status: 400, code: "webauthn_verification_failed", message: "Credential verification failed" })
    expect((await later.auth.mfa.getAuthenticatorAssuranceLevel()).data?.currentLevel).toBe("aal1")
  })

  it("enrols a key that registers without user verification (touched, no PIN): the factor is verified and the session reaches aal2", async () => {
    const { client } = await signedIn()
    const { data: factor } = await client.auth.mfa.enroll({ factorType: "webauthn", friendlyName: "Touch-only key" })
    const { data: challenge } = await client.auth.mfa.challenge({ factorId: factor!.id, webauthn: RP() })
    const options = challenge!.webauthn.credential_options.publicKey as CreationOptions
    expect(options).toMatchObject({ authenticatorSelection: { userVerification: "preferred" } })
    const { response } = createCredential(options, origin, { userVerified: false })
    const { data, error } = await client.auth.mfa.verify({
      factorId: factor!.id,
      challengeId: challenge!.id,
      webauthn: { ...RP(), type: "create", credential_response: response as never },
    })
    expect(error).toBeNull()
    expect(decodeJwt(data!.access_token).aal).toBe("aal2")
    expect((await client.auth.mfa.listFactors()).data!.all).toEqual([expect.objectContaining({ id: factor!.id, status: "verified" })])
  })

  it("refuses a key created on another origin (400 webauthn_verification_failed), and the factor stays unverified", async () => {
    const { client } = await signedIn()
    const { data: factor } = await client.auth.mfa.enroll({ factorType: "webauthn" })
    const { data: challenge } = await client.auth.mfa.challenge({ factorId: factor!.id, webauthn: RP() })
    const options = challenge!.webauthn.credential_options.publicKey as CreationOptions
    const { response } = createCredential(options, "https://nordika-login.example")
    const { error } = await client.auth.mfa.verify({
      factorId: factor!.id,
      challengeId: challenge!.id,
      webauthn: { ...RP(), type: "create", credential_response: response as never },
    })
    expect(error).toMatchObject({ status: 400, code: "webauthn_verification_failed", message: "Credential verification failed" })
    expect((await client.auth.mfa.listFactors()).data!.all).toEqual([expect.objectContaining({ id: factor!.id, status: "unverified" })])
  })
})

describe("WebAuthn MFA switched off (AUTH_MFA_WEBAUTHN=off)", () => {
  it("refuses enrolment with GoTrue's 422 mfa_webauthn_enroll_not_enabled, and still takes an authenticator app", async () => {
    const off = await startTestServer({ config: { auth: { mfaWebAuthn: false } } })
    try {
      const client = off.client()
      await client.auth.signUp({ email: newEmail("off"), password: PASSWORD })
      const { error } = await client.auth.mfa.enroll({ factorType: "webauthn" })
      expect(error).toMatchObject({ status: 422, code: "mfa_webauthn_enroll_not_enabled", message: "MFA enroll is disabled for WebAuthn" })
      expect((await client.auth.mfa.enroll({ factorType: "totp" })).error).toBeNull()
    } finally {
      await off.close()
    }
  })
})

describe("recovery covers security keys", () => {
  it("the service role lists a user's webauthn factor and deleting it leaves the password alone (as reset-mfa and the approvals do)", async () => {
    const { client, email } = await signedIn()
    const { factor } = await enrolSecurityKey(client)
    const { data: user } = await client.auth.getUser()
    const service = t.client({ key: t.serviceRoleKey })
    const { data: listed } = await service.auth.admin.mfa.listFactors({ userId: user.user!.id })
    expect(listed!.factors).toEqual([expect.objectContaining({ id: factor.id, factor_type: "webauthn", status: "verified" })])
    expect((await service.auth.admin.mfa.deleteFactor({ userId: user.user!.id, id: factor.id })).error).toBeNull()
    const later = await passwordSession(email)
    expect((await later.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({ currentLevel: "aal1", nextLevel: "aal1" })
  })
})
