/**
 * The translation-exchange function: a document's Swedish segments exported as XLIFF 2.0, the file
 * edited as a linguist's CAT tool would (its text rewritten), and imported back. Everything is real:
 * supabase-js against the real server, PGlite, the database's RPCs and row level security.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"
import { XLIFF_MAX_LENGTH } from "#shared/translation/xliff"
import { startTestServer, type TestServer } from "../testing/harness"
import { expectRefusal, staffAccount, type StaffAccount } from "./staff-test-support"
import { translateUnit } from "./xliff-test-support"

const FUNCTION = "translation-exchange"

interface SegmentRow {
  id: string
  source: string
  target: string
  state: string
  origin: string | null
  revision: number
  checks: string[]
}

// Each test exports and imports through the real server: under a busy CI machine one took 37 s, over the default 30.
describe("XLIFF export and import (translation-exchange)", { timeout: 120_000 }, () => {
  let t: TestServer
  let swedish: StaffAccount
  let german: StaffAccount
  let editor: StaffAccount
  let documentId: string
  /** Five segments of the document, set up for each test: see beforeEach. */
  let ids: { plain: string; number: string; approvedLater: string; sourceChanged: string; approved: string }

  const invoke = (who: StaffAccount, body: Record<string, unknown>) => who.client.functions.invoke(FUNCTION, { body })
  const segments = async (): Promise<SegmentRow[]> =>
    (
      await t.db.query<SegmentRow>(
        `select id, source, target, state, origin, revision,
           array(select f ->> 'check' from jsonb_array_elements(qa -> 'failures') f) as checks
         from public.translation_segments where document_id = $1 and locale = 'sv' order by position, ordinal`,
        [documentId],
      )
    ).rows
  const segment = async (id: string) => (await segments()).find((row) => row.id === id)!
  const auditRows = async (action: string) =>
    (
      await t.db.query<{ actor_id: string; new_data: Record<string, unknown> }>(
        "select actor_id, new_data from public.audit_log where action = $1 order by id",
        [action],
      )
    ).rows
  const exportDocument = async (who = swedish) => {
    const result = await invoke(who, { action: "export", locale: "sv", documentIds: [documentId] })
    expect(result.error).toBeNull()
    return result as { data: string; response: Response }
  }

  beforeAll(async () => {
    t = await startTestServer()
    swedish = await staffAccount(t, { role: "translator", prefix: "sv-translator" })
    german = await staffAccount(t, { role: "translator", prefix: "de-translator" })
    editor = await staffAccount(t, { role: "editor" })
    await t.db.query(
      "insert into public.staff_language_roles (user_id, locale, role) values ($1, 'sv', 'translator'), ($2, 'de', 'translator')",
      [swedish.id, german.id],
    )
    const { rows } = await t.db.query<{ document_id: string }>(
      "select document_id from public.translation_segments where locale = 'sv' group by document_id having count(*) >= 6 order by document_id limit 1",
    )
    documentId = rows[0].document_id
  })
  afterAll(async () => {
    await t?.close()
  })
  beforeEach(async () => {
    // Every Swedish segment approved, then five chosen: two untranslated, one translated (a reviewer
    // approves it after the export), one untranslated whose English changes after the export, one approved.
    await t.db.query(
      `update public.translation_segments set state = 'approved', origin = 'human', qa = '{"failures": [], "overrides": []}',
         target = case when target = '' then source else target end
       where locale = 'sv' and state <> 'approved'`,
    )
    const all = await segments()
    const [plain, number, approvedLater, sourceChanged, approved] = all.slice(0, 5).map((row) => row.id)
    ids = { plain, number, approvedLater, sourceChanged, approved }
    const set = (id: string, source: string, target: string, state: string) =>
      t.db.query(
        "update public.translation_segments set source = $2, target = $3, state = $4, origin = case when $4 = 'untranslated' then null else 'human' end where id = $1",
        [id, source, target, state],
      )
    await set(plain, "We answer every enquiry within one working day.", "", "untranslated")
    await set(number, "Our linguists have translated 1200 contracts.", "", "untranslated")
    await set(approvedLater, "Our office is in Stockholm.", "Vårt kontor ligger i Stockholm.", "translated")
    await set(sourceChanged, "Write to us.", "", "untranslated")
    await set(approved, "Welcome.", "Välkommen.", "approved")
  })

  it("round trip: the file's translations saved as the translator's, QA failures stored, an approved segment skipped, a changed English refused", async () => {
    const { data: file, response } = await exportDocument()
    expect(response.headers.get("content-type")).toBe("application/xliff+xml; charset=utf-8")
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="nordika-sv-[a-z0-9-]+-\d{4}-\d{2}-\d{2}\.xlf"$/)
    expect(response.headers.get("x-xliff-units")).toBe("4")
    // Only what needs work: the approved segment is not in the file.
    expect(file).toContain('<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="sv">')
    for (const id of [ids.plain, ids.number, ids.approvedLater, ids.sourceChanged]) expect(file).toContain(`<unit id="${id}"`)
    expect(file).not.toContain(`<unit id="${ids.approved}"`)
    expect(await auditRows("xliff_export")).toEqual([
      {
        actor_id: swedish.id,
        new_data: expect.objectContaining({ locale: "sv", documents: 1, units: 4, document_ids: [documentId] }),
      },
    ])

    // Meanwhile in the workspace: a reviewer approves one segment, an editor changes one English sentence.
    const later = await segment(ids.approvedLater)
    expect((await editor.client.rpc("approve_translation_segment", { p_id: later.id, p_revision: later.revision })).error).toBeNull()
    await t.db.query("update public.translation_segments set source = 'Write to us today.' where id = $1", [ids.sourceChanged])

    let edited = translateUnit(file, ids.plain, "Vi svarar på varje förfrågan inom en arbetsdag.")
    edited = translateUnit(edited, ids.number, "Våra lingvister har översatt 1300 avtal.")
    edited = translateUnit(edited, ids.approvedLater, "Vårt kontor finns i Stockholm.")
    edited = translateUnit(edited, ids.sourceChanged, "Skriv till oss.")
    const before = await segments()

    const { data, error } = await invoke(swedish, { action: "import", locale: "sv", xliff: edited, fileName: "linguist.xlf" })
    expect(error).toBeNull()
    expect(data).toMatchObject({ locale: "sv", taken: 2, skipped: 1, refused: 1, qaFailures: 1 })
    const units = (data as { units: { unitId: string; outcome: string; reason?: string; failures?: { check: string }[] }[] }).units
    const outcome = (id: string) => units.find((unit) => unit.unitId === id)
    expect(outcome(ids.plain)).toMatchObject({ outcome: "taken", documentId, failures: [] })
    expect(outcome(ids.number)?.outcome).toBe("taken")
    expect(outcome(ids.number)?.failures?.map((failure) => failure.check)).toEqual(["numbers"])
    expect(outcome(ids.approvedLater)).toMatchObject({
      outcome: "skipped",
      reason:
        "The segment is approved in the workspace: an import does not replace an approved translation. Change it in the workspace, where a reviewer approves it again.",
    })
    expect(outcome(ids.sourceChanged)).toMatchObject({
      outcome: "refused",
      reason:
        "The English source in the file is not the workspace's: it changed after the export, or it was edited in the file. Export the document again.",
    })

    const after = await segments()
    const row = (id: string) => after.find((r) => r.id === id)!
    expect(row(ids.plain)).toMatchObject({
      state: "translated",
      origin: "human",
      target: "Vi svarar på varje förfrågan inom en arbetsdag.",
      checks: [],
    })
    expect(row(ids.number)).toMatchObject({ state: "translated", target: "Våra lingvister har översatt 1300 avtal.", checks: ["numbers"] })
    expect(row(ids.approvedLater)).toMatchObject({ state: "approved", target: "Vårt kontor ligger i Stockholm." })
    expect(row(ids.sourceChanged)).toMatchObject({ state: "untranslated", target: "" })
    // Nothing else changed.
    const untouched = (rows: SegmentRow[]) => rows.filter((r) => r.id !== ids.plain && r.id !== ids.number)
    expect(untouched(after)).toEqual(untouched(before))

    const saves = await t.db.query<{ actor_id: string; target_id: string }>(
      "select actor_id, target_id from public.audit_log where action = 'save_segment' and target_id = any($1::text[]) order by id",
      [[ids.plain, ids.number]],
    )
    expect(saves.rows).toEqual([
      { actor_id: swedish.id, target_id: ids.plain },
      { actor_id: swedish.id, target_id: ids.number },
    ])
    expect((await auditRows("xliff_import")).at(-1)).toEqual({
      actor_id: swedish.id,
      new_data: { locale: "sv", file: "linguist.xlf", taken: 2, skipped: 1, refused: 1, qa_failures: 1 },
    })
  })

  it("in the database: a segment approved or saved after the function read it is skipped or refused, never overwritten", async () => {
    const plain = await segment(ids.plain)
    const later = await segment(ids.approvedLater)
    // approvedLater is approved between the function's read and its save.
    expect((await editor.client.rpc("approve_translation_segment", { p_id: later.id, p_revision: later.revision })).error).toBeNull()
    const { data, error } = await swedish.client.rpc("import_translation_units", {
      p_locale: "sv",
      p_file_name: "race.xlf",
      p_units: [
        { id: later.id, revision: later.revision, target: "Vårt kontor finns i Stockholm.", failures: [] },
        { id: plain.id, revision: plain.revision + 5, target: "Vi svarar inom en arbetsdag.", failures: [] },
      ],
    })
    expect(error).toBeNull()
    expect(data).toEqual([
      {
        id: later.id,
        outcome: "skipped",
        reason: "The segment is approved in the workspace: an import does not replace an approved translation.",
      },
      { id: plain.id, outcome: "refused", reason: "Someone else changed this segment since you opened it." },
    ])
    expect(await segment(later.id)).toMatchObject({ state: "approved", target: "Vårt kontor ligger i Stockholm." })
    expect(await segment(plain.id)).toMatchObject({ state: "untranslated", target: "" })
    // And a German translator cannot import Swedish through the database either.
    const refused = await german.client.rpc("import_translation_units", { p_locale: "sv", p_file_name: "", p_units: [] })
    expect(refused.error).toMatchObject({ code: "42501", message: "You do not translate into sv" })
  })

  describe("a file that cannot be taken gets one clear error and changes nothing", () => {
    const refuseFile = async (xliff: string, message: string) => {
      const before = await segments()
      const audits = (await auditRows("xliff_import")).length
      const body = await expectRefusal(await invoke(swedish, { action: "import", locale: "sv", xliff }), 400, "invalid_xliff")
      expect(body.error.message).toBe(message)
      expect(await segments()).toEqual(before)
      expect(await auditRows("xliff_import")).toHaveLength(audits)
    }

    it("malformed XML", async () => {
      const { data: file } = await exportDocument()
      const broken = translateUnit(file, ids.plain, "Vi svarar <b>alltid</target>")
      const line = broken.split("\n").findIndex((text) => text.includes("Vi svarar <b>")) + 1
      await refuseFile(broken, `Line ${line}: <b> is not closed.`)
    })

    it("XLIFF 1.2", async () => {
      await refuseFile(
        `<?xml version="1.0"?>
<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">
  <file source-language="en" target-language="sv" datatype="plaintext" original="home"><body>
    <trans-unit id="${ids.plain}"><source>We answer every enquiry within one working day.</source><target>Vi svarar.</target></trans-unit>
  </body></file>
</xliff>`,
        "This is XLIFF 1.2; export again as XLIFF 2.0.",
      )
    })

    it("a German file imported as Swedish", async () => {
      const { data: file } = await exportDocument()
      const german = translateUnit(file, ids.plain, "Vi svarar på varje förfrågan.").replace('trgLang="sv"', 'trgLang="de"')
      await refuseFile(german, "The file is for German; this document's import is Swedish.")
    })

    it("a file of documents this site does not have", async () => {
      const { data: file } = await exportDocument()
      const foreign = translateUnit(file, ids.plain, "Vi svarar på varje förfrågan.")
        .replaceAll(documentId, "00000000-0000-4000-8000-000000000000")
        .replaceAll(/<unit id="[0-9a-f-]{36}"/g, (_, i: number) => `<unit id="00000000-0000-4000-8000-${String(i).padStart(12, "0")}"`)
      await refuseFile(foreign, "None of the file's units is a segment of these documents: the file was exported from other documents.")
    })
  })

  it("answers 413 for a file over the limit, and changes nothing", async () => {
    const before = await segments()
    const body = await expectRefusal(
      await invoke(swedish, { action: "import", locale: "sv", xliff: "x".repeat(XLIFF_MAX_LENGTH + 1) }),
      413,
      "file_too_large",
    )
    expect(body.error.message).toBe("The file is larger than 10 MB: export fewer documents at a time.")
    expect(await segments()).toEqual(before)
  })

  it("refuses a German translator Swedish, and someone without a translation role", async () => {
    const body = await expectRefusal(
      await invoke(german, { action: "export", locale: "sv", documentIds: [documentId] }),
      403,
      "not_allowed",
    )
    expect(body.error.message).toBe("You do not translate into Swedish: an administrator gives translators their languages.")
    const { data: file } = await exportDocument()
    const before = await segments()
    await expectRefusal(
      await invoke(german, { action: "import", locale: "sv", xliff: translateUnit(file, ids.plain, "Vi svarar.") }),
      403,
      "not_allowed",
    )
    expect(await segments()).toEqual(before)

    const member = await staffAccount(t, { prefix: "member" })
    const refused = await expectRefusal(
      await invoke(member, { action: "export", locale: "sv", documentIds: [documentId] }),
      403,
      "not_staff",
    )
    expect(refused.error.message).toBe("Only staff with a translation role exchange XLIFF files")
  })

  it("exports a language's outdated and untranslated segments as one batch", async () => {
    const { data, error, response } = await invoke(swedish, { action: "export", locale: "sv", batch: "outdated_untranslated" })
    expect(error).toBeNull()
    expect(response?.headers.get("content-disposition")).toMatch(
      /^attachment; filename="nordika-sv-outdated-untranslated-\d{4}-\d{2}-\d{2}\.xlf"$/,
    )
    // The three untranslated segments; the translated one waits for a reviewer, not a linguist.
    expect(response?.headers.get("x-xliff-units")).toBe("3")
    for (const id of [ids.plain, ids.number, ids.sourceChanged]) expect(data).toContain(`<unit id="${id}"`)
    expect(data).not.toContain(`<unit id="${ids.approvedLater}"`)
  })

  it("says when nothing needs translation, and refuses a request without its documents", async () => {
    await t.db.query(
      "update public.translation_segments set state = 'approved', origin = 'human', target = 'Klart.' where locale = 'sv' and state <> 'approved'",
    )
    const nothing = await expectRefusal(
      await invoke(swedish, { action: "export", locale: "sv", batch: "outdated_untranslated" }),
      409,
      "nothing_to_export",
    )
    expect(nothing.error.message).toBe("No Swedish segment is outdated or untranslated.")
    const invalid = await expectRefusal(await invoke(swedish, { action: "export", locale: "sv" }), 400, "invalid_request")
    expect(invalid.error.message).toBe("Export either documentIds or sections, or a batch")
  })
})
