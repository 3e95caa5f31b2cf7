import * as React from "react"
import { yieldToBrowser } from "../lib/yield-to-browser"

/**
 * How many of `total` items to show: all of them, or, when `staged`, `first` at once and one more in
 * each following task. Mounting a long form in one piece holds the main thread for as long as all its
 * fields take to build, lay out and register; in steps, a tap meanwhile is answered between two of them.
 */
export function useStagedCount(total: number, staged: boolean, first = 2): number {
  const [count, setCount] = React.useState(() => (staged ? Math.min(first, total) : total))
  React.useEffect(() => {
    if (count >= total) return
    let live = true
    void yieldToBrowser().then(() => live && React.startTransition(() => setCount((shown) => Math.max(shown, count + 1))))
    return () => {
      live = false
    }
  }, [count, total])
  return Math.min(count, total)
}
