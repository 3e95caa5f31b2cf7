import type { RateLimit } from "./settings"

/**
 * An in-memory sliding-window counter per key (the client IP): `hit` records one request and says
 * whether it is still within the limit.
 */
export class SlidingWindowLimiter {
  private readonly hits = new Map<string, number[]>()
  private lastSweep = Date.now()

  constructor(private readonly limit: RateLimit) {}

  hit(key: string, now = Date.now()): boolean {
    const windowMs = this.limit.windowSeconds * 1000
    this.sweep(now, windowMs)
    const recent = (this.hits.get(key) ?? []).filter((t) => now - t < windowMs)
    if (recent.length >= this.limit.max) {
      this.hits.set(key, recent)
      return false
    }
    recent.push(now)
    this.hits.set(key, recent)
    return true
  }

  /** How many addresses the limiter holds hits for: the sweep keeps it to those seen within about two windows. */
  get addressCount(): number {
    return this.hits.size
  }

  /** Drops keys with no hit inside the window, so the map does not grow with every IP ever seen. */
  private sweep(now: number, windowMs: number) {
    if (now - this.lastSweep < windowMs) return
    this.lastSweep = now
    for (const [key, times] of this.hits) {
      if (times.every((t) => now - t >= windowMs)) this.hits.delete(key)
    }
  }
}
