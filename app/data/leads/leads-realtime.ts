/**
 * Keeps the cached leads in step with the private broadcasts of lead-changes.ts. A broadcast names a
 * lead, never its contact details or status (what travels over realtime is kept to the minimum), so
 * the cache changes at once where the name is enough (a deleted lead leaves every page and its detail)
 * and is otherwise marked stale: the screens on show read again, once for changes that arrive together.
 */
import { useEffect, useRef } from "react"
import { useQueryClient, type QueryClient } from "@tanstack/react-query"
import type { SupabaseClient } from "@supabase/supabase-js"
import type { LeadInboxRow } from "@nordika/ui/admin"
import { realtimeAvailable } from "../config"
import type { Database } from "../database.types"
import { watchLeads, type LeadChange } from "../lead-changes"
import type { LeadWithWork } from "../lead-inbox"
import type { WatchStatus } from "../realtime"
import { leadKeys } from "./keys"

/** Changes that arrive together (a lead and its files, in one transaction) make one read of each screen's data. */
const LEAD_CHANGES_SETTLE_MS = 250

type LeadPage = { rows: LeadInboxRow[]; total: number }

/** Takes a deleted lead out of every cached page of the inbox and answers "no such lead" for its detail. */
function forgetDeletedLead(queryClient: QueryClient, leadId: string) {
  queryClient.setQueriesData<LeadPage>({ queryKey: leadKeys.lists() }, (page) => {
    if (!page?.rows.some((row) => row.id === leadId)) return page
    return { rows: page.rows.filter((row) => row.id !== leadId), total: Math.max(0, page.total - 1) }
  })
  queryClient.setQueryData<LeadWithWork | null>(leadKeys.detail(leadId), null)
}

export interface FollowLeadChangesOptions {
  /** Only the changes of this lead. */
  leadId?: string
  /** Every change as it arrives, after the cache took it (the inbox announces new leads with it). */
  onChange?: (change: LeadChange) => void
  /** Each topic's subscription state (SUBSCRIBED once live). */
  onStatus?: (status: WatchStatus, error?: Error) => void
}

/**
 * Applies the broadcasts of the leads the signed-in user may read to `queryClient`'s cache until the
 * answered cleanup is called.
 */
export function followLeadChanges(client: SupabaseClient<Database>, queryClient: QueryClient, options: FollowLeadChangesOptions = {}) {
  const changed = new Set<string>()
  let timer: ReturnType<typeof setTimeout> | undefined
  const settle = () => {
    void queryClient.invalidateQueries({ queryKey: leadKeys.lists() })
    void queryClient.invalidateQueries({ queryKey: leadKeys.counts() })
    for (const id of changed) void queryClient.invalidateQueries({ queryKey: leadKeys.detail(id) })
    changed.clear()
  }
  const stop = watchLeads(client, {
    leadId: options.leadId,
    onStatus: options.onStatus,
    onChange: (change) => {
      if (change.table === "leads" && change.operation === "DELETE") forgetDeletedLead(queryClient, change.lead.id)
      else changed.add(change.lead.id)
      clearTimeout(timer)
      timer = setTimeout(settle, LEAD_CHANGES_SETTLE_MS)
      options.onChange?.(change)
    },
  })
  return () => {
    clearTimeout(timer)
    stop()
  }
}

/** Follows the lead changes (of `leadId` alone when given) while the calling screen is shown, when realtime is configured. */
export function useLeadChanges(client: SupabaseClient<Database>, options: FollowLeadChangesOptions = {}) {
  const queryClient = useQueryClient()
  const onChange = useRef(options.onChange)
  useEffect(() => {
    onChange.current = options.onChange
  })
  const { leadId } = options
  useEffect(() => {
    if (!realtimeAvailable()) return
    return followLeadChanges(client, queryClient, { leadId, onChange: (change) => onChange.current?.(change) })
  }, [client, queryClient, leadId])
}
