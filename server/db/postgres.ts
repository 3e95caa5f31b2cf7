import pg from "pg"
import type { Database, QueryResult, Transaction } from "./types"

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
  return {
    kind: "postgres",
    query: plain.query,
    async exec(sql) {
      await pool.query(sql)
    },
    async transaction(fn) {
      const client = await pool.connect()
      try {
        await client.query("begin")
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
    async close() {
      await pool.end()
    },
  }
}
