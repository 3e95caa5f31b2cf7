/**
 * The admin's lists of documents (pages and collection entries): document_overview() for the lists and
 * the trash, document_kinds for who edits what, and the list's actions (create, duplicate, unpublish,
 * trash, restore), each an RPC that checks the caller's role and writes the audit log itself.
 */
import type { PostgrestError, SupabaseClient } from "@supabase/supabase-js"
import type { Database } from "./database.types"
import { scheduledListLabel } from "./document-schedules"
import { requestSiteBuild } from "./site-build"

type Client = SupabaseClient<Database>

/** Where a document stands: never on the site (or taken off it), live as saved, or live with a saved draft. */
type DocumentStatus = "draft" | "published" | "changed"

/** One document as the lists show it (the draft's title and path when it has one). */
export interface DocumentListRow {
  id: string
  kind: string
  path: string
  title: string
  status: DocumentStatus
  version: number
  updatedAt: string
  /** Who saved the last change (draft or publish); null for the seed's. */
  updatedByName: string | null
  publishedAt: string | null
  /** When it went to the trash; null outside it. */
  deletedAt: string | null
  /** Its soonest pending publish or unpublish (document_schedules), or null. */
  scheduled: { action: "publish" | "unpublish"; runAt: string } | null
  /** `scheduled` as the lists say it ("Scheduled · 3 Dec 2026, 09:00 Stockholm"), or null. */
  scheduledLabel: string | null
}

/** A kind of document and the staff roles that edit it. */
export interface DocumentKind {
  kind: string
  /** Its name, singular ("Blog post"). */
  label: string
  editedBy: readonly string[]
}

/** A live document that links to the one being taken off the site. */
export interface LinkingDocument {
  id: string
  title: string
  path: string
}

/** Whether `kind` is a page kind ("page:service") rather than a collection ("blog_post"). */
export const isPageKind = (kind: string) => kind.startsWith("page:")

const STATUSES: readonly DocumentStatus[] = ["draft", "published", "changed"]

type OverviewRow = Database["public"]["Functions"]["document_overview"]["Returns"][number]

function rowFrom(row: OverviewRow): DocumentListRow {
  return {
    id: row.id,
    kind: row.collection,
    path: row.path,
    title: row.title,
    status: (STATUSES as readonly string[]).includes(row.status) ? (row.status as DocumentStatus) : "draft",
    version: row.version,
    updatedAt: row.updated_at,
    updatedByName: row.updated_by_name ?? null,
    publishedAt: row.published_at ?? null,
    deletedAt: row.deleted_at ?? null,
    scheduled: null,
    scheduledLabel: null,
  }
}

export interface DocumentOverviewParams {
  /** One kind; every kind the reader edits when left out. */
  kind?: string
  /** Words of the title. */
  search?: string
  /** The trash instead of the live documents. */
  trash?: boolean
}

/** The documents the reader edits (row level security and the function's role check decide which), newest change first. */
export async function loadDocumentOverview(client: Client, params: DocumentOverviewParams = {}): Promise<DocumentListRow[]> {
  const [overview, schedules] = await Promise.all([
    client.rpc("document_overview", {
      ...(params.kind ? { p_collection: params.kind } : {}),
      ...(params.search?.trim() ? { p_search: params.search.trim() } : {}),
      p_trash: params.trash ?? false,
    }),
    // The pending schedules the reader may see (row level security: the kinds they edit), soonest first.
    params.trash ? null : client.from("document_schedules").select("document_id, action, run_at").eq("status", "pending").order("run_at"),
  ])
  if (overview.error) throw overview.error
  if (schedules?.error) throw schedules.error
  const soonest = new Map<string, DocumentListRow["scheduled"]>()
  for (const row of schedules?.data ?? []) {
    if (!soonest.has(row.document_id))
      soonest.set(row.document_id, { action: row.action === "unpublish" ? "unpublish" : "publish", runAt: row.run_at })
  }
  return overview.data.map((row) => {
    const scheduled = soonest.get(row.id) ?? null
    return { ...rowFrom(row), scheduled, scheduledLabel: scheduled ? scheduledListLabel(scheduled) : null }
  })
}

/** Every kind of document, with who edits it. */
export async function loadDocumentKinds(client: Client): Promise<DocumentKind[]> {
  const { data, error } = await client.from("document_kinds").select("kind, label, edited_by").order("kind")
  if (error) throw error
  return data.map((row) => ({ kind: row.kind, label: row.label, editedBy: row.edited_by }))
}

/** Creates an unpublished document with an empty draft; answers its id. */
export async function createDocument(client: Client, values: { kind: string; title: string; path: string }): Promise<string> {
  const { data, error } = await client.rpc("create_document", { p_collection: values.kind, p_title: values.title, p_path: values.path })
  if (error) throw error
  return data
}

/** Copies a document (its draft, else its published data) as a new unpublished one; answers the copy's id. */
export async function duplicateDocument(client: Client, id: string): Promise<string> {
  const { data, error } = await client.rpc("duplicate_document", { p_id: id })
  if (error) throw error
  return data
}

/** Takes a document off the site; refused with DLINK while live documents link to it, unless `force`. */
export async function unpublishDocument(client: Client, id: string, force = false): Promise<void> {
  const { error } = await client.rpc("unpublish_document", { p_id: id, p_force: force })
  if (error) throw error
  await requestSiteBuild(client)
}

/** Moves a document to the trash; refused with DLINK while live documents link to it, unless `force`. */
export async function trashDocument(client: Client, id: string, force = false): Promise<void> {
  const { error } = await client.rpc("trash_document", { p_id: id, p_force: force })
  if (error) throw error
  await requestSiteBuild(client)
}

/** Brings a document back from the trash; refused with 23505 when its path has been taken since. */
export async function restoreDocument(client: Client, id: string): Promise<void> {
  const { error } = await client.rpc("restore_document", { p_id: id })
  if (error) throw error
  await requestSiteBuild(client)
}

const isPostgrestError = (error: unknown): error is PostgrestError =>
  typeof error === "object" && error !== null && "code" in error && "message" in error

/** The documents a DLINK refusal names (its detail), or null for any other error. */
export function linkingDocumentsOf(error: unknown): LinkingDocument[] | null {
  if (!isPostgrestError(error) || error.code !== "DLINK") return null
  try {
    const linkers = JSON.parse(error.details) as unknown
    if (!Array.isArray(linkers)) return []
    return linkers.filter(
      (linker): linker is LinkingDocument =>
        typeof linker === "object" && linker !== null && typeof linker.id === "string" && typeof linker.title === "string",
    )
  } catch {
    return []
  }
}

/** Whether the error is the refusal of a path another document outside the trash has (23505). */
export const isTakenPath = (error: unknown) => isPostgrestError(error) && error.code === "23505"

/** What an error says to staff: the database's own sentence when it has one. */
export const errorMessage = (error: unknown) => (error instanceof Error || isPostgrestError(error) ? error.message : String(error))
