/** Longest work scheduled with whenIdle waits for an idle moment before it runs anyway. */
export const WHEN_IDLE_TIMEOUT_MS = 2000

/**
 * Runs `task` once the browser is idle (at the latest after WHEN_IDLE_TIMEOUT_MS), for work no part of
 * the first paint: loading the code of a closed menu, say. Returns the function that cancels it.
 */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const handle = window.requestIdleCallback(task, { timeout: WHEN_IDLE_TIMEOUT_MS })
    return () => window.cancelIdleCallback(handle)
  }
  // Safari has no requestIdleCallback: after the current task is as close as it gets.
  const handle = window.setTimeout(task, 1)
  return () => window.clearTimeout(handle)
}
