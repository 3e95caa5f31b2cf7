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

const MATRIX_LEAD_IDS = {
  fresh: crypto.randomUUID(),
  worked: crypto.randomUUID(),
  withFile: crypto.randomUUID(),
  withNotes: crypto.randomUUID(),
  file: crypto.randomUUID(),
  editorNote: crypto.randomUUID(),
  adminNote: crypto.randomUUID(),
  addedNote: crypto.randomUUID(),
  rate: crypto.randomUUID(),
  addedRate: crypto.randomUUID(),
}

/** A lead as submit_lead() stores it, written by the superuser. */
async function insertLead(t: TestServer, id: string, reference: string) {
  await t.db.query(
    `insert into public.leads (id, reference, submission_id, type, name, email, details, consent_text, consent_version, consented_at, page_path)
     values ($1, $2, gen_random_uuid(), 'contact', 'Matrix Visitor', 'visitor@example.test', '{"message": "Hello"}', 'I agree', '1', now(), '/contact')`,
    [id, reference],
  )
}

/** Nobody writes a lead or its files through the API: they come only through submit-lead. */
const NO_API_WRITES = { insert: REFUSED, update: REFUSED } as const

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
  rlsTable({
    table: "translation_rates",
    key: "id",
    rows: () => ({ rate: MATRIX_LEAD_IDS.rate }),
    setup: async (t) => {
      await t.db.query(
        `insert into public.translation_rates (id, service, source_language, target_language, price_per_word_min, price_per_word_max, words_per_day)
         values ($1, 'Matrix service', 'sv', 'de', 0.1, 0.2, 2000)`,
        [MATRIX_LEAD_IDS.rate],
      )
    },
    insert: () => ({
      id: MATRIX_LEAD_IDS.addedRate,
      service: "Matrix service",
      source_language: "sv",
      target_language: "fi",
      price_per_word_min: 0.1,
      price_per_word_max: 0.2,
      words_per_day: 2000,
    }),
    update: { price_per_word_max: 0.3 },
    access: {
      anon: { select: ["rate"], insert: REFUSED, update: REFUSED, delete: REFUSED },
      member: { select: ["rate"], insert: REFUSED, update: [], delete: [] },
      editor: staffEditEverything(["rate"]),
      admin: staffEditEverything(["rate"]),
    },
  }),
  rlsTable({
    table: "leads",
    key: "id",
    rows: () => ({ fresh: MATRIX_LEAD_IDS.fresh, worked: MATRIX_LEAD_IDS.worked }),
    setup: async (t) => {
      await insertLead(t, MATRIX_LEAD_IDS.fresh, "NM-2026-90001")
      await insertLead(t, MATRIX_LEAD_IDS.worked, "NM-2026-90002")
    },
    insert: () => ({
      id: crypto.randomUUID(),
      reference: "NM-2026-90003",
      submission_id: crypto.randomUUID(),
      type: "contact",
      name: "Direct",
      email: "direct@example.test",
      details: { message: "Skipping the checks" },
      consent_text: "x",
      consent_version: "1",
      consented_at: new Date().toISOString(),
      page_path: "/contact",
    }),
    update: { status: "in_progress" },
    access: {
      anon: { select: REFUSED, insert: REFUSED, update: REFUSED, delete: REFUSED },
      member: { select: [], insert: REFUSED, update: [], delete: [] },
      editor: { select: ["fresh", "worked"], insert: REFUSED, update: ["fresh", "worked"], delete: [] },
      admin: { select: ["fresh", "worked"], insert: REFUSED, update: ["fresh", "worked"], delete: ["fresh", "worked"] },
    },
  }),
  rlsTable({
    table: "lead_files",
    key: "id",
    rows: () => ({ file: MATRIX_LEAD_IDS.file }),
    setup: async (t) => {
      await insertLead(t, MATRIX_LEAD_IDS.withFile, "NQ-2026-90004")
      await t.db.query(
        `insert into public.lead_files (id, lead_id, object_name, file_name, mime_type, size_bytes)
         values ($1, $2, 'pending/matrix/brief.pdf', 'brief.pdf', 'application/pdf', 10)`,
        [MATRIX_LEAD_IDS.file, MATRIX_LEAD_IDS.withFile],
      )
    },
    insert: () => ({
      id: crypto.randomUUID(),
      lead_id: MATRIX_LEAD_IDS.withFile,
      object_name: "pending/matrix/other.pdf",
      file_name: "other.pdf",
      mime_type: "application/pdf",
      size_bytes: 1,
    }),
    update: { file_name: "renamed.pdf" },
    access: {
      anon: { select: REFUSED, insert: REFUSED, update: REFUSED, delete: REFUSED },
      member: { select: [], ...NO_API_WRITES, delete: [] },
      editor: { select: ["file"], ...NO_API_WRITES, delete: [] },
      admin: { select: ["file"], ...NO_API_WRITES, delete: ["file"] },
    },
  }),
  rlsTable({
    table: "lead_notes",
    key: "id",
    rows: () => ({ editorNote: MATRIX_LEAD_IDS.editorNote, adminNote: MATRIX_LEAD_IDS.adminNote }),
    setup: async (t, users) => {
      await insertLead(t, MATRIX_LEAD_IDS.withNotes, "NM-2026-90005")
      await t.db.query(
        `insert into public.lead_notes (id, lead_id, author, body) values ($1, $3, $4, 'Called back'), ($2, $3, $5, 'Sent a quote')`,
        [MATRIX_LEAD_IDS.editorNote, MATRIX_LEAD_IDS.adminNote, MATRIX_LEAD_IDS.withNotes, users.editor, users.admin],
      )
    },
    insert: () => ({ id: MATRIX_LEAD_IDS.addedNote, lead_id: MATRIX_LEAD_IDS.withNotes, body: "Added" }),
    update: { body: "Reworded" },
    access: {
      anon: { select: REFUSED, insert: REFUSED, update: REFUSED, delete: REFUSED },
      member: { select: [], insert: REFUSED, update: [], delete: [] },
      editor: { select: ["editorNote", "adminNote"], insert: "allowed", update: ["editorNote"], delete: [] },
      admin: { select: ["editorNote", "adminNote"], insert: "allowed", update: ["adminNote"], delete: ["editorNote", "adminNote"] },
    },
  }),
  rlsTable({
    table: "lead_note_revisions",
    key: "id",
    rows: () => ({ revision: "1000000" }),
    setup: async (t) => {
      await insertLead(t, MATRIX_LEAD_IDS.withNotes.replace(/.$/, "0"), "NM-2026-90006")
      await t.db.query(
        `insert into public.lead_note_revisions (id, note_id, lead_id, body, action) overriding system value
         values (1000000, gen_random_uuid(), $1, 'First wording', 'edited')`,
        [MATRIX_LEAD_IDS.withNotes.replace(/.$/, "0")],
      )
    },
    // No id: the column is generated always, and naming it would fail before any privilege check.
    insert: () => ({ note_id: crypto.randomUUID(), lead_id: MATRIX_LEAD_IDS.withNotes, body: "Forged", action: "edited" }),
    update: { body: "Rewritten history" },
    access: {
      anon: { select: REFUSED, insert: REFUSED, update: REFUSED, delete: REFUSED },
      member: { select: [], insert: REFUSED, update: REFUSED, delete: REFUSED },
      editor: { select: ["revision"], insert: REFUSED, update: REFUSED, delete: REFUSED },
      admin: { select: ["revision"], insert: REFUSED, update: REFUSED, delete: REFUSED },
    },
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
    it("come from one trigger function each: stamp_updated_by for staff-edited content, touch_updated_at elsewhere", async () => {
      const { rows } = await t.db.query<{ table: string; fn: string }>(
        `select c.relname as table, p.proname as fn from pg_trigger g
         join pg_class c on c.oid = g.tgrelid join pg_proc p on p.oid = g.tgfoid join pg_namespace n on n.oid = c.relnamespace
         where n.nspname = 'public' and not g.tgisinternal order by 1`,
      )
      expect(rows).toEqual([
        { table: "client_logos", fn: "touch_updated_at" },
        { table: "content_sections", fn: "stamp_updated_by" },
        { table: "lead_notes", fn: "record_lead_note_revision" },
        { table: "leads", fn: "touch_updated_at" },
        { table: "profiles", fn: "touch_updated_at" },
        { table: "site_settings", fn: "stamp_updated_by" },
        { table: "translation_rates", fn: "stamp_updated_by" },
      ])
    })

    it("cannot be called by the API roles", async () => {
      const { rows } = await t.db.query<{ role: string; fn: string; allowed: boolean }>(
        `select r as role, f as fn, has_function_privilege(r, f, 'execute') as allowed
         from unnest(array['anon', 'authenticated']) r, unnest(array['public.stamp_updated_by()', 'public.touch_updated_at()']) f`,
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
        { id: "uploads", public: false, file_size_limit: 20971520, allowed_mime_types: expect.any(Array) },
      ])
      const uploads = rows.find((r) => r.id === "uploads")!.allowed_mime_types!
      expect(uploads).toEqual(expect.arrayContaining(["application/pdf", "text/plain", "image/png", "video/mp4"]))
      for (const active of ["image/svg+xml", "text/javascript", "application/javascript", "application/x-msdownload"]) {
        expect(uploads).not.toContain(active)
      }
    })
  })

  describe("who may do what, role by action", () => {
    describeRlsMatrix(() => t, { tables: RLS_TABLES, buckets: RLS_BUCKETS })
  })
})
