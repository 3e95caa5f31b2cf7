/**
 * The toasts' state and its subscribers, apart from what changes it (use-toast.ts): a page's first load
 * carries only this, for useHasToasts, and the code that adds and dismisses toasts comes with the
 * first form or screen that shows one.
 */
import * as React from "react"
import type { ToasterToast } from "./use-toast"

export interface ToastState {
  toasts: ToasterToast[]
}

let state: ToastState = { toasts: [] }
const listeners = new Set<() => void>()

/** The store's current state, for callers outside React (and tests). */
export const getToastState = () => state

/** Replaces the state and tells every subscriber (use-toast.ts's dispatch). */
export function setToastState(next: ToastState) {
  state = next
  for (const listener of listeners) listener()
}

export function subscribeToToasts(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

const hasToasts = () => state.toasts.length > 0
const noToastsOnTheServer = () => false

/** Whether any toast is in the store: lets a page load its toast region only once there is something to show. */
export function useHasToasts(): boolean {
  return React.useSyncExternalStore(subscribeToToasts, hasToasts, noToastsOnTheServer)
}
