import { RestError } from "./errors"
import type { EmbedItem, FieldItem, Filter, LogicTree, OrderTerm, ParsedQuery, SelectItem } from "./parse"
import { relationKey, type Column, type ForeignKey, type SchemaCache } from "./schema-cache"

/** What rows come from: a table or view, a CTE over written rows, or a function's result. */
export interface RowSource {
  schema: string
  /** Name used in messages and to find relationships (the table for `setof table` functions). */
  name: string
  columns: Column[]
  columnMap: Map<string, Column>
  /** When the source is a relation of the exposed schema, embeds can follow its foreign keys. */
  relationName?: string
}

type OutputItem = { kind: "field"; item: FieldItem; output: string } | { kind: "embed"; embed: EmbedNode }

export interface ReadNode {
  source: RowSource
  alias: string
  items: OutputItem[]
  embeds: EmbedNode[]
  filters: Filter[]
  logic: LogicTree[]
  order: OrderTerm[]
  limit?: number
  offset?: number
}

export interface EmbedNode extends ReadNode {
  /** Key in the parent's JSON (alias, else the name as written). */
  outputName: string
  /** The name as written in select (what scoped parameters refer to when no alias is given). */
  writtenName: string
  joinType: "left" | "inner"
  spread: boolean
  cardinality: "one" | "many"
  /** child column = parent column pairs. */
  join: [string, string][]
  lateral: string
  nullFilter?: "null" | "not_null"
}

interface Relationship {
  fk: ForeignKey
  target: string
  cardinality: "one" | "many"
  /** child column = parent column pairs. */
  join: [string, string][]
  /** many-to-one (the parent holds the FK) or one-to-many/one-to-one (the child holds it). */
  direction: "m2o" | "o2m"
}

export class AliasCounter {
  private n = 0
  next(prefix = "pgrst_") {
    return `${prefix}${this.n++}`
  }
}

export function sourceFromRelation(cache: SchemaCache, schema: string, name: string): RowSource | undefined {
  const relation = cache.relations.get(relationKey(schema, name))
  if (!relation) return undefined
  return { schema, name, columns: relation.columns, columnMap: relation.columnMap, relationName: name }
}

function columnNotFound(source: RowSource, column: string): RestError {
  return new RestError(400, "42703", `column ${source.name}.${column} does not exist`)
}

/** The column of `source` named `name`; 400 42703 when there is none. */
export function checkColumn(source: RowSource, name: string): Column {
  const column = source.columnMap.get(name)
  if (!column) throw columnNotFound(source, name)
  return column
}

function relationshipsBetween(cache: SchemaCache, schema: string, parent: string, embed: EmbedItem): Relationship[] {
  const candidates: Relationship[] = []
  const add = (fk: ForeignKey, direction: "m2o" | "o2m") => {
    if (direction === "m2o") {
      candidates.push({ fk, target: fk.refTable, cardinality: "one", direction, join: fk.refColumns.map((c, i) => [c, fk.columns[i]]) })
    } else {
      const child = cache.relations.get(relationKey(fk.schema, fk.table))
      const unique = child?.uniques.some((u) => u.length === fk.columns.length && u.every((c) => fk.columns.includes(c))) ?? false
      candidates.push({
        fk,
        target: fk.table,
        cardinality: unique ? "one" : "many",
        direction,
        join: fk.columns.map((c, i) => [c, fk.refColumns[i]]),
      })
    }
  }
  const inSchema = (fk: ForeignKey) => fk.schema === schema && fk.refSchema === schema
  for (const fk of cache.foreignKeys.filter(inSchema)) {
    const fromParent = fk.table === parent
    const toParent = fk.refTable === parent
    if (fromParent && fk.refTable === embed.name) add(fk, "m2o")
    if (toParent && fk.table === embed.name) add(fk, "o2m")
    // Embedding by constraint name or by the parent's FK column.
    if (fk.name === embed.name) {
      if (fromParent) add(fk, "m2o")
      else if (toParent) add(fk, "o2m")
    }
    if (fromParent && fk.columns.length === 1 && fk.columns[0] === embed.name) add(fk, "m2o")
  }
  const unique = candidates.filter((c, i) => candidates.findIndex((d) => d.fk.name === c.fk.name && d.direction === c.direction) === i)
  if (!embed.hint) return unique
  return unique.filter(
    (c) =>
      c.fk.name === embed.hint || c.fk.columns.includes(embed.hint!) || c.fk.refColumns.includes(embed.hint!) || c.target === embed.hint,
  )
}

function noRelationship(parent: string, embed: string, details: string | null = null): RestError {
  return new RestError(400, "PGRST200", `Could not find a relationship between '${parent}' and '${embed}' in the schema cache`, details)
}

function resolveRelationship(cache: SchemaCache, schema: string, parent: string, embed: EmbedItem): Relationship {
  const found = relationshipsBetween(cache, schema, parent, embed)
  if (found.length === 1) return found[0]
  if (found.length === 0) {
    throw noRelationship(
      parent,
      embed.name,
      `Searched for a foreign key relationship between '${parent}' and '${embed.name}'${embed.hint ? ` using the hint '${embed.hint}'` : ""} in the schema '${schema}', but no matches were found.`,
    )
  }
  throw new RestError(
    300,
    "PGRST201",
    `Could not embed because more than one relationship was found for '${parent}' and '${embed.name}'`,
    found.map((r) => ({
      cardinality: r.direction === "m2o" ? "many-to-one" : r.cardinality === "one" ? "one-to-one" : "one-to-many",
      embedding: `${parent} with ${r.target}`,
      relationship: `${r.fk.name} using ${r.fk.table}(${r.fk.columns.join(", ")}) and ${r.fk.refTable}(${r.fk.refColumns.join(", ")})`,
    })) as unknown as string[],
    `Try changing '${embed.name}' to one of the following: ${found.map((r) => `'${embed.name}!${r.fk.name}'`).join(", ")}. Find the desired relationship in the 'details' key.`,
  )
}

/** Builds the tree of nodes for a select list, resolving every column and embed against the catalog. */
export function planRead(cache: SchemaCache, source: RowSource, select: SelectItem[], aliases: AliasCounter): ReadNode {
  const node: ReadNode = { source, alias: aliases.next("t"), items: [], embeds: [], filters: [], logic: [], order: [] }
  for (const item of select) {
    if (item.type === "star") {
      for (const column of source.columns) {
        node.items.push({ kind: "field", item: { type: "field", field: { name: column.name, jsonPath: [] } }, output: column.name })
      }
    } else if (item.type === "field") {
      if (item.aggregate) throw new RestError(400, "PGRST123", "Use of aggregate functions is not allowed")
      checkColumn(source, item.field.name)
      const lastKey = item.field.jsonPath.at(-1)?.key
      node.items.push({ kind: "field", item, output: item.alias ?? lastKey ?? item.field.name })
    } else {
      if (!source.relationName) throw noRelationship(source.name, item.name)
      const relationship = resolveRelationship(cache, source.schema, source.relationName, item)
      const target = sourceFromRelation(cache, source.schema, relationship.target)
      if (!target) throw noRelationship(source.name, item.name)
      if (item.spread && relationship.cardinality === "many") {
        throw new RestError(
          400,
          "PGRST119",
          `A spread operation on '${item.name}' is not possible`,
          `'${source.name}' and '${item.name}' do not form a many-to-one or one-to-one relationship`,
        )
      }
      const child = planRead(cache, target, item.select, aliases)
      const embed: EmbedNode = {
        ...child,
        outputName: item.alias ?? item.name,
        writtenName: item.alias ?? item.name,
        joinType: item.joinType,
        spread: item.spread,
        cardinality: relationship.cardinality,
        join: relationship.join,
        lateral: aliases.next("pgrst_l"),
      }
      node.embeds.push(embed)
      node.items.push({ kind: "embed", embed })
    }
  }
  return node
}

function findEmbed(node: ReadNode, path: string[]): ReadNode {
  let current = node
  for (const name of path) {
    const next = current.embeds.find((e) => e.writtenName === name)
    if (!next) {
      throw new RestError(
        400,
        "PGRST108",
        `'${name}' is not an embedded resource in this request`,
        null,
        `Verify that '${name}' is included in the 'select' query parameter.`,
      )
    }
    current = next
  }
  return current
}

/** Attaches scoped filters, logic, order and paging of the query to the nodes they name. */
export function applyQuery(
  root: ReadNode,
  query: Pick<ParsedQuery, "filters" | "logic" | "order" | "limit" | "offset">,
  options: { topLevelFilters: boolean },
) {
  for (const { path, value } of query.filters) {
    if (path.length === 0 && !options.topLevelFilters) continue
    const node = findEmbed(root, path)
    const embed = node.embeds.find((e) => e.writtenName === value.field.name && value.field.jsonPath.length === 0)
    if (
      embed &&
      !node.source.columnMap.has(value.field.name) &&
      value.operation.op === "is" &&
      (value.operation.value === "null" || value.operation.value === "not_null")
    ) {
      const isNull = value.operation.value === "null"
      embed.nullFilter = isNull !== value.negate ? "null" : "not_null"
      continue
    }
    checkColumn(node.source, value.field.name)
    node.filters.push(value)
  }
  for (const { path, value } of query.logic) {
    if (path.length === 0 && !options.topLevelFilters) continue
    findEmbed(root, path).logic.push(value)
  }
  for (const { path, value } of query.order) findEmbed(root, path).order.push(...value)
  for (const { path, value } of query.limit) findEmbed(root, path).limit = value
  for (const { path, value } of query.offset) findEmbed(root, path).offset = value
}
