/**
 * Scheduling (20261202000100_document_schedules.sql, publish-document's publishAt, the server's scheduler
 * beside this file): supabase-js against the real server. A publish is validated when it is scheduled and
 * its content stored; the due runner is given a clock (`now`) or a run_at set in the past as the superuser.
 */
import crypto from "node:crypto"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { FunctionsHttpError, type SupabaseClient } from "@supabase/supabase-js"
import { staffAccount, type StaffAccount } from "../functions/staff-test-support"
import { Inbox } from "../realtime/testing"
import { startTestServer, type TestServer } from "../testing/harness"
import { runDueDocumentSchedules, startDocumentScheduler } from "./document-schedules"

let t: TestServer
let anon: SupabaseClient
let member: StaffAccount
let editor: StaffAccount
let recruiter: StaffAccount

beforeAll(async () => {
  t = await startTestServer()
  anon = t.client()
  member = await staffAccount(t, { prefix: "member" })
  editor = await staffAccount(t, { role: "editor", displayName: "Edda Editor" })
  recruiter = await staffAccount(t, { role: "recruiter", displayName: "Rita Recruiter" })
}, 180_000)
afterAll(() => t?.close())

const HOUR = 60 * 60 * 1000
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR)
const around = () => ({ fetchApi: (request: Request) => t.server.fetch(request), background: t.server.background })
const runDue = (now?: Date) => runDueDocumentSchedules(t.server.ctx, around(), now)

const paragraph = (text: string) => ({ type: "paragraph", children: [{ type: "text", text }] })
const newsItem = (title: string) => ({
  meta: { title, description: "Nordika renews its certificate for another three years." },
  title,
  excerpt: "Renewed for three years.",
  author: "Edda Editor",
  published: "2026-12-02",
  tags: ["News"],
  body: [paragraph("The auditors found nothing to fix.")],
})

async function createNews(title: string) {
  const path = `/resources/news/${crypto.randomUUID().slice(0, 8)}`
  const { data, error } = await editor.client.rpc("create_document", {
    p_collection: "news_item",
    p_path: path,
    p_title: title,
    p_data: newsItem(title),
  })
  expect(error).toBeNull()
  return { id: data as string, path, title }
}

interface Outcome {
  status: number
  body: Record<string, unknown>
}

async function callPublish(who: SupabaseClient, body: Record<string, unknown>): Promise<Outcome> {
  const { data, error } = await who.functions.invoke("publish-document", { body })
  if (error instanceof FunctionsHttpError) {
    const response = error.context as Response
    return { status: response.status, body: await response.json() }
  }
  expect(error).toBeNull()
  return { status: 200, body: data }
}

const schedulePublish = (
  who: SupabaseClient,
  doc: { id: string; path: string; title: string },
  publishAt: Date | string,
  data: unknown = newsItem(doc.title),
  opened = { version: 0, revision: 1 },
) =>
  callPublish(who, {
    documentId: doc.id,
    expectedVersion: opened.version,
    expectedRevision: opened.revision,
    title: doc.title,
    path: doc.path,
    data,
    publishAt: typeof publishAt === "string" ? publishAt : publishAt.toISOString(),
  })

const schedules = async (documentId: string) =>
  (
    await t.db.query<{ action: string; status: string; run_at: Date; version: number | null; error: string | null }>(
      "select action, status, run_at, version, error from public.document_schedules where document_id = $1 order by created_at, id",
      [documentId],
    )
  ).rows

const auditActions = async (id: string) =>
  (
    await t.db.query<{ action: string; actor_id: string }>(
      "select action, actor_id from public.audit_log where target_type = 'documents' and target_id = $1 order by id",
      [id],
    )
  ).rows

const visitorSees = async (id: string) => (await anon.from("documents").select("title, published_data, version").eq("id", id)).data

const versions = async (id: string) =>
  (
    await t.db.query<{ version: number }>("select version from public.document_versions where document_id = $1 order by version", [id])
  ).rows.map((row) => row.version)

describe("scheduling a publish", () => {
  it("validates and stores the content when scheduled; the due runner publishes it once, as a publish now would", async () => {
    const doc = await createNews("Recertified")
    const publishAt = inHours(1)
    const scheduled = await schedulePublish(editor.client, doc, publishAt)
    expect(scheduled.status).toBe(200)
    expect(scheduled.body).toEqual({ scheduled: { id: expect.any(String), publishAt: publishAt.toISOString() } })

    // Staff see the pending schedule with the stored content; visitors see nothing yet, and an early round runs nothing.
    const pending = await editor.client
      .from("document_schedules")
      .select("action, run_at, title, path, data, status")
      .eq("document_id", doc.id)
    expect(pending.error).toBeNull()
    expect(pending.data).toEqual([
      {
        action: "publish",
        run_at: expect.any(String),
        title: "Recertified",
        path: doc.path,
        data: newsItem("Recertified"),
        status: "pending",
      },
    ])
    expect(new Date(pending.data![0].run_at).toISOString()).toBe(publishAt.toISOString())
    expect(await runDue()).toBe(0)
    expect(await visitorSees(doc.id)).toEqual([])

    const heard = new Inbox<string>()
    const stop = await t.db.listen("site_content", { onNotify: (table) => heard.push(table), onReconnect: () => undefined })
    try {
      expect(await runDue(inHours(2))).toBe(1)
      // The render cache is told, as after a publish now.
      await heard.next((table) => table === "documents")
    } finally {
      await stop()
    }
    expect(await visitorSees(doc.id)).toEqual([{ title: "Recertified", published_data: newsItem("Recertified"), version: 1 }])
    expect(await versions(doc.id)).toEqual([1])
    const draft = await editor.client.from("document_drafts").select("document_id").eq("document_id", doc.id)
    expect(draft.data).toEqual([])
    expect(await schedules(doc.id)).toEqual([{ action: "publish", status: "done", run_at: publishAt, version: 1, error: null }])
    expect(await auditActions(doc.id)).toEqual([
      { action: "create", actor_id: editor.id },
      { action: "schedule_publish", actor_id: editor.id },
      { action: "scheduled_publish", actor_id: editor.id },
    ])

    // A later round (or a second runner) finds nothing left: the time ran once.
    expect(await runDue(inHours(3))).toBe(0)
    expect(await versions(doc.id)).toEqual([1])
  })

  it("answers 400 naming the field for a draft its kind's schema refuses, and stores nothing", async () => {
    const doc = await createNews("Incomplete")
    const { excerpt: _dropped, ...withoutExcerpt } = newsItem("Incomplete")
    const refused = await schedulePublish(editor.client, doc, inHours(1), withoutExcerpt)
    expect(refused).toEqual({
      status: 400,
      body: { error: { code: "invalid_document", field: "excerpt", message: expect.any(String) } },
    })
    expect(await schedules(doc.id)).toEqual([])
  })

  it("answers 400 on publishAt for a time in the past or a time that is not one", async () => {
    const doc = await createNews("Too late")
    expect(await schedulePublish(editor.client, doc, new Date(Date.now() - 60_000))).toEqual({
      status: 400,
      body: { error: { code: "invalid_schedule", field: "publishAt", message: "Choose a time in the future" } },
    })
    const malformed = await schedulePublish(editor.client, doc, "tomorrow at nine")
    expect(malformed.status).toBe(400)
    expect(malformed.body).toEqual({
      error: { code: "invalid_request", message: "Give publishAt as an ISO date and time with its offset (2026-12-02T09:00:00+01:00)." },
    })
    expect(await schedules(doc.id)).toEqual([])
  })

  it("keeps a draft saved after the schedule: the scheduled content goes live and the newer draft stays", async () => {
    const doc = await createNews("Kept draft")
    expect((await schedulePublish(editor.client, doc, inHours(1))).status).toBe(200)
    const saved = await editor.client.rpc("save_document_draft", {
      p_id: doc.id,
      p_title: doc.title,
      p_path: doc.path,
      p_data: newsItem("Kept draft, still being written"),
      p_expected_version: 0,
      p_expected_revision: 1,
    })
    expect(saved).toMatchObject({ error: null, data: 2 })
    expect(await runDue(inHours(2))).toBe(1)
    expect(await visitorSees(doc.id)).toEqual([{ title: "Kept draft", published_data: newsItem("Kept draft"), version: 1 }])
    const draft = await editor.client.from("document_drafts").select("data, revision").eq("document_id", doc.id)
    expect(draft.data).toEqual([{ data: newsItem("Kept draft, still being written"), revision: 2 }])
  })

  it("is replaced by a new schedule and by a publish now, and cancelled by Cancel, each with its audit row", async () => {
    const doc = await createNews("Replaced")
    expect((await schedulePublish(editor.client, doc, inHours(1))).status).toBe(200)
    expect((await schedulePublish(editor.client, doc, inHours(5))).status).toBe(200)
    expect((await schedules(doc.id)).map((row) => row.status)).toEqual(["replaced", "pending"])

    const cancelled = await editor.client.rpc("cancel_document_schedule", { p_id: doc.id, p_action: "publish" })
    expect(cancelled.error).toBeNull()
    expect((await schedules(doc.id)).map((row) => row.status)).toEqual(["replaced", "cancelled"])
    const again = await editor.client.rpc("cancel_document_schedule", { p_id: doc.id, p_action: "publish" })
    expect(again.error).toMatchObject({ code: "55000", message: "Nothing is scheduled to publish this document" })

    expect((await schedulePublish(editor.client, doc, inHours(5))).status).toBe(200)
    const now = await callPublish(editor.client, {
      documentId: doc.id,
      expectedVersion: 0,
      expectedRevision: 1,
      title: doc.title,
      path: doc.path,
      data: newsItem("Replaced, published now"),
    })
    expect(now).toEqual({ status: 200, body: { version: 1 } })
    expect((await schedules(doc.id)).map((row) => row.status)).toEqual(["replaced", "cancelled", "replaced"])
    expect(await runDue(inHours(6))).toBe(0)
    expect(await visitorSees(doc.id)).toEqual([{ title: "Replaced", published_data: newsItem("Replaced, published now"), version: 1 }])
    expect((await auditActions(doc.id)).map((row) => row.action)).toEqual([
      "create",
      "schedule_publish",
      "schedule_publish",
      "cancel_schedule",
      "schedule_publish",
      "publish",
    ])
  })

  it("fails one that cannot run (its path taken meanwhile) with the reason, and runs the others", async () => {
    const blocked = await createNews("Blocked")
    const fine = await createNews("Fine")
    expect((await schedulePublish(editor.client, blocked, inHours(1))).status).toBe(200)
    expect((await schedulePublish(editor.client, fine, inHours(1))).status).toBe(200)
    // Another document takes the path meanwhile (as the superuser: the editor's RPC would refuse the schedule's path too).
    await t.db.query("update public.documents set path = $1 where id = $2", [`${blocked.path}-x`, blocked.id])
    const squatter = await createNews("Squatter")
    await t.db.query("update public.documents set path = $1 where id = $2", [blocked.path, squatter.id])

    expect(await runDue(inHours(2))).toBe(1)
    expect(await schedules(blocked.id)).toEqual([
      {
        action: "publish",
        status: "failed",
        run_at: expect.any(Date),
        version: null,
        error: `The path ${blocked.path} is taken by "Squatter"`,
      },
    ])
    expect(await visitorSees(blocked.id)).toEqual([])
    expect(await visitorSees(fine.id)).toEqual([{ title: "Fine", published_data: newsItem("Fine"), version: 1 }])
  })
})

describe("scheduling an unpublish", () => {
  it("takes a live document off the site at its time, after a publish scheduled before it", async () => {
    const doc = await createNews("Closing soon")
    expect((await schedulePublish(editor.client, doc, inHours(1))).status).toBe(200)
    const tooEarly = await editor.client.rpc("schedule_document_unpublish", {
      p_id: doc.id,
      p_run_at: new Date(Date.now() + HOUR / 2).toISOString(),
    })
    expect(tooEarly.error).toMatchObject({ code: "22023", message: "Choose a time after the scheduled publish" })
    const off = await editor.client.rpc("schedule_document_unpublish", { p_id: doc.id, p_run_at: inHours(3).toISOString() })
    expect(off.error).toBeNull()

    expect(await runDue(inHours(2))).toBe(1)
    expect(await visitorSees(doc.id)).toHaveLength(1)
    expect(await runDue(inHours(4))).toBe(1)
    expect(await visitorSees(doc.id)).toEqual([])
    expect((await schedules(doc.id)).map((row) => [row.action, row.status])).toEqual([
      ["publish", "done"],
      ["unpublish", "done"],
    ])
    expect((await auditActions(doc.id)).map((row) => row.action)).toEqual([
      "create",
      "schedule_publish",
      "schedule_unpublish",
      "scheduled_publish",
      "scheduled_unpublish",
    ])
  })

  it("is replaced by an unpublish now, and the trash cancels every pending schedule", async () => {
    const doc = await createNews("Off by hand")
    expect((await schedulePublish(editor.client, doc, inHours(1))).status).toBe(200)
    expect(await runDue(inHours(2))).toBe(1)
    expect((await editor.client.rpc("schedule_document_unpublish", { p_id: doc.id, p_run_at: inHours(5).toISOString() })).error).toBeNull()
    expect((await editor.client.rpc("unpublish_document", { p_id: doc.id, p_force: false })).error).toBeNull()
    expect((await schedules(doc.id)).map((row) => [row.action, row.status])).toEqual([
      ["publish", "done"],
      ["unpublish", "replaced"],
    ])

    const trashed = await createNews("Trashed while scheduled")
    expect((await schedulePublish(editor.client, trashed, inHours(1))).status).toBe(200)
    expect((await editor.client.rpc("trash_document", { p_id: trashed.id, p_force: false })).error).toBeNull()
    expect(await schedules(trashed.id)).toEqual([
      { action: "publish", status: "cancelled", run_at: expect.any(Date), version: null, error: "The document went to the trash" },
    ])
    expect(await runDue(inHours(2))).toBe(0)
    expect(await visitorSees(trashed.id)).toEqual([])
  })

  it("refuses a document that is not on the site and has no publish scheduled", async () => {
    const doc = await createNews("Never live")
    const refused = await editor.client.rpc("schedule_document_unpublish", { p_id: doc.id, p_run_at: inHours(1).toISOString() })
    expect(refused.error).toMatchObject({ code: "55000" })
    expect(await schedules(doc.id)).toEqual([])
  })
})

describe("who may schedule", () => {
  it("refuses anon, a signed-in member and a recruiter (news is not theirs), and stores nothing", async () => {
    const doc = await createNews("Not yours")
    expect((await schedulePublish(anon, doc, inHours(1))).status).toBe(401)
    expect(await schedulePublish(member.client, doc, inHours(1))).toMatchObject({ status: 403, body: { error: { code: "not_staff" } } })
    expect(await schedulePublish(recruiter.client, doc, inHours(1))).toMatchObject({
      status: 403,
      body: { error: { code: "not_allowed" } },
    })
    for (const client of [anon, member.client, recruiter.client]) {
      const off = await client.rpc("schedule_document_unpublish", { p_id: doc.id, p_run_at: inHours(1).toISOString() })
      expect(off.error?.code).toBe("42501")
      const cancel = await client.rpc("cancel_document_schedule", { p_id: doc.id, p_action: "publish" })
      expect(cancel.error?.code).toBe("42501")
      const runner = await client.rpc("run_due_document_schedules", {})
      expect(runner.error?.code).toBe("42501")
      const read = await client.from("document_schedules").select("id").eq("document_id", doc.id)
      expect(read.data ?? []).toEqual([])
    }
    expect(await schedules(doc.id)).toEqual([])
  })
})

describe("the server's scheduler", () => {
  it("catches up at start on a time missed while it was down, once, however often it starts", async () => {
    const doc = await createNews("Missed")
    expect((await schedulePublish(editor.client, doc, inHours(1))).status).toBe(200)
    // The time passed while no server ran.
    await t.db.query("update public.document_schedules set run_at = now() - interval '10 minutes' where document_id = $1", [doc.id])

    const first = startDocumentScheduler(t.server.ctx, around(), 3_600_000)
    expect(await first.started).toBe(1)
    await first.stop()
    const restarted = startDocumentScheduler(t.server.ctx, around(), 3_600_000)
    expect(await restarted.started).toBe(0)
    await restarted.stop()

    expect(await visitorSees(doc.id)).toEqual([{ title: "Missed", published_data: newsItem("Missed"), version: 1 }])
    expect(await versions(doc.id)).toEqual([1])
    expect((await auditActions(doc.id)).filter((row) => row.action === "scheduled_publish")).toHaveLength(1)
  })

  it("runs on its timer while the server is up", async () => {
    const doc = await createNews("On time")
    expect((await schedulePublish(editor.client, doc, new Date(Date.now() + 1_500))).status).toBe(200)
    const scheduler = startDocumentScheduler(t.server.ctx, around(), 500)
    try {
      expect(await scheduler.started).toBe(0)
      await expect.poll(() => visitorSees(doc.id), { timeout: 10_000, interval: 250 }).toHaveLength(1)
    } finally {
      await scheduler.stop()
    }
  })
})
