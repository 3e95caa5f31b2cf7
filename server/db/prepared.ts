import crypto from "node:crypto"

/**
 * Command tags after which a prepared statement still describes its tables: anything else (CREATE,
 * ALTER, DROP, DO, CALL…) may have changed a table's columns, so statements are prepared again.
 */
const PLAN_SAFE_COMMANDS = new Set([
  "SELECT",
  "INSERT",
  "UPDATE",
  "DELETE",
  "MERGE",
  "BEGIN",
  "COMMIT",
  "ROLLBACK",
  "SET",
  "RESET",
  "SHOW",
  "SAVEPOINT",
  "RELEASE",
  "FETCH",
  "MOVE",
  "LISTEN",
  "UNLISTEN",
  "NOTIFY",
  "LOCK",
  "EXPLAIN",
  "COPY",
  "GRANT",
  "REVOKE",
])

/** True when a statement with this command tag (its first word) may have changed what prepared statements describe. */
export function mayChangeTables(command: string | null | undefined): boolean {
  return !!command && !PLAN_SAFE_COMMANDS.has(command)
}

/**
 * Postgres re-plans a prepared statement by itself when its tables, the role (row security) or the
 * search_path change; only a change of its result columns is an error, this one.
 */
export function isStalePlanError(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown } | null
  return e?.code === "0A000" && typeof e.message === "string" && e.message.includes("cached plan must not change result type")
}

const names = new Map<string, string>()
const NAMES_REMEMBERED = 10_000

/** The same name for the same SQL text, in every session: `nordika_` and a digest of the text. */
export function statementName(sql: string): string {
  let name = names.get(sql)
  if (name === undefined) {
    if (names.size >= NAMES_REMEMBERED) names.clear()
    name = `nordika_${crypto.createHash("sha1").update(sql).digest("base64url")}`
    names.set(sql, name)
  }
  return name
}
