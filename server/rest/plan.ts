import { RestError } from "./errors"
import type { EmbedItem, FieldItem, Filter, LogicTree, OrderTerm, ParsedQuery, SelectItem } from "./parse"
import { relationKey, type Column, type ForeignKey, type Routine, type SchemaCache } from "./schema-cache"
import { qualified } from "./sql"
import type { ViewForeignKey } from "./view-keys"

/** What rows come from: a table or view, a CTE over written rows, or a function's result. */
export interface RowSource {
  schema: string
  /** Name used in messages and to find relationships (the table for `setof table` functions). */
  name: string
  columns: Column[]
  columnMap: Map<string, Column>
  /** When the source is a relation of the exposed schema, embeds can follow its foreign keys. */
  relationName?: string
  /** Computed fields: functions taking the row and returning one value, selected like columns (name → function). */
  computed?: Map<string, string>
}

/**
 * A selected field. `output` is its key in the row; an aggregate is named after its function unless
 * aliased. In a to-one spread the aggregate is `hoisted`: the spread selects the plain value under
 * `output` and the nearest ancestor that is not a to-one spread aggregates it, as PostgREST does.
 */
export type FieldOutput = { kind: "field"; item: FieldItem; output: string; hoisted?: boolean; legacyCount?: boolean }

type OutputItem = FieldOutput | { kind: "embed"; embed: EmbedNode }

export interface ReadNode {
  source: RowSource
  alias: string
  /** A to-one spread embed: its columns join the parent's, whose level applies their aggregates. */
  hoists?: boolean
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
  /** Many-to-many: the rows are those the junction links to the parent. */
  junction?: Junction
  /** A function taking the parent's row and returning the rows (a computed relationship). */
  computedFrom?: string
  lateral: string
  nullFilter?: "null" | "not_null"
}

/** A many-to-many hop: the junction table and its foreign keys to the parent and to the target. */
interface Junction {
  schema: string
  table: string
  toParent: ForeignKey
  toTarget: ForeignKey
}

interface Relationship {
  /** The foreign key (to-target for many-to-many) that names the relationship. */
  fk: ForeignKey
  target: string
  /** The target is a view standing in for its table (then its constraint and columns do not name it). */
  targetIsView: boolean
  cardinality: "one" | "many"
  /** child column = parent column pairs (empty for many-to-many, which joins through `junction`). */
  join: [string, string][]
  /** many-to-one, one-to-many/one-to-one (the child holds the FK), or many-to-many through a junction. */
  direction: "m2o" | "o2m" | "m2m"
  self: boolean
  junction?: Junction
}

export class AliasCounter {
  private n = 0
  next(prefix = "pgrst_") {
    return `${prefix}${this.n++}`
  }
}

/** Functions of `schema` whose only parameter is a row of `relation` (PostgREST's computed fields and relationships). */
function rowFunctions(cache: SchemaCache, schema: string, relation: string): Routine[] {
  const found: Routine[] = []
  for (const overloads of cache.routines.values()) {
    for (const routine of overloads) {
      const [first, ...others] = routine.args
      if (routine.schema !== schema || !first || others.some((a) => !a.hasDefault)) continue
      if (first.typtype === "c" && first.udt === relation && first.typeSchema === schema) found.push(routine)
    }
  }
  return found
}

export function sourceFromRelation(cache: SchemaCache, schema: string, name: string): RowSource | undefined {
  const relation = cache.relations.get(relationKey(schema, name))
  if (!relation) return undefined
  const computed = new Map<string, string>()
  for (const routine of rowFunctions(cache, schema, name)) {
    if (!routine.returnsSet && routine.returnTyptype !== "c" && routine.returnUdt !== "void" && !relation.columnMap.has(routine.name)) {
      computed.set(routine.name, qualified(routine.schema, routine.name))
    }
  }
  return { schema, name, columns: relation.columns, columnMap: relation.columnMap, relationName: name, computed }
}

/** A function taking a row of `parent` and returning rows of a relation, embedded like a table. */
function computedRelationship(cache: SchemaCache, schema: string, parent: string, name: string) {
  const routine = rowFunctions(cache, schema, parent).find((r) => r.name === name && r.returnRelation)
  // As PostgREST's computed relationships: `not proretset or prorows = 1` is a single row.
  const single = routine && (!routine.returnsSet || routine.rows === 1)
  return routine && { routine, target: routine.returnRelation!, cardinality: single ? ("one" as const) : ("many" as const) }
}

function columnNotFound(source: RowSource, column: string): RestError {
  return new RestError(400, "42703", `column ${source.name}.${column} does not exist`)
}

/** The column of `source` named `name` (undefined for a computed field); 400 42703 when neither exists. */
export function checkColumn(source: RowSource, name: string): Column | undefined {
  const column = source.columnMap.get(name)
  if (!column && !source.computed?.has(name)) throw columnNotFound(source, name)
  return column
}

const coversUnique = (uniques: string[][], columns: string[]) =>
  uniques.some((u) => u.length === columns.length && u.every((c) => columns.includes(c)))

/** A foreign key as relationships see it: a table's own, or one a view takes over from its table. */
type KeyLink = ForeignKey & Partial<ViewForeignKey>

/** Every relationship of `origin` in `schema`, as PostgREST's schema cache lists them (views included). */
function relationshipsOf(cache: SchemaCache, schema: string, origin: string): Relationship[] {
  const relationships: Relationship[] = []
  const inSchema: KeyLink[] = [...cache.foreignKeys, ...cache.viewForeignKeys].filter(
    (fk) => fk.schema === schema && fk.refSchema === schema,
  )
  for (const fk of inSchema) {
    const self = fk.table === fk.refTable
    if (fk.table === origin) {
      relationships.push({
        fk,
        target: fk.refTable,
        targetIsView: fk.refTableIsView === true,
        cardinality: "one",
        direction: "m2o",
        self,
        join: fk.refColumns.map((c, i) => [c, fk.columns[i]]),
      })
    }
    if (fk.refTable === origin) {
      const child = cache.relations.get(relationKey(fk.schema, fk.table))
      relationships.push({
        fk,
        target: fk.table,
        targetIsView: fk.tableIsView === true,
        cardinality: (fk.oneToOne ?? coversUnique(child?.uniques ?? [], fk.columns)) ? "one" : "many",
        direction: "o2m",
        self,
        join: fk.columns.map((c, i) => [c, fk.refColumns[i]]),
      })
    }
  }
  // A junction (table or view) holds a foreign key to the origin and one to the target, both within its primary key.
  for (const toParent of inSchema.filter((fk) => fk.refTable === origin)) {
    const junction = cache.relations.get(relationKey(schema, toParent.table))
    if (!junction || junction.primaryKey.length === 0) continue
    const inKey = (fk: ForeignKey) => fk.columns.every((c) => junction.primaryKey.includes(c))
    if (!inKey(toParent)) continue
    for (const toTarget of inSchema.filter((fk) => fk.table === junction.name && fk.name !== toParent.name && inKey(fk))) {
      relationships.push({
        fk: toTarget,
        target: toTarget.refTable,
        targetIsView: toTarget.refTableIsView === true,
        cardinality: "many",
        direction: "m2m",
        self: false,
        join: [],
        junction: { schema, table: junction.name, toParent, toTarget },
      })
    }
  }
  return relationships
}

/** The relationships an embed can mean, filtered as PostgREST's findRel does. */
function relationshipsBetween(cache: SchemaCache, schema: string, parent: string, embed: EmbedItem): Relationship[] {
  const target = embed.name
  const hint = embed.hint
  const originColumn = (r: Relationship, name: string) => r.direction !== "m2m" && r.join.length === 1 && r.join[0][1] === name
  const targetColumn = (r: Relationship, name: string) => r.direction !== "m2m" && r.join.length === 1 && r.join[0][0] === name
  const constraint = (r: Relationship, name: string) => r.direction !== "m2m" && r.fk.name === name
  return relationshipsOf(cache, schema, parent).filter((r) => {
    if (r.self) {
      if (!hint) return (r.target === target && r.direction === "o2m") || (originColumn(r, target) && r.direction === "m2o")
      return r.target === target && r.direction === "o2m" && targetColumn(r, hint)
    }
    // A constraint or column names a relationship to a table only: a view shares its table's names.
    if (!hint) return r.target === target || (!r.targetIsView && (constraint(r, target) || originColumn(r, target)))
    return r.target === target && (constraint(r, hint) || originColumn(r, hint) || targetColumn(r, hint) || r.junction?.table === hint)
  })
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
  const columns = (cols: string[]) => `(${cols.join(", ")})`
  throw new RestError(
    300,
    "PGRST201",
    `Could not embed because more than one relationship was found for '${parent}' and '${embed.name}'`,
    found.map((r) => ({
      embedding: `${parent} with ${r.target}`,
      cardinality: r.junction
        ? "many-to-many"
        : r.direction === "m2o"
          ? "many-to-one"
          : r.cardinality === "one"
            ? "one-to-one"
            : "one-to-many",
      relationship: r.junction
        ? `${r.junction.table} using ${r.junction.toParent.name}${columns(r.junction.toParent.columns)} and ${r.junction.toTarget.name}${columns(r.junction.toTarget.columns)}`
        : `${r.fk.name} using ${r.fk.table}${columns(r.fk.columns)} and ${r.fk.refTable}${columns(r.fk.refColumns)}`,
    })) as unknown as string[],
    `Try changing '${embed.name}' to one of the following: ${found.map((r) => `'${r.target}!${r.junction?.table ?? r.fk.name}'`).join(", ")}. Find the desired relationship in the 'details' key.`,
  )
}

/** PGRST123: aggregates are off unless db-aggregates-enabled (pgrst.db_aggregates_enabled) turns them on. */
const aggregatesNotAllowed = () => new RestError(400, "PGRST123", "Use of aggregate functions is not allowed")

/** A selected field as it appears in the row, checked against the source (42703 for an unknown column). */
function fieldOutput(source: RowSource, item: FieldItem, hoisted: boolean, aggregatesEnabled: boolean): FieldOutput {
  const lastKey = item.field.jsonPath.at(-1)?.key
  if (item.aggregate) {
    if (!aggregatesEnabled) throw aggregatesNotAllowed()
    if (item.field.name !== "*") checkColumn(source, item.field.name)
    // A spread's hoisted aggregate is selected under its alias or column name; `count()` as "count".
    const plain = item.field.name === "*" ? "count" : item.field.name
    return { kind: "field", item, output: hoisted ? (item.alias ?? plain) : (item.alias ?? item.aggregate), hoisted }
  }
  // `select=count` without parentheses: PostgREST's legacy row count (`t.count` is `count(t)` in SQL), allowed without aggregates.
  if (item.field.name === "count" && item.field.jsonPath.length === 0 && !source.columnMap.has("count") && !source.computed?.has("count")) {
    return { kind: "field", item, output: item.alias ?? "count", legacyCount: true }
  }
  checkColumn(source, item.field.name)
  return { kind: "field", item, output: item.alias ?? lastKey ?? item.field.name }
}

/**
 * Builds the tree of nodes for a select list, resolving every column and embed against the catalog.
 * `hoists` marks a to-one spread, whose aggregates its nearest non-spread ancestor applies.
 */
export function planRead(
  cache: SchemaCache,
  source: RowSource,
  select: SelectItem[],
  aliases: AliasCounter,
  depth = 0,
  hoists = false,
): ReadNode {
  const node: ReadNode = { source, alias: aliases.next("t"), hoists, items: [], embeds: [], filters: [], logic: [], order: [] }
  const embedNames = new Set<string>()
  for (const item of select) {
    if (item.type === "star") {
      for (const column of source.columns) {
        node.items.push({ kind: "field", item: { type: "field", field: { name: column.name, jsonPath: [] } }, output: column.name })
      }
    } else if (item.type === "field") {
      node.items.push(fieldOutput(source, item, hoists, cache.dbSettings.aggregatesEnabled))
    } else {
      if (!source.relationName) throw noRelationship(source.name, item.name)
      const written = item.alias ?? item.name
      if (!item.spread) {
        // PostgREST names each embed's join after the parent, the embed and the depth; a repeat collides in SQL.
        if (embedNames.has(written)) {
          throw new RestError(400, "42712", `table name "${source.relationName}_${written}_${depth + 1}" specified more than once`)
        }
        embedNames.add(written)
      }
      const computed = computedRelationship(cache, source.schema, source.relationName, item.name)
      const relationship = computed
        ? { target: computed.target, cardinality: computed.cardinality, join: [] as [string, string][], junction: undefined }
        : resolveRelationship(cache, source.schema, source.relationName, item)
      const target = sourceFromRelation(cache, source.schema, relationship.target)
      if (!target) throw noRelationship(source.name, item.name)
      const child = planRead(cache, target, item.select, aliases, depth + 1, item.spread && relationship.cardinality === "one")
      const embed: EmbedNode = {
        ...child,
        outputName: item.alias ?? item.name,
        writtenName: item.alias ?? item.name,
        joinType: item.joinType,
        spread: item.spread,
        cardinality: relationship.cardinality,
        join: relationship.join,
        junction: relationship.junction,
        computedFrom: computed && qualified(computed.routine.schema, computed.routine.name),
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
