/**
 * A scheduled English publish brings the translations' segments up to date (issue 40,
 * 20261207200100_translation_sync_queue.sql): the publish the database runs (run_due_document_schedules())
 * queues the document, and the server's scheduler syncs it with the code publish-document uses
 * (supabase/functions/_shared/translation/sync.ts). supabase-js against the real server on the seeded
 * database (PGlite): the segments are the translation seed's, approved and sentence-aligned.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { FunctionsHttpError, type SupabaseClient } from "@supabase/supabase-js"
import { staffAccount, type StaffAccount } from "../functions/staff-test-support"
import { startTestServer, type TestServer } from "../testing/harness"
import { changeSentence, seededSentence, type BlogData, type SeededSentence } from "../testing/seeded-sentence"
import { runDueDocumentSchedules } from "./document-schedules"

let t: TestServer
let anon: SupabaseClient
let service: SupabaseClient
let editor: StaffAccount

beforeAll(async () => {
  t = await startTestServer()
  anon = t.client()
  service = t.client({ key: t.serviceRoleKey })
  editor = await staffAccount(t, { role: "editor", displayName: "Edda Editor" })
}, 180_000)
afterAll(() => t?.close())

const HOUR = 60 * 60 * 1000
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR)
const around = () => ({ fetchApi: (request: Request) => t.server.fetch(request), background: t.server.background })

const CHANGE = ", as our reviewers confirmed."

/** The post's published data with the sentence changed, and what publish-document needs to open it. */
async function changedPost(seeded: SeededSentence) {
  const { rows } = await t.db.query<{ title: string; path: string; version: number; published_data: BlogData }>(
    "select title, path, version, published_data from public.documents where id = $1",
    [seeded.documentId],
  )
  const [document] = rows
  const data = structuredClone(document.published_data)
  changeSentence(data, seeded, seeded.source.replace(/\.$/, CHANGE))
  return { ...document, data }
}

async function callPublish(who: SupabaseClient, body: Record<string, unknown>) {
  const { data, error } = await who.functions.invoke("publish-document", { body })
  if (error instanceof FunctionsHttpError) {
    const response = error.context as Response
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }
  expect(error).toBeNull()
  return { status: 200, body: data as Record<string, unknown> }
}

/** Publishes the changed English as the document editor does: now, or at `publishAt` ("Publish at"). */
async function publishChange(seeded: SeededSentence, publishAt?: Date) {
  const post = await changedPost(seeded)
  const outcome = await callPublish(editor.client, {
    documentId: seeded.documentId,
    expectedVersion: post.version,
    expectedRevision: 0,
    title: post.title,
    path: post.path,
    data: post.data,
    ...(publishAt ? { publishAt: publishAt.toISOString() } : {}),
  })
  return { post, outcome }
}

/** Schedules the changed English for an hour from now. */
async function scheduleChange(seeded: SeededSentence) {
  const { outcome } = await publishChange(seeded, inHours(1))
  expect(outcome.status).toBe(200)
}

const fieldStates = async (documentId: string, field: string) =>
  (
    await t.db.query<{ locale: string; ordinal: number; state: string; source: string; target: string }>(
      `select locale, ordinal, state, source, target from public.translation_segments where document_id = $1 and field = $2
        order by locale desc, ordinal`,
      [documentId, field],
    )
  ).rows

const waitingElsewhere = async (documentId: string, field: string) =>
  (
    await t.db.query<{ waiting: number }>(
      `select count(*)::int as waiting from public.translation_segments where document_id = $1 and state <> 'approved' and field <> $2`,
      [documentId, field],
    )
  ).rows[0].waiting

const queued = async (documentId: string) =>
  (await t.db.query("select 1 from public.translation_sync_queue where document_id = $1", [documentId])).rows.length

/** What the public Swedish page is rendered from: the published translation, as a visitor's anon key reads it. */
async function publicSwedish(documentId: string): Promise<string> {
  const { data, error } = await anon
    .from("document_translations")
    .select("published_data")
    .eq("document_id", documentId)
    .eq("locale", "sv")
    .not("published_at", "is", null)
  expect(error).toBeNull()
  expect(data).toHaveLength(1)
  return JSON.stringify(data![0].published_data)
}

/** The dashboard's row of the document in a language, as an editor reads it (translation_document_totals(): every document, some seconds). */
async function dashboardRow(documentId: string, locale: "sv" | "de") {
  const { data, error } = await editor.client.rpc("translation_document_totals").eq("document_id", documentId).eq("locale", locale)
  expect(error).toBeNull()
  return data![0]
}

/** The document's entry in the dashboard's "Outdated longest" of a language (translation_overview()), its words and whether its sync is owed. */
async function outdatedLongest(documentId: string, locale: "sv" | "de") {
  const { data, error } = await editor.client.rpc("translation_overview")
  expect(error).toBeNull()
  const language = (data as Array<{ locale: string; outdated: Array<{ documentId: string; words: number; syncPending: boolean }> }>).find(
    (row) => row.locale === locale,
  )
  const item = language?.outdated.find((entry) => entry.documentId === documentId)
  return item && { words: item.words, syncPending: item.syncPending }
}

describe("a scheduled English publish", () => {
  const used: string[] = []

  it("outdates the changed sentence's Swedish and German segments once the due schedules run; the rest and /sv stay as approved", async () => {
    const seeded = await seededSentence(t.db, used)
    used.push(seeded.documentId)
    await scheduleChange(seeded)
    // Scheduled, not yet run: nothing changes.
    expect((await fieldStates(seeded.documentId, seeded.field)).find((row) => row.ordinal === 1)?.state).toBe("approved")

    expect(await runDueDocumentSchedules(t.server.ctx, around(), inHours(2))).toBe(1)

    const changed = seeded.source.replace(/\.$/, CHANGE)
    const states = await fieldStates(seeded.documentId, seeded.field)
    for (const [locale, target] of [
      ["sv", seeded.sv],
      ["de", seeded.de],
    ]) {
      const field = states.filter((row) => row.locale === locale)
      // The changed sentence keeps its old approved target, as outdated, beside the new English.
      expect(field.find((row) => row.ordinal === 1)).toEqual({ locale, ordinal: 1, state: "outdated", source: changed, target })
      expect(field.filter((row) => row.ordinal !== 1).map((row) => row.state)).toEqual(field.slice(1).map(() => "approved"))
    }
    expect(await waitingElsewhere(seeded.documentId, seeded.field)).toBe(0)
    expect(await queued(seeded.documentId)).toBe(0)

    // Visitors of /sv keep the last approved Swedish: the old sentence, not the English, not a mix.
    const swedish = await publicSwedish(seeded.documentId)
    expect(swedish).toContain(seeded.sv)
    expect(swedish).not.toContain("as our reviewers confirmed")

    // The dashboard lists it as outdated in both languages, and a Swedish publish from the segments waits.
    const refused = await callPublish(editor.client, { documentId: seeded.documentId, locale: "sv", fromSegments: true })
    expect(refused).toEqual({
      status: 409,
      body: {
        error: {
          code: "translation_not_approved",
          message: expect.stringMatching(/^1 of \d+ segments are not approved yet: a reviewer approves every one first$/),
        },
      },
    })
  }, 120_000)

  it("run by the database alone (a hosted pg_cron) waits on the dashboard as outdated until the sync catches up", async () => {
    const seeded = await seededSentence(t.db, used)
    used.push(seeded.documentId)
    await scheduleChange(seeded)
    // The SQL runner alone, as pg_cron calls it: the publish is in, its segments are not.
    const { rows } = await t.db.query<{ ran: number }>("select public.run_due_document_schedules($1) as ran", [inHours(2).toISOString()])
    expect(rows[0].ran).toBe(1)
    expect(await queued(seeded.documentId)).toBe(1)
    expect((await fieldStates(seeded.documentId, seeded.field)).find((row) => row.ordinal === 1)?.state).toBe("approved")
    for (const locale of ["sv", "de"] as const) {
      const row = await dashboardRow(seeded.documentId, locale)
      expect(row.sync_pending).toBe(true)
      expect(row.words).toMatchObject({ outdated: 0 })
    }
    // "Outdated longest" names it in both languages already, as waiting for its segments, its words not yet known.
    for (const locale of ["sv", "de"] as const) {
      expect(await outdatedLongest(seeded.documentId, locale)).toEqual({ words: 0, syncPending: true })
    }

    // Only the service role asks for the catch-up; an editor is refused and nothing is synced.
    expect(await callPublish(editor.client, { syncPending: true })).toEqual({
      status: 403,
      body: { error: { code: "not_allowed", message: "Only the service role syncs the waiting segments" } },
    })
    expect(await queued(seeded.documentId)).toBe(1)

    // pg_cron's job through pg_net: publish-document { syncPending: true } with the service role key.
    expect(await callPublish(service, { syncPending: true })).toEqual({ status: 200, body: { synced: 1, failed: 0 } })
    expect(await queued(seeded.documentId)).toBe(0)
    const field = (await fieldStates(seeded.documentId, seeded.field)).filter((row) => row.ordinal === 1)
    expect(field.map((row) => [row.locale, row.state])).toEqual([
      ["sv", "outdated"],
      ["de", "outdated"],
    ])
    const after = await dashboardRow(seeded.documentId, "de")
    expect(after.sync_pending).toBe(false)
    expect((after.words as { outdated: number }).outdated).toBeGreaterThan(0)
    expect(await outdatedLongest(seeded.documentId, "de")).toEqual({
      words: (after.words as { outdated: number }).outdated,
      syncPending: false,
    })
  }, 120_000)

  it("published now through publish-document leaves nothing waiting", async () => {
    const seeded = await seededSentence(t.db, used)
    used.push(seeded.documentId)
    const { post, outcome: published } = await publishChange(seeded)
    expect(published).toEqual({ status: 200, body: { version: post.version + 1 } })
    expect(await queued(seeded.documentId)).toBe(0)
    expect((await fieldStates(seeded.documentId, seeded.field)).filter((row) => row.ordinal === 1).map((row) => row.state)).toEqual([
      "outdated",
      "outdated",
    ])
  }, 60_000)
})
