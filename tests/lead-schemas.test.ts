import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { consultationSchema } from "#shared/lead-schemas"

const booking = (slots: string[], timeZone = "America/New_York") => ({
  name: "Erik Lind",
  email: "erik@example.test",
  company: "Lind AB",
  topic: "Leen platform demo",
  slots,
  timeZone,
  consent: true,
})

/** The messages the schema gives, by field. */
function refusals(values: unknown) {
  const result = consultationSchema.safeParse(values)
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join("."), issue.message])
}

describe("the consultation schema, which the form and submit-lead share", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] })
    // Monday 15 June 2026, 10:00 in Stockholm.
    vi.setSystemTime(new Date("2026-06-15T08:00:00Z"))
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it("accepts slots in office hours, at least a day ahead", () => {
    expect(refusals(booking(["2026-06-16T08:00:00.000Z", "2026-06-17T14:30:00.000Z"]))).toEqual([])
  })

  it("refuses 23:30 Stockholm time, which is 17:30 for a visitor in New York", () => {
    expect(refusals(booking(["2026-06-16T21:30:00.000Z"]))).toEqual([
      [
        "slots",
        "Tue 16 Jun 2026, 23:30 Stockholm time is outside our office hours: consultations start on the hour or half hour from 09:00 to 16:30 Stockholm time.",
      ],
    ])
  })

  it("refuses a date in the past, naming the choice among several", () => {
    expect(refusals(booking(["2026-06-16T08:00:00.000Z", "2025-01-10T09:00:00.000Z"]))).toEqual([
      ["slots", "Choice 2: Fri 10 Jan 2025, 10:00 Stockholm time has already passed. Please choose a later time."],
    ])
  })

  it("refuses Midsummer Eve and a Saturday", () => {
    expect(refusals(booking(["2026-06-19T08:00:00.000Z", "2026-06-20T08:00:00.000Z"]))).toEqual([
      [
        "slots",
        "Choice 1: Fri 19 Jun 2026, 10:00 Stockholm time is on Midsummer Eve, when our Stockholm office is closed. Please choose another day.",
      ],
      [
        "slots",
        "Choice 2: Sat 20 Jun 2026, 10:00 Stockholm time is on a Saturday; our Stockholm office is open Monday to Friday. Please choose a weekday.",
      ],
    ])
  })

  it("refuses a slot with less than a day's notice, and one twice", () => {
    expect(refusals(booking(["2026-06-15T14:00:00.000Z"]))[0][1]).toBe(
      "Mon 15 Jun 2026, 16:00 Stockholm time is too soon: we need at least 24 hours' notice. Please choose a later time.",
    )
    expect(refusals(booking(["2026-06-16T08:00:00.000Z", "2026-06-16T08:00:00.000Z"]))).toEqual([
      ["slots", "Choice 2: this is the same time as choice 1. Please choose another."],
    ])
  })

  it("refuses a time zone that is not an IANA name", () => {
    expect(refusals(booking(["2026-06-16T08:00:00.000Z"], "Eastern Time"))).toEqual([
      ["timeZone", "Please choose a time zone by its name, such as Europe/Stockholm."],
    ])
  })

  it("judges by the clock of whoever checks: a slot accepted now is refused once it has passed", () => {
    const slot = "2026-06-16T08:00:00.000Z"
    expect(refusals(booking([slot]))).toEqual([])
    vi.setSystemTime(new Date("2026-06-16T08:01:00Z"))
    expect(refusals(booking([slot]))[0][1]).toMatch(/has already passed/)
  })
})
