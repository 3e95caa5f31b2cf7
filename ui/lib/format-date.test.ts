import { afterEach, describe, expect, it, vi } from "vitest"
import { DEFAULT_DATE_LOCALE } from "./date-locale"
import {
  DATE_LOCALE,
  formatDateTime,
  formatDayAndMonth,
  formatIsoDate,
  formatLongDate,
  formatRelativeTime,
  formatRfc822Date,
  formatWeekdayAndDate,
  zonedWallClock,
  formatShortDate,
  formatTime,
  formatWeekdayAndTime,
  formatWeekdayDateAndTime,
  formatLongWeekday,
  JUST_NOW_SECONDS,
} from "./format-date"

describe("formatLongDate", () => {
  afterEach(() => {
    vi.unstubAllEnvs()
    vi.resetModules()
  })

  it("writes an ISO date in British English", () => {
    expect(DATE_LOCALE).toBe("en-GB")
    expect(DEFAULT_DATE_LOCALE).toBe(DATE_LOCALE)
    expect(formatLongDate("2026-04-14")).toBe("14 April 2026")
  })

  it("writes it in another language when given its locale, as a Swedish or German page does", () => {
    expect(formatLongDate("2026-04-14", "sv-SE")).toBe("14 april 2026")
    expect(formatLongDate("2026-04-14", "de-DE")).toBe("14. April 2026")
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

  it("writes 10 January 2025 as a British-English site does, never 01/10/2025", () => {
    expect(formatLongDate("2025-01-10")).toBe("10 January 2025")
  })

  it("returns a value it cannot read unchanged", () => {
    expect(formatLongDate("soon")).toBe("soon")
  })
})

describe("calendar days in short", () => {
  it("give the day and the short month, the same day in every time zone", async () => {
    expect(formatDayAndMonth("2026-02-23")).toBe("23 Feb")
    vi.stubEnv("TZ", "America/Los_Angeles")
    try {
      vi.resetModules()
      const { formatDayAndMonth: inLosAngeles } = await import("./format-date")
      expect(inLosAngeles("2026-02-23")).toBe("23 Feb")
    } finally {
      vi.unstubAllEnvs()
      vi.resetModules()
    }
  })
})

describe("formatIsoDate", () => {
  it("gives the calendar day of a moment in the zone asked for, as an ISO date", () => {
    const lateEvening = new Date("2026-11-23T23:30:00Z")
    expect(formatIsoDate(lateEvening, "UTC")).toBe("2026-11-23")
    expect(formatIsoDate(lateEvening, "Europe/Stockholm")).toBe("2026-11-24")
  })
})

describe("formatShortDate and formatWeekdayAndTime", () => {
  it("write a moment's date, or its weekday, day and time, in the zone asked for", () => {
    expect(formatShortDate("2026-02-25T23:30:00Z", "UTC")).toBe("25 Feb 2026")
    expect(formatShortDate("2026-02-25T23:30:00Z", "Europe/Stockholm")).toBe("26 Feb 2026")
    expect(formatWeekdayAndTime("2026-05-04T08:00:00Z", "Europe/Stockholm")).toBe("Mon 4 May, 10:00")
  })
})

describe("formatTime", () => {
  it("writes a moment's 24-hour time in the zone asked for, and returns a value it cannot read unchanged", () => {
    expect(formatTime("2026-02-25T13:02:00Z", "Europe/Stockholm")).toBe("14:02")
    expect(formatTime("2026-02-25T08:05:00Z", "UTC")).toBe("08:05")
    expect(formatTime("later")).toBe("later")
  })
})

describe("formatDateTime", () => {
  it("writes a moment as day, short month, year and 24-hour time in the zone asked for", () => {
    expect(formatDateTime("2026-02-25T13:05:00Z", "Europe/Stockholm")).toBe("25 Feb 2026, 14:05")
    expect(formatDateTime("2026-02-25T13:05:00Z", "UTC")).toBe("25 Feb 2026, 13:05")
  })

  it("returns a value it cannot read unchanged", () => {
    expect(formatDateTime("later")).toBe("later")
  })
})

describe("formatRelativeTime", () => {
  const now = new Date("2026-02-25T12:00:00Z")
  const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString()

  it(`says "just now" within ${JUST_NOW_SECONDS} seconds`, () => {
    expect(formatRelativeTime(ago(JUST_NOW_SECONDS - 1), now)).toBe("just now")
    expect(formatRelativeTime(ago(JUST_NOW_SECONDS), now)).toBe("1 minute ago")
  })

  it("counts minutes, then hours, then days, as people say them", () => {
    expect(formatRelativeTime(ago(5 * 60), now)).toBe("5 minutes ago")
    expect(formatRelativeTime(ago(3 * 3600), now)).toBe("3 hours ago")
    expect(formatRelativeTime(ago(26 * 3600), now)).toBe("yesterday")
    expect(formatRelativeTime(ago(4 * 86_400), now)).toBe("4 days ago")
  })

  it("gives the date from a week back", () => {
    expect(formatRelativeTime(ago(8 * 86_400), now)).toBe("17 Feb 2026")
  })

  it("returns a value it cannot read unchanged", () => {
    expect(formatRelativeTime("whenever", now)).toBe("whenever")
  })
})

describe("formatRfc822Date", () => {
  it("writes a calendar day as RSS does, at midnight GMT, and a moment in GMT", () => {
    expect(formatRfc822Date("2026-03-24")).toBe("Tue, 24 Mar 2026 00:00:00 GMT")
    expect(formatRfc822Date("2026-11-30T14:05:09+01:00")).toBe("Mon, 30 Nov 2026 13:05:09 GMT")
  })
})

describe("formatWeekdayAndDate", () => {
  it("writes a moment's weekday and date in the zone asked for, which may be another day there", () => {
    expect(formatWeekdayAndDate("2026-12-02T08:00:00Z", "Europe/Stockholm")).toBe("Wed, 2 Dec 2026")
    expect(formatWeekdayAndDate("2026-12-02T00:30:00Z", "America/New_York")).toBe("Tue, 1 Dec 2026")
    expect(formatWeekdayAndDate("soon")).toBe("soon")
  })
})

describe("zonedWallClock", () => {
  it("reads what a clock in the zone shows, in winter and in summer time", () => {
    expect(zonedWallClock(new Date("2026-12-02T08:00:00Z"), "Europe/Stockholm")).toEqual({
      year: 2026,
      month: 12,
      day: 2,
      hour: 9,
      minute: 0,
    })
    expect(zonedWallClock(new Date("2027-06-15T22:30:00Z"), "Europe/Stockholm")).toEqual({
      year: 2027,
      month: 6,
      day: 16,
      hour: 0,
      minute: 30,
    })
  })
})

describe("formatWeekdayDateAndTime and formatLongWeekday", () => {
  it("write an appointment in full, and a day's weekday, in the language asked for", () => {
    expect(formatWeekdayDateAndTime("2026-06-12T08:00:00Z", "Europe/Stockholm")).toBe("Fri, 12 Jun 2026, 10:00")
    expect(formatWeekdayDateAndTime("2026-06-12T10:00:00Z", "UTC", "sv-SE")).toBe("fre 12 juni 2026 10.00")
    expect(formatWeekdayDateAndTime("2026-06-12T10:00:00Z", "UTC", "de-DE")).toBe("Fr., 12. Juni 2026, 10:00")
    expect([formatLongWeekday("2026-06-20"), formatLongWeekday("2026-06-20", "sv-SE"), formatLongWeekday("2026-06-20", "de-DE")]).toEqual([
      "Saturday",
      "lördag",
      "Samstag",
    ])
    expect([formatWeekdayDateAndTime("soon"), formatLongWeekday("someday")]).toEqual(["soon", "someday"])
  })
})
