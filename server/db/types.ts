export interface QueryResult<T> {
  rows: T[]
  /** Rows affected by INSERT/UPDATE/DELETE, or returned by SELECT. */
  rowCount: number
}

/** Something SQL can be sent to: the database itself or an open transaction. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>
}

/** An open transaction: parameterised queries, plus scripts of several statements (migrations). */
export interface Transaction extends Queryable {
  exec(sql: string): Promise<void>
  /**
   * Runs the transaction's last statement and commits, in the same round trip where the driver can
   * (PGlite): nothing may be sent after it, and nothing can be rolled back any more.
   */
  queryAndCommit<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>
}

export interface TransactionOptions {
  /** BEGIN READ ONLY. */
  readOnly?: boolean
  /**
   * Transaction-local settings (`set_config(name, value, true)`), `role` included, in this order,
   * set right after BEGIN. They travel with BEGIN and the transaction's first statement.
   */
  settings?: [name: string, value: string][]
}

export interface Database extends Queryable {
  readonly kind: "pglite" | "postgres"
  /** Runs a script of several statements without parameters (migrations, bootstrap). */
  exec(sql: string): Promise<void>
  /** Runs `fn` inside BEGIN … COMMIT; any throw rolls back and is rethrown. */
  transaction<T>(fn: (tx: Transaction) => Promise<T>, options?: TransactionOptions): Promise<T>
  /** LISTENs on `channel` (a plain lower-case name); resolves to the UNLISTEN. */
  listen(channel: string, handlers: NotificationHandlers): Promise<() => Promise<void>>
  close(): Promise<void>
}

export interface NotificationHandlers {
  /** A NOTIFY on the channel, after the notifying transaction committed. */
  onNotify(payload: string): void
  /** The listening connection came back after it was lost: notifications in between may be missing. */
  onReconnect?(): void
}

/** A Postgres error as both drivers report it (SQLSTATE in `code`). */
export interface PgError extends Error {
  code?: string
  detail?: string
  hint?: string
  constraint?: string
  table?: string
  column?: string
}

/**
 * The database cannot answer right now: its handle failed outside SQL (PGlite's wasm) and is being
 * replaced, or could not be. Not a SQL error: protocols answer it 503.
 */
export class DatabaseUnavailableError extends Error {
  constructor(message = "The database is unavailable, try again", options?: ErrorOptions) {
    super(message, options)
    this.name = "DatabaseUnavailableError"
  }
}

export function isPgError(error: unknown): error is PgError {
  return error instanceof Error && typeof (error as PgError).code === "string" && /^[0-9A-Z]{5}$/.test((error as PgError).code!)
}
