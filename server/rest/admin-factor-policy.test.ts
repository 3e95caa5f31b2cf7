import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"
import ws from "ws"
import { createClient, type SupabaseClient } from "@supabase/supabase-js"
import { startTestServer, type TestServer } from "../testing/harness"
import { createCredential, type CreationOptions } from "../auth/test-authenticator"
import { expectRefusal, invokeFunction, STAFF_TEST_PASSWORD, staffAccount, type StaffAccount } from "../functions/staff-test-support"

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

/** A password-only admin who then adds a passkey through supabase-js's passkey API, as the credentials card does. */
async function adminWithPasskey(): Promise<SupabaseClient> {
  const account = await staffAccount(t, { role: "admin", prefix: "passkey-admin" })
  const client = createClient(t.url, t.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false, experimental: { passkey: true } } as never,
    global: { fetch: t.fetch as typeof fetch },
    realtime: { transport: ws as never },
  })
  expect((await client.auth.signInWithPassword({ email: account.email, password: STAFF_TEST_PASSWORD })).error).toBeNull()
  const { data: start, error } = await client.auth.passkey.startRegistration()
  expect(error).toBeNull()
  const { response } = createCredential(start!.options as unknown as CreationOptions, new URL(t.ctx.config.siteUrl).origin)
  const verified = await client.auth.passkey.verifyRegistration({
    challengeId: start!.challenge_id,
    credential: response.toJSON() as never,
  })
  expect(verified.error).toBeNull()
  return client
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
    const client = await adminWithPasskey()
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
    expect(await ask(totpAdmin.client)).toEqual([{ required: false, caller_has_factor: false, caller_must_add_factor: false }])
    await setRequired(true)
    expect(await ask(totpAdmin.client)).toEqual([{ required: true, caller_has_factor: false, caller_must_add_factor: true }])
    expect(await ask(securityKeyAdmin.client)).toEqual([{ required: true, caller_has_factor: true, caller_must_add_factor: false }])
    expect(await ask(editor.client)).toEqual([{ required: true, caller_has_factor: false, caller_must_add_factor: false }])
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

  it("an admin with a security key or a passkey works as before", async () => {
    const passkeyAdmin = await adminWithPasskey()
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
