/**
 * The machine-draft function: a translator's untranslated segments drafted through DeepL and saved as
 * machine drafts. DeepL cannot be reached from the machines these tests run on, so DEEPL_API_URL points
 * at a local stand-in that speaks DeepL's documented /v2/translate and /v2/glossaries endpoints
 * (server/testing/deepl-stand-in.ts); everything else is real: supabase-js against the real server,
 * the database's RPCs and row level security.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest"
import { startDeepLStandIn, type DeepLStandIn } from "../testing/deepl-stand-in"
import { startTestServer, type TestServer } from "../testing/harness"
import { expectRefusal, invokeFunction, staffAccount, type StaffAccount } from "./staff-test-support"

const TAGGED_SOURCE = 'We work to <pc id="1">ISO 17100</pc> &amp; sign <ph id="2"/> every NDA.'

interface SegmentRow {
  id: string
  source: string
  target: string
  state: string
  origin: string | null
  revision: number
}

describe("machine drafts through DeepL (machine-draft)", () => {
  let t: TestServer
  let deepl: DeepLStandIn
  let swedish: StaffAccount
  let german: StaffAccount
  let editor: StaffAccount
  let documentId: string
  /** The two segments of the document made untranslated for each test, the first with inline tags. */
  let untranslated: SegmentRow[]

  const segments = async (): Promise<SegmentRow[]> =>
    (
      await t.db.query<SegmentRow>(
        "select id, source, target, state, origin, revision from public.translation_segments where document_id = $1 and locale = 'sv' order by position, ordinal",
        [documentId],
      )
    ).rows
  const draft = (who: StaffAccount, body: Record<string, unknown>) => invokeFunction(who.client, "machine-draft", body)
  const translateRequests = () => deepl.received.filter((r) => r.path === "/v2/translate")

  beforeAll(async () => {
    deepl = await startDeepLStandIn()
    t = await startTestServer()
    swedish = await staffAccount(t, { role: "translator", prefix: "sv-translator" })
    german = await staffAccount(t, { role: "translator", prefix: "de-translator" })
    editor = await staffAccount(t, { role: "editor" })
    await t.db.query(
      "insert into public.staff_language_roles (user_id, locale, role) values ($1, 'sv', 'translator'), ($2, 'de', 'translator')",
      [swedish.id, german.id],
    )
    // A seeded document (the home page), one of whose Swedish segments is given inline tags: the seed has none.
    const { rows } = await t.db.query<{ id: string; document_id: string }>(
      "select id, document_id from public.translation_segments where locale = 'sv' and source not like '%<%' order by document_id, position, ordinal limit 1",
    )
    documentId = rows[0].document_id
    await t.db.query("update public.translation_segments set source = $2 where id = $1", [rows[0].id, TAGGED_SOURCE])
  })
  afterAll(async () => {
    await t?.close()
    await deepl?.close()
  })
  beforeEach(async () => {
    vi.stubEnv("DEEPL_API_KEY", deepl.key)
    vi.stubEnv("DEEPL_API_URL", deepl.url)
    deepl.reset()
    await t.db.query(
      "update public.translation_segments set state = 'approved', origin = 'human' where document_id = $1 and state = 'machine_draft'",
      [documentId],
    )
    const all = await segments()
    const chosen = [all.find((s) => s.source === TAGGED_SOURCE)!, all.find((s) => !s.source.includes("<"))!]
    await t.db.query(
      "update public.translation_segments set state = 'untranslated', target = '', origin = null, match_percent = null where id = any($1::uuid[])",
      [chosen.map((s) => s.id)],
    )
    untranslated = (await segments()).filter((s) => s.state === "untranslated")
  })
  afterEach(() => {
    vi.unstubAllEnvs()
  })

  it("tells the admin whether the action is offered, and why not", async () => {
    expect((await draft(swedish, { check: true })).data).toEqual({ configured: true, provider: "DeepL" })
    vi.stubEnv("DEEPL_API_KEY", "")
    expect((await draft(swedish, { check: true })).data).toEqual({
      configured: false,
      reason: "Machine translation is off: no DeepL API key is set (DEEPL_API_KEY).",
    })
  })

  it("drafts a Swedish translator's untranslated segments, tags kept and the termbase sent as a glossary", async () => {
    const before = await segments()
    const { data, error } = await draft(swedish, { documentId, locale: "sv" })
    expect(error).toBeNull()
    expect(data).toEqual({ drafted: 2, provider: "DeepL" })

    const after = await segments()
    const drafted = after.filter((s) => untranslated.some((u) => u.id === s.id))
    expect(drafted.map((s) => [s.state, s.origin])).toEqual([
      ["machine_draft", "machine"],
      ["machine_draft", "machine"],
    ])
    // The stand-in's deterministic "translation": the tags where they were, the text marked as Swedish.
    expect(drafted[0].target).toBe('[SV: We work to ]<pc id="1">[SV: ISO 17100]</pc>[SV:  &amp; sign ]<ph id="2"/>[SV:  every NDA.]')
    expect(drafted[1].target).toBe(`[SV: ${untranslated[1].source}]`)
    // Nothing else was touched.
    expect(after.filter((s) => !untranslated.some((u) => u.id === s.id))).toEqual(
      before.filter((s) => !untranslated.some((u) => u.id === s.id)),
    )

    const [request] = translateRequests()
    expect(request.body).toMatchObject({
      text: untranslated.map((s) => s.source),
      source_lang: "EN",
      target_lang: "SV",
      tag_handling: "xml",
    })
    const [glossary] = deepl.glossaries()
    expect(glossary).toMatchObject({ source_lang: "en", target_lang: "sv" })
    expect(glossary.entry_count).toBeGreaterThan(30)
    expect((request.body as { glossary_id: string }).glossary_id).toBe(glossary.glossary_id)

    const audit = await t.db.query<{ actor_id: string; action: string }>(
      "select actor_id, action from public.audit_log where action = 'machine_draft' and target_id = any($1::text[])",
      [untranslated.map((s) => s.id)],
    )
    expect(audit.rows).toEqual([
      { actor_id: swedish.id, action: "machine_draft" },
      { actor_id: swedish.id, action: "machine_draft" },
    ])
  })

  it("leaves a machine draft that nobody edited unapprovable without the reviewer's explicit confirmation", async () => {
    await draft(swedish, { documentId, locale: "sv" })
    const [segment] = (await segments()).filter((s) => s.state === "machine_draft")
    const refused = await editor.client.rpc("approve_translation_segment", { p_id: segment.id, p_revision: segment.revision })
    expect(refused.error).toMatchObject({
      code: "TMACH",
      message: "This is a machine draft nobody has edited: edit it, or confirm that you reviewed it as it is",
    })
    expect((await segments()).find((s) => s.id === segment.id)?.state).toBe("machine_draft")
  })

  it("refuses a translator's save of a machine draft nobody edited, and saves an edited one as theirs", async () => {
    await draft(swedish, { documentId, locale: "sv" })
    const [segment] = (await segments()).filter((s) => s.state === "machine_draft" && !s.source.includes("<"))
    // The draft as it came, but for spaces at its ends and a doubled space: no edit.
    const untouched = ` ${segment.target.replace(" ", "  ")} `
    const refused = await swedish.client.rpc("save_translation_segment", {
      p_id: segment.id,
      p_revision: segment.revision,
      p_target: untouched,
    })
    expect(refused.error).toMatchObject({
      code: "TMACH",
      message: "This is the machine draft as it came: edit it before confirming it. Only a reviewer may confirm it as it is",
    })
    expect((await segments()).find((s) => s.id === segment.id)).toMatchObject({ state: "machine_draft", origin: "machine" })

    const edited = segment.target.replace("[SV: ", "[SV, granskad: ")
    const saved = await swedish.client.rpc("save_translation_segment", { p_id: segment.id, p_revision: segment.revision, p_target: edited })
    expect(saved.error).toBeNull()
    expect((await segments()).find((s) => s.id === segment.id)).toMatchObject({ state: "translated", origin: "human", target: edited })
  })

  it("keeps the quality-check failures found in a draft, which a reviewer confirming it as it is must override", async () => {
    // DeepL answers a draft that lost the source's tags and numbers (a scripted answer of the stand-in).
    deepl.respond({
      path: "/v2/translate",
      status: 200,
      body: {
        translations: [
          { detected_source_language: "EN", text: "Vi arbetar enligt standarden och skriver under varje sekretessavtal." },
          { detected_source_language: "EN", text: "Ett utkast." },
        ],
      },
    })
    expect((await draft(swedish, { documentId, locale: "sv" })).data).toEqual({ drafted: 2, provider: "DeepL" })
    const { rows } = await t.db.query<{ id: string; revision: number; checks: string[] }>(
      "select id, revision, array(select f ->> 'check' from jsonb_array_elements(qa -> 'failures') f) as checks from public.translation_segments where id = $1",
      [untranslated.find((s) => s.source === TAGGED_SOURCE)!.id],
    )
    // Both tags lost (the <pc> and the <ph>), and the number 17100.
    expect(rows[0].checks).toEqual(["tags", "tags", "numbers"])

    const refused = await editor.client.rpc("approve_translation_segment", {
      p_id: rows[0].id,
      p_revision: rows[0].revision,
      p_confirm_machine: true,
    })
    expect(refused.error).toMatchObject({
      code: "TQAFL",
      message: "The tags check failed: correct the segment, or override the check with a comment",
    })
  })

  it("refuses a German translator Swedish drafts, and asks DeepL nothing", async () => {
    const body = await expectRefusal(await draft(german, { documentId, locale: "sv" }), 403, "not_allowed")
    expect(body.error.message).toBe("You do not translate into sv")
    expect(deepl.received).toEqual([])
    expect((await segments()).filter((s) => s.state === "untranslated")).toHaveLength(2)
  })

  it("without a key says why and changes nothing", async () => {
    vi.stubEnv("DEEPL_API_KEY", "")
    const body = await expectRefusal(await draft(swedish, { documentId, locale: "sv" }), 503, "machine_translation_off")
    expect(body.error.message).toBe("Machine translation is off: no DeepL API key is set (DEEPL_API_KEY).")
    expect((await segments()).filter((s) => s.state === "untranslated")).toHaveLength(2)
  })

  it("passes DeepL's refusal on in words and saves nothing", async () => {
    deepl.respond({ path: "/v2/translate", status: 456 })
    const body = await expectRefusal(await draft(swedish, { documentId, locale: "sv" }), 503, "machine_translation_quota")
    expect(body.error.message).toBe(
      "DeepL's character quota for this billing period is used up (HTTP 456): raise the account's limit or wait for the next period.",
    )
    expect((await segments()).filter((s) => s.state === "untranslated")).toHaveLength(2)
  })

  it("redrafts outdated segments only when the translator asks for them, and never an approved one", async () => {
    const approved = (await segments()).filter((s) => s.state === "approved")
    const [outdated, stillApproved] = approved
    await t.db.query("update public.translation_segments set state = 'outdated' where id = $1", [outdated.id])

    expect((await draft(swedish, { documentId, locale: "sv" })).data).toEqual({ drafted: 2, provider: "DeepL" })
    const untouched = (await segments()).find((s) => s.id === outdated.id)!
    expect([untouched.state, untouched.target]).toEqual(["outdated", outdated.target])

    deepl.reset()
    expect((await draft(swedish, { documentId, locale: "sv", segments: "outdated" })).data).toEqual({ drafted: 1, provider: "DeepL" })
    expect(translateRequests().map((r) => (r.body as { text: string[] }).text)).toEqual([[outdated.source]])
    const after = await segments()
    const redrafted = after.find((s) => s.id === outdated.id)!
    expect([redrafted.state, redrafted.origin, redrafted.target]).toEqual(["machine_draft", "machine", `[SV: ${outdated.source}]`])
    expect(after.find((s) => s.id === stillApproved.id)).toEqual(stillApproved)
  })

  it("sends nothing when nothing is untranslated", async () => {
    await draft(swedish, { documentId, locale: "sv" })
    deepl.reset()
    expect((await draft(swedish, { documentId, locale: "sv" })).data).toEqual({ drafted: 0, provider: "DeepL" })
    expect(deepl.received).toEqual([])
  })

  it("refuses a caller without a session, and a request without a language", async () => {
    await expectRefusal(await invokeFunction(t.client(), "machine-draft", { documentId, locale: "sv" }), 401, "not_authenticated")
    const body = await expectRefusal(await draft(swedish, { documentId, locale: "fr" }), 400, "invalid_request")
    expect(body.error.message).toBe("locale must be one of the site's translation languages: sv or de")
    const which = await expectRefusal(await draft(swedish, { documentId, locale: "sv", segments: "approved" }), 400, "invalid_request")
    expect(which.error.message).toBe('segments must be "untranslated" or "outdated"')
  })

  it("drafts a content section's untranslated segments as a document's, and takes a document or a section, not both", async () => {
    const [segment] = (
      await t.db.query<{ id: string; source: string }>(
        `update public.translation_segments set state = 'untranslated', target = '', origin = null
          where id = (select id from public.translation_segments where section_key = 'services_overview' and locale = 'sv'
                      order by position, ordinal limit 1)
          returning id, source`,
      )
    ).rows
    const { data, error } = await draft(swedish, { section: "services_overview", locale: "sv" })
    expect(error).toBeNull()
    expect(data).toEqual({ drafted: 1, provider: "DeepL" })
    const { rows } = await t.db.query("select state, origin, target from public.translation_segments where id = $1", [segment.id])
    expect(rows).toEqual([{ state: "machine_draft", origin: "machine", target: `[SV: ${segment.source}]` }])

    const both = await expectRefusal(
      await draft(swedish, { documentId, section: "services_overview", locale: "sv" }),
      400,
      "invalid_request",
    )
    expect(both.error.message).toBe("Name either a documentId or a section")
  })
})
