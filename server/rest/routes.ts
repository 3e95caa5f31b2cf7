import { Hono, type Context } from "hono"
import { clientIp } from "../middleware/client-ip"
import { requestHeaderRecord } from "../middleware/request-headers"
import type { ServerContext } from "../context"
import { resolveCaller, type Caller } from "../caller"
import type { Queryable, Transaction } from "../db"
import { RestError, invalidPath, toErrorResponse } from "./errors"
import { COMPARISON_OPERATORS, FTS_OPERATORS, parseQuery } from "./parse"
import { selectSql } from "./read"
import { commitOrRollback, envelopeSql, inTransaction, runEnvelope, type Envelope } from "./query"
import { AliasCounter, applyQuery, planRead, sourceFromRelation, type ReadNode } from "./plan"
import { TimezoneNames, preferenceApplied, readPreferences, type PreferenceAction, type Preferences } from "./preferences"
import { parseAccept, parseRange, rejectStrayParams, requestedSchema, searchParams, type Accepted } from "./request"
import { CONTENT_TYPES, contentRange, formatBody, notSingular, singular, toHttpResponse, type RestResponse } from "./response"
import { callSql, callableOverloads, resolveRoutine, resultShape, resultSource } from "./rpc"
import { reloadOnNotify } from "./reload"
import { restApiSettings } from "./settings"
import { SchemaCacheHolder, relationKey, type Relation, type SchemaCache } from "./schema-cache"
import { Params, ident } from "./sql"
import { bodyRows, deleteSql, insertSql, mutationQuery, parseJsonBody, representationQuery, updateSql } from "./write"

const FILTER_VALUE = new RegExp(
  `^(not\\.)?(${[...Object.keys(COMPARISON_OPERATORS), ...Object.keys(FTS_OPERATORS), "in", "is"].join("|")})[.(]`,
)

function looksLikeFilter(value: string): boolean {
  return FILTER_VALUE.test(value)
}

/** PGRST124: with `handling=strict`, a write or call touching more rows than `max-affected` rolls back. */
function assertMaxAffected(prefs: Preferences, n: number): void {
  if (prefs.handling === "strict" && prefs.maxAffected !== undefined && n > prefs.maxAffected) {
    throw new RestError(400, "PGRST124", "Query result exceeds max-affected preference constraint", `The query affects ${n} rows`)
  }
}

/** PostgREST's db-max-rows as the Supabase CLI and hosted projects set it. */
const MAX_ROWS = 1000

/** One REST request: its Hono context, the caller from its JWT and the schema it targets. */
interface RestCall {
  c: Context
  caller: Caller
  schema: string
}

/** A planned read, ready to run and answer. */
interface PlannedRead {
  cache: SchemaCache
  node: ReadNode
  /** What the rows are selected from: a table, or a function call as a subquery. */
  fromSql: string
  /** Bind parameters `fromSql` already uses (a function's arguments). */
  params?: Params
  accept: Accepted
  prefs: Preferences
  /** BEGIN READ ONLY: every table read, and calls of functions that are not volatile. */
  readOnly: boolean
  /** A function that returns one row is answered with a JSON object, not an array. */
  singleObject?: boolean
  /** What the request is, for the preferences it echoes (a read of a table, or a function call). */
  action: PreferenceAction
}

/** A planned read with its SQL and bind parameters, ready to run for any caller. */
interface PreparedRead extends PlannedRead {
  sql: string
  /** The bind parameters of `sql` (a function's arguments among them). */
  bind: Params
  offset: number
  /** Prefer: count=planned, answered with the planner's estimate. */
  planned: boolean
  csv: boolean
}

/** Exact requests whose read plans are kept; past this many, all are forgotten at once. */
const READ_PLANS_KEPT = 1000

/**
 * PostgREST's API under /rest/v1, as its pipeline: parse the request (query string, Accept, Prefer,
 * Range, profile), plan a read or write against the schema cache, run it in one transaction as the
 * caller, and answer in the media type asked for.
 */
export function restRoutes(ctx: ServerContext): Hono {
  const settings = restApiSettings(ctx.config)
  const schemaCache = new SchemaCacheHolder(ctx.db, undefined, settings.schemas)
  const timezones = new TimezoneNames(ctx.db)
  reloadOnNotify(ctx.db, schemaCache)
  const app = new Hono()
  const preferences = (c: Context) => readPreferences(c.req.header("prefer"), timezones)

  async function lookupRelation(schema: string, name: string): Promise<{ cache: SchemaCache; relation: Relation }> {
    const cache = await schemaCache.getWith((c) => c.relations.has(relationKey(schema, name)))
    const relation = cache.relations.get(relationKey(schema, name))
    if (!relation) {
      throw new RestError(404, "PGRST205", `Could not find the table '${schema}.${name}' in the schema cache`)
    }
    return { cache, relation }
  }

  function transaction<T>(
    { c, caller, schema }: RestCall,
    readOnly: boolean,
    prefs: Preferences,
    fn: (tx: Transaction) => Promise<T>,
  ): Promise<T> {
    return inTransaction(
      ctx.db,
      {
        caller,
        schema,
        readOnly,
        timezone: prefs.timezone,
        request: { method: c.req.method, path: new URL(c.req.url).pathname.replace(/^\/rest\/v1/, ""), headers: requestHeaderRecord(c) },
        clientIp: clientIp(c, ctx.config.trustedProxies),
        extraSearchPath: settings.extraSearchPath,
      },
      fn,
    )
  }

  /**
   * Table reads planned down to their SQL, per exact request (path, query string and the headers the
   * plan reads) and schema cache, as PostgREST keeps its prepared statements: the same request is not
   * parsed and planned again. Only the SQL is kept; every read still runs in the database as its
   * caller, under row-level security.
   */
  const readPlans = new Map<string, PreparedRead>()

  async function handleRead(call: RestCall, table: string): Promise<RestResponse> {
    const { c, schema } = call
    const url = c.req.url
    const search = url.includes("?") ? url.slice(url.indexOf("?")) : ""
    const key = [schema, table, c.req.method, search, c.req.header("accept"), c.req.header("prefer"), c.req.header("range")].join("\n")
    const known = readPlans.get(key)
    if (known && known.cache === (await schemaCache.get())) return answerRead(call, known)
    const query = parseQuery(searchParams(c.req.raw))
    rejectStrayParams(query)
    const accept = parseAccept(c.req.header("accept"))
    const prefs = await preferences(c)
    const { cache } = await lookupRelation(schema, table)
    const source = sourceFromRelation(cache, schema, table)!
    const node = planRead(cache, source, query.select, new AliasCounter())
    applyQuery(node, query, { topLevelFilters: true })
    const prepared = prepareRead(call, {
      cache,
      node,
      fromSql: `${ident(schema)}.${ident(table)}`,
      accept,
      prefs,
      readOnly: true,
      action: "read",
    })
    if (readPlans.size >= READ_PLANS_KEPT) readPlans.clear()
    readPlans.set(key, prepared)
    return answerRead(call, prepared)
  }

  function readResponse(call: RestCall, read: PlannedRead): Promise<RestResponse> {
    return answerRead(call, prepareRead(call, read))
  }

  function prepareRead(call: RestCall, read: PlannedRead): PreparedRead {
    const { c } = call
    const { node, accept, prefs } = read
    const range = parseRange(c.req.header("range"))
    const offset = node.offset ?? range?.offset ?? 0
    const limits = [node.limit, range?.limit, MAX_ROWS].filter((l): l is number => l !== undefined)
    const limit = Math.min(...limits)
    // count=planned takes the planner's row estimate; estimated counts exactly up to max rows, then plans.
    // A function's result is always counted exactly: its arguments are bound in the same statement.
    const planned = prefs.count === "planned" && !read.params
    const count = prefs.count !== undefined && !planned
    const params = read.params ?? new Params()
    const csv = accept.media === "csv"
    const sql = envelopeSql(node, read.fromSql, read.cache, params, {
      limit,
      offset,
      count,
      stripNulls: accept.stripNulls,
      csv,
      geojson: accept.media === "geojson",
    })
    return { ...read, sql, bind: params, offset, planned, csv }
  }

  async function answerRead(call: RestCall, read: PreparedRead): Promise<RestResponse> {
    const { c } = call
    const { node, accept, prefs, sql, bind, offset, planned, csv } = read
    const plannedTotal = async (tx: Queryable) => {
      const countParams = new Params()
      const counted = selectSql(node, read.fromSql, read.cache, countParams, { forCount: true })
      const { rows } = await tx.query<Record<string, unknown>>(`explain (format json) ${counted}`, countParams.values)
      const output = Object.values(rows[0])[0]
      const plan = (typeof output === "string" ? JSON.parse(output) : output) as { Plan: { "Plan Rows": number } }[]
      return plan[0].Plan["Plan Rows"]
    }
    // A read-only transaction has nothing to roll back: it commits with its one statement, in one round trip.
    const lastStatement = read.readOnly && !planned && prefs.count !== "estimated"
    return transaction(call, read.readOnly, prefs, async (tx) => {
      const envelope: Envelope = { ...(await runEnvelope(tx, sql, bind, lastStatement)), csv }
      if (planned) envelope.total = await plannedTotal(tx)
      else if (prefs.count === "estimated" && !read.params && envelope.total !== null && envelope.total > MAX_ROWS) {
        envelope.total = await plannedTotal(tx)
      }
      if (envelope.total !== null && offset > 0 && offset >= envelope.total && envelope.n === 0) {
        throw new RestError(
          416,
          "PGRST103",
          "Requested range not satisfiable",
          `An offset of ${offset} was requested, but there are only ${envelope.total} rows.`,
        )
      }
      // A function returning one row answers its object, or null when filters left none.
      if (read.action === "call") assertMaxAffected(prefs, envelope.n)
      const formatted =
        read.singleObject && accept.media === "json"
          ? { body: envelope.n === 0 ? "null" : singular(envelope), contentType: CONTENT_TYPES.json }
          : formatBody(envelope, accept, node)
      const partial = envelope.total !== null && (offset > 0 || offset + envelope.n < envelope.total)
      const headers: Record<string, string> = {
        "Content-Type": formatted.contentType,
        "Content-Range": contentRange(offset, envelope.n, envelope.total),
      }
      const applied = preferenceApplied(prefs, read.action)
      if (applied) headers["Preference-Applied"] = applied
      return commitOrRollback({ status: partial ? 206 : 200, body: c.req.method === "HEAD" ? null : formatted.body, headers }, prefs)
    })
  }

  async function handleWrite(call: RestCall, table: string): Promise<RestResponse> {
    const { c, schema } = call
    const method = c.req.method
    const query = parseQuery(searchParams(c.req.raw))
    rejectStrayParams(query)
    const accept = parseAccept(c.req.header("accept"))
    const prefs = await preferences(c)
    const { cache, relation } = await lookupRelation(schema, table)
    const source = sourceFromRelation(cache, schema, table)!
    const aliases = new AliasCounter()
    const wantsRows = prefs.return === "representation" || prefs.return === "headers-only"
    const representation = prefs.return === "representation"
    const count = prefs.count !== undefined
    const params = new Params()
    const actions: Record<string, PreferenceAction> = { POST: "insert", PUT: "upsert", PATCH: "update", DELETE: "delete" }
    const action = actions[method]
    const applied = preferenceApplied(prefs, action, { canUpsert: relation.primaryKey.length > 0 || query.onConflict !== undefined })

    let statements: { sql: string; params: Params }[]
    let status: number
    let markInserted = false
    if (method === "POST" || method === "PUT") {
      const body = parseJsonBody(await c.req.text())
      if (body === undefined) throw new RestError(400, "PGRST102", "Empty or invalid json")
      const rows = bodyRows(body, method === "POST")
      if (method === "PUT") {
        prefs.resolution = "merge-duplicates"
        query.onConflict = relation.primaryKey
      }
      // A merge upsert answers 201 only when it inserted a row; xmax tells inserted from updated rows of a table.
      markInserted = prefs.resolution === "merge-duplicates" && relation.kind === "table"
      statements = insertSql(relation, rows, query, prefs, () => (wantsRows ? params : new Params()), wantsRows, markInserted)
      status = method === "PUT" ? (representation ? 200 : 204) : 201
    } else {
      const filterNode = planRead(cache, source, [{ type: "star" }], aliases)
      applyQuery(filterNode, mutationQuery(query), { topLevelFilters: true })
      if (method === "PATCH") {
        const body = parseJsonBody(await c.req.text())
        if (body === undefined) throw new RestError(400, "PGRST102", "Empty or invalid json")
        const row = bodyRows(body, false)[0]
        const sql = updateSql(relation, filterNode, row, {
          params,
          returning: wantsRows,
          columns: query.columns,
          missingDefault: prefs.missing === "default",
        })
        statements = sql ? [{ sql, params }] : []
      } else {
        statements = [{ sql: deleteSql(relation, filterNode, params, wantsRows), params }]
      }
      status = representation ? 200 : 204
    }

    const reprNode = planRead(cache, source, query.select, aliases)
    applyQuery(reprNode, representationQuery(query), { topLevelFilters: false })

    // Past its last statement, a write can only fail (and roll back) on Prefer: tx=rollback,
    // max-affected with handling=strict or a singular Accept; otherwise it commits with that statement.
    const commitsWithLastStatement =
      prefs.tx !== "rollback" && accept.media !== "object" && !(prefs.handling === "strict" && prefs.maxAffected !== undefined)
    const run = <T>(tx: Transaction, sql: string, values: unknown[], last: boolean) =>
      last && commitsWithLastStatement ? tx.queryAndCommit<T>(sql, values) : tx.query<T>(sql, values)
    return transaction(call, false, prefs, async (tx) => {
      let n = 0
      let inserted = 0
      let envelope: Envelope | undefined
      if (wantsRows) {
        const ctes = statements.map(({ sql }, i) => `pgrst_w${i} as (${sql})`)
        const fromSql = statements.length
          ? `(${statements.map((_, i) => `select * from pgrst_w${i}`).join(" union all ")})`
          : `(select * from ${ident(schema)}.${ident(table)} where false)`
        ctes.push(`pgrst_written as ${fromSql}`)
        const sql =
          `with ${ctes.join(", ")} select pgrst_e.*, ` +
          (markInserted ? `(select count(*) from pgrst_written where pgrst_inserted)::int4` : "0") +
          ` as inserted from (${envelopeSql(reprNode, "pgrst_written", cache, params, { count: false, stripNulls: accept.stripNulls, geojson: accept.media === "geojson" })}) as pgrst_e`
        const row = (await run<{ total: string | null; body: string; n: number; inserted: number }>(tx, sql, params.values, true)).rows[0]
        envelope = { total: null, body: row.body, n: Number(row.n) }
        n = envelope.n
        inserted = Number(row.inserted)
      } else {
        for (const [i, statement] of statements.entries()) {
          const last = i === statements.length - 1
          const result = await run<{ pgrst_inserted?: boolean }>(tx, statement.sql, statement.params.values, last)
          n += result.rowCount
          if (markInserted) inserted += result.rows.filter((r) => r.pgrst_inserted).length
        }
      }
      if (method === "PATCH" || method === "DELETE") assertMaxAffected(prefs, n)
      if (markInserted && inserted === 0) {
        if (method === "POST") status = 200
      } else if (markInserted && method === "PUT" && representation) status = 201
      const headers: Record<string, string> = {}
      if (applied) headers["Preference-Applied"] = applied
      const total = count ? n : null
      headers["Content-Range"] = method === "POST" || method === "PUT" ? `*/${total ?? "*"}` : contentRange(0, n, total)
      if (accept.media === "object" && n !== 1) throw notSingular(n)
      if (prefs.return === "headers-only" && envelope && (method === "POST" || method === "PUT")) {
        const first = (JSON.parse(envelope.body) as Record<string, unknown>[])[0]
        if (first && relation.primaryKey.length) {
          headers.Location = `/${table}?${relation.primaryKey.map((k) => `${encodeURIComponent(k)}=eq.${encodeURIComponent(String(first[k]))}`).join("&")}`
        }
      }
      if (representation && envelope) {
        const formatted = formatBody(envelope, accept, reprNode)
        headers["Content-Type"] = formatted.contentType
        return commitOrRollback({ status, body: formatted.body, headers }, prefs)
      }
      return commitOrRollback({ status: method === "POST" ? status : 204, body: null, headers }, prefs)
    })
  }

  async function handleRpc(call: RestCall, name: string): Promise<RestResponse> {
    const { c, schema } = call
    const method = c.req.method
    const accept = parseAccept(c.req.header("accept"))
    const prefs = await preferences(c)
    const cache = await schemaCache.getWith((cc) => cc.routines.has(relationKey(schema, name)))
    const overloads = callableOverloads(cache, schema, name)
    const argNames = new Set(overloads.flatMap((r) => r.args.map((a) => a.name)))

    let args: Record<string, unknown>
    let body: unknown
    const rest = new URLSearchParams()
    if (method === "POST") {
      body = parseJsonBody(await c.req.text())
      const isObject = typeof body === "object" && body !== null && !Array.isArray(body)
      // An array or scalar body names no parameter: only a single json/jsonb parameter can take it.
      args = isObject ? (body as Record<string, unknown>) : {}
      if (body !== undefined && !isObject && !overloads.some((r) => r.args.length === 1 && ["json", "jsonb"].includes(r.args[0].udt))) {
        throw new RestError(400, "PGRST102", "Empty or invalid json")
      }
      for (const [k, v] of searchParams(c.req.raw)) rest.append(k, v)
    } else {
      args = {}
      for (const [k, v] of searchParams(c.req.raw)) {
        const reserved =
          ["select", "order", "limit", "offset", "and", "or", "not.and", "not.or"].includes(k) || /\.(order|limit|offset|and|or)$/.test(k)
        // As in PostgREST, a value without an operator is an argument, even of a function that does not exist.
        if (!reserved && (argNames.has(k) || !looksLikeFilter(v))) args[k] = v
        else rest.append(k, v)
      }
    }
    const query = parseQuery(rest)
    rejectStrayParams(query)

    const routineCall = resolveRoutine(cache, schema, name, Object.keys(args), method === "POST")
    const routine = routineCall.routine
    const readOnly = method !== "POST" || routine.volatility !== "v"
    const params = new Params()
    const { call: callExpr, from } = callSql(routineCall, routineCall.wholeBody ? (body ?? {}) : args, params)
    const shape = resultShape(routine)
    if (prefs.handling === "strict" && prefs.maxAffected !== undefined && !routine.returnsSet) {
      throw new RestError(400, "PGRST128", "Function must return SETOF or TABLE when max-affected preference is used with handling=strict")
    }
    const applied = preferenceApplied(prefs, "call")
    const withApplied = (headers: Record<string, string>) => (applied ? { ...headers, "Preference-Applied": applied } : headers)

    if (shape === "void" || shape === "scalar") {
      return transaction(call, readOnly, prefs, async (tx) => {
        const { rows } = await tx.query<{ body: string }>(`select to_json(${callExpr})::text as body${from}`, params.values)
        // One value is one row, counted when asked (Prefer: count=…).
        const range = contentRange(0, 1, prefs.count ? 1 : null)
        if (shape === "void") return commitOrRollback({ status: 204, body: null, headers: withApplied({ "Content-Range": range }) }, prefs)
        const body = rows[0]?.body ?? "null"
        const headers = withApplied({ "Content-Type": CONTENT_TYPES.json, "Content-Range": range })
        return commitOrRollback({ status: 200, body: method === "HEAD" ? null : body, headers }, prefs)
      })
    }

    const rowsFrom = from ? `${from} cross join lateral ${callExpr} as pgrst_call` : ` from ${callExpr} as pgrst_call`
    if (shape === "scalar-set") {
      const range = parseRange(c.req.header("range"))
      const limit = Math.min(
        ...[query.limit.find((l) => l.path.length === 0)?.value, range?.limit, MAX_ROWS].filter((l): l is number => l !== undefined),
      )
      const offset = query.offset.find((o) => o.path.length === 0)?.value ?? range?.offset ?? 0
      const total = prefs.count ? `(select count(*) from (select 1${rowsFrom}) as pgrst_c)::int8::text` : "null::text"
      const sql = `select ${total} as total, coalesce(json_agg(pgrst_r.v), '[]'::json)::text as body, count(*)::int4 as n from (select pgrst_call as v${rowsFrom} limit ${params.add(limit)}::int8 offset ${params.add(offset)}::int8) as pgrst_r`
      return transaction(call, readOnly, prefs, async (tx) => {
        const envelope = await runEnvelope(tx, sql, params)
        assertMaxAffected(prefs, envelope.n)
        const formatted = formatBody(envelope, accept)
        return commitOrRollback(
          {
            status: 200,
            body: method === "HEAD" ? null : formatted.body,
            headers: withApplied({
              "Content-Type": formatted.contentType,
              "Content-Range": contentRange(offset, envelope.n, envelope.total),
            }),
          },
          prefs,
        )
      })
    }

    const source = resultSource(cache, routine)
    const node = planRead(cache, source, query.select, new AliasCounter())
    applyQuery(node, query, { topLevelFilters: true })
    return readResponse(call, {
      cache,
      node,
      fromSql: `(select pgrst_call.*${rowsFrom})`,
      params,
      accept,
      prefs,
      readOnly,
      singleObject: shape === "row",
      action: "call",
    })
  }

  async function handle(c: Context, run: (call: RestCall) => Promise<RestResponse>): Promise<Response> {
    let role: Caller["role"] = "anon"
    try {
      const caller = await resolveCaller(c.req.header("authorization"), ctx.jwt)
      role = caller.role
      const isRead = c.req.method === "GET" || c.req.method === "HEAD"
      const schema = requestedSchema(isRead ? c.req.header("accept-profile") : c.req.header("content-profile"), settings.schemas)
      return toHttpResponse(await run({ c, caller, schema }), schema)
    } catch (error) {
      return toErrorResponse(error, c.req.raw, role)
    }
  }

  app.on(["GET", "HEAD", "POST"], "/rpc/:fn", (c) => handle(c, (call) => handleRpc(call, c.req.param("fn"))))
  app.on(["PUT", "PATCH", "DELETE"], "/rpc/:fn", (c) =>
    handle(c, async () => {
      throw new RestError(405, "PGRST101", "Only GET, HEAD and POST are allowed for RPC")
    }),
  )
  app.on(["GET", "HEAD"], "/:table", (c) => handle(c, (call) => handleRead(call, c.req.param("table"))))
  app.on(["POST", "PATCH", "DELETE", "PUT"], "/:table", (c) => handle(c, (call) => handleWrite(call, c.req.param("table"))))
  app.all("*", (c) =>
    handle(c, async () => {
      throw invalidPath()
    }),
  )
  return app
}
