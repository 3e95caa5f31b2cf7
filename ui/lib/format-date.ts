/** The site writes dates the British way ("14 April 2026"), as a Stockholm company writing English does. */
export const DATE_LOCALE = "en-GB"

/**
 * `create()` on first use, then kept. An Intl formatter takes a phone tens of milliseconds to make
 * (locale data): made when this module loads, each would lengthen the page's first task for nothing.
 */
function lazily<T>(create: () => T): () => T {
  let made: T | undefined
  return () => (made ??= create())
}

const longDate = lazily(() => new Intl.DateTimeFormat(DATE_LOCALE, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }))

/**
 * Formats an ISO date ("2026-04-14") as "14 April 2026". Read and written in UTC, so a date-only
 * string never shifts to the previous day in a visitor's time zone. An unparseable value is returned as is.
 */
export function formatLongDate(iso: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? iso : longDate().format(date)
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
  return new Intl.DateTimeFormat(DATE_LOCALE, { day: "numeric", month: "short", year: "numeric" }).format(date)
}
