import { useCallback, useEffect, useState } from "react"

export type Load<T> = { status: "loading" } | { status: "ready"; data: T } | { status: "failed"; error: unknown }

/**
 * Runs `load` on mount and whenever `key` changes; `reload` runs it again (after a change the screen
 * made). An answer that arrives after a newer load started, or after unmount, is dropped.
 */
export function useLoad<T>(load: () => Promise<T>, key: string): { state: Load<T>; reload: () => void; set: (data: T) => void } {
  const [state, setState] = useState<Load<T>>({ status: "loading" })
  const [round, setRound] = useState(0)

  useEffect(() => {
    let current = true
    load().then(
      (data) => current && setState({ status: "ready", data }),
      (error: unknown) => current && setState({ status: "failed", error }),
    )
    return () => {
      current = false
    }
    // `load` is a new closure every render; `key` says when what it loads changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, round])

  const reload = useCallback(() => setRound((value) => value + 1), [])
  const set = useCallback((data: T) => setState({ status: "ready", data }), [])
  return { state, reload, set }
}
