import pg from "pg"
import type { Database, NotificationHandlers, QueryResult, Transaction, TransactionOptions } from "./types"

/** Waits before each new attempt to reconnect a lost LISTEN connection (the last one repeats). */
export const LISTEN_RECONNECT_MS = [100, 500, 1000, 2000, 5000]

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
export function sqlLiteral(value: string): string {
  // A NUL would end the script's text early in the simple query protocol.
  if (value.includes("\0")) throw new Error("A transaction setting cannot contain a NUL character")
  return `'${value.replace(/'/g, "''")}'`
}

/** BEGIN and the transaction's settings as one script: without parameters, one round trip. */
export function beginScript(options: TransactionOptions = {}): string {
  const begin = options.readOnly ? "begin read only" : "begin"
  const settings = options.settings ?? []
  if (settings.length === 0) return begin
  return `${begin}; select ${settings.map(([name, value]) => `set_config(${sqlLiteral(name)}, ${sqlLiteral(value)}, true)`).join(", ")}`
}

function wrap(target: pg.Pool | pg.PoolClient): Transaction {
  return {
    // Without parameters pg uses the simple query protocol, which accepts several statements.
    async exec(sql: string) {
      await target.query(sql)
    },
    async query<T>(sql: string, params: unknown[] = []): Promise<QueryResult<T>> {
      const result = await target.query(sql, params)
      return { rows: result.rows as T[], rowCount: result.rowCount ?? result.rows.length }
    },
  }
}

/** A real PostgreSQL server. The connecting user must be able to SET ROLE to anon, authenticated and service_role. */
export async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 10 })
  pool.on("error", (error) => console.error("[db] idle client error:", error.message))
  await pool.query("select 1")
  const plain = wrap(pool)
  const listeners = new Set<() => Promise<void>>()
  return {
    kind: "postgres",
    query: plain.query,
    async exec(sql) {
      await pool.query(sql)
    },
    async transaction(fn, options) {
      const client = await pool.connect()
      try {
        await client.query(beginScript(options))
        const result = await fn(wrap(client))
        await client.query("commit")
        return result
      } catch (error) {
        await client.query("rollback").catch(() => undefined)
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
