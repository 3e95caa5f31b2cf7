import { describe, expect, it } from "vitest"
import { describeScheduleTime, instantToStockholmTime, stockholmTimeToInstant } from "./document-schedules"

describe("a schedule's time, chosen in Stockholm", () => {
  it("is the instant of that wall-clock time in winter (UTC+1) and in summer (UTC+2)", () => {
    expect(stockholmTimeToInstant("2026-12-02T09:00")?.toISOString()).toBe("2026-12-02T08:00:00.000Z")
    expect(stockholmTimeToInstant("2027-06-15T09:00")?.toISOString()).toBe("2027-06-15T07:00:00.000Z")
    // The night summer time ends (25 Oct 2026, 03:00 → 02:00): the day before and after either side.
    expect(stockholmTimeToInstant("2026-10-24T12:00")?.toISOString()).toBe("2026-10-24T10:00:00.000Z")
    expect(stockholmTimeToInstant("2026-10-26T12:00")?.toISOString()).toBe("2026-10-26T11:00:00.000Z")
  })

  it("refuses what is not a date and a time", () => {
    expect(stockholmTimeToInstant("")).toBeNull()
    expect(stockholmTimeToInstant("tomorrow 09:00")).toBeNull()
  })

  it("goes back to the picker's value unchanged", () => {
    for (const local of ["2026-12-02T09:00", "2027-06-15T23:30", "2027-01-01T00:00"])
      expect(instantToStockholmTime(stockholmTimeToInstant(local)!)).toBe(local)
  })

  it("is shown in the viewer's zone beside Stockholm's time, with Stockholm's day when it differs", () => {
    const nineInStockholm = "2026-12-02T08:00:00.000Z"
    expect(describeScheduleTime(nineInStockholm, "Europe/Stockholm")).toBe("Wed, 2 Dec 2026, 09:00 your time (09:00 in Stockholm)")
    expect(describeScheduleTime(nineInStockholm, "Europe/Helsinki")).toBe("Wed, 2 Dec 2026, 10:00 your time (09:00 in Stockholm)")
    expect(describeScheduleTime(nineInStockholm, "America/New_York")).toBe("Wed, 2 Dec 2026, 03:00 your time (09:00 in Stockholm)")
    expect(describeScheduleTime("2026-12-02T00:30:00.000Z", "America/New_York")).toBe(
      "Tue, 1 Dec 2026, 19:30 your time (Wed, 2 Dec 2026, 01:30 in Stockholm)",
    )
  })
})
