import crypto from "node:crypto"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { SupabaseClient } from "@supabase/supabase-js"
import { startTestServer, type TestServer } from "../testing/harness"

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

    it("anon cannot insert, update or delete (401)", async () => {
      const insert = await anon.from("site_settings").insert({ key: "x", value: {} })
      expect(insert.status).toBe(401)
      expect(insert.error?.code).toBe("42501")
      const update = await anon
        .from("site_settings")
        .update({ value: { hacked: true } })
        .eq("key", "logos")
      expect(update.status).toBe(401)
      const del = await anon.from("site_settings").delete().eq("key", "logos")
      expect(del.status).toBe(401)
    })

    it("a signed-in non-staff user cannot change them either", async () => {
      const insert = await member.from("site_settings").insert({ key: "x", value: {} })
      expect(insert.status).toBe(403)
      expect(insert.error?.message).toMatch(/row-level security/)
      const update = await member
        .from("site_settings")
        .update({ value: { hacked: true } })
        .eq("key", "logos")
        .select()
      expect(update.data).toEqual([])
      const del = await member.from("site_settings").delete().eq("key", "logos").select()
      expect(del.data).toEqual([])
      const upsert = await member.from("site_settings").upsert({ key: "logos", value: { hacked: true } })
      expect(upsert.status).toBe(403)
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

    it("a user reads and renames only their own profile", async () => {
      const own = await member.from("profiles").select("id, display_name")
      expect(own.data).toEqual([{ id: memberId, display_name: "Member" }])
      const renamed = await member.from("profiles").update({ display_name: "Mem" }).eq("id", memberId).select("display_name").single()
      expect(renamed.data).toEqual({ display_name: "Mem" })
      const other = await member.from("profiles").update({ display_name: "Nope" }).eq("id", editorId).select()
      expect(other.data).toEqual([])
      const forbiddenColumn = await member.from("profiles").update({ created_at: "2000-01-01" }).eq("id", memberId)
      expect(forbiddenColumn.status).toBe(403)
    })

    it("staff read every profile; anon reads none", async () => {
      const all = await editor.from("profiles").select("id")
      expect(all.data?.map((p) => p.id).sort()).toEqual([memberId, editorId].sort())
      const none = await anon.from("profiles").select("id")
      expect(none.status).toBe(401)
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

    it("content sections and client logos: anyone reads what is published, only staff write", async () => {
      const { data: sections } = await anon.from("content_sections").select("key").eq("key", "home_hero")
      expect(sections).toHaveLength(1)
      const logo = { name: "Test Client AB", sort_order: 99 }
      expect((await anon.from("client_logos").insert(logo)).status).toBe(401)
      expect((await member.from("client_logos").insert(logo)).status).toBe(403)
      const created = await editor
        .from("client_logos")
        .insert({ ...logo, published: false })
        .select("id")
        .single()
      expect(created.error).toBeNull()
      const { data: hidden } = await anon.from("client_logos").select("id").eq("id", created.data!.id)
      expect(hidden).toEqual([])
      const { data: seenByStaff } = await admin.from("client_logos").select("id").eq("id", created.data!.id)
      expect(seenByStaff).toHaveLength(1)
      expect((await admin.from("client_logos").delete().eq("id", created.data!.id)).error).toBeNull()
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
})
