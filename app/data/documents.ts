/**
 * public.documents for the public site: a page's published document by its path, read as anon (the
 * columns visitors may read) and typed by its kind's schema. Unlike the content sections there is no
 * bundled fallback: a missing document is a missing page, and a backend that fails or does not answer
 * is said so (the page shows the not-found or the unavailable page, never a blank one).
 *
 * The reads are plain fetches to PostgREST, not supabase-js, and the schemas are not imported here:
 * a page's code in the browser carries neither (docs/decisions/0003-content-model.md).
 */
import type { z } from "zod"
import type { PAGE_SCHEMAS, PageKind } from "#shared/content/pages/index"
import type { COLLECTION_SCHEMAS } from "#shared/content/index"
import { BACKEND_TIMEOUT_MS, warnBackend, withTimeout } from "./backend"
import { resolveSupabaseConfig, type SupabaseConfig } from "./config"

/** The data of a page of kind `K`, as its schema reads it. */
export type PageDocumentData<K extends PageKind> = z.infer<(typeof PAGE_SCHEMAS)[K]>

/** A collection whose entries a page lists (team members, events…). */
export type Collection = keyof typeof COLLECTION_SCHEMAS
/** The data of an entry of collection `C`, as its schema reads it. */
export type CollectionEntryData<C extends Collection> = z.infer<(typeof COLLECTION_SCHEMAS)[C]>

/** A kind of document a page is read from: a page kind, or a collection whose entries have pages of their own (a blog post). */
export type DocumentKind = PageKind | Collection
/** The data of a document of kind `K`, as its schema reads it. */
export type DocumentData<K extends DocumentKind> = K extends PageKind
  ? PageDocumentData<K>
  : K extends Collection
    ? CollectionEntryData<K>
    : never

/** A published document as visitors see it. */
export interface PublishedDocument<T> {
  id: string
  path: string
  /** The page's document title (without the " | Nordika" suffix). */
  title: string
  /** The published data, as its kind's schema reads it. */
  data: T
  publishedAt: string
  /** A translation's (issue 39): the English document's path; `id` is the English document's, `path` the localised one. */
  englishPath?: string
  /**
   * "en" on an entry a Swedish or German page lists that has no live translation in that language: the
   * page shows its English text, marked lang="en" (app/data/localized-entries.ts).
   */
  lang?: "en"
}

/** A read's outcome: the document, no such published document, or a backend that failed or did not answer. */
export type DocumentRead<T> = { status: "published"; document: PublishedDocument<T> } | { status: "not-found" } | { status: "unavailable" }

export const UNAVAILABLE = { status: "unavailable" } as const
/** What the log says a page does when its document cannot be read. */
const ANSWERED_UNAVAILABLE = "answering with the unavailable page (503)"
const LINKS_LEFT_OUT = "showing the links' words without their targets"
const NOT_FOUND = { status: "not-found" } as const

/** A document a render reads when it has no backend, with its kind. */
export interface BundledDocument extends PublishedDocument<unknown> {
  kind: string
}

let bundledDocuments: ReadonlyMap<string, BundledDocument> | undefined

/**
 * The documents a render without a backend reads, by path: the prerender of a build that names no
 * backend gives it the document seed (scripts/prerender.ts), so a static site still has every page.
 * Null (the default) leaves such a render without documents: unavailable.
 */
/** The bundled documents (a render without a backend), when provided. */
export const bundledDocumentList = (): BundledDocument[] | undefined => bundledDocuments && [...bundledDocuments.values()]

export function provideBundledDocuments(documents: readonly BundledDocument[] | null) {
  bundledDocuments = documents ? new Map(documents.map((document) => [document.path, document])) : undefined
}

let schemas: Partial<Record<string, z.ZodType>> = {}

/**
 * The schemas the reads check each kind's data with, pages' and collections': the server render
 * provides them (app/entry-server.tsx). The browser has none and takes the data as publish-document
 * checked it on the way in, so zod and the schemas stay out of the pages' code.
 */
export function provideDocumentSchemas(provided: Partial<Record<string, z.ZodType>>) {
  schemas = provided
}

/** The row's data as its kind's schema reads it, or undefined (logged, with what the page does) when the schema refuses it. */
export function checkedData<T>(kind: string, row: PublishedDocument<unknown>, consequence: string): { data: T } | undefined {
  const schema = schemas[kind]
  if (!schema) return { data: row.data as T }
  const result = schema.safeParse(row.data)
  if (result.success) return { data: result.data as T }
  const issue = result.error.issues[0]
  warnBackend(
    `The document at ${row.path} does not match its kind ${kind} (${issue?.path.join(".") || "data"}: ${issue?.message})`,
    undefined,
    consequence,
  )
  return undefined
}

/** A read document, its data checked by its kind's schema where one is provided (a translation's too: app/data/page-documents.ts). */
export function checked<K extends DocumentKind>(kind: string, row: PublishedDocument<unknown>): DocumentRead<DocumentData<K>> {
  const checkedRow = checkedData<DocumentData<K>>(kind, row, ANSWERED_UNAVAILABLE)
  return checkedRow ? { status: "published", document: { ...row, data: checkedRow.data } } : UNAVAILABLE
}

/** The rows of a GET of a public table through PostgREST as anon, with the headers supabase-js sends; throws on an error answer. */
export async function selectRows<Row>(config: SupabaseConfig, table: string, query: Record<string, string>): Promise<Row[]> {
  const url = `${config.url.replace(/\/+$/, "")}/rest/v1/${table}?${new URLSearchParams(query)}`
  const init: RequestInit = {
    headers: { apikey: config.anonKey, Authorization: `Bearer ${config.anonKey}`, "Accept-Profile": "public", Accept: "application/json" },
  }
  const response = await (config.fetch ? config.fetch(url, init) : fetch(url, init))
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { code?: string; message?: string } | null
    throw new Error(`HTTP ${response.status}${body?.code ? ` ${body.code}` : ""}${body?.message ? ` (${body.message})` : ""}`)
  }
  return (await response.json()) as Row[]
}

/** The rows of a GET of public.documents (selectRows). */
export const selectDocuments = <Row>(config: SupabaseConfig, query: Record<string, string>): Promise<Row[]> =>
  selectRows<Row>(config, "documents", query)

interface DocumentRow {
  id: string
  collection: string
  path: string
  title: string
  published_data: unknown
  published_at: string | null
}

const DOCUMENT_COLUMNS = "id,collection,path,title,published_data,published_at"

/** A row as a published document, or undefined when it is not published. */
function publishedRow(row: DocumentRow | undefined): BundledDocument | undefined {
  if (!row?.published_data || !row.published_at) return undefined
  const { id, collection, path, title, published_data, published_at } = row
  return { id, kind: collection, path, title, data: published_data, publishedAt: published_at }
}

/**
 * The published document at `path` whose kind is `kind` (or one of `kind`, for kinds that share a
 * schema and a template, such as the content family; or a collection whose entries are pages), its data checked by its kind's schema where one
 * is provided (the server render: publish-document checked it on the way in; this catches a schema
 * changed since). A document of another kind at the path is not this route's page: not found.
 */
export async function readPublishedDocument<K extends DocumentKind>(
  kind: K | readonly K[],
  path: string,
): Promise<DocumentRead<DocumentData<K>>> {
  const kinds: readonly string[] = typeof kind === "string" ? [kind] : kind
  const config = resolveSupabaseConfig()
  if (!config) {
    if (!bundledDocuments) {
      warnBackend(`No backend to read the document at ${path} from`, undefined, ANSWERED_UNAVAILABLE)
      return UNAVAILABLE
    }
    const bundled = bundledDocuments.get(path)
    return bundled && kinds.includes(bundled.kind) ? checked(bundled.kind, bundled) : NOT_FOUND
  }
  const query = selectDocuments<DocumentRow>(config, {
    select: DOCUMENT_COLUMNS,
    path: `eq.${path}`,
    collection: `in.(${kinds.join(",")})`,
    published_data: "not.is.null",
  }).then(
    ([row]): DocumentRead<DocumentData<K>> => {
      const published = publishedRow(row)
      return published ? checked(published.kind, published) : NOT_FOUND
    },
    (error: unknown) => {
      warnBackend(`Could not read the document at ${path}`, error, ANSWERED_UNAVAILABLE)
      return UNAVAILABLE
    },
  )
  return withTimeout(query, BACKEND_TIMEOUT_MS, UNAVAILABLE, `the document at ${path}`, ANSWERED_UNAVAILABLE)
}

/** What the log says a page does when an entry of a collection it lists cannot be shown. */
const ENTRY_LEFT_OUT = "leaving the entry out of the lists"

/** A collection's entries, or unavailable when they cannot be read. */
export type EntriesRead<T> = { status: "published"; entries: PublishedDocument<T>[] } | { status: "unavailable" }

/** Entries in the order a listing wants them; `newest` puts the newest first by the data's `published` date. */
export interface EntriesQuery {
  /** Only the newest entry (by its `published` date). */
  newest?: boolean
}

const byNewest = (a: PublishedDocument<unknown>, b: PublishedDocument<unknown>) =>
  String((b.data as { published?: string }).published).localeCompare(String((a.data as { published?: string }).published))

/**
 * The published entries of `collection` (the server render checks each with the collection's schema
 * and leaves out, logged, one it refuses); unavailable when they cannot be read.
 */
export async function readPublishedEntries<C extends Collection>(
  collection: C,
  { newest = false }: EntriesQuery = {},
): Promise<EntriesRead<CollectionEntryData<C>>> {
  const entriesOf = (rows: ReadonlyArray<BundledDocument | undefined>): EntriesRead<CollectionEntryData<C>> => ({
    status: "published",
    entries: rows.flatMap((row) => {
      const entry = row && checkedData<CollectionEntryData<C>>(collection, row, ENTRY_LEFT_OUT)
      return entry ? [{ id: row.id, path: row.path, title: row.title, data: entry.data, publishedAt: row.publishedAt }] : []
    }),
  })
  const config = resolveSupabaseConfig()
  if (!config) {
    if (!bundledDocuments) {
      warnBackend(`No backend to read the ${collection} entries from`, undefined, ANSWERED_UNAVAILABLE)
      return UNAVAILABLE
    }
    const bundled = [...bundledDocuments.values()].filter((document) => document.kind === collection)
    return entriesOf(newest ? bundled.sort(byNewest).slice(0, 1) : bundled)
  }
  const query = selectDocuments<DocumentRow>(config, {
    select: DOCUMENT_COLUMNS,
    collection: `eq.${collection}`,
    published_data: "not.is.null",
    ...(newest ? { order: "published_data->>published.desc", limit: "1" } : {}),
  }).then(
    (rows) => entriesOf(rows.map(publishedRow)),
    (error: unknown) => {
      warnBackend(`Could not read the ${collection} entries`, error, ANSWERED_UNAVAILABLE)
      return UNAVAILABLE
    },
  )
  return withTimeout(query, BACKEND_TIMEOUT_MS, UNAVAILABLE, `the ${collection} entries`, ANSWERED_UNAVAILABLE)
}

/** A document id as the rich-text schema writes it, so an id cannot change the query it goes into. */
const DOCUMENT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** The paths and titles of the published documents `ids` (internal links' targets); those not live are left out. */
export async function readDocumentLinkTargets(ids: readonly string[]): Promise<Record<string, { href: string; title: string }>> {
  const config = resolveSupabaseConfig()
  const wanted = ids.filter((id) => DOCUMENT_ID.test(id))
  if (wanted.length === 0) return {}
  if (!config) {
    // A render without a backend (the static export) links to the bundled documents, as a new database would.
    const bundled = [...(bundledDocuments?.values() ?? [])].filter((document) => wanted.includes(document.id))
    return Object.fromEntries(bundled.map((document) => [document.id, { href: document.path, title: document.title }]))
  }
  const query = selectDocuments<{ id: string; path: string; title: string }>(config, {
    select: "id,path,title",
    id: `in.(${wanted.join(",")})`,
    published_data: "not.is.null",
  }).then(
    (rows) => Object.fromEntries(rows.map((row) => [row.id, { href: row.path, title: row.title }])),
    (error: unknown) => {
      warnBackend("Could not read the pages the text links to", error, LINKS_LEFT_OUT)
      return {}
    },
  )
  return withTimeout(query, BACKEND_TIMEOUT_MS, {}, "the pages the text links to", LINKS_LEFT_OUT)
}
