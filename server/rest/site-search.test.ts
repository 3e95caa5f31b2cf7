/**
 * The site search (20261205001000_site_search.sql) as a visitor's browser and staff meet it: supabase-js
 * against the real server, the English seed documents, and Swedish and German translations laid over them
 * from the translators' real texts (server/rest/testing/search-pages/, so the tests do not wait for the
 * translation seed). search_site() is called as anon through rpc, as the search dialog will.
 */
import crypto from "node:crypto"
import fs from "node:fs"
import path from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { FunctionsHttpError, type SupabaseClient } from "@supabase/supabase-js"
import { withTexts } from "#shared/content/text-leaves"
import { staffAccount, type StaffAccount } from "../functions/staff-test-support"
import { startTestServer, type TestServer } from "../testing/harness"

let t: TestServer
let anon: SupabaseClient
let editor: StaffAccount
let admin: StaffAccount
let recruiter: StaffAccount
let member: StaffAccount

type Locale = "en" | "sv" | "de"

interface TranslatedPage {
  /** The English document's path. */
  path: string
  localisedPath: string
  title: string
  /** The translated text leaves by dotted path. */
  texts: Record<string, string>
}

const readPages = (locale: "sv" | "de"): TranslatedPage[] =>
  (
    JSON.parse(fs.readFileSync(path.join(import.meta.dirname, "testing", "search-pages", `${locale}.json`), "utf8")) as {
      pages: TranslatedPage[]
    }
  ).pages

/**
 * Publishes the fixture translations over the English seed documents, as the translation seed would (superuser):
 * in one transaction that defers the search index to its end (20261207300100_deferred_search_index.sql).
 */
async function publishTranslations(locale: "sv" | "de") {
  const pages = readPages(locale)
  const { rows } = await t.db.query<{ id: string; path: string; version: number; published_data: unknown }>(
    "select id, path, version, published_data from public.documents where path = any($1) and published_data is not null",
    [pages.map((page) => page.path)],
  )
  const byPath = new Map(rows.map((row) => [row.path, row]))
  await t.db.transaction(async (tx) => {
    await tx.query("select public.defer_search_index()")
    for (const page of pages) {
      const english = byPath.get(page.path)
      if (!english) continue
      const data = JSON.stringify(withTexts(english.published_data, page.texts))
      await tx.query(
        `insert into public.document_translations (document_id, locale, path, title, data, state, source_version,
           published_path, published_title, published_data, published_at, published_source_version)
         values ($1, $2, $3, $4, $5, 'approved', $6, $3, $4, $5, now(), $6)
         on conflict (document_id, locale) do update set published_path = excluded.published_path, published_title = excluded.published_title,
           published_data = excluded.published_data, published_at = excluded.published_at`,
        [english.id, locale, page.localisedPath, page.title, data, english.version],
      )
    }
    await tx.query("select public.index_deferred_documents()")
  })
  return pages.length
}

beforeAll(async () => {
  t = await startTestServer()
  anon = t.client()
  editor = await staffAccount(t, { role: "editor", displayName: "Edda Editor" })
  admin = await staffAccount(t, { role: "admin", displayName: "Ada Admin" })
  recruiter = await staffAccount(t, { role: "recruiter", displayName: "Rita Recruiter" })
  member = await staffAccount(t, { prefix: "member" })
  await publishTranslations("sv")
  await publishTranslations("de")
  // The migrated template to build first when a migration changed: over the default minute on a busy machine.
}, 240_000)
afterAll(() => t?.close())

interface SearchResult {
  document_id: string
  kind: string
  section: string
  path: string
  title: string
  passage: { text: string; mark: boolean }[]
  rank: number
  total: number
  total_capped: boolean
  parents: string[]
}

async function search(q: string, locale: Locale = "en", limit = 10, client = anon): Promise<SearchResult[]> {
  const { data, error } = await client.rpc("search_site", { q, locale, result_limit: limit, result_offset: 0 })
  expect(error).toBeNull()
  return data as SearchResult[]
}

const paths = async (q: string, locale: Locale = "en", limit = 10) => (await search(q, locale, limit)).map((result) => result.path)

/**
 * Queries a visitor types (misspellings and inflected forms among them) and the page they want in the first
 * three, named by its English path (in Swedish and German, its translation's path is expected).
 */
const RELEVANCE: Record<Locale, [query: string, expected: string][]> = {
  en: [
    ["legal translation", "/industries/legal/translation-language-services"],
    ["translating contracts", "/industries/legal/translation-language-services"],
    ["website localisation", "/services/website-localization"],
    ["subtitles", "/services/subtitling-captioning"],
    ["voice over and dubbing", "/services/voice-over"],
    ["machine translation post-editing", "/services/machine-translation"],
    ["transaltion services", "/services/translation"],
    ["conference interpeting", "/services/interpretation"],
    ["video game localization", "/industries/gaming"],
    ["clinical trial documents", "/industries/life-sciences/clinical-document-translation"],
    ["ediscovery", "/industries/legal/ediscovery-early-case-assessment"],
    ["gdpr", "/security-compliance/gdpr-global-standards"],
    ["request a quote", "/contact/request-quote"],
    ["iso certifications", "/services/quality-management-certifications"],
    ["l10n", "/resources/glossary/localization-l10n"],
    ["subtitle reading speed", "/resources/blog/subtitling-standards-reading-speed"],
    ["pharmacovigilance", "/industries/life-sciences/pharmacovigilance-safety-reporting"],
    ["desktop publishing", "/services/dtp"],
    ["transcribing interviews", "/services/transcription"],
    ["safety data sheets", "/industries/manufacturing/chemicals-materials"],
  ],
  sv: [
    ["översättningar av avtal", "/industries/legal/translation-language-services"],
    ["juridisk översättning", "/industries/legal/translation-language-services"],
    ["undertextning", "/services/subtitling-captioning"],
    ["konferenstolkning", "/services/interpretation"],
    ["maskinöversättning", "/services/machine-translation"],
    ["lokalisering av webbplatser", "/services/website-localization"],
    ["spellokalisering", "/industries/gaming"],
    ["läkemedelsöversättning", "/industries/life-sciences/pharmaceutical"],
    ["kliniska prövningar", "/industries/life-sciences/clinical-document-translation"],
    ["transkribering av ljud", "/services/transcription"],
    ["dubbning", "/services/voice-over"],
    ["undertextnig", "/services/subtitling-captioning"],
    ["översätning", "/services/translation"],
    ["e-handel", "/industries/retail-ecommerce"],
    ["säkerhetsdatablad", "/industries/manufacturing/chemicals-materials"],
    ["termbas", "/resources/blog/terminology-management-small-termbase"],
    ["läshastighet undertexter", "/resources/blog/subtitling-standards-reading-speed"],
    ["fordonsindustrin", "/industries/manufacturing/automotive"],
    ["integritetspolicy", "/privacy-policy"],
    ["farmakovigilans", "/industries/life-sciences/pharmacovigilance-safety-reporting"],
  ],
  de: [
    ["Übersetzung Verträge", "/industries/legal/translation-language-services"],
    ["juristische Übersetzungen", "/industries/legal/translation-language-services"],
    ["Untertitelung", "/services/subtitling-captioning"],
    ["Konferenzdolmetschen", "/services/interpretation"],
    ["maschinelle Übersetzung", "/services/machine-translation"],
    ["Website-Lokalisierung", "/services/website-localization"],
    ["Spielelokalisierung", "/industries/gaming"],
    ["klinische Studien", "/industries/life-sciences/clinical-document-translation"],
    ["Transkription", "/services/transcription"],
    ["Synchronisation", "/services/voice-over"],
    ["Untertitlung", "/services/subtitling-captioning"],
    ["Übersetzng", "/services/translation"],
    ["E-Commerce Lokalisierung", "/industries/retail-ecommerce"],
    ["Sicherheitsdatenblätter", "/industries/manufacturing/chemicals-materials"],
    ["Terminologiemanagement", "/resources/blog/terminology-management-small-termbase"],
    ["Automobilindustrie", "/industries/manufacturing/automotive"],
    ["technische Dokumentation", "/industries/manufacturing"],
    ["Datenschutzerklärung", "/privacy-policy"],
    ["Pharmakovigilanz", "/industries/life-sciences/pharmacovigilance-safety-reporting"],
    ["Desktop-Publishing", "/services/dtp"],
  ],
}

describe("relevance: 20 realistic queries per language find the page in the first three", () => {
  for (const locale of ["en", "sv", "de"] as const) {
    it(`in ${locale}`, async () => {
      const localised = new Map(locale === "en" ? [] : readPages(locale).map((page) => [page.path, page.localisedPath]))
      const misses: { query: string; expected: string; found: string[] }[] = []
      for (const [query, englishPath] of RELEVANCE[locale]) {
        const expected = locale === "en" ? englishPath : (localised.get(englishPath) ?? `no ${locale} fixture for ${englishPath}`)
        const found = await paths(query, locale, 3)
        if (!found.includes(expected)) misses.push({ query, expected, found })
      }
      expect(misses).toEqual([])
    })
  }
})

const paragraph = (text: string) => ({ type: "paragraph", children: [{ type: "text", text }] })
const newsItem = (title: string, text: string) => ({
  meta: { title, description: "Nordika renews its certificate for another three years." },
  title,
  excerpt: "Renewed for three years.",
  author: "Edda Editor",
  published: "2026-12-02",
  tags: ["News"],
  body: [paragraph(text)],
})

/** A word no page has: a news item made with it is the only page that can match it. */
const uniqueWord = () =>
  `glacier${crypto
    .randomBytes(4)
    .toString("hex")
    .replace(/[0-9]/g, (digit) => "abcdefghij"[Number(digit)])}`

async function createNews(word: string) {
  const title = `Nordika renews its ${word} certificate`
  const path = `/resources/news/${crypto.randomUUID().slice(0, 8)}`
  const data = newsItem(title, `The auditors of the ${word} standard found nothing to fix.`)
  const { data: id, error } = await editor.client.rpc("create_document", {
    p_collection: "news_item",
    p_path: path,
    p_title: title,
    p_data: data,
  })
  expect(error).toBeNull()
  return { id: id as string, path, title, data }
}

async function publish(doc: { id: string; path: string; title: string; data: unknown }) {
  const { error } = await editor.client.functions.invoke("publish-document", {
    body: { documentId: doc.id, title: doc.title, path: doc.path, data: doc.data, expectedVersion: 0, expectedRevision: 1 },
  })
  if (error instanceof FunctionsHttpError) throw new Error(await (error.context as Response).text())
  expect(error).toBeNull()
}

describe("the index follows publishing", () => {
  it("finds a news item as soon as it is published, never while it is a draft, and no longer once it is unpublished", async () => {
    const word = uniqueWord()
    const news = await createNews(word)
    expect(await search(word)).toEqual([])

    await publish(news)
    const found = await search(word)
    expect(found).toEqual([
      {
        document_id: news.id,
        kind: "news_item",
        section: "blog-news",
        path: news.path,
        title: news.title,
        passage: [
          { text: "The auditors of the ", mark: false },
          { text: word, mark: true },
          // jsonb keeps an object's keys shortest first: body, meta (its description), tags, author, excerpt.
          {
            text: " standard found nothing to fix. Nordika renews its certificate for another three years. News Edda Editor Renewed for three years",
            mark: false,
          },
        ],
        rank: expect.any(Number),
        total: 1,
        total_capped: false,
        parents: ["Resources", "News"],
      },
    ])

    expect((await editor.client.rpc("unpublish_document", { p_id: news.id, p_force: false })).error).toBeNull()
    expect(await search(word)).toEqual([])
  })

  it("drops a trashed page, and its translations with it", async () => {
    const word = uniqueWord()
    const news = await createNews(word)
    await publish(news)
    const swedishPath = `/sv/resurser/nyheter/${crypto.randomUUID().slice(0, 8)}`
    const swedishTitle = `Nordika förnyar sitt ${word}-certifikat`
    await t.db.query(
      `insert into public.document_translations (document_id, locale, path, title, data, state, source_version,
         published_path, published_title, published_data, published_at, published_source_version)
       values ($1, 'sv', $2, $3, $4, 'approved', 1, $2, $3, $4, now(), 1)`,
      [
        news.id,
        swedishPath,
        swedishTitle,
        JSON.stringify(newsItem(swedishTitle, `Revisorerna av ${word}-standarden hittade inget att rätta.`)),
      ],
    )
    expect((await search(word, "sv")).map((result) => result.path)).toEqual([swedishPath])
    expect((await search(word, "de")).map((result) => result.path)).toEqual([])

    expect((await editor.client.rpc("trash_document", { p_id: news.id, p_force: false })).error).toBeNull()
    expect(await search(word, "en")).toEqual([])
    expect(await search(word, "sv")).toEqual([])
  })

  it("finds a translation only once it is published, at its own path", async () => {
    const word = uniqueWord()
    const news = await createNews(word)
    await publish(news)
    const germanPath = `/de/ressourcen/news/${crypto.randomUUID().slice(0, 8)}`
    const germanTitle = `Nordika erneuert sein ${word}-Zertifikat`
    const germanData = JSON.stringify(newsItem(germanTitle, `Die Prüfer des ${word}-Standards fanden nichts zu beanstanden.`))
    await t.db.query(
      `insert into public.document_translations (document_id, locale, path, title, data, state, source_version) values ($1, 'de', $2, $3, $4, 'approved', 1)`,
      [news.id, germanPath, germanTitle, germanData],
    )
    expect(await search(word, "de")).toEqual([])

    await t.db.query(
      `update public.document_translations set published_path = path, published_title = title, published_data = data, published_at = now(),
         published_source_version = 1 where document_id = $1 and locale = 'de'`,
      [news.id],
    )
    const [found] = await search(word, "de")
    expect({ path: found.path, title: found.title, section: found.section }).toEqual({
      path: germanPath,
      title: germanTitle,
      section: "blog-news",
    })
  })
})

describe("a seed's many writes, indexed once at the end of its transaction", () => {
  it("leaves the index as it was until index_deferred_documents(), which then writes what a publish would have, and indexes at once again after", async () => {
    const word = uniqueWord()
    const news = await createNews(word)
    await publish(news)
    const swedishPath = `/sv/resurser/nyheter/${crypto.randomUUID().slice(0, 8)}`
    const swedishTitle = `Nordika förnyar sitt ${word}-certifikat`
    const swedishData = JSON.stringify(newsItem(swedishTitle, `Revisorerna av ${word}-standarden hittade inget att rätta.`))
    const entries = (tx: Pick<typeof t.db, "query">) =>
      tx
        .query<{ locale: string; title: string }>(
          "select locale, title from public.search_entries where document_id = $1 order by locale",
          [news.id],
        )
        .then((result) => result.rows)

    const { before, during, indexed } = await t.db.transaction(async (tx) => {
      const before = await entries(tx)
      await tx.query("select public.defer_search_index()")
      await tx.query(
        `insert into public.document_translations (document_id, locale, path, title, data, state, source_version,
           published_path, published_title, published_data, published_at, published_source_version)
         values ($1, 'sv', $2, $3, $4, 'approved', 1, $2, $3, $4, now(), 1)`,
        [news.id, swedishPath, swedishTitle, swedishData],
      )
      const during = await entries(tx)
      const { rows } = await tx.query<{ indexed: number }>("select public.index_deferred_documents() as indexed")
      return { before, during, indexed: rows[0].indexed }
    })
    expect(before).toEqual([{ locale: "en", title: news.title }])
    expect(during).toEqual(before)
    expect(indexed).toBe(1)
    expect((await search(word, "sv")).map((result) => [result.path, result.title])).toEqual([[swedishPath, swedishTitle]])
    expect((await search(word, "en")).map((result) => result.path)).toEqual([news.path])

    // After the transaction, a write is indexed at once again.
    await t.db.query("update public.document_translations set published_title = $2 where document_id = $1 and locale = 'sv'", [
      news.id,
      `${swedishTitle} igen`,
    ])
    expect((await search(word, "sv")).map((result) => result.title)).toEqual([`${swedishTitle} igen`])
  })

  it("cannot be asked for through the API", async () => {
    const { error } = await anon.rpc("defer_search_index")
    expect(error?.code).toBe("42501")
    const staff = await editor.client.rpc("index_deferred_documents")
    expect(staff.error?.code).toBe("42501")
  })
})

describe("typo tolerance", () => {
  it("corrects with pg_trgm where the database has it, else with trigrams computed in SQL (PGlite here has it since the translation memory's migration)", async () => {
    const { rows } = await t.db.query<{ method: string; installed: boolean }>(
      "select public.search_typo_method() as method, exists (select 1 from pg_extension where extname = 'pg_trgm') as installed",
    )
    expect(rows).toEqual([{ method: rows[0].installed ? "pg_trgm" : "sql", installed: rows[0].installed }])
    // Both databases here have pg_trgm (20261205000300_translation_memory.sql creates it, and this server's PGlite loads
    // it); the SQL fallback, for a PostgreSQL without contrib, is tested through search_similarity() below.
    expect(rows[0].method).toBe("pg_trgm")
  })

  it("computes pg_trgm's similarity for the fallback", async () => {
    const { rows } = await t.db.query<{ same: number; typo: number; other: number }>(
      `select public.search_similarity('translation', 'translation') as same, public.search_similarity('transaltion', 'translation') as typo,
         public.search_similarity('contract', 'subtitles') as other`,
    )
    // As pg_trgm's similarity(): 'transaltion' and 'translation' share 8 of their 16 distinct trigrams.
    expect(rows).toEqual([{ same: 1, typo: 0.5, other: 0 }])
  })

  it("corrects a word the site has not with its closest word, first by its first letters, else (pg_trgm) by any", async () => {
    const { rows } = await t.db.query<{ known: string[]; typo: string[]; nonsense: string[]; first_letters: string[]; product: string[] }>(
      `select public.search_closest_words('en', 'translation') as known, public.search_closest_words('en', 'transaltion') as typo,
         public.search_closest_words('en', 'qqqqzzzz') as nonsense, public.search_closest_words('en', 'rtanslation') as first_letters,
         public.search_closest_words('en', 'lokalisaton') as product`,
    )
    expect(rows[0].known).toEqual([])
    // A transposition: the word with the very same letters first.
    expect(rows[0].typo[0]).toBe("translation")
    expect(rows[0].nonsense).toEqual([])
    // Folded as it sounds: "localization", not "lokalise" (the product).
    expect(rows[0].product[0]).toBe("localization")
    // A typo in the first two letters: no word begins as it does, so pg_trgm's index looks at the whole language; the
    // fallback without pg_trgm leaves it uncorrected.
    const { rows: method } = await t.db.query<{ method: string }>("select public.search_typo_method() as method")
    expect(rows[0].first_letters.includes("translation")).toBe(method[0].method === "pg_trgm")
  })

  it("searches a misspelt word as its closest word alone", async () => {
    const { rows } = await t.db.query<{ terms: string }>("select public.search_query('transaltion', 'en')::text as terms")
    expect(rows[0].terms).toBe(`{"'transalt' | 'transalt':* | 'translat'"}`)
  })
})

describe("did you mean: the closest words of the live pages", () => {
  const suggest = async (q: string, locale: Locale) => {
    const { data, error } = await anon.rpc("search_suggestions", { q, locale })
    expect(error).toBeNull()
    return data as string[]
  }

  it("suggests översättning for oversattning, übersetzung for Übersetzng and localization for lokalisaton", async () => {
    expect((await suggest("oversattning", "sv"))[0]).toBe("översättning")
    expect((await suggest("Übersetzng", "de"))[0]).toBe("übersetzung")
    expect((await suggest("lokalisaton", "en"))[0]).toBe("localization")
    // Each word the site lacks is replaced; the words it has stay.
    expect((await suggest("lokalisaton contracts", "en"))[0]).toBe("localization contracts")
  })

  it("suggests nothing for words the site has, numbers, short words or nonsense", async () => {
    expect(await suggest("translation services", "en")).toEqual([])
    expect(await suggest("översättning", "sv")).toEqual([])
    expect(await suggest("2024 abc", "en")).toEqual([])
    expect(await suggest("qqqqzzzz", "de")).toEqual([])
    expect(await suggest("", "en")).toEqual([])
  })

  it("refuses a language the site has not and an over-long query, with the search's own codes", async () => {
    const language = await anon.rpc("search_suggestions", { q: "translation", locale: "fr" })
    expect({ status: language.status, code: language.error?.code }).toEqual({ status: 400, code: "QLANG" })
    const long = await anon.rpc("search_suggestions", { q: "a".repeat(201), locale: "en" })
    expect({ status: long.status, code: long.error?.code }).toEqual({ status: 400, code: "QLONG" })
  })

  it("never suggests a word whose page was unpublished", async () => {
    const word = uniqueWord()
    const news = await createNews(word)
    await publish(news)
    const typo = word.slice(0, -1)
    expect(await suggest(typo, "en")).toContain(word)
    expect((await editor.client.rpc("unpublish_document", { p_id: news.id, p_force: false })).error).toBeNull()
    expect(await suggest(typo, "en")).not.toContain(word)
  })

  it("is the one new function visitors may call: the lexicon's lookups and the breadcrumbs' stay the search's own", async () => {
    const { rows } = await t.db.query<{ fn: string; anon: boolean }>(
      `select f as fn, has_function_privilege('anon', f, 'execute') as anon
       from unnest(array['public.search_suggestions(text, text)', 'public.search_closest_words(text, text, integer)',
         'public.search_parents(text, text)', 'public.search_letters(text)']) f`,
    )
    expect(rows).toEqual([
      { fn: "public.search_suggestions(text, text)", anon: true },
      { fn: "public.search_closest_words(text, text, integer)", anon: false },
      { fn: "public.search_parents(text, text)", anon: false },
      { fn: "public.search_letters(text)", anon: false },
    ])
  })

  it("suggests the same words on a database without pg_trgm (the SQL fallback)", async () => {
    const rollback = new Error("rollback")
    let suggestions: Record<string, string> | undefined
    await t.db
      .transaction(async (tx) => {
        await tx.exec("drop extension pg_trgm cascade")
        const { rows } = await tx.query<{ method: string; sv: string[]; de: string[]; en: string[] }>(
          `select public.search_typo_method() as method, public.search_suggestions('oversattning', 'sv') as sv,
             public.search_suggestions('Übersetzng', 'de') as de, public.search_suggestions('lokalisaton', 'en') as en`,
        )
        suggestions = { method: rows[0].method, sv: rows[0].sv[0], de: rows[0].de[0], en: rows[0].en[0] }
        throw rollback
      })
      .catch((error: unknown) => {
        if (error !== rollback) throw error
      })
    expect(suggestions).toEqual({ method: "sql", sv: "översättning", de: "übersetzung", en: "localization" })
    const { rows } = await t.db.query<{ installed: boolean }>(
      "select exists (select 1 from pg_extension where extname = 'pg_trgm') as installed",
    )
    expect(rows).toEqual([{ installed: true }])
  })
})

describe("what a result shows", () => {
  it("a passage and the searchable text carry no button or link labels, and keep the call to action's own words", async () => {
    const { rows } = await t.db.query<{ locale: string; body: string }>(
      `select e.locale, e.body from public.search_entries e
       join public.documents d on d.id = e.document_id where d.path = '/services/translation' order by e.locale`,
    )
    const byLocale = Object.fromEntries(rows.map((row) => [row.locale, row.body]))
    // The English page's buttons: "Contact us", "Book a consultation", "Request a quote".
    expect(byLocale.en).not.toMatch(/Contact us|Book a consultation|Request a quote/)
    // The German page's: "Übersetzungsangebot anfordern", "Mit einem Sprachberater sprechen", "Angebot anfordern", "Beratung buchen".
    expect(byLocale.de).not.toMatch(/Übersetzungsangebot anfordern|Sprachberater sprechen|Angebot anfordern|Beratung buchen/)
    expect(byLocale.de).toContain("Ein Projektmanager bestätigt Umfang, Workflow und Preis.")
    expect(byLocale.sv).not.toMatch(/Begär offert|Prata med en språkkonsult|Boka konsultation/)
    expect(byLocale.sv).toContain("En projektledare bekräftar omfattning, arbetsflöde och pris.")

    const text = (result: SearchResult) => result.passage.map((part) => part.text).join("")
    for (const [q, locale] of [
      ["Angebot anfordern", "de"],
      ["beratung buchen", "de"],
      ["boka konsultation", "sv"],
      ["request a quote", "en"],
    ] as const) {
      for (const result of await search(q, locale, 20)) {
        expect(text(result)).not.toMatch(/Angebot anfordern Beratung buchen|Begär offert Boka konsultation|Contact us Request a quote/)
      }
    }
  })

  it("names the pages above a result as its breadcrumb, never the result itself", async () => {
    const place = async (q: string, locale: Locale, path: string) =>
      (await search(q, locale, 20)).find((result) => result.path === path)?.parents
    expect(await place("legal translation", "en", "/industries/legal/translation-language-services")).toEqual(["Industries", "Legal"])
    expect(await place("translation", "en", "/services/translation")).toEqual(["Services"])
    expect(await place("översättning", "sv", "/sv/tjanster/oversattning")).toEqual(["Tjänster"])
    expect(await place("Übersetzung", "de", "/de/leistungen/uebersetzung")).toEqual(["Leistungen"])
    expect(await place("kontakt", "sv", "/sv/kontakt")).toEqual([])
  })
})

describe("synonyms staff edit", () => {
  it("apply at query time once an editor adds them, and the change is audited", async () => {
    expect(await paths("wordsmithing")).not.toContain("/services/multilingual-copywriting-transcreation")
    // Not nothing where pg_trgm corrects across the whole lexicon: Swedish pages have the English "words".
    const swedishBefore = await paths("wordsmithing", "sv")

    const added = await editor.client
      .from("search_synonyms")
      .insert({ locale: "en", terms: ["wordsmithing", "copywriting"] })
      .select("id")
      .single()
    expect(added.error).toBeNull()
    expect((await paths("wordsmithing", "en", 3))[0]).toBe("/services/multilingual-copywriting-transcreation")
    // A group for English only: Swedish searches do not use it.
    expect(await paths("wordsmithing", "sv")).toEqual(swedishBefore)
    expect(swedishBefore).not.toContain(
      readPages("sv").find((page) => page.path === "/services/multilingual-copywriting-transcreation")?.localisedPath,
    )

    const { rows } = await t.db.query<{ action: string; actor_id: string; new_terms: string[] }>(
      `select action, actor_id, new_data -> 'terms' as new_terms from public.audit_log
       where target_type = 'search_synonyms' and target_id = $1`,
      [added.data!.id],
    )
    expect(rows).toEqual([{ action: "insert", actor_id: editor.id, new_terms: ["wordsmithing", "copywriting"] }])

    expect((await admin.client.from("search_synonyms").delete().eq("id", added.data!.id)).error).toBeNull()
    expect(await paths("wordsmithing", "en", 3)).not.toContain("/services/multilingual-copywriting-transcreation")
  })

  it("ship with the seed's groups: l10n is localisation, översättningar is översättning", async () => {
    expect((await paths("l10n", "en", 5)).some((found) => found.startsWith("/services/"))).toBe(true)
    const { data } = await editor.client.from("search_synonyms").select("locale, terms").order("locale").order("terms")
    expect(data).toContainEqual({ locale: "en", terms: ["l10n", "localisation", "localization"] })
    expect(data).toContainEqual({ locale: "sv", terms: ["översättning", "översättningar", "översätta"] })
  })

  it("refuses a group that is not lower-case distinct terms, and anyone but admins and editors", async () => {
    const mixed = await editor.client.from("search_synonyms").insert({ locale: "en", terms: ["Localisation", "l10n"] })
    expect({ status: mixed.status, code: mixed.error?.code }).toEqual({ status: 400, code: "23514" })
    const alone = await editor.client.from("search_synonyms").insert({ locale: "en", terms: ["alone"] })
    expect({ status: alone.status, code: alone.error?.code }).toEqual({ status: 400, code: "23514" })
    const twice = await editor.client.from("search_synonyms").insert({ locale: "en", terms: ["same", "same"] })
    expect({ status: twice.status, code: twice.error?.code }).toEqual({ status: 400, code: "23514" })
    const french = await editor.client.from("search_synonyms").insert({ locale: "fr", terms: ["traduction", "translation"] })
    expect({ status: french.status, code: french.error?.code }).toEqual({ status: 400, code: "23514" })

    for (const who of [recruiter, member]) {
      const refused = await who.client.from("search_synonyms").insert({ locale: "en", terms: ["sneaky", "translation"] })
      expect({ status: refused.status, code: refused.error?.code }).toEqual({ status: 403, code: "42501" })
    }
    const asAnon = await anon.from("search_synonyms").insert({ locale: "en", terms: ["sneaky", "translation"] })
    expect({ status: asAnon.status, code: asAnon.error?.code }).toEqual({ status: 401, code: "42501" })
    expect(await paths("sneaky")).toEqual([])
  })
})

describe("bounded work: at most 200 candidates are ranked, the best-placed first", () => {
  it("counts a word on 230 pages as 200 and capped, lists the 20 with it in their title first, and nothing past the 200th", async () => {
    const word = uniqueWord()
    const pages = Array.from({ length: 230 }, (_, n) => {
      // The title pages are written last: in the table's order they come after 210 others.
      const title = n >= 210 ? `The ${word} handbook, part ${n}` : `Field notes, part ${n}`
      return {
        id: crypto.randomUUID(),
        path: `/resources/news/${word}-${n}`,
        title,
        data: newsItem(title, `A note about the ${word} standard.`),
      }
    })
    // Written as the benchmark writes its corpus (triggers off), then indexed as the triggers would.
    await t.db.transaction(async (tx) => {
      await tx.query("set local session_replication_role = replica")
      await tx.query(
        `insert into public.documents (id, collection, path, title, published_data, published_at, version)
         select (p ->> 'id')::uuid, 'news_item', p ->> 'path', p ->> 'title', p -> 'data', now(), 1 from jsonb_array_elements($1::jsonb) p`,
        [JSON.stringify(pages)],
      )
    })
    await t.db.query("select public.refresh_search_entries(id) from unnest($1::uuid[]) as id", [pages.map((page) => page.id)])
    try {
      const first = await search(word, "en", 10)
      expect(first.map((result) => ({ total: result.total, capped: result.total_capped }))).toEqual(
        Array.from({ length: 10 }, () => ({ total: 200, capped: true })),
      )
      expect(first.every((result) => result.title.startsWith(`The ${word} handbook`))).toBe(true)
      const last = await anon.rpc("search_site", { q: word, locale: "en", result_limit: 10, result_offset: 190 })
      expect({ error: last.error, count: (last.data as SearchResult[]).length }).toEqual({ error: null, count: 10 })
      const past = await anon.rpc("search_site", { q: word, locale: "en", result_limit: 10, result_offset: 200 })
      expect({ error: past.error, data: past.data }).toEqual({ error: null, data: [] })
    } finally {
      await t.db.query("delete from public.documents where id = any($1::uuid[])", [pages.map((page) => page.id)])
    }
    expect(await search(word)).toEqual([])
  })
})

describe("bad input gets a clear code and a 400, never a 500", () => {
  const cases: [what: string, args: Record<string, unknown>, code: string, message: string][] = [
    ["nothing", { q: "", locale: "en" }, "QEMPT", "Type a word to search for"],
    ["spaces", { q: "   ", locale: "en" }, "QEMPT", "Type a word to search for"],
    ["punctuation only", { q: "?!&|:*()", locale: "en" }, "QEMPT", "Type a word to search for"],
    ["no query at all", { locale: "en" }, "QEMPT", "Type a word to search for"],
    ["201 characters", { q: "a".repeat(201), locale: "en" }, "QLONG", "A search may be at most 200 characters long"],
    [
      "13 words",
      { q: Array.from({ length: 13 }, (_, i) => `word${"abcdefghijklm"[i]}`).join(" "), locale: "en" },
      "QLONG",
      "A search may have at most 12 words",
    ],
    ["an unknown language", { q: "translation", locale: "fr" }, "QLANG", "There is no site language called fr: search in en, sv or de"],
    [
      "no results asked for",
      { q: "translation", locale: "en", result_limit: 0 },
      "QPAGE",
      "Ask for 1 to 50 results from an offset of 0 to 1000",
    ],
    [
      "too many results asked for",
      { q: "translation", locale: "en", result_limit: 51 },
      "QPAGE",
      "Ask for 1 to 50 results from an offset of 0 to 1000",
    ],
    [
      "a negative offset",
      { q: "translation", locale: "en", result_offset: -1 },
      "QPAGE",
      "Ask for 1 to 50 results from an offset of 0 to 1000",
    ],
  ]
  for (const [what, args, code, message] of cases) {
    it(`${what}: ${code}`, async () => {
      const { status, error } = await anon.rpc("search_site", args)
      expect({ status, code: error?.code, message: error?.message }).toEqual({ status: 400, code, message })
    })
  }

  it("takes tsquery syntax and markup as plain words", async () => {
    const odd = await anon.rpc("search_site", { q: "contract & | ! <script>alert(1)</script> 'quote:*", locale: "en" })
    expect(odd.error).toBeNull()
    const stopWords = await anon.rpc("search_site", { q: "the and of", locale: "en" })
    expect({ error: stopWords.error, data: stopWords.data }).toEqual({ error: null, data: [] })
  })

  it("pages through the results", async () => {
    const first = await search("translation", "en", 5)
    const { data: second } = await anon.rpc("search_site", { q: "translation", locale: "en", result_limit: 5, result_offset: 5 })
    const seen = [...first, ...(second as SearchResult[])].map((result) => result.document_id)
    expect(new Set(seen).size).toBe(10)
    expect(first[0].total).toBeGreaterThan(10)
  })
})

describe("search queries are counted without personal data", () => {
  it("records the normalised query, the language, the result count and the day, and whether a result was opened", async () => {
    const { data: id, error } = await anon.rpc("record_site_search", { q: "  Legal   TRANSLATION ", locale: "en" })
    expect(error).toBeNull()
    const total = (await search("legal translation", "en", 1))[0].total
    const today = new Date().toISOString().slice(0, 10)
    const read = async () =>
      (
        await editor.client
          .from("search_queries")
          .select("*")
          .eq("id", id as string)
          .single()
      ).data
    expect(await read()).toEqual({ id, query: "legal translation", locale: "en", results: total, opened: false, day: today })

    expect((await anon.rpc("search_result_opened", { search_id: id })).error).toBeNull()
    expect(await read()).toMatchObject({ opened: true })
  })

  it("keeps no column that could name a visitor", async () => {
    const { rows } = await t.db.query<{ column_name: string }>(
      "select column_name from information_schema.columns where table_schema = 'public' and table_name = 'search_queries' order by ordinal_position",
    )
    expect(rows.map((row) => row.column_name)).toEqual(["id", "query", "locale", "results", "opened", "day"])
  })

  it("lets visitors write only through the RPC, and only staff who run the website read", async () => {
    const direct = await anon.from("search_queries").insert({ query: "forged", locale: "en", results: 1 })
    expect({ status: direct.status, code: direct.error?.code }).toEqual({ status: 401, code: "42501" })
    const asAnon = await anon.from("search_queries").select("id")
    expect({ status: asAnon.status, code: asAnon.error?.code }).toEqual({ status: 401, code: "42501" })
    for (const who of [recruiter, member]) expect((await who.client.from("search_queries").select("id")).data).toEqual([])
    expect(((await admin.client.from("search_queries").select("id")).data ?? []).length).toBeGreaterThan(0)
    const bad = await anon.rpc("record_site_search", { q: "", locale: "en" })
    expect({ status: bad.status, code: bad.error?.code }).toEqual({ status: 400, code: "QEMPT" })
  })

  it("are pruned after 12 months", async () => {
    const { rows: inserted } = await t.db.query<{ id: string }>(
      `insert into public.search_queries (query, locale, results, day) values
         ('old query', 'en', 1, (now() at time zone 'utc')::date - interval '12 months' - interval '1 day'),
         ('recent query', 'en', 1, (now() at time zone 'utc')::date - interval '11 months')
       returning id`,
    )
    const { rows } = await t.db.query<{ pruned: number }>("select public.prune_search_queries() as pruned")
    expect(rows).toEqual([{ pruned: 1 }])
    const { rows: left } = await t.db.query<{ query: string }>("select query from public.search_queries where id = any($1)", [
      inserted.map((row) => row.id),
    ])
    expect(left).toEqual([{ query: "recent query" }])
  })
})
