import crypto from "node:crypto"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { decodeJwt } from "jose"
import ws from "ws"
import { createClient, type AuthChangeEvent, type SupabaseClient } from "@supabase/supabase-js"
import { startTestServer, type TestServer } from "../testing/harness"
import { fragmentParams, latestMail, newEmail, PASSWORD } from "./test-support"

// Confirmations on (the hosted default): sign-ups, email changes and sign-ins go through mail.
let t: TestServer
beforeAll(async () => {
  t = await startTestServer({ http: true, config: { auth: { autoconfirm: false, redirectAllowList: ["https://app.nordika.example/**"] } } })
})
afterAll(async () => {
  await t?.close()
})

function recordEvents(client: SupabaseClient): AuthChangeEvent[] {
  const events: AuthChangeEvent[] = []
  client.auth.onAuthStateChange((event) => {
    if (event !== "INITIAL_SESSION") events.push(event)
  })
  return events
}

/** Follows a mail's link without following the redirect, as a browser's first hop. */
async function openLink(link: string): Promise<Response> {
  return fetch(link, { redirect: "manual" })
}

async function confirmedUser(email = newEmail()) {
  await t.client().auth.signUp({ email, password: PASSWORD })
  const { code } = latestMail(t, email, "confirmation")
  const { error } = await t.client().auth.verifyOtp({ email, token: code!, type: "signup" })
  expect(error).toBeNull()
  return email
}

describe("sign-up with confirmations on", () => {
  it("returns the user without a session and mails a code and link", async () => {
    const email = newEmail()
    const { data, error } = await t.client().auth.signUp({ email, password: PASSWORD })
    expect(error).toBeNull()
    expect(data.session).toBeNull()
    expect(data.user).toMatchObject({ email })
    expect(data.user!.email_confirmed_at).toBeUndefined()
    expect(data.user!.confirmation_sent_at).toBeTruthy()
    const mail = latestMail(t, email, "confirmation")
    expect(mail.subject).toBe("Confirm your Nordika account")
    expect(mail.code).toMatch(/^\d{6}$/)
    expect(mail.text).toContain(mail.code)
    expect(mail.link).toContain("/auth/v1/verify?token=")
    expect(mail.link).toContain("type=signup")
  })

  it("refuses a password sign-in until confirmed (400 email_not_confirmed)", async () => {
    const email = newEmail()
    await t.client().auth.signUp({ email, password: PASSWORD })
    const { error } = await t.client().auth.signInWithPassword({ email, password: PASSWORD })
    expect(error).toMatchObject({ status: 400, code: "email_not_confirmed" })
  })

  it("confirms with the mailed code through verifyOtp and signs in (SIGNED_IN)", async () => {
    const email = newEmail()
    await t.client().auth.signUp({ email, password: PASSWORD })
    const client = t.client()
    const events = recordEvents(client)
    const { data, error } = await client.auth.verifyOtp({ email, token: latestMail(t, email).code!, type: "signup" })
    expect(error).toBeNull()
    expect(data.user!.email_confirmed_at).toBeTruthy()
    expect(decodeJwt(data.session!.access_token).amr).toEqual([{ method: "otp", timestamp: expect.any(Number) }])
    expect(events).toEqual(["SIGNED_IN"])
    expect((await t.client().auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull()
  })

  it("confirms through the mailed link: 303 to the site with the session in the fragment", async () => {
    const email = newEmail()
    await t.client().auth.signUp({ email, password: PASSWORD })
    const res = await openLink(latestMail(t, email).link!)
    expect(res.status).toBe(303)
    const location = res.headers.get("location")!
    expect(location.startsWith(t.url)).toBe(true)
    const params = fragmentParams(location)
    expect(params.get("token_type")).toBe("bearer")
    expect(params.get("type")).toBe("signup")
    expect(Number(params.get("expires_in"))).toBe(3600)
    const { data, error } = await t.client().auth.getUser(params.get("access_token")!)
    expect(error).toBeNull()
    expect(data.user!.email).toBe(email)
    // A link works once.
    const again = await openLink(latestMail(t, email).link!)
    expect(fragmentParams(again.headers.get("location")!).get("error_code")).toBe("otp_expired")
  })

  it("answers a sign-up for a confirmed address with a look-alike user and sends nothing", async () => {
    const email = await confirmedUser()
    const before = t.ctx.mailer.list().length
    const { data, error } = await t.client().auth.signUp({ email, password: PASSWORD })
    expect(error).toBeNull()
    expect(data.user!.identities).toEqual([])
    expect(t.ctx.mailer.list().length).toBe(before)
  })

  it("resends the confirmation with a new code; the old one stops working", async () => {
    const email = newEmail()
    await t.client().auth.signUp({ email, password: PASSWORD })
    const first = latestMail(t, email).code!
    expect((await t.client().auth.resend({ type: "signup", email })).error).toBeNull()
    const second = latestMail(t, email)
    expect(second.code).not.toBe(first)
    expect((await t.client().auth.verifyOtp({ email, token: first, type: "signup" })).error?.code).toBe("otp_expired")
    expect((await t.client().auth.verifyOtp({ email, token: second.code!, type: "signup" })).error).toBeNull()
  })
})

describe("verification failures", () => {
  it("answers a wrong or stale code with 403 otp_expired", async () => {
    const email = newEmail()
    await t.client().auth.signUp({ email, password: PASSWORD })
    expect((await t.client().auth.verifyOtp({ email, token: "000000", type: "signup" })).error).toMatchObject({
      status: 403,
      code: "otp_expired",
      message: "Token has expired or is invalid",
    })
    await t.db.query("update auth.users set confirmation_sent_at = now() - interval '2 hours' where email = $1", [email])
    const { error } = await t.client().auth.verifyOtp({ email, token: latestMail(t, email).code!, type: "signup" })
    expect(error?.code).toBe("otp_expired")
  })

  it("redirects a bad link to the site with the error in the fragment", async () => {
    const res = await openLink(`${t.url}/auth/v1/verify?token=nonsense&type=signup&redirect_to=${encodeURIComponent(t.url + "/welcome")}`)
    expect(res.status).toBe(303)
    const location = res.headers.get("location")!
    expect(location.startsWith(`${t.url}/welcome#`)).toBe(true)
    expect(Object.fromEntries(fragmentParams(location))).toMatchObject({ error: "access_denied", error_code: "otp_expired" })
  })
})

describe("redirect_to", () => {
  it("keeps a same-origin or allow-listed target and replaces any other with the site URL", async () => {
    for (const [target, expected] of [
      [`${t.url}/account`, `${t.url}/account`],
      ["https://app.nordika.example/auth/callback", "https://app.nordika.example/auth/callback"],
      ["https://evil.example/steal", t.url],
    ]) {
      const email = newEmail()
      await t.client().auth.signUp({ email, password: PASSWORD, options: { emailRedirectTo: target } })
      const link = new URL(latestMail(t, email).link!)
      expect(link.searchParams.get("redirect_to")!.replace(/\/$/, "")).toBe(expected.replace(/\/$/, ""))
    }
  })
})

describe("password recovery", () => {
  it("mails a code; verifyOtp(recovery) emits PASSWORD_RECOVERY; the new password then works", async () => {
    const email = await confirmedUser()
    expect((await t.client().auth.resetPasswordForEmail(email)).error).toBeNull()
    const mail = latestMail(t, email, "recovery")
    expect(mail.subject).toBe("Reset your Nordika password")
    const client = t.client()
    const events = recordEvents(client)
    const { error } = await client.auth.verifyOtp({ email, token: mail.code!, type: "recovery" })
    expect(error).toBeNull()
    expect((await client.auth.updateUser({ password: "recovered-password" })).error).toBeNull()
    expect(events).toEqual(["PASSWORD_RECOVERY", "USER_UPDATED"])
    expect((await t.client().auth.signInWithPassword({ email, password: "recovered-password" })).error).toBeNull()
  })

  it("verifies the token_hash form of the link", async () => {
    const email = await confirmedUser()
    await t.client().auth.resetPasswordForEmail(email)
    const tokenHash = new URL(latestMail(t, email, "recovery").link!).searchParams.get("token")!
    const { data, error } = await t.client().auth.verifyOtp({ token_hash: tokenHash, type: "recovery" })
    expect(error).toBeNull()
    expect(data.user!.email).toBe(email)
  })

  it("answers {} for an unknown address and sends nothing", async () => {
    const before = t.ctx.mailer.list().length
    const { data, error } = await t.client().auth.resetPasswordForEmail(newEmail())
    expect(error).toBeNull()
    expect(data).toEqual({})
    expect(t.ctx.mailer.list().length).toBe(before)
  })
})

describe("one-time codes and magic links", () => {
  it("mails an existing user a code that signs in with type email", async () => {
    const email = await confirmedUser()
    expect((await t.client().auth.signInWithOtp({ email })).error).toBeNull()
    const mail = latestMail(t, email, "magiclink")
    const client = t.client()
    const events = recordEvents(client)
    const { data, error } = await client.auth.verifyOtp({ email, token: mail.code!, type: "email" })
    expect(error).toBeNull()
    expect(data.session).toBeTruthy()
    expect(events).toEqual(["SIGNED_IN"])
  })

  it("signs in through the magic link", async () => {
    const email = await confirmedUser()
    await t.client().auth.signInWithOtp({ email, options: { emailRedirectTo: `${t.url}/admin` } })
    const res = await openLink(latestMail(t, email, "magiclink").link!)
    const location = res.headers.get("location")!
    expect(location.startsWith(`${t.url}/admin#`)).toBe(true)
    const params = fragmentParams(location)
    expect(params.get("type")).toBe("magiclink")
    const client = t.client()
    const { data, error } = await client.auth.setSession({
      access_token: params.get("access_token")!,
      refresh_token: params.get("refresh_token")!,
    })
    expect(error).toBeNull()
    expect(data.user!.email).toBe(email)
  })

  it("creates an unknown user and confirms them with the code", async () => {
    const email = newEmail()
    expect((await t.client().auth.signInWithOtp({ email, options: { data: { full_name: "New Person" } } })).error).toBeNull()
    const { data, error } = await t.client().auth.verifyOtp({ email, token: latestMail(t, email, "confirmation").code!, type: "email" })
    expect(error).toBeNull()
    expect(data.user).toMatchObject({ email, user_metadata: { full_name: "New Person" } })
    expect(data.user!.email_confirmed_at).toBeTruthy()
  })

  it("refuses unknown users with create_user false (422 otp_disabled)", async () => {
    const { error } = await t.client().auth.signInWithOtp({ email: newEmail(), options: { shouldCreateUser: false } })
    expect(error).toMatchObject({ status: 422, code: "otp_disabled", message: "Signups not allowed for otp" })
  })

  it("runs the PKCE flow: the link redirects with ?code=, exchanged for a session", async () => {
    const email = await confirmedUser()
    const store = new Map<string, string>()
    const client = createClient(t.url, t.anonKey, {
      auth: {
        flowType: "pkce",
        persistSession: true,
        autoRefreshToken: false,
        detectSessionInUrl: false,
        storage: { getItem: (k) => store.get(k) ?? null, setItem: (k, v) => void store.set(k, v), removeItem: (k) => void store.delete(k) },
      },
      realtime: { transport: ws as never },
    })
    expect((await client.auth.signInWithOtp({ email })).error).toBeNull()
    const link = latestMail(t, email, "magiclink").link!
    expect(new URL(link).searchParams.get("token")).toMatch(/^pkce_/)
    const location = new URL((await openLink(link)).headers.get("location")!)
    const code = location.searchParams.get("code")!
    expect(code).toBeTruthy()
    const { data, error } = await client.auth.exchangeCodeForSession(code)
    expect(error).toBeNull()
    expect(data.user!.email).toBe(email)
  })

  it("exchanges a code once: the same code and verifier sent again over HTTP get 404 flow_state_not_found", async () => {
    const email = await confirmedUser()
    const verifier = crypto.randomBytes(48).toString("base64url")
    const challenge = crypto.createHash("sha256").update(verifier).digest("base64url")
    const otp = await fetch(`${t.url}/auth/v1/otp`, {
      method: "POST",
      headers: { apikey: t.anonKey, "Content-Type": "application/json" },
      body: JSON.stringify({ email, code_challenge: challenge, code_challenge_method: "s256" }),
    })
    expect(otp.status).toBe(200)
    const location = new URL((await openLink(latestMail(t, email, "magiclink").link!)).headers.get("location")!)
    const code = location.searchParams.get("code")!
    const exchange = () =>
      fetch(`${t.url}/auth/v1/token?grant_type=pkce`, {
        method: "POST",
        headers: { apikey: t.anonKey, "Content-Type": "application/json", "X-Supabase-Api-Version": "2024-01-01" },
        body: JSON.stringify({ auth_code: code, code_verifier: verifier }),
      })
    const first = await exchange()
    expect(first.status).toBe(200)
    expect(await first.json()).toMatchObject({ token_type: "bearer", user: { email } })
    const second = await exchange()
    expect(second.status).toBe(404)
    expect(await second.json()).toMatchObject({ code: "flow_state_not_found" })
  })
})

describe("email change with double confirmation", () => {
  it("needs both links; the first answers a message, the second swaps the address", async () => {
    const email = await confirmedUser()
    const client = t.client()
    await client.auth.signInWithPassword({ email, password: PASSWORD })
    const next = newEmail("next")
    const { data, error } = await client.auth.updateUser({ email: next })
    expect(error).toBeNull()
    expect(data.user).toMatchObject({ email, new_email: next })
    const toCurrent = latestMail(t, email, "email_change_current")
    const toNew = latestMail(t, next, "email_change_new")
    const first = await t.client().auth.verifyOtp({ email, token: toCurrent.code!, type: "email_change" })
    expect(first.error).toBeNull()
    expect(first.data.session).toBeNull()
    const second = await t.client().auth.verifyOtp({ email: next, token: toNew.code!, type: "email_change" })
    expect(second.error).toBeNull()
    expect(second.data.user!.email).toBe(next)
    expect(second.data.user!.new_email).toBeUndefined()
    expect((await t.client().auth.signInWithPassword({ email: next, password: PASSWORD })).error).toBeNull()
  })

  it("resends the email-change mails", async () => {
    const email = await confirmedUser()
    const client = t.client()
    await client.auth.signInWithPassword({ email, password: PASSWORD })
    const next = newEmail("next")
    await client.auth.updateUser({ email: next })
    const firstCode = latestMail(t, next, "email_change_new").code
    expect((await t.client().auth.resend({ type: "email_change", email: next })).error).toBeNull()
    expect(latestMail(t, next, "email_change_new").code).not.toBe(firstCode)
  })
})

describe("reauthentication", () => {
  it("mails a nonce that authorises a password change; a wrong nonce is 422 reauthentication_not_valid", async () => {
    const email = await confirmedUser()
    const client = t.client()
    await client.auth.signInWithPassword({ email, password: PASSWORD })
    expect((await client.auth.reauthenticate()).error).toBeNull()
    const mail = latestMail(t, email, "reauthentication")
    expect(mail.link).toBeUndefined()
    const wrong = await client.auth.updateUser({ password: "another-password", nonce: "123456" === mail.code ? "654321" : "123456" })
    expect(wrong.error).toMatchObject({ status: 422, code: "reauthentication_not_valid" })
    expect((await client.auth.updateUser({ password: "another-password", nonce: mail.code! })).error).toBeNull()
    expect((await t.client().auth.signInWithPassword({ email, password: "another-password" })).error).toBeNull()
  })

  /** A signed-in client whose session began `hours` ago. */
  async function sessionSignedInHoursAgo(email: string, hours: number) {
    const client = t.client()
    const { data } = await client.auth.signInWithPassword({ email, password: PASSWORD })
    await t.db.query(`update auth.sessions set created_at = now() - make_interval(hours => $2) where user_id = $1`, [data.user!.id, hours])
    return client
  }

  it("refuses a password change by access token alone from a session signed in over 24 h ago: 400 reauthentication_needed", async () => {
    const email = await confirmedUser()
    const client = await sessionSignedInHoursAgo(email, 25)
    const { error } = await client.auth.updateUser({ password: "stolen-token-password" })
    expect(error).toMatchObject({ status: 400, code: "reauthentication_needed", message: "Password update requires reauthentication" })
    expect((await t.client().auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull()
    expect((await client.auth.reauthenticate()).error).toBeNull()
    const { code } = latestMail(t, email, "reauthentication")
    expect((await client.auth.updateUser({ password: "stolen-token-password", nonce: code! })).error).toBeNull()
  })

  it("lets a session signed in within 24 h change the password without a nonce, as GoTrue does", async () => {
    const email = await confirmedUser()
    const client = await sessionSignedInHoursAgo(email, 23)
    expect((await client.auth.updateUser({ password: "recent-sign-in-password" })).error).toBeNull()
    expect((await t.client().auth.signInWithPassword({ email, password: "recent-sign-in-password" })).error).toBeNull()
  })

  it("counts the session of a recovery code as a recent sign-in: a forgotten password is reset without a nonce", async () => {
    const email = await confirmedUser()
    await sessionSignedInHoursAgo(email, 48)
    expect((await t.client().auth.resetPasswordForEmail(email)).error).toBeNull()
    const client = t.client()
    const { error } = await client.auth.verifyOtp({ email, token: latestMail(t, email, "recovery").code!, type: "recovery" })
    expect(error).toBeNull()
    expect((await client.auth.updateUser({ password: "recovered-password" })).error).toBeNull()
  })
})
