import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest"
import { openPglite } from "./pglite"
import { DatabaseUnavailableError, isPgError, type Database } from "./types"

/**
 * An expression deep enough to exhaust V8's stack inside PGlite's wasm while Postgres analyses it
 * (the REST API refuses such input; this goes to the database directly).
 */
const STACK_EXHAUSTING_SQL = `select count(*) from t where value${"->'a'".repeat(400)} = '1'`

const opened: Database[] = []
const dirs: string[] = []
const CREATE_TABLE = "create table t (id int primary key, value jsonb)"

/**
 * The empty database every test starts from (table t only), made once per file before the tests (in a
 * hook, so no test's time includes it): creating a cluster takes PGlite seconds, copying one a
 * fraction of that. Each test opens its own copy, in memory or in a data directory of its own.
 */
let empty: { dump: Blob; dir: string } | undefined

async function makeEmptyDatabase() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "nordika-pglite-empty-"))
  const db = await openPglite(dir)
  try {
    await db.exec(CREATE_TABLE)
    return { dump: await db.dump(), dir }
  } finally {
    await db.close()
  }
}

beforeAll(async () => {
  empty = await makeEmptyDatabase()
})

afterAll(() => {
  if (empty) fs.rmSync(empty.dir, { recursive: true, force: true })
})

/** A copy of the empty database in `dir`, or in memory when `dir` is undefined. */
async function open(dir?: string, onFatal?: (error: Error) => void): Promise<Database> {
  const copy = empty!
  if (dir) fs.cpSync(copy.dir, dir, { recursive: true })
  const db = await openPglite(dir, { onFatal, copyOf: copy.dump })
  opened.push(db)
  return db
}

function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "nordika-pglite-"))
  dirs.push(dir)
  return dir
}

async function sqlStateOf(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise
    return undefined
  } catch (error) {
    return isPgError(error) ? error.code : `not a SQL error: ${String(error)}`
  }
}

afterEach(async () => {
  for (const db of opened.splice(0)) await db.close().catch(() => undefined)
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
})

describe.each([
  { storage: "a data directory", dir: tempDir },
  { storage: "memory", dir: () => undefined },
])("a PGlite handle that fails inside its wasm ($storage)", ({ dir }) => {
  it("answers the failing query with DatabaseUnavailableError, then reopens on the same data", async () => {
    const db = await open(dir())
    await db.query("insert into t values (1, '{}')")
    await db.transaction(async (tx) => {
      await tx.query("insert into t values (2, '{}')")
    })

    await expect(db.query(STACK_EXHAUSTING_SQL)).rejects.toBeInstanceOf(DatabaseUnavailableError)

    expect((await db.query<{ id: number }>("select id from t order by id")).rows).toEqual([{ id: 1 }, { id: 2 }])
    // The next SQL error is an error again, not a busy loop in a broken backend.
    expect(await sqlStateOf(db.query("select $1::text", ["a\u0000b"]))).toBe("22021")
    await db.query("insert into t values (3, '{}')")
    expect((await db.query("select id from t")).rows).toHaveLength(3)
  })

  it("rolls the transaction it failed in back without sending the broken backend anything more", async () => {
    const db = await open(dir())
    await expect(
      db.transaction(async (tx) => {
        await tx.query("insert into t values (10, '{}')")
        await tx.query(STACK_EXHAUSTING_SQL)
      }),
    ).rejects.toBeInstanceOf(DatabaseUnavailableError)
    expect((await db.query("select id from t where id = 10")).rows).toEqual([])
    expect(await sqlStateOf(db.query("select 1/0"))).toBe("22012")
  })

  it("keeps requests that were waiting for the handle, and runs them on the reopened one", async () => {
    const db = await open(dir())
    const failing = db.query(STACK_EXHAUSTING_SQL)
    const waiting = [db.query("select 1 as n"), db.transaction((tx) => tx.query("select 2 as n"))]
    await expect(failing).rejects.toBeInstanceOf(DatabaseUnavailableError)
    expect((await Promise.all(waiting)).map((r) => r.rows)).toEqual([[{ n: 1 }], [{ n: 2 }]])
  })
})

describe("a PGlite handle that cannot be reopened", () => {
  it("reports the failure once and refuses every later call instead of hanging", async () => {
    const dataDir = tempDir()
    const fatal: Error[] = []
    const db = await open(dataDir, (error) => fatal.push(error))
    // Postgres reads PG_VERSION only when it starts: the open handle goes on, a new one cannot start.
    fs.writeFileSync(path.join(dataDir, "PG_VERSION"), "9\n")

    await expect(db.query(STACK_EXHAUSTING_SQL)).rejects.toBeInstanceOf(DatabaseUnavailableError)
    expect(fatal).toHaveLength(1)
    expect(fatal[0].message).toMatch(/could not be reopened/)
    await expect(db.query("select 1")).rejects.toBeInstanceOf(DatabaseUnavailableError)
    await expect(db.transaction((tx) => tx.query("select 1"))).rejects.toBeInstanceOf(DatabaseUnavailableError)
    expect(fatal).toHaveLength(1)
  })
})

describe("values PGlite's own serializers refuse", () => {
  it("go to Postgres, which answers with a SQL error, and the handle stays the same", async () => {
    const db = await open()
    // A temporary table lives only as long as its session: it is gone if the handle was replaced.
    await db.exec("create temp table session_probe (x int)")
    expect(await sqlStateOf(db.query("select $1::bool", ["1e400"]))).toBe("22P02")
    expect(await sqlStateOf(db.query("select $1::bytea", ["not hex \\x"]))).toBe("22P02")
    expect((await db.query("select $1::bool as b", ["yes"])).rows).toEqual([{ b: true }])
    expect((await db.query("select count(*)::int as n from session_probe")).rows).toEqual([{ n: 0 }])
  })
})

describe("transactions on PGlite", () => {
  it("commit, roll back on a throw, and report a COMMIT that rolled back", async () => {
    const db = await open()
    await db.transaction((tx) => tx.query("insert into t values (20, '{}')"))
    await expect(
      db.transaction(async (tx) => {
        await tx.query("insert into t values (21, '{}')")
        throw new Error("changed my mind")
      }),
    ).rejects.toThrow("changed my mind")
    // A statement failed and the caller swallowed it: COMMIT rolls back, which is an error.
    const aborted = db.transaction(async (tx) => {
      await tx.query("insert into t values (22, '{}')")
      await tx.query("insert into t values (20, '{}')").catch(() => undefined)
    })
    expect(await sqlStateOf(aborted)).toBe("25P02")
    expect((await db.query<{ id: number }>("select id from t where id >= 20 order by id")).rows).toEqual([{ id: 20 }])
  })

  it("commit with their last statement (queryAndCommit), or roll back when it fails", async () => {
    const db = await open()
    const written = await db.transaction(async (tx) => {
      await tx.query("insert into t values (30, '{}')")
      return tx.queryAndCommit<{ id: number }>("insert into t values (31, '{}') returning id")
    })
    expect(written.rows).toEqual([{ id: 31 }])
    const failed = db.transaction(async (tx) => {
      await tx.query("insert into t values (32, '{}')")
      return tx.queryAndCommit("insert into t values (30, '{}')")
    })
    expect(await sqlStateOf(failed)).toBe("23505")
    expect((await db.query<{ id: number }>("select id from t where id >= 30 order by id")).rows).toEqual([{ id: 30 }, { id: 31 }])
  })
})
