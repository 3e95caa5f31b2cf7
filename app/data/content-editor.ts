/**
 * The admin's side of public.content_sections: drafts (content_drafts), publishing and history
 * (content_section_versions) through the staff-only RPCs of the content-publishing migration.
 */
import type { SupabaseClient } from "@supabase/supabase-js"
import type { ContentVersion } from "@nordika/ui/admin"
import { watchRows } from "./realtime"
import { realtimeAvailable } from "./config"
import type { ContentSectionKey } from "./content-sections"
import type { Database, Json } from "./database.types"
import { requestSiteBuild } from "./site-build"

type Client = SupabaseClient<Database>

/** What the RPCs answer when the section was published or its draft saved since the editor opened it. */
const CONTENT_CONFLICT_CODE = "PT409"
/** The storage bucket of the site's images. */
const SITE_ASSETS_BUCKET = "site-assets"

/** The section or its draft changed since it was opened: reload before saving. */
export class ContentConflictError extends Error {
  constructor(message: string) {
    super(message)
    this.name = "ContentConflictError"
  }
}

/** The state a save or publish is checked against. */
export interface SectionBase {
  version: number
  /** 0 when there was no draft. */
  revision: number
}

export interface EditableSection extends SectionBase {
  key: ContentSectionKey
  /** The draft's value when there is one, else the published value. */
  value: unknown
  publishedValue: unknown
  published: boolean
  hasDraft: boolean
}

function failure(error: { code?: string; message: string }): Error {
  return error.code === CONTENT_CONFLICT_CODE ? new ContentConflictError(error.message) : new Error(error.message)
}

/** The section as an editor opens it: its draft if one is saved, the published value, and their version and revision. */
export async function loadEditableSection(client: Client, key: ContentSectionKey): Promise<EditableSection> {
  const [section, draft] = await Promise.all([
    client.from("content_sections").select("value, version, published").eq("key", key).single(),
    client.from("content_drafts").select("value, revision").eq("key", key).maybeSingle(),
  ])
  if (section.error) throw failure(section.error)
  if (draft.error) throw failure(draft.error)
  return {
    key,
    value: draft.data?.value ?? section.data.value,
    publishedValue: section.data.value,
    version: section.data.version,
    revision: draft.data?.revision ?? 0,
    published: section.data.published,
    hasDraft: Boolean(draft.data),
  }
}

/** Saves a draft visitors do not see; resolves with the new base. Rejects with ContentConflictError. */
export async function saveContentDraft(client: Client, key: ContentSectionKey, value: unknown, base: SectionBase): Promise<SectionBase> {
  const { data, error } = await client.rpc("save_content_draft", {
    p_key: key,
    p_value: value as Json,
    p_expected_version: base.version,
    p_expected_revision: base.revision,
  })
  if (error) throw failure(error)
  return { version: base.version, revision: data }
}

/** Makes `value` live as the next version (dropping the draft). Rejects with ContentConflictError. */
export async function publishContentSection(
  client: Client,
  key: ContentSectionKey,
  value: unknown,
  base: SectionBase,
): Promise<SectionBase> {
  const { data, error } = await client.rpc("publish_content_section", {
    p_key: key,
    p_value: value as Json,
    p_expected_version: base.version,
    p_expected_revision: base.revision,
  })
  if (error) throw failure(error)
  await requestSiteBuild(client)
  return { version: data, revision: 0 }
}

/** Every published version of the section, newest first. */
export async function loadContentHistory(client: Client, key: ContentSectionKey): Promise<ContentVersion[]> {
  const { data, error } = await client.rpc("content_section_history", { p_key: key })
  if (error) throw failure(error)
  return (data ?? []).map((row) => ({
    version: row.version,
    value: row.value,
    publishedAt: row.published_at,
    publishedBy: row.published_by_name,
  }))
}

export interface ContentSectionSummary {
  key: ContentSectionKey
  published: boolean
  version: number
  updatedAt: string
  updatedBy: string | null
  draft: { updatedAt: string; updatedBy: string | null } | null
}

/** Every section's state for the content index. */
export async function loadContentOverview(client: Client): Promise<ContentSectionSummary[]> {
  const { data, error } = await client.rpc("content_section_overview")
  if (error) throw failure(error)
  return (data ?? []).map((row) => ({
    key: row.key as ContentSectionKey,
    published: row.published,
    version: row.version,
    updatedAt: row.updated_at,
    updatedBy: row.updated_by_name,
    draft: row.draft_revision ? { updatedAt: row.draft_updated_at!, updatedBy: row.draft_updated_by_name } : null,
  }))
}

/**
 * Calls `onChange` when someone publishes the section. Without a realtime server nothing happens: the
 * optimistic check on save still catches the conflict.
 */
export function watchContentSection(
  client: Client,
  key: ContentSectionKey,
  onChange: (published: { version: number; by: string | null }) => void,
): () => void {
  if (!realtimeAvailable()) return () => undefined
  return watchRows(client, {
    table: "content_sections",
    where: { column: "key", equals: key },
    onChange: (change) => {
      const row = change.new as { version?: number; updated_by?: string | null } | undefined
      if (row?.version) onChange({ version: row.version, by: row.updated_by ?? null })
    },
  })
}

/** Uploads an image into site-assets under `folder`; resolves with its public URL. */
export async function uploadSiteImage(client: Client, folder: string, file: File): Promise<string> {
  const safeName = file.name.toLowerCase().replace(/[^a-z0-9.]+/g, "-")
  const path = `${folder}/${crypto.randomUUID().slice(0, 8)}-${safeName}`
  const { error } = await client.storage.from(SITE_ASSETS_BUCKET).upload(path, file, { contentType: file.type })
  if (error) throw new Error(error.message)
  return client.storage.from(SITE_ASSETS_BUCKET).getPublicUrl(path).data.publicUrl
}
