import { describe, expect, it } from "vitest"
import { integerTicks, labelledIndexes } from "./chart-scale"

describe("integerTicks", () => {
  it("counts in round integer steps up to the first tick at or over the highest count", () => {
    expect(integerTicks(13)).toEqual([0, 4, 8, 12, 16])
    expect(integerTicks(16)).toEqual([0, 4, 8, 12, 16])
    expect(integerTicks(3)).toEqual([0, 1, 2, 3])
    expect(integerTicks(1)).toEqual([0, 1])
    expect(integerTicks(95)).toEqual([0, 40, 80, 120])
    expect(integerTicks(240)).toEqual([0, 100, 200, 300])
  })

  it("never steps by a fraction: a count axis has no half sign-in", () => {
    for (let max = 1; max <= 60; max++) for (const tick of integerTicks(max)) expect(Number.isInteger(tick)).toBe(true)
  })

  it("draws an empty axis from 0 to 4 when nothing was counted", () => {
    expect(integerTicks(0)).toEqual([0, 1, 2, 3, 4])
  })
})

describe("labelledIndexes", () => {
  it("labels every category that has room", () => {
    expect([...labelledIndexes(5, 60, 50)]).toEqual([0, 1, 2, 3, 4])
  })

  it("labels every nth from the first, and the last in place of a neighbour it would touch", () => {
    // 30 days 38 px apart, a label needs 56 px: every second day from the first, and the 30th instead of the 29th.
    const labelled = labelledIndexes(30, 38, 56)
    expect(labelled.has(0)).toBe(true)
    expect(labelled.has(2)).toBe(true)
    expect(labelled.has(29)).toBe(true)
    expect(labelled.has(28)).toBe(false)
    expect(labelled.has(1)).toBe(false)
  })

  it("keeps a label before the last when they are far enough apart", () => {
    // Every third of 8 (0, 3, 6) and the last, 7: 6 and 7 are 40 px apart, under 56: 6 goes.
    expect([...labelledIndexes(8, 40, 100)].sort((a, b) => a - b)).toEqual([0, 3, 7])
    expect([...labelledIndexes(10, 20, 50)].sort((a, b) => a - b)).toEqual([0, 3, 6, 9])
  })

  it("labels the first and the last before the width is known, and nothing when there is nothing", () => {
    expect([...labelledIndexes(30, 0, 56)]).toEqual([0, 29])
    expect(labelledIndexes(0, 40, 56).size).toBe(0)
  })
})
