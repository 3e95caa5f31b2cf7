import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { decodeJwt } from "jose"
import type { SupabaseClient } from "@supabase/supabase-js"
import { startTestServer, type TestServer } from "../testing/harness"
import { latestMail, newEmail, PASSWORD, totpCode } from "./test-support"

let t: TestServer
let admin: SupabaseClient
beforeAll(async () => {
  t = await startTestServer({ http: true })
  admin = t.client({ key: t.serviceRoleKey })
})
afterAll(async () => {
  await t?.close()
})

async function createUser(extra: Record<string, unknown> = {}) {
  const email = newEmail()
  const { data, error } = await admin.auth.admin.createUser({ email, password: PASSWORD, email_confirm: true, ...extra })
  expect(error).toBeNull()
  return { email, user: data.user! }
}

describe("who may call the admin API", () => {
  it("403 not_admin for the anon key and for a user's token", async () => {
    expect((await t.client().auth.admin.listUsers()).error).toMatchObject({ status: 403, code: "not_admin" })
    const { email } = await createUser()
    const user = t.client()
    const { data } = await user.auth.signInWithPassword({ email, password: PASSWORD })
    const asUser = t.client({ accessToken: data.session!.access_token })
    expect((await asUser.auth.admin.listUsers()).error).toMatchObject({ status: 403, code: "not_admin" })
  })

  it("401 no_authorization without a bearer", async () => {
    const res = await t.fetch("http://nordika.test/auth/v1/admin/users", {
      headers: { apikey: t.anonKey, "x-supabase-api-version": "2024-01-01" },
    })
    expect(res.status).toBe(401)
    expect((await res.json()).code).toBe("no_authorization")
  })
})

describe("admin user management", () => {
  it("creates a confirmed user with metadata and a staff role that reaches the JWT", async () => {
    const { email, user } = await createUser({ user_metadata: { full_name: "Ed Itor" }, app_metadata: { role: "editor" } })
    expect(user).toMatchObject({
      email,
      user_metadata: { full_name: "Ed Itor" },
      app_metadata: { provider: "email", providers: ["email"], role: "editor" },
    })
    expect(user.email_confirmed_at).toBeTruthy()
    const { data } = await t.client().auth.signInWithPassword({ email, password: PASSWORD })
    expect(decodeJwt(data.session!.access_token).app_metadata).toMatchObject({ role: "editor" })
  })

  it("refuses a duplicate address with 422 email_exists", async () => {
    const { email } = await createUser()
    expect((await admin.auth.admin.createUser({ email, password: PASSWORD })).error).toMatchObject({ status: 422, code: "email_exists" })
  })

  it("gets a user by id, and 404 user_not_found for an unknown id", async () => {
    const { user } = await createUser()
    expect((await admin.auth.admin.getUserById(user.id)).data.user!.id).toBe(user.id)
    expect((await admin.auth.admin.getUserById(crypto.randomUUID())).error).toMatchObject({ status: 404, code: "user_not_found" })
  })

  it("merges app_metadata and user_metadata per key (null deletes) and sets a new password", async () => {
    const { email, user } = await createUser({ user_metadata: { a: 1, b: 2 } })
    const { data, error } = await admin.auth.admin.updateUserById(user.id, {
      app_metadata: { role: "admin" },
      user_metadata: { b: null, c: 3 },
      password: "admin-set-password",
    })
    expect(error).toBeNull()
    expect(data.user!.app_metadata).toEqual({ provider: "email", providers: ["email"], role: "admin" })
    expect(data.user!.user_metadata).toEqual({ a: 1, c: 3 })
    expect((await t.client().auth.signInWithPassword({ email, password: "admin-set-password" })).error).toBeNull()
  })

  it("bans with ban_duration (banned_until), which stops sign-in and refresh; 'none' lifts it", async () => {
    const { email, user } = await createUser()
    const session = (await t.client().auth.signInWithPassword({ email, password: PASSWORD })).data.session!
    const { data } = await admin.auth.admin.updateUserById(user.id, { ban_duration: "24h" })
    expect(new Date(data.user!.banned_until!).getTime()).toBeGreaterThan(Date.now() + 23 * 3600_000)
    expect((await t.client().auth.signInWithPassword({ email, password: PASSWORD })).error).toMatchObject({ code: "user_banned" })
    expect((await t.client().auth.refreshSession({ refresh_token: session.refresh_token })).error).toMatchObject({ code: "user_banned" })
    expect((await admin.auth.admin.updateUserById(user.id, { ban_duration: "bogus" })).error).toMatchObject({
      status: 400,
      code: "validation_failed",
    })
    const lifted = await admin.auth.admin.updateUserById(user.id, { ban_duration: "none" })
    expect(lifted.data.user!.banned_until).toBeUndefined()
    expect((await t.client().auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull()
  })

  it("deletes a user (its profile row goes with it)", async () => {
    const { user } = await createUser()
    expect((await admin.auth.admin.deleteUser(user.id)).error).toBeNull()
    expect((await admin.auth.admin.getUserById(user.id)).error?.code).toBe("user_not_found")
    expect((await t.db.query("select 1 from public.profiles where id = $1", [user.id])).rows).toEqual([])
  })

  it("soft-deletes a user: the row stays with deleted_at, sign-in stops", async () => {
    const { email, user } = await createUser()
    expect((await admin.auth.admin.deleteUser(user.id, true)).error).toBeNull()
    const { data } = await admin.auth.admin.getUserById(user.id)
    expect(data.user!.deleted_at).toBeTruthy()
    expect(data.user!.email).not.toBe(email)
    expect((await t.client().auth.signInWithPassword({ email, password: PASSWORD })).error?.code).toBe("invalid_credentials")
  })
})

describe("listing users", () => {
  it("pages with per_page, X-Total-Count and the Link header auth-js parses", async () => {
    for (let i = 0; i < 3; i++) await createUser()
    const { data, error } = await admin.auth.admin.listUsers({ page: 1, perPage: 2 })
    expect(error).toBeNull()
    if (!("total" in data)) throw new Error("no pagination in the answer")
    expect(data.users).toHaveLength(2)
    expect(data).toMatchObject({ aud: "authenticated", nextPage: 2 })
    expect(data.total).toBeGreaterThanOrEqual(3)
    expect(data.lastPage).toBe(Math.ceil(data.total / 2))
    const newest = (await admin.auth.admin.listUsers({ page: 1, perPage: 1 })).data.users[0]
    expect(new Date(newest.created_at).getTime()).toBeGreaterThanOrEqual(new Date(data.users[1].created_at).getTime())

    const res = await t.fetch("http://nordika.test/auth/v1/admin/users?page=1&per_page=2", {
      headers: { apikey: t.serviceRoleKey, authorization: `Bearer ${t.serviceRoleKey}` },
    })
    const total = Number(res.headers.get("x-total-count"))
    expect(res.headers.get("link")).toBe(
      `</admin/users?page=2&per_page=2>; rel="next", </admin/users?page=${Math.ceil(total / 2)}&per_page=2>; rel="last"`,
    )
  })

  it("defaults to page 1 of 50", async () => {
    const { data } = await admin.auth.admin.listUsers()
    expect(data.users.length).toBeLessThanOrEqual(50)
    expect(data.users.length).toBeGreaterThan(0)
  })
})

describe("admin MFA", () => {
  it("lists and deletes a user's factors", async () => {
    const { email, user } = await createUser()
    const client = t.client()
    await client.auth.signInWithPassword({ email, password: PASSWORD })
    const { data: factor } = await client.auth.mfa.enroll({ factorType: "totp" })
    const { data: challenge } = await client.auth.mfa.challenge({ factorId: factor!.id })
    await client.auth.mfa.verify({ factorId: factor!.id, challengeId: challenge!.id, code: await totpCode(factor!.totp.secret) })
    const listed = await admin.auth.admin.mfa.listFactors({ userId: user.id })
    expect(listed.error).toBeNull()
    expect(listed.data!.factors).toEqual([expect.objectContaining({ id: factor!.id, status: "verified", factor_type: "totp" })])
    const deleted = await admin.auth.admin.mfa.deleteFactor({ userId: user.id, id: factor!.id })
    expect(deleted.error).toBeNull()
    expect((await admin.auth.admin.mfa.listFactors({ userId: user.id })).data!.factors).toEqual([])
  })
})

describe("generated links", () => {
  it.each(["magiclink", "recovery"] as const)("%s: returns the link, code and hash without sending mail", async (type) => {
    const { email } = await createUser()
    const before = t.ctx.mailer.list().length
    const { data, error } = await admin.auth.admin.generateLink({ type, email, options: { redirectTo: `${t.url}/welcome` } })
    expect(error).toBeNull()
    expect(data.user!.email).toBe(email)
    expect(data.properties).toMatchObject({ verification_type: type, redirect_to: `${t.url}/welcome` })
    expect(data.properties!.email_otp).toMatch(/^\d{6}$/)
    expect(data.properties!.action_link).toContain(`token=${data.properties!.hashed_token}`)
    expect(t.ctx.mailer.list().length).toBe(before)
    const verified = await t.client().auth.verifyOtp({ token_hash: data.properties!.hashed_token, type })
    expect(verified.error).toBeNull()
    expect(verified.data.user!.email).toBe(email)
  })

  it("signup creates the user; invite marks it invited; email_change_new prepares the change", async () => {
    const email = newEmail()
    const signup = await admin.auth.admin.generateLink({ type: "signup", email, password: PASSWORD })
    expect(signup.error).toBeNull()
    expect(signup.data.properties!.verification_type).toBe("signup")
    expect((await t.client().auth.verifyOtp({ email, token: signup.data.properties!.email_otp, type: "signup" })).error).toBeNull()

    const invited = await admin.auth.admin.generateLink({ type: "invite", email: newEmail() })
    expect(invited.data.user!.invited_at).toBeTruthy()

    const next = newEmail("next")
    const change = await admin.auth.admin.generateLink({ type: "email_change_new", email, newEmail: next })
    expect(change.error).toBeNull()
    expect(change.data.user!.new_email).toBe(next)
  })

  it("answers recovery for an unknown address with 404", async () => {
    expect((await admin.auth.admin.generateLink({ type: "recovery", email: newEmail() })).error).toMatchObject({ status: 404 })
  })
})

describe("invitations", () => {
  it("creates the user with invited_at and mails an invite whose link signs in", async () => {
    const email = newEmail("invitee")
    const { data, error } = await admin.auth.admin.inviteUserByEmail(email, {
      data: { full_name: "In Vitee" },
      redirectTo: `${t.url}/set-password`,
    })
    expect(error).toBeNull()
    expect(data.user).toMatchObject({ email, user_metadata: { full_name: "In Vitee" } })
    expect(data.user!.invited_at).toBeTruthy()
    const mail = latestMail(t, email, "invite")
    expect(mail.subject).toBe("You have been invited to Nordika")
    const tokenHash = new URL(mail.link!).searchParams.get("token")!
    const client = t.client()
    const verified = await client.auth.verifyOtp({ token_hash: tokenHash, type: "invite" })
    expect(verified.error).toBeNull()
    expect((await client.auth.updateUser({ password: "invitee-password" })).error).toBeNull()
    expect((await t.client().auth.signInWithPassword({ email, password: "invitee-password" })).error).toBeNull()
  })

  it("refuses an address that already has a confirmed account (422 email_exists)", async () => {
    const { email } = await createUser()
    expect((await admin.auth.admin.inviteUserByEmail(email)).error).toMatchObject({ status: 422, code: "email_exists" })
  })
})
