/**
 * The admin's one TanStack Query client: what every staff screen loads goes through its cache, under
 * the keys of app/data/<entity>/keys.ts. Loaded with the admin's chunks only, never by the public site.
 */
import { QueryClient } from "@tanstack/react-query"

/**
 * For a query whose answer becomes a form's starting values: nothing is kept once no screen shows it,
 * so each visit starts from what is stored now, never from an earlier visit's copy that a colleague
 * may have changed since (saving it would quietly undo their change).
 */
export const FORM_DATA = { gcTime: 0 } as const

/** How often a read that failed for a passing reason (the network, a 5xx) is tried again before the screen says so. */
const TRANSIENT_FAILURE_RETRIES = 2

/** SQLSTATE classes of a passing failure: the connection (08), resources (53), the server going down (57). */
const TRANSIENT_SQLSTATE = /^(08|53|57)/
/** PostgREST's own codes for a database it could not reach (PGRST000–PGRST003). */
const TRANSIENT_POSTGREST = /^PGRST00[0-3]$/

/**
 * Whether trying again may help. A refusal never does (401 and 403, row level security's 42501, a
 * conflict, a validation error): it is shown at once, as before the cache. A network failure, a 5xx or
 * a database that was briefly unreachable may pass.
 */
function isTransientFailure(error: unknown): boolean {
  // fetch's own failure ("Failed to fetch", "NetworkError when attempting to fetch resource").
  if (error instanceof TypeError) return /fetch|network/i.test(error.message)
  if (typeof error !== "object" || error === null) return false
  const { status, code } = error as { status?: unknown; code?: unknown }
  if (typeof status === "number" && status > 0) return status >= 500 || status === 408 || status === 429
  if (typeof code === "string") {
    // postgrest-js answers a request that never got a response with an empty code; our callers say "network".
    if (code === "" || code === "network") return true
    return TRANSIENT_SQLSTATE.test(code) || TRANSIENT_POSTGREST.test(code)
  }
  return status === 0
}

/**
 * The admin's defaults:
 * - No refetch when the window regains focus: the leads arrive over realtime, the dashboard's figures
 *   refresh on their own timer, and re-reading the audit log's thousand events, or a form's data under
 *   an editor's hands, each time someone switches back to the tab would be a storm of requests for nothing.
 * - Data is stale at once, so every screen reads afresh when it opens, showing what it had meanwhile.
 * - Failures retried only when passing (isTransientFailure), at most TRANSIENT_FAILURE_RETRIES times.
 * - Mutations are never retried: a write is repeated only by the person who made it.
 */
export function createAdminQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 0,
        refetchOnWindowFocus: false,
        retry: (failures, error) => failures < TRANSIENT_FAILURE_RETRIES && isTransientFailure(error),
      },
      mutations: { retry: false },
    },
  })
}
