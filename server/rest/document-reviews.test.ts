/**
 * The contributor role and the review step (20261202000200_contributor_review.sql, the
 * request-review and publish-document functions): supabase-js against the real server, mails in
 * the server's own mailbox.
 */
import crypto from "node:crypto"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { FunctionsHttpError, type SupabaseClient } from "@supabase/supabase-js"
import { staffAccount, type StaffAccount } from "../functions/staff-test-support"
import { arrivedMail, arrivedMails } from "../testing/mail"
import { startTestServer, type TestServer } from "../testing/harness"

let t: TestServer
let anon: SupabaseClient
let contributor: StaffAccount
let editor: StaffAccount
let admin: StaffAccount
let recruiter: StaffAccount

beforeAll(async () => {
  t = await startTestServer({ http: true })
  anon = t.client()
  contributor = await staffAccount(t, { role: "contributor", displayName: "Cora Contributor" })
  editor = await staffAccount(t, { role: "editor", displayName: "Edda Editor" })
  admin = await staffAccount(t, { role: "admin", displayName: "Ada Admin" })
  recruiter = await staffAccount(t, { role: "recruiter", displayName: "Rita Recruiter" })
})
afterAll(() => t?.close())

const paragraph = (text: string) => ({ type: "paragraph", children: [{ type: "text", text }] })
const blogPost = (title: string) => ({
  meta: { title, description: "Why plain language travels better, and how to write it." },
  title,
  excerpt: "Why plain language travels better.",
  author: "Cora Contributor",
  published: "2026-12-02",
  tags: ["Writing"],
  body: [paragraph("Short sentences translate well.")],
})
const uniquePath = () => `/blog/${crypto.randomUUID().slice(0, 8)}`

async function create(who: StaffAccount, title: string) {
  const path = uniquePath()
  const { data, error } = await who.client.rpc("create_document", {
    p_collection: "blog_post",
    p_path: path,
    p_title: title,
    p_data: blogPost(title),
  })
  expect(error).toBeNull()
  return { id: data as string, path, title }
}

interface FunctionOutcome {
  status: number
  body: Record<string, unknown>
}

async function invoke(who: SupabaseClient, name: string, body: Record<string, unknown>): Promise<FunctionOutcome> {
  const { data, error } = await who.functions.invoke(name, { body })
  if (error instanceof FunctionsHttpError) {
    const response = error.context as Response
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }
  expect(error).toBeNull()
  return { status: 200, body: data as Record<string, unknown> }
}

const publish = (who: StaffAccount, doc: { id: string; path: string; title: string }, opened = { version: 0, revision: 1 }) =>
  invoke(who.client, "publish-document", {
    documentId: doc.id,
    expectedVersion: opened.version,
    expectedRevision: opened.revision,
    title: doc.title,
    path: doc.path,
    data: blogPost(doc.title),
  })

const requestReview = (who: StaffAccount, documentId: string, message?: string) =>
  invoke(who.client, "request-review", { documentId, ...(message === undefined ? {} : { message }) })

const sendBack = (who: StaffAccount, reviewId: string, comment: string) => invoke(who.client, "send-back-review", { reviewId, comment })

const auditActions = async (id: string) => {
  const { rows } = await t.db.query<{ action: string; actor_id: string; actor_role: string }>(
    "select action, actor_id, actor_role from public.audit_log where target_type = 'documents' and target_id = $1 order by id",
    [id],
  )
  return rows
}

describe("a contributor", () => {
  it("creates a document and saves its draft, which editors and admins read", async () => {
    const doc = await create(contributor, "Cora's first post")
    const saved = await contributor.client.rpc("save_document_draft", {
      p_id: doc.id,
      p_title: doc.title,
      p_path: doc.path,
      p_data: blogPost("Cora's first post, revised"),
      p_expected_version: 0,
      p_expected_revision: 1,
    })
    expect({ error: saved.error, revision: saved.data }).toEqual({ error: null, revision: 2 })
    const seen = await editor.client.from("document_drafts").select("document_id, revision, updated_by").eq("document_id", doc.id)
    expect(seen.data).toEqual([{ document_id: doc.id, revision: 2, updated_by: contributor.id }])
  })

  it("is refused a publish with 403 not_allowed and a message that says what to do, and nothing reaches the site", async () => {
    const doc = await create(contributor, "Not yet")
    expect(await publish(contributor, doc)).toEqual({
      status: 403,
      body: { error: { code: "not_allowed", message: "Contributors cannot publish: request a review, and an editor publishes it" } },
    })
    expect((await anon.from("documents").select("id").eq("id", doc.id)).data).toEqual([])
    expect((await auditActions(doc.id)).map((row) => row.action)).toEqual(["create"])
  })

  it("is refused by publish_document() itself, should a call get past the function", async () => {
    const doc = await create(contributor, "Belt and braces")
    const { error } = await t.client({ key: t.serviceRoleKey }).rpc("publish_document", {
      p_id: doc.id,
      p_title: doc.title,
      p_path: doc.path,
      p_data: blogPost(doc.title),
      p_expected_version: 0,
      p_expected_revision: 1,
      p_actor: contributor.id,
    })
    expect({ code: error?.code, message: error?.message }).toEqual({ code: "42501", message: "Contributors cannot publish: ask an editor" })
  })

  it("may not unpublish, trash or restore (42501 with the reason), and the document stays as it was", async () => {
    const doc = await create(editor, "Editor's live post")
    expect((await publish(editor, doc)).status).toBe(200)
    const unpublish = await contributor.client.rpc("unpublish_document", { p_id: doc.id })
    expect({ code: unpublish.error?.code, message: unpublish.error?.message }).toEqual({
      code: "42501",
      message: "Contributors cannot unpublish: ask an editor",
    })
    const trash = await contributor.client.rpc("trash_document", { p_id: doc.id })
    expect({ code: trash.error?.code, message: trash.error?.message }).toEqual({
      code: "42501",
      message: "Contributors cannot move documents to the trash: ask an editor",
    })
    expect((await editor.client.rpc("trash_document", { p_id: doc.id })).error).toBeNull()
    const restore = await contributor.client.rpc("restore_document", { p_id: doc.id })
    expect({ code: restore.error?.code, message: restore.error?.message }).toEqual({
      code: "42501",
      message: "Contributors cannot restore documents from the trash: ask an editor",
    })
    const { rows } = await t.db.query<{ deleted: boolean; unpublished: boolean }>(
      "select deleted_at is not null as deleted, unpublished_at is not null as unpublished from public.documents where id = $1",
      [doc.id],
    )
    expect(rows).toEqual([{ deleted: true, unpublished: false }])
  })

  it("may not schedule a publish or an unpublish, nor cancel an editor's schedule (42501 with the reason)", async () => {
    const doc = await create(editor, "Editor's scheduled post")
    expect((await publish(editor, doc)).status).toBe(200)
    const tomorrow = new Date(Date.now() + 24 * 3600_000).toISOString()

    const viaFunction = await invoke(contributor.client, "publish-document", {
      documentId: doc.id,
      expectedVersion: 1,
      expectedRevision: 0,
      title: doc.title,
      path: doc.path,
      data: blogPost(doc.title),
      publishAt: tomorrow,
    })
    expect(viaFunction.status).toBe(403)
    const unpublishAt = await contributor.client.rpc("schedule_document_unpublish", { p_id: doc.id, p_run_at: tomorrow })
    expect({ code: unpublishAt.error?.code, message: unpublishAt.error?.message }).toEqual({
      code: "42501",
      message: "Contributors cannot schedule an unpublish: ask an editor",
    })
    expect((await editor.client.rpc("schedule_document_unpublish", { p_id: doc.id, p_run_at: tomorrow })).error).toBeNull()
    const cancel = await contributor.client.rpc("cancel_document_schedule", { p_id: doc.id, p_action: "unpublish" })
    expect({ code: cancel.error?.code, message: cancel.error?.message }).toEqual({
      code: "42501",
      message: "Contributors cannot cancel a schedule: ask an editor",
    })
    const { rows } = await t.db.query<{ status: string }>(
      "select status from public.document_schedules where document_id = $1 and action = 'unpublish'",
      [doc.id],
    )
    expect(rows).toEqual([{ status: "pending" }])
  })

  it("does not reach the open positions, which are the recruiters' and editors'", async () => {
    const { error } = await contributor.client.rpc("create_document", {
      p_collection: "open_position",
      p_path: `/careers/${crypto.randomUUID().slice(0, 8)}`,
      p_title: "Project manager",
      p_data: {},
    })
    expect({ code: error?.code, message: error?.message }).toEqual({
      code: "42501",
      message: "Your role may not create open_position documents",
    })
  })
})

describe("the review step", () => {
  it("goes from a contributor's request, mailed to the editors and admins, to an editor's approval that publishes", async () => {
    const doc = await create(contributor, "Reviewed post")
    const requested = await requestReview(contributor, doc.id, "First post, please check the tone.")
    expect(requested.body).toEqual({ id: expect.any(String), notified: expect.any(Number) })
    const reviewId = requested.body.id as string
    // Every editor and admin of the server, not the requester nor the recruiter, each their own mail.
    const { rows: reviewers } = await t.db.query<{ email: string }>(
      "select email from auth.users where raw_app_meta_data ->> 'role' in ('admin', 'editor') and email_confirmed_at is not null order by email",
    )
    expect(requested.body.notified).toBe(reviewers.length)
    expect(reviewers.map((row) => row.email)).toEqual(expect.arrayContaining([editor.email, admin.email]))
    const mails = await arrivedMails(
      t,
      (mail) => mail.kind === "review_request" && mail.subject === "Review requested: Reviewed post",
      reviewers.length,
    )
    expect(mails.map((mail) => mail.to).sort()).toEqual(reviewers.map((row) => row.email))
    expect(mails.some((mail) => mail.to === contributor.email || mail.to === recruiter.email)).toBe(false)
    const mail = mails.find((m) => m.to === editor.email)!
    expect(mail.text).toContain(`Cora Contributor asks you to review "Reviewed post" (${doc.path}) before it is published.`)
    expect(mail.text).toContain("Their message: First post, please check the tone.")
    expect(mail.text).toContain(`Review the draft: ${t.ctx.config.siteUrl.replace(/\/+$/, "")}/admin/documents/${doc.id}`)

    // The reviewers' queue (the badge counts it), open.
    const queue = await editor.client.rpc("document_review_overview", { p_open_only: true })
    expect(queue.error).toBeNull()
    expect((queue.data as { id: string; state: string; requested_by_name: string }[]).find((row) => row.id === reviewId)).toMatchObject({
      state: "open",
      requested_by_name: "Cora Contributor",
      message: "First post, please check the tone.",
      draft_revision: 1,
    })

    // A second request while one is open is refused.
    expect(await requestReview(contributor, doc.id)).toEqual({
      status: 409,
      body: { error: { code: "already_requested", message: "This document is already waiting for a review" } },
    })

    // The editor approves: publishes the draft. The request is approved with the version.
    expect(await publish(editor, doc)).toEqual({ status: 200, body: { version: 1 } })
    const live = await anon.from("documents").select("title, version").eq("id", doc.id)
    expect(live.data).toEqual([{ title: "Reviewed post", version: 1 }])
    const history = await contributor.client.rpc("document_review_overview", { p_document: doc.id })
    expect(history.data).toEqual([
      expect.objectContaining({ id: reviewId, state: "approved", published_version: 1, decided_by_name: "Edda Editor", comment: null }),
    ])
    expect((await auditActions(doc.id)).map((row) => [row.action, row.actor_role])).toEqual([
      ["create", "contributor"],
      ["request_review", "contributor"],
      // The trigger approves within the publish's update; the publish's own row follows.
      ["review_approved", "editor"],
      ["publish", "editor"],
    ])
  })

  it("sends a draft back only with a comment, mailed to the requester and read in the conversation; then a new request can be made", async () => {
    const doc = await create(contributor, "Needs work")
    const requested = await requestReview(contributor, doc.id)
    expect(requested.body).toEqual({ id: expect.any(String), notified: expect.any(Number) })
    const reviewId = requested.body.id as string

    expect(await sendBack(editor, reviewId, "   ")).toEqual({
      status: 400,
      body: { error: { code: "invalid_request", message: "Write what needs to change." } },
    })
    expect(await sendBack(editor, reviewId, "x".repeat(2001))).toEqual({
      status: 400,
      body: { error: { code: "invalid_request", message: "Keep the comment under 2001 characters." } },
    })
    expect(await sendBack(contributor, reviewId, "Fine by me")).toEqual({
      status: 403,
      body: { error: { code: "not_allowed", message: "Contributors cannot review documents: ask an editor" } },
    })
    expect(await sendBack(recruiter, reviewId, "Not mine to judge")).toEqual({
      status: 403,
      body: { error: { code: "not_allowed", message: "Your role may not edit blog_post documents" } },
    })
    expect(await invoke(anon, "send-back-review", { reviewId, comment: "Who am I?" })).toMatchObject({
      status: 401,
      body: { error: { code: "not_authenticated" } },
    })
    expect(await sendBack(editor, crypto.randomUUID(), "Nothing there")).toMatchObject({
      status: 404,
      body: { error: { code: "not_found" } },
    })
    // The API roles decide only through the function, which mails.
    const direct = await editor.client.rpc("send_back_document_review", {
      p_review: reviewId,
      p_comment: "Behind its back",
      p_actor: editor.id,
    })
    expect(direct.error?.code).toBe("42501")
    expect((await contributor.client.from("document_reviews").select("state").eq("id", reviewId)).data).toEqual([{ state: "open" }])

    expect(await sendBack(editor, reviewId, "  Shorten the excerpt.  ")).toEqual({ status: 200, body: { id: reviewId, mailed: true } })
    const seen = await contributor.client.from("document_reviews").select("state, comment, decided_by").eq("id", reviewId)
    expect(seen.data).toEqual([{ state: "changes_requested", comment: "Shorten the excerpt.", decided_by: editor.id }])

    // The requester's mail: the document by name and path, the comment, a link to the editor; nobody else's.
    const mail = await arrivedMail(t, (m) => m.kind === "review_sent_back" && m.subject === "Changes requested: Needs work")
    expect(mail.to).toBe(contributor.email)
    expect(mail.text).toContain(`Edda Editor reviewed "Needs work" (${doc.path}) and sent the draft back with this comment:`)
    expect(mail.text).toContain("Shorten the excerpt.")
    expect(mail.text).toContain(`Open the draft: ${t.ctx.config.siteUrl.replace(/\/+$/, "")}/admin/documents/${doc.id}`)
    expect(mail.html).toContain("Shorten the excerpt.")

    expect(await sendBack(editor, reviewId, "Twice")).toEqual({
      status: 409,
      body: { error: { code: "already_decided", message: "This review request was already decided" } },
    })
    expect((await requestReview(contributor, doc.id, "Shortened.")).body).toMatchObject({ id: expect.any(String) })
    const conversation = await contributor.client.rpc("document_review_overview", { p_document: doc.id })
    expect(
      (conversation.data as { state: string; message: string | null; comment: string | null }[]).map((row) => [
        row.state,
        row.message,
        row.comment,
      ]),
    ).toEqual([
      ["open", "Shortened.", null],
      ["changes_requested", null, "Shorten the excerpt."],
    ])
    expect((await auditActions(doc.id)).map((row) => [row.action, row.actor_role])).toEqual([
      ["create", "contributor"],
      ["request_review", "contributor"],
      ["review_changes_requested", "editor"],
      ["request_review", "contributor"],
    ])
  })

  it("is approved when a reviewer schedules the publish, which the conversation and the history show", async () => {
    const doc = await create(contributor, "Scheduled after review")
    const reviewId = (await requestReview(contributor, doc.id, "Ready for Monday.")).body.id as string
    const publishAt = new Date(Date.now() + 3 * 24 * 3600_000)
    publishAt.setUTCSeconds(0, 0)

    // A contributor may not approve by scheduling either: the request stays open.
    const byContributor = await invoke(contributor.client, "publish-document", {
      documentId: doc.id,
      expectedVersion: 0,
      expectedRevision: 1,
      title: doc.title,
      path: doc.path,
      data: blogPost(doc.title),
      publishAt: publishAt.toISOString(),
    })
    expect(byContributor.status).toBe(403)
    expect((await contributor.client.from("document_reviews").select("state").eq("id", reviewId)).data).toEqual([{ state: "open" }])

    const scheduled = await invoke(editor.client, "publish-document", {
      documentId: doc.id,
      expectedVersion: 0,
      expectedRevision: 1,
      title: doc.title,
      path: doc.path,
      data: blogPost(doc.title),
      publishAt: publishAt.toISOString(),
    })
    expect(scheduled).toEqual({ status: 200, body: { scheduled: { id: expect.any(String), publishAt: publishAt.toISOString() } } })

    // Not on the site yet, but the request is decided: approved, to be published at the scheduled time.
    expect((await anon.from("documents").select("id").eq("id", doc.id)).data).toEqual([])
    const conversation = await contributor.client.rpc("document_review_overview", { p_document: doc.id })
    expect(conversation.data).toEqual([
      expect.objectContaining({
        id: reviewId,
        state: "approved",
        decided_by_name: "Edda Editor",
        published_version: null,
        scheduled_for: expect.any(String),
      }),
    ])
    expect(new Date((conversation.data as { scheduled_for: string }[])[0].scheduled_for).toISOString()).toBe(publishAt.toISOString())
    const queue = await editor.client.rpc("document_review_overview", { p_open_only: true })
    expect((queue.data as { id: string }[]).some((row) => row.id === reviewId)).toBe(false)

    // The history: the approval by the editor, with its time, before the schedule's own row.
    const { rows } = await t.db.query<{ action: string; actor_role: string; scheduled_for: string | null }>(
      `select action, actor_role, new_data ->> 'scheduled_for' as scheduled_for from public.audit_log
       where target_type = 'documents' and target_id = $1 order by id`,
      [doc.id],
    )
    expect(rows.map((row) => [row.action, row.actor_role])).toEqual([
      ["create", "contributor"],
      ["request_review", "contributor"],
      ["review_approved", "editor"],
      ["schedule_publish", "editor"],
    ])
    expect(new Date(rows[2].scheduled_for!).toISOString()).toBe(publishAt.toISOString())
  })

  it("refuses a request without a saved draft, from a role that does not edit the kind, or signed out", async () => {
    const doc = await create(editor, "Published as is")
    expect((await publish(editor, doc)).status).toBe(200)
    expect(await requestReview(contributor, doc.id)).toEqual({
      status: 409,
      body: { error: { code: "no_draft", message: "There is no draft to review: save your changes first" } },
    })
    expect(await requestReview(recruiter, doc.id)).toEqual({
      status: 403,
      body: { error: { code: "not_allowed", message: "Your role may not edit blog_post documents" } },
    })
    expect(await invoke(anon, "request-review", { documentId: doc.id })).toMatchObject({
      status: 401,
      body: { error: { code: "not_authenticated" } },
    })
    expect(await requestReview(contributor, "not-a-uuid")).toEqual({
      status: 400,
      body: { error: { code: "invalid_request", message: "documentId must be a document's id" } },
    })
    const { rows } = await t.db.query("select id from public.document_reviews where document_id = $1", [doc.id])
    expect(rows).toEqual([])
  })
})
