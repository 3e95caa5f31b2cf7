import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { isPgError } from "."
import { startTestServer, type TestServer } from "../testing/harness"

// On the database the suite runs on: PGlite, or PostgreSQL under scripts/with-postgres.sh.
let t: TestServer
beforeAll(async () => {
  t = await startTestServer()
  await t.db.exec("create table if not exists public.tx_probe (id int primary key)")
})
afterAll(() => t.close())

const sqlState = (promise: Promise<unknown>) =>
  promise.then(
    () => "no error",
    (error: unknown) => (isPgError(error) ? error.code : String(error)),
  )
const ids = async () => (await t.db.query<{ id: number }>("select id from public.tx_probe order by id")).rows.map((row) => row.id)

describe("a transaction of one statement (queryAndCommit first), sent without BEGIN", () => {
  const settings: [string, string][] = [["app.probe", "set for this transaction"]]

  it("runs with its settings, which end with it, new SQL and prepared alike", async () => {
    for (let run = 0; run < 2; run++) {
      const seen = await t.db.transaction(
        (tx) => tx.queryAndCommit<{ probe: string; n: number }>("select current_setting('app.probe', true) as probe, $1::int as n", [run]),
        { settings },
      )
      expect(seen.rows).toEqual([{ probe: "set for this transaction", n: run }])
    }
    const after = await t.db.query<{ probe: string }>("select coalesce(current_setting('app.probe', true), '') as probe")
    expect(after.rows).toEqual([{ probe: "" }])
  })

  it("is read-only when asked, commits a write, and rolls a failed one back whole", async () => {
    expect(
      await sqlState(t.db.transaction((tx) => tx.queryAndCommit("insert into public.tx_probe values (1)"), { readOnly: true, settings })),
    ).toBe("25006")
    await t.db.transaction((tx) => tx.queryAndCommit("insert into public.tx_probe values (2)"), { settings })
    expect(await sqlState(t.db.transaction((tx) => tx.queryAndCommit("insert into public.tx_probe values (3), (2)"), { settings }))).toBe(
      "23505",
    )
    expect(await ids()).toEqual([2])
  })

  it("answers a SQL error in its settings or its parameters, and the connection serves the next one", async () => {
    expect(await sqlState(t.db.transaction((tx) => tx.queryAndCommit("select $1::int", ["not a number"]), { settings }))).toBe("22P02")
    expect(await sqlState(t.db.transaction((tx) => tx.queryAndCommit("select 1"), { settings: [["role", "no_such_role"]] }))).toBe("22023")
    const next = await t.db.transaction((tx) => tx.queryAndCommit<{ ok: number }>("select 1 as ok"), { settings })
    expect(next.rows).toEqual([{ ok: 1 }])
  })
})
