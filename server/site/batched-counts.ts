/**
 * Counts kept in memory per key and sent to a public RPC in batches (a redirect's hits, a page's visits): the
 * first count of a batch starts a timer, and when it fires every count gathered so far goes in as few calls
 * as the RPC's bound allows. Read as a visitor would (the anon key: the site-only server has no other); a
 * call that fails loses that batch's counts and says so, and never reaches the visitor.
 */
import type { BackendConfig } from "./server-entry"

export interface BatchedCountsOptions {
  /** The RPC that takes a batch: `/rest/v1/rpc/<rpc>` with `{ [argument]: { key: count } }`. */
  rpc: string
  argument: string
  /** The most keys the RPC takes in one call (its migration bounds it the same). */
  perCall: number
  /** How long counts are gathered before they are sent. */
  delayMs: number
  /** What the warning says could not be recorded ("redirect hits"). */
  what: string
}

export function batchedCounts(backend: () => BackendConfig, { rpc, argument, perCall, delayMs, what }: BatchedCountsOptions) {
  let pending = new Map<string, number>()
  let timer: ReturnType<typeof setTimeout> | undefined

  async function flush() {
    if (timer) clearTimeout(timer)
    timer = undefined
    const config = backend()
    const counts = pending
    pending = new Map()
    if (!config || counts.size === 0) return
    const send = config.fetch ?? fetch
    const entries = [...counts]
    for (let start = 0; start < entries.length; start += perCall) {
      const batch = Object.fromEntries(entries.slice(start, start + perCall))
      await send(`${config.url}/rest/v1/rpc/${rpc}`, {
        method: "POST",
        headers: { apikey: config.anonKey, Authorization: `Bearer ${config.anonKey}`, "Content-Type": "application/json" },
        body: JSON.stringify({ [argument]: batch }),
      })
        .then((response) => response.body?.cancel())
        .catch((error: unknown) => console.warn(`[site] ${what} could not be recorded:`, (error as Error).message))
    }
  }

  return {
    /** Counts one for `key`. */
    record(key: string) {
      pending.set(key, (pending.get(key) ?? 0) + 1)
      if (!timer) {
        timer = setTimeout(() => void flush(), delayMs)
        timer.unref?.()
      }
    },
    /** Sends the counts gathered so far now (tests, and a server that stops). */
    flush,
  }
}
