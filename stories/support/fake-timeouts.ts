import FakeTimers from "@sinonjs/fake-timers"
import { fireEvent } from "storybook/test"

/** Fakes setTimeout and clearTimeout, which Radix's delays run on; animation frames, intervals and React's scheduler stay real. */
function installFakeTimeouts() {
  return FakeTimers.install({ toFake: ["setTimeout", "clearTimeout"] })
}

export type FakeTimeouts = ReturnType<typeof installFakeTimeouts>

/**
 * Runs `work` on fake timeouts and puts the real ones back however it ends. The story moves time
 * with `advance(clock, ms)` and so observes a delay at its exact millisecond, however slow the machine.
 */
export async function withFakeTimeouts(work: (clock: FakeTimeouts) => Promise<void>) {
  const clock = installFakeTimeouts()
  try {
    await work(clock)
  } finally {
    clock.uninstall()
  }
}

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
  /** A press and release of the main button, as a mouse makes it (a click from the keyboard has detail 0). */
  async click(element: Element) {
    await fireEvent.pointerDown(element, { pointerType: "mouse", button: 0 })
    await fireEvent.mouseDown(element, { button: 0, detail: 1 })
    await fireEvent.pointerUp(element, { pointerType: "mouse", button: 0 })
    await fireEvent.mouseUp(element, { button: 0, detail: 1 })
    await fireEvent.click(element, { button: 0, detail: 1 })
  },
}
