/**
 * The home page's content sections in Swedish and German (20261204000600_content_section_translations.sql)
 * as staff, visitors and the render meet them: supabase-js against the real server, translations saved
 * and moved through review with the RPCs, published only through the publish-document function's gate
 * ({ section, locale, expectedRevision }), and read by the render's module (app/data/content-sections.ts)
 * with the anon key. The seed (supabase/translation-seed.sql) is the translators' home-sections.json.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { FunctionsHttpError, type SupabaseClient } from "@supabase/supabase-js"
import { provideSupabaseConfig } from "../../app/data/config"
import { loadLocalizedContentSections } from "../../app/data/content-sections"
import { textLeaves, withTexts } from "#shared/content/text-leaves"
import { staffAccount, type StaffAccount } from "../functions/staff-test-support"
import { startTestServer, type TestServer } from "../testing/harness"

let t: TestServer
let anon: SupabaseClient
let member: StaffAccount
let editor: StaffAccount
let recruiter: StaffAccount

beforeAll(async () => {
  t = await startTestServer({ http: true })
  anon = t.client()
  member = await staffAccount(t, { prefix: "member" })
  editor = await staffAccount(t, { role: "editor", displayName: "Edda Editor" })
  recruiter = await staffAccount(t, { role: "recruiter", displayName: "Rita Recruiter" })
  provideSupabaseConfig({ url: t.url, anonKey: t.anonKey })
})
afterAll(() => {
  provideSupabaseConfig(null)
  return t?.close()
})

interface PublishOutcome {
  status: number
  body: {
    translation?: { section: string; locale: string; revision: number }
    error?: { code: string; field?: string; fields?: string[]; message: string }
  }
}

async function publish(who: SupabaseClient, body: Record<string, unknown>): Promise<PublishOutcome> {
  const { data, error } = await who.functions.invoke("publish-document", { body })
  if (error instanceof FunctionsHttpError) {
    const response = error.context as Response
    return { status: response.status, body: await response.json() }
  }
  expect(error).toBeNull()
  return { status: 200, body: data }
}

async function englishValue(key: string): Promise<Record<string, unknown>> {
  const { rows } = await t.db.query<{ value: Record<string, unknown> }>("select value from public.content_sections where key = $1", [key])
  return rows[0].value
}

/** The English value with every text marked as translated ("[sv] …"). */
const translated = (english: unknown, locale: string) =>
  withTexts(english, Object.fromEntries(textLeaves(english).map((leaf) => [leaf.path, `[${locale}] ${leaf.text}`]))) as Record<
    string,
    unknown
  >

async function save(who: StaffAccount, key: string, locale: string, value: unknown, expectedRevision: number) {
  return who.client.rpc("save_content_section_translation", {
    p_key: key,
    p_locale: locale,
    p_value: value as never,
    p_expected_revision: expectedRevision,
  })
}

async function setState(who: StaffAccount, key: string, locale: string, state: string, expectedRevision: number) {
  const { error } = await who.client.rpc("set_content_section_translation_state", {
    p_key: key,
    p_locale: locale,
    p_state: state,
    p_expected_revision: expectedRevision,
  })
  expect(error).toBeNull()
}

/** What anon reads of a section's translation: its published value, or null when none is live. */
async function anonReads(key: string, locale: string) {
  const { data, error } = await anon
    .from("content_section_translations")
    .select("key, locale, published_value")
    .eq("key", key)
    .eq("locale", locale)
  expect(error).toBeNull()
  return data?.[0]?.published_value ?? null
}

describe("the seed", () => {
  it("publishes the translators' Swedish and German home sections, which visitors read", async () => {
    expect(await anonReads("home_hero", "sv")).toMatchObject({ heading: "Bli förstådd på varje marknad där du vill växa" })
    expect(await anonReads("home_hero", "de")).toMatchObject({
      heading: "Verstanden werden – in jedem Markt, in dem Sie wachsen wollen",
    })
    expect(await anonReads("testimonials", "sv")).toMatchObject({ heading: "Vad våra kunder säger" })
    const { rows } = await t.db.query<{ count: number }>(
      "select count(*)::int as count from public.content_section_translations where state = 'approved' and published_at is not null",
    )
    expect(rows[0].count).toBe(10)
  })

  it("runs again without touching a translation staff changed", async () => {
    const { rows: before } = await t.db.query<{ revision: number }>(
      "select revision from public.content_section_translations where key = 'who_we_are' and locale = 'de'",
    )
    const changed = { ...translated(await englishValue("who_we_are"), "de") }
    const { error } = await save(editor, "who_we_are", "de", changed, before[0].revision)
    expect(error).toBeNull()
    const sections = await t.db.query<{ key: string; locale: string; outcome: string }>(
      `select key, locale, outcome from public.apply_content_section_translation_seed($1::jsonb)`,
      [
        JSON.stringify([
          { key: "who_we_are", locale: "de", value: { heading: "Seed" }, source: await englishValue("who_we_are") },
          { key: "leen_page", locale: "sv", value: { heading: "Seed" }, source: { heading: "Another English" } },
        ]),
      ],
    )
    expect(sections.rows).toEqual([
      { key: "who_we_are", locale: "de", outcome: "kept" },
      { key: "leen_page", locale: "sv", outcome: "source_changed" },
    ])
  })
})

describe("row level security", () => {
  it("never shows visitors a draft, nor the working copy of a live translation", async () => {
    const english = await englishValue("leen_page")
    const { data: revision, error } = await save(editor, "leen_page", "de", translated(english, "de"), 0)
    expect(error).toBeNull()
    expect(revision).toBe(1)
    expect(await anonReads("leen_page", "de")).toBeNull()
    const rows = await anon.from("content_section_translations").select("id").eq("key", "leen_page").eq("locale", "de")
    expect(rows.data).toEqual([])
    // The working copy is not granted to visitors at all, not even of a live row.
    const working = await anon.from("content_section_translations").select("value").eq("key", "home_hero")
    expect(working.error?.code).toBe("42501")
    const signedIn = await member.client.from("content_section_translations").select("state").eq("key", "home_hero")
    expect(signedIn.error?.code).toBe("42501")
  })

  it("lets only editors and admins save, review and read the working copies", async () => {
    const forged = await save(member, "leen_page", "sv", { heading: "Förfalskad" }, 0)
    expect(forged.error?.code).toBe("42501")
    const byRecruiter = await save(recruiter, "leen_page", "sv", { heading: "Förfalskad" }, 0)
    expect(byRecruiter.error?.code).toBe("42501")
    const insert = await editor.client
      .from("content_section_translations")
      .insert({ key: "leen_page", locale: "sv", value: {}, source_version: 1 })
    expect(insert.error?.code).toBe("42501")
    const read = await anon.rpc("content_section_translations_of", { p_key: "home_hero" })
    expect(read.error?.code).toBe("42501")
    const { data } = await editor.client.rpc("content_section_translations_of", { p_key: "home_hero" })
    const rows = (data ?? []) as { locale: string; state: string; outdated: boolean }[]
    expect(rows.map((row) => [row.locale, row.state, row.outdated])).toEqual([
      ["de", "approved", false],
      ["sv", "approved", false],
    ])
  })

  it("refuses an unknown language or section with a clear error", async () => {
    const language = await save(editor, "home_hero", "fr", { heading: "Bonjour" }, 0)
    expect(language.error).toMatchObject({ code: "22023", message: "There is no translation language called fr: use sv or de" })
    const section = await save(editor, "no_such_section", "sv", { heading: "Hej" }, 0)
    expect(section.error?.code).toBe("PT404")
  })
})

describe("the publish gate (publish-document { section, locale })", () => {
  it("publishes only an approved, complete translation of the English section's shape", async () => {
    const english = await englishValue("client_success")
    // Unpublished first by the superuser, so the gate is what makes it live again.
    await t.db.query("delete from public.content_section_translations where key = 'client_success' and locale = 'sv'")
    const leaves = textLeaves(english)
    // Every text translated but one, left empty.
    const incomplete = withTexts(translated(english, "sv"), { [leaves[1].path]: "" })
    let revision = (await save(editor, "client_success", "sv", incomplete, 0)).data as number
    expect(revision).toBe(1)

    const draft = await publish(editor.client, { section: "client_success", locale: "sv", expectedRevision: revision })
    expect(draft).toMatchObject({ status: 409, body: { error: { code: "translation_not_approved" } } })

    await setState(editor, "client_success", "sv", "in_review", revision)
    await setState(editor, "client_success", "sv", "approved", revision)
    const missing = await publish(editor.client, { section: "client_success", locale: "sv", expectedRevision: revision })
    expect(missing.status).toBe(409)
    expect(missing.body.error?.code).toBe("translation_incomplete")
    expect(missing.body.error?.fields).toEqual([leaves[1].path])
    expect(await anonReads("client_success", "sv")).toBeNull()

    // A link changed (not text): the translation departs from the English.
    const complete = translated(english, "sv")
    expect(JSON.stringify(english)).toContain('"href"')
    const withLink = JSON.parse(JSON.stringify(complete).replace(/"href":"[^"]*"/, '"href":"/somewhere-else"')) as unknown
    revision = (await save(editor, "client_success", "sv", withLink, revision)).data as number
    await setState(editor, "client_success", "sv", "in_review", revision)
    await setState(editor, "client_success", "sv", "approved", revision)
    const outdated = await publish(editor.client, { section: "client_success", locale: "sv", expectedRevision: revision })
    expect(outdated.status).toBe(409)
    expect(outdated.body.error?.code).toBe("translation_outdated")

    revision = (await save(editor, "client_success", "sv", complete, revision)).data as number
    await setState(editor, "client_success", "sv", "in_review", revision)
    await setState(editor, "client_success", "sv", "approved", revision)
    const byRecruiter = await publish(recruiter.client, { section: "client_success", locale: "sv", expectedRevision: revision })
    expect(byRecruiter).toMatchObject({ status: 403, body: { error: { code: "not_allowed" } } })
    const stale = await publish(editor.client, { section: "client_success", locale: "sv", expectedRevision: revision - 1 })
    expect(stale).toMatchObject({ status: 409, body: { error: { code: "conflict" } } })

    const published = await publish(editor.client, { section: "client_success", locale: "sv", expectedRevision: revision })
    expect(published).toEqual({ status: 200, body: { translation: { section: "client_success", locale: "sv", revision } } })
    expect(await anonReads("client_success", "sv")).toEqual(complete)
  })

  it("refuses a body naming no known section with a clear 400", async () => {
    const outcome = await publish(editor.client, { section: "footer", locale: "sv", expectedRevision: 1 })
    expect(outcome.status).toBe(400)
  })
})

describe("the render's reader (loadLocalizedContentSections)", () => {
  it("gives the live translation, and the English where the translation is taken off or the English section is", async () => {
    const read = await loadLocalizedContentSections(["home_hero", "testimonials"], "sv")
    expect(read.sections.home_hero.heading).toBe("Bli förstådd på varje marknad där du vill växa")
    expect(read.english).toEqual([])

    const { error } = await editor.client.rpc("unpublish_content_section_translation", { p_key: "testimonials", p_locale: "sv" })
    expect(error).toBeNull()
    const afterUnpublish = await loadLocalizedContentSections(["home_hero", "testimonials"], "sv")
    expect(afterUnpublish.sections.testimonials.heading).toBe("What our clients say")
    expect(afterUnpublish.english).toEqual(["testimonials"])

    // Unpublishing the English section hides its translations from visitors without touching them.
    await t.db.query("update public.content_sections set published = false where key = 'home_hero'")
    expect(await anonReads("home_hero", "de")).toBeNull()
    const { rows } = await t.db.query<{ published: boolean }>(
      "select published_at is not null as published from public.content_section_translations where key = 'home_hero' and locale = 'de'",
    )
    expect(rows[0].published).toBe(true)
    await t.db.query("update public.content_sections set published = true where key = 'home_hero'")
    expect(await anonReads("home_hero", "de")).toMatchObject({ heading: "Verstanden werden – in jedem Markt, in dem Sie wachsen wollen" })
  })
})
