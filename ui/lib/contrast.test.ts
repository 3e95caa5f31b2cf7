import { describe, expect, it } from "vitest"
import { contrastRatio, hexToRgb, isHexColor, WCAG_AA_NORMAL_TEXT_RATIO } from "./contrast"

describe("contrastRatio", () => {
  it("is 21 for black on white and 1 for a colour on itself", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5)
    expect(contrastRatio("#1554c0", "#1554c0")).toBeCloseTo(1, 5)
  })

  it("matches the WCAG reference value for #767676 on white, the lightest grey that passes AA", () => {
    expect(contrastRatio("#767676", "#fff")!).toBeGreaterThanOrEqual(WCAG_AA_NORMAL_TEXT_RATIO)
    expect(contrastRatio("#777777", "#fff")!).toBeLessThan(WCAG_AA_NORMAL_TEXT_RATIO)
  })

  it("is null when a value is not a hex colour", () => {
    expect(contrastRatio("red", "#fff")).toBeNull()
  })
})

describe("hex colours", () => {
  it("accept #rgb, #rrggbb and #rrggbbaa only", () => {
    expect(["#abc", "#AABBCC", "#aabbccdd"].every(isHexColor)).toBe(true)
    expect(["abc", "#ab", "#abcd", "#gggggg", "rgb(0,0,0)"].some(isHexColor)).toBe(false)
    expect(hexToRgb("#0f8")).toEqual([0, 255, 136])
  })
})
