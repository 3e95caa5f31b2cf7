import fs from "node:fs"
import { PGlite, TransactionAbortedError, types, type Results } from "@electric-sql/pglite"
import { DatabaseUnavailableError, type Database, type NotificationHandlers, type QueryResult, type Transaction } from "./types"

export interface PgliteOptions {
  /**
   * Called once when a failed handle cannot be reopened; every later call is then refused with
   * DatabaseUnavailableError. The server exits on it so that its supervisor starts it again.
   */
  onFatal?: (error: DatabaseUnavailableError) => void
}

/**
 * PGlite's own serializers throw a plain JS error for a string they do not take (a boolean
 * `1e400`, bytea text): neither a SQL error nor a sign of a failed handle. Strings go to Postgres as
 * they are, as node-postgres sends them, and Postgres answers them (22P02, a 400 for the caller).
 */
const SERIALIZERS: Record<number, (value: unknown) => string> = Object.fromEntries(
  Object.entries(types.serializers).map(([oid, serialize]) => [
    oid,
    (value: unknown) => (typeof value === "string" ? value : serialize(value)),
  ]),
)

/** Thrown from inside the wasm rather than by Postgres: a trap, V8's stack limit, the Postgres process exiting. */
function isWasmFailure(error: unknown): boolean {
  return (
    error instanceof WebAssembly.RuntimeError ||
    error instanceof RangeError ||
    (typeof error === "object" && error !== null && typeof (error as { status?: unknown }).status === "number")
  )
}

/**
 * Embedded Postgres persisted in `dir` (or in memory when `dir` is undefined, for tests).
 *
 * PGlite runs Postgres inside wasm and swallows any exception the wasm throws other than its own
 * longjmp: when V8's stack runs out while Postgres analyses a deeply nested expression, the query
 * resolves with no command tag and the backend keeps pointers into the unwound C stack
 * (error_context_stack), so the next error it raises walks that stale list and spins forever. A
 * handle that answers like that, or throws from inside the wasm, is sent nothing more: it is
 * abandoned, as Postgres abandons a crashed backend, and the same data is opened again (crash
 * recovery replays the WAL). The statement that hit it fails with DatabaseUnavailableError. Other
 * errors outside SQL are the caller's to see, and leave the handle as it is.
 */
export async function openPglite(dir?: string, options: PgliteOptions = {}): Promise<Database> {
  const create = (copy?: Blob) => {
    if (dir) fs.mkdirSync(dir, { recursive: true })
    return PGlite.create(dir ? { dataDir: dir } : { loadDataDir: copy })
  }
  let pg: PGlite | undefined = await create()
  let unavailable: DatabaseUnavailableError | undefined
  let queue: Promise<unknown> = Promise.resolve()
  /** LISTENs live on the handle, so a reopened handle listens again (and says notifications may be missing). */
  const listeners = new Set<{ channel: string; handlers: NotificationHandlers; unlisten?: () => Promise<void> }>()

  /** One caller at a time: PGlite has a single connection, and a transaction holds it from BEGIN to COMMIT. */
  function exclusive<T>(fn: (handle: PGlite) => Promise<T>): Promise<T> {
    const run = queue.then(() => {
      if (!pg) throw unavailable ?? new DatabaseUnavailableError()
      return fn(pg)
    })
    queue = run.catch(() => undefined)
    return run
  }

  async function replace(handle: PGlite, cause: unknown): Promise<DatabaseUnavailableError> {
    pg = undefined
    console.error("[db] PGlite failed inside its wasm; reopening the database:", cause)
    try {
      // In memory the database is the handle's own file system, copied out without running the backend.
      const copy = dir ? undefined : await handle.dumpDataDir("none")
      const reopened = await create(copy)
      for (const listener of listeners) listener.unlisten = await reopened.listen(listener.channel, listener.handlers.onNotify)
      pg = reopened
      console.error("[db] PGlite reopened")
      for (const listener of listeners) listener.handlers.onReconnect?.()
      return new DatabaseUnavailableError(undefined, { cause })
    } catch (error) {
      unavailable = new DatabaseUnavailableError(
        `The embedded database failed and could not be reopened: ${error instanceof Error ? error.message : String(error)}`,
        { cause: error },
      )
      console.error(`[db] ${unavailable.message}`)
      options.onFatal?.(unavailable)
      return unavailable
    }
  }

  /** Runs one call on `handle`, replacing the handle when it fails inside its wasm. */
  async function checked<R>(handle: PGlite, run: () => Promise<R>, complete: (result: R) => boolean): Promise<R> {
    if (handle !== pg) throw unavailable ?? new DatabaseUnavailableError()
    let result: R
    try {
      result = await run()
    } catch (error) {
      if (!isWasmFailure(error)) throw error
      throw await replace(handle, error)
    }
    if (!complete(result)) throw await replace(handle, new Error("PGlite answered a statement without a command tag"))
    return result
  }

  // One statement through the extended protocol always ends with a command tag, or with an error.
  const query = <T>(handle: PGlite, sql: string, params: unknown[] = []) =>
    checked(
      handle,
      () => handle.query<T>(sql, params as never[], { serializers: SERIALIZERS }),
      (result: Results<T>) => result.command !== undefined,
    )
  // Scripts come from this repository (bootstrap, migrations, SET LOCAL), never from a request.
  const exec = async (handle: PGlite, sql: string) => {
    await checked(
      handle,
      () => handle.exec(sql),
      () => true,
    )
  }
  const toResult = <T>(result: Results<T>): QueryResult<T> => ({ rows: result.rows, rowCount: result.affectedRows ?? result.rows.length })

  return {
    kind: "pglite",
    query: <T>(sql: string, params?: unknown[]) => exclusive(async (handle) => toResult(await query<T>(handle, sql, params))),
    exec: (sql) => exclusive((handle) => exec(handle, sql)),
    transaction: (fn, options) =>
      exclusive(async (handle) => {
        // BEGIN and the prelude go with the first statement; a transaction that sends none never begins.
        let opening: string | undefined = options?.prelude ? `begin; ${options.prelude}` : "begin"
        const take = () => {
          const script = opening
          opening = undefined
          return script
        }
        const tx: Transaction = {
          exec: (sql) => {
            const script = take()
            return exec(handle, script ? `${script}; ${sql}` : sql)
          },
          query: async <T>(sql: string, params?: unknown[]) => {
            const script = take()
            if (script) await exec(handle, script)
            return toResult(await query<T>(handle, sql, params))
          },
        }
        let result: Awaited<ReturnType<typeof fn>>
        try {
          result = await fn(tx)
        } catch (error) {
          if (opening === undefined && handle === pg) await query(handle, "rollback").catch(() => undefined)
          throw error
        }
        if (opening !== undefined) return result
        const commit = await query(handle, "commit")
        if (commit.command === "ROLLBACK") throw new TransactionAbortedError()
        return result
      }),
    listen: (channel, handlers) =>
      exclusive(async (handle) => {
        const listener: { channel: string; handlers: NotificationHandlers; unlisten?: () => Promise<void> } = { channel, handlers }
        listener.unlisten = await handle.listen(channel, handlers.onNotify)
        listeners.add(listener)
        return async () => {
          listeners.delete(listener)
          await listener.unlisten?.().catch(() => undefined)
        }
      }),
    async close() {
      const closing = queue.then(async () => {
        const handle = pg
        pg = undefined
        unavailable ??= new DatabaseUnavailableError("The database is closed")
        if (handle && !handle.closed) await handle.close()
      })
      queue = closing.catch(() => undefined)
      await closing
    },
  }
}
