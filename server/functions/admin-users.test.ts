import crypto from "node:crypto"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { AuthApiError, type SupabaseClient } from "@supabase/supabase-js"
import { startTestServer, type TestServer } from "../testing/harness"
import { latestMail, linkIn } from "../auth/test-support"
import { adminUsersRequestSchema, firstIssue, type StaffUser } from "#shared/staff"
import {
  auditEntries,
  expectRefusal,
  invokeFunction,
  passwordSession,
  STAFF_TEST_PASSWORD,
  staffAccount,
  type StaffAccount,
} from "./staff-test-support"

describe("admin-users request validation (the schemas the admin's forms use)", () => {
  const problem = (body: unknown) => {
    const parsed = adminUsersRequestSchema.safeParse(body)
    return parsed.success ? null : firstIssue(parsed.error)
  }

  it("accepts each action with its fields, trimmed and lower-cased where that is the rule", () => {
    expect(adminUsersRequestSchema.parse({ action: "list" })).toEqual({ action: "list" })
    expect(
      adminUsersRequestSchema.parse({ action: "invite", email: " New@Example.test ", displayName: " Astrid ", role: "editor" }),
    ).toEqual({
      action: "invite",
      email: "new@example.test",
      displayName: "Astrid",
      role: "editor",
    })
    const userId = crypto.randomUUID()
    expect(adminUsersRequestSchema.parse({ action: "update", userId, role: null })).toEqual({ action: "update", userId, role: null })
  })

  it("says what is wrong with a bad request", () => {
    expect(problem({ action: "invite", email: "nope", displayName: "", role: "editor" })).toMatch(/email address/)
    expect(problem({ action: "invite", email: "a@b.co", displayName: "", role: "owner" })).toBe(
      "Choose a role: admin, editor, recruiter, contributor or translator.",
    )
    expect(problem({ action: "invite", email: "a@b.co", displayName: "x".repeat(121), role: "editor" })).toMatch(/under 121 characters/)
    expect(problem({ action: "update", userId: "x", role: "admin" })).toMatch(/userId/)
    expect(problem({ action: "update", userId: crypto.randomUUID() })).toMatch(/Nothing to update/)
    expect(problem({ action: "approve-mfa-reset", requestId: "42" })).toMatch(/requestId/)
    expect(problem({ action: "drop" })).toMatch(/action must be one of/)
  })
})

describe("the admin-users function", () => {
  let t: TestServer
  let service: SupabaseClient
  let admin: StaffAccount
  let editor: StaffAccount

  const invoke = (client: SupabaseClient, body: Record<string, unknown>) => invokeFunction(client, "admin-users", body)
  const roleOf = async (id: string) => (await service.auth.admin.getUserById(id)).data.user?.app_metadata.role

  beforeAll(async () => {
    // Over HTTP, so the function sees the caller's address as Supabase's gateway passes it on.
    t = await startTestServer({ http: true })
    service = t.client({ key: t.serviceRoleKey })
    // The function works through auth: a broken auth fails every test here, it never skips them.
    const health = await t.fetch(`${t.url}/auth/v1/health`, { headers: { apikey: t.anonKey } })
    expect(health.status, "GET /auth/v1/health").toBe(200)
    admin = await staffAccount(t, { role: "admin", displayName: "Astrid Admin" })
    editor = await staffAccount(t, { role: "editor", displayName: "Erik Editor" })
  })
  afterAll(async () => {
    await t?.close()
  })

  describe("who may call it", () => {
    it("answers 401 without a session", async () => {
      await expectRefusal(await invoke(t.client(), { action: "list" }), 401, "not_authenticated")
    })

    it("answers 403 to an editor and to a recruiter", async () => {
      await expectRefusal(await invoke(editor.client, { action: "list" }), 403, "not_admin")
      const recruiter = await staffAccount(t, { role: "recruiter" })
      await expectRefusal(
        await invoke(recruiter.client, { action: "invite", email: "x@nordika.test", displayName: "", role: "admin" }),
        403,
        "not_admin",
      )
    })

    it("answers 403 to an admin with an authenticator app who signed in with the password only (aal1), and serves them at aal2", async () => {
      const secured = await staffAccount(t, { role: "admin", totp: true, prefix: "secured-admin" })
      await expectRefusal(await invoke(await passwordSession(t, secured.email), { action: "list" }), 403, "insufficient_aal")
      expect((await invoke(secured.client, { action: "list" })).error).toBeNull()
    })

    it("answers 400 with the schema's message for a bad request", async () => {
      const body = await expectRefusal(
        await invoke(admin.client, { action: "invite", email: "not-an-email", displayName: "", role: "editor" }),
        400,
        "invalid_request",
      )
      expect(body.error.message).toBe("Enter an email address, such as name@nordika.se.")
    })
  })

  describe("the staff list", () => {
    it("has every account with its display name, role and MFA, and never the service key", async () => {
      const secured = await staffAccount(t, { role: "editor", totp: true, displayName: "Two Factor" })
      const { data, error, response } = await invoke(admin.client, { action: "list" })
      expect(error).toBeNull()
      const byEmail = new Map((data.users as StaffUser[]).map((user) => [user.email, user]))
      expect(byEmail.get(admin.email)).toMatchObject({ id: admin.id, displayName: "Astrid Admin", role: "admin", mfaFactors: 0 })
      expect(byEmail.get(editor.email)).toMatchObject({ displayName: "Erik Editor", role: "editor", bannedUntil: null })
      expect(byEmail.get(secured.email)).toMatchObject({ displayName: "Two Factor", mfaFactors: 1 })
      expect(byEmail.get(admin.email)?.lastSignInAt).toBeTruthy()
      expect(JSON.stringify(data)).not.toContain(t.serviceRoleKey)
      expect([...response!.headers.values()].join(" ")).not.toContain(t.serviceRoleKey)
    })

    it("says what each account has beside its password: authenticator apps, security keys and passkeys, so a passkey-only account is not listed as unprotected", async () => {
      const appOnly = await staffAccount(t, { role: "editor", totp: true, prefix: "app-only" })
      const keyOnly = await staffAccount(t, { role: "editor", securityKey: true, prefix: "key-only" })
      const passkeyOnly = await staffAccount(t, { role: "recruiter", prefix: "passkey-only-listed" })
      await t.db.query(
        "insert into auth.webauthn_credentials (user_id, credential_id, public_key, friendly_name) values ($1, $2, $3, 'Phone')",
        [passkeyOnly.id, crypto.randomBytes(32), crypto.randomBytes(65)],
      )
      const { data, error } = await invoke(admin.client, { action: "list" })
      expect(error).toBeNull()
      const byEmail = new Map((data.users as StaffUser[]).map((user) => [user.email, user]))
      const secondSteps = (email: string) => {
        const user = byEmail.get(email)!
        return { mfaFactors: user.mfaFactors, securityKeys: user.securityKeys, passkeys: user.passkeys }
      }
      expect(secondSteps(appOnly.email)).toEqual({ mfaFactors: 1, securityKeys: 0, passkeys: 0 })
      expect(secondSteps(keyOnly.email)).toEqual({ mfaFactors: 1, securityKeys: 1, passkeys: 0 })
      expect(secondSteps(passkeyOnly.email)).toEqual({ mfaFactors: 0, securityKeys: 0, passkeys: 1 })
      expect(secondSteps(editor.email)).toEqual({ mfaFactors: 0, securityKeys: 0, passkeys: 0 })
      expect((await invoke(admin.client, { action: "get", userId: passkeyOnly.id })).data.user).toMatchObject({ passkeys: 1 })
    })

    it("gives one account, and says whether it is the last active admin", async () => {
      const { data } = await invoke(admin.client, { action: "get", userId: editor.id })
      expect(data).toMatchObject({ user: { email: editor.email, role: "editor", displayName: "Erik Editor" }, lastAdmin: false })
      // Other admins exist on this server (the last-admin case has a server of its own below).
      expect((await invoke(admin.client, { action: "get", userId: admin.id })).data.lastAdmin).toBe(false)
    })

    it("counts the account's passkeys, so an account with only passkeys can be reset", async () => {
      const passkeyOnly = await staffAccount(t, { role: "editor", prefix: "passkey-only" })
      // Two passkeys as the auth server stores them (the ceremony itself is passkeys.test.ts's).
      for (const name of ["Phone", "Laptop"]) {
        await t.db.query(
          "insert into auth.webauthn_credentials (user_id, credential_id, public_key, friendly_name) values ($1, $2, $3, $4)",
          [passkeyOnly.id, crypto.randomBytes(32), crypto.randomBytes(65), name],
        )
      }
      expect((await invoke(admin.client, { action: "get", userId: passkeyOnly.id })).data).toMatchObject({
        user: { mfaFactors: 0 },
        passkeys: 2,
      })
      expect((await invoke(admin.client, { action: "get", userId: editor.id })).data.passkeys).toBe(0)
      expect((await invoke(admin.client, { action: "reset-mfa", userId: passkeyOnly.id })).data).toMatchObject({
        factorsRemoved: 0,
        passkeysRemoved: 2,
      })
      expect((await invoke(admin.client, { action: "get", userId: passkeyOnly.id })).data.passkeys).toBe(0)
    })
  })

  describe("invitations", () => {
    it("invites with a role and a display name: the invitation mail leads back to the site, and it is audited", async () => {
      const redirectTo = `${t.url}/login/welcome`
      // The address recorded is the connection's, whatever X-Forwarded-For the caller makes up.
      const { data: session } = await admin.client.auth.getSession()
      const claimingElsewhere = t.client({ accessToken: session.session!.access_token, headers: { "x-forwarded-for": "203.0.113.9" } })
      const { data, error } = await invoke(claimingElsewhere, {
        action: "invite",
        email: "Invitee@Nordika.test",
        displayName: "Ingrid Invitee",
        role: "editor",
        redirectTo,
      })
      expect(error).toBeNull()
      expect(data.user).toMatchObject({ email: "invitee@nordika.test", role: "editor", displayName: "Ingrid Invitee" })
      expect(data.user.invitedAt).toBeTruthy()
      expect(await roleOf(data.user.id)).toBe("editor")
      const { rows } = await t.db.query("select display_name from public.profiles where id = $1", [data.user.id])
      expect(rows).toEqual([{ display_name: "Ingrid Invitee" }])

      const mail = latestMail(t, "invitee@nordika.test", "invite")
      expect(new URL(linkIn(mail, "Accept the invitation")).searchParams.get("redirect_to")).toBe(redirectTo)
      expect(await auditEntries(t, "admin_user_invited")).toEqual([
        expect.objectContaining({
          actor_id: admin.id,
          actor_username: admin.email,
          log_type: "team",
          traits: { user_id: data.user.id, user_email: "invitee@nordika.test", role: "editor" },
          ip_address: "127.0.0.1",
        }),
      ])
    })

    it("says in the mail who invited the new member, with which role and what it may do, and how long the link works", async () => {
      const { data, error } = await invoke(admin.client, {
        action: "invite",
        email: "ines@nordika.test",
        displayName: "Ines",
        role: "editor",
      })
      expect(error).toBeNull()
      expect(data.mailed).toBe(true)
      const mail = latestMail(t, "ines@nordika.test", "invite")
      expect(mail.subject).toBe("Astrid Admin invited you to Nordika's staff admin")
      // The HTML part has the same sentences, its apostrophes escaped.
      for (const [part, written] of [
        [mail.text, (sentence: string) => sentence],
        [mail.html!, (sentence: string) => sentence.replace(/'/g, "&#39;")],
      ] as const) {
        expect(part).toContain("Hello Ines,")
        expect(part).toContain(written(`Astrid Admin (${admin.email}) has invited you to Nordika's staff admin with the Editor role.`))
        expect(part).toContain(written("Editors edit the website and work every lead but the applications."))
        expect(part).toContain("The link works once, for 1 hour; if it has expired, ask Astrid Admin to invite you again.")
      }
      // The link in the mail is the account's invitation: it signs the new member in once.
      const link = new URL(linkIn(mail, "Accept the invitation"))
      expect(link.searchParams.get("type")).toBe("invite")
      const invited = t.client()
      const verified = await invited.auth.verifyOtp({ token_hash: link.searchParams.get("token")!, type: "invite" })
      expect(verified.error).toBeNull()
      expect(verified.data.user?.email).toBe("ines@nordika.test")
      expect(verified.data.user?.app_metadata.role).toBe("editor")
    })

    it("invites a recruiter, who then signs in with that role", async () => {
      const { data, error } = await invoke(admin.client, {
        action: "invite",
        email: "recruiter-invitee@nordika.test",
        displayName: "Rut Recruiter",
        role: "recruiter",
      })
      expect(error).toBeNull()
      expect(data.user).toMatchObject({ email: "recruiter-invitee@nordika.test", role: "recruiter", displayName: "Rut Recruiter" })
      expect(await roleOf(data.user.id)).toBe("recruiter")
      const listed = await invoke(admin.client, { action: "list" })
      expect((listed.data.users as StaffUser[]).find((user) => user.id === data.user.id)?.role).toBe("recruiter")
    })

    it("refuses a role that is not one of the three, naming them (400)", async () => {
      const body = await expectRefusal(
        await invoke(admin.client, { action: "invite", email: "owner@nordika.test", displayName: "", role: "owner" }),
        400,
        "invalid_request",
      )
      expect(body.error.message).toBe("Choose a role: admin, editor, recruiter, contributor or translator.")
    })

    it("passes GoTrue's refusal through, e.g. inviting an existing user", async () => {
      const result = await invoke(admin.client, { action: "invite", email: editor.email, displayName: "", role: "editor" })
      const body = await expectRefusal(result, 422, "email_exists")
      expect(body.error.message).toBe("A user with this email address has already been registered")
    })
  })

  describe("changes to an account", () => {
    it("changes a role, removes it, bans and unbans, and renames; each change is audited", async () => {
      const changing = await staffAccount(t, { prefix: "changing" })
      const update = (fields: Record<string, unknown>) => invoke(admin.client, { action: "update", userId: changing.id, ...fields })

      expect((await update({ role: "admin" })).data.user.role).toBe("admin")
      expect((await update({ role: "recruiter" })).data.user.role).toBe("recruiter")
      expect(await roleOf(changing.id)).toBe("recruiter")
      expect((await update({ role: null })).data.user.role).toBeNull()

      const banned = await update({ banned: true })
      expect(new Date(banned.data.user.bannedUntil).getTime()).toBeGreaterThan(Date.now())
      const { error: signInError } = await t.client().auth.signInWithPassword({ email: changing.email, password: STAFF_TEST_PASSWORD })
      expect(signInError).toBeInstanceOf(AuthApiError)
      expect(signInError).toMatchObject({ status: 400, code: "user_banned" })
      expect((await update({ banned: false })).data.user.bannedUntil).toBeNull()

      expect((await update({ displayName: "  Renamed Person " })).data.user.displayName).toBe("Renamed Person")
      expect((await update({ displayName: "" })).data.user.displayName).toBeNull()

      const about = (entries: Awaited<ReturnType<typeof auditEntries>>) => entries.filter((entry) => entry.traits.user_id === changing.id)
      expect(about(await auditEntries(t, "admin_role_changed")).map((entry) => entry.traits)).toEqual([
        { user_id: changing.id, user_email: changing.email, from: null, to: "admin" },
        { user_id: changing.id, user_email: changing.email, from: "admin", to: "recruiter" },
        { user_id: changing.id, user_email: changing.email, from: "recruiter", to: null },
      ])
      expect(about(await auditEntries(t, "admin_user_banned"))).toHaveLength(1)
      expect(about(await auditEntries(t, "admin_user_unbanned"))).toHaveLength(1)
      expect(about(await auditEntries(t, "admin_display_name_changed")).map((entry) => entry.traits.display_name)).toEqual([
        "Renamed Person",
        null,
      ])
    })

    it("sends GoTrue's recovery mail leading back to the site, audited", async () => {
      const redirectTo = `${t.url}/emergency-login`
      const { data, error } = await invoke(admin.client, { action: "send-recovery", userId: editor.id, redirectTo })
      expect(error).toBeNull()
      expect(data).toEqual({ sent: editor.email })
      const mail = latestMail(t, editor.email, "recovery")
      expect(new URL(mail.link!).searchParams.get("redirect_to")).toBe(redirectTo)
      expect((await auditEntries(t, "admin_recovery_sent")).at(-1)?.traits).toEqual({ user_id: editor.id, user_email: editor.email })
    })

    it("deletes an account, audited", async () => {
      const leaving = await staffAccount(t, { role: "editor", prefix: "leaving" })
      const { data, error } = await invoke(admin.client, { action: "delete", userId: leaving.id })
      expect(error).toBeNull()
      expect(data).toEqual({ deleted: leaving.id })
      expect((await service.auth.admin.getUserById(leaving.id)).error).toMatchObject({ status: 404, code: "user_not_found" })
      expect((await auditEntries(t, "admin_user_deleted")).at(-1)?.traits).toEqual({
        user_id: leaving.id,
        user_email: leaving.email,
        role: "editor",
      })
    })
  })

  describe("resetting someone's two-step verification", () => {
    it("removes their factors and passkeys (they sign in with the password alone), tells them by mail, and is audited", async () => {
      const locked = await staffAccount(t, { role: "editor", totp: true, prefix: "locked-out" })
      await t.db.query("insert into auth.webauthn_credentials (user_id, credential_id, public_key) values ($1, $2, $3)", [
        locked.id,
        crypto.randomBytes(32),
        crypto.randomBytes(77),
      ])
      const { data, error } = await invoke(admin.client, { action: "reset-mfa", userId: locked.id })
      expect(error).toBeNull()
      expect(data).toEqual({ factorsRemoved: 1, passkeysRemoved: 1, notified: true })
      expect((await t.db.query("select 1 from auth.webauthn_credentials where user_id = $1", [locked.id])).rows).toEqual([])

      const fresh = await passwordSession(t, locked.email)
      const { data: level } = await fresh.auth.mfa.getAuthenticatorAssuranceLevel()
      expect(level).toMatchObject({ currentLevel: "aal1", nextLevel: "aal1" })
      const mail = latestMail(t, locked.email, "mfa_reset_by_admin")
      expect(mail.text).toContain(admin.email)
      expect(mail.text).toContain("removed the authenticator app, security keys and passkeys from your Nordika account")
      expect(mail.text).toContain(`${t.url}/login`)
      expect((await auditEntries(t, "admin_mfa_reset")).at(-1)).toMatchObject({
        actor_id: admin.id,
        log_type: "factor",
        traits: { user_id: locked.id, user_email: locked.email, factors_removed: 1, passkeys_removed: 1 },
      })
    })

    it("leaves an admin's own authenticator to the Credentials screen", async () => {
      const secured = await staffAccount(t, { role: "admin", totp: true, prefix: "own-reset" })
      await expectRefusal(await invoke(secured.client, { action: "reset-mfa", userId: secured.id }), 400, "cannot_reset_own_mfa")
      expect((await service.auth.admin.mfa.listFactors({ userId: secured.id })).data?.factors).toHaveLength(1)
    })
  })

  describe("the last admin", () => {
    it("cannot be demoted, banned or deleted, by themselves or anyone; with a second admin, nobody demotes, bans or deletes themselves", async () => {
      const t2 = await startTestServer()
      try {
        const only = await staffAccount(t2, { role: "admin", prefix: "only-admin" })
        const call = (client: SupabaseClient, body: Record<string, unknown>) => invokeFunction(client, "admin-users", body)
        expect((await call(only.client, { action: "get", userId: only.id })).data.lastAdmin).toBe(true)
        const refusal = await expectRefusal(
          await call(only.client, { action: "update", userId: only.id, role: "editor" }),
          409,
          "last_admin",
        )
        expect(refusal.error.message).toBe(
          `${only.email} is the last active admin, so it cannot be demoted. Make someone else an admin first.`,
        )
        await expectRefusal(await call(only.client, { action: "update", userId: only.id, banned: true }), 409, "last_admin")
        await expectRefusal(await call(only.client, { action: "delete", userId: only.id }), 409, "last_admin")
        const roleThere = async (id: string) =>
          (await t2.client({ key: t2.serviceRoleKey }).auth.admin.getUserById(id)).data.user?.app_metadata.role
        expect(await roleThere(only.id)).toBe("admin")

        const second = await staffAccount(t2, { role: "admin", prefix: "second-admin" })
        await expectRefusal(await call(only.client, { action: "update", userId: only.id, role: "editor" }), 400, "cannot_demote_self")
        await expectRefusal(await call(only.client, { action: "update", userId: only.id, banned: true }), 400, "cannot_demote_self")
        await expectRefusal(await call(only.client, { action: "delete", userId: only.id }), 400, "cannot_delete_self")

        // Another admin may be demoted while one remains; then the one left is the last.
        expect((await call(only.client, { action: "update", userId: second.id, role: "editor" })).data.user.role).toBe("editor")
        await expectRefusal(await call(only.client, { action: "update", userId: only.id, role: "editor" }), 409, "last_admin")
        expect(await roleThere(only.id)).toBe("admin")
      } finally {
        await t2.close()
      }
    })
  })
})
