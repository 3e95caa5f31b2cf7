/** The audit log as admins read it: audit_events() (data changes and GoTrue's account events). */
import type { SupabaseClient } from "@supabase/supabase-js"
import type { AuditEvent } from "@nordika/ui/admin"
import type { Database } from "./database.types"

/** The most events one screen loads. */
export const AUDIT_LOG_LIMIT = 1000

/** The newest events first; `limit` of them. */
export async function loadAuditEvents(client: SupabaseClient<Database>, limit = AUDIT_LOG_LIMIT): Promise<AuditEvent[]> {
  const { data, error } = await client.rpc("audit_events").order("occurred_at", { ascending: false }).limit(limit)
  if (error) throw error
  return data.map((row) => ({
    id: row.id,
    occurredAt: row.occurred_at,
    actorEmail: row.actor_email,
    actorRole: row.actor_role,
    action: row.action,
    targetType: row.target_type,
    targetId: row.target_id,
    targetLabel: row.target_label,
    oldData: row.old_data,
    newData: row.new_data,
    details: row.details,
    ipAddress: row.ip_address,
    userAgent: row.user_agent,
  }))
}
