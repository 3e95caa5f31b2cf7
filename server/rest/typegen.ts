import type { Column, Relation, Routine, RoutineArg, SchemaCache } from "./schema-cache"

/**
 * TypeScript types of the public schema in the format of `supabase gen types typescript`
 * (postgres-meta's template): Json, Database with Tables/Views/Functions/Enums/CompositeTypes,
 * and the Tables/TablesInsert/TablesUpdate/Enums/CompositeTypes helpers and Constants.
 */

const SCHEMA = "public"
const POSTGREST_VERSION = "13.0.5"

interface TypeRef {
  udt: string
  typtype: string
  typeSchema: string
  elementUdt: string | null
}

const NUMBER = new Set(["int2", "int4", "int8", "float4", "float8", "numeric", "oid"])
const STRING = new Set([
  "bytea",
  "bpchar",
  "varchar",
  "date",
  "text",
  "citext",
  "time",
  "timetz",
  "timestamp",
  "timestamptz",
  "uuid",
  "vector",
  "name",
  "char",
  "inet",
  "cidr",
  "macaddr",
  "interval",
  "money",
  "regclass",
  "regtype",
  "xml",
  "bit",
  "varbit",
  "int4range",
  "int8range",
  "numrange",
  "tsrange",
  "tstzrange",
  "daterange",
])

function scalarType(udt: string, cache: SchemaCache, typeSchema: string): string {
  if (udt === "bool") return "boolean"
  if (NUMBER.has(udt)) return "number"
  if (STRING.has(udt)) return "string"
  if (udt === "json" || udt === "jsonb") return "Json"
  if (udt === "void") return "undefined"
  if (udt === "record") return "Record<string, unknown>"
  if (cache.enums.some((e) => e.name === udt && e.schema === typeSchema)) return `Database["${typeSchema}"]["Enums"]["${udt}"]`
  if (cache.compositeTypes.some((t) => t.name === udt && t.schema === typeSchema))
    return `Database["${typeSchema}"]["CompositeTypes"]["${udt}"]`
  return "unknown"
}

function tsType(ref: TypeRef, cache: SchemaCache): string {
  if (ref.udt.startsWith("_") && ref.elementUdt) return `${scalarType(ref.elementUdt, cache, ref.typeSchema)}[]`
  return scalarType(ref.udt, cache, ref.typeSchema)
}

const byName = <T extends { name: string }>(a: T, b: T) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)

/** A property key as the CLI writes it: bare when it is an identifier, quoted otherwise. */
function prop(name: string) {
  return /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(name) ? name : JSON.stringify(name)
}

function indent(lines: string[], depth: number) {
  const pad = "  ".repeat(depth)
  return lines.map((l) => (l ? pad + l : l))
}

function columnType(column: Column, cache: SchemaCache, nullable: boolean) {
  const type = tsType(column, cache)
  return nullable ? `${type} | null` : type
}

function tableBlock(relation: Relation, cache: SchemaCache, isView: boolean): string[] {
  const columns = [...relation.columns].sort(byName)
  const row = columns.map((c) => `${prop(c.name)}: ${columnType(c, cache, isView || c.nullable)}`)
  const insert = columns.map((c) => {
    if (c.generated || c.identity === "a") return `${prop(c.name)}?: never`
    const optional = isView || c.nullable || c.hasDefault
    return `${prop(c.name)}${optional ? "?" : ""}: ${columnType(c, cache, isView || c.nullable)}`
  })
  const update = columns.map((c) => {
    if (c.generated || c.identity === "a") return `${prop(c.name)}?: never`
    return `${prop(c.name)}?: ${columnType(c, cache, isView || c.nullable)}`
  })
  const relationships = cache.foreignKeys
    .filter((fk) => fk.schema === relation.schema && fk.table === relation.name)
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.refTable < b.refTable ? -1 : 1))
    .map((fk) => {
      const isOneToOne = relation.uniques.some((u) => u.length === fk.columns.length && u.every((c) => fk.columns.includes(c)))
      return [
        "{",
        `  foreignKeyName: ${JSON.stringify(fk.name)}`,
        `  columns: [${fk.columns.map((c) => JSON.stringify(c)).join(", ")}]`,
        `  isOneToOne: ${isOneToOne}`,
        `  referencedRelation: ${JSON.stringify(fk.refTable)}`,
        `  referencedColumns: [${fk.refColumns.map((c) => JSON.stringify(c)).join(", ")}]`,
        "},",
      ]
    })
  const lines = [`${prop(relation.name)}: {`, "  Row: {", ...indent(row, 2), "  }"]
  if (!isView || relation.insertable) lines.push("  Insert: {", ...indent(insert, 2), "  }")
  if (!isView || relation.updatable) lines.push("  Update: {", ...indent(update, 2), "  }")
  lines.push(
    relationships.length ? "  Relationships: [" : "  Relationships: []",
    ...(relationships.length ? [...indent(relationships.flat(), 2), "  ]"] : []),
    "}",
  )
  return lines
}

function argsType(args: RoutineArg[], cache: SchemaCache): string {
  const named = args.filter((a) => a.name !== "").sort(byName)
  if (named.length === 0) return "never"
  return `{ ${named.map((a) => `${prop(a.name)}${a.hasDefault ? "?" : ""}: ${tsType(a, cache)}`).join("; ")} }`
}

function returnsType(routine: Routine, cache: SchemaCache): string {
  let type: string
  if (routine.returnRelation) {
    const relation = cache.relations.get(`${routine.returnTypeSchema}.${routine.returnRelation}`)
    const columns = [...(relation?.columns ?? [])].sort(byName)
    type = `{ ${columns.map((c) => `${prop(c.name)}: ${columnType(c, cache, c.nullable)}`).join("; ")} }`
  } else if (routine.outColumns.length > 0) {
    type = `{ ${[...routine.outColumns]
      .sort(byName)
      .map((c) => `${prop(c.name)}: ${tsType(c, cache)}`)
      .join("; ")} }`
  } else {
    type = tsType({ udt: routine.returnUdt, typtype: routine.returnTyptype, typeSchema: routine.returnTypeSchema, elementUdt: null }, cache)
    if (routine.returnUdt.startsWith("_")) type = "unknown[]"
  }
  return routine.returnsSet ? `${type}[]` : type
}

function functionBlock(name: string, routines: Routine[], cache: SchemaCache): string[] {
  const variants = routines.map((r) => `{ Args: ${argsType(r.args, cache)}; Returns: ${returnsType(r, cache)} }`)
  if (variants.length === 1) return [`${prop(name)}: ${variants[0]}`]
  return [`${prop(name)}:`, ...variants.map((v) => `  | ${v}`)]
}

const EMPTY = ["  [_ in never]: never"]

function section(title: string, body: string[]): string[] {
  return [`${title}: {`, ...(body.length ? indent(body, 1) : EMPTY), "}"]
}

const HELPERS = `type DatabaseWithoutInternals = Omit<Database, "__InternalSupabase">

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, "public">]

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])[TableName] extends {
      Row: infer R
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema["Tables"] &
        DefaultSchema["Views"])
    ? (DefaultSchema["Tables"] &
        DefaultSchema["Views"])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R
      }
      ? R
      : never
    : never

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Insert: infer I
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Insert: infer I
      }
      ? I
      : never
    : never

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Update: infer U
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Update: infer U
      }
      ? U
      : never
    : never

export type Enums<
  DefaultSchemaEnumNameOrOptions extends
    | keyof DefaultSchema["Enums"]
    | { schema: keyof DatabaseWithoutInternals },
  EnumName extends DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"]
    : never = never,
> = DefaultSchemaEnumNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema["Enums"]
    ? DefaultSchema["Enums"][DefaultSchemaEnumNameOrOptions]
    : never

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    | keyof DefaultSchema["CompositeTypes"]
    | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"]
    : never = never,
> = PublicCompositeTypeNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema["CompositeTypes"]
    ? DefaultSchema["CompositeTypes"][PublicCompositeTypeNameOrOptions]
    : never
`

/** The whole database.types.ts text for the public schema. */
export function generateTypes(cache: SchemaCache): string {
  const relations = [...cache.relations.values()].filter((r) => r.schema === SCHEMA).sort(byName)
  const tables = relations.filter((r) => r.kind === "table" || r.kind === "foreign_table").flatMap((r) => tableBlock(r, cache, false))
  const views = relations.filter((r) => r.kind === "view" || r.kind === "materialized_view").flatMap((r) => tableBlock(r, cache, true))
  const functions = [...cache.routines.entries()]
    .filter(([key]) => key.startsWith(`${SCHEMA}.`))
    .map(([, routines]) => routines)
    .sort((a, b) => byName(a[0], b[0]))
    .flatMap((routines) => functionBlock(routines[0].name, routines, cache))
  const enums = cache.enums
    .filter((e) => e.schema === SCHEMA)
    .sort(byName)
    .map((e) => `${prop(e.name)}: ${e.values.map((v) => JSON.stringify(v)).join(" | ")}`)
  const composites = cache.compositeTypes
    .filter((t) => t.schema === SCHEMA)
    .sort(byName)
    .flatMap((t) => [`${prop(t.name)}: {`, ...t.attributes.map((a) => `  ${prop(a.name)}: ${tsType(a, cache)} | null`), "}"])

  const schemaBody = [
    ...section("Tables", tables),
    ...section("Views", views),
    ...section("Functions", functions),
    ...section("Enums", enums),
    ...section("CompositeTypes", composites),
  ]
  const constantsEnums = cache.enums
    .filter((e) => e.schema === SCHEMA)
    .sort(byName)
    .map((e) => `      ${prop(e.name)}: [${e.values.map((v) => JSON.stringify(v)).join(", ")}],`)

  return [
    "export type Json =",
    "  | string",
    "  | number",
    "  | boolean",
    "  | null",
    "  | { [key: string]: Json | undefined }",
    "  | Json[]",
    "",
    "export type Database = {",
    "  // Allows to automatically instantiate createClient with right options",
    "  // instead of createClient<Database, { PostgrestVersion: 'XX' }>(URL, KEY)",
    "  __InternalSupabase: {",
    `    PostgrestVersion: "${POSTGREST_VERSION}"`,
    "  }",
    `  ${SCHEMA}: {`,
    ...indent(schemaBody, 2),
    "  }",
    "}",
    "",
    HELPERS,
    "export const Constants = {",
    `  ${SCHEMA}: {`,
    constantsEnums.length ? "    Enums: {" : "    Enums: {},",
    ...(constantsEnums.length ? [...constantsEnums, "    },"] : []),
    "  },",
    "} as const",
    "",
  ].join("\n")
}
