/**
 * A colleague's saved draft reaches the admin's document lists live (document_drafts in the
 * supabase_realtime publication, 20261130001000_document_drafts_realtime.sql), through the app's
 * watchRows, to staff who edit the document's kind only.
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
let colleague: StaffAccount
let recruiter: StaffAccount

beforeAll(async () => {
  t = await startTestServer({ http: true })
  clients = realtimeClients(t)
  ;[editor, colleague, recruiter] = await Promise.all([
    staffAccount(t, { role: "editor" }),
    staffAccount(t, { role: "editor", prefix: "colleague" }),
    staffAccount(t, { role: "recruiter" }),
  ])
})
afterAll(async () => {
  await clients?.close()
  await t?.close()
})

/** The draft changes `who` hears of, once their subscription is live. */
async function draftChanges(who: StaffAccount) {
  const token = (await who.client.auth.getSession()).data.session!.access_token
  const client = (await clients.client({ token })) as unknown as SupabaseClient<Database>
  const changes = new Inbox<RowChange<"document_drafts">>()
  const statuses = new Inbox<WatchStatus>()
  watchRows(client, { table: "document_drafts", onChange: changes.push, onStatus: statuses.push })
  expect(await statuses.next()).toBe("SUBSCRIBED")
  return changes
}

/** Creates a document with its first draft as the editor; answers its id. */
async function createDraft(collection: string, title: string, data: Record<string, unknown>) {
  const { data: id, error } = await editor.client.rpc("create_document", {
    p_collection: collection,
    p_path: `/drafts/${crypto.randomUUID().slice(0, 8)}`,
    p_title: title,
    p_data: data,
  })
  expect(error).toBeNull()
  return id as string
}

const draftOf = (id: string) => (change: RowChange<"document_drafts">) => "document_id" in change.new && change.new.document_id === id

describe("document drafts, live", () => {
  it("tell a colleague who edits the kind of another editor's saved draft, and not a recruiter", async () => {
    const [colleagueHears, recruiterHears] = await Promise.all([draftChanges(colleague), draftChanges(recruiter)])

    const post = await createDraft("blog_post", "A draft in progress", { title: "A draft in progress" })
    const change = await colleagueHears.next(draftOf(post))
    expect(change).toMatchObject({ eventType: "INSERT", new: { document_id: post, title: "A draft in progress", revision: 1 } })

    // An open position's draft, which the recruiter may read: once it has arrived, the post's would have.
    const position = await createDraft("open_position", "A position in progress", { title: "A position in progress" })
    await recruiterHears.next(draftOf(position))
    expect(recruiterHears.items.filter(draftOf(post))).toEqual([])
  })
})
