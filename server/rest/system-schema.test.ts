/**
 * The schema behind the admin's system screens, through the real supabase-js client: the audit log
 * (triggers, append-only, the admins' audit_events()), client error reports and their limits,
 * release notes and read markers, the applied migrations and the dashboard's figures.
 */
import crypto from "node:crypto"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { SupabaseClient } from "@supabase/supabase-js"
import { listMigrations } from "../db/migrate"
import { startTestServer, type TestServer } from "../testing/harness"

/** What report_client_error() allows one client per minute. */
const REPORTS_PER_CLIENT_PER_MINUTE = 10

let t: TestServer
let serial = 0

interface Staff {
  id: string
  email: string
  client: SupabaseClient
}

/** A user row as auth would create it, and a client signed in as them (in-process, from `ip`). */
async function staffMember(
  role: "admin" | "editor" | "recruiter" | "contributor" | "translator" | undefined,
  ip = "192.0.2.10",
): Promise<Staff> {
  const id = crypto.randomUUID()
  const email = `${role ?? "member"}-${++serial}@nordika.test`
  await t.db.query(
    `insert into auth.users (instance_id, id, aud, role, email, raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
     values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2, $3, '{}', now(), now())`,
    [id, email, JSON.stringify({ provider: "email", ...(role ? { role } : {}) })],
  )
  const token = await t.userToken({ sub: id, email, staffRole: role })
  return {
    id,
    email,
    client: t.client({ accessToken: token, http: false, headers: { "x-forwarded-for": ip, "user-agent": "Staff browser/1.0" } }),
  }
}

/** An anonymous browser at `ip` (in-process: X-Forwarded-For is where it comes from). */
const visitor = (ip: string) => t.client({ http: false, headers: { "x-forwarded-for": ip, "user-agent": "Visitor browser/2.0" } })

let admin: Staff
let editor: Staff
let member: Staff

beforeAll(async () => {
  t = await startTestServer({ http: true })
  ;[admin, editor, member] = [await staffMember("admin"), await staffMember("editor", "198.51.100.23"), await staffMember(undefined)]
})
afterAll(async () => {
  await t?.close()
})

/** The newest entries of audit_events() about `targetId`, newest first, as an admin reads them. */
async function auditAbout(targetId: string) {
  const { data, error } = await admin.client.rpc("audit_events").eq("target_id", targetId).order("occurred_at", { ascending: false })
  expect(error).toBeNull()
  return data as Array<Record<string, unknown>>
}

describe("the audit log", () => {
  it("records an editor's change of a site setting: who, what, when, from where, the row before and after", async () => {
    const before = (await t.db.query<{ value: unknown }>("select value from public.site_settings where key = 'logos'")).rows[0].value
    const value = { headerLogoUrl: "https://cdn.nordika.test/logo.svg", footerLogoUrl: null }
    const started = Date.now()
    expect((await editor.client.from("site_settings").update({ value }).eq("key", "logos")).error).toBeNull()
    const [entry] = await auditAbout("logos")
    expect(entry).toMatchObject({
      source: "data",
      actor_id: editor.id,
      actor_email: editor.email,
      actor_role: "editor",
      action: "update",
      target_type: "site_settings",
      target_id: "logos",
      target_label: "logos",
      ip_address: "198.51.100.23",
      user_agent: "Staff browser/1.0",
      old_data: expect.objectContaining({ key: "logos", value: before }),
      new_data: expect.objectContaining({ key: "logos", value, updated_by: editor.id }),
    })
    expect(new Date(entry.occurred_at as string).getTime()).toBeGreaterThanOrEqual(started - 1000)
  })

  it("leaves out a write that changes nothing but the stamps", async () => {
    const count = (await auditAbout("theme")).length
    const { data } = await admin.client.from("site_settings").select("value").eq("key", "theme").single()
    expect((await admin.client.from("site_settings").update({ value: data!.value }).eq("key", "theme")).error).toBeNull()
    expect(await auditAbout("theme")).toHaveLength(count)
  })

  it("records a deleted client logo with the row as it was, named by the logo's name", async () => {
    const { data } = await editor.client.from("client_logos").insert({ name: "Audited Client AB" }).select("id").single()
    expect((await admin.client.from("client_logos").delete().eq("id", data!.id)).error).toBeNull()
    const [deleted, inserted] = await auditAbout(data!.id)
    expect(inserted).toMatchObject({ action: "insert", actor_email: editor.email, target_label: "Audited Client AB", old_data: null })
    expect(deleted).toMatchObject({
      action: "delete",
      actor_email: admin.email,
      actor_role: "admin",
      target_type: "client_logos",
      target_label: "Audited Client AB",
      old_data: expect.objectContaining({ name: "Audited Client AB" }),
      new_data: null,
    })
  })

  it("takes a later table with one line, select public.enable_audit(table)", async () => {
    await t.db.exec(
      "create table public.audit_probe (id text primary key, title text); select public.enable_audit('public.audit_probe', 'id', 'title');",
    )
    try {
      await t.db.query("insert into public.audit_probe values ('probe-1', 'A probe')")
      expect(await auditAbout("probe-1")).toMatchObject([{ action: "insert", target_type: "audit_probe", target_label: "A probe" }])
    } finally {
      await t.db.exec("drop table public.audit_probe")
    }
  })

  it("is append-only: the service role may not change or remove a row, nor may the database's owner", async () => {
    const service = t.client({ key: t.serviceRoleKey })
    const { data: rows } = await service.from("audit_log").select("id").limit(1)
    const id = rows![0].id
    const update = await service.from("audit_log").update({ action: "rewritten" }).eq("id", id)
    const remove = await service.from("audit_log").delete().eq("id", id)
    for (const result of [update, remove])
      expect({ status: result.status, code: result.error?.code }).toEqual({ status: 403, code: "42501" })
    await expect(t.db.query("update public.audit_log set action = 'rewritten' where id = $1", [id])).rejects.toThrow(/append-only/)
    await expect(t.db.query("delete from public.audit_log where id = $1", [id])).rejects.toThrow(/append-only/)
    await expect(t.db.exec("truncate public.audit_log")).rejects.toThrow(/append-only/)
  })

  it("is read through audit_events() by admins only: editors and members get 403, the anonymous key 401", async () => {
    for (const client of [editor.client, member.client]) {
      const result = await client.rpc("audit_events")
      expect({ status: result.status, code: result.error?.code, message: result.error?.message }).toEqual({
        status: 403,
        code: "42501",
        message: "Only administrators can read the audit log",
      })
    }
    const anonymous = await visitor("192.0.2.99").rpc("audit_events")
    expect({ status: anonymous.status, code: anonymous.error?.code }).toEqual({ status: 401, code: "42501" })
  })

  it("shows GoTrue's entries beside the data changes: a sign-in by its user, with the user's staff role and address", async () => {
    const email = `signs-in-${++serial}@nordika.test`
    const service = t.client({ key: t.serviceRoleKey })
    const { data } = await service.auth.admin.createUser({
      email,
      password: "a long passphrase",
      email_confirm: true,
      app_metadata: { role: "editor" },
    })
    await t
      .client({ http: false, headers: { "x-forwarded-for": "203.0.113.50" } })
      .auth.signInWithPassword({ email, password: "a long passphrase" })
    const { data: logins } = await admin.client.rpc("audit_events").eq("action", "login").eq("actor_email", email)
    expect(logins).toEqual([
      expect.objectContaining({
        source: "auth",
        actor_id: data.user!.id,
        actor_role: "editor",
        target_type: "user",
        target_id: data.user!.id,
        target_label: email,
        ip_address: "203.0.113.50",
        details: { provider: "email" },
      }),
    ])
  })

  it("takes events from server-side functions through record_audit_event(), which only the service role may call", async () => {
    const event = { action: "user_role_changed", target_type: "user", target_id: "probe-user", actor_email: admin.email }
    for (const client of [admin.client, visitor("192.0.2.98")]) {
      expect((await client.rpc("record_audit_event", event)).error?.code).toBe("42501")
    }
    const service = t.client({ key: t.serviceRoleKey, http: false, headers: { "x-forwarded-for": "192.0.2.77" } })
    expect((await service.rpc("record_audit_event", { ...event, new_data: { role: "admin" } })).error).toBeNull()
    expect(await auditAbout("probe-user")).toMatchObject([
      { action: "user_role_changed", actor_email: admin.email, new_data: { role: "admin" }, ip_address: "192.0.2.77" },
    ])
  })

  it("gets the client's address from the socket over HTTP: a forged X-Real-IP or X-Forwarded-For is not believed", async () => {
    const token = await t.userToken({ sub: editor.id, email: editor.email, staffRole: "editor" })
    const overHttp = t.client({ accessToken: token, headers: { "x-real-ip": "6.6.6.6", "x-forwarded-for": "7.7.7.7" } })
    const { data } = await overHttp.from("client_logos").insert({ name: "Socket Client AB" }).select("id").single()
    expect((await auditAbout(data!.id))[0]).toMatchObject({ ip_address: "127.0.0.1" })
  })
})

describe("client error reports", () => {
  const report = (overrides: Record<string, unknown> = {}) => ({
    kind: "render",
    message: "Cannot read properties of undefined (reading 'title')",
    stack: "TypeError: Cannot read properties of undefined\n    at Hero (home.tsx:42:17)",
    component_stack: "\n    at Hero\n    at HomePage",
    url: "https://nordika.test/services/translation?ref=menu#top",
    release: "2026.02.25",
    ...overrides,
  })

  it("are made by anyone through report_client_error(); staff read them with the path, browser, release and user", async () => {
    const { data: anonymousId, error } = await visitor("192.0.2.31").rpc("report_client_error", report())
    expect(error).toBeNull()
    const { data: signedInId } = await member.client.rpc("report_client_error", report({ kind: "route", url: "https://nordika.test/" }))
    const { data } = await editor.client.from("client_errors").select("*").in("id", [anonymousId, signedInId]).order("occurred_at")
    expect(data).toEqual([
      expect.objectContaining({
        id: anonymousId,
        kind: "render",
        path: "/services/translation",
        url: report().url,
        release: "2026.02.25",
        user_agent: "Visitor browser/2.0",
        user_id: null,
        user_email: null,
        component_stack: report().component_stack,
      }),
      expect.objectContaining({ id: signedInId, kind: "route", path: "/", user_id: member.id, user_email: member.email }),
    ])
    expect(data!.map((row) => row.client_fingerprint)).not.toContain("192.0.2.31")
  })

  it(`refuse a client's report beyond ${REPORTS_PER_CLIENT_PER_MINUTE} a minute with 429, while another client still reports`, async () => {
    const flooding = visitor("192.0.2.40")
    for (let n = 0; n < REPORTS_PER_CLIENT_PER_MINUTE; n++) {
      expect((await flooding.rpc("report_client_error", report({ message: `crash ${n}` }))).error).toBeNull()
    }
    const refused = await flooding.rpc("report_client_error", report({ message: "one too many" }))
    expect({ status: refused.status, code: refused.error?.code }).toEqual({ status: 429, code: "PT429" })
    expect((await visitor("192.0.2.41").rpc("report_client_error", report())).error).toBeNull()
    const { count } = await editor.client.from("client_errors").select("id", { count: "exact", head: true }).eq("message", "one too many")
    expect(count).toBe(0)
  })

  it("cannot dodge the limit over HTTP with forged X-Real-IP or X-Forwarded-For headers", async () => {
    const overHttp = (n: number) => t.client({ headers: { "x-real-ip": `10.0.0.${n}`, "x-forwarded-for": `10.1.0.${n}` } })
    const statuses: number[] = []
    for (let n = 0; n <= REPORTS_PER_CLIENT_PER_MINUTE; n++) {
      statuses.push((await overHttp(n).rpc("report_client_error", report({ message: `forged ${n}` }))).status)
    }
    expect(statuses.at(-1)).toBe(429)
  })

  it("refuse fields over their size (400, the table's constraints), and store nothing", async () => {
    const client = visitor("192.0.2.50")
    for (const oversize of [
      { message: "x".repeat(2001) },
      { message: "" },
      { stack: "x".repeat(16_001) },
      { url: `https://nordika.test/${"x".repeat(2048)}` },
      { kind: "anything" },
    ]) {
      const refused = await client.rpc("report_client_error", report(oversize))
      expect({ status: refused.status, code: refused.error?.code }, Object.keys(oversize)[0]).toEqual({ status: 400, code: "23514" })
    }
    const { rows } = await t.db.query("select 1 from public.client_errors where client_fingerprint = md5('client-error:192.0.2.50')")
    expect(rows).toEqual([])
  })

  it("are kept for 90 days: older ones are removed as new ones arrive", async () => {
    await t.db.query(
      "insert into public.client_errors (kind, message, client_fingerprint, occurred_at) values ('render', 'Ancient', 'old', now() - interval '91 days')",
    )
    await visitor("192.0.2.60").rpc("report_client_error", report())
    expect((await t.db.query("select 1 from public.client_errors where message = 'Ancient'")).rows).toEqual([])
  })
})

describe("release notes", () => {
  it("come with this release's notes, newest first", async () => {
    const { data } = await editor.client.from("release_notes").select("version, title").order("released_on", { ascending: false })
    expect(data!.slice(0, 2)).toEqual([
      { version: "2026.02.25", title: "Dashboard, diagnostics, system updates and the audit log" },
      { version: "2026.02.10", title: "The staff admin" },
    ])
  })

  it("count as unread for a staff member until they mark them read; a new note is unread again", async () => {
    const reader = await staffMember("editor")
    const total = (await reader.client.from("release_notes").select("id", { count: "exact", head: true })).count
    expect((await reader.client.rpc("unread_release_notes")).data).toBe(total)
    expect((await reader.client.rpc("mark_release_notes_read")).error).toBeNull()
    expect((await reader.client.rpc("unread_release_notes")).data).toBe(0)
    const { error } = await admin.client.from("release_notes").insert({ version: `91.${++serial}`, title: "Another", body: "More." })
    expect(error).toBeNull()
    expect((await reader.client.rpc("unread_release_notes")).data).toBe(1)
  })

  it("cannot be marked read ahead of time: the server's clock caps the marker", async () => {
    const reader = await staffMember("editor")
    await reader.client.from("release_note_reads").insert({ user_id: reader.id, last_read_at: "2999-01-01T00:00:00Z" })
    const { data } = await reader.client.from("release_note_reads").select("last_read_at").single()
    expect(new Date(data!.last_read_at).getTime()).toBeLessThanOrEqual(Date.now() + 1000)
  })

  it("refuse a note without a title or body, or with a version already used (the same rules as the form)", async () => {
    for (const [note, code] of [
      [{ version: "92.1", title: " ", body: "Text" }, "23514"],
      [{ version: "92.2", title: "Title", body: "" }, "23514"],
      [{ version: "92 3", title: "Title", body: "Text" }, "23514"],
      [{ version: "2026.02.25", title: "Title", body: "Text" }, "23505"],
    ] as const) {
      expect((await admin.client.from("release_notes").insert(note)).error?.code, note.version).toBe(code)
    }
  })
})

describe("the system screens' figures", () => {
  it("applied_migrations() lists every migration in supabase/migrations in order, for staff only", async () => {
    const { data, error } = await editor.client.rpc("applied_migrations")
    expect(error).toBeNull()
    const files = listMigrations(`${t.ctx.config.supabaseDir}/migrations`)
    expect(data!.map((row: { version: string; name: string }) => `${row.version}_${row.name}`)).toEqual(
      files.map((file) => `${file.version}_${file.name}`),
    )
    expect(data![0].applied_at).toEqual(expect.any(String))
    expect((await member.client.rpc("applied_migrations")).status).toBe(403)
    expect((await visitor("192.0.2.70").rpc("applied_migrations")).status).toBe(401)
  })

  it("dashboard_figures() counts the active staff of every role, and the week's client errors and staff changes", async () => {
    const { data: before } = await editor.client.rpc("dashboard_figures").single<Record<string, number>>()
    const banned = await staffMember("editor")
    await t.db.query("update auth.users set banned_until = now() + interval '1 day' where id = $1", [banned.id])
    await staffMember("admin")
    await staffMember("recruiter")
    await staffMember("contributor")
    await staffMember("translator")
    await staffMember("translator")
    await visitor("192.0.2.80").rpc("report_client_error", report())
    await editor.client.from("client_logos").insert({ name: "Counted Client AB" })
    const { data: after } = await editor.client.rpc("dashboard_figures").single<Record<string, number>>()
    expect(after).toEqual({
      admins: before!.admins + 1,
      editors: before!.editors,
      recruiters: before!.recruiters + 1,
      contributors: before!.contributors + 1,
      translators: before!.translators + 2,
      client_errors_week: before!.client_errors_week + 1,
      changes_week: before!.changes_week + 1,
    })
    expect((await member.client.rpc("dashboard_figures")).status).toBe(403)
  })

  it("dashboard_activity() gives one row per day, oldest first, with today's changes, sign-ins and client errors", async () => {
    const { data, error } = await editor.client.rpc("dashboard_activity", { days: 30, time_zone: "Europe/Stockholm" })
    expect(error).toBeNull()
    expect(data).toHaveLength(30)
    const today = new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Stockholm" }).format(new Date())
    expect(data!.at(-1)).toMatchObject({ day: today })
    expect(data!.at(-1).changes).toBeGreaterThan(0)
    expect(data!.at(-1).sign_ins).toBeGreaterThan(0)
    expect(data!.at(-1).client_errors).toBeGreaterThan(0)
    expect(data!.every((row: { day: string }, i: number) => i === 0 || row.day > data![i - 1].day)).toBe(true)
    expect((await editor.client.rpc("dashboard_activity", { days: 30, time_zone: "Mars/Olympus" })).status).toBe(400)
    expect((await member.client.rpc("dashboard_activity")).status).toBe(403)
  })

  function report() {
    return { kind: "window", message: "Counted crash", url: "https://nordika.test/" }
  }
})
