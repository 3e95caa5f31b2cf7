/**
 * Every date and time the site and the admin show is written here, the British way ("14 April 2026"), as
 * a Stockholm company writing English does; nothing else formats one (a unit test looks). A calendar day
 * (an ISO date: a post's, a legal page's) is read and written in UTC, so it is the same day on the
 * server and in every visitor's browser and a server-rendered page hydrates without a mismatch. A
 * moment (when a lead arrived) is written in the zone asked for, by default the reader's: only the
 * admin, rendered in the browser, shows those.
 */
export const DATE_LOCALE = "en-GB"

/**
 * `create(locale)` on first use in a locale, then kept. An Intl formatter takes a phone tens of
 * milliseconds to make (locale data): made when this module loads, each would lengthen the page's
 * first task for nothing.
 */
function lazily<T>(create: (locale: string) => T): (locale?: string) => T {
  const made = new Map<string, T>()
  return (locale = DATE_LOCALE) => {
    let formatter = made.get(locale)
    if (!formatter) made.set(locale, (formatter = create(locale)))
    return formatter
  }
}

const longDate = lazily((locale) => new Intl.DateTimeFormat(locale, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }))

/**
 * Formats an ISO date ("2026-04-14") as "14 April 2026". Read and written in UTC, so a date-only
 * string never shifts to the previous day in a visitor's time zone. An unparseable value is returned as is.
 */
export function formatLongDate(iso: string, locale?: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? iso : longDate(locale).format(date)
}

const dayAndMonth = lazily((locale) => new Intl.DateTimeFormat(locale, { day: "numeric", month: "short", timeZone: "UTC" }))

/** Formats a calendar day ("2026-02-23") as "23 Feb", e.g. a chart's axis. An unparseable value is returned as is. */
export function formatDayAndMonth(iso: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? iso : dayAndMonth().format(date)
}

const weekdayAndDay = lazily(
  (locale) => new Intl.DateTimeFormat(locale, { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" }),
)
const weekday = lazily((locale) => new Intl.DateTimeFormat(locale, { weekday: "short", timeZone: "UTC" }))

/** Formats a calendar day ("2026-12-01") as "Tue 1 Dec", e.g. a day to book. An unparseable value is returned as is. */
export function formatWeekdayAndDay(isoDay: string, locale?: string): string {
  const date = new Date(`${isoDay}T00:00:00Z`)
  return Number.isNaN(date.getTime()) ? isoDay : weekdayAndDay(locale).format(date)
}

/** Formats a calendar day ("2026-12-02") as its weekday, "Wed". An unparseable value is returned as is. */
export function formatWeekday(isoDay: string, locale?: string): string {
  const date = new Date(`${isoDay}T00:00:00Z`)
  return Number.isNaN(date.getTime()) ? isoDay : weekday(locale).format(date)
}

/**
 * The calendar day of a moment in `timeZone` (by default the reader's) as an ISO date, "2026-11-23":
 * for file names and date fields, which want that form whatever the language.
 */
export function formatIsoDate(moment: Date, timeZone?: string): string {
  const parts = new Intl.DateTimeFormat(DATE_LOCALE, { year: "numeric", month: "2-digit", day: "2-digit", timeZone }).formatToParts(moment)
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)?.value ?? ""
  return `${part("year")}-${part("month")}-${part("day")}`
}

/** Formats a moment as its date in `timeZone` (by default the reader's): "25 Feb 2026". */
export function formatShortDate(iso: string, timeZone?: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  return new Intl.DateTimeFormat(DATE_LOCALE, { day: "numeric", month: "short", year: "numeric", timeZone }).format(date)
}

/**
 * A 24-hour time ("10:15", or a text holding some) as `locale` writes it: Swedish with a full stop
 * ("10.15", Svenska skrivregler), as the site's pages and mails write it; other languages as given.
 */
export function writeClock(text: string, locale = DATE_LOCALE): string {
  return locale.startsWith("sv") ? text.replace(/\b(\d{1,2}):(\d{2})\b/g, "$1.$2") : text
}

/** Formats a moment as a weekday, day and time in `timeZone`, e.g. an appointment: "Mon 4 May, 10:00" ("mån 4 maj 10.00"). */
export function formatWeekdayAndTime(iso: string, timeZone?: string, locale = DATE_LOCALE): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  const written = new Intl.DateTimeFormat(locale, {
    timeZone,
    weekday: "short",
    day: "numeric",
    month: "short",
    hour: "2-digit",
    minute: "2-digit",
  }).format(date)
  return writeClock(written, locale)
}

/**
 * Formats a moment as a weekday, date and time in `timeZone`, in `locale`: an appointment named in full,
 * "Fri, 12 Jun 2026, 10:00" ("fre 12 juni 2026 10.00" in sv-SE). An unparseable value is returned as is.
 */
export function formatWeekdayDateAndTime(iso: string, timeZone?: string, locale = DATE_LOCALE): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  const written = new Intl.DateTimeFormat(locale, {
    timeZone,
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
  }).format(date)
  return writeClock(written, locale)
}

/** Formats a calendar day ("2026-06-20") as its weekday in full, "Saturday" ("lördag" in sv-SE). An unparseable value is returned as is. */
export function formatLongWeekday(isoDay: string, locale = DATE_LOCALE): string {
  const date = new Date(`${isoDay}T00:00:00Z`)
  return Number.isNaN(date.getTime()) ? isoDay : new Intl.DateTimeFormat(locale, { weekday: "long", timeZone: "UTC" }).format(date)
}

/** Formats a moment as its 24-hour time in `timeZone` (by default the reader's), for today's events ("Saved 14:02"): "14:02". */
export function formatTime(iso: string, timeZone?: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  return new Intl.DateTimeFormat(DATE_LOCALE, { hour: "2-digit", minute: "2-digit", timeZone }).format(date)
}

/**
 * Formats a moment ("2026-02-25T13:05:00Z") as "25 Feb 2026, 14:05" in `timeZone` (by default the
 * reader's own, which is what staff expect of when something happened).
 */
export function formatDateTime(iso: string, timeZone?: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  return new Intl.DateTimeFormat(DATE_LOCALE, {
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZone,
  }).format(date)
}

/** Formats a moment as its weekday and date in `timeZone` (by default the reader's): "Wed, 2 Dec 2026". */
export function formatWeekdayAndDate(iso: string, timeZone?: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  return new Intl.DateTimeFormat(DATE_LOCALE, { weekday: "short", day: "numeric", month: "short", year: "numeric", timeZone }).format(date)
}

/** What a clock in `timeZone` shows at `moment` (month 1-12, hour 0-23): to turn a zone's local time into a moment. */
export function zonedWallClock(moment: Date, timeZone: string): { year: number; month: number; day: number; hour: number; minute: number } {
  const parts = new Intl.DateTimeFormat(DATE_LOCALE, {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(moment)
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((entry) => entry.type === type)?.value)
  return { year: part("year"), month: part("month"), day: part("day"), hour: part("hour"), minute: part("minute") }
}

/** An ISO date or timestamp as RSS and HTTP write dates (RFC 822, in GMT): "Tue, 24 Mar 2026 00:00:00 GMT". */
export function formatRfc822Date(iso: string): string {
  return new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso).toUTCString()
}

/** Moments closer to now than this read "just now". */
export const JUST_NOW_SECONDS = 60

const relativeTime = lazily(() => new Intl.RelativeTimeFormat(DATE_LOCALE, { numeric: "auto" }))
const RELATIVE_STEPS: ReadonlyArray<[limitSeconds: number, unit: Intl.RelativeTimeFormatUnit, unitSeconds: number]> = [
  [3600, "minute", 60],
  [86_400, "hour", 3600],
  [7 * 86_400, "day", 86_400],
]

/**
 * How long ago a moment was, as people say it: "just now", "5 minutes ago", "3 hours ago",
 * "yesterday"; from a week back, the date ("12 Feb 2026").
 */
export function formatRelativeTime(iso: string, now: Date = new Date()): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  const seconds = (date.getTime() - now.getTime()) / 1000
  const distance = Math.abs(seconds)
  if (distance < JUST_NOW_SECONDS) return "just now"
  const step = RELATIVE_STEPS.find(([limit]) => distance < limit)
  if (step) return relativeTime().format(Math.round(seconds / step[2]), step[1])
  return formatShortDate(iso)
}
