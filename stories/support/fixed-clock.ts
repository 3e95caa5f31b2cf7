import FakeTimers from "@sinonjs/fake-timers"

/**
 * A story's `beforeEach` that stops the page's clock (Date only: timeouts, frames and React's
 * scheduler stay real) at `parameters.now`, or at `fallback`, and starts it again after the story.
 * What a story offers or refuses then reads the same on any day it runs.
 */
export function stopTheClock(fallback: string) {
  return ({ parameters }: { parameters: { now?: string } }) => {
    const clock = FakeTimers.install({ toFake: ["Date"], now: Date.parse(parameters.now ?? fallback) })
    return () => clock.uninstall()
  }
}
