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

describe("one-statement transactions sent in one turn of the event loop (on PGlite, together in one call)", () => {
  it("each gets its own settings and rows, and its own error, while the others commit", async () => {
    await t.db.exec("delete from public.tx_probe")
    const count = 24
    // Half start in callbacks of their own later in the turn, as requests read from several sockets do.
    const inItsOwnCallback = () => new Promise((resolve) => setImmediate(resolve))
    const outcomes = await Promise.all(
      Array.from({ length: count }, async (_, i) => {
        if (i % 2 === 1) await inItsOwnCallback()
        return sqlState(
          t.db.transaction(
            (tx) =>
              i % 6 === 5
                ? // Every sixth one fails: a duplicate key (rolled back whole), a bad parameter, or SQL that cannot be prepared.
                  tx.queryAndCommit(
                    [
                      "insert into public.tx_probe values (1000), (1000)",
                      "select $1::int",
                      "selec 1",
                      "insert into public.tx_probe values (2000), (2000)",
                    ][(i / 6) | 0],
                    ((i / 6) | 0) === 1 ? ["x"] : [],
                  )
                : tx
                    .queryAndCommit<{ id: number; probe: string }>(
                      "insert into public.tx_probe values ($1) returning id, current_setting('app.probe') as probe",
                      [i],
                    )
                    .then(({ rows }) => expect(rows).toEqual([{ id: i, probe: `transaction ${i}` }])),
            { settings: [["app.probe", `transaction ${i}`]] },
          ),
        )
      }),
    )
    expect(outcomes.filter((_, i) => i % 6 === 5)).toEqual(["23505", "22P02", "42601", "23505"])
    expect(outcomes.filter((_, i) => i % 6 !== 5)).toEqual(Array(count - 4).fill("no error"))
    expect(await ids()).toEqual(Array.from({ length: count }, (_, i) => i).filter((i) => i % 6 !== 5))
  })

  it("wait for a transaction that holds the connection, and do not see its uncommitted rows", async () => {
    await t.db.exec("delete from public.tx_probe")
    let inside!: () => void
    const entered = new Promise<void>((resolve) => (inside = resolve))
    let finish!: () => void
    const finished = new Promise<void>((resolve) => (finish = resolve))
    const long = t.db.transaction(async (tx) => {
      await tx.query("insert into public.tx_probe values (1)")
      inside()
      await finished
      await tx.query("insert into public.tx_probe values (2)")
    })
    await entered
    const reads = Promise.all(
      [1, 2, 3].map(() => t.db.transaction((tx) => tx.queryAndCommit<{ n: number }>("select count(*)::int as n from public.tx_probe"))),
    )
    finish()
    await long
    // On PGlite they run after it (one connection); on PostgreSQL beside it, before its commit or after.
    for (const { rows } of await reads) expect([0, 2]).toContain(rows[0].n)
  })
})
