/**
 * The documents model (20261130000000_documents.sql) as staff and visitors meet it: supabase-js
 * against the real server, documents published only through the publish-document edge function.
 */
import crypto from "node:crypto"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { FunctionsHttpError, type RealtimePostgresChangesPayload, type SupabaseClient } from "@supabase/supabase-js"
import { staffAccount, type StaffAccount } from "../functions/staff-test-support"
import { Inbox, realtimeClients, subscribe } from "../realtime/testing"
import { startTestServer, type TestServer } from "../testing/harness"

let t: TestServer
let anon: SupabaseClient
let member: StaffAccount
let editor: StaffAccount
let colleague: StaffAccount
let recruiter: StaffAccount

beforeAll(async () => {
  t = await startTestServer({ http: true })
  anon = t.client()
  member = await staffAccount(t, { prefix: "member" })
  editor = await staffAccount(t, { role: "editor", displayName: "Edda Editor" })
  colleague = await staffAccount(t, { role: "editor", displayName: "Cole Colleague" })
  recruiter = await staffAccount(t, { role: "recruiter", displayName: "Rita Recruiter" })
})
afterAll(() => t?.close())

const paragraph = (text: string) => ({ type: "paragraph", children: [{ type: "text", text }] })
const linkTo = (documentId: string) => ({ type: "paragraph", children: [{ type: "internal-link", documentId, label: "Read more" }] })

const blogPost = (title: string, extra: Record<string, unknown> = {}) => ({
  meta: { title, description: "Why plain language travels better, and how to write it." },
  title,
  excerpt: "Why plain language travels better.",
  author: "Edda Editor",
  published: "2026-11-30",
  tags: ["Writing"],
  body: [paragraph("Short sentences translate well.")],
  ...extra,
})

const openPosition = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  department: "Project Management",
  location: "Stockholm",
  type: "Full-time",
  summary: "Run projects.",
  responsibilities: ["Plan and deliver projects."],
  requirements: ["Two years of project management."],
  ...extra,
})

const uniquePath = (prefix: string) => `/${prefix}/${crypto.randomUUID().slice(0, 8)}`

/** Creates a document as `who`; its id and where it was opened (version 0, draft revision 1). */
async function create(who: StaffAccount, collection: string, title: string, data: Record<string, unknown>, path = uniquePath("blog")) {
  const { data: id, error } = await who.client.rpc("create_document", {
    p_collection: collection,
    p_path: path,
    p_title: title,
    p_data: data,
  })
  expect(error).toBeNull()
  return { id: id as string, path, title }
}

interface PublishOutcome {
  status: number
  body: { version?: number; error?: { code: string; field?: string; message: string } }
}

/** Calls publish-document as `who`, as the admin would. */
async function callPublish(who: SupabaseClient, body: Record<string, unknown>): Promise<PublishOutcome> {
  const { data, error } = await who.functions.invoke("publish-document", { body })
  if (error instanceof FunctionsHttpError) {
    const response = error.context as Response
    return { status: response.status, body: await response.json() }
  }
  expect(error).toBeNull()
  return { status: 200, body: data }
}

async function publish(
  who: StaffAccount,
  doc: { id: string; path: string; title: string },
  data: unknown,
  opened = { version: 0, revision: 1 },
) {
  return callPublish(who.client, {
    documentId: doc.id,
    expectedVersion: opened.version,
    expectedRevision: opened.revision,
    title: doc.title,
    path: doc.path,
    data,
  })
}

const auditActions = async (id: string) => {
  const { rows } = await t.db.query<{ action: string; actor_id: string; actor_role: string }>(
    "select action, actor_id, actor_role from public.audit_log where target_type = 'documents' and target_id = $1 order by id",
    [id],
  )
  return rows
}

describe("publishing a document", () => {
  it("goes from a new document through a saved draft to the site, where visitors read it, as version 1", async () => {
    const doc = await create(editor, "blog_post", "Plain language", blogPost("Plain language"))
    const visitorsBefore = await anon.from("documents").select("id").eq("id", doc.id)
    expect(visitorsBefore.data).toEqual([])

    const saved = await editor.client.rpc("save_document_draft", {
      p_id: doc.id,
      p_title: doc.title,
      p_path: doc.path,
      p_data: blogPost("Plain language, revised"),
      p_expected_version: 0,
      p_expected_revision: 1,
    })
    expect({ error: saved.error, revision: saved.data }).toEqual({ error: null, revision: 2 })

    const published = await publish(editor, doc, blogPost("Plain language, revised"), { version: 0, revision: 2 })
    expect(published).toEqual({ status: 200, body: { version: 1 } })

    const { data, error } = await anon.from("documents").select("id, collection, path, title, published_data, version").eq("id", doc.id)
    expect(error).toBeNull()
    expect(data).toEqual([
      {
        id: doc.id,
        collection: "blog_post",
        path: doc.path,
        title: doc.title,
        published_data: blogPost("Plain language, revised"),
        version: 1,
      },
    ])
    const drafts = await editor.client.from("document_drafts").select("document_id").eq("document_id", doc.id)
    expect(drafts.data).toEqual([])
  })

  it("answers 400 invalid_document naming the field that breaks the kind's schema, and publishes nothing", async () => {
    const doc = await create(editor, "blog_post", "Half a post", blogPost("Half a post"))
    const withoutSummary = { ...blogPost("Half a post"), excerpt: "  " }
    expect(await publish(editor, doc, withoutSummary)).toEqual({
      status: 400,
      body: { error: { code: "invalid_document", field: "excerpt", message: "Write a summary for listings and search results." } },
    })
    const badLink = blogPost("Half a post", { body: [{ type: "paragraph", children: [{ type: "internal-link", documentId: "nope" }] }] })
    expect((await publish(editor, doc, badLink)).body.error).toMatchObject({
      code: "invalid_document",
      field: "body.0.children.0.documentId",
    })

    const position = await create(editor, "open_position", "Project manager", {}, uniquePath("careers"))
    const sometimes = openPosition("Project manager", { type: "Sometimes" })
    expect((await publish(editor, position, sometimes)).body.error).toMatchObject({ code: "invalid_document", field: "type" })

    const { rows } = await t.db.query("select version, published_data from public.documents where id = any($1)", [[doc.id, position.id]])
    expect(rows).toEqual([
      { version: 0, published_data: null },
      { version: 0, published_data: null },
    ])
  })

  it("refuses staff who publish past the function through REST: no execute on publish_document (403 42501), no write to documents (403 42501)", async () => {
    const doc = await create(editor, "blog_post", "Sneaky", blogPost("Sneaky"))
    const rpc = await editor.client.rpc("publish_document", {
      p_id: doc.id,
      p_title: "Sneaky",
      p_path: doc.path,
      p_data: { anything: true },
      p_expected_version: 0,
      p_expected_revision: 1,
      p_actor: editor.id,
    })
    expect({ status: rpc.status, code: rpc.error?.code }).toEqual({ status: 403, code: "42501" })
    const patched = await editor.client
      .from("documents")
      .update({ published_data: { anything: true } })
      .eq("id", doc.id)
    expect({ status: patched.status, code: patched.error?.code }).toEqual({ status: 403, code: "42501" })
    const inserted = await editor.client.from("documents").insert({
      collection: "blog_post",
      path: uniquePath("blog"),
      title: "Forged",
      published_data: {},
      published_at: new Date().toISOString(),
      version: 1,
    })
    expect({ status: inserted.status, code: inserted.error?.code }).toEqual({ status: 403, code: "42501" })
    const { rows } = await t.db.query("select version, published_data from public.documents where id = $1", [doc.id])
    expect(rows).toEqual([{ version: 0, published_data: null }])
  })

  it("refuses visitors and signed-in users who are not staff (401 not_authenticated, 403 not_staff)", async () => {
    const doc = await create(editor, "blog_post", "Staff only", blogPost("Staff only"))
    const body = {
      documentId: doc.id,
      expectedVersion: 0,
      expectedRevision: 1,
      title: doc.title,
      path: doc.path,
      data: blogPost("Staff only"),
    }
    expect(await callPublish(anon, body)).toMatchObject({ status: 401, body: { error: { code: "not_authenticated" } } })
    expect(await callPublish(member.client, body)).toMatchObject({ status: 403, body: { error: { code: "not_staff" } } })
  })
})

describe("two editors on one document", () => {
  it("answers PT409 (409) to a draft saved or a publish from a stale version or revision, and keeps the other's work", async () => {
    const doc = await create(editor, "blog_post", "Shared", blogPost("Shared"))
    const save = (who: StaffAccount, heading: string, revision: number, version = 0) =>
      who.client.rpc("save_document_draft", {
        p_id: doc.id,
        p_title: doc.title,
        p_path: doc.path,
        p_data: blogPost(heading),
        p_expected_version: version,
        p_expected_revision: revision,
      })
    expect((await save(colleague, "Colleague's", 1)).data).toBe(2)
    const stale = await save(editor, "Editor's", 1)
    expect({ status: stale.status, code: stale.error?.code, message: stale.error?.message }).toEqual({
      status: 409,
      code: "PT409",
      message: "Someone else changed this document since you opened it",
    })
    expect(await publish(editor, doc, blogPost("Editor's"), { version: 0, revision: 1 })).toMatchObject({
      status: 409,
      body: { error: { code: "conflict" } },
    })
    const { rows } = await t.db.query("select data ->> 'title' as title, revision from public.document_drafts where document_id = $1", [
      doc.id,
    ])
    expect(rows).toEqual([{ title: "Colleague's", revision: 2 }])
  })
})

describe("history", () => {
  it("lists every published version, newest first, and restoring one publishes its data again as a new version", async () => {
    const doc = await create(editor, "blog_post", "History", blogPost("First"))
    await publish(editor, doc, blogPost("First"))
    expect(await publish(colleague, doc, blogPost("Second"), { version: 1, revision: 0 })).toEqual({ status: 200, body: { version: 2 } })

    const history = await editor.client.rpc("document_history", { p_id: doc.id })
    expect(history.error).toBeNull()
    expect(
      (history.data as { version: number; data: { title: string }; published_by_name: string }[]).map((v) => [
        v.version,
        v.data.title,
        v.published_by_name,
      ]),
    ).toEqual([
      [2, "Second", "Cole Colleague"],
      [1, "First", "Edda Editor"],
    ])

    const restored = await callPublish(editor.client, { documentId: doc.id, expectedVersion: 2, expectedRevision: 0, restoreVersion: 1 })
    expect(restored).toEqual({ status: 200, body: { version: 3 } })
    const { data } = await anon.from("documents").select("version, published_data").eq("id", doc.id).single()
    expect(data).toEqual({ version: 3, published_data: blogPost("First") })
    expect((await auditActions(doc.id)).map((row) => row.action)).toEqual(["create", "publish", "publish", "restore_version"])
  })

  it("is read by staff who may only view a document while it is live, and refused them for a draft and to visitors", async () => {
    const live = await create(editor, "blog_post", "Read only history", blogPost("Live"))
    await publish(editor, live, blogPost("Live"))
    const history = await recruiter.client.rpc("document_history", { p_id: live.id })
    expect(history.error).toBeNull()
    expect((history.data as { version: number; published_by_name: string }[]).map((v) => [v.version, v.published_by_name])).toEqual([
      [1, "Edda Editor"],
    ])

    const draft = await create(editor, "blog_post", "Draft history", blogPost("Draft"))
    const refused = await recruiter.client.rpc("document_history", { p_id: draft.id })
    expect(refused.error?.code).toBe("42501")
    expect(refused.data).toBeNull()
    const visitor = await anon.rpc("document_history", { p_id: live.id })
    expect(visitor.error).not.toBeNull()
    expect(visitor.data).toBeNull()
  })
})

describe("the trash", () => {
  it("takes a document off the site and out of the lists; restore brings it back; after 30 days the prune removes it for good", async () => {
    const doc = await create(editor, "blog_post", "Trashable", blogPost("Trashable"))
    await publish(editor, doc, blogPost("Trashable"))
    expect((await editor.client.rpc("trash_document", { p_id: doc.id })).error).toBeNull()
    expect((await anon.from("documents").select("id").eq("id", doc.id)).data).toEqual([])
    const listed = await editor.client.rpc("document_overview", { p_search: "Trashable" })
    expect(listed.data).toEqual([])
    const trash = await editor.client.rpc("document_overview", { p_search: "Trashable", p_trash: true })
    expect((trash.data as { id: string }[]).map((row) => row.id)).toEqual([doc.id])

    expect((await editor.client.rpc("restore_document", { p_id: doc.id })).error).toBeNull()
    expect((await anon.from("documents").select("id").eq("id", doc.id)).data).toEqual([{ id: doc.id }])

    await editor.client.rpc("trash_document", { p_id: doc.id })
    const fresh = await create(editor, "blog_post", "Fresh in the trash", blogPost("Fresh"))
    await editor.client.rpc("trash_document", { p_id: fresh.id })
    await t.db.query("update public.documents set deleted_at = now() - interval '30 days 1 minute' where id = $1", [doc.id])
    await t.db.query("update public.documents set deleted_at = now() - interval '29 days 23 hours' where id = $1", [fresh.id])
    const pruned = await t.client({ key: t.serviceRoleKey }).rpc("prune_trashed_documents")
    expect(pruned.error).toBeNull()
    const { rows } = await t.db.query<{ id: string }>("select id from public.documents where id = any($1)", [[doc.id, fresh.id]])
    expect(rows).toEqual([{ id: fresh.id }])
    expect((await editor.client.rpc("prune_trashed_documents")).error?.code).toBe("42501")
  })
})

describe("links between documents", () => {
  it("refuses to unpublish or trash a document live documents link to (DLINK, naming them), and does it with p_force", async () => {
    const target = await create(editor, "blog_post", "Linked to", blogPost("Linked to"))
    await publish(editor, target, blogPost("Linked to"))
    const linker = await create(editor, "blog_post", "The linker", blogPost("The linker"))
    await publish(editor, linker, blogPost("The linker", { body: [linkTo(target.id)] }))

    const here = await editor.client.from("document_links").select("from_document").eq("to_document", target.id)
    expect(here.data).toEqual([{ from_document: linker.id }])

    for (const action of ["unpublish_document", "trash_document"]) {
      const refused = await editor.client.rpc(action, { p_id: target.id })
      expect({ action, status: refused.status, code: refused.error?.code, message: refused.error?.message }).toEqual({
        action,
        status: 400,
        code: "DLINK",
        message: `1 document links here: "The linker" (${linker.path})`,
      })
      expect(JSON.parse(refused.error!.details)).toEqual([{ id: linker.id, title: "The linker", path: linker.path }])
    }
    expect((await anon.from("documents").select("id").eq("id", target.id)).data).toEqual([{ id: target.id }])

    expect((await editor.client.rpc("unpublish_document", { p_id: target.id, p_force: true })).error).toBeNull()
    expect((await anon.from("documents").select("id").eq("id", target.id)).data).toEqual([])
  })

  it("stops counting a linker once it is off the site", async () => {
    const target = await create(editor, "blog_post", "Was linked", blogPost("Was linked"))
    await publish(editor, target, blogPost("Was linked"))
    const linker = await create(editor, "blog_post", "Gone linker", blogPost("Gone linker"))
    await publish(editor, linker, blogPost("Gone linker", { body: [linkTo(target.id)] }))
    await editor.client.rpc("unpublish_document", { p_id: linker.id })
    expect((await editor.client.rpc("trash_document", { p_id: target.id })).error).toBeNull()
  })
})

describe("roles", () => {
  it("lets a recruiter create, save and publish an open position, but not touch a blog post (42501)", async () => {
    const position = await create(recruiter, "open_position", "Translator, German", {}, uniquePath("careers"))
    const data = openPosition("Translator, German", { summary: "Translate product copy." })
    expect(await publish(recruiter, position, data)).toEqual({ status: 200, body: { version: 1 } })

    const refusedCreate = await recruiter.client.rpc("create_document", {
      p_collection: "blog_post",
      p_path: uniquePath("blog"),
      p_title: "Recruiter's post",
      p_data: {},
    })
    expect({ status: refusedCreate.status, code: refusedCreate.error?.code }).toEqual({ status: 403, code: "42501" })

    const post = await create(editor, "blog_post", "Editors only", blogPost("Editors only"))
    const refusedSave = await recruiter.client.rpc("save_document_draft", {
      p_id: post.id,
      p_title: "Mine now",
      p_path: post.path,
      p_data: blogPost("Mine now"),
      p_expected_version: 0,
      p_expected_revision: 1,
    })
    expect({ status: refusedSave.status, code: refusedSave.error?.code }).toEqual({ status: 403, code: "42501" })
    expect(await publish(recruiter, post, blogPost("Mine now"))).toMatchObject({ status: 403, body: { error: { code: "not_allowed" } } })
    expect((await recruiter.client.from("document_drafts").select("document_id").eq("document_id", post.id)).data).toEqual([])
    const overview = await recruiter.client.rpc("document_overview")
    expect(new Set((overview.data as { collection: string }[]).map((row) => row.collection))).toEqual(new Set(["open_position"]))
  })
})

describe("admins", () => {
  it("publish documents of any kind through the function", async () => {
    const admin = await staffAccount(t, { role: "admin", displayName: "Ada Admin" })
    const post = await create(admin, "blog_post", "By the admin", blogPost("By the admin"))
    expect(await publish(admin, post, blogPost("By the admin"))).toEqual({ status: 200, body: { version: 1 } })
    const position = await create(admin, "open_position", "Admin's position", {}, uniquePath("careers"))
    const data = openPosition("Admin's position", {
      location: "Göteborg",
      type: "Contract",
      summary: "Six months.",
      closesOn: "2027-01-31",
    })
    expect(await publish(admin, position, data)).toEqual({ status: 200, body: { version: 1 } })
  })
})

describe("the admin's lists", () => {
  it("show each document's state (draft, published, changed) and who last edited it, filtered by collection and title", async () => {
    const word = crypto.randomUUID().slice(0, 6)
    const draft = await create(editor, "blog_post", `Overview ${word} draft`, blogPost("Draft"))
    const published = await create(editor, "blog_post", `Overview ${word} published`, blogPost("Published"))
    await publish(editor, published, blogPost("Published"))
    const changed = await create(editor, "blog_post", `Overview ${word} changed`, blogPost("Changed"))
    await publish(editor, changed, blogPost("Changed"))
    await colleague.client.rpc("save_document_draft", {
      p_id: changed.id,
      p_title: changed.title,
      p_path: changed.path,
      p_data: blogPost("Changed again"),
      p_expected_version: 1,
      p_expected_revision: 0,
    })
    const { data, error } = await editor.client.rpc("document_overview", { p_collection: "blog_post", p_search: `overview ${word}` })
    expect(error).toBeNull()
    const rows = (data as { id: string; status: string; updated_by_name: string }[]).map((row) => [row.id, row.status, row.updated_by_name])
    expect(rows).toEqual([
      [changed.id, "changed", "Cole Colleague"],
      [published.id, "published", "Edda Editor"],
      [draft.id, "draft", "Edda Editor"],
    ])
    expect((await editor.client.rpc("document_overview", { p_collection: "open_position", p_search: `overview ${word}` })).data).toEqual([])
  })

  it("duplicate makes an unpublished copy with the draft and a free path", async () => {
    const source = await create(editor, "blog_post", "Original", blogPost("Original"))
    const { data: copyId, error } = await editor.client.rpc("duplicate_document", { p_id: source.id })
    expect(error).toBeNull()
    const { rows } = await t.db.query(
      "select d.title, d.path, d.published_data, r.data ->> 'title' as draft_title from public.documents d join public.document_drafts r on r.document_id = d.id where d.id = $1",
      [copyId],
    )
    expect(rows).toEqual([{ title: "Copy of Original", path: `${source.path}-copy`, published_data: null, draft_title: "Original" }])
  })
})

describe("visitors and non-staff", () => {
  it("never see drafts, versions, links, unpublished or trashed documents, or the seed hash", async () => {
    const live = await create(editor, "blog_post", "Live", blogPost("Live"))
    await publish(editor, live, blogPost("Live"))
    const unpublished = await create(editor, "blog_post", "Never published", blogPost("Never"))
    const trashed = await create(editor, "blog_post", "Trashed", blogPost("Trashed"))
    await publish(editor, trashed, blogPost("Trashed"))
    const takenOff = await create(editor, "blog_post", "Taken off", blogPost("Taken off"))
    await publish(editor, takenOff, blogPost("Taken off"))
    expect((await editor.client.rpc("trash_document", { p_id: trashed.id })).error).toBeNull()
    expect((await editor.client.rpc("unpublish_document", { p_id: takenOff.id })).error).toBeNull()
    const ids = [live.id, unpublished.id, trashed.id, takenOff.id]
    for (const client of [anon, member.client]) {
      expect((await client.from("documents").select("id").in("id", ids)).data).toEqual([{ id: live.id }])
      for (const table of ["document_drafts", "document_versions", "document_links"]) {
        const { data, error } = await client.from(table).select("*")
        expect({ table, rows: error ? "refused" : data }).toEqual({ table, rows: client === anon ? "refused" : [] })
      }
      const seed = await client.from("documents").select("seed_hash").eq("id", live.id)
      expect(seed.error?.code).toBe("42501")
    }
    const drafts = await anon.from("documents").select("deleted_by").eq("id", live.id)
    expect(drafts.error?.code).toBe("42501")
  })
})

describe("realtime", () => {
  it("tells another editor of a publish as it happens", async () => {
    const clients = realtimeClients(t)
    try {
      const session = (await colleague.client.auth.getSession()).data.session!
      const client = await clients.client({ token: session.access_token })
      type Change = RealtimePostgresChangesPayload<{ id: string; version: number }>
      const inbox = new Inbox<Change>()
      const channel = client
        .channel(`documents-${crypto.randomUUID()}`)
        .on("postgres_changes", { event: "UPDATE", schema: "public", table: "documents" } as never, (change: Change) => inbox.push(change))
      expect((await subscribe(channel)).status).toBe("SUBSCRIBED")

      const doc = await create(editor, "blog_post", "Live news", blogPost("Live news"))
      await publish(editor, doc, blogPost("Live news"))
      const change = await inbox.next((c) => "id" in c.new && c.new.id === doc.id && c.new.version === 1)
      expect(change.eventType).toBe("UPDATE")
    } finally {
      await clients.close()
    }
  })
})

describe("realtime for visitors", () => {
  it("hands a visitor a publish with the public columns only", async () => {
    const clients = realtimeClients(t)
    try {
      const client = await clients.client()
      type Change = RealtimePostgresChangesPayload<Record<string, unknown>>
      const inbox = new Inbox<Change>()
      const channel = client
        .channel(`documents-${crypto.randomUUID()}`)
        .on("postgres_changes", { event: "UPDATE", schema: "public", table: "documents" } as never, (change: Change) => inbox.push(change))
      expect((await subscribe(channel)).status).toBe("SUBSCRIBED")

      const doc = await create(editor, "blog_post", "Public news", blogPost("Public news"))
      await publish(editor, doc, blogPost("Public news"))
      const change = await inbox.next((c) => "id" in c.new && c.new.id === doc.id)
      expect(Object.keys(change.new).sort()).toEqual(["collection", "id", "path", "published_at", "published_data", "title", "version"])
    } finally {
      await clients.close()
    }
  })
})

describe("the audit log", () => {
  it("records each staff action on a document with who did it and their role", async () => {
    const doc = await create(editor, "blog_post", "Audited", blogPost("Audited"))
    await publish(editor, doc, blogPost("Audited"))
    await editor.client.rpc("unpublish_document", { p_id: doc.id })
    await editor.client.rpc("trash_document", { p_id: doc.id })
    await editor.client.rpc("restore_document", { p_id: doc.id })
    const { data: copy } = await editor.client.rpc("duplicate_document", { p_id: doc.id })
    const by = { actor_id: editor.id, actor_role: "editor" }
    expect(await auditActions(doc.id)).toEqual(["create", "publish", "unpublish", "trash", "restore"].map((action) => ({ action, ...by })))
    expect(await auditActions(copy as string)).toEqual([{ action: "duplicate", ...by }])
  })
})

describe("the public render cache", () => {
  it("is told on 'site_content' when a document is published or trashed, and not when a draft is saved", async () => {
    const heard = new Inbox<string>()
    const stop = await t.db.listen("site_content", { onNotify: (table) => heard.push(table), onReconnect: () => undefined })
    try {
      const doc = await create(editor, "blog_post", "Cached", blogPost("Cached"))
      await heard.next((table) => table === "documents")
      heard.items.length = 0
      await editor.client.rpc("save_document_draft", {
        p_id: doc.id,
        p_title: doc.title,
        p_path: doc.path,
        p_data: blogPost("Cached, edited"),
        p_expected_version: 0,
        p_expected_revision: 1,
      })
      // A change of the site settings after the save: once it is heard, the save's NOTIFY would have been too.
      await t.db.query("update public.site_settings set value = value where key = 'logos'")
      await heard.next((table) => table === "site_settings")
      expect(heard.items).toEqual(["site_settings"])

      await publish(editor, doc, blogPost("Cached, edited"), { version: 0, revision: 2 })
      await heard.next((table) => table === "documents")
      heard.items.length = 0
      await editor.client.rpc("trash_document", { p_id: doc.id })
      await heard.next((table) => table === "documents")
    } finally {
      await stop()
    }
  })
})

describe("bad input", () => {
  it("is refused with a clear error naming the problem, and nothing is written", async () => {
    const taken = await create(editor, "blog_post", "Holder", blogPost("Holder"))
    const before = await t.db.query("select count(*)::int as n from public.documents")
    const clash = await editor.client.rpc("create_document", {
      p_collection: "blog_post",
      p_path: taken.path,
      p_title: "Clash",
      p_data: {},
    })
    expect({ status: clash.status, code: clash.error?.code, message: clash.error?.message }).toEqual({
      status: 409,
      code: "23505",
      message: `The path ${taken.path} is taken by "Holder"`,
    })
    const unknown = await editor.client.rpc("create_document", {
      p_collection: "recipe",
      p_path: uniquePath("recipes"),
      p_title: "Soup",
      p_data: {},
    })
    expect({ status: unknown.status, code: unknown.error?.code, message: unknown.error?.message }).toEqual({
      status: 400,
      code: "22023",
      message: "There is no kind of document called recipe",
    })
    const badPath = await editor.client.rpc("create_document", { p_collection: "blog_post", p_path: "/Blog/Ä", p_title: "Odd", p_data: {} })
    expect({ status: badPath.status, code: badPath.error?.code }).toEqual({ status: 400, code: "23514" })
    expect((await t.db.query("select count(*)::int as n from public.documents")).rows).toEqual(before.rows)

    const other = await create(editor, "blog_post", "Wants the path", blogPost("Wants the path"))
    expect(await publish(editor, { ...other, path: taken.path }, blogPost("Wants the path"))).toEqual({
      status: 409,
      body: { error: { code: "path_taken", message: `The path ${taken.path} is taken by "Holder"` } },
    })
    expect(await publish(editor, { ...other, path: "no-slash" }, blogPost("Wants the path"))).toMatchObject({
      status: 400,
      body: { error: { code: "invalid_request" } },
    })
  })
})
