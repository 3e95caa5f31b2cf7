import path from "node:path"
import type { ServerConfig } from "../config"
import { openPglite, type PgliteOptions } from "./pglite"
import { openPostgres } from "./postgres"
import type { Database } from "./types"

export type { Database, Queryable, PgError, Transaction } from "./types"
export { DatabaseUnavailableError, isPgError } from "./types"
export { withRequestContext } from "./request-context"

/** PGlite under DATA_DIR by default; PostgreSQL when DATABASE_URL is set. */
export function openDatabase(config: Pick<ServerConfig, "databaseUrl" | "dataDir">, options: PgliteOptions = {}): Promise<Database> {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openPglite(path.join(config.dataDir, "pgdata"), options)
}
