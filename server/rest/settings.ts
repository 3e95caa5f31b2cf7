import type { ServerConfig } from "../config"
import { readSupabaseToml } from "../supabase-config"

/** The `[api]` settings of supabase/config.toml that shape the REST API, as PostgREST's config does. */
export interface RestApiSettings {
  /** db-schemas: the schemas a profile may name; the first is the default. */
  schemas: string[]
  /** db-extra-search-path: appended to the search_path after the requested schema. */
  extraSearchPath: string[]
}

/** The CLI's defaults when config.toml leaves a setting out. */
export const DEFAULT_REST_API: RestApiSettings = {
  schemas: ["public", "graphql_public"],
  extraSearchPath: ["public", "extensions"],
}

const stringList = (value: unknown): string[] | undefined =>
  Array.isArray(value) && value.length > 0 && value.every((v) => typeof v === "string") ? value : undefined

/** config.toml's `[api] schemas` and `extra_search_path`, overridden by `config.restApi`. */
export function restApiSettings(config: Pick<ServerConfig, "supabaseDir" | "restApi">): RestApiSettings {
  const toml = readSupabaseToml(config.supabaseDir)
  return {
    schemas: stringList(toml.get("api.schemas")) ?? DEFAULT_REST_API.schemas,
    extraSearchPath: stringList(toml.get("api.extra_search_path")) ?? DEFAULT_REST_API.extraSearchPath,
    ...config.restApi,
  }
}
