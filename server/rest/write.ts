import { JsonBodyError, parseJsonBody as parseBoundedJson } from "../middleware/json-body"
import { RestError } from "./errors"
import type { ParsedQuery } from "./parse"
import type { ReadNode } from "./plan"
import { filterSql, logicSql } from "./read"
import type { Relation } from "./schema-cache"
import { Params, ident, qualified } from "./sql"
import type { Preferences } from "./preferences"

type JsonObject = Record<string, unknown>

/** The request body as rows: an object or an array of objects (400 PGRST102 otherwise). */
export function bodyRows(body: unknown, allowArray: boolean): JsonObject[] {
  const isObject = (v: unknown): v is JsonObject => typeof v === "object" && v !== null && !Array.isArray(v)
  if (isObject(body)) return [body]
  if (allowArray && Array.isArray(body) && body.every(isObject)) return body
  throw new RestError(400, "PGRST102", allowArray ? "All object keys must match" : "Empty or invalid json", null, null)
}

/** What picks the rows a PATCH or DELETE writes: the top-level filters and logic only. */
export function mutationQuery(query: ParsedQuery): ParsedQuery {
  return {
    ...query,
    filters: query.filters.filter((f) => f.path.length === 0),
    logic: query.logic.filter((l) => l.path.length === 0),
    order: [],
    limit: [],
    offset: [],
  }
}

/** What shapes the rows a write returns (Prefer: return=representation): the filters scoped to embeds. */
export function representationQuery(query: ParsedQuery): ParsedQuery {
  return { ...query, filters: query.filters.filter((f) => f.path.length > 0), logic: query.logic.filter((l) => l.path.length > 0) }
}

/** The JSON body, undefined when empty; malformed, too deep or unstorable text is 400 PGRST102. */
export function parseJsonBody(text: string): unknown {
  if (text.trim() === "") return undefined
  try {
    return parseBoundedJson(text)
  } catch (error) {
    if (error instanceof JsonBodyError) throw new RestError(400, "PGRST102", "Empty or invalid json", error.message)
    throw error
  }
}

function columnMissing(relation: Relation, column: string) {
  return new RestError(400, "PGRST204", `Could not find the '${column}' column of '${relation.name}' in the schema cache`)
}

function checkColumns(relation: Relation, columns: string[]) {
  for (const column of columns) if (!relation.columnMap.has(column)) throw columnMissing(relation, column)
}

/** Which columns an insert or upsert writes: `columns=` or the payload's keys (which must agree). */
function payloadColumns(relation: Relation, rows: JsonObject[], query: ParsedQuery): string[] {
  if (query.columns) {
    checkColumns(relation, query.columns)
    return query.columns
  }
  const first = Object.keys(rows[0] ?? {})
  const firstSet = new Set(first)
  for (const row of rows.slice(1)) {
    const keys = Object.keys(row)
    if (keys.length !== first.length || !keys.every((k) => firstSet.has(k))) {
      throw new RestError(400, "PGRST102", "All object keys must match")
    }
  }
  checkColumns(relation, first)
  return first
}

/**
 * The payload as a set of rows of the table's type. With `Prefer: missing=default` (PostgREST's
 * fromJsonBodyF with defaults), each element is first laid over an object of the defaults of the
 * columns written: they are evaluated for every element, so a sequence is consumed per row
 * whether or not the row brought its own value, exactly as PostgREST does.
 */
function payloadRecords(relation: Relation, columns: string[], body: string, missingDefault: boolean): string {
  const table = qualified(relation.schema, relation.name)
  if (!missingDefault) return `json_populate_recordset(null::${table}, ${body}::json)`
  const defaults = columns.flatMap((c) => {
    const expression = relation.columnMap.get(c)?.default
    return expression ? [`${sqlString(c)}, ${expression}`] : []
  })
  const elements = `jsonb_array_elements(${body}::jsonb) with ordinality as pgrst_e(v, n)`
  return `jsonb_populate_recordset(null::${table}, (select coalesce(jsonb_agg(jsonb_build_object(${defaults.join(", ")}) || pgrst_e.v order by pgrst_e.n), '[]') from ${elements}))`
}

/** A string literal for a catalog name (a column) inside generated SQL. */
function sqlString(value: string): string {
  return `'${value.replace(/'/g, "''")}'`
}

/**
 * INSERT … SELECT … FROM json_populate_recordset(NULL::t, $n): Postgres converts the JSON values
 * to the column types. Upserts add ON CONFLICT on on_conflict (default: the primary key).
 */
export function insertSql(
  relation: Relation,
  rows: JsonObject[],
  query: ParsedQuery,
  prefs: Preferences,
  paramsFor: () => Params,
  returning: boolean,
  /** Also return `pgrst_inserted` per row (xmax = 0 only for a row this statement inserted). */
  markInserted = false,
): { sql: string; params: Params }[] {
  const columns = payloadColumns(relation, rows, query)
  const table = qualified(relation.schema, relation.name)

  let conflict = ""
  const target = query.onConflict ?? relation.primaryKey
  // Without a primary key or on_conflict there is nothing to upsert on: PostgREST inserts, ignoring `resolution`.
  if (prefs.resolution && target.length > 0) {
    checkColumns(relation, target)
    const targetSql = ` (${target.map(ident).join(", ")})`
    if (prefs.resolution === "ignore-duplicates") conflict = ` on conflict${targetSql} do nothing`
    else {
      const sets = columns.map((c) => `${ident(c)} = excluded.${ident(c)}`)
      conflict = sets.length ? ` on conflict${targetSql} do update set ${sets.join(", ")}` : ` on conflict${targetSql} do nothing`
    }
  }
  const returned = [...(returning ? ["t_ins.*"] : []), ...(markInserted ? ["(t_ins.xmax = 0) as pgrst_inserted"] : [])]
  const returningSql = returned.length ? ` returning ${returned.join(", ")}` : ""

  if (columns.length === 0) {
    return rows.map(() => ({ sql: `insert into ${table} as t_ins default values${conflict}${returningSql}`, params: paramsFor() }))
  }
  const names = columns.map(ident)
  const params = paramsFor()
  const records = payloadRecords(relation, columns, params.add(JSON.stringify(rows)), prefs.missing === "default")
  const sql =
    `insert into ${table} as t_ins (${names.join(", ")}) select ${names.map((n) => `pgrst_body.${n}`).join(", ")} ` +
    `from ${records} as pgrst_body${conflict}${returningSql}`
  return [{ sql, params }]
}

/** The WHERE of a PATCH/DELETE from the top-level filters; none at all is refused like pg-safeupdate. */
function mutationWhere(node: ReadNode, verb: "UPDATE" | "DELETE", params: Params): string {
  const conditions = [...node.filters.map((f) => filterSql(node, f, params)), ...node.logic.map((l) => logicSql(node, l, params))]
  if (conditions.length === 0) {
    throw new RestError(400, "21000", `${verb} requires a WHERE clause`, null, "Add a filter to the request (for example ?id=eq.1).")
  }
  return conditions.join(" and ")
}

/**
 * The UPDATE of a PATCH; none for an empty body, whose filters are still checked but bind nothing.
 * `columns=` names the columns written: one the body leaves out becomes NULL, or its default with
 * `Prefer: missing=default`.
 */
export function updateSql(
  relation: Relation,
  node: ReadNode,
  row: JsonObject,
  options: { params: Params; returning: boolean; columns?: string[]; missingDefault?: boolean },
): string | undefined {
  const { params } = options
  const columns = options.columns ?? Object.keys(row)
  checkColumns(relation, columns)
  const where = mutationWhere(node, "UPDATE", columns.length === 0 ? new Params() : params)
  if (columns.length === 0) return undefined
  const records = payloadRecords(relation, columns, params.add(JSON.stringify([row])), options.missingDefault === true)
  const sets = columns.map((c) => `${ident(c)} = pgrst_body.${ident(c)}`)
  return (
    `update ${qualified(relation.schema, relation.name)} as ${node.alias} set ${sets.join(", ")} from (select * from ${records}) as pgrst_body ` +
    `where ${where}${options.returning ? ` returning ${node.alias}.*` : ""}`
  )
}

export function deleteSql(relation: Relation, node: ReadNode, params: Params, returning: boolean): string {
  const table = qualified(relation.schema, relation.name)
  const where = mutationWhere(node, "DELETE", params)
  return `delete from ${table} as ${node.alias} where ${where}${returning ? ` returning ${node.alias}.*` : ""}`
}
