import { Hono, type Context } from "hono"
import type { ServerContext } from "../context"
import { resolveCaller, type Caller } from "../caller"
import { withRequestContext, type Queryable } from "../db"
import { RestError, invalidPath, toErrorResponse } from "./errors"
import { parseQuery, type ParsedQuery, type SelectItem } from "./parse"
import { AliasCounter, applyQuery, planRead, selectSql, sourceFromRelation, type ReadNode, type RowSource } from "./read"
import { parseAccept, parsePrefer, parseRange, requestedSchema, toCsv, type Accepted, type Preferences } from "./request"
import { callSql, resolveRoutine, resultShape, resultSource } from "./rpc"
import { EXPOSED_SCHEMAS, SchemaCacheHolder, relationKey, type Relation, type SchemaCache } from "./schema-cache"
import { Params, ident } from "./sql"
import { bodyRows, deleteSql, insertSql, parseJsonBody, updateSql } from "./write"

/** PostgREST's db-max-rows as the Supabase CLI and hosted projects set it. */
export const MAX_ROWS = 1000

/** PostgREST's per-role statement timeouts on Supabase (anon 3 s, authenticated 8 s). */
const STATEMENT_TIMEOUTS: Partial<Record<Caller["role"], string>> = { anon: "3s", authenticated: "8s" }

interface RestResponse {
  status: number
  body: string | null
  headers: Record<string, string>
}

/** Thrown inside the transaction to roll it back while still answering (Prefer: tx=rollback). */
class RollbackWith {
  constructor(readonly response: RestResponse) {}
}

const CONTENT_TYPES = {
  json: "application/json; charset=utf-8",
  object: "application/vnd.pgrst.object+json; charset=utf-8",
  csv: "text/csv; charset=utf-8",
}

interface Envelope {
  total: number | null
  body: string
  n: number
}

/** `select total, json_agg(rows) as body, count(*) as n` over a planned read. */
function envelopeSql(
  node: ReadNode,
  fromSql: string,
  cache: SchemaCache,
  params: Params,
  options: { limit?: number; offset?: number; count: boolean; stripNulls: boolean },
) {
  const inner = selectSql(node, fromSql, cache, params, { limit: options.limit, offset: options.offset })
  const total = options.count
    ? `(select count(*) from (${selectSql(node, fromSql, cache, params, { forCount: true })}) as pgrst_c)::int8::text`
    : "null::text"
  let body = "coalesce(json_agg(pgrst_r), '[]'::json)"
  if (options.stripNulls) body = `json_strip_nulls(${body})`
  return `select ${total} as total, ${body}::text as body, count(*)::int4 as n from (${inner}) as pgrst_r`
}

async function runEnvelope(tx: Queryable, sql: string, params: Params): Promise<Envelope> {
  const { rows } = await tx.query<{ total: string | null; body: string; n: number }>(sql, params.values)
  const row = rows[0]
  return { total: row.total === null ? null : Number(row.total), body: row.body, n: Number(row.n) }
}

function singular(envelope: Envelope): string {
  if (envelope.n !== 1) {
    throw new RestError(406, "PGRST116", "Cannot coerce the result to a single JSON object", `The result contains ${envelope.n} rows`)
  }
  return JSON.stringify((JSON.parse(envelope.body) as unknown[])[0])
}

function formatBody(envelope: Envelope, accept: Accepted, node?: ReadNode): { body: string; contentType: string } {
  if (accept.media === "object") return { body: singular(envelope), contentType: CONTENT_TYPES.object }
  if (accept.media === "csv") {
    const rows = JSON.parse(envelope.body) as Record<string, unknown>[]
    const columns = node?.items.map((i) => (i.kind === "field" ? i.output : i.embed.outputName))
    return { body: toCsv(rows, rows.length ? undefined : columns), contentType: CONTENT_TYPES.csv }
  }
  return { body: envelope.body, contentType: CONTENT_TYPES.json }
}

function contentRange(offset: number, n: number, total: number | null): string {
  const totalText = total === null ? "*" : String(total)
  return n === 0 ? `*/${totalText}` : `${offset}-${offset + n - 1}/${totalText}`
}

function lowerCaseHeaders(c: Context): Record<string, string> {
  const out: Record<string, string> = {}
  c.req.raw.headers.forEach((value, name) => {
    out[name.toLowerCase()] = value
  })
  return out
}

/** The query string as form-decoded pairs (spaces arrive as `+`), repeated keys kept. */
function searchParams(c: Context): URLSearchParams {
  return new URL(c.req.url).searchParams
}

function rejectStrayParams(query: ParsedQuery) {
  for (const [key, value] of query.other) {
    throw new RestError(
      400,
      "PGRST100",
      `"failed to parse filter (${value})" (line 1, column 1)`,
      `unexpected "${value.slice(0, 1)}" expecting an operator for "${key}" (eq, gt, …)`,
    )
  }
}

function withoutEmbedScoped(query: ParsedQuery): ParsedQuery {
  return {
    ...query,
    filters: query.filters.filter((f) => f.path.length === 0),
    logic: query.logic.filter((l) => l.path.length === 0),
    order: [],
    limit: [],
    offset: [],
  }
}

function representationQuery(query: ParsedQuery): ParsedQuery {
  return { ...query, filters: query.filters.filter((f) => f.path.length > 0), logic: query.logic.filter((l) => l.path.length > 0) }
}

export function restRoutes(ctx: ServerContext): Hono {
  const schemaCache = new SchemaCacheHolder(ctx.db)
  const app = new Hono()

  async function lookupRelation(schema: string, name: string): Promise<{ cache: SchemaCache; relation: Relation }> {
    const cache = await schemaCache.getWith((c) => c.relations.has(relationKey(schema, name)))
    const relation = cache.relations.get(relationKey(schema, name))
    if (!relation) {
      throw new RestError(404, "PGRST205", `Could not find the table '${schema}.${name}' in the schema cache`)
    }
    return { cache, relation }
  }

  /** One request in one transaction as its caller, with the claims set for RLS. */
  async function inTransaction(
    c: Context,
    caller: Caller,
    schema: string,
    readOnly: boolean,
    fn: (tx: Queryable) => Promise<RestResponse>,
  ): Promise<RestResponse> {
    try {
      return await withRequestContext(
        ctx.db,
        {
          role: caller.role,
          claims: caller.claims,
          method: c.req.method,
          path: new URL(c.req.url).pathname.replace(/^\/rest\/v1/, ""),
          headers: lowerCaseHeaders(c),
          readOnly,
          settings: { search_path: `${ident(schema)}, "public", "extensions"`, statement_timeout: STATEMENT_TIMEOUTS[caller.role] ?? "0" },
        },
        fn,
      )
    } catch (error) {
      if (error instanceof RollbackWith) return error.response
      throw error
    }
  }

  function finish(response: RestResponse, prefs: Preferences): RestResponse {
    if (prefs.tx === "rollback") throw new RollbackWith(response)
    return response
  }

  async function handleRead(c: Context, caller: Caller, schema: string, table: string): Promise<RestResponse> {
    const query = parseQuery(searchParams(c))
    rejectStrayParams(query)
    const accept = parseAccept(c.req.header("accept"))
    const prefs = parsePrefer(c.req.header("prefer"))
    const { cache } = await lookupRelation(schema, table)
    const aliases = new AliasCounter()
    const source = sourceFromRelation(cache, schema, table)!
    const node = planRead(cache, source, query.select, aliases)
    applyQuery(node, query, { topLevelFilters: true })
    return readResponse(c, caller, schema, cache, node, `${ident(schema)}.${ident(table)}`, accept, prefs, true)
  }

  async function readResponse(
    c: Context,
    caller: Caller,
    schema: string,
    cache: SchemaCache,
    node: ReadNode,
    fromSql: string,
    accept: Accepted,
    prefs: Preferences,
    readOnly: boolean,
    prelude?: { sql: string; params: Params },
    singleObject = false,
  ): Promise<RestResponse> {
    const range = parseRange(c.req.header("range"))
    const offset = node.offset ?? range?.offset ?? 0
    const limits = [node.limit, range?.limit, MAX_ROWS].filter((l): l is number => l !== undefined)
    const limit = Math.min(...limits)
    const count = prefs.count !== undefined
    const params = prelude?.params ?? new Params()
    const sql = (prelude?.sql ?? "") + envelopeSql(node, fromSql, cache, params, { limit, offset, count, stripNulls: accept.stripNulls })
    return inTransaction(c, caller, schema, readOnly, async (tx) => {
      const envelope = await runEnvelope(tx, sql, params)
      if (envelope.total !== null && offset > 0 && offset >= envelope.total && envelope.n === 0) {
        throw new RestError(
          416,
          "PGRST103",
          "Requested range not satisfiable",
          `An offset of ${offset} was requested, but there are only ${envelope.total} rows.`,
        )
      }
      const formatted = singleObject ? { body: singular(envelope), contentType: CONTENT_TYPES.json } : formatBody(envelope, accept, node)
      const partial = envelope.total !== null && (offset > 0 || offset + envelope.n < envelope.total)
      const headers: Record<string, string> = {
        "Content-Type": formatted.contentType,
        "Content-Range": contentRange(offset, envelope.n, envelope.total),
      }
      if (prefs.applied.length)
        headers["Preference-Applied"] = prefs.applied.filter((p) => p.startsWith("count=") || p.startsWith("tx=")).join(", ")
      if (!headers["Preference-Applied"]) delete headers["Preference-Applied"]
      return finish({ status: partial ? 206 : 200, body: c.req.method === "HEAD" ? null : formatted.body, headers }, prefs)
    })
  }

  async function handleWrite(c: Context, caller: Caller, schema: string, table: string): Promise<RestResponse> {
    const method = c.req.method
    const query = parseQuery(searchParams(c))
    rejectStrayParams(query)
    const accept = parseAccept(c.req.header("accept"))
    const prefs = parsePrefer(c.req.header("prefer"))
    const { cache, relation } = await lookupRelation(schema, table)
    const source: RowSource = sourceFromRelation(cache, schema, table)!
    const aliases = new AliasCounter()
    const wantsRows = prefs.return === "representation" || prefs.return === "headers-only"
    const representation = prefs.return === "representation"
    const count = prefs.count !== undefined
    const params = new Params()
    const applied = prefs.applied.filter((p) => !p.startsWith("count=") || count)

    let statements: { sql: string; params: Params }[]
    let status: number
    if (method === "POST" || method === "PUT") {
      const body = parseJsonBody(await c.req.text())
      if (body === undefined) throw new RestError(400, "PGRST102", "Empty or invalid json")
      const rows = bodyRows(body, method === "POST")
      if (method === "PUT") {
        prefs.resolution = "merge-duplicates"
        query.onConflict = relation.primaryKey
      }
      statements = insertSql(relation, rows, query, prefs, () => (wantsRows ? params : new Params()), wantsRows)
      status = method === "PUT" ? (representation ? 200 : 204) : 201
    } else {
      const filterNode = planRead(cache, source, [{ type: "star" }], aliases)
      applyQuery(filterNode, withoutEmbedScoped(query), { topLevelFilters: true })
      if (method === "PATCH") {
        const body = parseJsonBody(await c.req.text())
        if (body === undefined) throw new RestError(400, "PGRST102", "Empty or invalid json")
        const row = bodyRows(body, false)[0]
        const sql = updateSql(relation, filterNode, row, params, wantsRows)
        statements = sql ? [{ sql, params }] : []
      } else {
        statements = [{ sql: deleteSql(relation, filterNode, params, wantsRows), params }]
      }
      status = representation ? 200 : 204
    }

    const selectItems: SelectItem[] = query.select
    const reprNode = planRead(cache, source, selectItems, aliases)
    applyQuery(reprNode, representationQuery(query), { topLevelFilters: false })

    return inTransaction(c, caller, schema, false, async (tx) => {
      let n = 0
      let envelope: Envelope | undefined
      if (wantsRows) {
        const ctes = statements.map(({ sql }, i) => `pgrst_w${i} as (${sql})`)
        const fromSql = statements.length
          ? `(${statements.map((_, i) => `select * from pgrst_w${i}`).join(" union all ")})`
          : `(select * from ${ident(schema)}.${ident(table)} where false)`
        const sql =
          (ctes.length ? `with ${ctes.join(", ")} ` : "") +
          envelopeSql(reprNode, fromSql, cache, params, { count: false, stripNulls: accept.stripNulls })
        envelope = await runEnvelope(tx, sql, params)
        n = envelope.n
      } else {
        for (const statement of statements) n += (await tx.query(statement.sql, statement.params.values)).rowCount
      }
      const headers: Record<string, string> = {}
      if (applied.length) headers["Preference-Applied"] = applied.join(", ")
      const total = count ? n : null
      headers["Content-Range"] = method === "POST" || method === "PUT" ? `*/${total ?? "*"}` : contentRange(0, n, total)
      if (accept.media === "object" && n !== 1) {
        throw new RestError(406, "PGRST116", "Cannot coerce the result to a single JSON object", `The result contains ${n} rows`)
      }
      if (prefs.return === "headers-only" && envelope && (method === "POST" || method === "PUT")) {
        const first = (JSON.parse(envelope.body) as Record<string, unknown>[])[0]
        if (first && relation.primaryKey.length) {
          headers.Location = `/${table}?${relation.primaryKey.map((k) => `${encodeURIComponent(k)}=eq.${encodeURIComponent(String(first[k]))}`).join("&")}`
        }
      }
      if (representation && envelope) {
        const formatted = formatBody(envelope, accept, reprNode)
        headers["Content-Type"] = formatted.contentType
        return finish({ status, body: formatted.body, headers }, prefs)
      }
      return finish({ status: method === "POST" || method === "PUT" ? 201 : 204, body: null, headers }, prefs)
    })
  }

  async function handleRpc(c: Context, caller: Caller, schema: string, name: string): Promise<RestResponse> {
    const method = c.req.method
    const accept = parseAccept(c.req.header("accept"))
    const prefs = parsePrefer(c.req.header("prefer"))
    const cache = await schemaCache.getWith((cc) => cc.routines.has(relationKey(schema, name)))
    const overloads = cache.routines.get(relationKey(schema, name)) ?? []
    const argNames = new Set(overloads.flatMap((r) => r.args.map((a) => a.name)))

    let args: Record<string, unknown>
    const rest = new URLSearchParams()
    if (method === "POST") {
      const body = parseJsonBody(await c.req.text())
      if (body !== undefined && (typeof body !== "object" || body === null || Array.isArray(body))) {
        // An array or scalar body only fits a single unnamed json parameter.
        args = { "": body }
      } else args = (body as Record<string, unknown>) ?? {}
      for (const [k, v] of searchParams(c)) rest.append(k, v)
    } else {
      args = {}
      for (const [k, v] of searchParams(c)) {
        if (argNames.has(k) && !["select", "order", "limit", "offset"].includes(k)) args[k] = v
        else rest.append(k, v)
      }
    }
    const query = parseQuery(rest)
    rejectStrayParams(query)

    const call = resolveRoutine(
      cache,
      schema,
      name,
      Object.keys(args).filter((k) => k !== ""),
    )
    const routine = call.routine
    const readOnly = method !== "POST" || routine.volatility !== "v"
    const params = new Params()
    const { call: callExpr, from } = callSql(call, call.wholeBody ? (args[""] ?? args) : args, params)
    const shape = resultShape(routine)

    if (shape === "void" || shape === "scalar") {
      return inTransaction(c, caller, schema, readOnly, async (tx) => {
        const { rows } = await tx.query<{ body: string }>(`select to_json(${callExpr})::text as body${from}`, params.values)
        if (shape === "void") return finish({ status: 204, body: null, headers: {} }, prefs)
        const body = rows[0]?.body ?? "null"
        return finish({ status: 200, body: method === "HEAD" ? null : body, headers: { "Content-Type": CONTENT_TYPES.json } }, prefs)
      })
    }

    const rowsFrom = from ? `${from} cross join lateral ${callExpr} as pgrst_call` : ` from ${callExpr} as pgrst_call`
    if (shape === "scalar-set") {
      const range = parseRange(c.req.header("range"))
      const limit = Math.min(
        ...[query.limit.find((l) => l.path.length === 0)?.value, range?.limit, MAX_ROWS].filter((l): l is number => l !== undefined),
      )
      const offset = query.offset.find((o) => o.path.length === 0)?.value ?? range?.offset ?? 0
      const sql = `select null::text as total, coalesce(json_agg(pgrst_r.v), '[]'::json)::text as body, count(*)::int4 as n from (select pgrst_call as v${rowsFrom} limit ${params.add(limit)}::int8 offset ${params.add(offset)}::int8) as pgrst_r`
      return inTransaction(c, caller, schema, readOnly, async (tx) => {
        const envelope = await runEnvelope(tx, sql, params)
        const formatted = formatBody(envelope, accept)
        return finish(
          {
            status: 200,
            body: method === "HEAD" ? null : formatted.body,
            headers: { "Content-Type": formatted.contentType, "Content-Range": contentRange(offset, envelope.n, null) },
          },
          prefs,
        )
      })
    }

    const source = resultSource(cache, routine)
    const node = planRead(cache, source, query.select, new AliasCounter())
    applyQuery(node, query, { topLevelFilters: true })
    const fromSql = `(select pgrst_call.*${rowsFrom})`
    return readResponse(
      c,
      caller,
      schema,
      cache,
      node,
      fromSql,
      accept,
      prefs,
      readOnly,
      { sql: "", params },
      shape === "row" && accept.media !== "csv",
    )
  }

  async function handle(c: Context, run: (caller: Caller, schema: string) => Promise<RestResponse>): Promise<Response> {
    let role: Caller["role"] = "anon"
    try {
      const caller = await resolveCaller(c.req.header("authorization"), ctx.config.jwtSecret)
      role = caller.role
      const isRead = c.req.method === "GET" || c.req.method === "HEAD"
      const schema = requestedSchema(isRead ? c.req.header("accept-profile") : c.req.header("content-profile"), EXPOSED_SCHEMAS)
      const response = await run(caller, schema)
      return new Response(response.body, { status: response.status, headers: { "Content-Profile": schema, ...response.headers } })
    } catch (error) {
      return toErrorResponse(error, c.req.raw, role)
    }
  }

  app.get("/", (c) =>
    handle(c, async () => {
      const cache = await schemaCache.reload()
      return { status: 200, body: JSON.stringify(openApi(cache)), headers: { "Content-Type": "application/openapi+json; charset=utf-8" } }
    }),
  )

  app.on(["GET", "HEAD", "POST"], "/rpc/:fn", (c) => handle(c, (caller, schema) => handleRpc(c, caller, schema, c.req.param("fn"))))
  app.on(["PUT", "PATCH", "DELETE"], "/rpc/:fn", (c) =>
    handle(c, async () => {
      throw new RestError(405, "PGRST101", "Only GET, HEAD and POST are allowed for RPC")
    }),
  )
  app.on(["GET", "HEAD"], "/:table", (c) => handle(c, (caller, schema) => handleRead(c, caller, schema, c.req.param("table"))))
  app.on(["POST", "PATCH", "DELETE", "PUT"], "/:table", (c) =>
    handle(c, (caller, schema) => handleWrite(c, caller, schema, c.req.param("table"))),
  )
  app.all("*", (c) =>
    handle(c, async () => {
      throw invalidPath()
    }),
  )
  return app
}

/** A small Swagger 2.0 description of the exposed tables, as PostgREST serves at the root. */
function openApi(cache: SchemaCache) {
  const definitions: Record<string, unknown> = {}
  const paths: Record<string, unknown> = { "/": { get: { tags: ["Introspection"], summary: "OpenAPI description (this document)" } } }
  for (const relation of cache.relations.values()) {
    if (relation.schema !== "public") continue
    definitions[relation.name] = {
      type: "object",
      required: relation.columns.filter((c) => !c.nullable && !c.hasDefault).map((c) => c.name),
      properties: Object.fromEntries(relation.columns.map((c) => [c.name, { format: c.type }])),
    }
    paths[`/${relation.name}`] = {
      get: { tags: [relation.name] },
      ...(relation.kind === "table" ? { post: {}, patch: {}, delete: {} } : {}),
    }
  }
  for (const [key, routines] of cache.routines) {
    if (!key.startsWith("public.")) continue
    paths[`/rpc/${routines[0].name}`] = { post: { tags: ["(rpc) " + routines[0].name] } }
  }
  return {
    swagger: "2.0",
    info: { title: "Nordika REST API", version: "1" },
    basePath: "/",
    schemes: ["http", "https"],
    consumes: ["application/json"],
    produces: ["application/json"],
    paths,
    definitions,
  }
}
