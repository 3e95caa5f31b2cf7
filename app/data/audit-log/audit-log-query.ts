import { queryOptions, useQuery } from "@tanstack/react-query"
import type { SupabaseClient } from "@supabase/supabase-js"
import type { Database } from "../database.types"
import { AUDIT_LOG_LIMIT, loadAuditEvents } from "../audit-log"
import { auditLogKeys } from "./keys"

type Client = SupabaseClient<Database>

/** The newest `limit` events (admins). */
const auditEventsQueryOptions = (client: Client, limit = AUDIT_LOG_LIMIT) =>
  queryOptions({ queryKey: auditLogKeys.list(limit), queryFn: () => loadAuditEvents(client, limit) })

export const useAuditEventsQuery = (client: Client, options: { limit?: number; enabled?: boolean } = {}) =>
  useQuery({ ...auditEventsQueryOptions(client, options.limit), enabled: options.enabled ?? true })
