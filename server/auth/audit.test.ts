import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { SupabaseClient } from "@supabase/supabase-js"
import { startTestServer, type TestServer } from "../testing/harness"
import { latestMail, newEmail, PASSWORD } from "./test-support"

/** The nil id GoTrue writes as instance_id, and as actor_id when the service role acts. */
const NIL_ID = "00000000-0000-0000-0000-000000000000"
/** The address in-process requests come from (X-Forwarded-For is believed without a socket). */
const CLIENT_IP = "203.0.113.7"

interface Entry {
  instance_id: string
  ip_address: string
  payload: Record<string, unknown>
}

let t: TestServer
let service: SupabaseClient

beforeAll(async () => {
  t = await startTestServer({ config: { auth: { autoconfirm: false } } })
  service = t.client({ key: t.serviceRoleKey, headers: { "x-forwarded-for": CLIENT_IP } })
})
afterAll(async () => {
  await t?.close()
})

/** A client as a browser at CLIENT_IP uses it. */
const browser = () => t.client({ headers: { "x-forwarded-for": CLIENT_IP } })

/** The entries whose payload mentions `text` (an address or an id), oldest first. */
async function entriesAbout(text: string): Promise<Entry[]> {
  const { rows } = await t.db.query<Entry>(
    "select instance_id::text, ip_address, payload from auth.audit_log_entries where payload::text like $1 order by created_at, id",
    [`%${text}%`],
  )
  return rows
}

async function confirmedUser(metadata: Record<string, unknown> = {}) {
  const email = newEmail("audited")
  const { data, error } = await service.auth.admin.createUser({ email, password: PASSWORD, email_confirm: true, user_metadata: metadata })
  expect(error).toBeNull()
  return { email, id: data.user!.id }
}

describe("auth.audit_log_entries, written as GoTrue writes them", () => {
  it("records a password sign-in as login by the user, with provider email, the client's address and GoTrue's exact payload", async () => {
    const { email, id } = await confirmedUser({ full_name: "Astrid Lindqvist" })
    const { error } = await browser().auth.signInWithPassword({ email, password: PASSWORD })
    expect(error).toBeNull()
    const login = (await entriesAbout(id)).find((entry) => entry.payload.action === "login")
    expect(login).toEqual({
      instance_id: NIL_ID,
      ip_address: CLIENT_IP,
      payload: {
        action: "login",
        actor_id: id,
        actor_name: "Astrid Lindqvist",
        actor_username: email,
        actor_via_sso: false,
        log_type: "account",
        traits: { provider: "email" },
      },
    })
    // Go marshals a map with its keys sorted; the stored JSON keeps that order.
    const { rows } = await t.db.query<{ raw: string }>(
      "select payload::text as raw from auth.audit_log_entries where payload ->> 'actor_id' = $1 and payload ->> 'action' = 'login'",
      [id],
    )
    expect(Object.keys(JSON.parse(rows[0].raw))).toEqual([
      "action",
      "actor_id",
      "actor_name",
      "actor_username",
      "actor_via_sso",
      "log_type",
      "traits",
    ])
  })

  it("records nothing for a failed sign-in", async () => {
    const { email, id } = await confirmedUser()
    await browser().auth.signInWithPassword({ email, password: "not the password" })
    expect((await entriesAbout(id)).map((entry) => entry.payload.action)).toEqual(["user_signedup"])
  })

  it("records a sign-out as logout, without traits", async () => {
    const { email, id } = await confirmedUser()
    const client = browser()
    await client.auth.signInWithPassword({ email, password: PASSWORD })
    expect((await client.auth.signOut()).error).toBeNull()
    const logout = (await entriesAbout(id)).at(-1)
    expect(logout?.payload).toEqual({ action: "logout", actor_id: id, actor_username: email, actor_via_sso: false, log_type: "account" })
  })

  it("records the admin API's create, update and delete as user_signedup, user_modified and user_deleted by service_role, naming the user in traits", async () => {
    const { email, id } = await confirmedUser()
    expect((await service.auth.admin.updateUserById(id, { app_metadata: { role: "editor" } })).error).toBeNull()
    expect((await service.auth.admin.deleteUser(id)).error).toBeNull()
    const traits = { user_id: id, user_email: email, user_phone: "" }
    const byServiceRole = { actor_id: NIL_ID, actor_username: "service_role", actor_via_sso: false }
    expect((await entriesAbout(id)).map(({ payload, ip_address }) => ({ payload, ip_address }))).toEqual([
      { ip_address: CLIENT_IP, payload: { action: "user_signedup", ...byServiceRole, log_type: "team", traits } },
      { ip_address: CLIENT_IP, payload: { action: "user_modified", ...byServiceRole, log_type: "user", traits } },
      { ip_address: CLIENT_IP, payload: { action: "user_deleted", ...byServiceRole, log_type: "team", traits } },
    ])
  })

  it("records an invitation as user_invited (traits without a phone), and its acceptance as user_signedup by the invitee", async () => {
    const email = newEmail("invited")
    const { data, error } = await service.auth.admin.inviteUserByEmail(email)
    expect(error).toBeNull()
    const id = data.user!.id
    const code = latestMail(t, email, "invite").code!
    expect((await browser().auth.verifyOtp({ email, token: code, type: "invite" })).error).toBeNull()
    expect((await entriesAbout(id)).map((entry) => entry.payload)).toEqual([
      {
        action: "user_invited",
        actor_id: NIL_ID,
        actor_username: "service_role",
        actor_via_sso: false,
        log_type: "team",
        traits: { user_id: id, user_email: email },
      },
      { action: "user_signedup", actor_id: id, actor_username: email, actor_via_sso: false, log_type: "team" },
    ])
  })

  it("records an invitation made as a link (generate_link, as the admin-users function invites) as user_invited too", async () => {
    const email = newEmail("linked")
    const { data, error } = await service.auth.admin.generateLink({ type: "invite", email })
    expect(error).toBeNull()
    const id = data.user!.id
    expect((await entriesAbout(id)).map((entry) => entry.payload)).toEqual([
      {
        action: "user_invited",
        actor_id: NIL_ID,
        actor_username: "service_role",
        actor_via_sso: false,
        log_type: "team",
        traits: { user_id: id, user_email: email },
      },
    ])
  })

  it("records a sign-up awaiting confirmation as user_confirmation_requested, and the confirmation as user_signedup", async () => {
    const email = newEmail("signup")
    const { data, error } = await browser().auth.signUp({ email, password: PASSWORD })
    expect(error).toBeNull()
    const id = data.user!.id
    const code = latestMail(t, email, "confirmation").code!
    expect((await browser().auth.verifyOtp({ email, token: code, type: "signup" })).error).toBeNull()
    expect((await entriesAbout(id)).map((entry) => [entry.payload.action, entry.payload.log_type, entry.payload.traits])).toEqual([
      ["user_confirmation_requested", "user", { provider: "email" }],
      ["user_signedup", "team", undefined],
    ])
  })

  it("records a recovery request and the recovery link's sign-in as user_recovery_requested and login", async () => {
    const { email, id } = await confirmedUser()
    expect((await browser().auth.resetPasswordForEmail(email)).error).toBeNull()
    const code = latestMail(t, email, "recovery").code!
    expect((await browser().auth.verifyOtp({ email, token: code, type: "recovery" })).error).toBeNull()
    expect((await entriesAbout(id)).map((entry) => [entry.payload.action, entry.payload.log_type, entry.payload.traits])).toEqual([
      ["user_signedup", "team", { user_id: id, user_email: email, user_phone: "" }],
      ["user_recovery_requested", "user", undefined],
      ["login", "account", undefined],
    ])
  })

  // Both entries are written in one transaction, often in the same clock tick, so their order is not asserted.
  it("records a password change as user_updated_password and user_modified, by the user", async () => {
    const { email, id } = await confirmedUser()
    const client = browser()
    await client.auth.signInWithPassword({ email, password: PASSWORD })
    expect((await client.auth.updateUser({ password: "a brand new passphrase" })).error).toBeNull()
    const actions = (await entriesAbout(id)).map((entry) => [entry.payload.action, entry.payload.actor_username, entry.ip_address])
    expect(actions.slice(-2)).toEqual(
      expect.arrayContaining([
        ["user_updated_password", email, CLIENT_IP],
        ["user_modified", email, CLIENT_IP],
      ]),
    )
  })

  it("is written in the same transaction as the change: a refused admin update leaves no entry", async () => {
    const { id } = await confirmedUser()
    const before = await entriesAbout(id)
    const { error } = await service.auth.admin.updateUserById(id, { ban_duration: "forever" })
    expect(error).toMatchObject({ status: 400 })
    expect(await entriesAbout(id)).toEqual(before)
  })
})
