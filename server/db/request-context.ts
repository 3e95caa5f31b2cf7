import type { Database, Queryable } from "./types"

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

/** A string literal for a script: standard_conforming_strings is on, so only quotes are doubled. */
export function sqlLiteral(value: string): string {
  // A NUL would end the script's text early in the simple query protocol.
  if (value.includes("\0")) throw new Error("A transaction setting cannot contain a NUL character")
  return `'${value.replace(/'/g, "''")}'`
}

/**
 * Runs `fn` in one transaction as PostgREST does: SET LOCAL ROLE from the JWT and the claims in
 * `request.jwt.claims`, so row-level security is enforced by Postgres itself. The settings are
 * literals in the transaction's prelude, which travels with BEGIN and the first statement in one
 * round trip.
 */
export function withRequestContext<T>(db: Database, context: RequestContext, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  if (!isApiRole(context.role)) throw new Error(`unknown role ${String(context.role)}`)
  const settings: [string, string][] = [
    ["request.jwt.claims", JSON.stringify(context.claims)],
    ["request.method", context.method ?? ""],
    ["request.path", context.path ?? ""],
    ["request.headers", JSON.stringify(context.headers ?? {})],
    ...Object.entries(context.settings ?? {}),
  ]
  // The role is one of three fixed names checked above, so it is safe to inline.
  const prelude =
    `${context.readOnly ? "set transaction read only; " : ""}set local role ${context.role}; ` +
    `select ${settings.map(([name, value]) => `set_config(${sqlLiteral(name)}, ${sqlLiteral(value)}, true)`).join(", ")}`
  return db.transaction(fn, { prelude })
}
