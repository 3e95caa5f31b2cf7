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

/** A staff account made through the auth admin API, and a client signed in as it. */
async function staffMember(role: "admin" | "editor" | "recruiter") {
  const { data, error } = await t.client({ key: t.serviceRoleKey }).auth.admin.createUser({
    email: `inbox-${role}-${crypto.randomUUID().slice(0, 8)}@example.test`,
    email_confirm: true,
    app_metadata: { role },
  })
  if (error) throw error
  const client = t.client({ accessToken: await t.userToken({ sub: data.user.id, email: data.user.email, staffRole: role }) })
  return { id: data.user.id, client }
}

beforeAll(async () => {
  t = await startTestServer()
  ;({ id: editorId, client: editor } = await staffMember("editor"))
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

  it("lists the staff a lead can be assigned to, for editors too", async () => {
    const { data, error } = await editor.rpc("lead_assignees")
    expect(error).toBeNull()
    expect(data.map((row: { id: string; role: string }) => [row.id, row.role])).toContainEqual([editorId, "editor"])
    expect((await t.client().rpc("lead_assignees")).error?.code).toBe("42501")
  })
})

describe("a job application and its CV", () => {
  let recruiter: Awaited<ReturnType<typeof staffMember>>
  let admin: Awaited<ReturnType<typeof staffMember>>
  let application: { id: string; reference: string; fileId: string; objectName: string }
  const cv = "%PDF-1.4 Karin Berg, CV"

  /** The audit log's entries for the file, oldest first. */
  const openings = async (fileId: string) =>
    (
      await t.db.query<{ action: string; actor_id: string; actor_role: string; target_label: string }>(
        "select action, actor_id, actor_role, target_label from public.audit_log where target_type = 'lead_files' and target_id = $1 order by id",
        [fileId],
      )
    ).rows

  beforeAll(async () => {
    recruiter = await staffMember("recruiter")
    admin = await staffMember("admin")
    const objectName = `pending/${crypto.randomUUID()}/karin-berg-cv.pdf`
    const uploaded = await t
      .client()
      .storage.from("uploads")
      .upload(objectName, new Blob([cv], { type: "application/pdf" }))
    expect(uploaded.error).toBeNull()
    const { rows } = await t.db.query<{ id: string; reference: string }>("select * from public.submit_lead($1::jsonb, '10.0.0.3')", [
      JSON.stringify({
        type: "job_application",
        submissionId: crypto.randomUUID(),
        name: "Karin Berg",
        email: "karin.berg@example.test",
        details: { position: "Project manager, life sciences" },
        consentText: "I agree",
        consentVersion: "2026-04-01",
        pagePath: "/careers/application-portal",
        files: [{ path: objectName, name: "karin-berg-cv.pdf" }],
      }),
    ])
    const { rows: files } = await t.db.query<{ id: string }>("select id from public.lead_files where lead_id = $1", [rows[0].id])
    application = { ...rows[0], fileId: files[0].id, objectName }
  })

  it("is hidden from an editor: not in the list, the search, the counts or the file list, and its CV cannot be signed", async () => {
    expect((await editor.from("leads").select("id").eq("id", application.id)).data).toEqual([])
    const found = await editor.from("leads").select("name").textSearch("search", "'karin':*", { config: "simple" })
    expect(found.data).toEqual([])
    const counts = await editor.from("lead_inbox_counts").select("type")
    expect(counts.data!.map((row) => row.type)).not.toContain("job_application")
    expect((await editor.from("lead_files").select("id").eq("lead_id", application.id)).data).toEqual([])
    const signed = await editor.storage.from("uploads").createSignedUrl(application.objectName, 60)
    expect(signed.error).toMatchObject({ status: 400, statusCode: "404", message: "Object not found" })
  })

  it("refuses an editor's opening of the CV (42501) and does not log it as an opening", async () => {
    const refused = await editor.rpc("record_lead_file_opened", { file_id: application.fileId, how: "download" })
    expect({ status: refused.status, code: refused.error?.code, message: refused.error?.message }).toEqual({
      status: 403,
      code: "42501",
      message: "Your role may not open the files of this lead",
    })
    expect(await openings(application.fileId)).toEqual([])
  })

  it("refuses an editor's note, read marker and change on it", async () => {
    const note = await editor.from("lead_notes").insert({ lead_id: application.id, author: editorId, body: "Not mine to read" })
    expect({ status: note.status, code: note.error?.code }).toEqual({ status: 403, code: "42501" })
    const read = await editor.from("lead_reads").insert({ lead_id: application.id, user_id: editorId })
    expect({ status: read.status, code: read.error?.code }).toEqual({ status: 403, code: "42501" })
    const changed = await editor.from("leads").update({ status: "won" }).eq("id", application.id).select("id")
    expect({ error: changed.error, data: changed.data }).toEqual({ error: null, data: [] })
    const { rows } = await t.db.query("select status from public.leads where id = $1", [application.id])
    expect(rows).toEqual([{ status: "new" }])
  })

  it("a recruiter reads it, opens its CV through a signed URL, and the opening is audited as the recruiter's", async () => {
    const { data: lead } = await recruiter.client
      .from("leads")
      .select("reference, lead_files(id, file_name)")
      .eq("id", application.id)
      .single()
    expect(lead).toEqual({ reference: application.reference, lead_files: [{ id: application.fileId, file_name: "karin-berg-cv.pdf" }] })
    expect((await recruiter.client.rpc("record_lead_file_opened", { file_id: application.fileId, how: "preview" })).error).toBeNull()
    const signed = await recruiter.client.storage.from("uploads").createSignedUrl(application.objectName, 60)
    expect(signed.error).toBeNull()
    const response = await t.fetch(signed.data!.signedUrl)
    expect({ status: response.status, body: await response.text() }).toEqual({ status: 200, body: cv })
    expect(await openings(application.fileId)).toEqual([
      { action: "preview", actor_id: recruiter.id, actor_role: "recruiter", target_label: application.reference },
    ])
  })

  it("a recruiter works it: a note, a read marker and a status, audited", async () => {
    const note = await recruiter.client
      .from("lead_notes")
      .insert({ lead_id: application.id, author: recruiter.id, body: "Interview on Monday" })
    expect(note.error).toBeNull()
    const read = await recruiter.client.from("lead_reads").insert({ lead_id: application.id, user_id: recruiter.id })
    expect(read.error).toBeNull()
    const changed = await recruiter.client.from("leads").update({ status: "in_progress" }).eq("id", application.id).select("status")
    expect(changed.data).toEqual([{ status: "in_progress" }])
    const { rows } = await t.db.query<{ action: string; target_type: string; actor_role: string }>(
      "select action, target_type, actor_role from public.audit_log where target_label = $1 and target_type <> 'lead_files' order by id",
      [application.reference],
    )
    expect(rows).toEqual([
      { action: "insert", target_type: "lead_notes", actor_role: "recruiter" },
      { action: "update", target_type: "leads", actor_role: "recruiter" },
    ])
  })

  it("a recruiter sees nothing of the company's other leads", async () => {
    const { data } = await recruiter.client.from("leads").select("type")
    expect(new Set(data!.map((row) => row.type))).toEqual(new Set(["job_application"]))
    const counts = await recruiter.client.from("lead_inbox_counts").select("type")
    expect(new Set(counts.data!.map((row) => row.type))).toEqual(new Set(["job_application"]))
  })

  it("lists as assignees the colleagues who work the same leads: a recruiter admins and recruiters, an editor admins and editors", async () => {
    const rolesFor = async (client: SupabaseClient) =>
      new Set(((await client.rpc("lead_assignees")).data as { role: string }[]).map((row) => row.role))
    expect(await rolesFor(recruiter.client)).toEqual(new Set(["admin", "recruiter"]))
    expect(await rolesFor(editor)).toEqual(new Set(["admin", "editor"]))
    expect(await rolesFor(admin.client)).toEqual(new Set(["admin", "editor", "recruiter"]))
  })

  it("is assigned only to staff whose role works applications: an editor is refused with a clear message (400 23514)", async () => {
    const refused = await admin.client.from("leads").update({ assignee: editorId }).eq("id", application.id)
    expect({ status: refused.status, code: refused.error?.code, message: refused.error?.message }).toEqual({
      status: 400,
      code: "23514",
      message: "This lead can be assigned only to staff whose role works its type",
    })
    const assigned = await admin.client.from("leads").update({ assignee: recruiter.id }).eq("id", application.id).select("assignee")
    expect(assigned.data).toEqual([{ assignee: recruiter.id }])
  })
})
