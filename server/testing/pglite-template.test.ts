import { afterEach, describe, expect, it } from "vitest"
import type { PgliteDatabase } from "../db/pglite"
import { migratedPglite } from "./pglite-template"

describe("the migrated template every test database is copied from", () => {
  const opened: PgliteDatabase[] = []
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((db) => db.close()))
  })

  it("is not changed by what a copy writes: the next copy starts from the migrations' state", async () => {
    const first = await migratedPglite()
    opened.push(first)
    const [{ count: settingsBefore }] = (await first.query<{ count: number }>("select count(*)::int as count from public.site_settings"))
      .rows
    await first.query("create table public.scratch as select g, repeat('x', 500) as filler from generate_series(1, 50000) g")
    await first.query("delete from public.site_settings")
    await first.query("checkpoint")
    await first.close()
    opened.pop()

    const next = await migratedPglite()
    opened.push(next)
    expect((await next.query("select to_regclass('public.scratch') as scratch")).rows).toEqual([{ scratch: null }])
    expect((await next.query<{ count: number }>("select count(*)::int as count from public.site_settings")).rows).toEqual([
      { count: settingsBefore },
    ])
    expect(settingsBefore).toBeGreaterThan(0)
  })
})
