/**
 * The one way the translations' segments follow an English publish (docs/decisions/0014-translation-workspace.md):
 * the published data cut into segments (segmentation.ts) and given to sync_translation_segments() with the
 * version it was cut from, which also clears the document's row of public.translation_sync_queue
 * (20261207200100_translation_sync_queue.sql). publish-document calls it after a publish now; the local
 * server's scheduler, and publish-document's { syncPending: true } for a hosted project's pg_cron, call
 * syncPendingSegments() for the publishes the database ran (scheduled ones) or whose sync failed.
 * A content section's publish (an RPC of the admin) is always one the database ran: its sync waits in
 * public.translation_section_sync_queue (20261208200100_section_segments.sql) for the same call.
 */
import type { ServiceBackend } from "../supabase.ts"
import { segmentDocument } from "./segmentation.ts"
import type { SourceSegment } from "./types.ts"

/** The published data's segments as sync_translation_segments() takes them: each with its field's place in the document. */
export function segmentsForSync(data: unknown): (SourceSegment & { position: number })[] {
  const positions = new Map<string, number>()
  return segmentDocument(data).map((segment) => {
    if (!positions.has(segment.field)) positions.set(segment.field, positions.size)
    return { ...segment, position: positions.get(segment.field)! }
  })
}

/** What the sync did in one language (sync_translation_segments()'s rows). */
interface SegmentSyncOutcome {
  locale: string
  kept: number
  outdated: number
  added: number
  removed: number
  prefilled: number
}

/** Brings a document's segments up to the English `data` of `version`, published by `actor` (the audit rows' actor). */
export function syncDocumentSegments(
  backend: Pick<ServiceBackend, "rpc">,
  documentId: string,
  published: { data: unknown; version: number },
  actor: string | null,
): Promise<SegmentSyncOutcome[]> {
  return backend.rpc<SegmentSyncOutcome[]>("sync_translation_segments", {
    p_document: documentId,
    p_segments: segmentsForSync(published.data),
    p_actor: actor,
    p_version: published.version,
  })
}

/** Brings a content section's segments up to its English `value` of `version` (sync_section_segments()). */
export function syncSectionSegments(
  backend: Pick<ServiceBackend, "rpc">,
  sectionKey: string,
  published: { value: unknown; version: number },
  actor: string | null,
): Promise<SegmentSyncOutcome[]> {
  return backend.rpc<SegmentSyncOutcome[]>("sync_section_segments", {
    p_section: sectionKey,
    p_segments: segmentsForSync(published.value),
    p_actor: actor,
    p_version: published.version,
  })
}

/** How many waiting documents (and, apart, sections) one call syncs at most (the next call takes the rest). */
const PENDING_SYNC_BATCH = 50

interface SectionQueueRow {
  section_key: string
  actor: string | null
  content_sections: { value: unknown; version: number } | null
}

interface QueueRow {
  document_id: string
  actor: string | null
  documents: { published_data: unknown; version: number } | null
}

/**
 * Syncs the documents and the content sections whose English publish still waits for its segments (oldest
 * first, at most PENDING_SYNC_BATCH of each), each from what it has published now. One that fails is logged
 * and stays waiting for the next call; the others go on. Answers how many were synced and how many failed.
 */
export async function syncPendingSegments(backend: Pick<ServiceBackend, "rest" | "rpc">): Promise<{ synced: number; failed: number }> {
  const waiting = await backend.rest<QueueRow[]>(
    "GET",
    `/translation_sync_queue?select=document_id,actor,documents(published_data,version)&order=queued_at&limit=${PENDING_SYNC_BATCH}`,
  )
  let synced = 0
  let failed = 0
  for (const row of waiting) {
    const document = row.documents
    if (!document || document.published_data === null) continue
    try {
      await syncDocumentSegments(backend, row.document_id, { data: document.published_data, version: document.version }, row.actor)
      synced++
    } catch (error) {
      failed++
      console.error(`[translations] the segments of ${row.document_id} were not brought up to date:`, error)
    }
  }
  const sections = await backend.rest<SectionQueueRow[]>(
    "GET",
    `/translation_section_sync_queue?select=section_key,actor,content_sections(value,version)&order=queued_at&limit=${PENDING_SYNC_BATCH}`,
  )
  for (const row of sections) {
    const section = row.content_sections
    if (!section) continue
    try {
      await syncSectionSegments(backend, row.section_key, section, row.actor)
      synced++
    } catch (error) {
      failed++
      console.error(`[translations] the segments of the section ${row.section_key} were not brought up to date:`, error)
    }
  }
  return { synced, failed }
}
