import type { SchemaCache } from "./schema-cache"

/** A small Swagger 2.0 description of the exposed tables, as PostgREST serves at the root. */
export function openApi(cache: SchemaCache) {
  const definitions: Record<string, unknown> = {}
  const paths: Record<string, unknown> = { "/": { get: { tags: ["Introspection"], summary: "OpenAPI description (this document)" } } }
  for (const relation of cache.relations.values()) {
    if (relation.schema !== "public") continue
    definitions[relation.name] = {
      type: "object",
      required: relation.columns.filter((c) => !c.nullable && !c.hasDefault).map((c) => c.name),
      properties: Object.fromEntries(relation.columns.map((c) => [c.name, { format: c.type }])),
    }
    paths[`/${relation.name}`] = {
      get: { tags: [relation.name] },
      ...(relation.kind === "table" ? { post: {}, patch: {}, delete: {} } : {}),
    }
  }
  for (const [key, routines] of cache.routines) {
    if (!key.startsWith("public.")) continue
    paths[`/rpc/${routines[0].name}`] = { post: { tags: ["(rpc) " + routines[0].name] } }
  }
  return {
    swagger: "2.0",
    info: { title: "Nordika REST API", version: "1" },
    basePath: "/",
    schemes: ["http", "https"],
    consumes: ["application/json"],
    produces: ["application/json"],
    paths,
    definitions,
  }
}
