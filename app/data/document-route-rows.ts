/**
 * Which live documents are pages, as the route table reads them (app/site/site-routes.ts): a module of
 * its own, so that the pages' loaders (app/data/documents.ts) do not carry it.
 */
import { BACKEND_TIMEOUT_MS, warnBackend, withTimeout } from "./backend"
import { resolveSupabaseConfig } from "./config"
import { localeOfPath, SOURCE_LOCALE } from "#shared/locales"
import { bundledDocumentList, selectDocuments, selectRows, UNAVAILABLE, type BundledDocument } from "./documents"
import type { LiveTranslation } from "./document-translations"

/** What the route table needs of a live document (app/site/document-routes.ts says which are pages, and how). */
export interface DocumentRouteRow {
  path: string
  collection: string
  /** The title column: a page's document title; an entry's own title (its h1). */
  title: string
  publishedAt: string
  /** A listing's `lists` (a collection, or "pages" for the sitemap). */
  lists?: string | null
  /** The data's `hero.heading` (most pages' h1). */
  heroHeading?: string | null
  /** The data's `hero.eyebrow`: a page's short name, above its h1. */
  heroEyebrow?: string | null
  /** The data's `description`: a page's summary (its meta description). */
  description?: string | null
  /** The data's `heading` (a legal page's h1). */
  heading?: string | null
  /** The data's `meta.title`: an entry's document title. */
  metaTitle?: string | null
  /** The data's `seo.noindex`: the page stays out of the sitemaps. */
  noindex?: boolean | null
  /** A translation's (issue 39): the English document's path (`path` is the localised one). */
  englishPath?: string
}

/** The route facts of the published data, picked by PostgREST's JSON paths so that no page's whole data travels. */
const DATA_ROUTE_COLUMNS = [
  "publishedAt:published_at",
  "lists:published_data->>lists",
  "heroHeading:published_data->hero->>heading",
  "heroEyebrow:published_data->hero->>eyebrow",
  "description:published_data->>description",
  "heading:published_data->>heading",
  "metaTitle:published_data->meta->>title",
  "noindex:published_data->seo->noindex",
]

/** A document's route facts. */
const ROUTE_COLUMNS = ["path", "collection", "title", ...DATA_ROUTE_COLUMNS].join(",")

/** The same facts of a bundled document's data. */
function bundledRouteRow({ kind, path, title, publishedAt, data }: Omit<BundledDocument, "id">): DocumentRouteRow {
  const fields = data as {
    lists?: string
    heading?: string
    description?: string
    hero?: { heading?: string; eyebrow?: string }
    meta?: { title?: string }
    seo?: { noindex?: boolean }
  }
  return {
    path,
    collection: kind,
    title,
    publishedAt,
    lists: fields.lists,
    heroHeading: fields.hero?.heading,
    heroEyebrow: fields.hero?.eyebrow,
    description: fields.description,
    heading: fields.heading,
    metaTitle: fields.meta?.title,
    noindex: fields.seo?.noindex,
  }
}

/**
 * Rows a page of the read asks for: PostgREST answers at most its max-rows (1,000 on the Supabase CLI
 * and hosted projects) whatever the query says, so a site of more documents is read page by page.
 */
const PAGE_ROWS = 1000
/** Pages read at most (100,000 documents): a backend that ignores the offset cannot keep the read going forever. */
const MAX_PAGES = 100

/**
 * Every row of a read, page after page in the path's order (unique among live documents, so no row is
 * skipped or read twice between pages), until a page comes back short of PAGE_ROWS.
 */
async function readAllPages<Row>(readPage: (page: Record<string, string>) => Promise<Row[]>): Promise<Row[]> {
  const rows: Row[] = []
  for (let page = 0; page < MAX_PAGES; page++) {
    const pageRows = await readPage({ order: "path,id", limit: String(PAGE_ROWS), offset: String(page * PAGE_ROWS) })
    rows.push(...pageRows)
    if (pageRows.length < PAGE_ROWS) break
  }
  return rows
}

/** What the log says when the route facts cannot be read. */
const ROUTES_FALL_BACK = "answering with the build's route table"

/** Which of the live documents to read: all, or the one at `path`, those at `paths`, or those below `under`. */
interface RouteRowsScope {
  path?: string
  paths?: readonly string[]
  /** A page's path: its descendants (a hub's pages). */
  under?: string
}

/** The scope as PostgREST filters on the path (the paths are of the documents' form: no quotes, commas or wildcards). */
function pathFilter({ path, paths, under }: RouteRowsScope): Record<string, string> {
  if (path !== undefined) return { path: `eq.${path}` }
  if (paths !== undefined) return { path: `in.(${paths.map((each) => `"${each}"`).join(",")})` }
  if (under !== undefined) return { path: `like.${under === "/" ? "" : under}/*` }
  return {}
}

const inScope = (documentPath: string, { path, paths, under }: RouteRowsScope) =>
  (path === undefined || documentPath === path) &&
  (paths === undefined || paths.includes(documentPath)) &&
  (under === undefined || documentPath.startsWith(`${under === "/" ? "" : under}/`))

/** The route facts of a live translation: its localised path, the English document's kind. */
const translationRouteRow = ({ kind, path, title, publishedAt, data, englishPath }: LiveTranslation): DocumentRouteRow => ({
  ...bundledRouteRow({ kind, path, title, publishedAt, data }),
  englishPath,
})

/** The route facts of the live translations, picked by PostgREST's JSON paths as the documents' are, with the English document's kind and path. */
const TRANSLATION_ROUTE_COLUMNS = [
  "path:published_path",
  "title:published_title",
  ...DATA_ROUTE_COLUMNS,
  "document:documents!inner(collection,path)",
].join(",")

type TranslationRouteRow = Omit<DocumentRouteRow, "collection" | "englishPath"> & { document: { collection: string; path: string } | null }

/** Every live translation's route facts: the bundled ones, or read page by page; throws when they cannot be read. */
async function readTranslationRouteRows(): Promise<DocumentRouteRow[]> {
  const { bundledTranslationList, readAllPages: readTranslationPages } = await import("./document-translations")
  const config = resolveSupabaseConfig()
  if (!config) return (bundledTranslationList() ?? []).map(translationRouteRow)
  const rows = await readTranslationPages("published_path,id", (page) =>
    selectRows<TranslationRouteRow>(config, "document_translations", { select: TRANSLATION_ROUTE_COLUMNS, ...page }),
  )
  return rows.flatMap(({ document, ...row }) => (document ? [{ ...row, collection: document.collection, englishPath: document.path }] : []))
}

/** The route facts of the live translation at a localised path, if any; throws when it cannot be read. */
async function readTranslationRouteRowAt(path: string): Promise<DocumentRouteRow[]> {
  const locale = localeOfPath(path)
  if (locale === SOURCE_LOCALE) return []
  const { liveTranslation } = await import("./document-translations")
  const read = await liveTranslation(locale, path)
  if (read.status === "unavailable") throw new Error(`the translation at ${path} could not be read`)
  return read.status === "published" ? [translationRouteRow(read.translation)] : []
}

/**
 * The route facts of the live translations in `scope` (all, or the one at a localised path; a scope of
 * English paths has none), beside the English documents' `english`. When the translations cannot be
 * read the read is unavailable, as when the documents cannot be: the caller then keeps the build's table
 * rather than dropping the translated pages.
 */
async function withTranslationRows(
  kinds: readonly string[],
  scope: RouteRowsScope,
  english: Promise<{ status: "published"; rows: DocumentRouteRow[] } | { status: "unavailable" }>,
): Promise<{ status: "published"; rows: DocumentRouteRow[] } | { status: "unavailable" }> {
  const localised = scope.path !== undefined && localeOfPath(scope.path) !== SOURCE_LOCALE
  const all = scope.path === undefined && scope.paths === undefined && scope.under === undefined
  if (!localised && !all) return english
  const translations = (localised ? readTranslationRouteRowAt(scope.path!) : readTranslationRouteRows()).then(
    (rows) => rows,
    (error: unknown) => {
      warnBackend("Could not read which translations are pages", error, ROUTES_FALL_BACK)
      return undefined
    },
  )
  const [read, rows] = await Promise.all([
    english,
    withTimeout(translations, BACKEND_TIMEOUT_MS, undefined, "which translations are pages", ROUTES_FALL_BACK),
  ])
  if (read.status !== "published" || !rows) return UNAVAILABLE
  return { status: "published", rows: [...read.rows, ...rows.filter((row) => kinds.includes(row.collection))] }
}

/**
 * The route facts of the live documents of `kinds` (the kinds that can be pages), all of them or those
 * in `scope` (a navigation to a path the build did not know, a breadcrumb's parents, the pages a page
 * links to or lists); unavailable when they cannot be read.
 */
export function readPublishedDocumentRoutes(
  kinds: readonly string[],
  scope: RouteRowsScope = {},
): Promise<{ status: "published"; rows: DocumentRouteRow[] } | { status: "unavailable" }> {
  return withTranslationRows(kinds, scope, readEnglishDocumentRoutes(kinds, scope))
}

async function readEnglishDocumentRoutes(
  kinds: readonly string[],
  scope: RouteRowsScope,
): Promise<{ status: "published"; rows: DocumentRouteRow[] } | { status: "unavailable" }> {
  if (scope.paths?.length === 0) return { status: "published", rows: [] }
  const config = resolveSupabaseConfig()
  if (!config) {
    const bundled = bundledDocumentList()?.filter((document) => kinds.includes(document.kind) && inScope(document.path, scope))
    return bundled ? { status: "published", rows: bundled.map(bundledRouteRow) } : UNAVAILABLE
  }
  const filter = {
    select: ROUTE_COLUMNS,
    collection: `in.(${kinds.join(",")})`,
    published_data: "not.is.null",
    ...pathFilter(scope),
  }
  const query = readAllPages((page) => selectDocuments<DocumentRouteRow>(config, { ...filter, ...page })).then(
    (rows) => ({ status: "published" as const, rows }),
    (error: unknown) => {
      warnBackend("Could not read which documents are pages", error, ROUTES_FALL_BACK)
      return UNAVAILABLE
    },
  )
  return withTimeout(query, BACKEND_TIMEOUT_MS, UNAVAILABLE, "which documents are pages", ROUTES_FALL_BACK)
}
