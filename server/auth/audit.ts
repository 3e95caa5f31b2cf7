import crypto from "node:crypto"
import type { Queryable } from "../db"
import type { UserRow } from "./users"

/** GoTrue's audit actions this server records, with the log type GoTrue files each under. */
const AUDIT_LOG_TYPES = {
  login: "account",
  logout: "account",
  user_signedup: "team",
  user_invited: "team",
  user_deleted: "team",
  user_modified: "user",
  user_recovery_requested: "user",
  user_confirmation_requested: "user",
  user_updated_password: "user",
  // A second step verified (GoTrue's VerifyFactorAction), among them an admin's step-up to a security key.
  verification_attempted: "factor",
  // Not GoTrue's (it keeps no passkey audit yet): a passkey is a credential, filed with the factors.
  passkey_added: "factor",
  passkey_renamed: "factor",
  passkey_removed: "factor",
} as const

export type AuditAction = keyof typeof AUDIT_LOG_TYPES

/** The instance id GoTrue writes on every row (a single-tenant server). */
const INSTANCE_ID = "00000000-0000-0000-0000-000000000000"

/** Who acted: a user, or the admin API's caller, which GoTrue names after its JWT role. */
export type AuditActor = UserRow | { adminRole: string }

/** The traits GoTrue records about the user an admin action concerns. */
export function userTraits(user: UserRow, { phone = true }: { phone?: boolean } = {}): Record<string, unknown> {
  return { user_id: user.id, user_email: user.email ?? "", ...(phone ? { user_phone: user.phone ?? "" } : {}) }
}

/**
 * The payload GoTrue's NewAuditLogEntry writes. The service role acts as a user with the nil id
 * whose address is the role's name; a user is named by their phone when they have one, else by
 * their email; actor_name comes from user_metadata.full_name. Keys are sorted as Go marshals a map.
 */
function auditPayload(actor: AuditActor, action: AuditAction, traits?: Record<string, unknown>): Record<string, unknown> {
  const payload: Record<string, unknown> =
    "adminRole" in actor
      ? { actor_id: INSTANCE_ID, actor_username: actor.adminRole, actor_via_sso: false }
      : {
          actor_id: actor.id,
          actor_username: actor.phone || actor.email || "",
          actor_via_sso: actor.is_sso_user,
          ...(actor.raw_user_meta_data && "full_name" in actor.raw_user_meta_data
            ? { actor_name: actor.raw_user_meta_data.full_name }
            : {}),
        }
  Object.assign(payload, { action, log_type: AUDIT_LOG_TYPES[action] }, traits ? { traits } : {})
  return Object.fromEntries(Object.entries(payload).sort(([a], [b]) => a.localeCompare(b)))
}

/**
 * Appends an entry to auth.audit_log_entries in the caller's transaction, as GoTrue does for sign-ins,
 * sign-outs and account changes. The client's address goes into ip_address (GoTrue leaves it empty
 * for most actions; it is what "from where" means in the admin's audit log).
 */
export async function recordAuthEvent(
  q: Queryable,
  actor: AuditActor,
  action: AuditAction,
  options: { traits?: Record<string, unknown>; ip?: string } = {},
): Promise<void> {
  await q.query(
    "insert into auth.audit_log_entries (instance_id, id, payload, created_at, ip_address) values ($1, $2, $3, clock_timestamp(), $4)",
    [INSTANCE_ID, crypto.randomUUID(), JSON.stringify(auditPayload(actor, action, options.traits)), (options.ip ?? "").slice(0, 64)],
  )
}
