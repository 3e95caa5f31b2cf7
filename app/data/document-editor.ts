/**
 * The admin's side of public.documents (docs/decisions/0003-content-model.md): a document as its
 * editor opens it, drafts (save_document_draft), publishing and restoring through the
 * publish-document function (which checks the data with the kind's schema), unpublishing, history,
 * the page picker's search (document_overview) and the live notice of someone else's publish.
 */
import { FunctionsHttpError, type SupabaseClient } from "@supabase/supabase-js"
import type { ContentVersion } from "@nordika/ui/admin"
import { realtimeAvailable } from "./config"
import type { Database, Json } from "./database.types"
import { watchRows } from "./realtime"
import { requestSiteBuild } from "./site-build"

type Client = SupabaseClient<Database>

/** What the RPCs answer when the document was published or its draft saved since the editor opened it. */
const DOCUMENT_CONFLICT_CODE = "PT409"
/** What unpublish_document answers while live documents link to the document. */
const DOCUMENT_LINKED_CODE = "DLINK"
/** How many documents the page picker offers for a search. */
const PICKER_RESULT_LIMIT = 20

/** The document or its draft changed since it was opened: reload before saving. */
export class DocumentConflictError extends Error {
  constructor(message: string) {
    super(message)
    this.name = "DocumentConflictError"
  }
}

/** The document's data, title or path is refused: `field` is the dotted path of the field ("body.0.children", "path"). */
export class DocumentFieldError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message)
    this.name = "DocumentFieldError"
  }
}

/** A document that links here, as the refusal to unpublish names it. */
export interface LinkingDocument {
  id: string
  title: string
  path: string
}

/** Live documents link to the document: taking it off the site needs the editor's confirmation. */
export class DocumentLinkedError extends Error {
  constructor(
    message: string,
    readonly linkedFrom: LinkingDocument[],
  ) {
    super(message)
    this.name = "DocumentLinkedError"
  }
}

/** The state a save or publish is checked against. */
export interface DocumentBase {
  version: number
  /** 0 when there was no draft. */
  revision: number
}

/** What the editor edits: the document's title and path columns, and its kind's data. */
export interface DocumentContent {
  title: string
  path: string
  data: unknown
}

export interface EditableDocument extends DocumentBase, DocumentContent {
  id: string
  /** The kind ("blog_post", "page:service"). */
  kind: string
  /** What the kind is called ("Blog post"). */
  kindLabel: string
  /** On the site now (published and not taken off). */
  live: boolean
  /** Published at least once: its history has a version. */
  everPublished: boolean
  hasDraft: boolean
  inTrash: boolean
  /** Whether the reader may save and publish it: the database's own rule (can_edit_document: the role edits the kind, at aal2). */
  canEdit: boolean
  /** The staff roles that edit its kind (document_kinds.edited_by). */
  editedBy: readonly string[]
  /** The published version's content, which a review compares the draft with; null before the first publish. */
  published: DocumentContent | null
}

function failure(error: { code?: string; message: string; details?: string | null }): Error {
  if (error.code === DOCUMENT_CONFLICT_CODE) return new DocumentConflictError(error.message)
  if (error.code === DOCUMENT_LINKED_CODE) {
    let linkedFrom: LinkingDocument[] = []
    try {
      linkedFrom = JSON.parse(error.details ?? "[]") as LinkingDocument[]
    } catch {
      // The message names them too.
    }
    return new DocumentLinkedError(error.message, linkedFrom)
  }
  if (error.code === "23505") return new DocumentFieldError("path", error.message)
  return new Error(error.message)
}

/** The document as an editor opens it: its draft if one is saved (else the published data), with its version and revision. */
export async function loadEditableDocument(client: Client, id: string): Promise<EditableDocument> {
  const [document, draft, editable] = await Promise.all([
    client
      .from("documents")
      .select("id, collection, path, title, published_data, version, unpublished_at, deleted_at, document_kinds(label, edited_by)")
      .eq("id", id)
      .maybeSingle(),
    client.from("document_drafts").select("title, path, data, revision").eq("document_id", id).maybeSingle(),
    client.rpc("can_edit_document", { document_id: id }),
  ])
  if (document.error) throw failure(document.error)
  if (draft.error) throw failure(draft.error)
  if (editable.error) throw failure(editable.error)
  if (!document.data) throw new Error("There is no such document, or your role may not edit it.")
  const row = document.data
  type Kind = { label: string; edited_by: string[] }
  const kinds = row.document_kinds as Kind | Kind[] | null
  const kind = Array.isArray(kinds) ? kinds[0] : kinds
  const kindLabel = kind?.label ?? row.collection
  return {
    id: row.id,
    kind: row.collection,
    kindLabel,
    title: draft.data?.title ?? row.title,
    path: draft.data?.path ?? row.path,
    data: draft.data?.data ?? row.published_data ?? {},
    version: row.version,
    revision: draft.data?.revision ?? 0,
    live: row.published_data !== null && row.unpublished_at === null && row.deleted_at === null,
    everPublished: row.version > 0,
    hasDraft: Boolean(draft.data),
    inTrash: row.deleted_at !== null,
    canEdit: editable.data === true,
    editedBy: kind?.edited_by ?? [],
    published: row.published_data === null ? null : { title: row.title, path: row.path, data: row.published_data },
  }
}

/** The id of the document at `path` (not in the trash), for screens that open a page's editor by its address. */
export async function loadDocumentIdAt(client: Client, path: string): Promise<string> {
  const { data, error } = await client.from("documents").select("id").eq("path", path).is("deleted_at", null).maybeSingle()
  if (error) throw failure(error)
  if (!data) throw new Error(`There is no document at ${path}, or your role may not edit it.`)
  return data.id
}

/** Saves a draft visitors do not see; resolves with the new base. Rejects with DocumentConflictError. */
export async function saveDocumentDraft(client: Client, id: string, content: DocumentContent, base: DocumentBase): Promise<DocumentBase> {
  const { data, error } = await client.rpc("save_document_draft", {
    p_id: id,
    p_title: content.title,
    p_path: content.path,
    p_data: content.data as Json,
    p_expected_version: base.version,
    p_expected_revision: base.revision,
  })
  if (error) throw failure(error)
  return { version: base.version, revision: data }
}

/** Calls publish-document; its refusals become DocumentConflictError, DocumentFieldError or an Error with its sentence. */
async function invokePublish(client: Client, body: Record<string, unknown>): Promise<DocumentBase> {
  const { data, error } = await client.functions.invoke<{ version: number }>("publish-document", { body })
  if (!error && data) return { version: data.version, revision: 0 }
  if (error instanceof FunctionsHttpError) {
    const response = error.context as Response
    const answer = (await response.json().catch(() => null)) as { error?: { code?: string; message?: string; field?: string } } | null
    const { code, message = "The document could not be published.", field } = answer?.error ?? {}
    if (code === "conflict") throw new DocumentConflictError(message)
    if (code === "invalid_document") throw new DocumentFieldError(field ?? "", message)
    if (code === "path_taken") throw new DocumentFieldError("path", message)
    throw new Error(message)
  }
  throw new Error("The document could not be published: the server did not answer. Try again.")
}

/** Makes the content live as the document's next version (dropping the draft). */
export function publishDocument(client: Client, id: string, content: DocumentContent, base: DocumentBase): Promise<DocumentBase> {
  return invokePublish(client, {
    documentId: id,
    expectedVersion: base.version,
    expectedRevision: base.revision,
    title: content.title,
    path: content.path,
    data: content.data,
  })
}

/** Publishes an earlier version again, as the next version. */
export function restoreDocumentVersion(client: Client, id: string, version: number, base: DocumentBase): Promise<DocumentBase> {
  return invokePublish(client, { documentId: id, expectedVersion: base.version, expectedRevision: base.revision, restoreVersion: version })
}

/** Takes the document off the site; rejects with DocumentLinkedError while live documents link to it, unless `force`. */
export async function unpublishDocument(client: Client, id: string, force = false): Promise<void> {
  const { error } = await client.rpc("unpublish_document", { p_id: id, p_force: force })
  if (error) throw failure(error)
  await requestSiteBuild(client)
}

/** The value a version shows in the history's comparison: the title and path beside the data. */
const versionValue = ({ title, path, data }: DocumentContent) => ({
  documentTitle: title,
  documentPath: path,
  ...(data && typeof data === "object" ? data : {}),
})

/** Every published version of the document, newest first. */
export async function loadDocumentHistory(client: Client, id: string): Promise<ContentVersion[]> {
  const { data, error } = await client.rpc("document_history", { p_id: id })
  if (error) throw failure(error)
  return (data ?? []).map((row) => ({
    version: row.version,
    value: versionValue(row),
    publishedAt: row.published_at,
    publishedBy: row.published_by_name,
  }))
}

/** A document the page picker offers. */
export interface DocumentChoice {
  id: string
  title: string
  path: string
  /** Its kind ("page:service", "blog_post"). */
  kind: string
  /** draft, published or changed (document_overview's state). */
  status: string
}

/** The documents whose title contains `search` (the newest changed first), for the page picker. */
export async function searchDocuments(client: Client, search: string): Promise<DocumentChoice[]> {
  const { data, error } = await client.rpc("document_overview", { p_search: search.trim() })
  if (error) throw failure(error)
  return (data ?? [])
    .slice(0, PICKER_RESULT_LIMIT)
    .map((row) => ({ id: row.id, title: row.title, path: row.path, kind: row.collection, status: row.status }))
}

/** The titles and paths of linked documents, by id (those the reader may see). */
export async function loadDocumentChoices(client: Client, ids: readonly string[]): Promise<Record<string, DocumentChoice>> {
  if (!ids.length) return {}
  const { data, error } = await client
    .from("documents")
    .select("id, title, path, collection, version")
    .in("id", [...ids])
  if (error) throw failure(error)
  return Object.fromEntries(
    (data ?? []).map((row) => [
      row.id,
      { id: row.id, title: row.title, path: row.path, kind: row.collection, status: row.version > 0 ? "published" : "draft" },
    ]),
  )
}

/**
 * Calls `onChange` when the document is published, unpublished or its columns change. Without a
 * realtime server nothing happens: the optimistic check on save still catches the conflict.
 */
export function watchDocument(client: Client, id: string, onChange: (change: { version: number; by: string | null }) => void): () => void {
  if (!realtimeAvailable()) return () => undefined
  return watchRows(client, {
    table: "documents",
    event: "UPDATE",
    where: { column: "id", equals: id },
    onChange: (change) => {
      const row = change.new as { version?: number; updated_by?: string | null } | undefined
      if (row?.version !== undefined) onChange({ version: row.version, by: row.updated_by ?? null })
    },
  })
}
