import type { Queryable } from "../db"
import { loadDbSettings, type DbSettings } from "./db-settings"
import { loadViewKeys, type ViewForeignKey } from "./view-keys"

/** Schemas the REST API exposes (CLI default: public, graphql_public). */
const EXPOSED_SCHEMAS = ["public", "graphql_public"]

export interface Column {
  name: string
  position: number
  /** format_type(), e.g. `text`, `integer[]`, `timestamp with time zone`, `public.mood`. */
  type: string
  /** pg_type.typname of the column type (`int4`, `_text`, `mood`). */
  udt: string
  /** pg_type.typtype: b base, c composite, d domain, e enum, p pseudo, r range, m multirange. */
  typtype: string
  /** Schema of the column type (enums and composites in public matter to generated types). */
  typeSchema: string
  /** typname of the element for arrays, else null. */
  elementUdt: string | null
  elementTypeSchema: string | null
  nullable: boolean
  hasDefault: boolean
  identity: "" | "a" | "d"
  generated: boolean
  updatable: boolean
  /** The default as SQL, as PostgREST reads it for `Prefer: missing=default` (identity: its nextval; domain default after the column's). */
  default?: string | null
}

type RelationKind = "table" | "view" | "materialized_view" | "foreign_table"

export interface Relation {
  oid: number
  schema: string
  name: string
  kind: RelationKind
  columns: Column[]
  columnMap: Map<string, Column>
  primaryKey: string[]
  /** Primary key and unique constraints (column lists). */
  uniques: string[][]
  insertable: boolean
  updatable: boolean
  deletable: boolean
}

export interface ForeignKey {
  name: string
  schema: string
  table: string
  columns: string[]
  refSchema: string
  refTable: string
  refColumns: string[]
}

export interface RoutineArg {
  name: string
  type: string
  udt: string
  typtype: string
  typeSchema: string
  elementUdt: string | null
  hasDefault: boolean
  variadic: boolean
}

export interface Routine {
  oid: number
  schema: string
  name: string
  args: RoutineArg[]
  /** OUT/INOUT/TABLE columns for `returns table (…)` or OUT parameters. */
  outColumns: RoutineArg[]
  returnType: string
  returnUdt: string
  returnTyptype: string
  returnTypeSchema: string
  /** The relation whose row type is returned (`returns setof public.todos`). */
  returnRelation?: string
  returnsSet: boolean
  /** The planner's row estimate (`ROWS n`); a set function declared `ROWS 1` embeds as one row, as PostgREST's computed relationships do. */
  rows: number
  volatility: "i" | "s" | "v"
  /**
   * Whether PostgREST offers it as an RPC: every parameter named, or a single unnamed one of type
   * bytea, json, jsonb, text or xml (a function with other unnamed parameters still serves as a
   * computed field or relationship).
   */
  callable: boolean
}

interface Enum {
  schema: string
  name: string
  values: string[]
}

interface CompositeType {
  schema: string
  name: string
  attributes: { name: string; udt: string; typtype: string; typeSchema: string; elementUdt: string | null; type: string }[]
}

export interface SchemaCache {
  relations: Map<string, Relation>
  foreignKeys: ForeignKey[]
  /** Relationships through views, taken from their base tables' keys. */
  viewForeignKeys: ViewForeignKey[]
  /** The authenticator role's `pgrst.*` settings. */
  dbSettings: DbSettings
  routines: Map<string, Routine[]>
  enums: Enum[]
  compositeTypes: CompositeType[]
  /** pg_type names that casts in `select` may use. */
  typeNames: Set<string>
  loadedAt: number
}

const key = (schema: string, name: string) => `${schema}.${name}`

export function relationKey(schema: string, name: string) {
  return key(schema, name)
}

const RELATIONS_SQL = `
select coalesce(json_agg(x order by x.name), '[]')::text as j from (
  select c.oid::int8 as oid, n.nspname as schema, c.relname as name, c.relkind::text as kind,
    (c.relkind in ('r','p') or (pg_relation_is_updatable(c.oid::regclass, true) & 8) = 8) as insertable,
    (c.relkind in ('r','p') or (pg_relation_is_updatable(c.oid::regclass, true) & 4) = 4) as updatable,
    (c.relkind in ('r','p') or (pg_relation_is_updatable(c.oid::regclass, true) & 16) = 16) as deletable,
    (select coalesce(json_agg(json_build_object(
        'name', a.attname, 'position', a.attnum, 'type', format_type(a.atttypid, a.atttypmod),
        'udt', t.typname, 'typtype', t.typtype, 'typeSchema', tn.nspname,
        'elementUdt', et.typname, 'elementTypeSchema', etn.nspname,
        'nullable', not a.attnotnull, 'hasDefault', d.adbin is not null or a.attidentity <> '',
        'identity', a.attidentity, 'generated', a.attgenerated <> '',
        'updatable', c.relkind in ('r','p') or pg_column_is_updatable(c.oid::regclass, a.attnum, true),
        'default', case
          when d.adbin is not null and a.attgenerated = '' then pg_get_expr(d.adbin, d.adrelid)
          when a.attidentity = 'd' then format('nextval(%L)', pg_get_serial_sequence(format('%I.%I', n.nspname, c.relname), a.attname))
          when t.typtype = 'd' then pg_get_expr(t.typdefaultbin, 0)
        end
      ) order by a.attnum), '[]')
      from pg_attribute a
      join pg_type t on t.oid = a.atttypid
      join pg_namespace tn on tn.oid = t.typnamespace
      left join pg_type et on et.oid = t.typelem and t.typcategory = 'A'
      left join pg_namespace etn on etn.oid = et.typnamespace
      left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
      where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped) as columns,
    (select coalesce(json_agg(json_build_object('type', k.contype,
        'columns', (select json_agg(a.attname order by u.ord) from unnest(k.conkey) with ordinality u(attnum, ord)
                    join pg_attribute a on a.attrelid = k.conrelid and a.attnum = u.attnum))), '[]')
      from pg_constraint k where k.conrelid = c.oid and k.contype in ('p','u')) as keys
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where n.nspname = any($1::text[]) and c.relkind in ('r','v','m','f','p')
) x`

const FOREIGN_KEYS_SQL = `
select coalesce(json_agg(json_build_object(
  'name', k.conname, 'schema', n.nspname, 'table', c.relname,
  'columns', (select json_agg(a.attname order by u.ord) from unnest(k.conkey) with ordinality u(attnum, ord)
              join pg_attribute a on a.attrelid = k.conrelid and a.attnum = u.attnum),
  'refSchema', rn.nspname, 'refTable', rc.relname,
  'refColumns', (select json_agg(a.attname order by u.ord) from unnest(k.confkey) with ordinality u(attnum, ord)
                 join pg_attribute a on a.attrelid = k.confrelid and a.attnum = u.attnum)
) order by k.conname), '[]')::text as j
from pg_constraint k
join pg_class c on c.oid = k.conrelid join pg_namespace n on n.oid = c.relnamespace
join pg_class rc on rc.oid = k.confrelid join pg_namespace rn on rn.oid = rc.relnamespace
where k.contype = 'f' and (n.nspname = any($1::text[]) or rn.nspname = any($1::text[]))`

const ROUTINES_SQL = `
select coalesce(json_agg(x order by x.name, x.oid), '[]')::text as j from (
  select p.oid::int8 as oid, n.nspname as schema, p.proname as name,
    format_type(p.prorettype, null) as "returnType", rt.typname as "returnUdt", rt.typtype as "returnTyptype",
    rtn.nspname as "returnTypeSchema",
    (select rc.relname from pg_class rc where rc.oid = rt.typrelid and rc.relkind in ('r','v','m','f','p')
       and rc.relnamespace = any(select oid from pg_namespace where nspname = any($1::text[]))) as "returnRelation",
    p.proretset as "returnsSet", p.prorows::float8 as rows, p.provolatile::text as volatility, p.pronargs as nargs,
    p.pronargdefaults as ndefaults,
    -- PostgREST's own test: unnamed input parameters (proargnames null) beyond a single body-taking one leave a function out.
    coalesce((select case count(*) - count(u.name)
        when 0 then true
        when 1 then (array_agg(u.type order by u.idx))[1] in ('bytea'::regtype, 'json'::regtype, 'jsonb'::regtype, 'text'::regtype, 'xml'::regtype)
        else false end
      from unnest(p.proargnames, p.proargtypes, p.proargmodes) with ordinality as u(name, type, mode, idx)
      where u.type is not null), true) as callable,
    (select coalesce(json_agg(json_build_object(
        'name', coalesce(p.proargnames[u.ord], ''), 'mode', coalesce(p.proargmodes[u.ord]::text, 'i'),
        'type', format_type(u.t, null), 'udt', t.typname, 'typtype', t.typtype, 'typeSchema', tn.nspname,
        'elementUdt', et.typname
      ) order by u.ord), '[]')
      from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality u(t, ord)
      join pg_type t on t.oid = u.t join pg_namespace tn on tn.oid = t.typnamespace
      left join pg_type et on et.oid = t.typelem and t.typcategory = 'A') as args
  from pg_proc p
  join pg_namespace n on n.oid = p.pronamespace
  join pg_type rt on rt.oid = p.prorettype
  join pg_namespace rtn on rtn.oid = rt.typnamespace
  where n.nspname = any($1::text[]) and p.prokind = 'f' and rt.typname not in ('trigger', 'event_trigger')
) x`

const ENUMS_SQL = `
select coalesce(json_agg(x order by x.name), '[]')::text as j from (
  select n.nspname as schema, t.typname as name, json_agg(e.enumlabel order by e.enumsortorder) as values
  from pg_type t join pg_enum e on e.enumtypid = t.oid join pg_namespace n on n.oid = t.typnamespace
  where n.nspname = any($1::text[]) group by n.nspname, t.typname
) x`

const COMPOSITES_SQL = `
select coalesce(json_agg(x order by x.name), '[]')::text as j from (
  select n.nspname as schema, t.typname as name,
    (select coalesce(json_agg(json_build_object('name', a.attname, 'udt', at.typname, 'typtype', at.typtype,
        'typeSchema', atn.nspname, 'elementUdt', et.typname, 'type', format_type(a.atttypid, a.atttypmod)) order by a.attnum), '[]')
     from pg_attribute a join pg_type at on at.oid = a.atttypid join pg_namespace atn on atn.oid = at.typnamespace
     left join pg_type et on et.oid = at.typelem and at.typcategory = 'A'
     where a.attrelid = t.typrelid and a.attnum > 0 and not a.attisdropped) as attributes
  from pg_type t join pg_namespace n on n.oid = t.typnamespace join pg_class c on c.oid = t.typrelid
  where n.nspname = any($1::text[]) and t.typtype = 'c' and c.relkind = 'c'
) x`

const KINDS: Record<string, RelationKind> = { r: "table", p: "table", v: "view", m: "materialized_view", f: "foreign_table" }

async function json<T>(db: Queryable, sql: string, schemas: string[]): Promise<T> {
  const { rows } = await db.query<{ j: string }>(sql, [schemas])
  return JSON.parse(rows[0].j) as T
}

/** Reads tables, views, columns, keys, foreign keys, functions and types of the exposed schemas. */
export async function loadSchemaCache(db: Queryable, schemas = EXPOSED_SCHEMAS): Promise<SchemaCache> {
  type RawRelation = Omit<Relation, "columnMap" | "primaryKey" | "uniques" | "kind"> & {
    kind: string
    keys: { type: string; columns: string[] }[]
  }
  type RawArg = Omit<RoutineArg, "hasDefault" | "variadic"> & { mode: string }
  type RawRoutine = Omit<Routine, "args" | "outColumns"> & { nargs: number; ndefaults: number; args: RawArg[] }
  const [rawRelations, foreignKeys, rawRoutines, enums, compositeTypes, typeRows, viewKeys, dbSettings] = await Promise.all([
    json<RawRelation[]>(db, RELATIONS_SQL, schemas),
    json<ForeignKey[]>(db, FOREIGN_KEYS_SQL, schemas),
    json<RawRoutine[]>(db, ROUTINES_SQL, schemas),
    json<Enum[]>(db, ENUMS_SQL, schemas),
    json<CompositeType[]>(db, COMPOSITES_SQL, schemas),
    db.query<{ typname: string }>(
      "select distinct typname from pg_type where typtype in ('b','e','d','r','m','c') and typname not like 'pg\\_%'",
    ),
    loadViewKeys(db, schemas),
    loadDbSettings(db),
  ])

  const relations = new Map<string, Relation>()
  for (const raw of rawRelations) {
    const { keys, ...rest } = raw
    relations.set(key(raw.schema, raw.name), {
      ...rest,
      kind: KINDS[raw.kind] ?? "table",
      columnMap: new Map(raw.columns.map((c) => [c.name, c])),
      primaryKey: keys.find((k) => k.type === "p")?.columns ?? viewKeys.primaryKeys.get(key(raw.schema, raw.name)) ?? [],
      uniques: keys.map((k) => k.columns),
    })
  }

  const routines = new Map<string, Routine[]>()
  for (const raw of rawRoutines) {
    const inputs = raw.args.filter((a) => a.mode === "i" || a.mode === "b" || a.mode === "v")
    const firstDefault = inputs.length - raw.ndefaults
    const routine: Routine = {
      oid: raw.oid,
      schema: raw.schema,
      name: raw.name,
      returnType: raw.returnType,
      returnUdt: raw.returnUdt,
      returnTyptype: raw.returnTyptype,
      returnTypeSchema: raw.returnTypeSchema,
      returnRelation: raw.returnRelation ?? undefined,
      returnsSet: raw.returnsSet,
      rows: raw.rows,
      volatility: raw.volatility,
      callable: raw.callable,
      args: inputs.map(({ mode, ...a }, i) => ({ ...a, hasDefault: i >= firstDefault, variadic: mode === "v" })),
      outColumns: raw.args
        .filter((a) => a.mode === "o" || a.mode === "b" || a.mode === "t")
        .map(({ mode: _mode, ...a }) => ({ ...a, hasDefault: false, variadic: false })),
    }
    const k = key(raw.schema, raw.name)
    routines.set(k, [...(routines.get(k) ?? []), routine])
  }

  return {
    relations,
    foreignKeys,
    viewForeignKeys: viewKeys.foreignKeys,
    dbSettings,
    routines,
    enums,
    compositeTypes,
    typeNames: new Set(typeRows.rows.map((r) => r.typname)),
    loadedAt: Date.now(),
  }
}

/**
 * Holds the cache for a database and reloads it when a name is missing (a migration or a test
 * created something since). Misses for names that do not exist reload at most once per
 * `minReloadMs`, yet a miss never settles for a cache read before the request arrived, so a table
 * committed before a request is always found.
 */
export class SchemaCacheHolder {
  private cache?: SchemaCache
  /** performance.now() when the read behind `cache` started. */
  private cacheReadAt = -Infinity
  private loading?: { startedAt: number; promise: Promise<SchemaCache> }

  constructor(
    private readonly db: Queryable,
    private readonly minReloadMs = 200,
    private readonly schemas = EXPOSED_SCHEMAS,
  ) {}

  async get(): Promise<SchemaCache> {
    return this.cache ?? this.freshSince(performance.now())
  }

  /** A cache read from the catalog after this call began. */
  reload(): Promise<SchemaCache> {
    return this.freshSince(performance.now())
  }

  /** Returns a cache that has `found(cache)` true if a reload can make it so. */
  async getWith(found: (cache: SchemaCache) => boolean): Promise<SchemaCache> {
    const requestedAt = performance.now()
    const cache = await this.get()
    if (found(cache)) return cache
    const wait = this.cacheReadAt + this.minReloadMs - performance.now()
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
    return this.freshSince(requestedAt)
  }

  private async freshSince(since: number): Promise<SchemaCache> {
    for (;;) {
      if (this.cache && this.cacheReadAt >= since) return this.cache
      // A read already under way began too early to be trusted: let it finish, then read again.
      if (this.loading && this.loading.startedAt < since) {
        await this.loading.promise.catch(() => undefined)
        continue
      }
      return this.load()
    }
  }

  private load(): Promise<SchemaCache> {
    if (!this.loading) {
      const startedAt = performance.now()
      const promise = loadSchemaCache(this.db, this.schemas)
        .then((cache) => {
          this.cache = cache
          this.cacheReadAt = startedAt
          return cache
        })
        .finally(() => (this.loading = undefined))
      this.loading = { startedAt, promise }
    }
    return this.loading.promise
  }
}
