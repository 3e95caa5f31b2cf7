/**
 * Resolves in a new task, so that the work after it does not lengthen the current one: a long task
 * delays the page's answer to a tap (total blocking time). A message is not clamped as setTimeout is.
 */
export function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => resolve()
    channel.port2.postMessage(undefined)
  })
}
