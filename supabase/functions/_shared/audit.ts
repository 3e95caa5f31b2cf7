/**
 * Staff actions into GoTrue's own log, auth.audit_log_entries, through the service-role-only
 * public.record_auth_audit_event(): the action, who did it (actor_id, actor_username), whom it
 * concerned (traits.user_id, traits.user_email) and from where (ip_address).
 */
import { RequestError } from "./http.ts"
import type { ServiceBackend } from "./supabase.ts"

export type AuditLogType = "team" | "user" | "factor"

export interface AuditEvent {
  action: string
  logType: AuditLogType
  actor: { id: string; email: string }
  /** The account the action concerned. */
  target?: { id: string; email: string | null }
  /** The caller's address. */
  ip: string
  /** What changed, and anything else worth keeping. */
  details?: Record<string, unknown>
}

export async function recordAudit(backend: ServiceBackend, event: AuditEvent): Promise<void> {
  try {
    await backend.rpc("record_auth_audit_event", {
      action: event.action,
      log_type: event.logType,
      actor: event.actor.email || event.actor.id,
      traits: {
        ...(event.target ? { user_id: event.target.id, user_email: event.target.email } : {}),
        ...event.details,
        actor_id: event.actor.id,
        ip_address: event.ip,
      },
    })
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    throw new RequestError(502, "audit_failed", `The change was made, but it could not be written to the audit log (${reason})`)
  }
}
