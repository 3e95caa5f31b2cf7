import { describe, expect, it } from "vitest"
import { calibratedCpuSlowdown } from "./cpu-calibration"

describe("Lighthouse's CPU calibration", () => {
  it("maps a host's BenchmarkIndex to the slowdown Lighthouse's calculator gives", () => {
    expect(calibratedCpuSlowdown(150)).toBe(1)
    expect(calibratedCpuSlowdown(800)).toBe(2)
    expect(calibratedCpuSlowdown(1050)).toBeCloseTo(2.5)
    expect(calibratedCpuSlowdown(1300)).toBe(3)
    expect(calibratedCpuSlowdown(1533)).toBeCloseTo(4)
    expect(calibratedCpuSlowdown(2000)).toBeCloseTo(6, 1)
  })

  it("gives none for a host too slow to emulate the phone", () => {
    expect(calibratedCpuSlowdown(120)).toBeUndefined()
    expect(calibratedCpuSlowdown(Number.NaN)).toBeUndefined()
  })
})
