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
}

const API_ROLES = new Set<ApiRole>(["anon", "authenticated", "service_role"])

export function isApiRole(role: unknown): role is ApiRole {
  return typeof role === "string" && API_ROLES.has(role as ApiRole)
}

/**
 * Runs `fn` in one transaction as PostgREST does: SET LOCAL ROLE from the JWT and the claims in
 * `request.jwt.claims`, so row-level security is enforced by Postgres itself.
 */
export function withRequestContext<T>(db: Database, context: RequestContext, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  if (!isApiRole(context.role)) throw new Error(`unknown role ${String(context.role)}`)
  return db.transaction(async (tx) => {
    if (context.readOnly) await tx.query("set transaction read only")
    // The role is one of three fixed names checked above, so it is safe to inline.
    await tx.query(`set local role ${context.role}`)
    await tx.query(
      `select set_config('request.jwt.claims', $1, true),
              set_config('request.method', $2, true),
              set_config('request.path', $3, true),
              set_config('request.headers', $4, true)`,
      [JSON.stringify(context.claims), context.method ?? "", context.path ?? "", JSON.stringify(context.headers ?? {})],
    )
    return fn(tx)
  })
}
