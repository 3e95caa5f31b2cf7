import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startTestServer, type TestServer } from "../testing/harness"
import { SETUP_ACTOR } from "../../supabase/functions/staff-setup/handler"
import { staffSetupToken } from "./staff-setup-token"
import { auditEntries, expectRefusal, invokeFunction } from "./staff-test-support"

describe("first-run setup (staff-setup)", () => {
  let t: TestServer
  const setup = (body: Record<string, unknown>) => invokeFunction(t.client(), "staff-setup", body)
  const first = { email: "Founder@Nordika.test", displayName: "Frida Founder", password: "a long founding passphrase" }

  beforeAll(async () => {
    t = await startTestServer()
  })
  afterAll(async () => {
    await t?.close()
  })

  it("refuses a wrong token and creates nobody", async () => {
    await expectRefusal(await setup({ ...first, token: "guess" }), 403, "invalid_setup_token")
    const { rows } = await t.db.query("select id from auth.users")
    expect(rows).toEqual([])
  })

  it("checks the fields with the form's schema", async () => {
    const body = await expectRefusal(
      await setup({ ...first, password: "short", token: staffSetupToken(t.ctx.config) }),
      400,
      "invalid_request",
    )
    expect(body.error.message).toBe("Use at least 12 characters.")
  })

  it("with the token printed in the log, creates the first admin (confirmed, named), who signs in; audited", async () => {
    const { data, error } = await setup({ ...first, token: staffSetupToken(t.ctx.config) })
    expect(error).toBeNull()
    expect(data.user.email).toBe("founder@nordika.test")
    const client = t.client()
    const signedIn = await client.auth.signInWithPassword({ email: "founder@nordika.test", password: first.password })
    expect(signedIn.error).toBeNull()
    expect(signedIn.data.user?.app_metadata.role).toBe("admin")
    const { rows } = await t.db.query("select display_name from public.profiles where id = $1", [data.user.id])
    expect(rows).toEqual([{ display_name: "Frida Founder" }])
    expect(await auditEntries(t, "staff_setup_admin_created")).toEqual([
      expect.objectContaining({
        actor_username: SETUP_ACTOR,
        log_type: "team",
        traits: { user_id: data.user.id, user_email: "founder@nordika.test" },
      }),
    ])
  })

  it("is closed once an admin exists", async () => {
    const body = await expectRefusal(
      await setup({ ...first, email: "second@nordika.test", token: staffSetupToken(t.ctx.config) }),
      409,
      "setup_done",
    )
    expect(body.error.message).toBe("This site already has an administrator. Sign in, or ask an administrator for an invitation.")
  })
})
