import type { Caller } from "../caller"
import { withRequestContext, type Database, type Transaction } from "../db"
import type { ReadNode } from "./plan"
import { selectSql } from "./read"
import type { Preferences } from "./preferences"
import type { SchemaCache } from "./schema-cache"
import { ident, type Params } from "./sql"

/** PostgREST's per-role statement timeouts on Supabase (anon 3 s, authenticated 8 s). */
const STATEMENT_TIMEOUTS: Partial<Record<Caller["role"], string>> = { anon: "3s", authenticated: "8s" }

/** A read's result in one row: the total (when counted), the rows as JSON text, and how many there are. */
export interface Envelope {
  total: number | null
  body: string
  n: number
  /** The body is already CSV text. */
  csv?: boolean
}

export interface EnvelopeOptions {
  limit?: number
  offset?: number
  /** Also count every matching row (Prefer: count=…). */
  count: boolean
  /** Leave out null fields (Accept: …;nulls=stripped). */
  stripNulls: boolean
  /** The body as PostgREST's CSV: the first row's keys, then each row in Postgres' record text form. */
  csv?: boolean
  /** The body as PostgREST's GeoJSON: a FeatureCollection of PostGIS's ST_AsGeoJSON of each row. */
  geojson?: boolean
}

/** `select total, json_agg(rows) as body, count(*) as n` over a planned read. */
export function envelopeSql(node: ReadNode, fromSql: string, cache: SchemaCache, params: Params, options: EnvelopeOptions): string {
  const inner = selectSql(node, fromSql, cache, params, { limit: options.limit, offset: options.offset })
  const total = options.count
    ? `(select count(*) from (${selectSql(node, fromSql, cache, params, { forCount: true })}) as pgrst_c)::int8::text`
    : "null::text"
  let body = "coalesce(json_agg(pgrst_r), '[]'::json)"
  if (options.stripNulls) body = `json_strip_nulls(${body})`
  // PostGIS finds the geometry column; without PostGIS the call fails as PostgREST's does (42883).
  if (options.geojson)
    body = `json_build_object('type', 'FeatureCollection', 'features', coalesce(json_agg(ST_AsGeoJSON(pgrst_r)::json), '[]'))`
  if (options.csv) {
    // Record text output quotes what needs it (commas, quotes, spaces, parentheses) and prints JSON as text.
    const header = `coalesce((select string_agg(k, ',') from json_object_keys((array_agg(row_to_json(pgrst_r)))[1]) as k), '')`
    const lines = `coalesce(string_agg(substring(pgrst_r::text, 2, length(pgrst_r::text) - 2), chr(10)), '')`
    return `select ${total} as total, ${header} || chr(10) || ${lines} as body, count(*)::int4 as n from (${inner}) as pgrst_r`
  }
  return `select ${total} as total, ${body}::text as body, count(*)::int4 as n from (${inner}) as pgrst_r`
}

/**
 * Runs an envelope query, and with `commit` commits with it (the transaction's last statement, see
 * Transaction.queryAndCommit); an aggregate without GROUP BY always gives one row, so none is a broken database.
 */
export async function runEnvelope(tx: Transaction, sql: string, params: Params, commit = false): Promise<Envelope> {
  type Row = { total: string | null; body: string; n: number }
  const { rows } = commit ? await tx.queryAndCommit<Row>(sql, params.values) : await tx.query<Row>(sql, params.values)
  const row = rows[0]
  if (!row) throw new Error("The envelope query returned no row")
  return { total: row.total === null ? null : Number(row.total), body: row.body, n: Number(row.n) }
}

/** Thrown inside the transaction to roll it back while still answering (Prefer: tx=rollback). */
class RollbackWith {
  constructor(readonly answer: unknown) {}
}

/** The end of a transaction's work: its answer, with the work rolled back when Prefer asked for tx=rollback. */
export function commitOrRollback<T>(answer: T, prefs: Preferences): T {
  if (prefs.tx === "rollback") throw new RollbackWith(answer)
  return answer
}

export interface TransactionScope {
  caller: Caller
  /** The exposed schema the request targets (first on the search_path). */
  schema: string
  /** BEGIN READ ONLY, for GET and HEAD and for calls of stable functions. */
  readOnly: boolean
  /**
   * Visible to SQL as PostgREST sets them (request.method…): the path below /rest/v1 and the headers
   * by lowercase name.
   */
  request: { method: string; path: string; headers: Record<string, string> }
  /**
   * The client's address, given to SQL as X-Real-IP the way Supabase's API gateway adds it in front of
   * PostgREST; it replaces any X-Real-IP the client sent, so SQL can trust it (rate limits, the audit log).
   */
  clientIp?: string
  /** Schemas after the requested one on the search_path (`[api] extra_search_path`). */
  extraSearchPath?: string[]
  /** `Prefer: timezone=…`, a name of pg_timezone_names. */
  timezone?: string
}

/** One request in one transaction as its caller, with the claims set for RLS. */
export async function inTransaction<T>(db: Database, scope: TransactionScope, fn: (tx: Transaction) => Promise<T>): Promise<T> {
  const { caller, schema, request } = scope
  const headers = { ...request.headers }
  delete headers["x-real-ip"]
  if (scope.clientIp) headers["x-real-ip"] = scope.clientIp
  try {
    return await withRequestContext(
      db,
      {
        role: caller.role,
        claims: caller.claims,
        method: request.method,
        path: request.path,
        headers,
        readOnly: scope.readOnly,
        settings: {
          search_path: [schema, ...(scope.extraSearchPath ?? ["public", "extensions"])].map(ident).join(", "),
          statement_timeout: STATEMENT_TIMEOUTS[caller.role] ?? "0",
          ...(scope.timezone ? { timezone: scope.timezone } : {}),
        },
      },
      fn,
    )
  } catch (error) {
    if (error instanceof RollbackWith) return error.answer as T
    throw error
  }
}
