import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { AuthApiError, FunctionsHttpError, type SupabaseClient } from "@supabase/supabase-js"
import { startTestServer, type TestServer } from "../testing/harness"
import { parseAdminUsersRequest } from "../../supabase/functions/admin-users/handler"

const PASSWORD = "correct horse battery staple"

describe("admin-users request validation", () => {
  it("fills list defaults and checks every field by hand", () => {
    expect(parseAdminUsersRequest({ action: "list" })).toEqual({ action: "list", page: 1, perPage: 50 })
    expect(parseAdminUsersRequest({ action: "invite", email: " New@Example.test ", role: "editor" })).toEqual({
      action: "invite",
      email: "new@example.test",
      role: "editor",
    })
    expect(() => parseAdminUsersRequest({ action: "invite", email: "nope", role: "editor" })).toThrow(/email/)
    expect(() => parseAdminUsersRequest({ action: "invite", email: "a@b.co", role: "owner" })).toThrow(/role/)
    expect(() => parseAdminUsersRequest({ action: "update", userId: "x", role: "admin" })).toThrow(/userId/)
    expect(() => parseAdminUsersRequest({ action: "update", userId: crypto.randomUUID() })).toThrow(/Nothing to update/)
    expect(() => parseAdminUsersRequest({ action: "list", perPage: 0 })).toThrow(/perPage/)
    expect(() => parseAdminUsersRequest({ action: "drop" })).toThrow(/action/)
    expect(() => parseAdminUsersRequest([])).toThrow(/JSON object/)
  })
})

describe("the admin-users function", () => {
  let t: TestServer
  let service: SupabaseClient
  let adminId: string
  let asAdmin: SupabaseClient
  let asEditor: SupabaseClient

  async function signedInUser(email: string, role?: "admin" | "editor") {
    const { data, error } = await service.auth.admin.createUser({
      email,
      password: PASSWORD,
      email_confirm: true,
      app_metadata: role ? { role } : {},
    })
    if (error) throw error
    const client = t.client()
    const { data: session, error: signInError } = await client.auth.signInWithPassword({ email, password: PASSWORD })
    if (signInError) throw signInError
    return { id: data.user.id, client: t.client({ accessToken: session.session!.access_token }) }
  }

  beforeAll(async () => {
    t = await startTestServer()
    service = t.client({ key: t.serviceRoleKey })
    // The function works through auth: a broken auth fails every test here, it never skips them.
    const health = await t.fetch(`${t.url}/auth/v1/health`, { headers: { apikey: t.anonKey } })
    expect(health.status, "GET /auth/v1/health").toBe(200)
    const admin = await signedInUser("admin@nordika.test", "admin")
    adminId = admin.id
    asAdmin = admin.client
    asEditor = (await signedInUser("editor@nordika.test", "editor")).client
  })
  afterAll(async () => {
    await t?.close()
  })

  const invoke = (client: SupabaseClient, body: unknown) =>
    client.functions.invoke("admin-users", { body: body as Record<string, unknown> })

  async function expectFailure(result: { error: unknown }, status: number, code: string) {
    expect(result.error).toBeInstanceOf(FunctionsHttpError)
    const response = (result.error as FunctionsHttpError).context as Response
    expect(response.status).toBe(status)
    const body = await response.json()
    expect(body.error.code).toBe(code)
    return body
  }

  it("answers 401 without a session", async () => {
    await expectFailure(await invoke(t.client(), { action: "list" }), 401, "not_authenticated")
  })

  it("answers 403 to an editor", async () => {
    await expectFailure(await invoke(asEditor, { action: "list" }), 403, "not_admin")
  })

  it("answers 400 with a clear message for a bad request", async () => {
    const body = await expectFailure(
      await invoke(asAdmin, { action: "invite", email: "not-an-email", role: "editor" }),
      400,
      "invalid_request",
    )
    expect(body.error.message).toMatch(/email/)
  })

  it("lets an admin list users with pagination, without ever returning the service key", async () => {
    const { data, error, response } = await invoke(asAdmin, { action: "list", perPage: 50 })
    expect(error).toBeNull()
    expect(data.users.map((u: { email: string }) => u.email)).toEqual(expect.arrayContaining(["admin@nordika.test", "editor@nordika.test"]))
    expect(data.users.find((u: { email: string }) => u.email === "editor@nordika.test").role).toBe("editor")
    expect(data.total).toBeGreaterThanOrEqual(2)
    expect(JSON.stringify(data)).not.toContain(t.serviceRoleKey)
    expect([...response!.headers.values()].join(" ")).not.toContain(t.serviceRoleKey)

    const page2 = await invoke(asAdmin, { action: "list", page: 2, perPage: 1 })
    expect(page2.data.users).toHaveLength(1)
    expect(page2.data).toMatchObject({ page: 2, perPage: 1 })
  })

  it("lets an admin invite a user with a staff role", async () => {
    const { data, error } = await invoke(asAdmin, { action: "invite", email: "invitee@nordika.test", role: "editor" })
    expect(error).toBeNull()
    expect(data.user).toMatchObject({ email: "invitee@nordika.test", role: "editor" })
    expect(data.user.invitedAt).toBeTruthy()
    const { data: stored } = await service.auth.admin.getUserById(data.user.id)
    expect(stored.user?.app_metadata.role).toBe("editor")
  })

  it("lets an admin change a role, remove it, and ban and unban a user", async () => {
    const { data: created } = await service.auth.admin.createUser({
      email: "changing@nordika.test",
      password: PASSWORD,
      email_confirm: true,
    })
    const userId = created.user!.id

    expect((await invoke(asAdmin, { action: "update", userId, role: "admin" })).data.user.role).toBe("admin")
    expect((await invoke(asAdmin, { action: "update", userId, role: null })).data.user.role).toBeNull()

    const banned = await invoke(asAdmin, { action: "update", userId, banned: true })
    expect(new Date(banned.data.user.bannedUntil).getTime()).toBeGreaterThan(Date.now())
    const { error: signInError } = await t.client().auth.signInWithPassword({ email: "changing@nordika.test", password: PASSWORD })
    expect(signInError).toBeInstanceOf(AuthApiError)
    expect(signInError).toMatchObject({ status: 400, code: "user_banned" })

    const unbanned = await invoke(asAdmin, { action: "update", userId, banned: false })
    expect(unbanned.data.user.bannedUntil).toBeNull()
  })

  it("lets an admin delete a user", async () => {
    const { data: created } = await service.auth.admin.createUser({
      email: "leaving@nordika.test",
      password: PASSWORD,
      email_confirm: true,
    })
    const { data, error } = await invoke(asAdmin, { action: "delete", userId: created.user!.id })
    expect(error).toBeNull()
    expect(data).toEqual({ deleted: created.user!.id })
    expect((await service.auth.admin.getUserById(created.user!.id)).error).toMatchObject({ status: 404, code: "user_not_found" })
  })

  it("keeps an admin from deleting, demoting or banning themselves", async () => {
    await expectFailure(await invoke(asAdmin, { action: "delete", userId: adminId }), 400, "cannot_delete_self")
    await expectFailure(await invoke(asAdmin, { action: "update", userId: adminId, role: "editor" }), 400, "cannot_demote_self")
    await expectFailure(await invoke(asAdmin, { action: "update", userId: adminId, banned: true }), 400, "cannot_demote_self")
    expect((await service.auth.admin.getUserById(adminId)).data.user?.app_metadata.role).toBe("admin")
  })

  it("passes GoTrue's refusal through, e.g. inviting an existing user", async () => {
    const result = await invoke(asAdmin, { action: "invite", email: "editor@nordika.test", role: "editor" })
    const body = await expectFailure(result, 422, "email_exists")
    expect(body.error.message).toBe("A user with this email address has already been registered")
  })
})
