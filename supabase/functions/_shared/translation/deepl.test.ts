/**
 * The DeepL client against a local stand-in (server/testing/deepl-stand-in.ts): DeepL itself cannot
 * be reached from the machines these tests run on, so the stand-in speaks DeepL's documented
 * /v2/translate and /v2/glossaries endpoints and checks what the client sends (the auth header, the
 * body shapes, the glossary's language pair).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"
import { DEEPL_STAND_IN_KEY, startDeepLStandIn, type DeepLStandIn } from "../../../../server/testing/deepl-stand-in.ts"
import { createDeepLTranslator, deeplApiUrl, deeplFromEnv } from "./deepl.ts"
import { glossaryEntries, MachineTranslationError, type MachineTranslator } from "./machine-translation.ts"
import type { Term } from "./types.ts"

const TERMS: Term[] = [
  {
    id: "tm",
    en: ["translation memory", "translation memories"],
    approved: { sv: ["översättningsminne"], de: ["Translation Memory"] },
    forbidden: {},
  },
  { id: "tb", en: ["termbase"], approved: { sv: ["termbas"], de: ["Terminologiedatenbank"] }, forbidden: {} },
  { id: "no-de", en: ["style guide"], approved: { sv: ["stilguide"] }, forbidden: {} },
]

let standIn: DeepLStandIn
const env = (vars: Record<string, string>) => (name: string) => vars[name]
const translator = (): MachineTranslator => {
  const setup = deeplFromEnv(env({ DEEPL_API_KEY: standIn.key, DEEPL_API_URL: standIn.url }))
  if (!setup.configured) throw new Error(setup.reason)
  return setup.translator
}
const requestsTo = (method: string, path: string) => standIn.received.filter((r) => r.method === method && r.path === path)
/** The error a promise rejects with (the test fails when it resolves). */
async function failureOf(promise: Promise<unknown>): Promise<MachineTranslationError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(MachineTranslationError)
  return error as MachineTranslationError
}

beforeAll(async () => {
  standIn = await startDeepLStandIn()
})
afterAll(() => standIn.close())
// Each test starts as a fresh DeepL account would: no glossaries, no requests, nothing scripted.
beforeEach(() => standIn.reset())

describe("DeepL's configuration", () => {
  it("is off without a key, and says why", () => {
    expect(deeplFromEnv(env({}))).toEqual({
      configured: false,
      reason: "Machine translation is off: no DeepL API key is set (DEEPL_API_KEY).",
    })
    expect(deeplFromEnv(env({ DEEPL_API_KEY: "   " })).configured).toBe(false)
  })

  it("refuses a DEEPL_API_URL that is not an http(s) address", () => {
    expect(deeplFromEnv(env({ DEEPL_API_KEY: "k", DEEPL_API_URL: "ftp://example.com" }))).toEqual({
      configured: false,
      reason: "Machine translation is off: DEEPL_API_URL (“ftp://example.com”) is not an http(s) address.",
    })
  })

  it("picks the Free host for a key ending in :fx and the Pro host for any other", () => {
    expect(deeplApiUrl("0d1e2f3a-0000-4000-8000-000000000000:fx")).toBe("https://api-free.deepl.com")
    expect(deeplApiUrl("0d1e2f3a-0000-4000-8000-000000000000")).toBe("https://api.deepl.com")
  })

  it("sends the default host the key names when DEEPL_API_URL is not set", async () => {
    const urls: string[] = []
    const fakeFetch = (async (input: RequestInfo | URL) => {
      urls.push(String(input))
      return Response.json({ translations: [{ text: "Hej" }] })
    }) as typeof fetch
    const setup = deeplFromEnv(env({ DEEPL_API_KEY: "abc:fx" }), fakeFetch)
    if (!setup.configured) throw new Error(setup.reason)
    await setup.translator.translate([{ source: "Hello" }], { targetLocale: "sv", glossaryTerms: [] })
    expect(urls).toEqual(["https://api-free.deepl.com/v2/translate"])
  })
})

describe("machine translation through DeepL", () => {
  it("keeps a segment's inline tags and applies the termbase as a glossary", async () => {
    const source = 'Our <pc id="1">translation memory</pc> keeps every approved sentence &amp; <ph id="2"/> its termbase.'
    const [target] = await translator().translate([{ source }], { targetLocale: "sv", glossaryTerms: TERMS })
    expect(target).toBe(
      '[SV: Our ]<pc id="1">översättningsminne</pc>[SV:  keeps every approved sentence &amp; ]<ph id="2"/>[SV:  its ]termbas[SV: .]',
    )

    const [translate] = requestsTo("POST", "/v2/translate")
    expect(translate.authorization).toBe(`DeepL-Auth-Key ${DEEPL_STAND_IN_KEY}`)
    const [glossary] = standIn.glossaries()
    expect(translate.body).toEqual({
      text: [source],
      source_lang: "EN",
      target_lang: "SV",
      tag_handling: "xml",
      glossary_id: glossary.glossary_id,
    })
    expect(glossary).toMatchObject({ source_lang: "en", target_lang: "sv", entry_count: 4, ready: true })
    expect(glossary.name).toMatch(/^nordika-en-sv-[0-9a-f]{16}$/)
    expect(requestsTo("POST", "/v2/glossaries")[0].body).toEqual({
      name: glossary.name,
      source_lang: "en",
      target_lang: "sv",
      entries:
        "translation memory\töversättningsminne\ntranslation memories\töversättningsminne\ntermbase\ttermbas\nstyle guide\tstilguide",
      entries_format: "tsv",
    })
  })

  it("asks for the formal register in German (a B2B company's Sie) and leaves out terms without a German rendering", async () => {
    const [target] = await translator().translate([{ source: "Send us your style guide." }], { targetLocale: "de", glossaryTerms: TERMS })
    expect(target).toBe("[DE: Send us your style guide.]")
    expect(requestsTo("POST", "/v2/translate")[0].body).toMatchObject({ target_lang: "DE", formality: "more" })
    expect(standIn.glossaries()).toMatchObject([{ target_lang: "de", entry_count: 3 }])
  })

  it("returns the targets in the segments' order, 50 texts a request", async () => {
    const segments = Array.from({ length: 120 }, (_, i) => ({ source: `Sentence ${i}.` }))
    const targets = await translator().translate(segments, { targetLocale: "sv", glossaryTerms: [] })
    expect(targets).toHaveLength(120)
    expect(targets[0]).toBe("[SV: Sentence 0.]")
    expect(targets[119]).toBe("[SV: Sentence 119.]")
    expect(requestsTo("POST", "/v2/translate").map((r) => (r.body as { text: string[] }).text.length)).toEqual([50, 50, 20])
    // No termbase, no glossary: none is made and none is named.
    expect(requestsTo("POST", "/v2/glossaries")).toEqual([])
    expect(requestsTo("POST", "/v2/translate").every((r) => !("glossary_id" in (r.body as object)))).toBe(true)
  })

  it("makes no request for no segments", async () => {
    expect(await translator().translate([], { targetLocale: "sv", glossaryTerms: TERMS })).toEqual([])
    expect(standIn.received).toEqual([])
  })
})

describe("the termbase's glossary", () => {
  it("is created once and reused while the termbase is unchanged", async () => {
    const client = translator()
    await client.translate([{ source: "A termbase." }], { targetLocale: "sv", glossaryTerms: TERMS })
    await client.translate([{ source: "Another termbase." }], { targetLocale: "sv", glossaryTerms: TERMS })
    // A new client (the next function call) finds it by its name instead of making another.
    await translator().translate([{ source: "A third termbase." }], { targetLocale: "sv", glossaryTerms: TERMS })

    expect(requestsTo("POST", "/v2/glossaries")).toHaveLength(1)
    const [glossary] = standIn.glossaries()
    expect(requestsTo("POST", "/v2/translate").map((r) => (r.body as { glossary_id: string }).glossary_id)).toEqual([
      glossary.glossary_id,
      glossary.glossary_id,
      glossary.glossary_id,
    ])
    expect(requestsTo("GET", "/v2/glossaries")).toHaveLength(2)
  })

  it("is replaced when the termbase changes, and the stale one is deleted", async () => {
    await translator().translate([{ source: "A termbase." }], { targetLocale: "sv", glossaryTerms: TERMS })
    const [before] = standIn.glossaries()
    const changed = TERMS.map((term) => (term.id === "tb" ? { ...term, approved: { sv: ["terminologidatabas"] } } : term))
    const [target] = await translator().translate([{ source: "A termbase." }], { targetLocale: "sv", glossaryTerms: changed })

    expect(target).toBe("[SV: A ]terminologidatabas[SV: .]")
    const after = standIn.glossaries()
    expect(after).toHaveLength(1)
    expect(after[0].glossary_id).not.toBe(before.glossary_id)
    expect(requestsTo("DELETE", `/v2/glossaries/${before.glossary_id}`)).toHaveLength(1)
  })

  it("keeps each language's glossary apart", async () => {
    await translator().translate([{ source: "A termbase." }], { targetLocale: "sv", glossaryTerms: TERMS })
    await translator().translate([{ source: "A termbase." }], { targetLocale: "de", glossaryTerms: TERMS })
    expect(
      standIn
        .glossaries()
        .map((g) => g.target_lang)
        .sort(),
    ).toEqual(["de", "sv"])
  })

  it("holds each English form once, with the first approved rendering, and nothing a TSV line cannot", () => {
    const terms: Term[] = [
      { id: "a", en: ["MTPE", "mtpe"], approved: { sv: ["MTPE", "maskinöversättning med efterredigering"] }, forbidden: {} },
      { id: "b", en: ["tab\tterm"], approved: { sv: ["x"] }, forbidden: {} },
      { id: "c", en: ["unrendered"], approved: { sv: [] }, forbidden: {} },
    ]
    expect(glossaryEntries(terms, "sv")).toEqual([["MTPE", "MTPE"]])
  })
})

describe("DeepL's refusals, in words an editor understands", () => {
  it("a refused key (403)", async () => {
    const wrong = createDeepLTranslator({ apiKey: "not-the-key", apiUrl: standIn.url })
    const error = await failureOf(wrong.translate([{ source: "Hello." }], { targetLocale: "sv", glossaryTerms: [] }))
    expect(error.failure).toBe("refused")
    expect(error.status).toBe(403)
    expect(error.message).toBe(
      "DeepL refused the API key (HTTP 403): check DEEPL_API_KEY, and that DEEPL_API_URL suits it (a Free key ends in “:fx” and uses https://api-free.deepl.com).",
    )
  })

  it("a used-up quota (456)", async () => {
    standIn.respond({ status: 456, body: { message: "Quota for this billing period has been exceeded." } })
    const error = await failureOf(translator().translate([{ source: "Hello." }], { targetLocale: "sv", glossaryTerms: [] }))
    expect([error.failure, error.status]).toEqual(["quota", 456])
    expect(error.message).toBe(
      "DeepL's character quota for this billing period is used up (HTTP 456): raise the account's limit or wait for the next period.",
    )
  })

  it("too many requests (429): waits the Retry-After once, then succeeds", async () => {
    standIn.respond({ status: 429, headers: { "Retry-After": "1" } })
    const started = performance.now()
    const [target] = await translator().translate([{ source: "Hello." }], { targetLocale: "sv", glossaryTerms: [] })
    expect(target).toBe("[SV: Hello.]")
    expect(performance.now() - started).toBeGreaterThanOrEqual(950)
    expect(requestsTo("POST", "/v2/translate")).toHaveLength(2)
  })

  it("too many requests (429) twice: gives up after the one retry", async () => {
    standIn.respond({ status: 429, headers: { "Retry-After": "0" } }, { status: 429, headers: { "Retry-After": "0" } })
    const error = await failureOf(translator().translate([{ source: "Hello." }], { targetLocale: "sv", glossaryTerms: [] }))
    expect([error.failure, error.status]).toEqual(["rate_limited", 429])
    expect(error.message).toBe("DeepL is receiving too many requests (HTTP 429): try again in a minute.")
    expect(requestsTo("POST", "/v2/translate")).toHaveLength(2)
  })

  it.each([500, 503, 529])("DeepL down (%i)", async (status) => {
    standIn.respond({ status })
    const error = await failureOf(translator().translate([{ source: "Hello." }], { targetLocale: "sv", glossaryTerms: [] }))
    expect(error.failure).toBe("unavailable")
    expect(error.message).toBe(`DeepL is unavailable (HTTP ${status}): try again later.`)
  })

  it("a request DeepL refuses (400), with DeepL's reason", async () => {
    standIn.respond({ status: 400, body: { message: "Value for 'target_lang' not supported." } })
    const error = await failureOf(translator().translate([{ source: "Hello." }], { targetLocale: "sv", glossaryTerms: [] }))
    expect(error.message).toBe("DeepL refused the request (HTTP 400: Value for 'target_lang' not supported.).")
  })

  it("no answer in time", async () => {
    standIn.respond({ delayMs: 1_500 })
    const slow = createDeepLTranslator({ apiKey: standIn.key, apiUrl: standIn.url, timeoutMs: 300 })
    const error = await failureOf(slow.translate([{ source: "Hello." }], { targetLocale: "sv", glossaryTerms: [] }))
    expect(error.failure).toBe("timeout")
    expect(error.message).toBe("DeepL did not answer within 300 ms: try again later.")
  })

  it("DeepL out of reach", async () => {
    const closed = await startDeepLStandIn()
    await closed.close()
    const away = createDeepLTranslator({ apiKey: standIn.key, apiUrl: closed.url })
    const error = await failureOf(away.translate([{ source: "Hello." }], { targetLocale: "sv", glossaryTerms: [] }))
    expect(error.failure).toBe("unavailable")
    expect(error.message).toMatch(/^DeepL is unavailable: it could not be reached \(.*ECONNREFUSED.*\)\.$/)
  })

  it("a glossary DeepL cannot make fails the draft with DeepL's reason", async () => {
    standIn.respond({ status: 200, body: { glossaries: [] } }, { status: 400, body: { message: "Invalid glossary entries provided" } })
    const error = await failureOf(translator().translate([{ source: "A termbase." }], { targetLocale: "sv", glossaryTerms: TERMS }))
    expect(error.message).toBe("DeepL refused the request (HTTP 400: Invalid glossary entries provided).")
  })
})
