import fs from "node:fs"
import { PGlite, TransactionAbortedError, type messages } from "@electric-sql/pglite"
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm"
import { IncompleteReplyError, WireSession, type WireResult, type WireStatement } from "./pglite-wire"
import { implicitSettings, settingsStatement } from "./transaction-settings"
import {
  DatabaseUnavailableError,
  type Database,
  type NotificationHandlers,
  type QueryResult,
  type Transaction,
  type TransactionOptions,
} from "./types"

export interface PgliteOptions {
  /**
   * Called once when a failed handle cannot be reopened; every later call is then refused with
   * DatabaseUnavailableError. The server exits on it so that its supervisor starts it again.
   */
  onFatal?: (error: DatabaseUnavailableError) => void
  /** An in-memory database starts as a copy of this data directory (see PgliteDatabase.dump). */
  copyOf?: Blob
}

/** A PGlite database, which can also be copied out whole (a migrated template for tests, say). */
export interface PgliteDatabase extends Database {
  /** The data directory as a tarball, for `copyOf`. */
  dump(): Promise<Blob>
}

/** Thrown from inside the wasm rather than by Postgres: a trap, V8's stack limit, the Postgres process exiting. */
function isWasmFailure(error: unknown): boolean {
  return (
    error instanceof WebAssembly.RuntimeError ||
    error instanceof RangeError ||
    (typeof error === "object" && error !== null && typeof (error as { status?: unknown }).status === "number")
  )
}

/**
 * An in-memory database (a test's) holds a few megabytes, and setting up Postgres's default 128 MB of
 * shared buffers was half the CPU time of opening one (about 1 s of the 2 s each test server took).
 * Its WAL is kept to two 16 MB segments (the least Postgres allows), not Postgres's 80 MB to 1 GB: the
 * migrated template a test server starts from (server/testing/pglite-template.ts) carried 100 MB of
 * WAL in its 181 MB, which every test server unpacked (now 114 MB; four server files 36 → 29 s of CPU).
 */
const IN_MEMORY_START_PARAMS = [
  ...PGlite.defaultStartParams,
  "-c",
  "shared_buffers=16MB",
  "-c",
  "min_wal_size=32MB",
  "-c",
  "max_wal_size=32MB",
]

/** The contrib extensions the migrations create (pg_trgm: the translation memory's fuzzy matches), loaded with every handle. */
export const PGLITE_EXTENSIONS = { pg_trgm }

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
export async function openPglite(dir?: string, options: PgliteOptions = {}): Promise<PgliteDatabase> {
  const create = (copy?: Blob) => {
    if (dir) fs.mkdirSync(dir, { recursive: true })
    return PGlite.create(
      dir
        ? { dataDir: dir, extensions: PGLITE_EXTENSIONS }
        : { loadDataDir: copy, startParams: IN_MEMORY_START_PARAMS, extensions: PGLITE_EXTENSIONS },
    )
  }
  let pg: PGlite | undefined = await create(dir ? undefined : options.copyOf)
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

  /** Holds the handle from the first statement of a transaction until `release` (FIFO, as exclusive). */
  function acquire(): Promise<{ handle: PGlite; release: () => void }> {
    return new Promise((resolve, reject) => {
      exclusive((handle) => new Promise<void>((release) => resolve({ handle, release }))).catch(reject)
    })
  }

  /** Transactions of one statement waiting for the handle: the next call into the wasm sends them all. */
  let waiting: { statements: WireStatement[]; settle: (outcome: PromiseSettledResult<WireResult<unknown>[]>) => void }[] = []
  function atomic<T>(statements: WireStatement[]): Promise<WireResult<T>[]> {
    return new Promise((resolve, reject) => {
      const settle = (outcome: PromiseSettledResult<WireResult<unknown>[]>) =>
        outcome.status === "fulfilled" ? resolve(outcome.value as WireResult<T>[]) : reject(outcome.reason)
      waiting.push({ statements, settle })
      if (waiting.length > 1) return
      const take = () => {
        const batch = waiting
        waiting = []
        return batch
      }
      let batch: typeof waiting | undefined
      exclusive(async (handle) => {
        // Requests that arrived together are read in one turn of the event loop, each in its own
        // callback: waiting for the turn's end lets all of them join this call (one call of 1 in
        // 10 requests at 10 in flight without it, 45 µs of wasm a transaction instead of 130).
        await new Promise((resolve) => setImmediate(resolve))
        batch = take()
        const outcomes = await session(handle).runAtomicGroups(batch.map((transaction) => transaction.statements))
        batch.forEach((transaction, i) => transaction.settle(outcomes[i]))
      }).catch((error: unknown) => {
        for (const transaction of batch ?? take()) transaction.settle({ status: "rejected", reason: error })
      })
    })
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

  /** Runs one call on `handle`, replacing the handle when it fails inside its wasm or answers incompletely. */
  async function checked<R>(handle: PGlite, run: () => Promise<R>): Promise<R> {
    if (handle !== pg) throw unavailable ?? new DatabaseUnavailableError()
    try {
      return await run()
    } catch (error) {
      if (!isWasmFailure(error) && !(error instanceof IncompleteReplyError)) throw error
      throw await replace(handle, error)
    }
  }

  /** The prepared statements live in the handle's session: a reopened handle has a session of its own. */
  const sessions = new WeakMap<PGlite, WireSession>()
  const session = (handle: PGlite) => {
    let s = sessions.get(handle)
    if (!s) {
      const send = <R>(message: Uint8Array, read: (replies: messages.BackendMessage[]) => R) =>
        checked(handle, async () =>
          read((await handle.execProtocolStream(message, { syncToFs: false, throwOnError: false })) as messages.BackendMessage[]),
        )
      sessions.set(handle, (s = new WireSession(handle, send)))
    }
    return s
  }
  // Scripts come from this repository (bootstrap, migrations), never from a request; they may change tables.
  const exec = async (handle: PGlite, sql: string) => {
    try {
      await checked(handle, () => handle.exec(sql))
    } finally {
      session(handle).forgetAll()
    }
  }
  const toResult = <T>({ rows, rowCount }: QueryResult<T>): QueryResult<T> => ({ rows, rowCount })

  /** BEGIN and the settings, sent with the transaction's first statement. */
  const opening = (options: TransactionOptions = {}): WireStatement[] => {
    const settings = options.settings ?? []
    const begin: WireStatement = { sql: options.readOnly ? "begin read only" : "begin" }
    if (settings.length === 0) return [begin]
    return [begin, settingsStatement(settings)]
  }

  return {
    kind: "pglite",
    query: <T>(sql: string, params?: unknown[]) => exclusive(async (handle) => toResult(await session(handle).query<T>({ sql, params }))),
    exec: (sql) => exclusive((handle) => exec(handle, sql)),
    transaction: async (fn, options) => {
      // The handle is held from the transaction's first statement on; a transaction of one statement
      // (queryAndCommit first) never holds it, and goes to the wasm with the others waiting (atomic).
      let held: Promise<{ handle: PGlite; release: () => void }> | undefined
      const hold = () => (held ??= acquire())
      // BEGIN and the settings go with the first statement; a transaction that sends none never begins.
      let pending: WireStatement[] | undefined = opening(options)
      let committed = false
      const take = () => {
        const statements = pending ?? []
        pending = undefined
        return statements
      }
      const handle = async () => (await hold()).handle
      const wire = async () => session(await handle())
      const tx: Transaction = {
        exec: async (sql) => {
          const statements = take()
          if (statements.length) await (await wire()).run(statements)
          await exec(await handle(), sql)
        },
        query: async <T>(sql: string, params?: unknown[]) => {
          const results = await (await wire()).run<T>([...take(), { sql, params }])
          return toResult(results[results.length - 1])
        },
        queryAndCommit: async <T>(sql: string, params?: unknown[]) => {
          if (pending !== undefined && !held) {
            // The transaction's only statement: the messages up to a Sync are one implicit transaction,
            // committed at the Sync and rolled back on an error, so neither BEGIN nor COMMIT is sent.
            pending = undefined
            const results = await atomic<T>([...implicitSettings(options), { sql, params }])
            committed = true
            return toResult(results[results.length - 1])
          }
          const results = await (await wire()).run<T>([...take(), { sql, params }, { sql: "commit" }])
          committed = true
          if (results[results.length - 1].command === "ROLLBACK") throw new TransactionAbortedError()
          return toResult(results[results.length - 2])
        },
      }
      try {
        let result: Awaited<ReturnType<typeof fn>>
        try {
          result = await fn(tx)
        } catch (error) {
          const lock = held && pending === undefined && !committed ? await held.catch(() => undefined) : undefined
          if (lock && lock.handle === pg)
            await session(lock.handle)
              .run([{ sql: "rollback" }])
              .catch(() => undefined)
          throw error
        }
        if (pending !== undefined || committed) return result
        const [commit] = await (await wire()).run([{ sql: "commit" }])
        if (commit.command === "ROLLBACK") throw new TransactionAbortedError()
        return result
      } finally {
        if (held)
          void held.then(
            ({ release }) => release(),
            () => undefined,
          )
      }
    },
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
    dump: () => exclusive((handle) => checked(handle, () => handle.dumpDataDir("none"))),
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
