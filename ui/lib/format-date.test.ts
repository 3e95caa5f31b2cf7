import { afterEach, describe, expect, it, vi } from "vitest"
import { DATE_LOCALE, formatLongDate, formatRelativeTime } from "./format-date"

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

describe("formatRelativeTime", () => {
  const now = new Date("2026-04-14T12:00:00Z")

  it("says how long ago in the largest whole unit", () => {
    expect(formatRelativeTime("2026-04-14T11:59:30Z", now)).toBe("just now")
    expect(formatRelativeTime("2026-04-14T11:55:00Z", now)).toBe("5 minutes ago")
    expect(formatRelativeTime("2026-04-14T09:00:00Z", now)).toBe("3 hours ago")
    expect(formatRelativeTime("2026-04-13T11:00:00Z", now)).toBe("yesterday")
    expect(formatRelativeTime("2026-03-01T12:00:00Z", now)).toBe("last month")
  })

  it("says how soon for a moment ahead", () => {
    expect(formatRelativeTime("2026-04-15T11:00:00Z", now)).toBe("in 23 hours")
  })

  it("returns a value it cannot read unchanged", () => {
    expect(formatRelativeTime("never", now)).toBe("never")
  })
})
