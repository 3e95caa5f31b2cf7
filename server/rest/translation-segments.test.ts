/**
 * The translation workspace's segments (20261205000100-600: roles, segments, memory, RPCs, sync) as the
 * linguists meet them: supabase-js against the real server, signed in as an editor, a German translator,
 * a German reviewer and a contributor; segments made by the sync the publish-document function calls
 * (here called as the service role, with the document cut by segmentation.ts) and by the seed.
 */
import crypto from "node:crypto"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { SupabaseClient } from "@supabase/supabase-js"
import { segmentsForSync } from "#shared/translation/sync"
import { staffAccount, type StaffAccount } from "../functions/staff-test-support"
import { startTestServer, type TestServer } from "../testing/harness"

let t: TestServer
let service: SupabaseClient
let editor: StaffAccount
let germanTranslator: StaffAccount
let germanReviewer: StaffAccount
let contributor: StaffAccount

beforeAll(async () => {
  t = await startTestServer()
  service = t.client({ key: t.serviceRoleKey })
  editor = await staffAccount(t, { role: "editor", displayName: "Edda Editor" })
  germanTranslator = await staffAccount(t, { role: "translator", displayName: "Tilde Translator" })
  germanReviewer = await staffAccount(t, { role: "translator", displayName: "Rainer Reviewer" })
  contributor = await staffAccount(t, { role: "contributor" })
  await t.db.query(
    `insert into public.staff_language_roles (user_id, locale, role) values ($1, 'de', 'translator'), ($2, 'de', 'reviewer')`,
    [germanTranslator.id, germanReviewer.id],
  )
})
afterAll(() => t?.close())

const paragraph = (text: string) => ({ type: "paragraph", children: [{ type: "text", text }] })

/** A live English blog post (as the superuser) whose segments the sync made, as after its publish. */
async function syncedPost(sentences: string[]) {
  const id = crypto.randomUUID()
  const data = {
    meta: { title: "Plain language", description: "Why plain language travels better." },
    title: "Plain language",
    excerpt: "Why plain language travels better.",
    author: "Edda Editor",
    published: "2026-11-30",
    tags: ["Writing"],
    body: [paragraph(sentences.join(" "))],
  }
  await t.db.query(
    `insert into public.documents (id, collection, path, title, published_data, published_at, version)
     values ($1, 'blog_post', $2, 'Plain language', $3, now(), 1)`,
    [id, `/blog/${id.slice(0, 8)}`, JSON.stringify(data)],
  )
  await sync(id, data)
  return { id, data }
}

async function sync(documentId: string, data: unknown) {
  const { data: outcome, error } = await service.rpc("sync_translation_segments", {
    p_document: documentId,
    p_segments: segmentsForSync(data),
    p_actor: editor.id,
  })
  expect(error).toBeNull()
  return outcome as { locale: string; kept: number; outdated: number; added: number; removed: number; prefilled: number }[]
}

interface SegmentRow {
  id: string
  field: string
  ordinal: number
  source: string
  target: string
  state: string
  origin: string | null
  match_percent: number | null
  revision: number
  machine_confirmed_by: string | null
}

async function segmentsOf(client: SupabaseClient, documentId: string, locale: "sv" | "de") {
  const { data, error } = await client.rpc("translation_segments_for", { p_document: documentId, p_locale: locale })
  expect(error).toBeNull()
  return data as SegmentRow[]
}

const segmentWith = async (documentId: string, locale: "sv" | "de", source: string) =>
  (await segmentsOf(editor.client, documentId, locale)).find((segment) => segment.source === source)!

describe("a segment's states", () => {
  it("goes from untranslated to translated by a human, audited before and after, and refuses a stale revision", async () => {
    const post = await syncedPost(["Short sentences translate well.", "Long ones do not."])
    const segment = await segmentWith(post.id, "de", "Short sentences translate well.")
    expect(segment).toMatchObject({ state: "untranslated", target: "", origin: null, revision: 1 })

    const saved = await germanTranslator.client.rpc("save_translation_segment", {
      p_id: segment.id,
      p_revision: 1,
      p_target: "Kurze Sätze lassen sich gut übersetzen.",
    })
    expect(saved).toMatchObject({ data: 2, error: null })
    expect(await segmentWith(post.id, "de", "Short sentences translate well.")).toMatchObject({
      state: "translated",
      origin: "human",
      target: "Kurze Sätze lassen sich gut übersetzen.",
      revision: 2,
    })

    const stale = await editor.client.rpc("save_translation_segment", { p_id: segment.id, p_revision: 1, p_target: "Überschrieben." })
    expect(stale.error).toMatchObject({ code: "PT409", message: "Someone else changed this segment since you opened it" })
    const empty = await editor.client.rpc("save_translation_segment", { p_id: segment.id, p_revision: 2, p_target: "  " })
    expect(empty.error).toMatchObject({ code: "22023", message: "Write the translation before saving it" })

    const { rows } = await t.db.query<{ actor_id: string; actor_role: string; old_data: unknown; new_data: unknown }>(
      `select actor_id, actor_role, old_data, new_data from public.audit_log
        where target_type = 'translation_segments' and target_id = $1 order by id`,
      [segment.id],
    )
    expect(rows).toEqual([
      {
        actor_id: germanTranslator.id,
        actor_role: "translator",
        old_data: { state: "untranslated", target: "", origin: null, revision: 1 },
        new_data: {
          document_id: post.id,
          locale: "de",
          state: "translated",
          target: "Kurze Sätze lassen sich gut übersetzen.",
          origin: "human",
          revision: 2,
        },
      },
    ])
  })

  it("lets only a reviewer approve, puts the pair in the memory, and lets a reviewer send it back with a comment", async () => {
    const post = await syncedPost(["Reviewers approve, translators translate."])
    const segment = await segmentWith(post.id, "de", "Reviewers approve, translators translate.")
    await germanTranslator.client.rpc("save_translation_segment", {
      p_id: segment.id,
      p_revision: 1,
      p_target: "Prüfer geben frei, Übersetzer übersetzen.",
    })

    const byTranslator = await germanTranslator.client.rpc("approve_translation_segment", { p_id: segment.id, p_revision: 2 })
    expect(byTranslator.error).toMatchObject({ code: "42501", message: "Only a reviewer of de approves its segments" })
    const byContributor = await contributor.client.rpc("approve_translation_segment", { p_id: segment.id, p_revision: 2 })
    expect(byContributor.error).toMatchObject({ code: "PT404" })

    const approved = await germanReviewer.client.rpc("approve_translation_segment", { p_id: segment.id, p_revision: 2 })
    expect(approved).toMatchObject({ data: 3, error: null })
    const { rows } = await t.db.query(
      "select target, approved_by from public.translation_memory where source = $1 and target_locale = 'de'",
      ["Reviewers approve, translators translate."],
    )
    expect(rows).toEqual([{ target: "Prüfer geben frei, Übersetzer übersetzen.", approved_by: germanReviewer.id }])

    const noComment = await germanReviewer.client.rpc("send_back_translation_segment", { p_id: segment.id, p_revision: 3, p_comment: " " })
    expect(noComment.error).toMatchObject({ code: "22023", message: "Say what to change (up to 2000 characters)" })
    const sentBack = await germanReviewer.client.rpc("send_back_translation_segment", {
      p_id: segment.id,
      p_revision: 3,
      p_comment: "„Freigeben“ ist hier zu technisch.",
    })
    expect(sentBack.error).toBeNull()
    expect(await segmentWith(post.id, "de", "Reviewers approve, translators translate.")).toMatchObject({
      state: "translated",
      revision: 4,
    })
  })

  it("refuses to approve an untouched machine draft unless the reviewer confirms it, and records who did", async () => {
    const post = await syncedPost(["Machines draft quickly.", "Humans decide."])
    const [first, second] = await segmentsOf(editor.client, post.id, "de").then((rows) => rows.filter((row) => row.field === "body.0"))
    const drafted = await germanTranslator.client.rpc("save_machine_drafts", {
      p_document: post.id,
      p_locale: "de",
      p_drafts: [
        { id: first.id, target: "Maschinen entwerfen schnell." },
        { id: second.id, target: "Menschen entscheiden." },
      ],
    })
    expect(drafted).toMatchObject({ data: 2, error: null })

    const untouched = await germanReviewer.client.rpc("approve_translation_segment", { p_id: first.id, p_revision: 2 })
    expect(untouched.error).toMatchObject({
      code: "TMACH",
      message: "This is a machine draft nobody has edited: edit it, or confirm that you reviewed it as it is",
    })
    const confirmed = await germanReviewer.client.rpc("approve_translation_segment", {
      p_id: first.id,
      p_revision: 2,
      p_confirm_machine: true,
    })
    expect(confirmed.error).toBeNull()
    expect(await segmentWith(post.id, "de", "Machines draft quickly.")).toMatchObject({
      state: "approved",
      origin: "machine",
      machine_confirmed_by: germanReviewer.id,
    })

    // Edited by a human, the draft is the translator's and approves without confirming.
    await germanTranslator.client.rpc("save_translation_segment", {
      p_id: second.id,
      p_revision: 2,
      p_target: "Menschen entscheiden selbst.",
    })
    const edited = await germanReviewer.client.rpc("approve_translation_segment", { p_id: second.id, p_revision: 3 })
    expect(edited.error).toBeNull()
  })

  it("refuses an approval while a quality check failed, until the reviewer overrides it with a comment", async () => {
    const post = await syncedPost(["We translate 24 languages."])
    const segment = await segmentWith(post.id, "de", "We translate 24 languages.")
    await germanTranslator.client.rpc("save_translation_segment", {
      p_id: segment.id,
      p_revision: 1,
      p_target: "Wir übersetzen zwei Dutzend Sprachen.",
      p_failures: [{ check: "numbers", message: "24 is not in the translation." }],
    })
    const refused = await germanReviewer.client.rpc("approve_translation_segment", { p_id: segment.id, p_revision: 2 })
    expect(refused.error).toMatchObject({
      code: "TQAFL",
      message: "The numbers check failed: correct the segment, or override the check with a comment",
    })
    const overridden = await germanReviewer.client.rpc("approve_translation_segment", {
      p_id: segment.id,
      p_revision: 2,
      p_overrides: [{ check: "numbers", comment: "„Zwei Dutzend“ is 24, written out." }],
    })
    expect(overridden.error).toBeNull()
  })
})

describe("a translator's languages", () => {
  it("lets a German translator read and write German segments only: Swedish ones are not there for them", async () => {
    const post = await syncedPost(["Only German, please."])
    const swedish = await segmentWith(post.id, "sv", "Only German, please.")

    const read = await germanTranslator.client
      .from("translation_segments")
      .select("locale")
      .eq("document_id", post.id)
      .eq("field", "body.0")
    expect(read).toMatchObject({ data: [{ locale: "de" }], error: null })
    const listed = await germanTranslator.client.rpc("translation_segments_for", { p_document: post.id, p_locale: "sv" })
    expect(listed.error).toMatchObject({ code: "42501", message: "You do not translate into sv" })
    const written = await germanTranslator.client.rpc("save_translation_segment", {
      p_id: swedish.id,
      p_revision: 1,
      p_target: "Bara tyska.",
    })
    expect(written.error).toMatchObject({ code: "PT404", message: `There is no segment ${swedish.id} in your languages` })
    const direct = await germanTranslator.client.from("translation_segments").update({ target: "Bara tyska." }).eq("id", swedish.id)
    expect(direct.error).toMatchObject({ code: "42501" })
    const memory = await germanTranslator.client.from("translation_memory").select("target_locale").eq("target_locale", "sv").limit(1)
    expect(memory).toMatchObject({ data: [], error: null })
    expect(await segmentWith(post.id, "sv", "Only German, please.")).toMatchObject({ state: "untranslated", target: "", revision: 1 })
  })

  it("is given by an admin only, to a translator account only, and audited", async () => {
    const { error } = await editor.client.rpc("set_staff_language_role", {
      p_user: germanTranslator.id,
      p_locale: "sv",
      p_role: "reviewer",
    })
    expect(error).toMatchObject({ code: "42501", message: "Only admins give translators their languages" })
    const admin = await staffAccount(t, { role: "admin" })
    const toEditor = await admin.client.rpc("set_staff_language_role", { p_user: editor.id, p_locale: "sv", p_role: "translator" })
    expect(toEditor.error).toMatchObject({ code: "22023", message: "Only an account with the translator role takes a language role" })
    const given = await admin.client.rpc("set_staff_language_role", { p_user: germanTranslator.id, p_locale: "sv", p_role: "translator" })
    expect(given.error).toBeNull()
    expect((await germanTranslator.client.rpc("can_translate", { p_locale: "sv" })).data).toBe(true)
    expect((await germanTranslator.client.rpc("can_review", { p_locale: "sv" })).data).toBe(false)
    await admin.client.rpc("set_staff_language_role", { p_user: germanTranslator.id, p_locale: "sv", p_role: null })
    expect((await germanTranslator.client.rpc("can_translate", { p_locale: "sv" })).data).toBe(false)
    const { rows } = await t.db.query(
      `select old_data, new_data from public.audit_log where action = 'set_language_role' and target_id = $1 order by id`,
      [germanTranslator.id],
    )
    expect(rows).toEqual([
      { old_data: null, new_data: { locale: "sv", role: "translator" } },
      { old_data: { locale: "sv", role: "translator" }, new_data: null },
    ])
  })
})

describe("the translation memory", () => {
  it("pre-fills an unchanged sentence with its exact match and offers a changed one its fuzzy match with the percentage", async () => {
    // The seed's memory holds every seeded sentence; a new post reusing one gets it on sync.
    const { rows } = await t.db.query<{ source: string; target: string }>(
      `select source, target from public.translation_memory
        where target_locale = 'sv' and source !~ '[<>&]' and length(source) between 60 and 200 and source ~ '^[A-Z].*\\.$'
        order by source limit 1`,
    )
    const remembered = rows[0]
    const changed = remembered.source.replace(/\.$/, " today.")
    const post = await syncedPost([remembered.source, changed])

    expect(await segmentWith(post.id, "sv", remembered.source)).toMatchObject({
      state: "translated",
      origin: "tm_exact",
      match_percent: 100,
      target: remembered.target,
    })
    const fuzzy = await segmentWith(post.id, "sv", changed)
    expect(fuzzy).toMatchObject({ state: "untranslated", target: "" })
    const matches = await editor.client.rpc("translation_memory_matches", { p_segment: fuzzy.id })
    expect(matches.error).toBeNull()
    const offered = (matches.data as { source: string; target: string; percent: number }[]).find(
      (match) => match.source === remembered.source,
    )
    expect(offered).toMatchObject({ target: remembered.target })
    expect(offered!.percent).toBeGreaterThanOrEqual(80)
    expect(offered!.percent).toBeLessThan(100)
  })
})

describe("translation_overview()", () => {
  it("gives each language the caller translates its published share of the documents and sections, words per state and the outdated longest", async () => {
    const post = await syncedPost(["An overview counts words.", "Outdated ones first."])
    const segment = await segmentWith(post.id, "de", "An overview counts words.")
    await editor.client.rpc("save_translation_segment", { p_id: segment.id, p_revision: 1, p_target: "Eine Übersicht zählt Wörter." })
    await editor.client.rpc("approve_translation_segment", { p_id: segment.id, p_revision: 2 })
    await sync(post.id, { ...post.data, body: [paragraph("An overview counts all words. Outdated ones first.")] })

    const overview = await editor.client.rpc("translation_overview")
    expect(overview.error).toBeNull()
    const [sv, de] = overview.data as {
      locale: string
      documents: number
      published: number
      words: Record<string, number>
      outdated: unknown[]
    }[]
    expect([sv.locale, de.locale]).toEqual(["sv", "de"])
    const { rows } = await t.db.query<{ live: number; sv: number; approved: number }>(
      `select (select count(*)::int from public.documents where published_data is not null and unpublished_at is null and deleted_at is null)
                + (select count(*)::int from public.content_sections where published and key <> 'leen_page') as live,
              (select count(*)::int from public.document_translations where locale = 'sv' and published_at is not null)
                + (select count(*)::int from public.content_section_translations where locale = 'sv' and published_at is not null) as sv,
              (select sum(words)::int from public.translation_segments where locale = 'sv' and state = 'approved') as approved`,
    )
    expect(sv).toMatchObject({ documents: rows[0].live, published: rows[0].sv })
    expect(sv.words.approved).toBe(rows[0].approved)
    expect(Object.keys(de.words).sort()).toEqual(["approved", "machine_draft", "outdated", "translated", "untranslated"])
    expect(de.outdated).toContainEqual({
      documentId: post.id,
      section: null,
      title: "Plain language",
      path: expect.any(String),
      since: expect.any(String),
      words: 5,
      syncPending: false,
    })

    const forTranslator = await germanTranslator.client.rpc("translation_overview")
    expect((forTranslator.data as { locale: string }[]).map((row) => row.locale)).toEqual(["de"])
    const forContributor = await contributor.client.rpc("translation_overview")
    expect(forContributor).toMatchObject({ data: [], error: null })
  })
})

describe("the dashboard's list of documents per language (translation_document_totals)", () => {
  type TotalsRow = { document_id: string; locale: string; words: Record<string, number>; published_at: string | null; changed_at: string }
  const totalsAs = async (account: StaffAccount) => {
    const { data, error } = await account.client.rpc("translation_document_totals").range(0, 999)
    expect(error).toBeNull()
    return data as TotalsRow[]
  }

  it("gives a translator their languages only, with the words per state and the last publish of the seeded pages", async () => {
    const rows = await totalsAs(germanTranslator)
    expect(rows.length).toBeGreaterThan(100)
    expect(new Set(rows.map((row) => row.locale))).toEqual(new Set(["de"]))
    const published = rows.filter((row) => row.published_at !== null)
    expect(published.length).toBeGreaterThan(100)
    // A seeded German page: every word approved, published no earlier than its segments last changed.
    const seeded = published.find((row) => row.words.approved > 0 && row.words.untranslated === 0 && row.words.outdated === 0)!
    expect(Date.parse(seeded.published_at!)).toBeGreaterThanOrEqual(Date.parse(seeded.changed_at))
  })

  it("counts a new post's untranslated words, and nothing for a contributor", async () => {
    const { id } = await syncedPost(["Plain words travel.", "Short sentences help."])
    const row = (await totalsAs(germanTranslator)).find((candidate) => candidate.document_id === id)!
    expect(row).toMatchObject({ locale: "de", published_at: null })
    expect(row.words.untranslated).toBeGreaterThan(5)
    expect({ ...row.words, untranslated: 0 }).toEqual({ untranslated: 0, machine_draft: 0, translated: 0, approved: 0, outdated: 0 })
    expect(await totalsAs(contributor)).toEqual([])
  })
})
