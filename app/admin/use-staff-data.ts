import { useCallback, useEffect, useState } from "react"

export type StaffData<T> =
  | { status: "loading" }
  | { status: "error"; error: unknown; retry: () => void }
  | { status: "ready"; data: T; setData: (update: (data: T) => T) => void; reload: () => void }

/** Loads what a screen shows; `load` is called again on retry/reload. A stale answer never overwrites a newer one. */
export function useStaffData<T>(load: () => Promise<T>): StaffData<T> {
  const [generation, setGeneration] = useState(0)
  const [state, setState] = useState<{ generation: number; data?: T; error?: unknown; done: boolean }>({ generation: -1, done: false })
  const reload = useCallback(() => setGeneration((value) => value + 1), [])
  useEffect(() => {
    let current = true
    load().then(
      (data) => current && setState({ generation, data, done: true }),
      (error: unknown) => current && setState({ generation, error, done: true }),
    )
    return () => {
      current = false
    }
    // `load` is the screen's own function, stable for the screen's life; only a reload refetches.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [generation])
  const setData = useCallback((update: (data: T) => T) => setState((previous) => ({ ...previous, data: update(previous.data as T) })), [])
  if (state.generation === -1 || !state.done) return { status: "loading" }
  if (state.error !== undefined) return { status: "error", error: state.error, retry: reload }
  return { status: "ready", data: state.data as T, setData, reload }
}
