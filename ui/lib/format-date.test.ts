import { afterEach, describe, expect, it, vi } from "vitest"
import { DATE_LOCALE, formatLongDate } from "./format-date"

describe("formatLongDate", () => {
  afterEach(() => {
    vi.unstubAllEnvs()
    vi.resetModules()
  })

  it("writes an ISO date in British English", () => {
    expect(DATE_LOCALE).toBe("en-GB")
    expect(formatLongDate("2026-04-14")).toBe("14 April 2026")
  })

  it("keeps the calendar day in a time zone west of UTC, where the local day before midnight UTC is the previous one", async () => {
    vi.stubEnv("TZ", "America/Los_Angeles")
    // A fresh module, so a formatter made at import time would take the zone set here.
    vi.resetModules()
    const { formatLongDate: formatInLosAngeles } = await import("./format-date")
    expect(new Date("2025-01-01").toLocaleDateString(DATE_LOCALE), "the zone is in force").toBe("31/12/2024")
    expect(formatInLosAngeles("2025-01-01")).toBe("1 January 2025")
  })

  it("returns a value it cannot read unchanged", () => {
    expect(formatLongDate("soon")).toBe("soon")
  })
})
