import { RestError } from "./errors"
import type { Field } from "./parse"
import type { SchemaCache } from "./schema-cache"

/** Quotes an identifier that has already been checked against the catalog. */
export function ident(name: string): string {
  return `"${name.replace(/"/g, '""')}"`
}

export function qualified(schema: string, name: string): string {
  return `${ident(schema)}.${ident(name)}`
}

/** Collects bind parameters; every value from a request goes through here as `$n`. */
export class Params {
  readonly values: unknown[] = []
  add(value: unknown): string {
    this.values.push(value)
    return `$${this.values.length}`
  }
}

/** A JSON path on a column expression: keys as text parameters, integer indexes inline. */
export function jsonPathSql(base: string, field: Field, params: Params): string {
  let sql = base
  for (const step of field.jsonPath) {
    const key = /^-?\d+$/.test(step.key) && Math.abs(Number(step.key)) < 2 ** 31 ? step.key : `${params.add(step.key)}::text`
    sql = `${sql}${step.arrow}${key}`
  }
  return sql
}

const TYPE_ALIASES: Record<string, string> = {
  integer: "int4",
  int: "int4",
  bigint: "int8",
  smallint: "int2",
  boolean: "bool",
  real: "float4",
  "double precision": "float8",
  doubleprecision: "float8",
  decimal: "numeric",
  character: "bpchar",
  varchar: "varchar",
  timestamptz: "timestamptz",
}

/** A cast from `select=col::type`, allowed only to a type that exists in the catalog. */
export function castSql(type: string, cache: SchemaCache): string {
  const isArray = type.endsWith("[]")
  const base = (isArray ? type.slice(0, -2) : type).trim().toLowerCase()
  const name = TYPE_ALIASES[base] ?? base
  if (!cache.typeNames.has(name)) {
    throw new RestError(400, "42704", `type "${type}" does not exist`)
  }
  return `::${ident(name)}${isArray ? "[]" : ""}`
}

/** A Postgres array literal `{"a","b"}` for `= any($n)`; the server parses it as the column's array type. */
export function arrayLiteral(values: string[]): string {
  return `{${values.map((v) => `"${v.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`).join(",")}}`
}
