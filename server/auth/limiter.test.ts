import { afterEach, describe, expect, it, vi } from "vitest"
import { SlidingWindowLimiter } from "./limiter"

describe("SlidingWindowLimiter", () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it("lets requests through again once old ones leave the window", () => {
    const limiter = new SlidingWindowLimiter({ max: 2, windowSeconds: 10 })
    expect(limiter.hit("ip", 0)).toBe(true)
    expect(limiter.hit("ip", 5_000)).toBe(true)
    expect(limiter.hit("ip", 9_000)).toBe(false)
    expect(limiter.hit("other", 9_000)).toBe(true)
    expect(limiter.hit("ip", 10_001)).toBe(true)
    expect(limiter.hit("ip", 12_000)).toBe(false)
    expect(limiter.hit("ip", 15_001)).toBe(true)
  })

  it("counts a request exactly one window old as gone, and one a millisecond younger as still in it", () => {
    const limiter = new SlidingWindowLimiter({ max: 1, windowSeconds: 10 })
    expect(limiter.hit("ip", 0)).toBe(true)
    expect(limiter.hit("ip", 9_999)).toBe(false)
    expect(limiter.hit("ip", 10_000)).toBe(true)
  })

  it("keeps counting an address's recent requests when the periodic sweep drops idle addresses", () => {
    const limiter = new SlidingWindowLimiter({ max: 2, windowSeconds: 10 })
    // Read after the limiter is made, so its first sweep is due at the latest one window after `start`.
    const start = Date.now()
    expect(limiter.hit("busy", start + 1_000)).toBe(true)
    expect(limiter.hit("busy", start + 9_000)).toBe(true)
    // Another address's request sweeps: "busy" has one request out of the window and one still in it.
    expect(limiter.hit("other", start + 11_000)).toBe(true)
    expect(limiter.hit("busy", start + 11_500)).toBe(true)
    expect(limiter.hit("busy", start + 12_000)).toBe(false)
  })

  it("keeps counting an address whose requests all lie inside the window when the sweep runs", () => {
    vi.useFakeTimers({ toFake: ["Date"], now: 0 })
    const limiter = new SlidingWindowLimiter({ max: 2, windowSeconds: 10 })
    expect(limiter.hit("busy", 9_000)).toBe(true)
    expect(limiter.hit("busy", 9_500)).toBe(true)
    // The first sweep is due 10 s after the limiter was made: "busy"'s requests are then 1 s and 0.5 s old.
    expect(limiter.hit("other", 10_000)).toBe(true)
    expect(limiter.hit("busy", 10_500)).toBe(false)
  })

  it("forgets an address once its last request is a whole window old, at the next sweep (memory does not grow with every address seen)", () => {
    vi.useFakeTimers({ toFake: ["Date"], now: 0 })
    const limiter = new SlidingWindowLimiter({ max: 2, windowSeconds: 10 })
    for (let i = 0; i < 100; i++) expect(limiter.hit(`198.51.100.${i}`, 0)).toBe(true)
    expect(limiter.addressCount).toBe(100)
    // The first sweep is due 10 s after the limiter was made: the requests at 0 are then exactly one window old.
    expect(limiter.hit("203.0.113.1", 10_000)).toBe(true)
    expect(limiter.addressCount).toBe(1)
  })

  it("sweeps at most once a window, so a request does not walk every address held", () => {
    vi.useFakeTimers({ toFake: ["Date"], now: 0 })
    const limiter = new SlidingWindowLimiter({ max: 2, windowSeconds: 10 })
    expect(limiter.hit("a", 5_000)).toBe(true)
    // Sweeps at 10 s: "a" is 5 s old and kept.
    expect(limiter.hit("b", 10_000)).toBe(true)
    expect(limiter.addressCount).toBe(2)
    // At 16 s "a" is a window old, but the next sweep is not due before 20 s.
    expect(limiter.hit("b", 16_000)).toBe(true)
    expect(limiter.addressCount).toBe(2)
    expect(limiter.hit("b", 20_000)).toBe(true)
    expect(limiter.addressCount).toBe(1)
  })
})
