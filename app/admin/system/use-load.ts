import { useCallback, useEffect, useState } from "react"

export type Loaded<T> =
  | { state: "loading"; data?: undefined; error?: undefined }
  | { state: "ready"; data: T; error?: undefined }
  | { state: "failed"; data?: undefined; error: unknown }

/**
 * Runs `load` on mount, when `load` changes (wrap it in useCallback with what it reads) and on
 * reload(); a late answer of an earlier run is dropped. A reload keeps the shown data until the answer.
 */
export function useLoad<T>(load: () => Promise<T>): Loaded<T> & { reload: () => void } {
  const [result, setResult] = useState<Loaded<T>>({ state: "loading" })
  const [run, setRun] = useState(0)
  useEffect(() => {
    let current = true
    load().then(
      (data) => current && setResult({ state: "ready", data }),
      (error: unknown) => current && setResult({ state: "failed", error }),
    )
    return () => {
      current = false
    }
  }, [load, run])
  const reload = useCallback(() => setRun((count) => count + 1), [])
  return { ...result, reload }
}
