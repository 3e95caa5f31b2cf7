import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"
import ws from "ws"
import { createClient, type SupabaseClient } from "@supabase/supabase-js"
import { startTestServer, type TestServer } from "../testing/harness"
import {
  createCredential,
  enrolSecurityKey,
  type CreationOptions,
  type RequestOptions,
  type SoftwareCredential,
} from "../auth/test-authenticator"
import { totpCode } from "../auth/test-support"
import {
  auditEntries,
  expectRefusal,
  invokeFunction,
  passwordSession,
  STAFF_TEST_PASSWORD,
  staffAccount,
  type StaffAccount,
} from "../functions/staff-test-support"

let t: TestServer
let securityKeyAdmin: StaffAccount
let totpAdmin: StaffAccount
let passwordAdmin: StaffAccount
let editor: StaffAccount
let recruiter: StaffAccount

beforeAll(async () => {
  t = await startTestServer()
  securityKeyAdmin = await staffAccount(t, { role: "admin", securityKey: true, prefix: "key-admin" })
  totpAdmin = await staffAccount(t, { role: "admin", totp: true, prefix: "totp-admin" })
  passwordAdmin = await staffAccount(t, { role: "admin", prefix: "password-admin" })
  editor = await staffAccount(t, { role: "editor" })
  recruiter = await staffAccount(t, { role: "recruiter" })
})
afterAll(async () => {
  await t?.close()
})

const required = async () =>
  (await t.db.query<{ on: boolean }>("select admins_require_phishing_resistant_factor as on from public.security_settings")).rows[0].on

/** Whether the setting is on, set as the superuser (the tests of who may change it use the real RPC). */
const setRequired = (on: boolean) => t.db.query("update public.security_settings set admins_require_phishing_resistant_factor = $1", [on])

const passkeyClient = () =>
  createClient(t.url, t.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false, experimental: { passkey: true } } as never,
    global: { fetch: t.fetch as typeof fetch },
    realtime: { transport: ws as never },
  })

const origin = () => new URL(t.ctx.config.siteUrl).origin

/** A password-only admin who then adds a passkey through supabase-js's passkey API, as the credentials card does (the session stays a password one). */
async function adminWithPasskey(): Promise<{ client: SupabaseClient; credential: SoftwareCredential }> {
  const account = await staffAccount(t, { role: "admin", prefix: "passkey-admin" })
  const client = passkeyClient()
  expect((await client.auth.signInWithPassword({ email: account.email, password: STAFF_TEST_PASSWORD })).error).toBeNull()
  const { data: start, error } = await client.auth.passkey.startRegistration()
  expect(error).toBeNull()
  const { credential, response } = createCredential(start!.options as unknown as CreationOptions, origin())
  const verified = await client.auth.passkey.verifyRegistration({
    challengeId: start!.challenge_id,
    credential: response.toJSON() as never,
  })
  expect(verified.error).toBeNull()
  return { client, credential }
}

/** A new session signed in with the passkey alone (amr "passkey"). */
async function passkeySession(credential: SoftwareCredential): Promise<SupabaseClient> {
  const client = passkeyClient()
  const { data: start, error } = await client.auth.passkey.startAuthentication()
  expect(error).toBeNull()
  const answer = credential.assert(start!.options as unknown as RequestOptions, origin())
  const verified = await client.auth.passkey.verifyAuthentication({
    challengeId: start!.challenge_id,
    credential: answer.toJSON() as never,
  })
  expect(verified.error).toBeNull()
  return client
}

/** The methods in the access token's amr claim, newest first. */
async function amrOf(client: SupabaseClient): Promise<string[]> {
  const token = (await client.auth.getSession()).data.session!.access_token
  const claims = JSON.parse(Buffer.from(token.split(".")[1], "base64url").toString()) as { amr: { method: string }[] }
  return claims.amr.map((claim) => claim.method)
}

describe("requiring a passkey or security key for admins (security_settings, set_admin_factor_requirement)", () => {
  beforeEach(async () => {
    await setRequired(false)
  })

  it("is off until an admin turns it on, and every staff role reads it", async () => {
    for (const [who, client] of [
      ["admin", securityKeyAdmin.client],
      ["editor", editor.client],
      ["recruiter", recruiter.client],
    ] as const) {
      const { data, error } = await client.from("security_settings").select("admins_require_phishing_resistant_factor")
      expect({ who, data, error }).toEqual({ who, data: [{ admins_require_phishing_resistant_factor: false }], error: null })
    }
    expect((await t.client().from("security_settings").select("id")).status).toBe(401)
  })

  it("an admin with a security key turns it on and off, and the audit log says who did each", async () => {
    expect(await securityKeyAdmin.client.rpc("set_admin_factor_requirement", { required: true })).toMatchObject({ data: true, error: null })
    expect(await required()).toBe(true)
    expect(await securityKeyAdmin.client.rpc("set_admin_factor_requirement", { required: false })).toMatchObject({
      data: false,
      error: null,
    })
    expect(await required()).toBe(false)

    const { rows } = await t.db.query<{ action: string; actor_id: string; was: boolean; now: boolean }>(
      `select action, actor_id, (old_data ->> 'admins_require_phishing_resistant_factor')::boolean as was,
              (new_data ->> 'admins_require_phishing_resistant_factor')::boolean as now
       from public.audit_log where target_type = 'security_settings' order by id desc limit 2`,
    )
    expect(rows).toEqual([
      { action: "update", actor_id: securityKeyAdmin.id, was: true, now: false },
      { action: "update", actor_id: securityKeyAdmin.id, was: false, now: true },
    ])
  })

  it("an admin with only a passkey turns it on too", async () => {
    const { client } = await adminWithPasskey()
    expect(await client.rpc("set_admin_factor_requirement", { required: true })).toMatchObject({ data: true, error: null })
  })

  it("refuses an admin without a passkey or security key with 403 PT403 phishing_resistant_factor_required, through the RPC and through REST, and leaves it off", async () => {
    for (const [who, client] of [
      ["authenticator app", totpAdmin.client],
      ["password only", passwordAdmin.client],
    ] as const) {
      const called = await client.rpc("set_admin_factor_requirement", { required: true })
      expect({ who, status: called.status, code: called.error?.code, details: called.error?.details }).toEqual({
        who,
        status: 403,
        code: "PT403",
        details: "phishing_resistant_factor_required",
      })
      const written = await client.from("security_settings").update({ admins_require_phishing_resistant_factor: true }).eq("id", "sign_in")
      expect({ who, status: written.status, code: written.error?.code }).toEqual({ who, status: 403, code: "PT403" })
    }
    expect(await required()).toBe(false)
  })

  it("refuses editors and recruiters (42501), whatever factors they have", async () => {
    const keyEditor = await staffAccount(t, { role: "editor", securityKey: true })
    for (const [who, client] of [
      ["editor", editor.client],
      ["editor with a security key", keyEditor.client],
      ["recruiter", recruiter.client],
    ] as const) {
      const called = await client.rpc("set_admin_factor_requirement", { required: true })
      expect({ who, status: called.status, code: called.error?.code }).toEqual({ who, status: 403, code: "42501" })
      const written = await client
        .from("security_settings")
        .update({ admins_require_phishing_resistant_factor: true })
        .eq("id", "sign_in")
        .select("id")
      expect({ who, data: written.data }).toEqual({ who, data: [] })
    }
    expect(await required()).toBe(false)
  })

  it("says to each caller whether it is on and whether they must add a factor first", async () => {
    const ask = async (client: SupabaseClient) => (await client.rpc("admin_factor_requirement")).data
    const answer = (required: boolean, has: boolean, mustAdd: boolean) => [
      { required, caller_has_factor: has, caller_must_add_factor: mustAdd, caller_must_verify_factor: false },
    ]
    expect(await ask(totpAdmin.client)).toEqual(answer(false, false, false))
    await setRequired(true)
    expect(await ask(totpAdmin.client)).toEqual(answer(true, false, true))
    expect(await ask(securityKeyAdmin.client)).toEqual(answer(true, true, false))
    expect(await ask(editor.client)).toEqual(answer(true, false, false))
    const member = await staffAccount(t)
    const refused = await member.client.rpc("admin_factor_requirement")
    expect({ status: refused.status, code: refused.error?.code }).toEqual({ status: 403, code: "42501" })
  })
})

describe("while admins must have a passkey or security key", () => {
  beforeAll(async () => {
    await setRequired(true)
  })
  afterAll(async () => {
    await setRequired(false)
  })

  it("an admin without one is no admin to the database: is_admin() and is_staff() are false, admin-only rows hidden, admin RPCs refused (42501)", async () => {
    for (const [who, client] of [
      ["authenticator app", totpAdmin.client],
      ["password only", passwordAdmin.client],
    ] as const) {
      expect({ who, isAdmin: (await client.rpc("is_admin")).data, isStaff: (await client.rpc("is_staff")).data }).toEqual({
        who,
        isAdmin: false,
        isStaff: false,
      })
      expect({ who, data: (await client.from("private_settings").select("key")).data }).toEqual({ who, data: [] })
      const called = await client.rpc("set_lead_notifications", { recipients: ["sales@nordika.se"] })
      expect({ who, status: called.status, code: called.error?.code }).toEqual({ who, status: 403, code: "42501" })
      // Nor can they turn the requirement off again.
      const off = await client.rpc("set_admin_factor_requirement", { required: false })
      expect({ who, status: off.status, code: off.error?.code }).toEqual({ who, status: 403, code: "42501" })
    }
    expect(await required()).toBe(true)
  })

  it("the admin-users function answers them 403 phishing_resistant_factor_required", async () => {
    await expectRefusal(
      await invokeFunction(totpAdmin.client, "admin-users", { action: "list" }),
      403,
      "phishing_resistant_factor_required",
    )
    await expectRefusal(
      await invokeFunction(passwordAdmin.client, "admin-users", { action: "list" }),
      403,
      "phishing_resistant_factor_required",
    )
  })

  it("an admin signed in with a security key or a passkey works as before", async () => {
    const passkeyAdmin = await passkeySession((await adminWithPasskey()).credential)
    expect(await amrOf(securityKeyAdmin.client)).toContain("mfa/webauthn")
    expect(await amrOf(passkeyAdmin)).toEqual(["passkey"])
    for (const [who, client] of [
      ["security key", securityKeyAdmin.client],
      ["passkey", passkeyAdmin],
    ] as const) {
      expect({ who, isAdmin: (await client.rpc("is_admin")).data }).toEqual({ who, isAdmin: true })
      expect({ who, data: (await client.from("private_settings").select("key")).data }).toEqual({
        who,
        data: [{ key: "lead_notifications" }],
      })
      const listed = await invokeFunction(client, "admin-users", { action: "list" })
      expect({ who, error: listed.error }).toEqual({ who, error: null })
    }
  })

  it("editors and recruiters are not affected", async () => {
    expect((await editor.client.rpc("is_staff")).data).toBe(true)
    expect((await editor.client.from("site_settings").select("key").eq("key", "logos")).data).toEqual([{ key: "logos" }])
    expect((await recruiter.client.rpc("has_staff_role")).data).toBe(true)
    expect((await recruiter.client.rpc("readable_lead_types")).data).toEqual(["job_application", "freelancer_application"])
  })
})

describe("while admins must use a passkey or security key, the session must have been signed in with one (the token's amr)", () => {
  let admin: StaffAccount
  let securityKey: { factorId: string; credential: SoftwareCredential }
  let totpFactorId: string

  beforeAll(async () => {
    admin = await staffAccount(t, { role: "admin", totp: true, prefix: "key-and-app-admin" })
    securityKey = await enrolSecurityKey(admin.client, origin())
    const { data } = await admin.client.auth.mfa.listFactors()
    totpFactorId = data!.totp[0]!.id
  })
  afterAll(async () => {
    await setRequired(false)
  })

  /** A new session for the admin: the password, then the authenticator app's code (aal2, amr totp + password). */
  async function passwordAndCodeSession(): Promise<SupabaseClient> {
    const client = await passwordSession(t, admin.email)
    const verified = await client.auth.mfa.challengeAndVerify({ factorId: totpFactorId, code: await totpCode(admin.secret!) })
    expect(verified.error).toBeNull()
    expect(await amrOf(client)).toEqual(["totp", "password"])
    return client
  }

  /** The security-key step on `client`'s session, as auth.mfa.webauthn.authenticate() does in a browser. */
  async function verifyWithSecurityKey(client: SupabaseClient) {
    const rp = { rpId: new URL(origin()).hostname, rpOrigins: [origin()] }
    const challenge = await client.auth.mfa.challenge({ factorId: securityKey.factorId, webauthn: rp })
    expect(challenge.error).toBeNull()
    const answer = securityKey.credential.assert(challenge.data!.webauthn!.credential_options.publicKey as RequestOptions, origin())
    const verified = await client.auth.mfa.verify({
      factorId: securityKey.factorId,
      challengeId: challenge.data!.id,
      webauthn: { ...rp, type: "request", credential_response: answer as never },
    })
    expect(verified.error).toBeNull()
  }

  it("an admin with a security key who signed in with a password and an authenticator code is refused: RLS, admin RPCs and admin-users", async () => {
    await setRequired(true)
    const client = await passwordAndCodeSession()
    expect({ isAdmin: (await client.rpc("is_admin")).data, isStaff: (await client.rpc("is_staff")).data }).toEqual({
      isAdmin: false,
      isStaff: false,
    })
    expect((await client.from("private_settings").select("key")).data).toEqual([])
    const called = await client.rpc("set_lead_notifications", { recipients: ["sales@nordika.se"] })
    expect({ status: called.status, code: called.error?.code }).toEqual({ status: 403, code: "42501" })
    const refused = await expectRefusal(
      await invokeFunction(client, "admin-users", { action: "list" }),
      403,
      "phishing_resistant_factor_required",
    )
    expect(refused.error.message).toBe(
      "Verify with your passkey or security key before managing users: admins must sign in with one, not a password and code alone",
    )
    expect((await client.rpc("admin_factor_requirement")).data).toEqual([
      { required: true, caller_has_factor: true, caller_must_add_factor: false, caller_must_verify_factor: true },
    ])
  })

  it("the same session is an admin again once verified with the security key (amr mfa/webauthn)", async () => {
    await setRequired(true)
    const client = await passwordAndCodeSession()
    await verifyWithSecurityKey(client)
    expect(await amrOf(client)).toContain("mfa/webauthn")
    const [stepUp] = (await auditEntries(t, "verification_attempted")).filter((entry) => entry.actor_id === admin.id).slice(-1)
    expect(stepUp).toMatchObject({
      log_type: "factor",
      actor_username: admin.email,
      traits: { factor_id: securityKey.factorId, factor_type: "webauthn", from_aal: "aal2" },
    })
    expect((await client.rpc("is_admin")).data).toBe(true)
    expect((await client.from("private_settings").select("key")).data).toEqual([{ key: "lead_notifications" }])
    expect((await invokeFunction(client, "admin-users", { action: "list" })).error).toBeNull()
    expect((await client.rpc("admin_factor_requirement")).data).toEqual([
      { required: true, caller_has_factor: true, caller_must_add_factor: false, caller_must_verify_factor: false },
    ])
    // A refreshed token keeps how the session was signed in.
    expect((await client.auth.refreshSession()).error).toBeNull()
    expect((await client.rpc("is_admin")).data).toBe(true)
  })

  it("an admin with a passkey who signed in with the password alone is refused, and the same admin signed in with the passkey is not", async () => {
    await setRequired(true)
    const { client: passwordClient, credential } = await adminWithPasskey()
    expect(await amrOf(passwordClient)).toEqual(["password"])
    expect((await passwordClient.rpc("is_admin")).data).toBe(false)
    await expectRefusal(await invokeFunction(passwordClient, "admin-users", { action: "list" }), 403, "phishing_resistant_factor_required")
    const passkeyClient = await passkeySession(credential)
    expect((await passkeyClient.rpc("is_admin")).data).toBe(true)
    expect((await invokeFunction(passkeyClient, "admin-users", { action: "list" })).error).toBeNull()
  })

  it("with the requirement off, the password and code session is an admin as before", async () => {
    await setRequired(false)
    const client = await passwordAndCodeSession()
    expect((await client.rpc("is_admin")).data).toBe(true)
    expect((await invokeFunction(client, "admin-users", { action: "list" })).error).toBeNull()
    expect((await client.rpc("admin_factor_requirement")).data).toEqual([
      { required: false, caller_has_factor: true, caller_must_add_factor: false, caller_must_verify_factor: false },
    ])
  })

  it("editors with a security key who signed in with a password and code are not affected", async () => {
    await setRequired(true)
    const keyEditor = await staffAccount(t, { role: "editor", totp: true, securityKey: true, prefix: "key-editor" })
    const client = await passwordSession(t, keyEditor.email)
    const factors = (await client.auth.mfa.listFactors()).data!
    expect(
      (await client.auth.mfa.challengeAndVerify({ factorId: factors.totp[0]!.id, code: await totpCode(keyEditor.secret!) })).error,
    ).toBeNull()
    expect((await client.rpc("is_staff")).data).toBe(true)
    expect((await client.rpc("admin_factor_requirement")).data).toEqual([
      { required: true, caller_has_factor: true, caller_must_add_factor: false, caller_must_verify_factor: false },
    ])
  })
})
