import type { Database, Transaction } from "./types"

export type ApiRole = "anon" | "authenticated" | "service_role"

export interface RequestContext {
  /** The Postgres role from the JWT's `role` claim. */
  role: ApiRole
  /** All JWT claims; `{ role: "anon" }` without a JWT. */
  claims: Record<string, unknown>
  method?: string
  path?: string
  headers?: Record<string, string>
  /** BEGIN READ ONLY, as PostgREST does for GET/HEAD. */
  readOnly?: boolean
  /** More transaction-local settings (search_path, statement_timeout…), set in the same round trip. */
  settings?: Record<string, string>
}

const API_ROLES = new Set<ApiRole>(["anon", "authenticated", "service_role"])

export function isApiRole(role: unknown): role is ApiRole {
  return typeof role === "string" && API_ROLES.has(role as ApiRole)
}

/**
 * Runs `fn` in one transaction as PostgREST does: the role from the JWT (`set_config('role', …)`,
 * i.e. SET LOCAL ROLE) and the claims in `request.jwt.claims`, so row-level security is enforced by
 * Postgres itself. The settings travel with BEGIN and the first statement in one round trip.
 */
export function withRequestContext<T>(db: Database, context: RequestContext, fn: (tx: Transaction) => Promise<T>): Promise<T> {
  if (!isApiRole(context.role)) throw new Error(`unknown role ${String(context.role)}`)
  const settings: [string, string][] = [
    ["role", context.role],
    ["request.jwt.claims", JSON.stringify(context.claims)],
    ["request.method", context.method ?? ""],
    ["request.path", context.path ?? ""],
    ["request.headers", JSON.stringify(context.headers ?? {})],
    ...Object.entries(context.settings ?? {}),
  ]
  return db.transaction(fn, { readOnly: context.readOnly, settings })
}
