/** Session-storage key holding when the page last reloaded itself because a code chunk was missing. */
const STALE_CHUNK_RELOAD_KEY = "nordika:stale-chunk-reload"
/** A second missing chunk within this time is a real failure, not a new deploy: no second reload. */
const STALE_CHUNK_RELOAD_WINDOW_MS = 60_000

/**
 * After a deploy, an open tab may ask for a code chunk that no longer exists. Vite then dispatches
 * `vite:preloadError`; this reloads the page once (so the new build loads) instead of crashing. A
 * timestamp in sessionStorage guards against a reload loop: if the reload did not help, the error goes
 * on to the error screen.
 */
export function reloadOnceOnStaleChunks(win: Window = window) {
  win.addEventListener("vite:preloadError", (event) => {
    let last = 0
    try {
      last = Number(win.sessionStorage.getItem(STALE_CHUNK_RELOAD_KEY) ?? 0)
    } catch {
      return // No storage, no guard: let the error surface rather than risk a loop.
    }
    if (Date.now() - last < STALE_CHUNK_RELOAD_WINDOW_MS) return
    try {
      win.sessionStorage.setItem(STALE_CHUNK_RELOAD_KEY, String(Date.now()))
    } catch {
      return
    }
    event.preventDefault()
    console.warn("[nordika] A code chunk is missing (the site was probably updated); reloading once.")
    win.location.reload()
  })
}
