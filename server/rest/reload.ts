import { DatabaseUnavailableError, type Database } from "../db"
import type { SchemaCacheHolder } from "./schema-cache"

/** PostgREST's channel: `NOTIFY pgrst` ('reload schema', 'reload config' or empty) reloads the schema cache. */
const RELOAD_CHANNEL = "pgrst"

/**
 * Reloads the schema cache, and with it the authenticator's `pgrst.*` settings, when a migration or a
 * session sends `NOTIFY pgrst, 'reload schema'` or `'reload config'`, as PostgREST does. The listener
 * ends with the database.
 */
export function reloadOnNotify(db: Database, cache: SchemaCacheHolder): void {
  const reload = () =>
    void cache.reload().catch((error: unknown) => {
      // A reload racing the database's close has nothing left to reload.
      if (!(error instanceof DatabaseUnavailableError)) console.error("[rest] schema cache reload:", error)
    })
  db.listen(RELOAD_CHANNEL, {
    onNotify: (payload) => {
      if (payload === "" || payload === "reload schema" || payload === "reload config") reload()
    },
    onReconnect: reload,
  }).catch((error: unknown) => console.error("[rest] cannot listen for schema reloads:", error))
}
