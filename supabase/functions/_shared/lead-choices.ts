/**
 * The choices of the forms that offer what the site publishes, as submit-lead checks them: an event
 * registration names a published event, a job application a published position that still takes
 * applications, or an open application. The site's forms offer the same lists
 * (app/pages/lead-forms/live-choices.ts), read from the same documents.
 */
import type { LeadType } from "./lead-schemas.ts"
import { SOURCE_LOCALE, type SiteLocale } from "./locales.ts"
import { eventTimeIn } from "./event-time.ts"
import { formatDay } from "./zoned-time.ts"

/** The choice after the open positions: an application for no position in particular. */
export const OPEN_APPLICATION = "Open application"

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]

interface PublishedEvent {
  name: string
  /** ISO date. */
  startsOn: string
  /** "15:00 CET", "13:00–18:00 CET". */
  time: string
}

/** How the site names an event in its listing and its form: "21 January 2027, 15:00 CET: Post-editing with quality estimation". */
export function eventChoice({ name, startsOn, time }: PublishedEvent): string {
  const [year, month, day] = startsOn.split("-").map(Number)
  return `${day} ${MONTHS[month - 1]} ${year}, ${time}: ${name}`
}

/**
 * How the visitor's confirmation names an event in the lead's language, as the form on their page
 * labelled it: the date and the time in the language ("21 januari 2027, kl. 15.00 CET", "21. Januar 2027,
 * 15:00 Uhr MEZ") and the name of the event's live translation (`translatedName`), else its English name.
 */
export function eventChoiceLabel(event: PublishedEvent, locale: SiteLocale, translatedName?: string): string {
  if (locale === SOURCE_LOCALE) return eventChoice(event)
  return `${formatDay(event.startsOn, locale)}, ${eventTimeIn(event.time, locale)}: ${translatedName ?? event.name}`
}

/** A published entry of a live choice's collection: its document id and published data. */
export interface PublishedChoiceEntry {
  id: string
  data: unknown
}

const textOf = (data: unknown, key: string): string | undefined => {
  const value = (data as Record<string, unknown> | null)?.[key]
  return typeof value === "string" && value.trim() !== "" ? value : undefined
}

/** The published entry the live choice `value` of a lead of `type` names (an event, a position), if any. */
export function liveChoiceEntry(type: LeadType, value: string, entries: readonly PublishedChoiceEntry[]): PublishedChoiceEntry | undefined {
  if (type === "event_registration") return entries.find((entry) => eventChoice(entry.data as PublishedEvent) === value)
  if (type === "job_application") return entries.find((entry) => textOf(entry.data, "title") === value)
  return undefined
}

/**
 * The label in `locale` of the live choice `value` a lead stored (an event, a position), from the
 * entries of its collection and their live translations in `locale` (published data by document id).
 * Undefined when the value names no entry, or the label would be the value itself (in English, or a
 * position with no translation).
 */
export function liveChoiceLabel(
  type: LeadType,
  value: string,
  entries: readonly PublishedChoiceEntry[],
  translations: ReadonlyMap<string, unknown>,
  locale: SiteLocale,
): string | undefined {
  const entry = liveChoiceEntry(type, value, entries)
  if (!entry || locale === SOURCE_LOCALE) return undefined
  const translated = translations.get(entry.id)
  if (type === "event_registration") return eventChoiceLabel(entry.data as PublishedEvent, locale, textOf(translated, "name"))
  return textOf(translated, "title")
}

/** The positions' titles that still take applications on `today` (an ISO date): their closing day, if any, not yet past. */
function openPositionChoices(positions: readonly { title: string; closesOn?: string }[], today: string): string[] {
  return [
    ...positions.filter((position) => !position.closesOn || position.closesOn >= today).map((position) => position.title),
    OPEN_APPLICATION,
  ]
}

/** The form field each checked lead type chooses from the published documents, the collection it lists, and what the form says when a choice is not one. */
export const LIVE_CHOICE_FIELDS: Partial<Record<LeadType, { field: string; collection: string; message: string }>> = {
  event_registration: { field: "event", collection: "event", message: "Please choose one of the events listed." },
  job_application: {
    field: "position",
    collection: "open_position",
    message: "Please choose one of the open positions, or an open application.",
  },
}

/** The live choices of a checked lead type, from the published data of its collection's documents. */
export function liveChoices(type: LeadType, published: readonly unknown[], today: string): string[] | undefined {
  if (type === "event_registration") return (published as PublishedEvent[]).map(eventChoice)
  if (type === "job_application") return openPositionChoices(published as { title: string; closesOn?: string }[], today)
  return undefined
}
