import { describe, expect, it } from "vitest"
import { formatCount, formatWordCount } from "./format-number"

describe("counts", () => {
  it("are written with thousands separators", () => {
    expect(formatCount(12400)).toBe("12,400")
    expect(formatCount(7)).toBe("7")
  })

  it("of words say word or words", () => {
    expect(formatWordCount(1)).toBe("1 word")
    expect(formatWordCount(0)).toBe("0 words")
    expect(formatWordCount(2_100_000)).toBe("2,100,000 words")
  })
})
