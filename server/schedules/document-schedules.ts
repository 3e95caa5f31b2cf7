import { deliverSiteBuild, deployHookQuietMs } from "../../supabase/functions/_shared/deploy-hook.ts"
import { serviceBackend } from "../../supabase/functions/_shared/supabase.ts"
import { syncPendingSegments } from "../../supabase/functions/_shared/translation/sync.ts"
import type { ServerContext } from "../context"
import type { BackgroundWork } from "../functions/background"

/**
 * How often the local server runs the due document schedules (publish at, unpublish at): a schedule goes
 * live at most this long after its time. A hosted project's pg_cron runs the same function every minute.
 */
export const DOCUMENT_SCHEDULE_INTERVAL_MS = 20_000

type SchedulerContext = Pick<ServerContext, "db" | "keys" | "config">

interface SchedulerSurroundings {
  /** Answers requests to this server's own API in-process (the deploy hook's service-role calls). */
  fetchApi: (request: Request) => Promise<Response>
  /** Where the site's build request runs after a round (the server's close() lets it finish). */
  background: Pick<BackgroundWork, "waitUntil">
}

/**
 * Runs every schedule due at `now` (public.run_due_document_schedules(): each once, in the transaction that
 * writes its effects), then brings the translations' segments up to date for every English publish that
 * waits for it (public.translation_sync_queue: the scheduled publishes just run, a publish whose own sync
 * failed) with the code publish-document uses (supabase/functions/_shared/translation/sync.ts), and, when
 * any schedule ran, asks for the static site's build as a publish does. Returns how many schedules ran.
 */
export async function runDueDocumentSchedules(ctx: SchedulerContext, around: SchedulerSurroundings, now?: Date): Promise<number> {
  const { rows } = await ctx.db.query<{ ran: number }>(
    "select public.run_due_document_schedules(coalesce($1::timestamptz, now())) as ran",
    [now ? now.toISOString() : null],
  )
  const ran = rows[0]?.ran ?? 0
  const env = (name: string) =>
    ({ SUPABASE_URL: ctx.config.apiUrl, SUPABASE_SERVICE_ROLE_KEY: ctx.keys.serviceRoleKey })[name] ?? process.env[name]
  const backend = serviceBackend({ get: env, fetch: async (input, init) => around.fetchApi(new Request(input, init)) })
  if (ran > 0) {
    // It waits for the content to be quiet, so it runs beside the next rounds; it never rejects.
    around.background.waitUntil("document-schedules-site-build", deliverSiteBuild(backend, deployHookQuietMs(env)))
  }
  const { synced, failed } = await syncPendingSegments(backend)
  if (synced > 0 || failed > 0) console.log(`[translations] synced the segments of ${synced} document(s), ${failed} failed`)
  return ran
}

export interface DocumentScheduler {
  /** The run at start (the catch-up of times missed while the server was down): how many it ran. */
  started: Promise<number>
  /** Ends the timer; resolves once a round under way has finished. */
  stop(): Promise<void>
}

/**
 * Runs the due schedules once at start, then every `intervalMs`; a round still running when the next is due
 * is not doubled. The returned stop() ends it.
 */
export function startDocumentScheduler(
  ctx: SchedulerContext,
  around: SchedulerSurroundings,
  intervalMs = DOCUMENT_SCHEDULE_INTERVAL_MS,
): DocumentScheduler {
  let running: Promise<number> | null = null
  const round = () => {
    running ??= runDueDocumentSchedules(ctx, around)
      .then(
        (ran) => {
          if (ran > 0) console.log(`[documents] ran ${ran} scheduled publish(es) or unpublish(es)`)
          return ran
        },
        (error: unknown) => {
          console.error("[documents] running the schedules failed:", error)
          return 0
        },
      )
      .finally(() => {
        running = null
      })
    return running
  }
  const started = round()
  const timer = setInterval(round, intervalMs)
  timer.unref()
  return {
    started,
    async stop() {
      clearInterval(timer)
      await running
    },
  }
}
