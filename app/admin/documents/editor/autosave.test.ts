import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { createAutosave, type AutosaveEvent } from "./autosave"

/** A save the test finishes by hand, recording what the form held when it started. */
function manualSaves() {
  const started: string[] = []
  const finishers: ((error?: Error) => void)[] = []
  let value = ""
  const save = () =>
    new Promise<void>((resolve, reject) => {
      started.push(value)
      finishers.push((error) => (error ? reject(error) : resolve()))
    })
  return {
    save,
    started,
    type: (next: string) => (value = next),
    finish: async (error?: Error) => {
      finishers.shift()!(error)
      await vi.advanceTimersByTimeAsync(0)
    },
  }
}

describe("the document editor's autosave", () => {
  let events: AutosaveEvent["status"][]
  const onEvent = (event: AutosaveEvent) => events.push(event.status)

  beforeEach(() => {
    vi.useFakeTimers()
    events = []
  })
  afterEach(() => vi.useRealTimers())

  it("saves once typing pauses for 2 seconds, not while it goes on", async () => {
    const saves = manualSaves()
    const autosave = createAutosave({ save: saves.save, onEvent })
    for (const text of ["P", "Pl", "Pla", "Plai", "Plain"]) {
      saves.type(text)
      autosave.changed()
      await vi.advanceTimersByTimeAsync(1500)
    }
    expect(saves.started).toEqual([])
    await vi.advanceTimersByTimeAsync(500)
    expect(saves.started).toEqual(["Plain"])
    await saves.finish()
    // "unsaved" once for the whole run of typing: each event is a render of the editor.
    expect(events).toEqual(["unsaved", "saving", "saved"])
  })

  it("saves at the latest 15 seconds into typing without a pause", async () => {
    const saves = manualSaves()
    const autosave = createAutosave({ save: saves.save, onEvent })
    for (let second = 1; second <= 16; second++) {
      saves.type(`${second}`)
      autosave.changed()
      await vi.advanceTimersByTimeAsync(1000)
    }
    expect(saves.started).toEqual(["15"])
  })

  it("keeps one save in flight: what is typed meanwhile goes with the next save, the latest value winning", async () => {
    const saves = manualSaves()
    const autosave = createAutosave({ save: saves.save, onEvent })
    saves.type("first")
    autosave.changed()
    await vi.advanceTimersByTimeAsync(2000)
    for (const text of ["second", "third"]) {
      saves.type(text)
      autosave.changed()
      await vi.advanceTimersByTimeAsync(2000)
    }
    expect(saves.started).toEqual(["first"])
    await saves.finish()
    expect(saves.started).toEqual(["first", "third"])
    await saves.finish()
    expect(autosave.busy()).toBe(false)
    expect(events.at(-1)).toBe("saved")
  })

  it("saves at once when flushed (the field or tab left), and not at all when nothing waits", async () => {
    const saves = manualSaves()
    const autosave = createAutosave({ save: saves.save, onEvent })
    await expect(autosave.flush()).resolves.toBe(true)
    expect(saves.started).toEqual([])
    saves.type("left the field")
    autosave.changed()
    const flushed = autosave.flush()
    await vi.advanceTimersByTimeAsync(0)
    expect(saves.started).toEqual(["left the field"])
    await saves.finish()
    await expect(flushed).resolves.toBe(true)
    await vi.advanceTimersByTimeAsync(5000)
    expect(saves.started).toHaveLength(1)
  })

  it("reports a failed save and tries again only when asked or after the next change", async () => {
    const saves = manualSaves()
    const autosave = createAutosave({ save: saves.save, onEvent })
    saves.type("kept")
    autosave.changed()
    await vi.advanceTimersByTimeAsync(2000)
    await saves.finish(new Error("offline"))
    expect(events.at(-1)).toBe("failed")
    await vi.advanceTimersByTimeAsync(60_000)
    expect(saves.started).toEqual(["kept"])

    const retried = autosave.flush(true)
    await vi.advanceTimersByTimeAsync(0)
    await saves.finish()
    await expect(retried).resolves.toBe(true)
    expect(saves.started).toEqual(["kept", "kept"])
  })

  it("settles before a publish: the timer dropped, the save under way awaited", async () => {
    const saves = manualSaves()
    const autosave = createAutosave({ save: saves.save, onEvent })
    saves.type("one")
    autosave.changed()
    await vi.advanceTimersByTimeAsync(2000)
    saves.type("two")
    autosave.changed()
    let settled = false
    void autosave.settle().then(() => (settled = true))
    await vi.advanceTimersByTimeAsync(0)
    expect(settled).toBe(false)
    await saves.finish()
    expect(settled).toBe(true)
    autosave.forget()
    await vi.advanceTimersByTimeAsync(10_000)
    expect(saves.started).toEqual(["one"])
    expect(autosave.busy()).toBe(false)
  })
})
