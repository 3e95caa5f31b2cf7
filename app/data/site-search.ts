/**
 * The site search for visitors (issue 41): public.search_site(), its "did you mean" (search_suggestions) and
 * the query log's two RPCs (record_site_search, search_result_opened), called as anon with plain fetches to PostgREST, so neither
 * the search page's nor the dialog's code carries supabase-js. The database checks the query and answers
 * bad input with its own code (docs/decisions/0015-site-search.md): QEMPT, QLONG, QLANG, QPAGE.
 */
import type { SiteLocale } from "#shared/locales"
import { BACKEND_TIMEOUT_MS, warnBackend, withTimeout } from "./backend"
import { resolveSupabaseConfig, type SupabaseConfig } from "./config"

/** Where a result belongs, as search_section() files it. */
export type SearchSection = "services" | "industries" | "case-studies" | "blog-news" | "careers" | "help" | "pages"

/** A piece of a result's passage: text to show as it is, marked where it matched. Never HTML. */
interface PassagePart {
  text: string
  mark: boolean
}

export interface SearchHit {
  documentId: string
  section: SearchSection
  /** The page's path in the searched language. */
  path: string
  title: string
  passage: PassagePart[]
  /** The short names of the live pages above it, outermost first ("Industries", "Legal"); none for a page at the top. */
  parents: string[]
}

/** The codes of the queries the database refuses. */
export type SearchQueryError = "QEMPT" | "QLONG" | "QLANG" | "QPAGE"

export type SearchRead =
  | { status: "found"; hits: SearchHit[]; total: number; capped: boolean }
  | { status: "refused"; code: SearchQueryError }
  | { status: "unavailable" }

const QUERY_ERRORS: readonly string[] = ["QEMPT", "QLONG", "QLANG", "QPAGE"]
/** At most this many characters reach the database: a longer query is refused there (QLONG) whatever its length. */
const MAX_SENT_LENGTH = 1000

interface SearchRow {
  document_id: string
  section: SearchSection
  path: string
  title: string
  passage: PassagePart[] | null
  total: number
  total_capped: boolean
  parents: string[] | null
}

class RefusedQuery extends Error {
  constructor(readonly code: SearchQueryError) {
    super(code)
  }
}

/** A POST to one of the public RPCs as anon; throws RefusedQuery for the search's own error codes. */
async function callRpc<T>(config: SupabaseConfig, name: string, args: Record<string, unknown>): Promise<T> {
  const url = `${config.url.replace(/\/+$/, "")}/rest/v1/rpc/${name}`
  const init: RequestInit = {
    method: "POST",
    headers: {
      apikey: config.anonKey,
      Authorization: `Bearer ${config.anonKey}`,
      "Content-Profile": "public",
      "Content-Type": "application/json",
      Accept: "application/json",
    },
    body: JSON.stringify(args),
    // A result opened is noted as the visitor leaves for it.
    keepalive: true,
  }
  const response = await (config.fetch ? config.fetch(url, init) : fetch(url, init))
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { code?: string; message?: string } | null
    if (body?.code && QUERY_ERRORS.includes(body.code)) throw new RefusedQuery(body.code as SearchQueryError)
    throw new Error(`HTTP ${response.status}${body?.code ? ` ${body.code}` : ""}${body?.message ? ` (${body.message})` : ""}`)
  }
  return (response.status === 204 ? null : await response.json()) as T
}

const UNAVAILABLE = { status: "unavailable" } as const

/** A page of results for `q` in `locale` (`limit` from `offset`): the pages found, or the code of a refused query, or unavailable. */
export async function searchSite(q: string, locale: SiteLocale, limit: number, offset: number): Promise<SearchRead> {
  const config = resolveSupabaseConfig()
  if (!config) return UNAVAILABLE
  const read = callRpc<SearchRow[]>(config, "search_site", {
    q: q.slice(0, MAX_SENT_LENGTH),
    locale,
    result_limit: limit,
    result_offset: offset,
  }).then(
    (rows): SearchRead => ({
      status: "found",
      hits: rows.map((row) => ({
        documentId: row.document_id,
        section: row.section,
        path: row.path,
        title: row.title,
        passage: row.passage ?? [],
        parents: row.parents ?? [],
      })),
      total: rows[0]?.total ?? 0,
      capped: rows[0]?.total_capped ?? false,
    }),
    (error: unknown): SearchRead => {
      if (error instanceof RefusedQuery) return { status: "refused", code: error.code }
      warnBackend("The site search failed", error, "showing that search is unavailable")
      return UNAVAILABLE
    },
  )
  return withTimeout(read, BACKEND_TIMEOUT_MS, UNAVAILABLE, "the site search", "showing that search is unavailable")
}

/**
 * A suggestion (which the database answers in lower case) with each word capitalised where the visitor
 * capitalised theirs ("Übersetzng" suggests "Übersetzung", as German writes its nouns), and each word they got
 * right as they typed it ("ISO").
 */
export function inTypedCase(suggestion: string, typed: string): string {
  const typedWords = typed.split(/[^\p{L}\p{N}]+/u).filter(Boolean)
  return suggestion
    .split(" ")
    .map((word, i) => {
      const typedWord = typedWords[i] ?? ""
      if (typedWord.toLocaleLowerCase() === word) return typedWord
      return /^\p{Lu}/u.test(typedWord) ? word.charAt(0).toLocaleUpperCase() + word.slice(1) : word
    })
    .join(" ")
}

/**
 * The queries to suggest for `q` ("Did you mean …?"): `q` with each word the site has not replaced by the
 * closest word of its live pages in `locale`; none when every word is the site's, or when they cannot be read.
 */
export async function searchSuggestions(q: string, locale: SiteLocale): Promise<string[]> {
  const config = resolveSupabaseConfig()
  if (!config) return []
  const read = callRpc<unknown>(config, "search_suggestions", { q: q.slice(0, MAX_SENT_LENGTH), locale }).then(
    (suggestions) =>
      Array.isArray(suggestions)
        ? suggestions.filter((item): item is string => typeof item === "string").map((suggestion) => inTypedCase(suggestion, q))
        : [],
    () => [],
  )
  return withTimeout(read, BACKEND_TIMEOUT_MS, [], "the search's suggestions")
}

/** Counts a search in the query log (no personal data); the row's id, for searchResultOpened, or undefined when it could not be counted. */
export async function recordSiteSearch(q: string, locale: SiteLocale): Promise<string | undefined> {
  const config = resolveSupabaseConfig()
  if (!config) return undefined
  const recorded = callRpc<string>(config, "record_site_search", { q: q.slice(0, MAX_SENT_LENGTH), locale }).catch(() => undefined)
  return withTimeout(recorded, BACKEND_TIMEOUT_MS, undefined, "counting a search")
}

/** Notes that a result of the counted search `searchId` was opened (nothing happens when it cannot be). */
export async function searchResultOpened(searchId: string): Promise<void> {
  const config = resolveSupabaseConfig()
  if (!config) return
  await callRpc(config, "search_result_opened", { search_id: searchId }).catch(() => undefined)
}

/** A page to start from when a search found nothing: its path and short name in the searched language. */
export interface PlaceToStart {
  href: string
  label: string
}

/**
 * The live pages of `locale` most visited over the last 30 days (most_visited_pages), most first, at most
 * `limit`; fewer or none while few have been visited, and none when they cannot be read.
 */
export async function mostVisitedPages(locale: SiteLocale, limit: number): Promise<PlaceToStart[]> {
  const config = resolveSupabaseConfig()
  if (!config) return []
  const read = callRpc<unknown>(config, "most_visited_pages", { locale, page_limit: limit }).then(
    (rows) =>
      Array.isArray(rows)
        ? rows.flatMap((row: { path?: unknown; title?: unknown }) =>
            typeof row?.path === "string" && typeof row.title === "string" ? [{ href: row.path, label: row.title }] : [],
          )
        : [],
    () => [],
  )
  return withTimeout(read, BACKEND_TIMEOUT_MS, [], "the most visited pages")
}
