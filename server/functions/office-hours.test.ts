import { describe, expect, it } from "vitest"
import {
  FIRST_MEETING_START,
  LAST_MEETING_START,
  MEETING_STARTS,
  bookingSlotProblem,
  clockIn,
  isTimeZone,
  officeClosedReason,
  officeInstant,
  officeSlotProblem,
  offeredDays,
  offeredSlots,
} from "#shared/office-hours"

const at = (iso: string) => Date.parse(iso)
/** A Stockholm wall-clock slot as the form sends it. */
const slot = (date: string, time: string) => officeInstant(date, time).toISOString()

describe("the office's meeting grid", () => {
  it("starts a 30-minute meeting every half hour from 09:00 to 16:30 Stockholm time", () => {
    expect([FIRST_MEETING_START, LAST_MEETING_START]).toEqual(["09:00", "16:30"])
    expect(MEETING_STARTS).toHaveLength(16)
    expect(MEETING_STARTS.slice(0, 3)).toEqual(["09:00", "09:30", "10:00"])
  })
})

describe("Stockholm's clock across the changes of summer time", () => {
  it("puts 10:00 in Stockholm at 09:00 UTC before the last Sunday of March, and at 08:00 UTC after it", () => {
    expect(slot("2026-03-27", "10:00")).toBe("2026-03-27T09:00:00.000Z")
    expect(slot("2026-03-30", "10:00")).toBe("2026-03-30T08:00:00.000Z")
  })

  it("puts 10:00 in Stockholm at 08:00 UTC before the last Sunday of October, and at 09:00 UTC after it", () => {
    expect(slot("2026-10-23", "10:00")).toBe("2026-10-23T08:00:00.000Z")
    expect(slot("2026-10-26", "10:00")).toBe("2026-10-26T09:00:00.000Z")
  })

  it("reads the Stockholm date and time of an instant back", () => {
    expect(clockIn(at("2026-03-30T14:30:00Z"), "Europe/Stockholm")).toEqual({ date: "2026-03-30", time: "16:30", weekday: 1 })
  })
})

describe("a visitor far from Stockholm", () => {
  it("in New York is six hours behind, but five in the weeks the United States keeps summer time and Europe does not", () => {
    const newYork = (date: string) => clockIn(officeInstant(date, "10:00"), "America/New_York").time
    expect(newYork("2026-03-06")).toBe("04:00")
    // The US moves its clocks on 8 March 2026, Europe on 29 March.
    expect(newYork("2026-03-20")).toBe("05:00")
    expect(newYork("2026-04-07")).toBe("04:00")
    // Europe moves back on 25 October 2026, the US on 1 November.
    expect(newYork("2026-10-27")).toBe("05:00")
    expect(newYork("2026-11-03")).toBe("04:00")
  })

  it("in Tokyo sees the last meetings of a winter day after midnight, on the next day", () => {
    expect(clockIn(officeInstant("2026-12-01", "09:00"), "Asia/Tokyo")).toEqual({ date: "2026-12-01", time: "17:00", weekday: 2 })
    expect(clockIn(officeInstant("2026-12-01", "16:30"), "Asia/Tokyo")).toEqual({ date: "2026-12-02", time: "00:30", weekday: 3 })
    expect(clockIn(officeInstant("2026-06-02", "16:30"), "Asia/Tokyo").time).toBe("23:30")
  })
})

describe("the days the office is closed", () => {
  it.each([
    ["2026-04-06", "Easter Monday"],
    ["2026-05-14", "Ascension Day"],
    ["2026-06-19", "Midsummer Eve"],
    ["2028-06-06", "National Day"],
    ["2026-12-24", "Christmas Eve"],
    ["2026-12-31", "New Year's Eve"],
    ["2027-06-25", "Midsummer Eve"],
    ["2026-11-28", "Saturday"],
    ["2026-11-29", "Sunday"],
  ])("closes on %s (%s)", (date, reason) => {
    expect(officeClosedReason(date)).toBe(reason)
  })

  it("is open on an ordinary weekday, and on Valborg's and All Saints' Eve, which are working days", () => {
    expect([officeClosedReason("2026-12-01"), officeClosedReason("2026-04-30"), officeClosedReason("2026-10-30")]).toEqual([
      null,
      null,
      null,
    ])
  })
})

describe("a slot the office could hold", () => {
  const now = at("2026-06-01T06:00:00Z")

  it("is on the grid, on an open weekday, in the future", () => {
    expect(officeSlotProblem(slot("2026-06-02", "09:00"), now)).toBeNull()
    expect(officeSlotProblem(slot("2026-06-02", "16:30"), now)).toBeNull()
    expect(officeSlotProblem("2026-06-02T10:00:00+02:00", now)).toBeNull()
  })

  it("is not at 23:30 Stockholm time, however the visitor's day looks, nor at 08:30, 17:00 or a quarter past", () => {
    for (const time of ["23:30", "08:30", "17:00", "10:15"])
      expect(officeSlotProblem(slot("2026-06-02", time), now)).toEqual({
        code: "outside_hours",
        message: `Tue 2 Jun 2026, ${time} Stockholm time is outside our office hours: consultations start on the hour or half hour from 09:00 to 16:30 Stockholm time.`,
      })
  })

  it("is not in the past (10 January 2025, say)", () => {
    expect(officeSlotProblem("2025-01-10T09:00:00.000Z", now)).toEqual({
      code: "past",
      message: "Fri 10 Jan 2025, 10:00 Stockholm time has already passed. Please choose a later time.",
    })
  })

  it("is not on a weekend or a closed day", () => {
    expect(officeSlotProblem(slot("2026-06-06", "10:00"), now)?.message).toBe(
      "Sat 6 Jun 2026, 10:00 Stockholm time is on a Saturday; our Stockholm office is open Monday to Friday. Please choose a weekday.",
    )
    expect(officeSlotProblem(slot("2026-06-19", "10:00"), now)).toEqual({
      code: "closed",
      message: "Fri 19 Jun 2026, 10:00 Stockholm time is on Midsummer Eve, when our Stockholm office is closed. Please choose another day.",
    })
  })

  it("is an instant with its offset, not a bare local time or a word", () => {
    for (const text of [
      "2026-06-02T10:00",
      "2026-06-02",
      "tomorrow",
      "2026-13-02T10:00:00Z",
      "2027-02-30T10:00:00Z",
      "2026-06-02T24:00:00Z",
    ])
      expect(officeSlotProblem(text, now)?.code, text).toBe("invalid")
  })
})

describe("a slot a visitor may book", () => {
  // Monday 1 June 2026, 10:00 in Stockholm.
  const now = at("2026-06-01T08:00:00Z")

  it("is at least 24 hours ahead", () => {
    expect(bookingSlotProblem(slot("2026-06-01", "16:30"), now)?.code).toBe("too_soon")
    expect(bookingSlotProblem(slot("2026-06-02", "07:30"), now)?.code).toBe("outside_hours")
    expect(bookingSlotProblem(slot("2026-06-02", "09:00"), now)?.message).toBe(
      "Tue 2 Jun 2026, 09:00 Stockholm time is too soon: we need at least 24 hours' notice. Please choose a later time.",
    )
    expect(bookingSlotProblem(slot("2026-06-02", "10:00"), now)).toBeNull()
  })

  it("is on a day at most 8 weeks after today", () => {
    expect(bookingSlotProblem(slot("2026-07-27", "16:30"), now)).toBeNull()
    expect(bookingSlotProblem(slot("2026-07-28", "09:00"), now)?.message).toBe(
      "Tue 28 Jul 2026, 09:00 Stockholm time is more than 8 weeks ahead. Please choose a time within the next 8 weeks.",
    )
  })
})

describe("what the form offers", () => {
  it("starts 24 hours from now, and skips weekends and closed days", () => {
    // Wednesday 3 June 2026, 12:00 in Stockholm: Thursday is offered from 12:00, Friday 5th; 6-7 June is a weekend.
    const now = at("2026-06-03T10:00:00Z")
    expect(offeredDays(now).slice(0, 4)).toEqual(["2026-06-04", "2026-06-05", "2026-06-08", "2026-06-09"])
    expect(offeredSlots("2026-06-04", now).map((s) => clockIn(Date.parse(s), "Europe/Stockholm").time)).toEqual(
      MEETING_STARTS.filter((time) => time >= "12:00"),
    )
    expect(offeredDays(now)).not.toContain("2026-06-19")
    expect(offeredSlots("2026-06-19", now)).toEqual([])
    expect(offeredSlots("2026-06-06", now)).toEqual([])
  })

  it("ends 8 weeks ahead", () => {
    const now = at("2026-06-03T10:00:00Z")
    expect(offeredDays(now).at(-1)).toBe("2026-07-29")
    expect(offeredSlots("2026-07-29", now)).toHaveLength(MEETING_STARTS.length)
  })

  it("offers every slot of an ordinary day in the weeks of either change of summer time", () => {
    for (const [now, date] of [
      ["2026-03-25T10:00:00Z", "2026-03-30"],
      ["2026-10-21T10:00:00Z", "2026-10-26"],
    ]) {
      const slots = offeredSlots(date, at(now))
      expect(slots.map((s) => clockIn(Date.parse(s), "Europe/Stockholm"))).toEqual(
        MEETING_STARTS.map((time) => ({ date, time, weekday: 1 })),
      )
    }
  })

  it("offers only slots each check accepts", () => {
    const now = at("2026-12-10T15:45:00Z")
    const days = offeredDays(now)
    expect(days).not.toContain("2026-12-24")
    expect(days).not.toContain("2026-12-25")
    expect(days).not.toContain("2027-01-01")
    for (const day of days) for (const offered of offeredSlots(day, now)) expect(bookingSlotProblem(offered, now)).toBeNull()
  })
})

describe("a visitor's time zone", () => {
  it("is an IANA name the runtime knows", () => {
    expect(["Europe/Stockholm", "America/New_York", "Asia/Tokyo", "UTC", "America/Argentina/Buenos_Aires"].map(isTimeZone)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ])
    expect(["Mars/Olympus_Mons", "+02:00", "", "Europe/Stockholm; drop table"].map(isTimeZone)).toEqual([false, false, false, false])
  })
})
