/**
 * The `filter` of a postgres_changes subscription: `column=operator.value` conditions joined by
 * commas (AND), as realtime-js writes them (its filter builder quotes values PostgREST-style and
 * may prefix an operator with `not.`). Each condition becomes SQL over the typed changed row, so
 * values compare with the column's own type, as hosted Realtime casts them.
 */

const FILTER_OPERATORS = ["eq", "neq", "lt", "lte", "gt", "gte", "in", "like", "ilike", "is", "match", "imatch", "isdistinct"] as const
type FilterOperator = (typeof FILTER_OPERATORS)[number]

const IS_VALUES = ["null", "true", "false", "unknown"] as const

export interface FilterCondition {
  column: string
  operator: FilterOperator
  negated: boolean
  /** The value (`is`: null, true, false or unknown); the list for `in`. */
  value: string
  values: string[]
}

export class FilterError extends Error {}

/** Splits on commas that are outside double quotes and parentheses. */
function splitTopLevel(text: string): string[] {
  const parts: string[] = []
  let depth = 0
  let quoted = false
  let current = ""
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]
    if (quoted && ch === "\\" && i + 1 < text.length) {
      current += ch + text[++i]
      continue
    }
    if (ch === '"') quoted = !quoted
    else if (!quoted && ch === "(") depth++
    else if (!quoted && ch === ")") depth--
    if (ch === "," && depth === 0 && !quoted) {
      parts.push(current)
      current = ""
    } else {
      current += ch
    }
  }
  if (quoted || depth !== 0) throw new FilterError("unbalanced quotes or parentheses")
  parts.push(current)
  return parts
}

function unquote(value: string): string {
  if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) return value.slice(1, -1).replace(/\\(.)/g, "$1")
  return value
}

function parseCondition(text: string): FilterCondition {
  const eq = text.indexOf("=")
  if (eq <= 0) throw new FilterError(`expected column=operator.value, got ${text}`)
  const column = text.slice(0, eq)
  let rest = text.slice(eq + 1)
  let negated = false
  if (rest.startsWith("not.")) {
    negated = true
    rest = rest.slice(4)
  }
  const dot = rest.indexOf(".")
  const operator = (dot < 0 ? rest : rest.slice(0, dot)) as FilterOperator
  if (dot < 0 || !FILTER_OPERATORS.includes(operator)) throw new FilterError(`unknown filter operator in ${text}`)
  const raw = rest.slice(dot + 1)
  if (operator === "in") {
    if (!raw.startsWith("(") || !raw.endsWith(")")) throw new FilterError(`expected in.(…) in ${text}`)
    const values = splitTopLevel(raw.slice(1, -1)).map((v) => unquote(v.trim()))
    if (values.length === 0 || (values.length === 1 && values[0] === "")) throw new FilterError(`empty in.() in ${text}`)
    return { column, operator, negated, value: raw, values }
  }
  const value = unquote(raw)
  if (operator === "is" && !IS_VALUES.includes(value.toLowerCase() as (typeof IS_VALUES)[number])) {
    throw new FilterError(`is. takes null, true, false or unknown in ${text}`)
  }
  return { column, operator, negated, value: operator === "is" ? value.toLowerCase() : value, values: [] }
}

/** Parses a filter string into its conditions; throws FilterError when it is malformed. */
export function parseFilter(filter: string): FilterCondition[] {
  return splitTopLevel(filter).map((part) => parseCondition(part))
}

const COMPARISONS: Partial<Record<FilterOperator, string>> = { eq: "=", neq: "<>", lt: "<", lte: "<=", gt: ">", gte: ">=" }
const PATTERNS: Partial<Record<FilterOperator, string>> = { like: "like", ilike: "ilike", match: "~", imatch: "~*" }

export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`

/** Appends `value` to the query's parameters and answers its placeholder. */
export type Bind = (value: string) => string

/**
 * The conditions as one SQL boolean over the row alias `r`, whose columns have the given SQL types
 * (`format_type` of each column). Values are bound as text and cast to the column's type.
 */
export function filterSql(conditions: FilterCondition[], columnTypes: ReadonlyMap<string, string>, bind: Bind): string {
  const parts = conditions.map((c) => {
    const type = columnTypes.get(c.column)
    if (!type) throw new FilterError(`invalid column for filter ${c.column}`)
    const column = `r.${quoteIdent(c.column)}`
    const typed = (value: string) => `(${bind(value)}::text)::${type}`
    let sql: string
    if (COMPARISONS[c.operator]) sql = `${column} ${COMPARISONS[c.operator]} ${typed(c.value)}`
    else if (PATTERNS[c.operator]) sql = `${column}::text ${PATTERNS[c.operator]} ${bind(c.value)}::text`
    else if (c.operator === "in") sql = `${column} in (${c.values.map(typed).join(", ")})`
    else if (c.operator === "is") sql = `${column} is ${c.value}`
    else sql = `${column} is distinct from ${typed(c.value)}`
    return c.negated ? `not (${sql})` : `(${sql})`
  })
  return `coalesce(${parts.join(" and ")}, false)`
}
