/**
 * Dates and times as the mails write them: British English ("Mon 14 December 2026, 10:00") for staff
 * and English visitors, Swedish ("mån 14 december 2026 kl. 10.00") and German ("Mo., 14. Dezember
 * 2026, 10:00 Uhr") for visitors who wrote from those pages; on Stockholm's clock, which is the
 * office's, and on the visitor's where it matters. Never throws: a value it cannot read comes back
 * described, not as an exception after the lead was stored.
 */

import { INTL_LOCALES, SOURCE_LOCALE, type SiteLocale } from "./locales.ts"
import { OFFICE_TIME_ZONE, isTimeZone } from "./office-hours.ts"

export { OFFICE_TIME_ZONE, isTimeZone }

type Shape = "day" | "moment" | "moment-no-year" | "time"
type Parts = Record<string, string>

/** How each language puts a date's parts together, in each shape. */
const SHAPES: Record<SiteLocale, Record<Shape, (part: Parts) => string>> = {
  en: {
    day: (p) => `${p.day} ${p.month} ${p.year}`,
    moment: (p) => `${p.weekday} ${p.day} ${p.month} ${p.year}, ${p.hour}:${p.minute}`,
    "moment-no-year": (p) => `${p.weekday} ${p.day} ${p.month}, ${p.hour}:${p.minute}`,
    time: (p) => `${p.hour}:${p.minute}`,
  },
  sv: {
    day: (p) => `${p.day} ${p.month} ${p.year}`,
    // Swedish writes the time of day with a full stop ("kl. 10.00", Svenska skrivregler), as the site's pages do.
    moment: (p) => `${p.weekday} ${p.day} ${p.month} ${p.year} kl. ${p.hour}.${p.minute}`,
    "moment-no-year": (p) => `${p.weekday} ${p.day} ${p.month} kl. ${p.hour}.${p.minute}`,
    time: (p) => `kl. ${p.hour}.${p.minute}`,
  },
  de: {
    day: (p) => `${p.day}. ${p.month} ${p.year}`,
    moment: (p) => `${p.weekday}, ${p.day}. ${p.month} ${p.year}, ${p.hour}:${p.minute} Uhr`,
    "moment-no-year": (p) => `${p.weekday}, ${p.day}. ${p.month}, ${p.hour}:${p.minute} Uhr`,
    time: (p) => `${p.hour}:${p.minute} Uhr`,
  },
}

const formatters = new Map<string, Intl.DateTimeFormat>()

/** One formatter per language and zone, made on first use. */
function formatter(timeZone: string, locale: SiteLocale): Intl.DateTimeFormat {
  const key = `${locale} ${timeZone}`
  let made = formatters.get(key)
  if (!made) {
    made = new Intl.DateTimeFormat(INTL_LOCALES[locale], {
      timeZone,
      weekday: "short",
      day: "numeric",
      month: "long",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    })
    formatters.set(key, made)
  }
  return made
}

/** `instant` on the clock of `timeZone`, in one of the shapes the mails use ("Mon 14 December 2026, 10:00"). */
function format(instant: Date, timeZone: string, shape: Shape, locale: SiteLocale = SOURCE_LOCALE): string {
  const part: Parts = Object.fromEntries(
    formatter(timeZone, locale)
      .formatToParts(instant)
      .map(({ type, value }) => [type, value]),
  )
  return SHAPES[locale][shape](part)
}

/** The place a zone is named for: "New York" for America/New_York, "UTC" for Etc/UTC. */
export function zoneCity(zone: string): string {
  if (/^(Etc\/)?(UTC|GMT|Universal|Zulu)$/i.test(zone)) return "UTC"
  return (zone.split("/").pop() ?? zone).replace(/_/g, " ")
}

/** A calendar date ("2026-12-14") written the British way: "14 December 2026" (or in `locale`); anything else as given. */
export function formatDay(isoDate: string, locale: SiteLocale = SOURCE_LOCALE): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate)
  const date = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null
  if (!date || Number.isNaN(date.getTime()) || date.getUTCDate() !== Number(match![3])) return isoDate
  return format(date, "UTC", "day", locale)
}

/** The day an instant falls on, on the clock of `timeZone` (Stockholm's by default): "14 December 2026" (or in `locale`). */
export function formatInstantDay(instant: Date, timeZone = OFFICE_TIME_ZONE, locale: SiteLocale = SOURCE_LOCALE): string {
  return format(instant, timeZone, "day", locale)
}

/** The time of day of an instant on the clock of `timeZone`: "10:00" ("kl. 10.00", "10:00 Uhr"). */
export function formatTime(instant: Date, timeZone = OFFICE_TIME_ZONE, locale: SiteLocale = SOURCE_LOCALE): string {
  return format(instant, timeZone, "time", locale)
}

/** An instant as "Mon 14 December 2026, 10:00" (or in `locale`) on the clock of `timeZone` (Stockholm's by default). */
export function formatMoment(instant: Date, timeZone = OFFICE_TIME_ZONE, locale: SiteLocale = SOURCE_LOCALE): string {
  return format(instant, timeZone, "moment", locale)
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

/** The visitor's reading of a time in each language: their clock first, Stockholm's in brackets. */
const VISITOR_SLOT: Record<
  SiteLocale,
  { both: (mine: string, city: string, office: string) => string; officeOnly: (office: string) => string }
> = {
  en: { both: (mine, city, office) => `${mine} ${city} time (${office} in Stockholm)`, officeOnly: (office) => `${office} in Stockholm` },
  sv: { both: (mine, city, office) => `${mine} ${city}-tid (${office} i Stockholm)`, officeOnly: (office) => `${office} svensk tid` },
  de: {
    both: (mine, city, office) => `${mine} Ortszeit ${city} (${office} in Stockholm)`,
    officeOnly: (office) => `${office} schwedischer Zeit`,
  },
}

/**
 * A preferred time on both clocks. For staff: "Mon 14 December 2026, 10:00 in Stockholm (04:00 in
 * New York, America/New_York)"; for the visitor: "Mon 14 December 2026, 04:00 New York time
 * (10:00 in Stockholm)", in `locale` ("mån 14 december 2026 kl. 04.00 New York-tid (kl. 10.00 i
 * Stockholm)"). The other clock's date is written too when it is another day there. Staff always
 * read English.
 */
export function describeSlot(slot: string, visitorZone: string, reader: TimeReader = "staff", locale: SiteLocale = SOURCE_LOCALE): string {
  const instant = slotInstant(slot, visitorZone)
  if (!instant) return `“${slot}” (not a time we can read)`
  const sameDay = isTimeZone(visitorZone) && format(instant, OFFICE_TIME_ZONE, "day") === format(instant, visitorZone, "day")
  if (reader === "visitor" && locale !== SOURCE_LOCALE) {
    const words = VISITOR_SLOT[locale]
    if (!isTimeZone(visitorZone) || visitorZone === OFFICE_TIME_ZONE)
      return words.officeOnly(formatMoment(instant, OFFICE_TIME_ZONE, locale))
    const office = format(instant, OFFICE_TIME_ZONE, sameDay ? "time" : "moment-no-year", locale)
    return words.both(formatMoment(instant, visitorZone, locale), zoneCity(visitorZone), office)
  }
  const office = formatMoment(instant)
  if (!isTimeZone(visitorZone)) return `${office} in Stockholm (the visitor's time zone, “${visitorZone}”, is unknown)`
  if (visitorZone === OFFICE_TIME_ZONE) return `${office} in Stockholm (the visitor's time zone too)`
  const elsewhere = (zone: string) => format(instant, zone, sameDay ? "time" : "moment-no-year")
  const city = zoneCity(visitorZone)
  if (reader === "visitor") return VISITOR_SLOT.en.both(formatMoment(instant, visitorZone), city, elsewhere(OFFICE_TIME_ZONE))
  return `${office} in Stockholm (${elsewhere(visitorZone)} in ${city}, ${visitorZone})`
}
