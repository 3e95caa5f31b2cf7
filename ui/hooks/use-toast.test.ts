import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import {
  dismissToast,
  toast,
  getToastState,
  toastReducer,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY_MS,
  type ToasterToast,
  type ToastState,
} from "./use-toast"

const make = (id: string, extra: Partial<ToasterToast> = {}): ToasterToast => ({ id, title: `Toast ${id}`, open: true, ...extra })
const state = (...toasts: ToasterToast[]): ToastState => ({ toasts })

describe("toastReducer", () => {
  it("shows one toast at a time: a new toast replaces the old one", () => {
    expect(TOAST_LIMIT).toBe(1)
    const next = toastReducer(state(make("1")), { type: "ADD_TOAST", toast: make("2") })
    expect(next.toasts.map((t) => t.id)).toEqual(["2"])
  })

  it("updates only the toast with the given id, keeping its other fields", () => {
    const next = toastReducer(state(make("1", { description: "Saved" })), {
      type: "UPDATE_TOAST",
      toast: { id: "1", title: "Published" },
    })
    expect(next.toasts[0]).toMatchObject({ id: "1", title: "Published", description: "Saved", open: true })
    expect(toastReducer(state(make("1")), { type: "UPDATE_TOAST", toast: { id: "9", title: "x" } }).toasts[0].title).toBe("Toast 1")
  })

  it("dismisses by closing, not removing, so the exit animation can run", () => {
    const next = toastReducer(state(make("1")), { type: "DISMISS_TOAST", toastId: "1" })
    expect(next.toasts).toEqual([make("1", { open: false })])
  })

  it("dismisses every toast when no id is given", () => {
    const next = toastReducer(state(make("1"), make("2")), { type: "DISMISS_TOAST" })
    expect(next.toasts.every((t) => t.open === false)).toBe(true)
  })

  it("leaves other toasts open when dismissing one", () => {
    const next = toastReducer(state(make("1"), make("2")), { type: "DISMISS_TOAST", toastId: "2" })
    expect(next.toasts.map((t) => t.open)).toEqual([true, false])
  })

  it("removes one toast by id, or all without an id", () => {
    expect(toastReducer(state(make("1"), make("2")), { type: "REMOVE_TOAST", toastId: "1" }).toasts.map((t) => t.id)).toEqual(["2"])
    expect(toastReducer(state(make("1"), make("2")), { type: "REMOVE_TOAST" }).toasts).toEqual([])
  })

  it("does not mutate the previous state", () => {
    const before = state(make("1"))
    const snapshot = structuredClone(before)
    toastReducer(before, { type: "DISMISS_TOAST", toastId: "1" })
    toastReducer(before, { type: "ADD_TOAST", toast: make("2") })
    expect(before).toEqual(snapshot)
  })
})

describe("toast() store", () => {
  const latest = () => getToastState().toasts[0]

  beforeEach(() => vi.useFakeTimers())
  afterEach(() => {
    dismissToast()
    vi.runAllTimers()
    vi.useRealTimers()
  })

  it("closing a toast through Radix (onOpenChange false) dismisses it and removes it after the delay", () => {
    const onOpenChange = vi.fn()
    const handle = toast({ title: "Saved", onOpenChange })
    expect(latest()).toMatchObject({ id: handle.id, title: "Saved", open: true })
    latest().onOpenChange!(false)
    expect(onOpenChange).toHaveBeenCalledWith(false)
    expect(latest()).toMatchObject({ id: handle.id, open: false })
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1)
    expect(latest()).toBeDefined()
    vi.advanceTimersByTime(1)
    expect(getToastState().toasts).toEqual([])
  })

  it("a second toast replaces the first", () => {
    toast({ title: "Draft saved" })
    const second = toast({ title: "Published" })
    expect(getToastState().toasts.map((t) => t.id)).toEqual([second.id])
  })

  it("update() changes the shown toast in place", () => {
    const handle = toast({ title: "Uploading…" })
    handle.update({ title: "Uploaded" })
    expect(latest()).toMatchObject({ id: handle.id, title: "Uploaded", open: true })
  })
})
