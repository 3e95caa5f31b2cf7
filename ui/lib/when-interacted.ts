import { whenIdle } from "./when-idle"

/** Longest work scheduled with whenInteracted waits for an interaction before it runs anyway (when idle). */
export const WHEN_INTERACTED_TIMEOUT_MS = 10_000

/** What counts as the visitor starting to use the page: a touch, a click, a key, a scroll. */
const INTERACTION_EVENTS = ["pointerdown", "touchstart", "keydown", "wheel", "scroll"] as const
const LISTENER_OPTIONS = { capture: true, passive: true } as const

/**
 * Runs `task` once the visitor first interacts with the page, or at the latest once the browser is
 * idle after `timeoutMs` without an interaction: for code nothing on screen needs yet (a closed
 * menu's, a control far below), which would otherwise take its own long task while the page is still
 * starting on a phone. The task runs in a task of its own, never inside the event's dispatch.
 * Returns the function that cancels it.
 */
export function whenInteracted(task: () => void, target: EventTarget = window, timeoutMs = WHEN_INTERACTED_TIMEOUT_MS): () => void {
  let cancelIdle: (() => void) | undefined
  const stopWaiting = () => {
    for (const type of INTERACTION_EVENTS) target.removeEventListener(type, start, LISTENER_OPTIONS)
    clearTimeout(timer)
  }
  function start() {
    stopWaiting()
    cancelIdle ??= whenIdle(task)
  }
  for (const type of INTERACTION_EVENTS) target.addEventListener(type, start, LISTENER_OPTIONS)
  const timer = setTimeout(start, timeoutMs)
  return () => {
    stopWaiting()
    cancelIdle?.()
  }
}
