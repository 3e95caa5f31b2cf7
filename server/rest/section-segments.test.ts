/**
 * The home page's content sections in the translation workspace (20261208200100_section_segments.sql) as the
 * linguists and visitors meet them: supabase-js against the real server. An editor publishes the English
 * section as the admin's section editor does (publish_content_section), the sync runs as the scheduler and a
 * hosted project's pg_cron run it (publish-document { syncPending: true } with the service role key), linguists
 * work through the segment RPCs, and a reviewer publishes through publish-document { section, locale,
 * fromSegments }. Visitors read content_section_translations' published value with the anon key.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { FunctionsHttpError, type SupabaseClient } from "@supabase/supabase-js"
import { staffAccount, type StaffAccount } from "../functions/staff-test-support"
import { startTestServer, type TestServer } from "../testing/harness"
import { translateUnit } from "../functions/xliff-test-support"

let t: TestServer
let anon: SupabaseClient
let service: SupabaseClient
let editor: StaffAccount
let germanTranslator: StaffAccount
let germanReviewer: StaffAccount

beforeAll(async () => {
  t = await startTestServer()
  anon = t.client()
  service = t.client({ key: t.serviceRoleKey })
  editor = await staffAccount(t, { role: "editor", displayName: "Edda Editor" })
  germanTranslator = await staffAccount(t, { role: "translator", displayName: "Tilde Translator" })
  germanReviewer = await staffAccount(t, { role: "translator", displayName: "Rainer Reviewer" })
  await t.db.query(
    `insert into public.staff_language_roles (user_id, locale, role) values ($1, 'de', 'translator'), ($2, 'de', 'reviewer')`,
    [germanTranslator.id, germanReviewer.id],
  )
})
afterAll(() => t?.close())

interface SegmentRow {
  id: string
  document_id: string | null
  section_key: string | null
  field: string
  ordinal: number
  source: string
  target: string
  state: string
  origin: string | null
  match_percent: number | null
  revision: number
}

async function sectionSegments(who: SupabaseClient, key: string, locale: "sv" | "de") {
  const { data, error } = await who.rpc("section_segments_for", { p_section: key, p_locale: locale })
  expect(error).toBeNull()
  return data as SegmentRow[]
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

/** The English section as it is published now. */
async function englishSection(key: string) {
  const { rows } = await t.db.query<{ value: Record<string, unknown>; version: number }>(
    "select value, version from public.content_sections where key = $1",
    [key],
  )
  return rows[0]
}

/** Publishes a new English value as the admin's section editor does, then runs the sync the scheduler runs. */
async function publishEnglish(key: string, value: Record<string, unknown>) {
  const { version } = await englishSection(key)
  const published = await editor.client.rpc("publish_content_section", {
    p_key: key,
    p_value: value,
    p_expected_version: version,
    p_expected_revision: 0,
  })
  expect(published.error).toBeNull()
  const { rows } = await t.db.query("select section_key from public.translation_section_sync_queue where section_key = $1", [key])
  expect(rows).toHaveLength(1)
  expect(await callPublish(service, { syncPending: true })).toMatchObject({ status: 200, body: { failed: 0 } })
}

/** What visitors read of a section in a language. */
async function publishedValue(key: string, locale: "sv" | "de") {
  const { data, error } = await anon
    .from("content_section_translations")
    .select("published_value")
    .eq("key", key)
    .eq("locale", locale)
    .single()
  expect(error).toBeNull()
  return data!.published_value as Record<string, unknown>
}

describe("a content section's seeded translations", () => {
  it("are approved segments of the section, cut like a document's, and their pairs are in the memory", async () => {
    const swedish = await sectionSegments(editor.client, "who_we_are", "sv")
    expect(swedish.length).toBeGreaterThan(5)
    expect(new Set(swedish.map((segment) => segment.state))).toEqual(new Set(["approved"]))
    expect(swedish[0]).toMatchObject({ document_id: null, section_key: "who_we_are", field: "eyebrow", source: "Who we are" })
    const { rows } = await t.db.query<{ target: string }>(
      "select target from public.translation_memory where section_key = 'who_we_are' and target_locale = 'sv' and source = 'Who we are'",
    )
    expect(rows).toEqual([{ target: swedish[0].target }])
  })
})

describe("the Leen AI section kept from before the page became a document", () => {
  it("is not a unit of the workspace: a new English version queues nothing, and no list or figure counts it", async () => {
    const { value, version } = await englishSection("leen_page")
    const published = await editor.client.rpc("publish_content_section", {
      p_key: "leen_page",
      p_value: value,
      p_expected_version: version,
      p_expected_revision: 0,
    })
    expect(published.error).toBeNull()
    const queued = await t.db.query("select section_key from public.translation_section_sync_queue where section_key = 'leen_page'")
    expect(queued.rows).toEqual([])
    expect(await callPublish(service, { syncPending: true })).toMatchObject({ status: 200 })
    expect((await t.db.query("select id from public.translation_segments where section_key = 'leen_page'")).rows).toEqual([])
    const totals = await editor.client.rpc("translation_document_totals").range(0, 999)
    expect(totals.error).toBeNull()
    const sections = (totals.data as { section_key: string | null }[]).flatMap((row) => (row.section_key ? [row.section_key] : []))
    expect(new Set(sections)).toEqual(new Set(["home_hero", "services_overview", "testimonials", "client_success", "who_we_are"]))
  })
})

describe("a content section's languages", () => {
  it("show a German translator the German segments only: the Swedish ones are not there for them", async () => {
    const refused = await germanTranslator.client.rpc("section_segments_for", { p_section: "testimonials", p_locale: "sv" })
    expect(refused.error).toMatchObject({ code: "42501" })
    const read = await germanTranslator.client.from("translation_segments").select("locale").eq("section_key", "testimonials")
    expect(read.error).toBeNull()
    expect(new Set(read.data!.map((row) => row.locale))).toEqual(new Set(["de"]))

    const [swedish] = await sectionSegments(editor.client, "testimonials", "sv")
    const write = await germanTranslator.client.rpc("save_translation_segment", {
      p_id: swedish.id,
      p_revision: swedish.revision,
      p_target: "Överskrivet.",
    })
    expect(write.error).toMatchObject({ code: "PT404" })
    expect((await sectionSegments(editor.client, "testimonials", "sv"))[0]).toMatchObject({ target: swedish.target, state: "approved" })
  })
})

describe("an English change to a content section", () => {
  it("flows to Swedish and German through the memory and a reviewer, while visitors keep the last approved translation", async () => {
    const key = "home_hero"
    const english = await englishSection(key)
    const swedishBefore = await publishedValue(key, "sv")
    const germanBefore = await publishedValue(key, "de")
    const oldHeading = english.value.heading as string
    const oldSegments = {
      sv: (await sectionSegments(editor.client, key, "sv")).find((segment) => segment.field === "heading")!,
      de: (await sectionSegments(editor.client, key, "de")).find((segment) => segment.field === "heading")!,
    }
    // A sentence the memory holds in both languages (a seeded page's), added to the intro: an exact match.
    const { rows } = await t.db.query<{ source: string; sv: string; de: string }>(
      `select sv.source, sv.target as sv, de.target as de from public.translation_memory sv
        join public.translation_memory de on de.source_hash = sv.source_hash and de.target_locale = 'de'
        where sv.target_locale = 'sv' and sv.source !~ '[<>&]' and length(sv.source) between 60 and 200 and sv.source ~ '^[A-Z].*\\.$'
        order by sv.source limit 1`,
    )
    const remembered = rows[0]
    const heading = "Be understood in every market you mean to grow in"
    await publishEnglish(key, { ...english.value, heading, intro: `${english.value.intro as string} ${remembered.source}` })

    for (const locale of ["sv", "de"] as const) {
      const segments = await sectionSegments(editor.client, key, locale)
      // The changed heading keeps its approved target, as outdated.
      expect(segments.find((segment) => segment.field === "heading")).toMatchObject({
        id: oldSegments[locale].id,
        source: heading,
        state: "outdated",
        target: oldSegments[locale].target,
      })
      // The new sentence is pre-filled from the memory; the unchanged ones stay approved.
      expect(segments.find((segment) => segment.source === remembered.source)).toMatchObject({
        field: "intro",
        ordinal: 2,
        state: "translated",
        origin: "tm_exact",
        match_percent: 100,
        target: remembered[locale],
      })
      expect(segments.filter((segment) => segment.field === "eyebrow" || segment.field.startsWith("badges.")).map((s) => s.state)).toEqual(
        Array(5).fill("approved"),
      )
    }
    // Visitors still read the last approved translation, never a mix.
    expect(await publishedValue(key, "sv")).toEqual(swedishBefore)
    expect(await publishedValue(key, "de")).toEqual(germanBefore)

    // The changed heading is offered its old pair as a fuzzy match, with the percentage.
    const outdated = (await sectionSegments(germanTranslator.client, key, "de")).find((segment) => segment.field === "heading")!
    const matches = await germanTranslator.client.rpc("translation_memory_matches", { p_segment: outdated.id })
    expect(matches.error).toBeNull()
    const offered = (matches.data as { source: string; target: string; percent: number }[]).find((match) => match.source === oldHeading)
    expect(offered).toMatchObject({ target: oldSegments.de.target })
    expect(offered!.percent).toBeGreaterThanOrEqual(50)
    expect(offered!.percent).toBeLessThan(100)

    // On the dashboard: the section is outdated in German.
    const overview = await germanTranslator.client.rpc("translation_overview")
    expect((overview.data as { outdated: unknown[] }[])[0].outdated).toContainEqual({
      documentId: null,
      section: key,
      title: "Home page: hero",
      path: "/",
      since: expect.any(String),
      words: 10,
      syncPending: false,
    })

    // The translator edits; only the reviewer approves.
    const newTarget = "Verstanden werden – in jedem Markt, in dem Sie wachsen möchten"
    const saved = await germanTranslator.client.rpc("save_translation_segment", {
      p_id: outdated.id,
      p_revision: outdated.revision,
      p_target: newTarget,
    })
    expect(saved.error).toBeNull()
    const refused = await germanTranslator.client.rpc("approve_translation_segment", { p_id: outdated.id, p_revision: saved.data })
    expect(refused.error).toMatchObject({ code: "42501" })
    expect(await callPublish(germanReviewer.client, { section: key, locale: "de", fromSegments: true })).toMatchObject({
      status: 409,
      body: { error: { code: "translation_not_approved" } },
    })
    for (const segment of await sectionSegments(germanReviewer.client, key, "de")) {
      if (segment.state === "approved") continue
      const approved = await germanReviewer.client.rpc("approve_translation_segment", { p_id: segment.id, p_revision: segment.revision })
      expect(approved.error).toBeNull()
    }

    // A translator who does not review German does not publish it; the reviewer does, and visitors read it.
    expect(await callPublish(germanTranslator.client, { section: key, locale: "de", fromSegments: true })).toMatchObject({
      status: 403,
      body: { error: { code: "not_allowed" } },
    })
    expect(await callPublish(germanReviewer.client, { section: key, locale: "de", fromSegments: true })).toMatchObject({
      status: 200,
      body: { translation: { section: key, locale: "de" } },
    })
    const german = await publishedValue(key, "de")
    expect(german).toMatchObject({ heading: newTarget, primaryCta: germanBefore.primaryCta })
    expect(german.intro).toBe(`${germanBefore.intro as string} ${remembered.de}`)
    // Swedish waits for its reviewer: still the last approved translation.
    expect(await publishedValue(key, "sv")).toEqual(swedishBefore)

    // Every state change of the heading is audited with its section.
    const audit = await t.db.query<{ action: string; section: string }>(
      `select action, new_data ->> 'section_key' as section from public.audit_log
        where target_type = 'translation_segments' and target_id = $1 order by id`,
      [outdated.id],
    )
    expect(audit.rows).toEqual([
      { action: "outdate_segment", section: key },
      { action: "save_segment", section: key },
      { action: "approve_segment", section: key },
    ])
    // The new pair is in the memory, with its section.
    const memory = await t.db.query("select section_key from public.translation_memory where target = $1", [newTarget])
    expect(memory.rows).toEqual([{ section_key: key }])
  })
})

describe("the dashboard's list (translation_document_totals)", () => {
  it("lists each published section beside the documents, with its words per state and its last publish", async () => {
    const { data, error } = await germanTranslator.client.rpc("translation_document_totals").range(0, 999)
    expect(error).toBeNull()
    const rows = data as { document_id: string | null; section_key: string | null; title: string; locale: string; published_at: string }[]
    const section = rows.find((row) => row.section_key === "client_success")
    expect(section).toMatchObject({ document_id: null, title: "Home page: client success", locale: "de", published_at: expect.any(String) })
    expect(rows.filter((row) => row.section_key !== null).length).toBeGreaterThanOrEqual(5)
  })
})

describe("a content section in XLIFF (translation-exchange)", () => {
  it("exports the section's segments that need work and takes the linguist's translation back", async () => {
    const key = "who_we_are"
    const english = await englishSection(key)
    await publishEnglish(key, { ...english.value, heading: "A Stockholm language company with a worldwide network" })
    const outdated = (await sectionSegments(editor.client, key, "sv")).find((segment) => segment.field === "heading")!
    expect(outdated.state).toBe("outdated")

    const exported = await editor.client.functions.invoke("translation-exchange", {
      body: { action: "export", locale: "sv", sections: [key] },
    })
    expect(exported.error).toBeNull()
    const file = exported.data as string
    expect(file).toContain(`<file id="section:${key}"`)
    expect(file.match(/<unit /g)).toHaveLength(1)
    expect(exported.response!.headers.get("content-disposition")).toMatch(/filename="nordika-sv-who-we-are-\d{4}-\d{2}-\d{2}\.xlf"/)

    const target = "Ett språkföretag från Stockholm med ett världsomspännande nätverk"
    const imported = await editor.client.functions.invoke("translation-exchange", {
      body: { action: "import", locale: "sv", xliff: translateUnit(file, outdated.id, target), fileName: "who-we-are.xlf" },
    })
    expect(imported.error).toBeNull()
    expect(imported.data).toMatchObject({
      taken: 1,
      skipped: 0,
      refused: 0,
      units: [{ unitId: outdated.id, documentId: `section:${key}` }],
    })
    expect((await sectionSegments(editor.client, key, "sv")).find((segment) => segment.id === outdated.id)).toMatchObject({
      state: "translated",
      origin: "human",
      target,
    })
    const { rows } = await t.db.query<{ sections: string[] }>(
      "select new_data -> 'sections' as sections from public.audit_log where action = 'xliff_export' order by id desc limit 1",
    )
    expect(rows).toEqual([{ sections: [key] }])

    const unknown = await editor.client.functions.invoke("translation-exchange", {
      body: { action: "export", locale: "sv", sections: ["footer"] },
    })
    expect((unknown.error as FunctionsHttpError).context.status).toBe(400)
  })
})
