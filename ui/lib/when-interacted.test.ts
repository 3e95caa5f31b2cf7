import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { WHEN_INTERACTED_TIMEOUT_MS, whenInteracted } from "./when-interacted"

describe("whenInteracted", () => {
  let page: EventTarget
  beforeEach(() => {
    vi.useFakeTimers()
    page = new EventTarget()
    // whenIdle's fallback (no requestIdleCallback here, as in Safari): the next task.
    vi.stubGlobal("window", { setTimeout: (run: () => void, ms: number) => setTimeout(run, ms), clearTimeout })
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.useRealTimers()
  })

  it("waits for the first interaction, then runs the task once, in a task of its own", () => {
    const task = vi.fn()
    whenInteracted(task, page)
    vi.advanceTimersByTime(WHEN_INTERACTED_TIMEOUT_MS - 1)
    expect(task).not.toHaveBeenCalled()
    page.dispatchEvent(new Event("keydown"))
    expect(task).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(task).toHaveBeenCalledTimes(1)
    page.dispatchEvent(new Event("pointerdown"))
    page.dispatchEvent(new Event("scroll"))
    vi.advanceTimersByTime(WHEN_INTERACTED_TIMEOUT_MS)
    expect(task).toHaveBeenCalledTimes(1)
  })

  it.each(["pointerdown", "touchstart", "keydown", "wheel", "scroll"])("counts a %s as an interaction", (type) => {
    const task = vi.fn()
    whenInteracted(task, page)
    page.dispatchEvent(new Event(type))
    vi.advanceTimersByTime(1)
    expect(task).toHaveBeenCalledTimes(1)
  })

  it("runs the task anyway after the timeout without an interaction", () => {
    const task = vi.fn()
    whenInteracted(task, page, 5_000)
    vi.advanceTimersByTime(5_000)
    expect(task).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(task).toHaveBeenCalledTimes(1)
  })

  it("does nothing once cancelled, whether it was waiting or already scheduled", () => {
    const waiting = vi.fn()
    whenInteracted(waiting, page)()
    const scheduled = vi.fn()
    const cancel = whenInteracted(scheduled, page)
    page.dispatchEvent(new Event("wheel"))
    cancel()
    vi.advanceTimersByTime(WHEN_INTERACTED_TIMEOUT_MS + 1)
    page.dispatchEvent(new Event("keydown"))
    vi.advanceTimersByTime(1)
    expect(waiting).not.toHaveBeenCalled()
    expect(scheduled).not.toHaveBeenCalled()
  })
})
