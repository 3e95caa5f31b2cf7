import { describe, expect, it } from "vitest"
import { SlidingWindowLimiter } from "./limiter"

describe("SlidingWindowLimiter", () => {
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
})
