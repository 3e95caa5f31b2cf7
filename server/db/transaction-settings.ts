import type { TransactionOptions } from "./types"

/** One statement with `$n` parameters. */
export interface SettingsStatement {
  sql: string
  params: string[]
}

/**
 * Transaction-local settings in one statement, which answers one count instead of every value set
 * (the request's headers and claims among them).
 */
export function settingsStatement(settings: readonly (readonly [string, string])[]): SettingsStatement {
  const params: string[] = []
  for (const [name, value] of settings) params.push(name, value)
  return { sql: settingsSql(settings.length), params }
}

/** The statement's text depends only on how many settings it sets: each count's is written once. */
const SETTINGS_SQL: string[] = []

function settingsSql(count: number): string {
  return (SETTINGS_SQL[count] ??=
    `select pg_catalog.num_nulls(${Array.from({ length: count }, (_, i) => `set_config($${2 * i + 1}, $${2 * i + 2}, true)`).join(", ")})`)
}

/**
 * The settings of a transaction of one statement sent without BEGIN (an implicit transaction): its
 * read-only mode is a setting too, since SET TRANSACTION needs a transaction block. None: nothing to send.
 */
export function implicitSettings(options: TransactionOptions = {}): SettingsStatement[] {
  const settings: (readonly [string, string])[] = [
    ...(options.readOnly ? [["transaction_read_only", "on"] as const] : []),
    ...(options.settings ?? []),
  ]
  return settings.length === 0 ? [] : [settingsStatement(settings)]
}
