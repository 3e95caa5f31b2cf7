/**
 * Translations live (document_translations in the supabase_realtime publication,
 * 20261204000100_document_translations.sql), through the app's watchRows: staff who edit the kind hear
 * a colleague's saved draft; visitors hear of a translation only once it is published, and then only
 * its published columns, never the working copy.
 */
import crypto from "node:crypto"
import { FunctionsHttpError, type SupabaseClient } from "@supabase/supabase-js"
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

beforeAll(async () => {
  t = await startTestServer({ http: true })
  clients = realtimeClients(t)
  ;[editor, colleague] = await Promise.all([staffAccount(t, { role: "editor" }), staffAccount(t, { role: "editor", prefix: "colleague" })])
})
afterAll(async () => {
  await clients?.close()
  await t?.close()
})

/** The translation changes a client hears of (a staff member's, or a visitor's without a token), once subscribed. */
async function translationChanges(who?: StaffAccount) {
  const token = who && (await who.client.auth.getSession()).data.session!.access_token
  const client = (await clients.client(token ? { token } : {})) as unknown as SupabaseClient<Database>
  const changes = new Inbox<RowChange<"document_translations">>()
  const statuses = new Inbox<WatchStatus>()
  watchRows(client, { table: "document_translations", onChange: changes.push, onStatus: statuses.push })
  expect(await statuses.next()).toBe("SUBSCRIBED")
  return changes
}

const paragraph = (text: string) => ({ type: "paragraph", children: [{ type: "text", text }] })
const post = (title: string, text: string) => ({
  meta: { title, description: text },
  title,
  excerpt: text,
  author: "Edda Editor",
  published: "2026-11-30",
  tags: ["Writing"],
  body: [paragraph(text)],
})

const ofDocument = (id: string) => (change: RowChange<"document_translations">) =>
  "document_id" in change.new && change.new.document_id === id

describe("translations, live", () => {
  it("tell a colleague of a saved draft, and a visitor only of the publish, without the working copy", async () => {
    const [colleagueHears, visitorHears] = await Promise.all([translationChanges(colleague), translationChanges()])
    const id = crypto.randomUUID()
    await t.db.query(
      `insert into public.documents (id, collection, path, title, published_data, published_at, version) values ($1, 'blog_post', $2, 'Live', $3, now(), 1)`,
      [id, `/blog/${id.slice(0, 8)}`, JSON.stringify(post("Live", "Plain words."))],
    )
    const path = `/sv/blogg/${id.slice(0, 8)}`
    const swedish = post("Levande", "Enkla ord.")
    const saved = await editor.client.rpc("save_document_translation", {
      p_document: id,
      p_locale: "sv",
      p_title: "Levande",
      p_path: path,
      p_data: swedish,
      p_expected_revision: 0,
    })
    expect(saved.error).toBeNull()
    const heard = await colleagueHears.next(ofDocument(id))
    expect(heard).toMatchObject({ eventType: "INSERT", new: { document_id: id, locale: "sv", published_at: null } })
    // The colleague hears the columns their role may read: the working copy comes through document_translations_of().
    expect(Object.keys(heard.new).sort()).toEqual(
      [
        "document_id",
        "id",
        "locale",
        "published_at",
        "published_data",
        "published_path",
        "published_source_version",
        "published_title",
      ].sort(),
    )

    const heardOfDocument = (count: number) => (change: RowChange<"document_translations">) =>
      colleagueHears.items.filter(ofDocument(id)).indexOf(change) === count - 1
    for (const [step, state] of ["in_review", "approved"].entries()) {
      const moved = await editor.client.rpc("set_document_translation_state", {
        p_document: id,
        p_locale: "sv",
        p_state: state,
        p_expected_revision: 1,
      })
      expect(moved.error).toBeNull()
      // Realtime checks who may see a change against the row as it is when the change is processed (as hosted
      // Realtime does), so the step is heard through before the publish: the visitor's check then saw it unpublished.
      expect(await colleagueHears.next(heardOfDocument(step + 2))).toMatchObject({ eventType: "UPDATE", new: { published_at: null } })
    }
    const { error } = await editor.client.functions.invoke("publish-document", {
      body: { documentId: id, locale: "sv", expectedRevision: 1 },
    })
    expect(error instanceof FunctionsHttpError ? await (error.context as Response).json() : error).toBeNull()

    const published = await visitorHears.next(ofDocument(id))
    expect(published).toMatchObject({ eventType: "UPDATE", new: { document_id: id, published_path: path, published_data: swedish } })
    expect(Object.keys(published.new)).not.toContain("data")
    // The save and the review steps before it never reached the visitor.
    expect(visitorHears.items.filter(ofDocument(id))).toEqual([published])
  })
})
