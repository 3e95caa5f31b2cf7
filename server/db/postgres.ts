import pg from "pg"
import { runPipeline } from "./pg-pipeline"
import { isStalePlanError, mayChangeTables, statementName } from "./prepared"
import { implicitSettings } from "./transaction-settings"
import type { Database, NotificationHandlers, QueryResult, Transaction, TransactionOptions } from "./types"

/** Waits before each new attempt to reconnect a lost LISTEN connection (the last one repeats). */
const LISTEN_RECONNECT_MS = [100, 500, 1000, 2000, 5000]

const CHANNEL_NAME = /^[a-z_][a-z0-9_]*$/

/** A dedicated connection LISTENing on `channel`, reconnected with back-off whenever it drops. */
async function listenOn(connectionString: string, channel: string, handlers: NotificationHandlers): Promise<() => Promise<void>> {
  if (!CHANNEL_NAME.test(channel)) throw new Error(`invalid channel name ${channel}`)
  let client: pg.Client | undefined
  let stopped = false
  let retry: NodeJS.Timeout | undefined
  let failures = 0

  const connect = async () => {
    const next = new pg.Client({ connectionString })
    next.on("notification", (message) => {
      if (message.channel === channel) handlers.onNotify(message.payload ?? "")
    })
    next.on("error", (error) => console.error(`[db] LISTEN ${channel} connection error:`, error.message))
    next.on("end", () => {
      if (client === next && !stopped) reconnect()
    })
    try {
      await next.connect()
      await next.query(`listen ${channel}`)
    } catch (error) {
      await next.end().catch(() => undefined)
      throw error
    }
    client = next
  }
  const reconnect = () => {
    client = undefined
    const delay = LISTEN_RECONNECT_MS[Math.min(failures++, LISTEN_RECONNECT_MS.length - 1)]
    retry = setTimeout(() => {
      if (stopped) return
      connect().then(
        () => {
          failures = 0
          handlers.onReconnect?.()
        },
        () => reconnect(),
      )
    }, delay)
  }

  await connect()
  return async () => {
    stopped = true
    clearTimeout(retry)
    await client?.end().catch(() => undefined)
    client = undefined
  }
}

/** A string literal for a script: standard_conforming_strings is on, so only quotes are doubled. */
function sqlLiteral(value: string): string {
  // A NUL would end the script's text early in the simple query protocol.
  if (value.includes("\0")) throw new Error("A transaction setting cannot contain a NUL character")
  return `'${value.replace(/'/g, "''")}'`
}

/** BEGIN and the transaction's settings as one script: without parameters, one round trip. */
function beginScript(options: TransactionOptions = {}): string {
  const begin = options.readOnly ? "begin read only" : "begin"
  const settings = options.settings ?? []
  if (settings.length === 0) return begin
  // One count comes back instead of every value set (the request's headers and claims among them).
  return `${begin}; select pg_catalog.num_nulls(${settings.map(([name, value]) => `set_config(${sqlLiteral(name)}, ${sqlLiteral(value)}, true)`).join(", ")})`
}

/** Statements one connection keeps prepared at most; past that, new SQL texts go unnamed (parsed each time). */
const MAX_PREPARED_PER_CONNECTION = 500

/** pg's own record of the named statements a connection has parsed (not in its types). */
interface ParsedStatements {
  connection: { parsedStatements: Record<string, string> }
}

/**
 * Each SQL text as a named prepared statement of the connection, as PostgREST prepares its
 * statements: parsed and planned once per connection, then only bound and executed. After DDL on
 * any connection (a migration, a test's setup), every connection drops its statements before its
 * next use, since a statement whose result columns changed fails (0A000) instead of re-planning.
 */
class PreparedStatements {
  /** Bumped by DDL; a connection prepared under an older generation deallocates everything first. */
  private generation = 0
  private readonly generations = new WeakMap<pg.PoolClient, number>()

  async checkout(pool: pg.Pool): Promise<pg.PoolClient> {
    const client = await pool.connect()
    if ((this.generations.get(client) ?? 0) !== this.generation) {
      try {
        await this.forgetAll(client)
      } catch (error) {
        client.release(error as Error)
        throw error
      }
    }
    return client
  }

  async query<T>(client: pg.PoolClient, sql: string, params: unknown[]): Promise<QueryResult<T>> {
    const parsed = (client as unknown as ParsedStatements).connection.parsedStatements
    const name = statementName(sql)
    const named = parsed[name] !== undefined || Object.keys(parsed).length < MAX_PREPARED_PER_CONNECTION
    const result = await client.query({ name: named ? name : undefined, text: sql, values: params })
    if (mayChangeTables(result.command)) this.generation++
    return { rows: result.rows as T[], rowCount: result.rowCount ?? result.rows.length }
  }

  /** The statements in one round trip, as one implicit transaction (see runPipeline); answers the last one's result. */
  async pipeline<T>(client: pg.PoolClient, statements: { sql: string; params: unknown[] }[]): Promise<QueryResult<T>> {
    const parsed = (client as unknown as ParsedStatements).connection.parsedStatements
    const named = statements.map(({ sql, params }) => {
      const name = statementName(sql)
      const keep = parsed[name] !== undefined || Object.keys(parsed).length < MAX_PREPARED_PER_CONNECTION
      return { name: keep ? name : "", sql, params }
    })
    const result = await runPipeline<T>(client, named)
    if (mayChangeTables(result.command)) this.generation++
    return { rows: result.rows, rowCount: result.rowCount }
  }

  /** After a stale statement's error (and the end of its transaction): that connection prepares everything again. */
  async recover(client: pg.PoolClient, error: unknown): Promise<boolean> {
    if (!isStalePlanError(error)) return false
    await this.forgetAll(client)
    return true
  }

  /** Scripts (migrations) may change any table. */
  changedTables() {
    this.generation++
  }

  private async forgetAll(client: pg.PoolClient) {
    await client.query("deallocate all")
    ;(client as unknown as ParsedStatements).connection.parsedStatements = {}
    this.generations.set(client, this.generation)
  }
}

/** A real PostgreSQL server. The connecting user must be able to SET ROLE to anon, authenticated and service_role. */
export async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 10 })
  pool.on("error", (error) => console.error("[db] idle client error:", error.message))
  await pool.query("select 1")
  const statements = new PreparedStatements()
  const listeners = new Set<() => Promise<void>>()

  const exec = async (target: pg.Pool | pg.PoolClient, sql: string) => {
    try {
      // Without parameters pg uses the simple query protocol, which accepts several statements.
      await target.query(sql)
    } finally {
      statements.changedTables()
    }
  }

  return {
    kind: "postgres",
    async query<T>(sql: string, params: unknown[] = []) {
      const client = await statements.checkout(pool)
      try {
        return await statements.query<T>(client, sql, params)
      } catch (error) {
        if (!(await statements.recover(client, error))) throw error
        return await statements.query<T>(client, sql, params)
      } finally {
        client.release()
      }
    },
    exec: (sql) => exec(pool, sql),
    async transaction(fn, options) {
      const client = await statements.checkout(pool)
      // BEGIN goes with the first statement: a transaction of one statement needs none (queryAndCommit).
      let begun = false
      let committed = false
      const begin = async () => {
        if (begun) return
        begun = true
        await client.query(beginScript(options))
      }
      const tx: Transaction = {
        exec: async (sql) => {
          await begin()
          await exec(client, sql)
        },
        query: async (sql, params = []) => {
          await begin()
          return statements.query(client, sql, params)
        },
        queryAndCommit: async <T>(sql: string, params: unknown[] = []) => {
          if (!begun) {
            // Settings and statement in one round trip, committed together by its Sync.
            begun = committed = true
            return statements.pipeline<T>(client, [...implicitSettings(options), { sql, params }])
          }
          const result = await statements.query<T>(client, sql, params)
          await client.query("commit")
          committed = true
          return result
        },
      }
      try {
        const result = await fn(tx)
        if (begun && !committed) await client.query("commit")
        return result
      } catch (error) {
        if (begun && !committed) await client.query("rollback").catch(() => undefined)
        await statements.recover(client, error).catch(() => undefined)
        throw error
      } finally {
        client.release()
      }
    },
    async listen(channel, handlers) {
      const unlisten = await listenOn(connectionString, channel, handlers)
      const stop = async () => {
        listeners.delete(stop)
        await unlisten()
      }
      listeners.add(stop)
      return stop
    },
    async close() {
      await Promise.all([...listeners].map((stop) => stop()))
      await pool.end()
    },
  }
}
