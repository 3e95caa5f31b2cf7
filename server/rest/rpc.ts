import { RestError } from "./errors"
import type { RowSource } from "./plan"
import { relationKey, type Column, type Routine, type RoutineArg, type SchemaCache } from "./schema-cache"
import { ident, qualified, type Params } from "./sql"

export interface RoutineCall {
  routine: Routine
  /** The arguments used, in call order. */
  args: RoutineArg[]
  /** The whole body goes to a single json/jsonb parameter. */
  wholeBody: boolean
}

/** PostgREST's match of argument names to a function's parameters: every required one given, nothing unknown. */
function matchesParams(routine: Routine, keys: Set<string>): boolean {
  if (routine.args.length === 0) return keys.size === 0
  const required = routine.args.filter((a) => !a.hasDefault).map((a) => a.name)
  const optional = new Set(routine.args.filter((a) => a.hasDefault).map((a) => a.name))
  const rest = [...keys].filter((k) => !optional.has(k))
  return rest.length === required.length && required.every((r) => keys.has(r))
}

/** Similarity of two names in [0, 1] (1 - edit distance / longer length), for "Perhaps you meant" hints. */
function similarity(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0]
    row[0] = i
    for (let j = 1; j <= b.length; j++) {
      const current = row[j]
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1))
      previous = current
    }
  }
  const longest = Math.max(a.length, b.length)
  return longest === 0 ? 1 : 1 - row[b.length] / longest
}

function closest(candidates: string[], wanted: string, minScore: number): string | undefined {
  let best: { name: string; score: number } | undefined
  for (const name of candidates) {
    const score = similarity(name, wanted)
    if (score >= minScore && (!best || score > best.score)) best = { name, score }
  }
  return best?.name
}

const paramList = (names: string[]) => `(${[...names].sort().join(", ")})`

/** PGRST202 as PostgREST words it: the names tried, and the closest function or parameter list as a hint. */
function noRoutine(cache: SchemaCache, schema: string, name: string, keys: string[], jsonPost: boolean, overloads: Routine[]): RestError {
  const fn = `${schema}.${name}`
  const message = `Could not find the function ${fn}${keys.length ? `(${keys.join(", ")})` : " without parameters"} in the schema cache`
  const withParams = keys.length ? ` with parameter${keys.length > 1 ? "s" : ""} ${keys.join(", ")}` : " without parameters"
  const details = `Searched for the function ${fn}${withParams}${jsonPost ? " or with a single unnamed json/jsonb parameter" : ""}, but no matches were found in the schema cache.`
  let hint: string | undefined
  if (overloads.length === 0) {
    const names = [...cache.routines.values()]
      .flat()
      .filter((r) => r.schema === schema && r.callable)
      .map((r) => r.name)
    hint = closest([...new Set(names)], name, 0.75)
  } else {
    const lists = overloads.map((r) => paramList(r.args.map((a) => a.name)))
    const best = closest(lists, paramList(keys), 0.33)
    hint = best && `${name}${best}`
  }
  return new RestError(404, "PGRST202", message, details, hint ? `Perhaps you meant to call the function ${schema}.${hint}` : null)
}

/** The overloads of `schema.name` that PostgREST offers as RPCs (see Routine.callable). */
export function callableOverloads(cache: SchemaCache, schema: string, name: string): Routine[] {
  return (cache.routines.get(relationKey(schema, name)) ?? []).filter((r) => r.callable)
}

/**
 * Picks the overload as PostgREST's findProc does: functions whose parameters the argument names
 * fit win; otherwise, for a JSON POST, a function with one json/jsonb parameter takes the whole
 * body. None is PGRST202, several PGRST203. Functions PostgREST leaves out of its cache (unnamed
 * parameters) are neither called nor named in either error.
 */
export function resolveRoutine(cache: SchemaCache, schema: string, name: string, argNames: string[], jsonPost = false): RoutineCall {
  const overloads = callableOverloads(cache, schema, name)
  const keys = new Set(argNames)
  const named: RoutineCall[] = []
  const fallback: RoutineCall[] = []
  for (const routine of overloads) {
    if (matchesParams(routine, keys)) {
      named.push({ routine, args: routine.args.filter((a) => keys.has(a.name)), wholeBody: false })
    } else if (jsonPost && routine.args.length === 1 && ["json", "jsonb"].includes(routine.args[0].udt)) {
      fallback.push({ routine, args: routine.args, wholeBody: true })
    }
  }
  const chosen = named.length > 0 ? named : fallback
  if (chosen.length === 1) return chosen[0]
  if (chosen.length === 0) throw noRoutine(cache, schema, name, [...keys].sort(), jsonPost, overloads)
  throw new RestError(
    300,
    "PGRST203",
    `Could not choose the best candidate function between: ${chosen.map((c) => `${schema}.${name}(${c.routine.args.map((a) => `${a.name} => ${a.type}`).join(", ")})`).join(", ")}`,
    null,
    "Try renaming the parameters or the function itself in the database so function overloading can be resolved",
  )
}

/** `fn("a" := pgrst_args."a", …)` and the json_to_record that types the arguments from one JSON parameter. */
export function callSql(call: RoutineCall, body: unknown, params: Params): { call: string; from: string } {
  const fn = qualified(call.routine.schema, call.routine.name)
  if (call.wholeBody) {
    const p = params.add(JSON.stringify(body ?? {}))
    return { call: `${fn}(${p}::${call.args[0].udt})`, from: "" }
  }
  if (call.args.length === 0) return { call: `${fn}()`, from: "" }
  // An unnamed parameter arrives under the key "" and can only be passed by position.
  const column = (a: RoutineArg) => (a.name === "" ? "pgrst_unnamed" : a.name)
  const values = { ...((body ?? {}) as Record<string, unknown>) }
  if (Object.hasOwn(values, "")) values.pgrst_unnamed = values[""]
  const p = params.add(JSON.stringify(values))
  const definitions = call.args.map((a) => `${ident(column(a))} ${a.type}`)
  const named = call.args.map(
    (a) => `${a.variadic ? "variadic " : ""}${a.name === "" ? "" : `${ident(a.name)} := `}pgrst_args.${ident(column(a))}`,
  )
  return { call: `${fn}(${named.join(", ")})`, from: ` from json_to_record(${p}::json) as pgrst_args(${definitions.join(", ")})` }
}

export type ResultShape = "void" | "scalar" | "scalar-set" | "row" | "rows"

export function resultShape(routine: Routine): ResultShape {
  const tabular = routine.returnTyptype === "c" || routine.returnUdt === "record"
  if (routine.returnUdt === "void") return "void"
  if (!tabular) return routine.returnsSet ? "scalar-set" : "scalar"
  return routine.returnsSet ? "rows" : "row"
}

/** The columns of a tabular result: the returned table's, the OUT/TABLE parameters, or a composite type's. */
export function resultSource(cache: SchemaCache, routine: Routine): RowSource {
  if (routine.returnRelation) {
    const relation = cache.relations.get(relationKey(routine.returnTypeSchema, routine.returnRelation))
    if (relation) {
      return {
        schema: relation.schema,
        name: routine.name,
        columns: relation.columns,
        columnMap: relation.columnMap,
        relationName: relation.name,
      }
    }
  }
  const attributes =
    routine.outColumns.length > 0
      ? routine.outColumns
      : (cache.compositeTypes.find((t) => t.name === routine.returnUdt && t.schema === routine.returnTypeSchema)?.attributes ?? [])
  const columns: Column[] = attributes.map((a, i) => ({
    name: a.name,
    position: i + 1,
    type: a.type,
    udt: a.udt,
    typtype: a.typtype,
    typeSchema: a.typeSchema,
    elementUdt: a.elementUdt,
    elementTypeSchema: null,
    nullable: true,
    hasDefault: false,
    identity: "",
    generated: false,
    updatable: false,
  }))
  if (columns.length === 0) throw new RestError(400, "PGRST100", `The result of ${routine.name} has no known columns`)
  return { schema: routine.schema, name: routine.name, columns, columnMap: new Map(columns.map((c) => [c.name, c])) }
}
