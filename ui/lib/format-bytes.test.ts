import { describe, expect, it } from "vitest"
import { formatBytes } from "./format-bytes"

describe("formatBytes", () => {
  it("shows whole kilobytes below a megabyte, never less than 1 KB", () => {
    expect(formatBytes(0)).toBe("1 KB")
    expect(formatBytes(46_450)).toBe("45 KB")
  })
  it("shows megabytes from 1 MB, with one decimal only where it is not zero", () => {
    expect(formatBytes(1024 * 1024)).toBe("1 MB")
    expect(formatBytes(1024 * 1024 - 1)).toBe("1 MB")
    expect(formatBytes(6.5 * 1024 * 1024)).toBe("6.5 MB")
    expect(formatBytes(50 * 1024 * 1024)).toBe("50 MB")
    expect(formatBytes(2.46 * 1024 * 1024)).toBe("2.5 MB")
  })
})
