import * as React from "react"
import type { ToastActionElement, ToastProps } from "../components/toast"
import { getToastState, setToastState, subscribeToToasts, type ToastState } from "./toast-store"

export { getToastState, useHasToasts } from "./toast-store"

/** Only one toast is visible at a time; a new toast replaces the old one. */
export const TOAST_LIMIT = 1
/** How long a dismissed toast stays in the store, so its exit animation can finish. */
export const TOAST_REMOVE_DELAY_MS = 1000

export interface ToasterToast extends Omit<ToastProps, "title"> {
  id: string
  title?: React.ReactNode
  description?: React.ReactNode
  action?: ToastActionElement
}

export type ToastOptions = Omit<ToasterToast, "id">

export type { ToastState } from "./toast-store"

export type ToastStoreAction =
  | { type: "ADD_TOAST"; toast: ToasterToast }
  | { type: "UPDATE_TOAST"; toast: Partial<ToasterToast> & { id: string } }
  /** Closes one toast, or every toast when `toastId` is omitted. */
  | { type: "DISMISS_TOAST"; toastId?: string }
  /** Drops one toast from the store, or every toast when `toastId` is omitted. */
  | { type: "REMOVE_TOAST"; toastId?: string }

/** Pure state transition of the toast store. */
export function toastReducer(state: ToastState, action: ToastStoreAction): ToastState {
  switch (action.type) {
    case "ADD_TOAST":
      return { toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT) }
    case "UPDATE_TOAST":
      return { toasts: state.toasts.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t)) }
    case "DISMISS_TOAST":
      return {
        toasts: state.toasts.map((t) => (action.toastId === undefined || t.id === action.toastId ? { ...t, open: false } : t)),
      }
    case "REMOVE_TOAST":
      return { toasts: action.toastId === undefined ? [] : state.toasts.filter((t) => t.id !== action.toastId) }
  }
}

const removeTimeouts = new Map<string, ReturnType<typeof setTimeout>>()
let count = 0

function dispatch(action: ToastStoreAction) {
  setToastState(toastReducer(getToastState(), action))
}

function scheduleRemoval(toastId: string) {
  if (removeTimeouts.has(toastId)) return
  removeTimeouts.set(
    toastId,
    setTimeout(() => {
      removeTimeouts.delete(toastId)
      dispatch({ type: "REMOVE_TOAST", toastId })
    }, TOAST_REMOVE_DELAY_MS),
  )
}

/** Closes one toast (or all of them) and drops it from the store once its exit animation is over. */
export function dismissToast(toastId?: string) {
  const ids = toastId === undefined ? getToastState().toasts.map((t) => t.id) : [toastId]
  ids.forEach(scheduleRemoval)
  dispatch({ type: "DISMISS_TOAST", toastId })
}

/** Shows a toast from anywhere (a `<Toaster />` must be mounted). Returns handles to update or dismiss it. */
export function toast(options: ToastOptions) {
  count = (count + 1) % Number.MAX_SAFE_INTEGER
  const id = String(count)
  const update = (props: Partial<ToastOptions>) => dispatch({ type: "UPDATE_TOAST", toast: { ...props, id } })
  const dismiss = () => dismissToast(id)
  dispatch({
    type: "ADD_TOAST",
    toast: {
      ...options,
      id,
      open: true,
      onOpenChange: (open) => {
        options.onOpenChange?.(open)
        if (!open) dismiss()
      },
    },
  })
  return { id, update, dismiss }
}

/** The current toasts plus `toast()` and `dismiss()`; every subscriber sees the same store. */
export function useToast() {
  const state = React.useSyncExternalStore(subscribeToToasts, getToastState, getToastState)
  return { ...state, toast, dismiss: dismissToast }
}
