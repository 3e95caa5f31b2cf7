import type { ServerContext } from "../context"

/** How often the server looks for orphaned uploads, and how old a file without a lead must be to go. */
const ORPHAN_SWEEP_INTERVAL_MS = 60 * 60 * 1000
const ORPHAN_MAX_AGE = "24 hours"

/**
 * Removes files in `uploads` that no lead points to and that are older than `maxAge`
 * (public.orphan_uploads decides which), through the storage API with the service role so the
 * bytes go with the rows. Returns the names removed.
 */
export async function removeOrphanUploads(
  ctx: Pick<ServerContext, "db" | "keys" | "config">,
  fetchApi: (request: Request) => Promise<Response>,
  maxAge = ORPHAN_MAX_AGE,
): Promise<string[]> {
  const { rows } = await ctx.db.query<{ name: string }>("select public.orphan_uploads($1::interval) as name", [maxAge])
  const names = rows.map((row) => row.name)
  if (names.length === 0) return []
  const response = await fetchApi(
    new Request(`${ctx.config.apiUrl}/storage/v1/object/uploads`, {
      method: "DELETE",
      headers: {
        apikey: ctx.keys.serviceRoleKey,
        Authorization: `Bearer ${ctx.keys.serviceRoleKey}`,
        "Content-Type": "application/json",
      },
      body: JSON.stringify({ prefixes: names }),
    }),
  )
  if (!response.ok) throw new Error(`removing orphaned uploads: storage answered ${response.status}`)
  return names
}

/**
 * Runs removeOrphanUploads (and prunes the lead rate limit's day-old address records, the trash, the
 * search log and the page visits) soon after start and then every interval; the returned function stops it.
 */
export function scheduleOrphanSweep(
  ctx: Pick<ServerContext, "db" | "keys" | "config">,
  fetchApi: (request: Request) => Promise<Response>,
  intervalMs = ORPHAN_SWEEP_INTERVAL_MS,
): () => void {
  const sweep = () => {
    void removeOrphanUploads(ctx, fetchApi).then(
      (names) => names.length > 0 && console.log(`[storage] removed ${names.length} upload(s) no lead claimed within ${ORPHAN_MAX_AGE}`),
      (error: unknown) => console.error("[storage] orphan sweep failed:", error),
    )
    // The lead rate limit's address records expire with the same hourly round.
    void ctx.db
      .query("select public.prune_lead_submission_events()")
      .catch((error: unknown) => console.error("[leads] pruning failed:", error))
    // What visitors searched for goes after 12 months (public.prune_search_queries()).
    void ctx.db
      .query("select public.prune_search_queries()")
      .catch((error: unknown) => console.error("[search] pruning the search log failed:", error))
    // Page visits go after 12 months too (public.prune_page_visits()).
    void ctx.db
      .query("select public.prune_page_visits()")
      .catch((error: unknown) => console.error("[site] pruning the page visits failed:", error))
    // Documents go from the trash after 30 days (public.prune_trashed_documents()).
    void ctx.db
      .query("select public.prune_trashed_documents()")
      .catch((error: unknown) => console.error("[documents] pruning the trash failed:", error))
  }
  const first = setTimeout(sweep, 5_000)
  const timer = setInterval(sweep, intervalMs)
  first.unref()
  timer.unref()
  return () => {
    clearTimeout(first)
    clearInterval(timer)
  }
}
