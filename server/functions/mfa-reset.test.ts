import crypto from "node:crypto"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import ws from "ws"
import { createClient, type SupabaseClient } from "@supabase/supabase-js"
import { startTestServer, type TestServer } from "../testing/harness"
import { latestMail } from "../auth/test-support"
import { createCredential, type CreationOptions, type RequestOptions, type SoftwareCredential } from "../auth/test-authenticator"
import type { MfaResetRequest } from "#shared/staff"
import {
  auditEntries,
  expectRefusal,
  invokeFunction,
  passwordSession,
  STAFF_TEST_PASSWORD,
  staffAccount,
  type StaffAccount,
} from "./staff-test-support"

/** supabase-js with its experimental passkey API on, as the app creates it. */
function passkeyClient(t: TestServer): SupabaseClient {
  return createClient(t.url, t.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false, experimental: { passkey: true } } as never,
    global: { fetch: t.fetch as typeof fetch },
    realtime: { transport: ws as never },
  })
}

/** A session for `email` proven by the code of a recovery mail, as /emergency-login gets one. */
async function mailboxSession(t: TestServer, email: string, client = t.client()): Promise<SupabaseClient> {
  expect((await client.auth.resetPasswordForEmail(email)).error).toBeNull()
  const { error } = await client.auth.verifyOtp({ email, token: latestMail(t, email, "recovery").code!, type: "recovery" })
  if (error) throw error
  return client
}

/** Gives `userId` a passkey as the account would hold it after adding one (the key itself plays no part here). */
async function givePasskey(t: TestServer, userId: string, name: string): Promise<string> {
  const { rows } = await t.db.query<{ id: string }>(
    "insert into auth.webauthn_credentials (user_id, credential_id, public_key, friendly_name) values ($1, $2, $3, $4) returning id",
    [userId, crypto.randomBytes(32), crypto.randomBytes(77), name],
  )
  return rows[0]!.id
}

async function passkeysOf(t: TestServer, userId: string) {
  return (await t.db.query("select id from auth.webauthn_credentials where user_id = $1", [userId])).rows
}

const fileRequest = (client: SupabaseClient, reason?: string) => client.rpc("request_mfa_reset", reason === undefined ? {} : { reason })

async function factorsOf(t: TestServer, userId: string) {
  return (await t.client({ key: t.serviceRoleKey }).auth.admin.mfa.listFactors({ userId })).data?.factors ?? []
}

/** Adds a passkey to the signed-in `client` through the real ceremony, with a software authenticator on the site's origin. */
async function addPasskey(t: TestServer, client: SupabaseClient): Promise<SoftwareCredential> {
  const { data: start, error } = await client.auth.passkey.startRegistration()
  if (error) throw error
  const { credential, response } = createCredential(start.options as unknown as CreationOptions, new URL(t.ctx.config.siteUrl).origin)
  const verified = await client.auth.passkey.verifyRegistration({ challengeId: start.challenge_id, credential: response.toJSON() as never })
  if (verified.error) throw verified.error
  return credential
}

/** A passkey sign-in with `credential` on a fresh client, as "Sign in with a passkey" makes one. */
async function signInWithPasskey(t: TestServer, credential: SoftwareCredential) {
  const client = passkeyClient(t)
  const { data: start, error } = await client.auth.passkey.startAuthentication()
  if (error) throw error
  const answer = credential.assert(start.options as unknown as RequestOptions, new URL(t.ctx.config.siteUrl).origin)
  return client.auth.passkey.verifyAuthentication({ challengeId: start.challenge_id, credential: answer.toJSON() as never })
}

describe("a request to reset two-step verification", () => {
  let t: TestServer
  let approver: StaffAccount

  beforeAll(async () => {
    t = await startTestServer()
    approver = await staffAccount(t, { role: "admin", totp: true, prefix: "approver" })
  })
  afterAll(async () => {
    await t?.close()
  })

  describe("filing one (request_mfa_reset)", () => {
    it("needs a session proven by an emailed code, and is open for 24 hours", async () => {
      const lost = await staffAccount(t, { role: "editor", totp: true, prefix: "lost-phone" })
      const refused = await fileRequest(await passwordSession(t, lost.email), "Phone stolen")
      expect(refused.error).toMatchObject({
        code: "42501",
        message: "Confirm your email address with the code we send you, then ask again.",
      })

      const before = Date.now()
      const { data, error } = await fileRequest(await mailboxSession(t, lost.email), "  Phone stolen  ")
      expect(error).toBeNull()
      const request = data as MfaResetRequest
      expect(request).toMatchObject({ user_id: lost.id, email: lost.email, reason: "Phone stolen", status: "pending", decided_at: null })
      const validMs = new Date(request.expires_at).getTime() - new Date(request.created_at).getTime()
      expect(validMs).toBe(24 * 3600_000)
      expect(new Date(request.created_at).getTime()).toBeGreaterThanOrEqual(before - 1000)

      expect((await auditEntries(t, "mfa_reset_requested")).at(-1)).toMatchObject({
        actor_id: lost.id,
        actor_username: lost.email,
        log_type: "factor",
        traits: { request_id: request.id, user_id: lost.id, user_email: lost.email, totp_factors: 1, webauthn_factors: 0, passkeys: 0 },
      })
    })

    it("is filed for an account whose only second step is a passkey", async () => {
      const lost = await staffAccount(t, { role: "editor", prefix: "passkey-only" })
      // The passkey as the auth server stores it (the ceremony itself is passkeys.test.ts's).
      await t.db.query(
        "insert into auth.webauthn_credentials (user_id, credential_id, public_key, friendly_name) values ($1, $2, $3, 'Phone')",
        [lost.id, crypto.randomBytes(32), crypto.randomBytes(65)],
      )
      const { data, error } = await fileRequest(await mailboxSession(t, lost.email), "Phone lost")
      expect(error).toBeNull()
      expect(data).toMatchObject({ user_id: lost.id, reason: "Phone lost", status: "pending" })
    })

    it("gives back the open request instead of filing a second one", async () => {
      const lost = await staffAccount(t, { role: "editor", totp: true, prefix: "asks-twice" })
      const session = await mailboxSession(t, lost.email)
      const first = (await fileRequest(session, "first")).data as MfaResetRequest
      const second = (await fileRequest(session, "second")).data as MfaResetRequest
      expect(second).toEqual(first)
      const { rows } = await t.db.query("select id from public.mfa_reset_requests where user_id = $1", [lost.id])
      expect(rows).toHaveLength(1)
    })

    it("is refused for an account without an authenticator app, security key or passkey, and to anyone signed out", async () => {
      const plain = await staffAccount(t, { role: "editor", prefix: "no-factor" })
      expect((await fileRequest(await mailboxSession(t, plain.email))).error).toMatchObject({
        code: "22023",
        message: "This account has no authenticator app, security key or passkey to reset.",
      })
      expect((await fileRequest(t.client())).error).toMatchObject({ code: "42501" })
    })

    it("refuses a session whose emailed code is more than an hour old", async () => {
      const lost = await staffAccount(t, { role: "editor", totp: true, prefix: "stale-proof" })
      const hourAndAMinuteAgo = Math.floor(Date.now() / 1000) - 3660
      const token = await t.signJwt({
        aud: "authenticated",
        role: "authenticated",
        sub: lost.id,
        aal: "aal1",
        amr: [{ method: "otp", timestamp: hourAndAMinuteAgo }],
        session_id: crypto.randomUUID(),
      })
      expect((await fileRequest(t.client({ accessToken: token }))).error).toMatchObject({
        code: "42501",
        message: "Confirm your email address with the code we send you, then ask again.",
      })
    })
  })

  describe("deciding on one (admin-users)", () => {
    const decide = (client: SupabaseClient, action: "approve-mfa-reset" | "reject-mfa-reset", requestId: string) =>
      invokeFunction(client, "admin-users", { action, requestId })

    it("approved for someone with an authenticator app and a security key: both go", async () => {
      const lost = await staffAccount(t, { role: "editor", totp: true, securityKey: true, prefix: "lost-key" })
      expect((await factorsOf(t, lost.id)).map((f) => f.factor_type).sort()).toEqual(["totp", "webauthn"])
      const request = (await fileRequest(await mailboxSession(t, lost.email), "Lost keyring")).data as MfaResetRequest
      const { data, error } = await decide(approver.client, "approve-mfa-reset", request.id)
      expect(error).toBeNull()
      expect(data).toMatchObject({ factorsRemoved: 2, request: { id: request.id, status: "approved" } })
      expect(await factorsOf(t, lost.id)).toEqual([])
      const { data: level } = await (await passwordSession(t, lost.email)).auth.mfa.getAuthenticatorAssuranceLevel()
      expect(level).toMatchObject({ currentLevel: "aal1", nextLevel: "aal1" })
    })

    it("approved for someone with passkeys: they go too, each removal is audited, and the mail says so", async () => {
      const lost = await staffAccount(t, { role: "editor", totp: true, prefix: "lost-passkeys" })
      const laptop = await givePasskey(t, lost.id, "Stolen laptop")
      await givePasskey(t, lost.id, "Stolen phone")
      const request = (await fileRequest(await mailboxSession(t, lost.email), "Bag stolen")).data as MfaResetRequest
      const { data, error } = await decide(approver.client, "approve-mfa-reset", request.id)
      expect(error).toBeNull()
      expect(data).toMatchObject({ factorsRemoved: 1, passkeysRemoved: 2, request: { id: request.id, status: "approved" } })
      expect(await passkeysOf(t, lost.id)).toEqual([])
      expect((await auditEntries(t, "passkey_removed")).filter((entry) => entry.traits.user_id === lost.id)).toHaveLength(2)
      expect((await auditEntries(t, "passkey_removed")).find((entry) => entry.traits.passkey_id === laptop)).toMatchObject({
        actor_username: "service_role",
        log_type: "factor",
        traits: { user_id: lost.id, user_email: lost.email, passkey_id: laptop, passkey_name: "Stolen laptop" },
      })
      expect((await auditEntries(t, "admin_mfa_reset_approved")).at(-1)).toMatchObject({
        actor_id: approver.id,
        traits: { request_id: request.id, user_id: lost.id, factors_removed: 1, passkeys_removed: 2 },
      })
      expect(latestMail(t, lost.email, "mfa_reset_approved").text).toContain(
        "the authenticator app, security keys and passkeys have been removed from your Nordika account",
      )
    })

    it("for an account whose only second step is a passkey on a lost device: asked from the emailed session, approved, the old passkey signs nobody in and a new one is added, each step audited", async () => {
      const lost = await staffAccount(t, { role: "editor", prefix: "lost-passkey-device" })
      const own = passkeyClient(t)
      expect((await own.auth.signInWithPassword({ email: lost.email, password: STAFF_TEST_PASSWORD })).error).toBeNull()
      const lostDevice = await addPasskey(t, own)
      expect((await signInWithPasskey(t, lostDevice)).error).toBeNull()

      // The emailed code's session: nothing more to verify, and it may see that the account has a passkey (the page then offers the request).
      const mailbox = await mailboxSession(t, lost.email, passkeyClient(t))
      expect((await mailbox.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({ currentLevel: "aal1", nextLevel: "aal1" })
      expect((await mailbox.auth.passkey.list()).data).toHaveLength(1)
      const request = (await fileRequest(mailbox, "Phone left on the train")).data as MfaResetRequest
      expect(request).toMatchObject({ user_id: lost.id, status: "pending" })
      expect((await auditEntries(t, "mfa_reset_requested")).at(-1)).toMatchObject({
        actor_id: lost.id,
        traits: { request_id: request.id, user_id: lost.id, totp_factors: 0, webauthn_factors: 0, passkeys: 1 },
      })

      // It reaches the admins' list of requests waiting for a decision.
      const pending = await approver.client.from("mfa_reset_requests").select("id, email, reason").eq("status", "pending")
      expect(pending.data).toContainEqual({ id: request.id, email: lost.email, reason: "Phone left on the train" })

      const { data, error } = await decide(approver.client, "approve-mfa-reset", request.id)
      expect(error).toBeNull()
      expect(data).toMatchObject({ factorsRemoved: 0, passkeysRemoved: 1, notified: true, request: { status: "approved" } })
      expect(await passkeysOf(t, lost.id)).toEqual([])
      expect((await auditEntries(t, "passkey_removed")).filter((entry) => entry.traits.user_id === lost.id)).toHaveLength(1)
      expect((await auditEntries(t, "admin_mfa_reset_approved")).at(-1)).toMatchObject({
        actor_id: approver.id,
        traits: { request_id: request.id, user_id: lost.id, factors_removed: 0, passkeys_removed: 1 },
      })

      // Whoever finds the device cannot sign in with it; the owner signs in with the password and adds a new passkey.
      expect((await signInWithPasskey(t, lostDevice)).error).toMatchObject({ status: 400, code: "webauthn_verification_failed" })
      const again = passkeyClient(t)
      expect((await again.auth.signInWithPassword({ email: lost.email, password: STAFF_TEST_PASSWORD })).error).toBeNull()
      const newDevice = await addPasskey(t, again)
      expect((await signInWithPasskey(t, newDevice)).error).toBeNull()
      expect((await auditEntries(t, "passkey_added")).filter((entry) => entry.traits.user_id === lost.id)).toHaveLength(2)
    })

    it("for an account whose only second step is a security key: the emailed session waits for it, asks, and approval removes it", async () => {
      const lost = await staffAccount(t, { role: "editor", securityKey: true, prefix: "lost-security-key" })
      const mailbox = await mailboxSession(t, lost.email)
      expect((await mailbox.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({ currentLevel: "aal1", nextLevel: "aal2" })
      const request = (await fileRequest(mailbox, "Key lost")).data as MfaResetRequest
      expect((await auditEntries(t, "mfa_reset_requested")).at(-1)?.traits).toMatchObject({
        request_id: request.id,
        totp_factors: 0,
        webauthn_factors: 1,
        passkeys: 0,
      })
      const { data, error } = await decide(approver.client, "approve-mfa-reset", request.id)
      expect(error).toBeNull()
      expect(data).toMatchObject({ factorsRemoved: 1, passkeysRemoved: 0 })
      expect(await factorsOf(t, lost.id)).toEqual([])
    })

    it("approved by another admin: the factors go, the user signs in with the password alone, is told by mail, and it is audited", async () => {
      const lost = await staffAccount(t, { role: "editor", totp: true, prefix: "approved" })
      const request = (await fileRequest(await mailboxSession(t, lost.email), "New phone")).data as MfaResetRequest

      const { data, error } = await decide(approver.client, "approve-mfa-reset", request.id)
      expect(error).toBeNull()
      expect(data).toMatchObject({
        factorsRemoved: 1,
        notified: true,
        request: { id: request.id, status: "approved", decided_by: approver.id },
      })
      expect(await factorsOf(t, lost.id)).toEqual([])

      const { data: level } = await (await passwordSession(t, lost.email)).auth.mfa.getAuthenticatorAssuranceLevel()
      expect(level).toMatchObject({ currentLevel: "aal1", nextLevel: "aal1" })
      const mail = latestMail(t, lost.email, "mfa_reset_approved")
      expect(mail.subject).toBe("Your request to reset two-step verification was approved")
      expect((await auditEntries(t, "admin_mfa_reset_approved")).at(-1)).toMatchObject({
        actor_id: approver.id,
        traits: { request_id: request.id, user_id: lost.id, user_email: lost.email, factors_removed: 1 },
      })
    })

    it("rejected: the factors stay, the user is told by mail, and it is audited", async () => {
      const lost = await staffAccount(t, { role: "editor", totp: true, prefix: "rejected" })
      const request = (await fileRequest(await mailboxSession(t, lost.email))).data as MfaResetRequest
      const { data, error } = await decide(approver.client, "reject-mfa-reset", request.id)
      expect(error).toBeNull()
      expect(data).toMatchObject({ factorsRemoved: 0, notified: true, request: { status: "rejected" } })
      expect(await factorsOf(t, lost.id)).toHaveLength(1)
      expect(latestMail(t, lost.email, "mfa_reset_rejected").subject).toBe("Your request to reset two-step verification was declined")
      expect((await auditEntries(t, "admin_mfa_reset_rejected")).at(-1)?.traits).toEqual({
        request_id: request.id,
        user_id: lost.id,
        user_email: lost.email,
      })
      await expectRefusal(await decide(approver.client, "approve-mfa-reset", request.id), 409, "request_decided")
    })

    it("never by the requester, even an admin", async () => {
      const lostAdmin = await staffAccount(t, { role: "admin", totp: true, prefix: "lost-admin" })
      const request = (await fileRequest(await mailboxSession(t, lostAdmin.email))).data as MfaResetRequest
      // Still signed in at aal2 in another browser, the requester cannot approve their own request.
      await expectRefusal(await decide(lostAdmin.client, "approve-mfa-reset", request.id), 403, "cannot_decide_own_request")
      expect(await factorsOf(t, lostAdmin.id)).toHaveLength(1)
    })

    it("not once it has expired: it is marked expired, and the user can ask again", async () => {
      const lost = await staffAccount(t, { role: "editor", totp: true, prefix: "expired" })
      const session = await mailboxSession(t, lost.email)
      const request = (await fileRequest(session)).data as MfaResetRequest
      await t.db.query(
        "update public.mfa_reset_requests set created_at = now() - interval '25 hours', expires_at = now() - interval '1 hour' where id = $1",
        [request.id],
      )
      await expectRefusal(await decide(approver.client, "approve-mfa-reset", request.id), 410, "request_expired")
      const { rows } = await t.db.query("select status from public.mfa_reset_requests where id = $1", [request.id])
      expect(rows).toEqual([{ status: "expired" }])
      expect(await factorsOf(t, lost.id)).toHaveLength(1)

      const again = (await fileRequest(session)).data as MfaResetRequest
      expect(again).toMatchObject({ status: "pending" })
      expect(again.id).not.toBe(request.id)
    })

    it("only by admins", async () => {
      const lost = await staffAccount(t, { role: "editor", totp: true, prefix: "editor-decides" })
      const request = (await fileRequest(await mailboxSession(t, lost.email))).data as MfaResetRequest
      const editor = await staffAccount(t, { role: "editor", prefix: "bystander" })
      await expectRefusal(await decide(editor.client, "approve-mfa-reset", request.id), 403, "not_admin")
      await expectRefusal(await decide(approver.client, "approve-mfa-reset", crypto.randomUUID()), 404, "request_not_found")
    })
  })
})
