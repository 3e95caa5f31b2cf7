/**
 * Shared rules for backend reads of the public site: bounded waits, and failures only logged. The reads
 * also turn off postgrest-js retries (`.retry(false)`): with the bundled content as fallback, a visitor
 * is better served at once than after retries of a failing backend.
 */

/** Longest a page waits for the backend before it renders its bundled content. */
export const BACKEND_TIMEOUT_MS = 4000

/**
 * Resolves with `fallback` when `promise` takes longer than `ms` (the request itself is not cancelled);
 * `outcome` says in the log what the page does then (warnBackend).
 */
export function withTimeout<T>(promise: PromiseLike<T>, ms: number, fallback: T, what: string, outcome?: string): Promise<T> {
  return new Promise<T>((resolve) => {
    const timer = setTimeout(() => {
      warnBackend(`${what}: no answer within ${ms} ms`, undefined, outcome)
      resolve(fallback)
    }, ms)
    Promise.resolve(promise).then(
      (value) => {
        clearTimeout(timer)
        resolve(value)
      },
      (error: unknown) => {
        clearTimeout(timer)
        warnBackend(what, error, outcome)
        resolve(fallback)
      },
    )
  })
}

/**
 * Logs a backend failure the site recovers from. It is only logged, as a warning and never as an
 * error: the page goes on with its bundled content or defaults, or (`outcome`) says what it does instead.
 */
export function warnBackend(what: string, detail?: unknown, outcome = "using the bundled default") {
  const message =
    detail instanceof Error ? detail.message : detail && typeof detail === "object" && "message" in detail ? String(detail.message) : detail
  console.warn(`[nordika] ${what}${message ? `: ${message}` : ""}; ${outcome}.`)
}
