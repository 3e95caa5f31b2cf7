import type { DataRouter } from "react-router-dom"
import { resolveSupabaseConfig } from "../data/config"

/** How long after the load event the refresh may wait for an idle moment. */
const REFRESH_IDLE_TIMEOUT_MS = 2000

/**
 * A prerendered page shows the content of its build; once the page has loaded, its loaders run again
 * against the backend (when one is configured), so what staff published since then appears. No spinner:
 * a revalidation is not a navigation.
 */
export function refreshAfterLoad(router: DataRouter, win: Window = window) {
  if (!resolveSupabaseConfig()) return
  const refresh = () => void router.revalidate()
  // Safari has no requestIdleCallback.
  const whenIdle = () =>
    typeof win.requestIdleCallback === "function"
      ? win.requestIdleCallback(refresh, { timeout: REFRESH_IDLE_TIMEOUT_MS })
      : win.setTimeout(refresh, 0)
  if (win.document.readyState === "complete") whenIdle()
  else win.addEventListener("load", whenIdle, { once: true })
}
