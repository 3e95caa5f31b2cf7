import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { SignJWT } from "jose"
import type { SupabaseClient } from "@supabase/supabase-js"
import { startTestServer, type TestServer } from "../testing/harness"
import { newEmail, PASSWORD } from "./test-support"

// Each answer below is GoTrue's own (supabase/auth internal/api) for a sign-in method that is switched
// off, which is what a hosted project without SAML, phone, OIDC providers or Web3 answers.
let t: TestServer
let client: SupabaseClient
beforeAll(async () => {
  t = await startTestServer()
  client = t.client()
})
afterAll(async () => {
  await t?.close()
})

/** The fields of an AuthError a caller branches on. */
const failure = (error: unknown) => {
  const e = error as { status?: number; code?: string; message?: string } | null
  return { status: e?.status, code: e?.code, message: e?.message }
}

/** An unsigned token whose payload claims `iss` (GoTrue reads the issuer before anything is verified). */
const idTokenFrom = (iss: string) =>
  new SignJWT({ iss, sub: "someone", aud: "client" }).setProtectedHeader({ alg: "HS256" }).sign(new TextEncoder().encode("x".repeat(32)))

describe("SAML SSO (requireSAMLEnabled: 404 saml_provider_disabled before anything else)", () => {
  it("answers signInWithSSO by domain or provider id", async () => {
    for (const params of [{ domain: "nordika.example" }, { providerId: "5c1f8b8e-1e4a-4c5e-9f1e-2a8c7b6d5e4f" }]) {
      const { data, error } = await client.auth.signInWithSSO(params)
      expect(data).toBeNull()
      expect(failure(error)).toEqual({ status: 404, code: "saml_provider_disabled", message: "SAML 2.0 is disabled" })
    }
  })

  it("answers the metadata and assertion consumer routes, which the gateway opens without an apikey", async () => {
    for (const [method, path] of [
      ["GET", "/auth/v1/sso/saml/metadata"],
      ["POST", "/auth/v1/sso/saml/acs"],
    ]) {
      const res = await t.fetch(`${t.url}${path}`, { method, headers: { "X-Supabase-Api-Version": "2024-01-01" } })
      expect(res.status, path).toBe(404)
      expect(await res.json()).toEqual({ code: "saml_provider_disabled", message: "SAML 2.0 is disabled" })
    }
  })
})

describe("phone sign-in (the phone provider is off)", () => {
  const phone = "+46701234567"

  it("refuses a one-time code by text: 400 phone_provider_disabled 'Unsupported phone provider'", async () => {
    const { error } = await client.auth.signInWithOtp({ phone })
    expect(failure(error)).toEqual({ status: 400, code: "phone_provider_disabled", message: "Unsupported phone provider" })
  })

  it("judges the number first when no account may be created, then finds none: 422 otp_disabled", async () => {
    const unknown = await client.auth.signInWithOtp({ phone, options: { shouldCreateUser: false } })
    expect(failure(unknown.error)).toEqual({ status: 422, code: "otp_disabled", message: "Signups not allowed for otp" })
    const malformed = await client.auth.signInWithOtp({ phone: "0123", options: { shouldCreateUser: false } })
    expect(failure(malformed.error)).toEqual({
      status: 400,
      code: "validation_failed",
      message: "Invalid phone number format (E.164 required)",
    })
  })

  it("verifies no text code: 403 otp_expired for a well-formed number, 400 for a malformed one or a link's hash", async () => {
    for (const type of ["sms", "phone_change"] as const) {
      const { data, error } = await client.auth.verifyOtp({ phone, token: "123456", type })
      expect(data.session).toBeNull()
      expect(failure(error)).toEqual({ status: 403, code: "otp_expired", message: "Token has expired or is invalid" })
    }
    const malformed = await client.auth.verifyOtp({ phone: "0123", token: "123456", type: "sms" })
    expect(failure(malformed.error)).toEqual({
      status: 400,
      code: "validation_failed",
      message: "Invalid phone number format (E.164 required)",
    })
    const hashed = await client.auth.verifyOtp({ token_hash: "a".repeat(56), type: "sms" as never })
    expect(failure(hashed.error)).toEqual({ status: 400, code: "validation_failed", message: "Invalid email verification type" })
  })

  it("refuses sign-up, password sign-in and resending by phone with GoTrue's words for each", async () => {
    const signUp = await client.auth.signUp({ phone, password: PASSWORD })
    expect(failure(signUp.error)).toEqual({ status: 400, code: "phone_provider_disabled", message: "Phone signups are disabled" })
    const signIn = await client.auth.signInWithPassword({ phone, password: PASSWORD })
    expect(failure(signIn.error)).toEqual({ status: 422, code: "phone_provider_disabled", message: "Phone logins are disabled" })
    const resend = await client.auth.resend({ phone, type: "sms" })
    expect(failure(resend.error)).toEqual({ status: 400, code: "phone_provider_disabled", message: "Phone logins are disabled" })
  })

  it("still signs in by email", async () => {
    const email = newEmail("phone-off")
    expect((await client.auth.signUp({ email, password: PASSWORD })).error).toBeNull()
    expect((await client.auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull()
  })
})

describe("signInWithIdToken (grant_type=id_token) with no OIDC provider enabled", () => {
  it("answers a known provider with 400 provider_disabled naming its issuer", async () => {
    const google = await client.auth.signInWithIdToken({ provider: "google", token: await idTokenFrom("https://accounts.google.com") })
    expect(failure(google.error)).toEqual({
      status: 400,
      code: "provider_disabled",
      message: 'Provider (issuer "https://accounts.google.com") is not enabled',
    })
    const apple = await client.auth.signInWithIdToken({ provider: "apple", token: await idTokenFrom("https://appleid.apple.com") })
    expect(failure(apple.error)).toMatchObject({
      code: "provider_disabled",
      message: 'Provider (issuer "https://appleid.apple.com") is not enabled',
    })
  })

  it("reads Apple's issuer from the token and refuses one that is not Apple's", async () => {
    const { error } = await client.auth.signInWithIdToken({ provider: "apple", token: await idTokenFrom("https://evil.example") })
    expect(failure(error)).toEqual({
      status: 400,
      code: "validation_failed",
      message: "Detected ID token issuer is not an Apple ID token issuer",
    })
  })

  it("refuses an unknown provider as a custom OIDC provider that is not allowed", async () => {
    const { error } = await client.auth.signInWithIdToken({ provider: "github" as never, token: await idTokenFrom("https://github.com") })
    expect(failure(error)).toEqual({ status: 400, code: "validation_failed", message: 'Custom OIDC provider "github" not allowed' })
  })

  it("answers a request without a token in OAuth's shape: invalid request, id_token required", async () => {
    const res = await t.fetch(`${t.url}/auth/v1/token?grant_type=id_token`, {
      method: "POST",
      headers: { apikey: t.anonKey, "Content-Type": "application/json" },
      body: JSON.stringify({ provider: "google" }),
    })
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ error: "invalid request", error_description: "id_token required" })
  })
})

describe("signInWithWeb3 (grant_type=web3) with no chain enabled", () => {
  it("answers 422 web3_provider_disabled before looking at the message", async () => {
    const { data, error } = await client.auth.signInWithWeb3({
      chain: "solana",
      message: "nordika.example wants you to sign in with your Solana account",
      signature: new Uint8Array(64),
    })
    expect(data.session).toBeNull()
    expect(failure(error)).toEqual({ status: 422, code: "web3_provider_disabled", message: "Web3 provider is disabled" })
  })
})
