/** Live changes of the published tables, for screens that must notice what others changed. */
import type { RealtimePostgresChangesPayload, SupabaseClient } from "@supabase/supabase-js"
import type { Database } from "./database.types"

/**
 * The tables of the supabase_realtime publication (supabase/migrations/20260301000000_realtime_publication.sql,
 * documents since 20261130000000_documents.sql, document_drafts since 20261130001000_document_drafts_realtime.sql, document_reviews since
 * 20261202000200_contributor_review.sql, document_translations since 20261204000100_document_translations.sql, translation_segments since
 * 20261205000200_translation_segments.sql).
 * Leads reach staff over private broadcast instead (lead-changes.ts).
 */
export const REALTIME_TABLES = [
  "site_settings",
  "content_sections",
  "client_logos",
  "documents",
  "document_drafts",
  "document_reviews",
  "document_translations",
  "content_section_translations",
  "translation_segments",
] as const
export type RealtimeTable = (typeof REALTIME_TABLES)[number]

type Row<T extends RealtimeTable> = Database["public"]["Tables"][T]["Row"]

/** What supabase-js hands over: eventType, new, old (on DELETE only the primary key), commit_timestamp. */
export type RowChange<T extends RealtimeTable> = RealtimePostgresChangesPayload<Row<T>>

/** supabase-js's subscription states: SUBSCRIBED once live (again after each reconnect). */
export type WatchStatus = "SUBSCRIBED" | "TIMED_OUT" | "CLOSED" | "CHANNEL_ERROR"

export interface WatchOptions<T extends RealtimeTable> {
  table: T
  event?: "*" | "INSERT" | "UPDATE" | "DELETE"
  /** Only the rows whose column equals the value (for one row: its primary key). */
  where?: { column: keyof Row<T> & string; equals: string | number | boolean }
  onChange: (change: RowChange<T>) => void
  onStatus?: (status: WatchStatus, error?: Error) => void
}

let channels = 0

/**
 * Calls `onChange` for every change of `table` (or of the rows `where` picks) that the signed-in
 * user may read: row level security decides on the server. Answers the cleanup, which fits
 * `useEffect(() => watchRows(supabase, { … }), [...])`.
 */
export function watchRows<T extends RealtimeTable>(supabase: SupabaseClient<Database>, options: WatchOptions<T>): () => void {
  const { table, event = "*", where, onChange, onStatus } = options
  // A topic of its own: supabase-js hands out the existing channel for a topic already in use, and
  // a subscribed channel takes no further listeners.
  const channel = supabase
    .channel(`watch:${table}:${++channels}`)
    .on(
      "postgres_changes",
      { event, schema: "public", table, ...(where ? { filter: `${where.column}=eq.${String(where.equals)}` } : {}) } as never,
      (change: RowChange<T>) => onChange(change),
    )
    .subscribe((status, error) => onStatus?.(status as WatchStatus, error))
  return () => {
    void supabase.removeChannel(channel)
  }
}
