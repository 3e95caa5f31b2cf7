/** The site writes dates the British way ("14 April 2026"), as a Stockholm company writing English does. */
export const DATE_LOCALE = "en-GB"

const longDate = new Intl.DateTimeFormat(DATE_LOCALE, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" })

/**
 * Formats an ISO date ("2026-04-14") as "14 April 2026". Read and written in UTC, so a date-only
 * string never shifts to the previous day in a visitor's time zone. An unparseable value is returned as is.
 */
export function formatLongDate(iso: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? iso : longDate.format(date)
}

const RELATIVE_UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ["year", 365 * 24 * 3600],
  ["month", 30 * 24 * 3600],
  ["week", 7 * 24 * 3600],
  ["day", 24 * 3600],
  ["hour", 3600],
  ["minute", 60],
]
const relative = new Intl.RelativeTimeFormat(DATE_LOCALE, { numeric: "auto" })

/**
 * How long ago (or how soon) `iso` is from `now`, in the largest whole unit: "3 days ago", "in 23
 * hours", "yesterday"; "just now" within a minute. An unparseable value is returned as is.
 */
export function formatRelativeTime(iso: string, now: Date = new Date()): string {
  const then = new Date(iso).getTime()
  if (Number.isNaN(then)) return iso
  const seconds = Math.round((then - now.getTime()) / 1000)
  for (const [unit, size] of RELATIVE_UNITS) {
    if (Math.abs(seconds) >= size) return relative.format(Math.trunc(seconds / size), unit)
  }
  return "just now"
}

const dateTime = new Intl.DateTimeFormat(DATE_LOCALE, { dateStyle: "long", timeStyle: "short" })

/** A moment written out in the reader's own time zone ("14 April 2026 at 09:30"), e.g. for a tooltip. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date)
}
