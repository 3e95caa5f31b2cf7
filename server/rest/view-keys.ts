import type { Queryable } from "../db"
import { viewColumnOrigins } from "./node-tree"
import type { ForeignKey } from "./schema-cache"

/**
 * Relationships through views, as PostgREST's schema cache infers them (allViewsKeyDependencies):
 * a view column that is a plain reference to a table column (through other views too) carries that
 * column's keys. A view exposing every column of a table's primary key gets it as its own; one
 * exposing every column of a foreign key (or of the key it references) joins that relationship in
 * place of the table, from either end or both.
 */

/** A foreign key between relations where at least one end is a view standing in for its table (named by the table's constraint). */
export interface ViewForeignKey extends ForeignKey {
  tableIsView: boolean
  refTableIsView: boolean
  /** The base foreign key's columns are unique in its table (one-to-one). */
  oneToOne: boolean
}

export interface ViewKeys {
  foreignKeys: ViewForeignKey[]
  /** Views' primary keys, keyed `schema.view`. */
  primaryKeys: Map<string, string[]>
}

interface ViewRow {
  oid: number
  schema: string
  name: string
  action: string
}

interface CatalogRow {
  relations: { oid: number; schema: string; name: string; columns: Record<string, string> }[]
  foreignKeys: { name: string; table: number; columns: number[]; refTable: number; refColumns: number[] }[]
  keys: { type: "p" | "u"; table: number; columns: number[] }[]
}

const VIEWS_SQL = `
select c.oid::int8 as oid, n.nspname as schema, c.relname as name, r.ev_action::text as action
from pg_rewrite r
join pg_class c on c.oid = r.ev_class
join pg_namespace n on n.oid = c.relnamespace
where c.relkind in ('v', 'm') and r.rulename = '_RETURN' and n.nspname = any($1::text[])`

// Foreign keys touching the views' base tables (not a partition's copies), the keys of the tables
// at their ends, and the names of every relation and column involved.
const CATALOG_SQL = `
with fks as (
  select conname, conrelid, conkey, confrelid, confkey from pg_constraint
  where contype = 'f' and conparentid = 0 and (conrelid = any($1::oid[]) or confrelid = any($1::oid[]))
), rels as (
  select unnest($1::oid[] || $2::oid[]) as oid union select conrelid from fks union select confrelid from fks
)
select json_build_object(
  'relations', (select coalesce(json_agg(json_build_object('oid', c.oid::int8, 'schema', n.nspname, 'name', c.relname,
      'columns', (select coalesce(json_object_agg(a.attnum, a.attname), '{}') from pg_attribute a
                  where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped))), '[]')
    from pg_class c join pg_namespace n on n.oid = c.relnamespace where c.oid in (select oid from rels)),
  'foreignKeys', (select coalesce(json_agg(json_build_object('name', conname, 'table', conrelid::int8, 'columns', conkey,
      'refTable', confrelid::int8, 'refColumns', confkey)), '[]') from fks),
  'keys', (select coalesce(json_agg(json_build_object('type', contype, 'table', conrelid::int8, 'columns', conkey)), '[]')
    from pg_constraint where contype in ('p', 'u') and conrelid in (select oid from rels))
)::text as j`

const originKey = (table: number, column: number) => `${table}:${column}`

/** Every way of picking one view column per key column (a key column may appear in a view more than once). */
function combinations(lists: string[][]): string[][] {
  return lists.reduce<string[][]>((acc, list) => acc.flatMap((picked) => list.map((item) => [...picked, item])), [[]])
}

/** Reads the views of `schemas` and derives their primary keys and the relationships they take part in. */
export async function loadViewKeys(db: Queryable, schemas: string[]): Promise<ViewKeys> {
  const views = (await db.query<ViewRow>(VIEWS_SQL, [schemas])).rows.map((v) => ({ ...v, oid: Number(v.oid) }))
  const empty: ViewKeys = { foreignKeys: [], primaryKeys: new Map() }
  if (views.length === 0) return empty

  const originsByView = new Map<number, Map<number, { table: number; column: number }>>()
  for (const view of views) {
    let origins: ReturnType<typeof viewColumnOrigins>
    try {
      origins = viewColumnOrigins(view.action)
    } catch {
      continue // A view whose rule cannot be read takes part in no relationship, as a computed column does not.
    }
    originsByView.set(view.oid, new Map(origins.map((o) => [o.position, { table: o.table, column: o.column }])))
  }
  // Follow a column through views over views to the table column it finally shows (cycles stop).
  const resolve = (table: number, column: number, seen = new Set<number>()): { table: number; column: number } => {
    const through = originsByView.get(table)?.get(column)
    if (!through || through.table === 0 || seen.has(table)) return { table, column }
    seen.add(table)
    return resolve(through.table, through.column, seen)
  }
  const baseTables = new Set<number>()
  const resolved = new Map<number, { position: number; table: number; column: number }[]>()
  for (const [viewOid, origins] of originsByView) {
    const columns = [...origins].filter(([, o]) => o.table !== 0).map(([position, o]) => ({ position, ...resolve(o.table, o.column) }))
    columns.forEach((c) => baseTables.add(c.table))
    resolved.set(viewOid, columns)
  }
  if (baseTables.size === 0) return empty

  const { rows } = await db.query<{ j: string }>(CATALOG_SQL, [[...baseTables], views.map((v) => v.oid)])
  const catalog = JSON.parse(rows[0].j) as CatalogRow
  const relations = new Map(catalog.relations.map((r) => [Number(r.oid), r]))
  const columnName = (table: number, attnum: number) => relations.get(table)?.columns[String(attnum)]

  /** For each view: base (table, column) → the view's column names showing it, in view order. */
  const exposed = views
    .filter((v) => resolved.has(v.oid))
    .map((view) => {
      const byOrigin = new Map<string, string[]>()
      for (const c of resolved.get(view.oid)!.sort((a, b) => a.position - b.position)) {
        const name = columnName(view.oid, c.position)
        if (name === undefined) continue
        const key = originKey(c.table, c.column)
        byOrigin.set(key, [...(byOrigin.get(key) ?? []), name])
      }
      return { view, byOrigin }
    })
  /** The view's columns for each key column, when the view shows all of them. */
  const showing = (byOrigin: Map<string, string[]>, table: number, columns: number[]) => {
    const lists = columns.map((c) => byOrigin.get(originKey(table, c)))
    return lists.every((l): l is string[] => l !== undefined) ? lists : undefined
  }

  const primaryKeys = new Map<string, string[]>()
  for (const { view, byOrigin } of exposed) {
    for (const key of catalog.keys.filter((k) => k.type === "p")) {
      const lists = showing(byOrigin, Number(key.table), key.columns)
      if (lists)
        primaryKeys.set(
          `${view.schema}.${view.name}`,
          lists.map((l) => l[0]),
        )
    }
  }

  const foreignKeys: ViewForeignKey[] = []
  for (const fk of catalog.foreignKeys) {
    const table = relations.get(Number(fk.table))
    const refTable = relations.get(Number(fk.refTable))
    if (!table || !refTable) continue
    const sameColumns = (a: number[], b: number[]) => a.length === b.length && a.every((c) => b.includes(c))
    const oneToOne = catalog.keys.some((k) => Number(k.table) === Number(fk.table) && sameColumns(k.columns, fk.columns))
    const columns = fk.columns.map((c) => columnName(Number(fk.table), c)!)
    const refColumns = fk.refColumns.map((c) => columnName(Number(fk.refTable), c)!)
    const fromViews = exposed.flatMap(({ view, byOrigin }) => {
      const lists = showing(byOrigin, Number(fk.table), fk.columns)
      return lists ? combinations(lists).map((cols) => ({ view, cols })) : []
    })
    const toViews = exposed.flatMap(({ view, byOrigin }) => {
      const lists = showing(byOrigin, Number(fk.refTable), fk.refColumns)
      return lists ? combinations(lists).map((cols) => ({ view, cols })) : []
    })
    const base = { name: fk.name, oneToOne }
    for (const from of fromViews) {
      foreignKeys.push({
        ...base,
        schema: from.view.schema,
        table: from.view.name,
        columns: from.cols,
        refSchema: refTable.schema,
        refTable: refTable.name,
        refColumns,
        tableIsView: true,
        refTableIsView: false,
      })
    }
    for (const to of toViews) {
      foreignKeys.push({
        ...base,
        schema: table.schema,
        table: table.name,
        columns,
        refSchema: to.view.schema,
        refTable: to.view.name,
        refColumns: to.cols,
        tableIsView: false,
        refTableIsView: true,
      })
    }
    for (const from of fromViews) {
      for (const to of toViews) {
        foreignKeys.push({
          ...base,
          schema: from.view.schema,
          table: from.view.name,
          columns: from.cols,
          refSchema: to.view.schema,
          refTable: to.view.name,
          refColumns: to.cols,
          tableIsView: true,
          refTableIsView: true,
        })
      }
    }
  }
  return { foreignKeys, primaryKeys }
}
