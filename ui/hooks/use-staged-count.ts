import * as React from "react"

/**
 * How many of `total` items to show: all of them, or, when `staged`, `first` at once and one more in
 * each following task. Mounting a long form in one piece holds the main thread for as long as all its
 * fields take to build, lay out and register; in steps, a tap meanwhile is answered between two of them.
 */
export function useStagedCount(total: number, staged: boolean, first = 2): number {
  const [count, setCount] = React.useState(() => (staged ? Math.min(first, total) : total))
  React.useEffect(() => {
    if (count >= total) return
    // A message, not a timer: the next step runs in the next task, without a timer's clamping.
    const channel = new MessageChannel()
    channel.port1.onmessage = () => React.startTransition(() => setCount((shown) => Math.max(shown, count + 1)))
    channel.port2.postMessage(undefined)
    return () => channel.port1.close()
  }, [count, total])
  return Math.min(count, total)
}
