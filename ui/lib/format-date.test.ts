import { describe, expect, it } from "vitest"
import { DATE_LOCALE, formatLongDate } from "./format-date"

describe("formatLongDate", () => {
  it("writes an ISO date in British English", () => {
    expect(DATE_LOCALE).toBe("en-GB")
    expect(formatLongDate("2026-04-14")).toBe("14 April 2026")
  })

  it("keeps the calendar day whatever the time zone", () => {
    expect(formatLongDate("2025-01-01")).toBe("1 January 2025")
  })

  it("returns a value it cannot read unchanged", () => {
    expect(formatLongDate("soon")).toBe("soon")
  })
})
