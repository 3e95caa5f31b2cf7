import crypto from "node:crypto"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { decodeJwt } from "jose"
import bcrypt from "bcryptjs"
import type { AuthChangeEvent, SupabaseClient } from "@supabase/supabase-js"
import { startTestServer, type TestServer } from "../testing/harness"
import { ensureAdminUser } from "./routes"
import { newEmail, PASSWORD } from "./test-support"

let t: TestServer
beforeAll(async () => {
  t = await startTestServer({ http: true })
})
afterAll(async () => {
  await t?.close()
})

/** Records the auth events a client emits (INITIAL_SESSION left out). */
function recordEvents(client: SupabaseClient): AuthChangeEvent[] {
  const events: AuthChangeEvent[] = []
  client.auth.onAuthStateChange((event) => {
    if (event !== "INITIAL_SESSION") events.push(event)
  })
  return events
}

async function signedUpClient(http = false, email = newEmail()) {
  const client = t.client({ http })
  const { data, error } = await client.auth.signUp({ email, password: PASSWORD })
  expect(error).toBeNull()
  return { client, email, session: data.session! }
}

/** A raw auth request as auth-js would send it (apikey and API version headers). */
function authFetch(path: string, init: RequestInit & { bearer?: string; legacy?: boolean } = {}) {
  const headers = new Headers(init.headers)
  headers.set("apikey", t.anonKey)
  headers.set("content-type", "application/json")
  if (!init.legacy) headers.set("x-supabase-api-version", "2024-01-01")
  if (init.bearer) headers.set("authorization", `Bearer ${init.bearer}`)
  return t.fetch(`http://nordika.test/auth/v1${path}`, { ...init, headers })
}

describe.each([
  { transport: "in-process fetch", http: false },
  { transport: "HTTP", http: true },
])("sign-up and password sign-in over $transport", ({ http }) => {
  it("signs a new user up with a session, since confirmations are off by default", async () => {
    const client = t.client({ http })
    const events = recordEvents(client)
    const email = newEmail()
    const { data, error } = await client.auth.signUp({ email, password: PASSWORD, options: { data: { full_name: "Ada Lovelace" } } })
    expect(error).toBeNull()
    expect(data.session).toMatchObject({ token_type: "bearer", expires_in: 3600 })
    expect(data.session!.expires_at).toBeGreaterThan(Date.now() / 1000)
    expect(data.user).toMatchObject({
      aud: "authenticated",
      role: "authenticated",
      email,
      phone: "",
      app_metadata: { provider: "email", providers: ["email"] },
      user_metadata: { full_name: "Ada Lovelace" },
      is_anonymous: false,
    })
    expect(data.user!.email_confirmed_at).toBeTruthy()
    expect(data.user!.confirmed_at).toBeTruthy()
    expect(data.user!.identities).toHaveLength(1)
    expect(data.user!.identities![0]).toMatchObject({
      provider: "email",
      id: data.user!.id,
      user_id: data.user!.id,
      identity_data: { email, sub: data.user!.id },
    })
    expect(events).toEqual(["SIGNED_IN"])
  })

  it("runs the migrations' trigger on auth.users in the same transaction (a profile row appears)", async () => {
    const email = newEmail()
    const { data } = await t.client({ http }).auth.signUp({ email, password: PASSWORD, options: { data: { full_name: "Grace Hopper" } } })
    const { rows } = await t.db.query<{ display_name: string }>("select display_name from public.profiles where id = $1", [data.user!.id])
    expect(rows).toEqual([{ display_name: "Grace Hopper" }])
  })

  it("signs in with a password and mints GoTrue's access-token claims", async () => {
    const { email } = await signedUpClient(http)
    const client = t.client({ http })
    const events = recordEvents(client)
    const { data, error } = await client.auth.signInWithPassword({ email, password: PASSWORD })
    expect(error).toBeNull()
    expect(events).toEqual(["SIGNED_IN"])
    const claims = decodeJwt(data.session!.access_token)
    expect(claims).toMatchObject({
      aud: "authenticated",
      sub: data.user!.id,
      email,
      phone: "",
      role: "authenticated",
      aal: "aal1",
      app_metadata: { provider: "email", providers: ["email"] },
      user_metadata: {},
      is_anonymous: false,
    })
    expect(claims.iss).toMatch(/\/auth\/v1$/)
    expect(claims.exp! - claims.iat!).toBe(3600)
    expect(typeof claims.session_id).toBe("string")
    expect(claims.amr).toEqual([{ method: "password", timestamp: expect.any(Number) }])
    expect(data.user!.last_sign_in_at).toBeTruthy()
  })

  it("answers a wrong password with 400 invalid_credentials", async () => {
    const { email } = await signedUpClient(http)
    const { error } = await t.client({ http }).auth.signInWithPassword({ email, password: "wrong-password" })
    expect(error).toMatchObject({ status: 400, code: "invalid_credentials", message: "Invalid login credentials" })
    const unknown = await t.client({ http }).auth.signInWithPassword({ email: newEmail(), password: PASSWORD })
    expect(unknown.error).toMatchObject({ status: 400, code: "invalid_credentials" })
  })
})

describe("sign-up errors", () => {
  it("refuses an already registered address with 422 user_already_exists", async () => {
    const { email } = await signedUpClient()
    const { error } = await t.client().auth.signUp({ email, password: PASSWORD })
    expect(error).toMatchObject({ status: 422, code: "user_already_exists", message: "User already registered" })
  })

  it("refuses a short password with 422 weak_password and its reasons", async () => {
    const { error } = await t.client().auth.signUp({ email: newEmail(), password: "abc" })
    expect(error).toMatchObject({ name: "AuthWeakPasswordError", status: 422, code: "weak_password", reasons: ["length"] })
    expect(error!.message).toBe("Password should be at least 6 characters.")
  })

  it("refuses an address that is not an email with 400 validation_failed", async () => {
    const { error } = await t.client().auth.signUp({ email: "not-an-email", password: PASSWORD })
    expect(error).toMatchObject({ status: 400, code: "validation_failed" })
  })

  it("keeps anonymous sign-ins off, as the CLI does", async () => {
    const { error } = await t.client().auth.signInAnonymously()
    expect(error).toMatchObject({ status: 422, code: "anonymous_provider_disabled" })
  })
})

describe("validation messages in GoTrue's words", () => {
  it("sign-up and sign-in without email or phone: 'You must provide either an email or phone number and a password'", async () => {
    const message = "You must provide either an email or phone number and a password"
    const signUp = await t.client().auth.signUp({ password: PASSWORD } as never)
    expect(signUp.error?.message).toBe(message)
    const signIn = await t.client().auth.signInWithPassword({ password: PASSWORD } as never)
    expect(signIn.error?.message).toBe(message)
    // The server says the same to a client that skips the check.
    const res = await authFetch("/token?grant_type=password", { method: "POST", body: JSON.stringify({ email: newEmail() }) })
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ code: "validation_failed", message })
  })

  it("one-time code without an address: 'You must provide either an email or phone number.'", async () => {
    const message = "You must provide either an email or phone number."
    const { error } = await t.client().auth.signInWithOtp({} as never)
    expect(error?.message).toBe(message)
    const res = await authFetch("/otp", { method: "POST", body: JSON.stringify({ create_user: true }) })
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ code: "validation_failed", message })
  })

  it("resend without an address or type is refused", async () => {
    const { error } = await t.client().auth.resend({ type: "signup" } as never)
    expect(error?.message).toBe("You must provide either an email or phone number and a type")
    const res = await authFetch("/resend", { method: "POST", body: JSON.stringify({ email: newEmail() }) })
    expect(res.status).toBe(400)
    expect((await res.json()).code).toBe("validation_failed")
  })
})

describe("error bodies", () => {
  it("uses {code, message} and echoes the API version when auth-js's header is sent", async () => {
    const res = await authFetch("/token?grant_type=password", {
      method: "POST",
      body: JSON.stringify({ email: newEmail(), password: "whatever1" }),
    })
    expect(res.status).toBe(400)
    expect(res.headers.get("x-supabase-api-version")).toBe("2024-01-01")
    expect(res.headers.get("x-sb-error-code")).toBe("invalid_credentials")
    expect(await res.json()).toEqual({ code: "invalid_credentials", message: "Invalid login credentials" })
  })

  it("uses the legacy {code, error_code, msg} without it", async () => {
    const res = await authFetch("/token?grant_type=password", {
      method: "POST",
      legacy: true,
      body: JSON.stringify({ email: newEmail(), password: "whatever1" }),
    })
    expect(await res.json()).toEqual({ code: 400, error_code: "invalid_credentials", msg: "Invalid login credentials" })
  })

  it("answers malformed JSON with 400 validation_failed", async () => {
    const res = await authFetch("/token?grant_type=password", { method: "POST", body: "{nope" })
    expect(res.status).toBe(400)
    expect((await res.json()).code).toBe("validation_failed")
    const array = await authFetch("/signup", { method: "POST", body: "[1,2]" })
    expect(array.status).toBe(400)
  })

  it("answers a missing refresh token OAuth-style and an unknown grant with 400", async () => {
    const res = await authFetch("/token?grant_type=refresh_token", { method: "POST", body: "{}" })
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ error: "invalid_request" })
    const grant = await authFetch("/token?grant_type=magic", { method: "POST", body: "{}" })
    expect(grant.status).toBe(400)
  })
})

describe("bearer tokens on /user", () => {
  it("401 no_authorization without a bearer", async () => {
    const res = await authFetch("/user")
    expect(res.status).toBe(401)
    expect((await res.json()).code).toBe("no_authorization")
  })

  it.each([
    ["a token that is not a JWT", "garbage"],
    ["a two-part token", "aaa.bbb"],
    ["a payload that is not base64url", "eyJhbGciOiJIUzI1NiJ9.@@@.sig"],
  ])("403 bad_jwt for %s, never 500", async (_, token) => {
    const res = await authFetch("/user", { bearer: token })
    expect(res.status).toBe(403)
    expect((await res.json()).code).toBe("bad_jwt")
  })

  it("403 bad_jwt for an expired or forged token and for the anon key (no sub)", async () => {
    const { session } = await signedUpClient()
    const claims = decodeJwt(session.access_token)
    const expired = await t.signJwt({ ...claims, iat: 1_700_000_000, exp: 1_700_000_100 })
    const { error } = await t.client().auth.getUser(expired)
    expect(error).toMatchObject({ status: 403, code: "bad_jwt" })
    const forged = session.access_token.slice(0, -4) + "AAAA"
    expect((await authFetch("/user", { bearer: forged })).status).toBe(403)
    const anon = await authFetch("/user", { bearer: t.anonKey })
    expect(anon.status).toBe(403)
    expect((await anon.json()).code).toBe("bad_jwt")
  })

  it("403 user_not_found for a valid token of an unknown user", async () => {
    const res = await authFetch("/user", { bearer: await t.userToken() })
    expect(res.status).toBe(403)
    expect((await res.json()).code).toBe("user_not_found")
  })
})

describe("the signed-in user", () => {
  it("reads the user from GET /user", async () => {
    const { client, email } = await signedUpClient()
    const { data, error } = await client.auth.getUser()
    expect(error).toBeNull()
    expect(data.user).toMatchObject({ email, aud: "authenticated" })
  })

  it("merges user metadata (null removes a key) and emits USER_UPDATED", async () => {
    const { client } = await signedUpClient()
    await client.auth.updateUser({ data: { full_name: "Ada", city: "Oslo" } })
    const events = recordEvents(client)
    const { data, error } = await client.auth.updateUser({ data: { city: null, lang: "no" } })
    expect(error).toBeNull()
    expect(data.user!.user_metadata).toEqual({ full_name: "Ada", lang: "no" })
    expect(events).toEqual(["USER_UPDATED"])
  })

  it("changes the password; the old one stops working", async () => {
    const { client, email } = await signedUpClient()
    expect((await client.auth.updateUser({ password: "a-new-password" })).error).toBeNull()
    expect((await t.client().auth.signInWithPassword({ email, password: PASSWORD })).error?.code).toBe("invalid_credentials")
    expect((await t.client().auth.signInWithPassword({ email, password: "a-new-password" })).error).toBeNull()
  })

  it("refuses the same password (422 same_password) and app_metadata from a user (403 not_admin)", async () => {
    const { client, session } = await signedUpClient()
    expect((await client.auth.updateUser({ password: PASSWORD })).error).toMatchObject({ status: 422, code: "same_password" })
    const res = await authFetch("/user", {
      method: "PUT",
      bearer: session.access_token,
      body: JSON.stringify({ app_metadata: { role: "admin" } }),
    })
    expect(res.status).toBe(403)
    expect((await res.json()).code).toBe("not_admin")
  })

  it("changes the email at once while confirmations are off", async () => {
    const { client } = await signedUpClient()
    const email = newEmail("moved")
    const { data, error } = await client.auth.updateUser({ email })
    expect(error).toBeNull()
    expect(data.user!.email).toBe(email)
  })
})

describe("refresh-token rotation", () => {
  it("rotates the refresh token and emits TOKEN_REFRESHED", async () => {
    const { client, session } = await signedUpClient()
    const events = recordEvents(client)
    const { data, error } = await client.auth.refreshSession()
    expect(error).toBeNull()
    expect(data.session!.refresh_token).not.toBe(session.refresh_token)
    expect(decodeJwt(data.session!.access_token).session_id).toBe(decodeJwt(session.access_token).session_id)
    expect(events).toEqual(["TOKEN_REFRESHED"])
  })

  it("hands back the active child when the parent is replayed (the client lost the answer)", async () => {
    const { session } = await signedUpClient()
    const first = await t.client().auth.refreshSession({ refresh_token: session.refresh_token })
    const replay = await t.client().auth.refreshSession({ refresh_token: session.refresh_token })
    expect(replay.error).toBeNull()
    expect(replay.data.session!.refresh_token).toBe(first.data.session!.refresh_token)
  })

  it("revokes the whole session family when an old token is reused after the reuse interval", async () => {
    const { session } = await signedUpClient()
    const a = session.refresh_token
    const b = (await t.client().auth.refreshSession({ refresh_token: a })).data.session!.refresh_token
    const c = (await t.client().auth.refreshSession({ refresh_token: b })).data.session!.refresh_token
    await t.db.query("update auth.refresh_tokens set updated_at = now() - interval '1 minute' where token = $1", [a])
    const reuse = await t.client().auth.refreshSession({ refresh_token: a })
    expect(reuse.error).toMatchObject({ status: 400, code: "refresh_token_already_used", message: "Invalid Refresh Token: Already Used" })
    const stolenChild = await t.client().auth.refreshSession({ refresh_token: c })
    expect(stolenChild.error).toMatchObject({ status: 400, code: "refresh_token_already_used" })
    const { rows } = await t.db.query<{ revoked: boolean }>("select revoked from auth.refresh_tokens where session_id = $1", [
      decodeJwt(session.access_token).session_id,
    ])
    expect(rows.every((r) => r.revoked)).toBe(true)
  })

  it("allows a revoked token again within the 10 s reuse interval", async () => {
    const { session } = await signedUpClient()
    const a = session.refresh_token
    const b = (await t.client().auth.refreshSession({ refresh_token: a })).data.session!.refresh_token
    await t.client().auth.refreshSession({ refresh_token: b })
    const again = await t.client().auth.refreshSession({ refresh_token: a })
    expect(again.error).toBeNull()
  })

  it("answers an unknown refresh token with 400 refresh_token_not_found", async () => {
    const { error } = await t.client().auth.refreshSession({ refresh_token: "not-a-token" })
    expect(error).toMatchObject({
      status: 400,
      code: "refresh_token_not_found",
      message: "Invalid Refresh Token: Refresh Token Not Found",
    })
  })

  it("answers a refresh token that belongs to no session with 400 session_not_found", async () => {
    // auth.refresh_tokens.session_id is nullable, as in GoTrue's schema (server/db/bootstrap/10-auth.sql).
    const { session } = await signedUpClient()
    const orphan = `orphan-${crypto.randomUUID()}`
    await t.db.query(
      `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
       values ('00000000-0000-0000-0000-000000000000', $1, $2, false, now(), now(), null, null)`,
      [orphan, decodeJwt(session.access_token).sub],
    )
    // Raw: auth-js turns a session_not_found answer into its own AuthSessionMissingError.
    const res = await authFetch("/token?grant_type=refresh_token", { method: "POST", body: JSON.stringify({ refresh_token: orphan }) })
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ code: "session_not_found", message: "Invalid Refresh Token: Session Not Found" })
  })
})

describe("sign-out", () => {
  async function twoSessions() {
    const { client: first, email } = await signedUpClient()
    const second = t.client()
    await second.auth.signInWithPassword({ email, password: PASSWORD })
    return { first, second }
  }

  it("scope local ends only this session and emits SIGNED_OUT", async () => {
    const { first, second } = await twoSessions()
    const events = recordEvents(first)
    const token = (await first.auth.getSession()).data.session!.access_token
    expect((await first.auth.signOut({ scope: "local" })).error).toBeNull()
    expect(events).toEqual(["SIGNED_OUT"])
    expect((await first.auth.getSession()).data.session).toBeNull()
    const res = await authFetch("/user", { bearer: token })
    expect(res.status).toBe(403)
    expect((await res.json()).code).toBe("session_not_found")
    expect((await second.auth.getUser()).error).toBeNull()
  })

  it("scope others keeps this session and ends the rest", async () => {
    const { first, second } = await twoSessions()
    expect((await first.auth.signOut({ scope: "others" })).error).toBeNull()
    expect((await first.auth.getUser()).error).toBeNull()
    expect((await second.auth.getUser()).error?.name).toBe("AuthSessionMissingError")
  })

  it("scope global (the default) ends every session and its refresh tokens", async () => {
    const { first, second } = await twoSessions()
    const refresh = (await second.auth.getSession()).data.session!.refresh_token
    expect((await first.auth.signOut()).error).toBeNull()
    expect((await second.auth.getUser()).error?.name).toBe("AuthSessionMissingError")
    expect((await t.client().auth.refreshSession({ refresh_token: refresh })).error?.code).toBe("refresh_token_not_found")
  })

  it("succeeds when the session was already revoked (the server answers 403 session_not_found)", async () => {
    const { first, second } = await twoSessions()
    await second.auth.signOut({ scope: "global" })
    const token = (await first.auth.getSession()).data.session!.access_token
    const res = await authFetch("/logout", { method: "POST", bearer: token })
    expect(res.status).toBe(403)
    expect((await res.json()).code).toBe("session_not_found")
    expect((await first.auth.signOut()).error).toBeNull()
    expect((await first.auth.getSession()).data.session).toBeNull()
  })

  it("answers an unknown scope with 400 validation_failed and a good one with 204", async () => {
    const { session } = await signedUpClient()
    expect((await authFetch("/logout?scope=everything", { method: "POST", bearer: session.access_token })).status).toBe(400)
    const res = await authFetch("/logout?scope=local", { method: "POST", bearer: session.access_token })
    expect(res.status).toBe(204)
    expect(await res.text()).toBe("")
  })
})

describe("banned users", () => {
  it("cannot sign in or refresh", async () => {
    const { session, email } = await signedUpClient()
    await t.db.query("update auth.users set banned_until = now() + interval '1 day' where email = $1", [email])
    expect((await t.client().auth.signInWithPassword({ email, password: PASSWORD })).error).toMatchObject({
      status: 400,
      code: "user_banned",
    })
    expect((await t.client().auth.refreshSession({ refresh_token: session.refresh_token })).error).toMatchObject({ code: "user_banned" })
  })
})

describe("password hashes", () => {
  it("writes $2a$ bcrypt hashes of cost 10, as GoTrue does", async () => {
    const { email } = await signedUpClient()
    const { rows } = await t.db.query<{ encrypted_password: string }>("select encrypted_password from auth.users where email = $1", [email])
    expect(rows[0].encrypted_password).toMatch(/^\$2a\$10\$/)
  })

  it.each(["$2b$", "$2y$"])("accepts %s hashes from an export", async (prefix) => {
    const { email } = await signedUpClient()
    const hash = bcrypt.hashSync("exported-password", 4).replace(/^\$2[aby]\$/, prefix)
    await t.db.query("update auth.users set encrypted_password = $2 where email = $1", [email, hash])
    expect((await t.client().auth.signInWithPassword({ email, password: "exported-password" })).error).toBeNull()
  })
})

describe("settings, health and JWKS", () => {
  it("describes the instance", async () => {
    const settings = await (await authFetch("/settings")).json()
    expect(settings).toMatchObject({ external: { email: true, phone: false }, disable_signup: false, mailer_autoconfirm: true })
    expect(await (await authFetch("/health")).json()).toMatchObject({ name: "GoTrue" })
    const { keys } = await (await authFetch("/.well-known/jwks.json")).json()
    expect(keys).toEqual([expect.objectContaining({ kty: "EC", alg: "ES256", use: "sig" })])
  })
})

describe("ensureAdminUser", () => {
  it("creates a confirmed admin, then confirms an existing user, makes it admin and sets the password", async () => {
    const email = newEmail("admin")
    await ensureAdminUser(t.ctx, email, "admin-password-1")
    const first = await t.client().auth.signInWithPassword({ email, password: "admin-password-1" })
    expect(first.error).toBeNull()
    expect(first.data.user!.app_metadata).toMatchObject({ role: "admin", provider: "email" })
    expect(decodeJwt(first.data.session!.access_token).app_metadata).toMatchObject({ role: "admin" })

    const other = newEmail("staff")
    await t.client().auth.signUp({ email: other, password: PASSWORD })
    await t.db.query("update auth.users set email_confirmed_at = null where email = $1", [other])
    await ensureAdminUser(t.ctx, other, "admin-password-2")
    const second = await t.client().auth.signInWithPassword({ email: other, password: "admin-password-2" })
    expect(second.error).toBeNull()
    expect(second.data.user!.app_metadata.role).toBe("admin")
  })
})

describe("what a session's access token says", () => {
  it("is issued now by this server's /auth/v1, for an hour, with the user's metadata", async () => {
    const email = newEmail()
    const client = t.client()
    const before = Math.floor(Date.now() / 1000)
    const { data, error } = await client.auth.signUp({ email, password: PASSWORD, options: { data: { full_name: "Ada Lovelace" } } })
    const after = Math.ceil(Date.now() / 1000)
    expect(error).toBeNull()
    const claims = decodeJwt(data.session!.access_token)
    expect(claims.iat).toBeGreaterThanOrEqual(before)
    expect(claims.iat).toBeLessThanOrEqual(after)
    expect(claims.exp).toBe(claims.iat! + 3600)
    expect(claims.iss).toBe(`${t.url}/auth/v1`)
    expect(claims.user_metadata).toMatchObject({ full_name: "Ada Lovelace" })
  })

  it("names the issuer without the slashes an API_EXTERNAL_URL may end with", async () => {
    const { email } = await signedUpClient()
    const apiUrl = t.ctx.config.apiUrl
    t.ctx.config.apiUrl = `${apiUrl}//`
    try {
      const { data } = await t.client().auth.signInWithPassword({ email, password: PASSWORD })
      expect(decodeJwt(data.session!.access_token).iss).toBe(`${apiUrl}/auth/v1`)
    } finally {
      t.ctx.config.apiUrl = apiUrl
    }
  })

  it("says email '', role authenticated and aal1 for a user without an address or role and a session without a level, as GoTrue does", async () => {
    const { session } = await signedUpClient()
    const claims = decodeJwt(session.access_token)
    await t.db.query("update auth.users set email = null, role = '' where id = $1", [claims.sub])
    await t.db.query("update auth.sessions set aal = null where id = $1", [claims.session_id])
    const { data, error } = await t.client().auth.refreshSession({ refresh_token: session.refresh_token })
    expect(error).toBeNull()
    expect(decodeJwt(data.session!.access_token)).toMatchObject({ sub: claims.sub, email: "", role: "authenticated", aal: "aal1" })
  })

  it("is refused once its own session signs out with scope global (403 session_not_found), as the others are", async () => {
    const { client, session } = await signedUpClient()
    expect((await client.auth.signOut({ scope: "global" })).error).toBeNull()
    const res = await authFetch("/user", { bearer: session.access_token })
    expect(res.status).toBe(403)
    expect((await res.json()).code).toBe("session_not_found")
  })
})

describe("a session's start", () => {
  it("records the client's address and user agent, a password amr of this second, a 22-character URL-safe refresh token and the sign-in's time", async () => {
    const { email } = await signedUpClient()
    // Over a real socket from this machine: the address is the peer's, 127.0.0.1.
    const client = t.client({ http: true, headers: { "user-agent": "Nordika test/1.0" } })
    const before = Math.floor(Date.now() / 1000)
    const { data, error } = await client.auth.signInWithPassword({ email, password: PASSWORD })
    const after = Math.ceil(Date.now() / 1000)
    expect(error).toBeNull()
    // GoTrue's refresh tokens are 16 random bytes, base64url: they travel in redirect URLs' fragments.
    expect(data.session!.refresh_token).toMatch(/^[A-Za-z0-9_-]{22}$/)
    const claims = decodeJwt(data.session!.access_token)
    const amr = claims.amr as { method: string; timestamp: number }[]
    expect(amr.map((a) => a.method)).toEqual(["password"])
    expect(amr[0].timestamp).toBeGreaterThanOrEqual(before)
    expect(amr[0].timestamp).toBeLessThanOrEqual(after)
    const { rows } = await t.db.query<{ user_id: string; aal: string; ip: string; user_agent: string }>(
      "select user_id, aal, host(ip) as ip, user_agent from auth.sessions where id = $1",
      [claims.session_id],
    )
    expect(rows).toEqual([{ user_id: data.user!.id, aal: "aal1", ip: "127.0.0.1", user_agent: "Nordika test/1.0" }])
    const signedInAt = Date.parse(data.user!.last_sign_in_at!)
    expect(signedInAt).toBeGreaterThanOrEqual(before * 1000)
    expect(signedInAt).toBeLessThanOrEqual(after * 1000)
    expect(data.user!.identities!.map((identity) => identity.last_sign_in_at)).toEqual([data.user!.last_sign_in_at])
  })
})
