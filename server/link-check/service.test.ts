/**
 * The link checker's service (service.ts) against the real database: its daily timer with an injected
 * clock (a run starts once the interval has passed, not before, and a restart within the interval
 * does not run it again), and the history's pruning (the last 30 runs or 90 days, whichever keeps more).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startTestServer, type TestServer } from "../testing/harness"
import { LinkCheckLimits } from "./external"
import { startLinkChecks, type LinkCheckService } from "./service"

let t: TestServer
beforeAll(async () => {
  t = await startTestServer()
}, 180_000)
afterAll(() => t?.close())

/** The timer test's "day". */
const INTERVAL_MS = 6_000
/** The seed's external links answer "unreachable" at once (no network here), without waiting on DNS or a host's turn. */
const external = {
  timeoutMs: 1_000,
  resolve: () => Promise.reject(new Error("no network in this test")),
  limits: new LinkCheckLimits(8, 0),
}

const timerRuns = async () =>
  (
    await t.db.query<{ n: number }>(
      "select count(*)::int as n from public.link_check_runs where scope = 'site' and reason = 'timer' and finished_at is not null",
    )
  ).rows[0].n
const timerRunTimes = async () =>
  (
    await t.db.query<{ requested_at: Date; finished_at: Date }>(
      "select requested_at, finished_at from public.link_check_runs where scope = 'site' and reason = 'timer' order by requested_at",
    )
  ).rows
const finishedRuns = async () =>
  (await t.db.query<{ n: number }>("select count(*)::int as n from public.link_check_runs where finished_at is not null")).rows[0].n

/** Finished runs of the whole site, one per entry, finished that many days ago. */
async function finishedDaysAgo(days: number[]) {
  for (const ago of days) {
    await t.db.query(
      `insert into public.link_check_runs (scope, reason, requested_at, started_at, finished_at, links_checked)
       select 'site', 'manual', at, at, at, 0 from (select now() - make_interval(secs => $1::double precision) as at) a`,
      [ago * 86_400],
    )
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe("the link checker's daily timer", () => {
  it(
    "starts a run after the interval and not before, and a restart within the interval does not run it again",
    { timeout: 120_000 },
    async () => {
      await t.db.query("delete from public.link_check_runs")
      // A day shortened to INTERVAL_MS; the server looks whether a run is due every 100 ms.
      const timer = { intervalMs: INTERVAL_MS, startDelayMs: 0, lookEveryMs: 100 }
      let service: LinkCheckService = await startLinkChecks(t.db, { timer, external })
      try {
        // No run yet: the first look asks for one.
        await expect.poll(timerRuns, { timeout: 30_000, interval: 50 }).toBe(1)
        const [first] = await timerRunTimes()

        // Within the interval, many looks ask for nothing.
        await sleep(1_000)
        await service.idle()
        expect(await timerRuns()).toBe(1)

        // A restart within the interval: its first look finds the run it made.
        await service.stop()
        service = await startLinkChecks(t.db, { timer, external })
        await sleep(1_000)
        await service.idle()
        expect(await timerRuns()).toBe(1)

        // Past the interval: the next look asks for the next run, once.
        await expect.poll(timerRuns, { timeout: 30_000, interval: 50 }).toBe(2)
        const [, second] = await timerRunTimes()
        expect(second.requested_at.getTime() - first.finished_at.getTime()).toBeGreaterThanOrEqual(INTERVAL_MS * 0.9)
        await sleep(1_000)
        await service.idle()
        expect(await timerRuns()).toBe(2)
      } finally {
        await service.stop()
      }
    },
  )
})

describe("pruning the link checker's runs", () => {
  it("keeps the last 30 runs when 90 days hold fewer, and every run of the last 90 days when they are more", async () => {
    await t.db.query("delete from public.link_check_runs")
    // 10 runs within 90 days and 25 older: the last 30 keep 20 of the older ones.
    await finishedDaysAgo([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    await finishedDaysAgo(Array.from({ length: 25 }, (_, i) => 100 + i))
    // A run waiting since long ago is never pruned.
    await t.db.query(
      "insert into public.link_check_runs (scope, reason, requested_at) values ('site', 'manual', now() - interval '200 days')",
    )
    expect((await t.db.query<{ n: number }>("select public.prune_link_check_runs() as n")).rows[0].n).toBe(5)
    expect(await finishedRuns()).toBe(30)
    const oldest = await t.db.query<{ days: number }>(
      "select floor(extract(epoch from now() - min(finished_at)) / 86400)::int as days from public.link_check_runs",
    )
    expect(oldest.rows[0].days).toBe(119)

    // 35 more within 90 days: all 45 of them stay, every older one goes.
    await finishedDaysAgo(Array.from({ length: 35 }, (_, i) => 11 + i))
    expect((await t.db.query<{ n: number }>("select public.prune_link_check_runs() as n")).rows[0].n).toBe(20)
    expect(await finishedRuns()).toBe(45)
    expect(
      (await t.db.query<{ n: number }>("select count(*)::int as n from public.link_check_runs where finished_at is null")).rows[0].n,
    ).toBe(1)
  })

  it("is done by the service after each run, and is the service role's alone", { timeout: 120_000 }, async () => {
    await t.db.query("delete from public.link_check_runs")
    await finishedDaysAgo(Array.from({ length: 35 }, (_, i) => 200 + i))
    const service = await startLinkChecks(t.db, { timer: false, external })
    try {
      await t.db.query("insert into public.link_check_runs (scope, reason) values ('site', 'manual')")
      await expect.poll(finishedRuns, { timeout: 30_000, interval: 100 }).toBe(30)
    } finally {
      await service.stop()
    }
    const asVisitor = await t.client().rpc("prune_link_check_runs", {})
    expect(asVisitor.error?.code).toBe("42501")
  })
})
