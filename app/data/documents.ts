/**
 * public.documents for the public site: a page's published document by its path, read as anon (the
 * columns visitors may read) and typed by its kind's schema. Unlike the content sections there is no
 * bundled fallback: a missing document is a missing page, and a backend that fails or does not answer
 * is said so (the page shows the not-found or the unavailable page, never a blank one).
 */
import type { z } from "zod"
import type { PageKind } from "#shared/content/pages/index"
import { BACKEND_TIMEOUT_MS, warnBackend, withTimeout } from "./backend"
import { getAnonSupabase } from "./supabase"

/** A published document as visitors see it. */
export interface PublishedDocument<T> {
  id: string
  path: string
  /** The page's document title (without the " | Nordika" suffix). */
  title: string
  /** The published data, as its kind's schema reads it. */
  data: T
  publishedAt: string
}

/** A read's outcome: the document, no such published document, or a backend that failed or did not answer. */
type DocumentRead<T> = { status: "published"; document: PublishedDocument<T> } | { status: "not-found" } | { status: "unavailable" }

const UNAVAILABLE = { status: "unavailable" } as const
const NOT_FOUND = { status: "not-found" } as const

/** A document a render reads when it has no backend, with its kind. */
interface BundledDocument extends PublishedDocument<unknown> {
  kind: string
}

let bundledDocuments: ReadonlyMap<string, BundledDocument> | undefined

/**
 * The documents a render without a backend reads, by path: the prerender of a build that names no
 * backend gives it the document seed (scripts/prerender.ts), so a static site still has every page.
 * Null (the default) leaves such a render without documents: unavailable.
 */
export function provideBundledDocuments(documents: readonly BundledDocument[] | null) {
  bundledDocuments = documents ? new Map(documents.map((document) => [document.path, document])) : undefined
}

function parsed<S extends z.ZodType>(kind: PageKind, schema: S, row: PublishedDocument<unknown>): DocumentRead<z.infer<S>> {
  const result = schema.safeParse(row.data)
  if (!result.success) {
    const issue = result.error.issues[0]
    warnBackend(`The document at ${row.path} does not match its kind ${kind} (${issue?.path.join(".") || "data"}: ${issue?.message})`)
    return UNAVAILABLE
  }
  return { status: "published", document: { ...row, data: result.data } }
}

/**
 * The published document of kind `kind` at `path`, its data checked by `schema` (publish-document
 * checked it on the way in; this catches a schema changed since). A document of another kind at the
 * path is not this route's page: not found.
 */
export async function readPublishedDocument<S extends z.ZodType>(
  kind: PageKind,
  schema: S,
  path: string,
): Promise<DocumentRead<z.infer<S>>> {
  const supabase = getAnonSupabase()
  if (!supabase) {
    if (!bundledDocuments) {
      warnBackend(`No backend to read the document at ${path} from`)
      return UNAVAILABLE
    }
    const bundled = bundledDocuments.get(path)
    return bundled?.kind === kind ? parsed(kind, schema, bundled) : NOT_FOUND
  }
  const query = supabase
    .from("documents")
    .select("id, path, title, published_data, published_at")
    .eq("path", path)
    .eq("collection", kind)
    .not("published_data", "is", null)
    .retry(false)
    .maybeSingle()
    .then(({ data: row, error }): DocumentRead<z.infer<S>> => {
      if (error) {
        warnBackend(`Could not read the document at ${path}`, error)
        return UNAVAILABLE
      }
      if (!row?.published_data || !row.published_at) return NOT_FOUND
      return parsed(kind, schema, { id: row.id, path: row.path, title: row.title, data: row.published_data, publishedAt: row.published_at })
    })
  return withTimeout(query, BACKEND_TIMEOUT_MS, UNAVAILABLE, `the document at ${path}`)
}

/** The paths and titles of the published documents `ids` (internal links' targets); those not live are left out. */
export async function readDocumentLinkTargets(ids: readonly string[]): Promise<Record<string, { href: string; title: string }>> {
  const supabase = getAnonSupabase()
  if (ids.length === 0 || !supabase) return {}
  const query = supabase
    .from("documents")
    .select("id, path, title")
    .in("id", [...ids])
    .not("published_data", "is", null)
    .retry(false)
    .then(({ data, error }) => {
      if (error) {
        warnBackend("Could not read the pages the text links to", error)
        return {}
      }
      return Object.fromEntries((data ?? []).map((row) => [row.id, { href: row.path, title: row.title }]))
    })
  return withTimeout(query, BACKEND_TIMEOUT_MS, {}, "the pages the text links to")
}
