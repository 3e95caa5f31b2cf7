/**
 * When a visitor may book a consultation: the one source of these rules for the booking form (which
 * offers only the slots they allow), the zod schema the form and submit-lead check, and the .ics
 * invitation. The database refuses the same slots on its own (public.consultation_slot_problem(), in
 * migration 20261128000100) with the same messages, and a server test holds the two to one answer.
 *
 * A slot is an instant (an ISO string with its offset). The office works on Stockholm's clock:
 * meetings of MEETING_MINUTES start every half hour from FIRST_MEETING_START to LAST_MEETING_START,
 * Monday to Friday, except the days in OFFICE_CLOSED_DAYS. A visitor books at least MIN_NOTICE_HOURS
 * ahead, so a consultant can confirm within one business day and prepare, and on a day at most
 * BOOKING_HORIZON_WEEKS after today, while the consultants' calendars are still open.
 */
import { OFFICE_CLOSED_DAYS, OFFICE_CLOSED_DAYS_YEARS } from "./office-closed-days.ts"

export const OFFICE_TIME_ZONE = "Europe/Stockholm"
export const MEETING_MINUTES = 30
/** The first and the last time a meeting starts, on Stockholm's clock. */
export const FIRST_MEETING_START = "09:00"
export const LAST_MEETING_START = "16:30"
export const MIN_NOTICE_HOURS = 24
export const BOOKING_HORIZON_WEEKS = 8

const HOUR_MS = 3_600_000
const DAY_MS = 24 * HOUR_MS
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))
const clockTime = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`

/** Every meeting start on Stockholm's clock: "09:00", "09:30" … "16:30". */
export const MEETING_STARTS: readonly string[] = Array.from(
  { length: (minutesOf(LAST_MEETING_START) - minutesOf(FIRST_MEETING_START)) / MEETING_MINUTES + 1 },
  (_, i) => clockTime(minutesOf(FIRST_MEETING_START) + i * MEETING_MINUTES),
)

const WEEKDAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
const MONTH_NAMES = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

/** What a clock in one time zone reads at an instant. */
export interface WallClock {
  /** "2026-06-19" */
  date: string
  /** "10:00" */
  time: string
  /** 0 for Sunday … 6 for Saturday, as Date.getDay. */
  weekday: number
}

const formatters = new Map<string, Intl.DateTimeFormat>()
function formatter(timeZone: string) {
  let format = formatters.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    })
    formatters.set(timeZone, format)
  }
  return format
}

/** The weekday of a calendar date ("2026-06-19"), whatever the zone. */
export const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay()

/** The calendar date `days` after `date`. */
export const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)

/** What the clock in `timeZone` (an IANA name) reads at `instant`. */
export function clockIn(instant: Date | number, timeZone: string): WallClock {
  const parts: Record<string, string> = {}
  for (const part of formatter(timeZone).formatToParts(instant)) parts[part.type] = part.value
  const date = `${parts.year}-${parts.month}-${parts.day}`
  return { date, time: `${parts.hour}:${parts.minute}`, weekday: weekdayOf(date) }
}

/** Stockholm's clock at `instant`. */
export const officeClock = (instant: Date | number) => clockIn(instant, OFFICE_TIME_ZONE)

/** The instant Stockholm's clock reads `time` on `date`, across either change of summer time. */
export function officeInstant(date: string, time: string): Date {
  const wall = Date.parse(`${date}T${time}:00Z`)
  const offsetAt = (instant: number) => {
    const clock = officeClock(instant)
    return Date.parse(`${clock.date}T${clock.time}:00Z`) - Math.floor(instant / 60_000) * 60_000
  }
  const guess = wall - offsetAt(wall)
  return new Date(wall - offsetAt(guess))
}

/** True when `name` is a time zone this runtime knows by its IANA name ("America/New_York", "UTC"). */
export function isTimeZone(name: string): boolean {
  if (!/^[A-Za-z]+(?:[/_+-][A-Za-z0-9]+)*$/.test(name)) return false
  try {
    new Intl.DateTimeFormat("en", { timeZone: name })
    return true
  } catch {
    return false
  }
}

/** Why the office is closed on `date`, or null on a working day. */
export function officeClosedReason(date: string): string | null {
  const weekday = weekdayOf(date)
  if (weekday === 0 || weekday === 6) return WEEKDAY_NAMES[weekday]
  return OFFICE_CLOSED_DAYS[date] ?? null
}

/** "Fri 19 Jun 2026, 10:00 Stockholm time": how every message names a slot (the database writes it alike). */
export function describeOfficeSlot(instant: Date | number): string {
  const { date, time, weekday } = officeClock(instant)
  const [year, month, day] = date.split("-").map(Number)
  return `${WEEKDAY_NAMES[weekday].slice(0, 3)} ${day} ${MONTH_NAMES[month - 1]} ${year}, ${time} Stockholm time`
}

export type SlotProblemCode = "invalid" | "past" | "weekend" | "closed" | "outside_hours" | "too_soon" | "too_far"

export interface SlotProblem {
  code: SlotProblemCode
  message: string
}

/**
 * An instant with its offset, as the form sends it: "2026-06-19T08:00:00.000Z", "2026-06-19T10:00:00+02:00"
 * (the database reads slots with the same pattern).
 */
const ISO_INSTANT =
  /^(\d{4})-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,3})?)?(Z|[+-]([01]\d|2[0-3]):[0-5]\d)$/

/** The instant of an ISO_INSTANT string, or NaN; a day the month does not have (30 February) is no instant. */
function parseInstant(slot: string): number {
  const match = ISO_INSTANT.exec(slot)
  if (!match) return NaN
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  if (new Date(Date.UTC(year, month - 1, day)).getUTCDate() !== day) return NaN
  return Date.parse(slot)
}

/**
 * Why `slot` is no meeting the office could hold at `now`: unreadable, past, on a weekend or a closed
 * day, or not on the meeting grid. The database checks exactly this (and so does the invitation).
 */
export function officeSlotProblem(slot: string, now: number): SlotProblem | null {
  const instant = parseInstant(slot)
  if (Number.isNaN(instant)) return { code: "invalid", message: "Please choose a date and a time." }
  const described = describeOfficeSlot(instant)
  if (instant <= now) return { code: "past", message: `${described} has already passed. Please choose a later time.` }
  const { date, time, weekday } = officeClock(instant)
  if (weekday === 0 || weekday === 6)
    return {
      code: "weekend",
      message: `${described} is on a ${WEEKDAY_NAMES[weekday]}; our Stockholm office is open Monday to Friday. Please choose a weekday.`,
    }
  const closed = OFFICE_CLOSED_DAYS[date]
  if (closed)
    return { code: "closed", message: `${described} is on ${closed}, when our Stockholm office is closed. Please choose another day.` }
  if (instant % 60_000 !== 0 || !MEETING_STARTS.includes(time))
    return {
      code: "outside_hours",
      message: `${described} is outside our office hours: consultations start on the hour or half hour from ${FIRST_MEETING_START} to ${LAST_MEETING_START} Stockholm time.`,
    }
  return null
}

/**
 * Why a visitor may not book `slot` at `now`: any office problem, or less than MIN_NOTICE_HOURS ahead,
 * or on a day past lastBookableDay (or past the years the closed days are known for).
 */
export function bookingSlotProblem(slot: string, now: number): SlotProblem | null {
  const problem = officeSlotProblem(slot, now)
  if (problem) return problem
  const instant = Date.parse(slot)
  const described = describeOfficeSlot(instant)
  if (instant < now + MIN_NOTICE_HOURS * HOUR_MS)
    return {
      code: "too_soon",
      message: `${described} is too soon: we need at least ${MIN_NOTICE_HOURS} hours' notice. Please choose a later time.`,
    }
  const date = officeClock(instant).date
  if (date > lastBookableDay(now) || Number(date.slice(0, 4)) > OFFICE_CLOSED_DAYS_YEARS.to)
    return {
      code: "too_far",
      message: `${described} is more than ${BOOKING_HORIZON_WEEKS} weeks ahead. Please choose a time within the next ${BOOKING_HORIZON_WEEKS} weeks.`,
    }
  return null
}

/** The last office day (Stockholm) a visitor may book at `now`: BOOKING_HORIZON_WEEKS after today. */
export const lastBookableDay = (now: number) => addDays(officeClock(now).date, BOOKING_HORIZON_WEEKS * 7)

/** The slots (ISO instants) a visitor may book at `now` on the office day `date`, in order. */
export function offeredSlots(date: string, now: number): string[] {
  if (officeClosedReason(date)) return []
  return MEETING_STARTS.map((time) => officeInstant(date, time).toISOString()).filter((slot) => !bookingSlotProblem(slot, now))
}

/** The office days (YYYY-MM-DD, Stockholm) with at least one slot a visitor may book at `now`, in order. */
export function offeredDays(now: number): string[] {
  const days: string[] = []
  const last = lastBookableDay(now)
  for (let date = officeClock(now).date; date <= last; date = addDays(date, 1)) {
    if (officeClosedReason(date)) continue
    const first = officeInstant(date, FIRST_MEETING_START).toISOString()
    const final = officeInstant(date, LAST_MEETING_START).toISOString()
    if (!bookingSlotProblem(final, now) || !bookingSlotProblem(first, now)) days.push(date)
  }
  return days
}
