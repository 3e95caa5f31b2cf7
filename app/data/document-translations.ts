/**
 * public.document_translations for the public site (docs/decisions/0012-languages.md): a document's
 * Swedish or German version, as visitors may read it. The reads go as anon, so row level security
 * decides what is live (a published translation of a live English document, its published columns
 * only: supabase/migrations/20261204000100_document_translations.sql), never this module.
 *
 * Like app/data/documents.ts, the reads are plain fetches to PostgREST with the headers supabase-js
 * sends, not supabase-js itself, so a page's code in the browser does not carry the client. A backend
 * that fails or does not answer is said so (unavailable), never taken for a missing translation.
 */
import type { TranslationLocale } from "#shared/locales"
import { BACKEND_TIMEOUT_MS, warnBackend, withTimeout } from "./backend"
import { resolveSupabaseConfig } from "./config"
import { bundledDocumentList, selectRows } from "./documents"

/** A live translation of a document, as a page renders it. */
export interface LiveTranslation {
  documentId: string
  /** The English document's kind ("page:service", "blog_post"). */
  kind: string
  /** The English document's path (its hreflang="en" and x-default alternate). */
  englishPath: string
  locale: TranslationLocale
  /** The localised path ("/sv/tjanster/oversattning"). */
  path: string
  /** The translated document title (without the " | Nordika" suffix). */
  title: string
  /** The translated data: the kind's whole data, as publish-document checked it. */
  data: unknown
  publishedAt: string
  /** The English version it was made from. */
  sourceVersion: number
}

/** A read's outcome: found, no live translation there, or a backend that failed or did not answer. */
export type TranslationRead = { status: "published"; translation: LiveTranslation } | { status: "not-found" } | { status: "unavailable" }

/** A document's live addresses per language, for hreflang, the sitemap and the language switcher. */
export interface LocalizedPaths {
  en: string
  sv?: string
  de?: string
}

const UNAVAILABLE = { status: "unavailable" } as const
const NOT_FOUND = { status: "not-found" } as const
/** What the log says a page does when its translation cannot be read. */
const ANSWERED_UNAVAILABLE = "answering with the unavailable page (503)"
const ENGLISH_LINKS = "linking to the English pages"

/** A translation a render reads when it has no backend (the static prerender without one). */
export type BundledTranslation = LiveTranslation

let bundledTranslations: readonly BundledTranslation[] | undefined

/**
 * The translations a render without a backend reads (the seed's, as scripts/prerender.ts gives the
 * document seed); null leaves such a render without translations.
 */
export function provideBundledTranslations(translations: readonly BundledTranslation[] | null) {
  bundledTranslations = translations ?? undefined
}

/** The translations a bundled render has (the route table and the prerender list their pages). */
export const bundledTranslationList = (): readonly BundledTranslation[] | undefined => bundledTranslations

/** Rows a page of a read asks for (PostgREST answers at most its max-rows, 1,000 hosted), and pages read at most. */
const PAGE_ROWS = 1000
const MAX_PAGES = 100

export async function readAllPages<Row>(order: string, readPage: (page: Record<string, string>) => Promise<Row[]>): Promise<Row[]> {
  const rows: Row[] = []
  for (let page = 0; page < MAX_PAGES; page++) {
    const pageRows = await readPage({ order, limit: String(PAGE_ROWS), offset: String(page * PAGE_ROWS) })
    rows.push(...pageRows)
    if (pageRows.length < PAGE_ROWS) break
  }
  return rows
}

interface TranslationRow {
  document_id: string
  locale: TranslationLocale
  published_path: string
  published_title: string
  published_data: unknown
  published_at: string
  published_source_version: number
  /** The English document, embedded: anon reads it only while it is live. */
  document: { collection: string; path: string } | null
}

const TRANSLATION_COLUMNS =
  "document_id,locale,published_path,published_title,published_data,published_at,published_source_version,document:documents!inner(collection,path)"

function liveRow(row: TranslationRow): LiveTranslation | undefined {
  if (!row.document || !row.published_at) return undefined
  return {
    documentId: row.document_id,
    kind: row.document.collection,
    englishPath: row.document.path,
    locale: row.locale,
    path: row.published_path,
    title: row.published_title,
    data: row.published_data,
    publishedAt: row.published_at,
    sourceVersion: row.published_source_version,
  }
}

/** A document id as the rich-text schema writes it, so an id cannot change the query it goes into. */
const DOCUMENT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
/** A path of the documents' form (no quotes, commas or wildcards), so a path cannot change the query either. */
const PATH = /^\/([a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)*)?$/

/** The live translation at the localised path `path` in `locale` ("/sv/tjanster/oversattning"), if any. */
export async function liveTranslation(locale: TranslationLocale, path: string): Promise<TranslationRead> {
  if (!PATH.test(path)) return NOT_FOUND
  const config = resolveSupabaseConfig()
  if (!config) {
    if (!bundledTranslations) {
      warnBackend(`No backend to read the translation at ${path} from`, undefined, ANSWERED_UNAVAILABLE)
      return UNAVAILABLE
    }
    const bundled = bundledTranslations.find((translation) => translation.locale === locale && translation.path === path)
    return bundled ? { status: "published", translation: bundled } : NOT_FOUND
  }
  const query = selectRows<TranslationRow>(config, "document_translations", {
    select: TRANSLATION_COLUMNS,
    locale: `eq.${locale}`,
    published_path: `eq.${path}`,
  }).then(
    ([row]): TranslationRead => {
      const translation = row && liveRow(row)
      return translation ? { status: "published", translation } : NOT_FOUND
    },
    (error: unknown) => {
      warnBackend(`Could not read the translation at ${path}`, error, ANSWERED_UNAVAILABLE)
      return UNAVAILABLE
    },
  )
  return withTimeout(query, BACKEND_TIMEOUT_MS, UNAVAILABLE, `the translation at ${path}`, ANSWERED_UNAVAILABLE)
}

/**
 * The live translations in `locale` of the documents `documentIds` (a listing's entries, the pages a
 * text links to), by document id; a document without one is absent. Unavailable when they cannot be read.
 */
export async function translationsOf(
  documentIds: readonly string[],
  locale: TranslationLocale,
): Promise<{ status: "published"; translations: Map<string, LiveTranslation> } | { status: "unavailable" }> {
  const wanted = [...new Set(documentIds.filter((id) => DOCUMENT_ID.test(id)))]
  if (wanted.length === 0) return { status: "published", translations: new Map() }
  const found = (rows: readonly LiveTranslation[]) => ({
    status: "published" as const,
    translations: new Map(rows.map((translation) => [translation.documentId, translation])),
  })
  const config = resolveSupabaseConfig()
  if (!config) {
    if (!bundledTranslations) return UNAVAILABLE
    return found(bundledTranslations.filter((translation) => translation.locale === locale && wanted.includes(translation.documentId)))
  }
  // A few hundred ids fit one address; more go in batches.
  const batches: string[][] = []
  for (let start = 0; start < wanted.length; start += 200) batches.push(wanted.slice(start, start + 200))
  const query = Promise.all(
    batches.map((batch) =>
      selectRows<TranslationRow>(config, "document_translations", {
        select: TRANSLATION_COLUMNS,
        locale: `eq.${locale}`,
        document_id: `in.(${batch.join(",")})`,
      }),
    ),
  ).then(
    (pages) => found(pages.flat().flatMap((row) => liveRow(row) ?? [])),
    (error: unknown) => {
      warnBackend(`Could not read the ${locale} translations`, error, ENGLISH_LINKS)
      return UNAVAILABLE
    },
  )
  return withTimeout(query, BACKEND_TIMEOUT_MS, UNAVAILABLE, `the ${locale} translations`, ENGLISH_LINKS)
}

/**
 * Every live document's live addresses per language (document id -> {en, sv?, de?}): a page's
 * hreflang alternates are exactly the languages it is published in. Unavailable when they cannot be read.
 */
export async function livePathsByDocument(): Promise<
  { status: "published"; paths: Map<string, LocalizedPaths> } | { status: "unavailable" }
> {
  const config = resolveSupabaseConfig()
  if (!config) {
    const documents = bundledDocumentList()
    if (!documents) return UNAVAILABLE
    const paths = new Map<string, LocalizedPaths>(documents.map((document) => [document.id, { en: document.path }]))
    for (const translation of bundledTranslations ?? []) {
      const entry = paths.get(translation.documentId)
      if (entry) entry[translation.locale] = translation.path
    }
    return { status: "published", paths }
  }
  const query = Promise.all([
    readAllPages("path,id", (page) =>
      selectRows<{ id: string; path: string }>(config, "documents", { select: "id,path", published_data: "not.is.null", ...page }),
    ),
    readAllPages("published_path,id", (page) =>
      selectRows<{ document_id: string; locale: TranslationLocale; published_path: string }>(config, "document_translations", {
        select: "document_id,locale,published_path",
        ...page,
      }),
    ),
  ]).then(
    ([documents, translations]) => {
      const paths = new Map<string, LocalizedPaths>(documents.map((document) => [document.id, { en: document.path }]))
      for (const translation of translations) {
        const entry = paths.get(translation.document_id)
        if (entry) entry[translation.locale] = translation.published_path
      }
      return { status: "published" as const, paths }
    },
    (error: unknown) => {
      warnBackend("Could not read the pages' addresses in each language", error, ENGLISH_LINKS)
      return UNAVAILABLE
    },
  )
  return withTimeout(query, BACKEND_TIMEOUT_MS, UNAVAILABLE, "the pages' addresses in each language", ENGLISH_LINKS)
}

/**
 * Each live translation's localised path in `locale` by its English document's path (the path map
 * internal links are drawn with, app/site/localized-href.ts): the path and the English document's path
 * only, so a page's hand-over stays small. Unavailable when they cannot be read (the links then stay English).
 */
export async function livePathMap(
  locale: TranslationLocale,
): Promise<{ status: "published"; paths: Record<string, string> } | { status: "unavailable" }> {
  const found = (rows: readonly { englishPath: string; path: string }[]) => ({
    status: "published" as const,
    paths: Object.fromEntries(rows.map((row) => [row.englishPath, row.path])),
  })
  const config = resolveSupabaseConfig()
  if (!config) return bundledTranslations ? found(bundledTranslations.filter((translation) => translation.locale === locale)) : UNAVAILABLE
  const query = readAllPages("published_path,id", (page) =>
    selectRows<{ published_path: string; document: { path: string } | null }>(config, "document_translations", {
      select: "published_path,document:documents!inner(path)",
      locale: `eq.${locale}`,
      ...page,
    }),
  ).then(
    (rows) => found(rows.flatMap((row) => (row.document ? [{ englishPath: row.document.path, path: row.published_path }] : []))),
    (error: unknown) => {
      warnBackend(`Could not read the ${locale} pages' addresses`, error, ENGLISH_LINKS)
      return UNAVAILABLE
    },
  )
  return withTimeout(query, BACKEND_TIMEOUT_MS, UNAVAILABLE, `the ${locale} pages' addresses`, ENGLISH_LINKS)
}
