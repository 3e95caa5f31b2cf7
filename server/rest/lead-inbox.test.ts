import crypto from "node:crypto"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { SupabaseClient } from "@supabase/supabase-js"
import { startTestServer, type TestServer } from "../testing/harness"

let t: TestServer
let editor: SupabaseClient
let editorId: string
const references: Record<string, string> = {}

async function submit(name: string, company: string, details: object, ip: string) {
  const { rows } = await t.db.query<{ id: string; reference: string }>("select * from public.submit_lead($1::jsonb, $2)", [
    JSON.stringify({
      type: "quote",
      submissionId: crypto.randomUUID(),
      name,
      email: `${name.split(" ")[0].toLowerCase()}@example.test`,
      company,
      details: { service: "Translation", sourceLanguage: "sv", targetLanguages: ["de"], instructions: "Sheets", ...details },
      consentText: "I agree",
      consentVersion: "2026-04-01",
      pagePath: "/contact/request-quote",
    }),
    ip,
  ])
  references[name] = rows[0].reference
  return rows[0].id
}

beforeAll(async () => {
  t = await startTestServer()
  const { data, error } = await t.client({ key: t.serviceRoleKey }).auth.admin.createUser({
    email: `inbox-${crypto.randomUUID().slice(0, 8)}@example.test`,
    email_confirm: true,
    app_metadata: { role: "editor" },
  })
  if (error) throw error
  editorId = data.user.id
  editor = t.client({ accessToken: await t.userToken({ sub: editorId, staffRole: "editor" }) })
  await submit("Anna Svensson", "Svensson AB", { subjectField: "Medical devices" }, "10.0.0.1")
  await submit("Lars Ek", "Ek Konsult", {}, "10.0.0.2")
})

afterAll(() => t?.close())

describe("the inbox's search", () => {
  const search = (query: string) => editor.from("leads").select("name").textSearch("search", query, { config: "simple" }).order("name")

  it("finds a lead by the start of its name, company, address, reference or the type's own fields", async () => {
    for (const query of ["'svens':* & 'ab':*", "'anna':*", "'medical':*", `'${references["Anna Svensson"].toLowerCase()}':*`]) {
      const { data, error } = await search(query)
      expect(error, query).toBeNull()
      expect(data, query).toEqual([{ name: "Anna Svensson" }])
    }
    const { data } = await search("'example':*")
    expect(data).toEqual([{ name: "Anna Svensson" }, { name: "Lars Ek" }])
  })
})

describe("the unread markers and counts", () => {
  it("count every lead unread for a staff member until they open it, and once however often they do", async () => {
    const counts = async () => (await editor.from("lead_inbox_counts").select("type, status, total, unread")).data
    expect(await counts()).toEqual([{ type: "quote", status: "new", total: 2, unread: 2 }])
    const { data: lead } = await editor.from("leads").select("id").eq("name", "Lars Ek").single()
    for (let time = 0; time < 2; time++) {
      const { error } = await editor
        .from("lead_reads")
        .upsert({ lead_id: lead!.id, user_id: editorId }, { onConflict: "lead_id,user_id", ignoreDuplicates: true })
      expect(error).toBeNull()
    }
    expect(await counts()).toEqual([{ type: "quote", status: "new", total: 2, unread: 1 }])
    const { data: embedded } = await editor.from("leads").select("name, lead_reads(read_at)").order("name")
    expect(embedded!.map((row) => [row.name, row.lead_reads.length])).toEqual([
      ["Anna Svensson", 0],
      ["Lars Ek", 1],
    ])
  })

  it("count nothing for anyone but staff", async () => {
    const member = t.client({ accessToken: await t.userToken({ sub: crypto.randomUUID() }) })
    expect((await member.from("lead_inbox_counts").select("*")).data).toEqual([])
    expect((await t.client().from("lead_inbox_counts").select("*")).error?.code).toBe("42501")
  })
})

describe("staff work on a lead", () => {
  it("is audited by reference, without the visitor's personal data", async () => {
    const { data: lead } = await editor.from("leads").select("id, reference").eq("name", "Anna Svensson").single()
    const { error } = await editor.from("leads").update({ status: "in_progress", assignee: editorId }).eq("id", lead!.id)
    expect(error).toBeNull()
    expect((await editor.from("lead_notes").insert({ lead_id: lead!.id, author: editorId, body: "Called Anna" })).error).toBeNull()
    const { rows } = await t.db.query<{ action: string; target_type: string; actor_id: string; new_data: unknown; data: string }>(
      `select action, target_type, actor_id, new_data, coalesce(old_data, '{}')::text || coalesce(new_data, '{}')::text as data
       from public.audit_log where target_label = $1 order by id`,
      [lead!.reference],
    )
    expect(rows.map((row) => [row.action, row.target_type, row.actor_id])).toEqual([
      ["update", "leads", editorId],
      ["insert", "lead_notes", editorId],
    ])
    expect(rows[0].new_data).toEqual({ status: "in_progress", assignee: editorId })
    for (const row of rows) expect(row.data).not.toMatch(/Anna|Svensson|example\.test|Called/)
  })

  it("lists every staff member as a possible assignee, for editors too", async () => {
    const { data, error } = await editor.rpc("lead_assignees")
    expect(error).toBeNull()
    expect(data.map((row: { id: string; role: string }) => [row.id, row.role])).toContainEqual([editorId, "editor"])
    expect((await t.client().rpc("lead_assignees")).error?.code).toBe("42501")
  })
})
