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
