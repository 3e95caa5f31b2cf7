/**
 * The link checker in the local server: it takes the runs public.link_check_runs announces on
 * 'link_checks' ("Check now" from the admin, a publish), one at a time, also those asked for while it
 * was down (at its start), and asks for a run of the whole site every LINK_CHECK_INTERVAL_MS. On a
 * hosted project no server listens: the runs wait for one (see docs/decisions/0009-link-checker.md).
 */
import type { Database } from "../db/types"
import { runLinkCheck, type LinkCheckerOptions } from "./checker"

/** How often the whole site is checked. */
const LINK_CHECK_INTERVAL_MS = 24 * 60 * 60 * 1000
/** How long after its start the server looks at whether the site's daily check is due. */
const LINK_CHECK_START_DELAY_MS = 60_000
/** How often the server looks at whether it is due (so a check is at most this late, restarts or not). */
const LINK_CHECK_LOOK_EVERY_MS = 60 * 60 * 1000
/** A run that finished this much less than an interval ago counts as today's (the timer's own jitter). */
const LINK_CHECK_SLACK_MS = 60_000

export interface LinkCheckService {
  /** Resolves when every run taken so far is done (tests wait on it). */
  idle(): Promise<void>
  stop(): Promise<void>
}

interface LinkCheckTimerOptions {
  /** @default LINK_CHECK_INTERVAL_MS (a day) */
  intervalMs?: number
  /** @default LINK_CHECK_START_DELAY_MS (a minute) */
  startDelayMs?: number
  /** @default LINK_CHECK_LOOK_EVERY_MS (an hour, or the interval when shorter) */
  lookEveryMs?: number
}

export interface LinkCheckServiceOptions extends LinkCheckerOptions {
  /** Ask for the daily run of the whole site (default true; tests ask by hand or shorten the interval). */
  timer?: boolean | LinkCheckTimerOptions
}

export async function startLinkChecks(db: Database, options: LinkCheckServiceOptions = {}): Promise<LinkCheckService> {
  let stopped = false
  let queue: Promise<void> = Promise.resolve()

  /** Runs every run not yet started, oldest first, one after the other. */
  const drain = () => {
    queue = queue.then(async () => {
      while (!stopped) {
        // A waiting run of the whole site goes first and covers the document runs asked for before it.
        const { rows } = await db.query<{ id: string; scope: string; requested_at: Date }>(
          `select id, scope, requested_at from public.link_check_runs where started_at is null
           order by scope = 'site' desc, requested_at, id limit 1`,
        )
        if (rows.length === 0) return
        if (rows[0].scope === "site") await coverDocumentRuns(rows[0].requested_at)
        const outcome = await runLinkCheck(db, rows[0].id, options).catch((error: unknown) => {
          console.error("[links] a run of the link checker failed:", error)
          return null
        })
        // A publish asks for a run of its document: only the whole site's run is worth a line in the log.
        if (outcome && rows[0].scope === "site") console.log(`[links] checked the whole site: ${outcome.linksChecked} link(s)`)
        await pruneRuns()
      }
    })
    queue = queue.catch((error: unknown) => console.error("[links] reading the queue failed:", error))
    return queue
  }

  /** Closes the document runs waiting since before `before`: the site's run checks their documents. */
  const coverDocumentRuns = (before: Date) =>
    db.transaction(
      (tx) =>
        tx.query(
          `update public.link_check_runs set started_at = now(), finished_at = now(), links_checked = 0
           where scope = 'document' and started_at is null and requested_at <= $1`,
          [before],
        ),
      { settings: [["role", "service_role"]] },
    )

  /** The history keeps the last 30 runs or 90 days, whichever keeps more (public.prune_link_check_runs()). */
  const pruneRuns = () =>
    db
      .transaction((tx) => tx.query("select public.prune_link_check_runs()"), { settings: [["role", "service_role"]] })
      .catch((error: unknown) => console.error("[links] pruning the old runs failed:", error))

  const timer = options.timer === false ? undefined : options.timer === true || options.timer === undefined ? {} : options.timer
  const intervalMs = timer?.intervalMs ?? LINK_CHECK_INTERVAL_MS

  /** Asks for a run of the whole site when none finished or is waiting within the interval (a restart does not run it again). */
  const askForDailyRun = async () => {
    await db
      .transaction(
        (tx) =>
          tx.query(
            `insert into public.link_check_runs (scope, reason)
             select 'site', 'timer' where not exists (
               select 1 from public.link_check_runs
               where scope = 'site' and (finished_at is null or finished_at > now() - make_interval(secs => $1::double precision / 1000)))`,
            [intervalMs - Math.min(LINK_CHECK_SLACK_MS, intervalMs / 10)],
          ),
        { settings: [["role", "service_role"]] },
      )
      .catch((error: unknown) => console.error("[links] asking for the daily run failed:", error))
  }

  const unlisten = await db.listen("link_checks", { onNotify: () => void drain(), onReconnect: () => void drain() })
  void drain()

  const timers: ReturnType<typeof setTimeout>[] = []
  if (timer) {
    const first = setTimeout(() => void askForDailyRun(), timer.startDelayMs ?? LINK_CHECK_START_DELAY_MS)
    const daily = setInterval(() => void askForDailyRun(), timer.lookEveryMs ?? Math.min(LINK_CHECK_LOOK_EVERY_MS, intervalMs))
    first.unref()
    daily.unref()
    timers.push(first, daily)
  }

  return {
    idle: async () => {
      await queue
      // A run announced while the last one was under way is taken by the drain it started.
      await queue
    },
    async stop() {
      stopped = true
      for (const timer of timers) clearTimeout(timer)
      await unlisten().catch(() => undefined)
      await queue
    },
  }
}
