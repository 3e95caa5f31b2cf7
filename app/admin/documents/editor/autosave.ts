/**
 * When an editor's draft saves itself (docs/decisions/0003-content-model.md, "Autosave"): a pause in
 * typing, at the latest a while into a long burst, or at once when asked (the field or the tab is
 * left). One save runs at a time, and it reads the form when it starts, so the latest value wins and
 * what was typed during a save goes with the next one.
 */

/** The pause in typing after which the draft saves itself. */
const AUTOSAVE_DELAY_MS = 2000
/** The longest a change waits while typing goes on without a pause. */
const AUTOSAVE_MAX_WAIT_MS = 15_000

/** Where the autosave stands, for the editor's status line. */
export type AutosaveEvent = { status: "unsaved" } | { status: "saving" } | { status: "saved" } | { status: "failed"; error: unknown }

interface AutosaveOptions {
  /** Saves what the form holds now; throws when the save failed. */
  save: () => Promise<void>
  onEvent: (event: AutosaveEvent) => void
  delayMs?: number
  maxWaitMs?: number
}

interface Autosave {
  /** Something changed: the save waits for the next pause in typing. */
  changed: () => void
  /** Saves now what is waiting (or, with `force`, in any case) once the save under way is done; resolves whether it saved. */
  flush: (force?: boolean) => Promise<boolean>
  /** Drops the waiting save's timer and waits for the save under way (before a publish, which saves everything itself). */
  settle: () => Promise<void>
  /** Nothing is waiting any more (a publish saved it). */
  forget: () => void
  /** Whether a change waits or a save runs. */
  busy: () => boolean
  /** The save to run from now on (a component hands over the one of its latest render). */
  setSave: (next: () => Promise<void>) => void
  /** Stops the timer (the editor closed; the leave guard saved what waited first). */
  dispose: () => void
}

export function createAutosave({
  save: firstSave,
  onEvent,
  delayMs = AUTOSAVE_DELAY_MS,
  maxWaitMs = AUTOSAVE_MAX_WAIT_MS,
}: AutosaveOptions): Autosave {
  let timer: ReturnType<typeof setTimeout> | undefined
  let waitingSince: number | undefined
  let running: Promise<boolean> | undefined
  let save = firstSave

  const stopTimer = () => {
    clearTimeout(timer)
    timer = undefined
  }

  async function run(): Promise<boolean> {
    onEvent({ status: "saving" })
    try {
      await save()
      onEvent(waitingSince === undefined ? { status: "saved" } : { status: "unsaved" })
      return true
    } catch (error) {
      onEvent({ status: "failed", error })
      return false
    }
  }

  async function settle() {
    stopTimer()
    while (running) await running
  }

  async function flush(force = false): Promise<boolean> {
    await settle()
    if (waitingSince === undefined && !force) return true
    waitingSince = undefined
    const current = run().finally(() => {
      running = undefined
    })
    running = current
    return current
  }

  return {
    changed() {
      const now = Date.now()
      // Said once per wait, not per keystroke: each event is a render of the editor, and a render per
      // character, beside the typing's own, made React take fast typing for an update loop (error 185).
      const alreadyWaiting = waitingSince !== undefined
      waitingSince ??= now
      stopTimer()
      timer = setTimeout(() => void flush(), Math.max(0, Math.min(delayMs, waitingSince + maxWaitMs - now)))
      if (!running && !alreadyWaiting) onEvent({ status: "unsaved" })
    },
    flush,
    settle,
    forget() {
      stopTimer()
      waitingSince = undefined
    },
    setSave(next) {
      save = next
    },
    busy: () => waitingSince !== undefined || running !== undefined,
    dispose: stopTimer,
  }
}
