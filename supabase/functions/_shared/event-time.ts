/**
 * An event's published time ("15:00 CET", "13:00–18:00 CET") as the page's language writes it, as the
 * translated pages write the same events: Swedish "kl. 15.00 CET" (a full stop in the time of day,
 * Svenska skrivregler), German "15:00 Uhr MEZ" (CET is Mitteleuropäische Zeit; CEST, MESZ). A time an
 * editor wrote in another shape ("all day") is shown as published.
 */
import type { SiteLocale } from "./locales.ts"

const EVENT_TIME = /^(\d{1,2}):(\d{2})(?:\s*[–-]\s*(\d{1,2}):(\d{2}))?(?:\s+(CET|CEST))?$/
const GERMAN_ZONES: Record<string, string> = { CET: "MEZ", CEST: "MESZ" }

export function eventTimeIn(time: string, locale: SiteLocale): string {
  const match = locale === "en" ? null : EVENT_TIME.exec(time.trim())
  if (!match) return time
  const [, startHour, startMinute, endHour, endMinute, zone] = match
  const separator = locale === "sv" ? "." : ":"
  const clock = `${startHour}${separator}${startMinute}${endHour ? `–${endHour}${separator}${endMinute}` : ""}`
  if (locale === "sv") return `kl. ${clock}${zone ? ` ${zone}` : ""}`
  return `${clock} Uhr${zone ? ` ${GERMAN_ZONES[zone]}` : ""}`
}
