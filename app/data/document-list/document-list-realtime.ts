import { useEffect } from "react"
import { useQueryClient } from "@tanstack/react-query"
import type { SupabaseClient } from "@supabase/supabase-js"
import { realtimeAvailable } from "../config"
import type { Database } from "../database.types"
import { watchRows } from "../realtime"
import { documentListKeys } from "./keys"

/** Changes that arrive together (a publish, a seed run) make one read of each list on show. */
const DOCUMENT_CHANGES_SETTLE_MS = 250

/**
 * Reads the lists on show again when a document the reader may see changes (a colleague's publish,
 * trash or restore) or its draft does (a colleague's saved draft), while the calling screen is shown
 * and realtime is configured.
 */
export function useDocumentListChanges(client: SupabaseClient<Database>) {
  const queryClient = useQueryClient()
  useEffect(() => {
    if (!realtimeAvailable()) return
    let timer: ReturnType<typeof setTimeout> | undefined
    const onChange = () => {
      clearTimeout(timer)
      timer = setTimeout(() => void queryClient.invalidateQueries({ queryKey: documentListKeys.lists() }), DOCUMENT_CHANGES_SETTLE_MS)
    }
    const stops = [watchRows(client, { table: "documents", onChange }), watchRows(client, { table: "document_drafts", onChange })]
    return () => {
      clearTimeout(timer)
      for (const stop of stops) stop()
    }
  }, [client, queryClient])
}
