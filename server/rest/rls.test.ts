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
const MATRIX_RESET_IDS = {
  member: crypto.randomUUID(),
  editor: crypto.randomUUID(),
  admin: crypto.randomUUID(),
  other: crypto.randomUUID(),
  added: crypto.randomUUID(),
}

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
    table: "mfa_reset_requests",
    key: "id",
    rows: () => ({
      member: MATRIX_RESET_IDS.member,
      editor: MATRIX_RESET_IDS.editor,
      admin: MATRIX_RESET_IDS.admin,
      other: MATRIX_RESET_IDS.other,
    }),
    setup: async (t, users) => {
      for (const owner of ["member", "editor", "admin", "other"] as const) {
        await t.db.query("insert into public.mfa_reset_requests (id, user_id, email) values ($1, $2, $3)", [
          MATRIX_RESET_IDS[owner],
          users[owner],
          `${owner}@example.test`,
        ])
      }
    },
    // Filing goes through request_mfa_reset() and decisions through the admin-users function: no role writes the table.
    insert: (users) => ({
      id: MATRIX_RESET_IDS.added,
      user_id: users.other,
      email: "other@example.test",
      status: "rejected",
      decided_at: new Date().toISOString(),
    }),
    update: { status: "rejected", decided_at: new Date().toISOString() },
    access: {
      anon: { select: REFUSED, insert: REFUSED, update: REFUSED, delete: REFUSED },
      member: { select: ["member"], insert: REFUSED, update: REFUSED, delete: REFUSED },
      editor: { select: ["editor"], insert: REFUSED, update: REFUSED, delete: REFUSED },
      admin: { select: ["member", "editor", "admin", "other"], insert: REFUSED, update: REFUSED, delete: REFUSED },
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
        { table: "profiles", fn: "touch_updated_at" },
        { table: "site_settings", fn: "stamp_updated_by" },
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

  describe("staff with a verified MFA factor", () => {
    let editorAal1: SupabaseClient
    let editorAal2: SupabaseClient
    let adminAal1: SupabaseClient
    let adminAal2: SupabaseClient

    /** A staff member with a verified TOTP factor, and a client for each assurance level of their session. */
    async function staffWithFactor(staffRole: "editor" | "admin") {
      const id = await createUser(t, `${staffRole}-mfa-${crypto.randomUUID().slice(0, 8)}@example.test`, `MFA ${staffRole}`)
      await t.db.query(
        `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
         values ($1, $2, 'Phone', 'totp', 'verified', now(), now(), 'JBSWY3DPEHPK3PXP')`,
        [crypto.randomUUID(), id],
      )
      const at = async (aal: "aal1" | "aal2") => t.client({ accessToken: await t.userToken({ sub: id, staffRole, aal }) })
      return { aal1: await at("aal1"), aal2: await at("aal2") }
    }

    beforeAll(async () => {
      ;({ aal1: editorAal1, aal2: editorAal2 } = await staffWithFactor("editor"))
      ;({ aal1: adminAal1, aal2: adminAal2 } = await staffWithFactor("admin"))
    })

    it("count as staff only in a session that used the factor (aal2)", async () => {
      expect((await editorAal1.rpc("is_staff")).data).toBe(false)
      expect((await editorAal2.rpc("is_staff")).data).toBe(true)
      expect((await adminAal1.rpc("is_admin")).data).toBe(false)
      expect((await adminAal2.rpc("is_admin")).data).toBe(true)
      // Without a verified factor aal1 is all there is, and it is enough.
      expect((await editor.rpc("is_staff")).data).toBe(true)
    })

    it("cannot insert, change or remove a site setting at aal1; at aal2 they can", async () => {
      const refused = await editorAal1.from("site_settings").insert({ key: "mfa-check", value: { by: "aal1" } })
      expect({ status: refused.status, code: refused.error?.code }).toEqual({ status: 403, code: "42501" })
      expect((await editorAal2.from("site_settings").insert({ key: "mfa-check", value: { by: "aal2" } })).status).toBe(201)

      expect(
        (
          await editorAal1
            .from("site_settings")
            .update({ value: { by: "aal1" } })
            .eq("key", "mfa-check")
            .select("key")
        ).data,
      ).toEqual([])
      expect((await editorAal1.from("site_settings").delete().eq("key", "mfa-check").select("key")).data).toEqual([])
      const { rows } = await t.db.query<{ value: unknown }>("select value from public.site_settings where key = 'mfa-check'")
      expect(rows).toEqual([{ value: { by: "aal2" } }])

      expect(
        (
          await editorAal2
            .from("site_settings")
            .update({ value: { by: "aal2 again" } })
            .eq("key", "mfa-check")
            .select("key")
        ).data,
      ).toEqual([{ key: "mfa-check" }])
      expect((await editorAal2.from("site_settings").delete().eq("key", "mfa-check").select("key")).data).toEqual([{ key: "mfa-check" }])
    })

    it("cannot add or change client logos or content sections at aal1, nor read unpublished ones; at aal2 they can", async () => {
      const logo = { id: crypto.randomUUID(), name: "Second Factor AB", published: false }
      const refused = await editorAal1.from("client_logos").insert(logo)
      expect({ status: refused.status, code: refused.error?.code }).toEqual({ status: 403, code: "42501" })
      expect((await editorAal2.from("client_logos").insert(logo)).status).toBe(201)
      expect((await editorAal1.from("client_logos").select("id").eq("id", logo.id)).data).toEqual([])
      expect((await editorAal1.from("client_logos").update({ sort_order: 9 }).eq("id", logo.id).select("id")).data).toEqual([])
      expect((await editorAal2.from("client_logos").delete().eq("id", logo.id).select("id")).data).toEqual([{ id: logo.id }])

      const section = await editorAal1.from("content_sections").update({ published: true }).eq("key", "home_hero").select("key")
      expect(section.data).toEqual([])
      const allowed = await editorAal2.from("content_sections").update({ published: true }).eq("key", "home_hero").select("key")
      expect(allowed.data).toEqual([{ key: "home_hero" }])
    })

    it("cannot upload to site-assets at aal1; at aal2 they can", async () => {
      const file = png(5)
      const refused = await editorAal1.storage.from("site-assets").upload("mfa-check/logo.png", file)
      expect(refused.error).toMatchObject({ statusCode: "403" })
      const allowed = await editorAal2.storage.from("site-assets").upload("mfa-check/logo.png", file)
      expect(allowed.error).toBeNull()
      await editorAal2.storage.from("site-assets").remove(["mfa-check/logo.png"])
    })

    it("an admin reads others' requests to reset MFA only at aal2", async () => {
      const id = crypto.randomUUID()
      await t.db.query("insert into public.mfa_reset_requests (id, user_id, email) values ($1, $2, 'member@example.test')", [id, memberId])
      try {
        expect((await adminAal1.from("mfa_reset_requests").select("id").eq("id", id)).data).toEqual([])
        expect((await adminAal2.from("mfa_reset_requests").select("id").eq("id", id)).data).toEqual([{ id }])
      } finally {
        await t.db.query("delete from public.mfa_reset_requests where id = $1", [id])
      }
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
    describeRlsMatrix(() => t, { tables: RLS_TABLES, buckets: RLS_BUCKETS })
  })
})
