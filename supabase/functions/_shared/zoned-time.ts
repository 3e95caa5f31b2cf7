/**
 * Dates and times as the mails write them: British English ("Mon 14 December 2026, 10:00"), on
 * Stockholm's clock, which is the office's, and on the visitor's where it matters. Never throws:
 * a value it cannot read comes back described, not as an exception after the lead was stored.
 */

import { OFFICE_TIME_ZONE, isTimeZone } from "./office-hours.ts"

export { OFFICE_TIME_ZONE, isTimeZone }

const LOCALE = "en-GB"

type Shape = "day" | "moment" | "moment-no-year" | "time"

const formatters = new Map<string, Intl.DateTimeFormat>()

/** One formatter per zone, made on first use. */
function formatter(timeZone: string): Intl.DateTimeFormat {
  let made = formatters.get(timeZone)
  if (!made) {
    made = new Intl.DateTimeFormat(LOCALE, {
      timeZone,
      weekday: "short",
      day: "numeric",
      month: "long",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    })
    formatters.set(timeZone, made)
  }
  return made
}

/** `instant` on the clock of `timeZone`, in one of the shapes the mails use ("Mon 14 December 2026, 10:00"). */
function format(instant: Date, timeZone: string, shape: Shape): string {
  const part = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(instant)
      .map(({ type, value }) => [type, value]),
  )
  const day = `${part.day} ${part.month} ${part.year}`
  const time = `${part.hour}:${part.minute}`
  switch (shape) {
    case "day":
      return day
    case "moment":
      return `${part.weekday} ${day}, ${time}`
    case "moment-no-year":
      return `${part.weekday} ${part.day} ${part.month}, ${time}`
    case "time":
      return time
  }
}

/** The place a zone is named for: "New York" for America/New_York, "UTC" for Etc/UTC. */
export function zoneCity(zone: string): string {
  if (/^(Etc\/)?(UTC|GMT|Universal|Zulu)$/i.test(zone)) return "UTC"
  return (zone.split("/").pop() ?? zone).replace(/_/g, " ")
}

/** A calendar date ("2026-12-14") written the British way: "14 December 2026"; anything else as given. */
export function formatDay(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate)
  const date = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null
  if (!date || Number.isNaN(date.getTime()) || date.getUTCDate() !== Number(match![3])) return isoDate
  return format(date, "UTC", "day")
}

/** The day an instant falls on, on the clock of `timeZone` (Stockholm's by default): "14 December 2026". */
export function formatInstantDay(instant: Date, timeZone = OFFICE_TIME_ZONE): string {
  return format(instant, timeZone, "day")
}

/** An instant as "Mon 14 December 2026, 10:00" on the clock of `timeZone` (Stockholm's by default). */
export function formatMoment(instant: Date, timeZone = OFFICE_TIME_ZONE): string {
  return format(instant, timeZone, "moment")
}

/** Minutes `timeZone` is ahead of UTC at `instant`. */
function offsetMinutes(instant: Date, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
    })
      .formatToParts(instant)
      .map((part) => [part.type, Number(part.value)]),
  )
  const wall = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute)
  return Math.round((wall - Math.floor(instant.getTime() / 60_000) * 60_000) / 60_000)
}

const SLOT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/

/**
 * The instant a preferred time stands for. The form sends instants (with Z or an offset); a time
 * without one is read as the visitor picked it, on their own clock. Null when it names no time.
 */
export function slotInstant(slot: string, visitorZone: string): Date | null {
  const match = SLOT.exec(slot)
  if (!match) return null
  if (match[6]) {
    const instant = new Date(slot)
    return Number.isNaN(instant.getTime()) ? null : instant
  }
  const [year, month, day, hour, minute] = match.slice(1, 6).map(Number)
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59) return null
  const zone = isTimeZone(visitorZone) ? visitorZone : OFFICE_TIME_ZONE
  const wall = Date.UTC(year, month - 1, day, hour, minute)
  // The zone's offset at the guess, then again at the result: right on either side of a clock change.
  let instant = wall - offsetMinutes(new Date(wall), zone) * 60_000
  instant = wall - offsetMinutes(new Date(instant), zone) * 60_000
  return new Date(instant)
}

/** Who reads the time: staff read Stockholm's clock first, the visitor their own. */
export type TimeReader = "staff" | "visitor"

/**
 * A preferred time on both clocks. For staff: "Mon 14 December 2026, 10:00 in Stockholm (04:00 in
 * New York, America/New_York)"; for the visitor: "Mon 14 December 2026, 04:00 New York time
 * (10:00 in Stockholm)". The other clock's date is written too when it is another day there.
 */
export function describeSlot(slot: string, visitorZone: string, reader: TimeReader = "staff"): string {
  const instant = slotInstant(slot, visitorZone)
  if (!instant) return `“${slot}” (not a time we can read)`
  const office = formatMoment(instant)
  if (!isTimeZone(visitorZone)) return `${office} in Stockholm (the visitor's time zone, “${visitorZone}”, is unknown)`
  if (visitorZone === OFFICE_TIME_ZONE) return `${office} in Stockholm (the visitor's time zone too)`
  const sameDay = format(instant, OFFICE_TIME_ZONE, "day") === format(instant, visitorZone, "day")
  const elsewhere = (zone: string) => format(instant, zone, sameDay ? "time" : "moment-no-year")
  const city = zoneCity(visitorZone)
  if (reader === "visitor") return `${formatMoment(instant, visitorZone)} ${city} time (${elsewhere(OFFICE_TIME_ZONE)} in Stockholm)`
  return `${office} in Stockholm (${elsewhere(visitorZone)} in ${city}, ${visitorZone})`
}
