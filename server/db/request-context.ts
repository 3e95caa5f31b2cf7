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

/**
 * Runs `fn` in one transaction as PostgREST does: SET LOCAL ROLE from the JWT and the claims in
 * `request.jwt.claims`, so row-level security is enforced by Postgres itself.
 */
export function withRequestContext<T>(db: Database, context: RequestContext, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  if (!isApiRole(context.role)) throw new Error(`unknown role ${String(context.role)}`)
  return db.transaction(async (tx) => {
    // The role is one of three fixed names checked above, so it is safe to inline.
    await tx.exec(`${context.readOnly ? "set transaction read only; " : ""}set local role ${context.role}`)
    const extra = Object.entries(context.settings ?? {})
    const values = [JSON.stringify(context.claims), context.method ?? "", context.path ?? "", JSON.stringify(context.headers ?? {})]
    const extraSql = extra.map(([name, value], i) => {
      values.push(name, value)
      return `, set_config($${5 + 2 * i}, $${6 + 2 * i}, true)`
    })
    await tx.query(
      `select set_config('request.jwt.claims', $1, true),
              set_config('request.method', $2, true),
              set_config('request.path', $3, true),
              set_config('request.headers', $4, true)${extraSql.join("")}`,
      values,
    )
    return fn(tx)
  })
}
