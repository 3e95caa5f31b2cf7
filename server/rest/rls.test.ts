import crypto from "node:crypto"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { SupabaseClient } from "@supabase/supabase-js"
import { startTestServer, type TestServer } from "../testing/harness"
import { describeRlsMatrix, REFUSED, rlsTable, type RlsBucket, type RlsTable } from "../testing/rls-matrix"

/** A user row as auth would create it (the profile trigger fires). */
async function createUser(t: TestServer, email: string, displayName: string): Promise<string> {
  const id = crypto.randomUUID()
  await t.db.query(
    `insert into auth.users (instance_id, id, aud, role, email, raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
     values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2, '{"provider":"email"}', $3, now(), now())`,
    [id, email, JSON.stringify({ display_name: displayName })],
  )
  return id
}

/** Staff (editors and admins) read and write every row of a staff-edited table. */
const staffEditEverything = <Row extends string>(rows: readonly Row[]) =>
  ({ select: rows, insert: "allowed", update: rows, delete: rows }) as const

/** Staff-edited content: anyone reads the published rows; staff read and write every row. */
const PUBLISHED_CONTENT_ACCESS = {
  anon: { select: ["published"], insert: REFUSED, update: REFUSED, delete: REFUSED },
  member: { select: ["published"], insert: REFUSED, update: [], delete: [] },
  editor: staffEditEverything(["published", "unpublished"]),
  admin: staffEditEverything(["published", "unpublished"]),
} as const

const MATRIX_LOGO_IDS = { published: crypto.randomUUID(), unpublished: crypto.randomUUID(), added: crypto.randomUUID() }

const RLS_TABLES: RlsTable[] = [
  rlsTable({
    table: "site_settings",
    key: "key",
    rows: () => ({ logos: "logos", theme: "theme" }),
    insert: () => ({ key: "banner", value: { text: "Added" } }),
    update: { value: { changed: true } },
    access: {
      anon: { select: ["logos", "theme"], insert: REFUSED, update: REFUSED, delete: REFUSED },
      member: { select: ["logos", "theme"], insert: REFUSED, update: [], delete: [] },
      editor: staffEditEverything(["logos", "theme"]),
      admin: staffEditEverything(["logos", "theme"]),
    },
  }),
  rlsTable({
    table: "profiles",
    key: "id",
    rows: (users) => ({ member: users.member, editor: users.editor, admin: users.admin }),
    // `other` loses its profile, so the insert has a user to create one for.
    setup: async (t, users) => void (await t.db.query("delete from public.profiles where id = $1", [users.other])),
    insert: (users) => ({ id: users.other, display_name: "Other" }),
    update: { display_name: "Renamed" },
    access: {
      anon: { select: REFUSED, insert: REFUSED, update: REFUSED, delete: REFUSED },
      member: { select: ["member"], insert: REFUSED, update: ["member"], delete: REFUSED },
      editor: { select: ["member", "editor", "admin"], insert: REFUSED, update: ["editor"], delete: REFUSED },
      admin: { select: ["member", "editor", "admin"], insert: REFUSED, update: ["admin"], delete: REFUSED },
    },
  }),
  rlsTable({
    table: "content_sections",
    key: "key",
    rows: () => ({ published: "home_hero", unpublished: "leen_page" }),
    // The keys are a fixed set, all seeded: one is freed for the insert.
    setup: async (t) => {
      await t.db.query("update public.content_sections set published = false where key = 'leen_page'")
      await t.db.query("delete from public.content_sections where key = 'client_success'")
    },
    insert: () => ({ key: "client_success", value: { heading: "Added" } }),
    update: { value: { heading: "Changed" } },
    access: PUBLISHED_CONTENT_ACCESS,
  }),
  rlsTable({
    table: "client_logos",
    key: "id",
    rows: () => ({ published: MATRIX_LOGO_IDS.published, unpublished: MATRIX_LOGO_IDS.unpublished }),
    setup: async (t) => {
      await t.db.query(
        "insert into public.client_logos (id, name, published) values ($1, 'Published AB', true), ($2, 'Unpublished AB', false)",
        [MATRIX_LOGO_IDS.published, MATRIX_LOGO_IDS.unpublished],
      )
    },
    insert: () => ({ id: MATRIX_LOGO_IDS.added, name: "Added AB" }),
    update: { sort_order: 42 },
    access: PUBLISHED_CONTENT_ACCESS,
  }),
]

const MATRIX_ERROR_IDS = { first: crypto.randomUUID(), second: crypto.randomUUID(), added: crypto.randomUUID() }
const MATRIX_NOTE_IDS = { first: crypto.randomUUID(), second: crypto.randomUUID(), added: crypto.randomUUID() }
/** Audit rows the matrix plants with fixed ids (the column is an identity the API never sets). */
const MATRIX_AUDIT_IDS = { first: "900001", second: "900002" }

/** Refused everything: the role has no privilege on the table. */
const NO_ACCESS = { select: REFUSED, insert: REFUSED, update: REFUSED, delete: REFUSED } as const

const SYSTEM_TABLES: RlsTable[] = [
  rlsTable({
    table: "client_errors",
    key: "id",
    rows: () => ({ first: MATRIX_ERROR_IDS.first, second: MATRIX_ERROR_IDS.second }),
    setup: async (t) => {
      await t.db.query(
        `insert into public.client_errors (id, kind, message, client_fingerprint)
         values ($1, 'render', 'First crash', 'matrix'), ($2, 'route', 'Second crash', 'matrix')`,
        [MATRIX_ERROR_IDS.first, MATRIX_ERROR_IDS.second],
      )
    },
    // Reports go through report_client_error(); nobody writes the table itself.
    insert: () => ({ id: MATRIX_ERROR_IDS.added, kind: "render", message: "Forged", client_fingerprint: "forged" }),
    update: { message: "Rewritten" },
    access: {
      anon: NO_ACCESS,
      member: { select: [], insert: REFUSED, update: REFUSED, delete: REFUSED },
      editor: { select: ["first", "second"], insert: REFUSED, update: REFUSED, delete: REFUSED },
      admin: { select: ["first", "second"], insert: REFUSED, update: REFUSED, delete: REFUSED },
    },
  }),
  rlsTable({
    table: "release_notes",
    key: "id",
    rows: () => ({ first: MATRIX_NOTE_IDS.first, second: MATRIX_NOTE_IDS.second }),
    setup: async (t) => {
      await t.db.query(
        `insert into public.release_notes (id, version, title, body)
         values ($1, '90.1', 'First', 'The first note.'), ($2, '90.2', 'Second', 'The second note.')`,
        [MATRIX_NOTE_IDS.first, MATRIX_NOTE_IDS.second],
      )
    },
    insert: () => ({ id: MATRIX_NOTE_IDS.added, version: "90.3", title: "Added", body: "An added note." }),
    update: { title: "Changed" },
    access: {
      anon: NO_ACCESS,
      member: { select: [], insert: REFUSED, update: [], delete: [] },
      editor: { select: ["first", "second"], insert: REFUSED, update: [], delete: [] },
      admin: staffEditEverything(["first", "second"]),
    },
  }),
  rlsTable({
    table: "release_note_reads",
    key: "user_id",
    rows: (users) => ({ member: users.member, admin: users.admin, other: users.other }),
    // The editor has no marker yet, so the insert is the editor's own first one.
    setup: async (t, users) => {
      await t.db.query("delete from public.release_note_reads where user_id = $1", [users.editor])
      await t.db.query(
        "insert into public.release_note_reads (user_id, last_read_at) values ($1, now()), ($2, now()), ($3, now()) on conflict do nothing",
        [users.member, users.admin, users.other],
      )
    },
    insert: (users) => ({ user_id: users.editor }),
    update: { last_read_at: "2026-01-01T00:00:00+00:00" },
    access: {
      anon: NO_ACCESS,
      member: { select: [], insert: REFUSED, update: [], delete: REFUSED },
      editor: { select: [], insert: "allowed", update: [], delete: REFUSED },
      admin: { select: ["admin"], insert: REFUSED, update: ["admin"], delete: REFUSED },
    },
  }),
  rlsTable({
    table: "audit_log",
    key: "id",
    rows: () => MATRIX_AUDIT_IDS,
    setup: async (t) => {
      await t.db.query(
        `insert into public.audit_log (id, action, target_type, target_id)
         overriding system value values ($1, 'update', 'site_settings', 'logos'), ($2, 'delete', 'client_logos', 'x')`,
        [MATRIX_AUDIT_IDS.first, MATRIX_AUDIT_IDS.second],
      )
    },
    // Only triggers and server-side functions write it; admins read it through audit_events().
    insert: () => ({ action: "forged", target_type: "site_settings" }),
    update: { action: "rewritten" },
    access: { anon: NO_ACCESS, member: NO_ACCESS, editor: NO_ACCESS, admin: NO_ACCESS },
  }),
]

/** A few bytes that start like a PNG; storage never looks inside. */
const png = (fill: number) => {
  const bytes = new Uint8Array(32).fill(fill)
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  return new Blob([bytes], { type: "image/png" })
}

const STAFF_DO_EVERYTHING = { select: true, insert: true, update: true, delete: true }

const RLS_BUCKETS: RlsBucket[] = [
  {
    bucket: "site-assets",
    file: png,
    access: {
      anon: { select: true, insert: false, update: false, delete: false },
      member: { select: true, insert: false, update: false, delete: false },
      editor: STAFF_DO_EVERYTHING,
      admin: STAFF_DO_EVERYTHING,
    },
  },
  {
    bucket: "uploads",
    file: (fill) => new Blob([`form upload ${fill}`], { type: "text/plain" }),
    access: {
      anon: { select: false, insert: true, update: false, delete: false },
      member: { select: false, insert: true, update: false, delete: false },
      editor: STAFF_DO_EVERYTHING,
      admin: STAFF_DO_EVERYTHING,
    },
  },
]

describe.each([
  { transport: "in-process", http: false },
  { transport: "HTTP", http: true },
])("row-level security of the Nordika schema ($transport)", ({ http }) => {
  let t: TestServer
  let anon: SupabaseClient
  let member: SupabaseClient
  let editor: SupabaseClient
  let admin: SupabaseClient
  let memberId: string
  let editorId: string

  beforeAll(async () => {
    t = await startTestServer({ http })
    memberId = await createUser(t, "member@example.test", "Member")
    editorId = await createUser(t, "editor@example.test", "Editor")
    anon = t.client()
    member = t.client({ accessToken: await t.userToken({ sub: memberId }) })
    editor = t.client({ accessToken: await t.userToken({ sub: editorId, staffRole: "editor" }) })
    admin = t.client({ accessToken: await t.userToken({ staffRole: "admin" }) })
  })
  afterAll(async () => {
    await t?.close()
  })

  describe("site_settings", () => {
    it("anyone reads the seeded logos and theme", async () => {
      const logos = await anon.from("site_settings").select("value").eq("key", "logos").single()
      expect(logos.data).toEqual({ value: { headerLogoUrl: null, footerLogoUrl: null } })
      const theme = await anon.from("site_settings").select("value").eq("key", "theme").single()
      expect(theme.data?.value).toMatchObject({
        typography: { headingFont: expect.any(String), bodyFont: expect.any(String) },
        sizing: { radius: expect.any(Number) },
      })
    })

    it("a signed-in non-staff user cannot overwrite one with an upsert either", async () => {
      const upsert = await member.from("site_settings").upsert({ key: "logos", value: { hacked: true } })
      expect({ status: upsert.status, code: upsert.error?.code }).toEqual({ status: 403, code: "42501" })
      expect(upsert.error?.message).toMatch(/row-level security/)
      const { data } = await anon.from("site_settings").select("value").eq("key", "logos").single()
      expect(data?.value).toEqual({ headerLogoUrl: null, footerLogoUrl: null })
    })

    it("an editor changes a setting, stamped with who and when", async () => {
      const value = { headerLogoUrl: "https://cdn.example/logo.svg", footerLogoUrl: null }
      const { data, error } = await editor.from("site_settings").update({ value }).eq("key", "logos").select("value, updated_by").single()
      expect(error).toBeNull()
      expect(data).toEqual({ value, updated_by: editorId })
    })

    it("an admin upserts and deletes settings", async () => {
      const up = await admin
        .from("site_settings")
        .upsert({ key: "banner", value: { text: "hi" } })
        .select("key, value")
      expect(up.data).toEqual([{ key: "banner", value: { text: "hi" } }])
      const del = await admin.from("site_settings").delete().eq("key", "banner").select("key")
      expect(del.data).toEqual([{ key: "banner" }])
    })

    it("the service role bypasses RLS", async () => {
      const service = t.client({ key: t.serviceRoleKey })
      const { error } = await service.from("site_settings").upsert({ key: "svc", value: 1 })
      expect(error).toBeNull()
    })
  })

  describe("profiles", () => {
    it("is created from the user's metadata when auth creates the user", async () => {
      const { rows } = await t.db.query<{ display_name: string }>("select display_name from public.profiles where id = $1", [memberId])
      expect(rows).toEqual([{ display_name: "Member" }])
    })

    it("a user may rename their profile but not change its other columns", async () => {
      const renamed = await member.from("profiles").update({ display_name: "Mem" }).eq("id", memberId).select("display_name").single()
      expect(renamed.data).toEqual({ display_name: "Mem" })
      const forbiddenColumn = await member.from("profiles").update({ created_at: "2000-01-01" }).eq("id", memberId)
      expect({ status: forbiddenColumn.status, code: forbiddenColumn.error?.code }).toEqual({ status: 403, code: "42501" })
    })
  })

  describe("every table", () => {
    it("has row-level security enabled, in public, auth and storage", async () => {
      const { rows } = await t.db.query<{ table: string }>(
        `select n.nspname || '.' || c.relname as table from pg_class c join pg_namespace n on n.oid = c.relnamespace
         where c.relkind = 'r' and n.nspname in ('public', 'storage') and not c.relrowsecurity order by 1`,
      )
      expect(rows.map((row) => row.table)).toEqual([])
    })

    it("keeps the auth tables away from the API roles", async () => {
      const { rows } = await t.db.query<{ grantee: string; table: string }>(
        `select grantee, table_name as table from information_schema.role_table_grants
         where table_schema = 'auth' and grantee in ('anon', 'authenticated')`,
      )
      expect(rows).toEqual([])
    })
  })

  describe("stamps and timestamps", () => {
    it("come from one trigger function each: stamp_updated_by for staff-edited content, touch_updated_at elsewhere; the audit trigger records staff-edited tables", async () => {
      const { rows } = await t.db.query<{ table: string; fn: string }>(
        `select c.relname as table, p.proname as fn from pg_trigger g
         join pg_class c on c.oid = g.tgrelid join pg_proc p on p.oid = g.tgfoid join pg_namespace n on n.oid = c.relnamespace
         where n.nspname = 'public' and not g.tgisinternal order by 1, 2`,
      )
      expect(rows).toEqual([
        { table: "audit_log", fn: "refuse_audit_rewrite" },
        { table: "client_logos", fn: "audit_row_change" },
        { table: "client_logos", fn: "touch_updated_at" },
        { table: "content_sections", fn: "audit_row_change" },
        { table: "content_sections", fn: "stamp_updated_by" },
        { table: "profiles", fn: "touch_updated_at" },
        { table: "release_note_reads", fn: "cap_read_at" },
        { table: "release_notes", fn: "audit_row_change" },
        { table: "release_notes", fn: "stamp_updated_by" },
        { table: "site_settings", fn: "audit_row_change" },
        { table: "site_settings", fn: "stamp_updated_by" },
      ])
    })

    it("cannot be called by the API roles", async () => {
      const { rows } = await t.db.query<{ role: string; fn: string; allowed: boolean }>(
        `select r as role, f as fn, has_function_privilege(r, f, 'execute') as allowed
         from unnest(array['anon', 'authenticated']) r,
           unnest(array['public.stamp_updated_by()', 'public.touch_updated_at()', 'public.audit_row_change()', 'public.cap_read_at()']) f`,
      )
      expect(rows.filter((row) => row.allowed)).toEqual([])
    })

    it("stamp an editor's change of a section with who and when", async () => {
      const before = new Date()
      const { data, error } = await editor
        .from("content_sections")
        .update({ published: true })
        .eq("key", "home_hero")
        .select("updated_by, updated_at")
        .single()
      expect(error).toBeNull()
      expect(data!.updated_by).toBe(editorId)
      expect(new Date(data!.updated_at).getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000)
    })

    it("touch updated_at when a client logo or a profile changes", async () => {
      const created = await editor.from("client_logos").insert({ name: "Stamped Client AB" }).select("id, updated_at").single()
      expect(created.error).toBeNull()
      await t.db.query("update public.client_logos set updated_at = now() - interval '1 day' where id = $1", [created.data!.id])
      const updated = await editor.from("client_logos").update({ sort_order: 7 }).eq("id", created.data!.id).select("updated_at").single()
      expect(new Date(updated.data!.updated_at).getTime()).toBeGreaterThan(Date.now() - 60_000)
      await admin.from("client_logos").delete().eq("id", created.data!.id)

      await t.db.query("update public.profiles set updated_at = now() - interval '1 day' where id = $1", [memberId])
      const { error } = await member.from("profiles").update({ display_name: "Member again" }).eq("id", memberId)
      expect(error).toBeNull()
      const { rows } = await t.db.query<{ updated_at: Date }>("select updated_at from public.profiles where id = $1", [memberId])
      expect(rows[0].updated_at.getTime()).toBeGreaterThan(Date.now() - 60_000)
    })
  })

  describe("staff helpers", () => {
    it("is_staff() and is_admin() read app_metadata.role from the JWT", async () => {
      expect((await anon.rpc("is_staff")).data).toBe(false)
      expect((await member.rpc("is_staff")).data).toBe(false)
      expect((await editor.rpc("is_staff")).data).toBe(true)
      expect((await editor.rpc("is_admin")).data).toBe(false)
      expect((await admin.rpc("is_admin")).data).toBe(true)
    })
  })

  describe("storage buckets", () => {
    it("exist with their limits", async () => {
      const { rows } = await t.db.query<{
        id: string
        public: boolean
        file_size_limit: string | number
        allowed_mime_types: string[] | null
      }>("select id, public, file_size_limit, allowed_mime_types from storage.buckets order by id")
      expect(rows.map((r) => ({ ...r, file_size_limit: Number(r.file_size_limit) }))).toEqual([
        {
          id: "site-assets",
          public: true,
          file_size_limit: 5242880,
          allowed_mime_types: ["image/png", "image/jpeg", "image/webp", "image/svg+xml", "image/gif", "image/avif"],
        },
        { id: "uploads", public: false, file_size_limit: 20971520, allowed_mime_types: null },
      ])
    })
  })

  describe("who may do what, role by action", () => {
    describeRlsMatrix(() => t, { tables: [...RLS_TABLES, ...SYSTEM_TABLES], buckets: RLS_BUCKETS })
  })
})
