import FakeTimers from "@sinonjs/fake-timers"
import { fireEvent } from "storybook/test"

/**
 * Takes over setTimeout and clearTimeout, which Radix's delays run on, until `uninstall()`: a story
 * then moves time with `tick(ms)` and observes a delay at its exact millisecond, however slow the
 * machine. Animation frames, intervals and React's scheduler keep running in real time.
 */
export function installFakeTimeouts() {
  return FakeTimers.install({ toFake: ["setTimeout", "clearTimeout"] })
}

export type FakeTimeouts = ReturnType<typeof installFakeTimeouts>

/** Moves the fake clock on by `ms`, then lets React render what the fired timeouts changed. */
export async function advance(clock: FakeTimeouts, ms: number) {
  clock.tick(ms)
  await nextFrames()
}

/** Resolves after two animation frames: by then React has rendered what a fired timeout changed. */
export function nextFrames() {
  return new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())))
}

/**
 * A mouse for stories on fake timeouts. userEvent cannot be one: Storybook's React renderer makes
 * it wait for a real setTimeout after every action, which a fake clock never fires.
 */
export const fakeTimeoutMouse = {
  async enter(element: Element) {
    await fireEvent.pointerOver(element, { pointerType: "mouse" })
    await fireEvent.pointerMove(element, { pointerType: "mouse" })
  },
  async leave(element: Element) {
    await fireEvent.pointerOut(element, { pointerType: "mouse", relatedTarget: document.body })
  },
}
