/** The PostgREST query grammar (select, filters, logic, order, paging) as parsed from a request's query string. */

export interface JsonPathStep {
  arrow: "->" | "->>"
  /** An object key, or an array index when it looks like an integer. */
  key: string
}

/** A column, optionally followed by a JSON path: `data->a->>b`. */
export interface Field {
  name: string
  jsonPath: JsonPathStep[]
}

interface StarItem {
  type: "star"
}

export type AggregateFunction = "count" | "sum" | "avg" | "max" | "min"

export interface FieldItem {
  type: "field"
  /** The column; `*` for `count()` without one. */
  field: Field
  alias?: string
  /** `col::type`: on an aggregate, the cast of its input (`amount::int.sum()`). */
  cast?: string
  /** `col.sum()`, `count()`: allowed only with db-aggregates-enabled (PGRST123 otherwise). */
  aggregate?: AggregateFunction
  /** `col.sum()::text`: the cast of the aggregate's result. */
  aggregateCast?: string
}

export interface EmbedItem {
  type: "embed"
  /** A table name, an FK constraint name or an FK column. */
  name: string
  alias?: string
  /** `!hint`: FK constraint name or column (not `inner`/`left`). */
  hint?: string
  joinType: "left" | "inner"
  /** `...rel(cols)`: spread a to-one embed into the parent. */
  spread: boolean
  select: SelectItem[]
}

export type SelectItem = StarItem | FieldItem | EmbedItem

export const COMPARISON_OPERATORS = {
  eq: "=",
  neq: "<>",
  gt: ">",
  gte: ">=",
  lt: "<",
  lte: "<=",
  like: "like",
  ilike: "ilike",
  match: "~",
  imatch: "~*",
  isdistinct: "is distinct from",
  cs: "@>",
  cd: "<@",
  ov: "&&",
  sl: "<<",
  sr: ">>",
  nxr: "&<",
  nxl: "&>",
  adj: "-|-",
} as const

export type ComparisonOperator = keyof typeof COMPARISON_OPERATORS

/** Operators that accept the any/all modifier: `like(any).{a*,b*}`. */
export const QUANTIFIABLE_OPERATORS = new Set<ComparisonOperator>([
  "eq",
  "neq",
  "gt",
  "gte",
  "lt",
  "lte",
  "like",
  "ilike",
  "match",
  "imatch",
])

export const FTS_OPERATORS = {
  fts: "to_tsquery",
  plfts: "plainto_tsquery",
  phfts: "phraseto_tsquery",
  wfts: "websearch_to_tsquery",
} as const

export type FtsOperator = keyof typeof FTS_OPERATORS

export type IsValue = "null" | "not_null" | "true" | "false" | "unknown"

export type Operation =
  | { op: ComparisonOperator; value: string }
  | { op: ComparisonOperator; quantifier: "any" | "all"; values: string[] }
  | { op: "in"; values: string[] }
  | { op: "is"; value: IsValue }
  | { op: FtsOperator; config?: string; value: string }

export interface Filter {
  field: Field
  negate: boolean
  operation: Operation
}

export interface LogicTree {
  type: "logic"
  operator: "and" | "or"
  negate: boolean
  children: (LogicTree | FilterNode)[]
}

export interface FilterNode {
  type: "filter"
  filter: Filter
}

export interface OrderTerm {
  field: Field
  /** `order=rel(col).desc`: order the parent by a column of a to-one embed. */
  relation?: string
  direction?: "asc" | "desc"
  nulls?: "first" | "last"
}

/** A parameter that applies to an embed: the path of embed names or aliases from the top. */
interface Scoped<T> {
  path: string[]
  value: T
}

export interface ParsedQuery {
  select: SelectItem[]
  /** Top-level and embedded filters (`col=eq.1`, `rel.col=eq.1`), ANDed per scope. */
  filters: Scoped<Filter>[]
  /** `or=(…)`, `and=(…)`, `not.or=(…)`, `rel.or=(…)`. */
  logic: Scoped<LogicTree>[]
  order: Scoped<OrderTerm[]>[]
  limit: Scoped<number>[]
  offset: Scoped<number>[]
  onConflict?: string[]
  columns?: string[]
  /** Query parameters that were neither reserved nor filters (RPC GET arguments are taken from these). */
  other: Map<string, string>
}
