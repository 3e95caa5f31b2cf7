import fs from "node:fs"
import { PGlite } from "@electric-sql/pglite"
import type { Database, QueryResult, Transaction } from "./types"

function wrap(target: Pick<PGlite, "query" | "exec">): Transaction {
  return {
    async exec(sql: string) {
      await target.exec(sql)
    },
    async query<T>(sql: string, params: unknown[] = []): Promise<QueryResult<T>> {
      const result = await target.query<T>(sql, params as never[])
      return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length }
    },
  }
}

/** Embedded Postgres persisted in `dir` (or in memory when `dir` is undefined, for tests). */
export async function openPglite(dir?: string): Promise<Database> {
  if (dir) fs.mkdirSync(dir, { recursive: true })
  const pg = await PGlite.create(dir ? { dataDir: dir } : {})
  const plain = wrap(pg)
  return {
    kind: "pglite",
    query: plain.query,
    async exec(sql) {
      await pg.exec(sql)
    },
    // PGlite has a single connection; its transaction() queues other callers until this one ends.
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    // The one in-process connection never drops, so onReconnect has nothing to report.
    listen: (channel, { onNotify }) => pg.listen(channel, onNotify),
    async close() {
      if (!pg.closed) await pg.close()
    },
  }
}
