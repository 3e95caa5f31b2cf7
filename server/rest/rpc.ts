import { RestError } from "./errors"
import type { RowSource } from "./plan"
import { relationKey, type Column, type Routine, type RoutineArg, type SchemaCache } from "./schema-cache"
import { ident, qualified, type Params } from "./sql"

export interface RoutineCall {
  routine: Routine
  /** The arguments used, in call order. */
  args: RoutineArg[]
  /** The whole body goes to a single unnamed json/jsonb (or text) parameter. */
  wholeBody: boolean
}

/** Picks the overload whose named parameters fit the given names (PGRST202 none, PGRST203 several). */
export function resolveRoutine(cache: SchemaCache, schema: string, name: string, argNames: string[]): RoutineCall {
  const overloads = cache.routines.get(relationKey(schema, name)) ?? []
  const fits: RoutineCall[] = []
  for (const routine of overloads) {
    const single = routine.args.length === 1 ? routine.args[0] : undefined
    if (single && single.name === "" && ["json", "jsonb"].includes(single.udt)) {
      fits.push({ routine, args: [single], wholeBody: true })
      continue
    }
    if (routine.args.some((a) => a.name === "" && !a.hasDefault)) continue
    const names = new Set(routine.args.map((a) => a.name))
    if (!argNames.every((n) => names.has(n))) continue
    if (routine.args.some((a) => !a.hasDefault && !argNames.includes(a.name))) continue
    fits.push({ routine, args: routine.args.filter((a) => argNames.includes(a.name)), wholeBody: false })
  }
  // Exact named matches win over the whole-body form.
  const named = fits.filter((f) => !f.wholeBody)
  const chosen = named.length > 0 ? named : fits
  if (chosen.length === 1) return chosen[0]
  const signature = `${schema}.${name}(${[...argNames].sort().join(", ")})`
  if (chosen.length === 0) {
    throw new RestError(
      404,
      "PGRST202",
      `Could not find the function ${signature} in the schema cache`,
      `Searched for the function ${signature}, but no matches were found in the schema cache.`,
      overloads.length ? null : null,
    )
  }
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
  const p = params.add(JSON.stringify(body ?? {}))
  const definitions = call.args.map((a) => `${ident(a.name)} ${a.type}`)
  const named = call.args.map((a) => `${a.variadic ? "variadic " : ""}${ident(a.name)} := pgrst_args.${ident(a.name)}`)
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
