import { RestError } from "./errors"
import { COMPARISON_OPERATORS, FTS_OPERATORS, type Field, type Filter, type LogicTree, type OrderTerm } from "./parse"
import { checkColumn, type EmbedNode, type FieldOutput, type ReadNode } from "./plan"
import type { SchemaCache } from "./schema-cache"
import { arrayLiteral, castSql, ident, jsonPathSql, qualified, type Params } from "./sql"

function fieldSql(node: ReadNode, field: Field, params: Params): string {
  const column = checkColumn(node.source, field.name)
  const base = column ? `${node.alias}.${ident(field.name)}` : `${node.source.computed!.get(field.name)}(${node.alias})`
  return jsonPathSql(base, field, params)
}

function likePattern(value: string) {
  return value.replace(/\*/g, "%")
}

export function filterSql(node: ReadNode, filter: Filter, params: Params): string {
  const expr = fieldSql(node, filter.field, params)
  const operation = filter.operation
  let sql: string
  switch (operation.op) {
    case "in":
      sql = `${expr} = any(${params.add(arrayLiteral(operation.values))})`
      break
    case "is":
      sql = `${expr} is ${{ null: "null", not_null: "not null", true: "true", false: "false", unknown: "unknown" }[operation.value]}`
      break
    case "fts":
    case "plfts":
    case "phfts":
    case "wfts": {
      const fn = FTS_OPERATORS[operation.op]
      const column = node.source.columnMap.get(filter.field.name)
      const config = operation.config ? `${params.add(operation.config)}::regconfig, ` : ""
      const vector = column?.udt === "tsvector" && filter.field.jsonPath.length === 0 ? expr : `to_tsvector(${config}${expr})`
      sql = `${vector} @@ ${fn}(${config}${params.add(operation.value)})`
      break
    }
    default: {
      const op = COMPARISON_OPERATORS[operation.op]
      const isLike = operation.op === "like" || operation.op === "ilike"
      if ("quantifier" in operation) {
        const values = isLike ? operation.values.map(likePattern) : operation.values
        sql = `${expr} ${op} ${operation.quantifier}(${params.add(arrayLiteral(values))})`
      } else {
        sql = `${expr} ${op} ${params.add(isLike ? likePattern(operation.value) : operation.value)}`
      }
    }
  }
  return filter.negate ? `not (${sql})` : sql
}

export function logicSql(node: ReadNode, tree: LogicTree, params: Params): string {
  const parts = tree.children.map((child) =>
    child.type === "logic" ? logicSql(node, child, params) : filterSql(node, child.filter, params),
  )
  const joined = parts.length === 0 ? (tree.operator === "and" ? "true" : "false") : `(${parts.join(` ${tree.operator} `)})`
  return tree.negate ? `not ${joined}` : joined
}

function orderSql(node: ReadNode, terms: OrderTerm[], params: Params): string {
  return terms
    .map((term) => {
      let expr: string
      if (term.relation) {
        const embed = node.embeds.find((e) => e.writtenName === term.relation)
        if (!embed || embed.cardinality !== "one") {
          throw new RestError(
            400,
            "PGRST118",
            `A related order on '${term.relation}' is not possible`,
            `'${node.source.name}' and '${term.relation}' do not form a many-to-one or one-to-one relationship`,
          )
        }
        checkColumn(embed.source, term.field.name)
        expr = embed.spread
          ? jsonPathSql(`${embed.lateral}.${ident(term.field.name)}`, term.field, params)
          : jsonPathSql(`(${embed.lateral}.body::jsonb -> ${params.add(term.field.name)}::text)`, term.field, params)
      } else {
        expr = fieldSql(node, term.field, params)
      }
      return `${expr}${term.direction ? ` ${term.direction}` : ""}${term.nulls ? ` nulls ${term.nulls}` : ""}`
    })
    .join(", ")
}

const AGGREGATE_SQL = { count: "count", sum: "sum", avg: "avg", max: "max", min: "min" } as const

/** A column a spread embed adds to its parent's row; `aggregate` when the parent must aggregate it (hoisted). */
interface SpreadColumn {
  /** The column of the spread's subquery. */
  name: string
  /** The key in the parent's row (an unaliased hoisted aggregate is named after its function). */
  output: string
  aggregate?: keyof typeof AGGREGATE_SQL
  aggregateCast?: string
}

/** The columns a spread embed contributes, through nested spreads, with the aggregates they carry up. */
function spreadColumns(embed: EmbedNode): SpreadColumn[] {
  const columns: SpreadColumn[] = []
  for (const entry of embed.items) {
    if (entry.kind === "field") {
      const { item } = entry
      columns.push(
        entry.hoisted
          ? { name: entry.output, output: item.alias ?? item.aggregate!, aggregate: item.aggregate, aggregateCast: item.aggregateCast }
          : { name: entry.output, output: entry.output },
      )
    } else if (entry.embed.spread) {
      // A to-one spread inside a to-one spread passes its columns (and their aggregates) up unchanged.
      const nested = spreadColumns(entry.embed)
      columns.push(...(embed.hoists && entry.embed.hoists ? nested : nested.map(({ output }) => ({ name: output, output }))))
    } else if (entry.embed.items.length > 0) columns.push({ name: entry.embed.outputName, output: entry.embed.outputName })
  }
  return columns
}

function spreadOutputs(embed: EmbedNode): string[] {
  return spreadColumns(embed).map((c) => c.name)
}

/** The SQL of a field item: a column or computed field, its JSON path and cast, or the aggregate over it. */
function fieldItemSql(node: ReadNode, entry: FieldOutput, cache: SchemaCache, params: Params): string {
  const { item } = entry
  // `(expr)::type`: a cast binds tighter than ->> and would otherwise apply to the JSON key.
  const cast = (expr: string, type: string | undefined) => (type ? `(${expr})${castSql(type, cache)}` : expr)
  if (entry.legacyCount) return cast(`count(${node.alias})`, item.cast)
  const input = item.field.name === "*" ? "*" : cast(fieldSql(node, item.field, params), item.cast)
  if (!item.aggregate) return input
  // Hoisted out of a to-one spread: the plain value (a marker for `count()`), aggregated by the ancestor.
  if (entry.hoisted) return input === "*" ? "true" : input
  return cast(`${AGGREGATE_SQL[item.aggregate]}(${input})`, item.aggregateCast)
}

/**
 * GROUP BY as PostgREST's groupF: when a level aggregates (its own aggregates or those its to-one
 * spreads hoist) beside plain fields or embeds, it groups by the plain fields, the embeds' JSON (as
 * text, json having no equality) and the spread columns that are not aggregated.
 */
function groupBy(node: ReadNode, params: Params): string[] | undefined {
  if (node.hoists) return undefined
  const fields = node.items.filter((e): e is FieldOutput => e.kind === "field")
  const spreads = node.embeds.filter((e) => e.spread && e.hoists).flatMap((e) => spreadColumns(e).map((c) => ({ embed: e, column: c })))
  const aggregates = fields.some((e) => e.item.aggregate) || spreads.some((s) => s.column.aggregate)
  if (!aggregates) return undefined
  const group = fields.filter((e) => !e.item.aggregate).map((e) => fieldSql(node, e.item.field, params))
  for (const embed of node.embeds) {
    if (embed.spread && embed.hoists) continue
    if (embed.spread) group.push(...spreadOutputs(embed).map((name) => `${embed.lateral}.${ident(name)}`))
    else if (embed.items.length > 0) group.push(`${embed.lateral}.body::text`)
  }
  group.push(...spreads.filter((s) => !s.column.aggregate).map((s) => `${s.embed.lateral}.${ident(s.column.name)}`))
  return group.length > 0 ? group : undefined
}

function outputColumns(node: ReadNode, cache: SchemaCache, params: Params, grouped: boolean): string[] {
  const columns: string[] = []
  for (const entry of node.items) {
    if (entry.kind === "field") {
      columns.push(`${fieldItemSql(node, entry, cache, params)} as ${ident(entry.output)}`)
      continue
    }
    const embed = entry.embed
    if (embed.spread && embed.hoists && !node.hoists) {
      for (const column of spreadColumns(embed)) {
        const value = `${embed.lateral}.${ident(column.name)}`
        const aggregated = column.aggregate && `${AGGREGATE_SQL[column.aggregate]}(${value})`
        columns.push(
          aggregated
            ? `${column.aggregateCast ? `(${aggregated})${castSql(column.aggregateCast, cache)}` : aggregated} as ${ident(column.output)}`
            : `${value} as ${ident(column.output)}`,
        )
      }
    } else if (embed.spread) {
      for (const name of spreadOutputs(embed)) columns.push(`${embed.lateral}.${ident(name)} as ${ident(name)}`)
    } else if (embed.items.length > 0) {
      // Grouped rows carry the embed as the text they were grouped by.
      const body = grouped ? `(${embed.lateral}.body::text)::json` : `${embed.lateral}.body`
      columns.push(
        embed.cardinality === "many"
          ? `coalesce(${body}, '[]'::json) as ${ident(embed.outputName)}`
          : `${body} as ${ident(embed.outputName)}`,
      )
    }
  }
  return columns
}

function lateralSql(parent: ReadNode, embed: EmbedNode, cache: SchemaCache, params: Params): string {
  for (const [, parentColumn] of embed.join) checkColumn(parent.source, parentColumn)
  const joinConditions = embed.join.map(
    ([childColumn, parentColumn]) => `${embed.alias}.${ident(childColumn)} = ${parent.alias}.${ident(parentColumn)}`,
  )
  if (embed.junction) {
    const { schema, table, toParent, toTarget } = embed.junction
    const j = `${embed.lateral}_j`
    const linked = [
      ...toTarget.columns.map((c, i) => `${j}.${ident(c)} = ${embed.alias}.${ident(toTarget.refColumns[i])}`),
      ...toParent.columns.map((c, i) => `${j}.${ident(c)} = ${parent.alias}.${ident(toParent.refColumns[i])}`),
    ]
    joinConditions.push(`exists (select 1 from ${qualified(schema, table)} as ${j} where ${linked.join(" and ")})`)
  }
  const fromSql = embed.computedFrom ? `${embed.computedFrom}(${parent.alias})` : qualified(embed.source.schema, embed.source.name)
  if (embed.spread && embed.cardinality === "many") {
    // A spread to-many embed gives each of its columns as an array of the related rows' values.
    const inner = selectSql(embed, fromSql, cache, params, { extraWhere: joinConditions })
    const row = `${embed.lateral}_r`
    const arrays = spreadOutputs(embed).map((name) => `coalesce(json_agg(${row}.${ident(name)}), '[]'::json) as ${ident(name)}`)
    return `left join lateral (select ${[...arrays, "case when count(*) > 0 then true end as pgrst_found"].join(", ")} from (${inner}) as ${row}) as ${embed.lateral} on true`
  }
  if (embed.spread) {
    const inner = selectSql(embed, fromSql, cache, params, { extraWhere: joinConditions, marker: true })
    return `left join lateral (${inner}) as ${embed.lateral} on true`
  }
  const inner = selectSql(embed, fromSql, cache, params, { extraWhere: joinConditions })
  const row = `${embed.lateral}_r`
  const body = embed.cardinality === "many" ? `coalesce(json_agg(${row}), '[]'::json)` : `row_to_json(${row})`
  return `left join lateral (select ${body} as body from (${inner}) as ${row}) as ${embed.lateral} on true`
}

function embedConditions(node: ReadNode): string[] {
  const conditions: string[] = []
  for (const embed of node.embeds) {
    const present = embed.spread
      ? `${embed.lateral}.pgrst_found is not null`
      : embed.cardinality === "many"
        ? `json_array_length(${embed.lateral}.body) > 0`
        : `${embed.lateral}.body is not null`
    if (embed.joinType === "inner" || embed.nullFilter === "not_null") conditions.push(present)
    if (embed.nullFilter === "null") conditions.push(`not (${present})`)
  }
  return conditions
}

export interface SelectSqlOptions {
  extraWhere?: string[]
  /** Leave out ORDER BY, LIMIT and OFFSET and select nothing (for counting). */
  forCount?: boolean
  /** Ignore the node's limit/offset and use these (top level: max rows and Range). */
  limit?: number
  offset?: number
  /** Add `true as pgrst_found` (spread embeds use it to tell "no row" from "all nulls"). */
  marker?: boolean
}

/** SELECT … FROM <from> AS <alias> [laterals] WHERE … ORDER BY … LIMIT … OFFSET … */
export function selectSql(node: ReadNode, fromSql: string, cache: SchemaCache, params: Params, options: SelectSqlOptions = {}): string {
  const group = options.forCount ? undefined : groupBy(node, params)
  const columns = options.forCount ? ["1"] : outputColumns(node, cache, params, group !== undefined)
  if (options.marker) columns.push("true as pgrst_found")
  const needed = options.forCount ? node.embeds.filter((e) => e.joinType === "inner" || e.nullFilter) : node.embeds
  const laterals = needed.map((embed) => lateralSql(node, embed, cache, params))
  const where = [
    ...(options.extraWhere ?? []),
    ...node.filters.map((f) => filterSql(node, f, params)),
    ...node.logic.map((l) => logicSql(node, l, params)),
    ...(options.forCount ? embedConditions({ ...node, embeds: needed }) : embedConditions(node)),
  ]
  let sql = `select ${columns.join(", ")} from ${fromSql} as ${node.alias}`
  if (laterals.length) sql += ` ${laterals.join(" ")}`
  if (where.length) sql += ` where ${where.join(" and ")}`
  if (options.forCount) return sql
  if (group) sql += ` group by ${group.join(", ")}`
  if (node.order.length) sql += ` order by ${orderSql(node, node.order, params)}`
  const limit = options.limit ?? node.limit
  const offset = options.offset ?? node.offset
  if (limit !== undefined) sql += ` limit ${params.add(limit)}::int8`
  if (offset) sql += ` offset ${params.add(offset)}::int8`
  return sql
}
