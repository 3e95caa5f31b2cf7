import FakeTimers from "@sinonjs/fake-timers"

type StoppedClock = ReturnType<typeof FakeTimers.install>

/** The page's one stopped clock, and how many rendered stories hold it. */
let stopped: StoppedClock | undefined
let holders = 0

/**
 * A story's `beforeEach` that stops the page's clock (Date only: timeouts, frames and React's
 * scheduler stay real) at `parameters.now`, or at `fallback`, and starts it again after the story.
 * What a story offers or refuses then reads the same on any day it runs. A docs page renders several
 * stories at once, and fake timers install once per page: they share the clock, which the latest sets.
 */
export function stopTheClock(fallback: string) {
  return ({ parameters }: { parameters: { now?: string } }) => {
    const now = Date.parse(parameters.now ?? fallback)
    if (stopped) stopped.setSystemTime(now)
    else stopped = FakeTimers.install({ toFake: ["Date"], now })
    holders++
    return () => {
      holders--
      if (holders === 0) {
        stopped?.uninstall()
        stopped = undefined
      }
    }
  }
}
