import { describe, expect, it } from "vitest"
import { formatBytes } from "./format-bytes"

describe("formatBytes", () => {
  it("shows whole kilobytes below a megabyte, never less than 1 KB", () => {
    expect(formatBytes(0)).toBe("1 KB")
    expect(formatBytes(46_450)).toBe("45 KB")
  })
  it("shows megabytes with one decimal from 1 MB", () => {
    expect(formatBytes(1024 * 1024)).toBe("1.0 MB")
    expect(formatBytes(6.5 * 1024 * 1024)).toBe("6.5 MB")
  })
})
