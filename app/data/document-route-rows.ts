/**
 * Which live documents are pages, as the route table reads them (app/site/site-routes.ts): a module of
 * its own, so that the pages' loaders (app/data/documents.ts) do not carry it.
 */
import { BACKEND_TIMEOUT_MS, warnBackend, withTimeout } from "./backend"
import { resolveSupabaseConfig } from "./config"
import { bundledDocumentList, selectDocuments, UNAVAILABLE, type BundledDocument } from "./documents"

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
  /** The data's `heading` (a legal page's h1). */
  heading?: string | null
  /** The data's `meta.title`: an entry's document title. */
  metaTitle?: string | null
  /** The data's `seo.noindex`: the page stays out of the sitemaps. */
  noindex?: boolean | null
}

/** The route facts of the data, picked by PostgREST's JSON paths so that no page's whole data travels. */
const ROUTE_COLUMNS = [
  "path",
  "collection",
  "title",
  "publishedAt:published_at",
  "lists:published_data->>lists",
  "heroHeading:published_data->hero->>heading",
  "heading:published_data->>heading",
  "metaTitle:published_data->meta->>title",
  "noindex:published_data->seo->noindex",
].join(",")

/** The same facts of a bundled document's data. */
function bundledRouteRow({ kind, path, title, publishedAt, data }: BundledDocument): DocumentRouteRow {
  const fields = data as {
    lists?: string
    heading?: string
    hero?: { heading?: string }
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
    heading: fields.heading,
    metaTitle: fields.meta?.title,
    noindex: fields.seo?.noindex,
  }
}

/** What the log says when the route facts cannot be read. */
const ROUTES_FALL_BACK = "answering with the build's route table"

/**
 * The route facts of the live documents of `kinds` (the kinds that can be pages), or only of the one at
 * `path` (a navigation to a path the build did not know); unavailable when they cannot be read.
 */
export async function readPublishedDocumentRoutes(
  kinds: readonly string[],
  { path }: { path?: string } = {},
): Promise<{ status: "published"; rows: DocumentRouteRow[] } | { status: "unavailable" }> {
  const config = resolveSupabaseConfig()
  if (!config) {
    const bundled = bundledDocumentList()?.filter(
      (document) => kinds.includes(document.kind) && (path === undefined || document.path === path),
    )
    return bundled ? { status: "published", rows: bundled.map(bundledRouteRow) } : UNAVAILABLE
  }
  const query = selectDocuments<DocumentRouteRow>(config, {
    select: ROUTE_COLUMNS,
    collection: `in.(${kinds.join(",")})`,
    published_data: "not.is.null",
    ...(path === undefined ? { order: "path" } : { path: `eq.${path}` }),
  }).then(
    (rows) => ({ status: "published" as const, rows }),
    (error: unknown) => {
      warnBackend("Could not read which documents are pages", error, ROUTES_FALL_BACK)
      return UNAVAILABLE
    },
  )
  return withTimeout(query, BACKEND_TIMEOUT_MS, UNAVAILABLE, "which documents are pages", ROUTES_FALL_BACK)
}
