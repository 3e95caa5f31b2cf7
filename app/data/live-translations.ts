/**
 * The live translations of documents (issue 39, public.document_translations as anon sees it: only the
 * published columns of rows whose document is live), as the public pages read them: a translated page by
 * its localised path, and which languages a page is live in (its hreflang, its switcher, its links).
 * Plain fetches to PostgREST like app/data/documents.ts, so no page carries a client.
 */
import { isTranslationLocale, SOURCE_LOCALE, type SiteLocale, type TranslationLocale } from "#shared/locales"
import { BACKEND_TIMEOUT_MS, warnBackend, withTimeout } from "./backend"
import { resolveSupabaseConfig, type SupabaseConfig } from "./config"

/** A live translation of a document. */
export interface LiveTranslation {
  /** The English document's id. */
  documentId: string
  locale: TranslationLocale
  /** The translation's own (localised) path: /sv/tjanster/oversattning. */
  path: string
  /** The English document's path and kind. */
  englishPath: string
  kind: string
  /** The published title and data (the data: the kind's shape, its texts translated). */
  title: string
  data: unknown
  publishedAt: string
}

/** A page's path in each language it is live in: English always (a translation is live only while its document is). */
export type LanguagePaths = Partial<Record<SiteLocale, string>> & { en: string }

let bundledTranslations: readonly LiveTranslation[] | undefined

/**
 * The translations a render without a backend reads (the prerender of a static site, the tests'
 * fixtures); null leaves such a render with none (every page English only).
 */
export function provideBundledTranslations(translations: readonly LiveTranslation[] | null) {
  bundledTranslations = translations ?? undefined
}

/** The translations a bundled render has (the prerender lists their pages). */
export const bundledTranslationList = (): readonly LiveTranslation[] | undefined => bundledTranslations

const UNAVAILABLE = { status: "unavailable" } as const
type TranslationsRead = { status: "published"; translations: LiveTranslation[] } | typeof UNAVAILABLE

/** Which translations to read: the one at a localised `path`, those of `documentIds`, those of `englishPaths`, or (none given) all. */
export interface TranslationScope {
  path?: string
  documentIds?: readonly string[]
  englishPaths?: readonly string[]
  /** Leave the data out (the route table needs only the paths and titles). */
  withoutData?: boolean
}

interface TranslationRow {
  document_id: string
  locale: string
  path: string
  published_title: string | null
  published_data?: unknown
  published_at: string | null
  documents: { collection: string; path: string } | null
}

const quoted = (values: readonly string[]) => `(${values.map((value) => `"${value}"`).join(",")})`

function inScope(translation: LiveTranslation, { path, documentIds, englishPaths }: TranslationScope): boolean {
  return (
    (path === undefined || translation.path === path) &&
    (documentIds === undefined || documentIds.includes(translation.documentId)) &&
    (englishPaths === undefined || englishPaths.includes(translation.englishPath))
  )
}

async function selectTranslations(config: SupabaseConfig, scope: TranslationScope): Promise<LiveTranslation[]> {
  const query: Record<string, string> = {
    select: `document_id,locale,path,published_title,${scope.withoutData ? "" : "published_data,"}published_at,documents!inner(collection,path)`,
    published_at: "not.is.null",
    order: "path",
    ...(scope.path !== undefined ? { path: `eq.${scope.path}` } : {}),
    ...(scope.documentIds !== undefined ? { document_id: `in.${quoted(scope.documentIds)}` } : {}),
    ...(scope.englishPaths !== undefined ? { "documents.path": `in.${quoted(scope.englishPaths)}` } : {}),
  }
  const url = `${config.url.replace(/\/+$/, "")}/rest/v1/document_translations?${new URLSearchParams(query)}`
  const init: RequestInit = {
    headers: { apikey: config.anonKey, Authorization: `Bearer ${config.anonKey}`, "Accept-Profile": "public", Accept: "application/json" },
  }
  const response = await (config.fetch ? config.fetch(url, init) : fetch(url, init))
  if (!response.ok) throw new Error(`HTTP ${response.status}`)
  const rows = (await response.json()) as TranslationRow[]
  return rows.flatMap((row) =>
    isTranslationLocale(row.locale) && row.documents && row.published_at && row.published_title
      ? [
          {
            documentId: row.document_id,
            locale: row.locale,
            path: row.path,
            englishPath: row.documents.path,
            kind: row.documents.collection,
            title: row.published_title,
            data: row.published_data,
            publishedAt: row.published_at,
          },
        ]
      : [],
  )
}

const LEFT_ENGLISH = "showing the page in English only"

/** The live translations in `scope`; unavailable when they cannot be read (the caller goes on in English). */
export async function readLiveTranslations(scope: TranslationScope = {}): Promise<TranslationsRead> {
  if (scope.documentIds?.length === 0 || scope.englishPaths?.length === 0) return { status: "published", translations: [] }
  const config = resolveSupabaseConfig()
  if (!config) {
    return { status: "published", translations: (bundledTranslations ?? []).filter((translation) => inScope(translation, scope)) }
  }
  const query = selectTranslations(config, scope).then(
    (translations) => ({ status: "published" as const, translations }),
    (error: unknown) => {
      warnBackend("Could not read the pages' translations", error, LEFT_ENGLISH)
      return UNAVAILABLE
    },
  )
  return withTimeout(query, BACKEND_TIMEOUT_MS, UNAVAILABLE, "the pages' translations", LEFT_ENGLISH)
}

/** The paths of the page at `englishPath` in each language, from its live `translations`. */
export function languagePathsOf(englishPath: string, translations: readonly LiveTranslation[]): LanguagePaths {
  const paths: LanguagePaths = { [SOURCE_LOCALE]: englishPath }
  for (const translation of translations) if (translation.englishPath === englishPath) paths[translation.locale] = translation.path
  return paths
}
