/**
 * The reviewers' badge follows review requests live (document_reviews in the supabase_realtime
 * publication, its select policy from 20261203000200_review_decisions_and_contributor_media.sql),
 * through the app's watchRows: editors hear of every request of the kinds they edit, a contributor
 * only of its own.
 */
import crypto from "node:crypto"
import type { SupabaseClient } from "@supabase/supabase-js"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { Database } from "../../app/data/database.types"
import { watchRows, type RowChange, type WatchStatus } from "../../app/data/realtime"
import { staffAccount, type StaffAccount } from "../functions/staff-test-support"
import { startTestServer, type TestServer } from "../testing/harness"
import { Inbox, realtimeClients } from "./testing"

let t: TestServer
let clients: ReturnType<typeof realtimeClients>
let editor: StaffAccount
let cora: StaffAccount
let carl: StaffAccount

beforeAll(async () => {
  t = await startTestServer({ http: true })
  clients = realtimeClients(t)
  ;[editor, cora, carl] = await Promise.all([
    staffAccount(t, { role: "editor" }),
    staffAccount(t, { role: "contributor", prefix: "cora" }),
    staffAccount(t, { role: "contributor", prefix: "carl" }),
  ])
})
afterAll(async () => {
  await clients?.close()
  await t?.close()
})

/** The review changes `who` hears of, once their subscription is live. */
async function reviewChanges(who: StaffAccount) {
  const token = (await who.client.auth.getSession()).data.session!.access_token
  const client = (await clients.client({ token })) as unknown as SupabaseClient<Database>
  const changes = new Inbox<RowChange<"document_reviews">>()
  const statuses = new Inbox<WatchStatus>()
  watchRows(client, { table: "document_reviews", onChange: changes.push, onStatus: statuses.push })
  expect(await statuses.next()).toBe("SUBSCRIBED")
  return changes
}

/** A blog post drafted by `who`, and its review asked for: the request's id. */
async function requestReview(who: StaffAccount, title: string) {
  const { data: id, error } = await who.client.rpc("create_document", {
    p_collection: "blog_post",
    p_path: `/blog/${crypto.randomUUID().slice(0, 8)}`,
    p_title: title,
    p_data: { title },
  })
  expect(error).toBeNull()
  const requested = await who.client.functions.invoke<{ id: string }>("request-review", { body: { documentId: id } })
  expect(requested.error).toBeNull()
  return requested.data!.id
}

const review = (id: string) => (change: RowChange<"document_reviews">) => "id" in change.new && change.new.id === id

describe("review requests, live", () => {
  it("reach the editors all, a contributor only its own, and a decision reaches the requester", async () => {
    const [editorHears, coraHears] = await Promise.all([reviewChanges(editor), reviewChanges(cora)])

    const carls = await requestReview(carl, "Carl's post")
    expect(await editorHears.next(review(carls))).toMatchObject({ eventType: "INSERT", new: { id: carls, state: "open" } })
    // Cora's own, after Carl's: once hers has arrived, his would have.
    const coras = await requestReview(cora, "Cora's post")
    expect(await coraHears.next(review(coras))).toMatchObject({ eventType: "INSERT", new: { id: coras, requested_by: cora.id } })
    expect(await editorHears.next(review(coras))).toMatchObject({ eventType: "INSERT" })
    expect(coraHears.items.filter(review(carls))).toEqual([])

    const sent = await editor.client.functions.invoke("send-back-review", { body: { reviewId: coras, comment: "Add a source." } })
    expect(sent.error).toBeNull()
    const decided = await coraHears.next((change) => review(coras)(change) && change.eventType === "UPDATE")
    expect(decided.new).toMatchObject({ state: "changes_requested", comment: "Add a source." })
  })
})
