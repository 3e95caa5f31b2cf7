/**
 * The choices of the forms that offer what the site publishes: the events a freelancer registers for
 * and the open positions an applicant applies for, read from their published documents when the form
 * mounts (a closed position or a new event is in the next form that opens, with no build).
 */
import { useEffect, useState } from "react"
import { formatLongDate } from "@nordika/ui"
import type { FieldChoice } from "@nordika/ui/sections"
import { readPublishedEntries, type CollectionEntryData, type PublishedDocument } from "../../data/documents"
import { entriesIn } from "../../data/localized-entries"
import { stillOpen } from "../../site/open-positions"
import { eventTimeIn } from "#shared/event-time"
import { INTL_LOCALES, SOURCE_LOCALE, type SiteLocale } from "#shared/locales"

/** A form's choices once their read is over: undefined when they could not be read. */
type ChoicesRead = readonly FieldChoice[] | undefined

/**
 * How the events section and the registration form name an event: "21 January 2027, 15:00 CET:
 * Post-editing…", its date written in `locale` when given ("21 januari 2027").
 */
export const eventChoice = (event: Pick<CollectionEntryData<"event">, "name" | "startsOn" | "time">, locale?: string) =>
  `${formatLongDate(event.startsOn, locale)}, ${event.time}: ${event.name}`

type EventData = Pick<CollectionEntryData<"event">, "name" | "startsOn" | "time">
type PositionData = Pick<CollectionEntryData<"open_position">, "title">

/**
 * How the registration form on a page in `locale` offers an event: the English choice the lead stores
 * (submit-lead checks it), labelled with the date in the page's language and the name of the event as
 * the page shows it (`shown`: its live translation, or the English entry marked lang="en").
 */
export function eventFieldChoice(
  event: PublishedDocument<EventData>,
  shown: PublishedDocument<EventData>,
  locale: SiteLocale,
): FieldChoice {
  const value = eventChoice(event.data)
  if (locale === SOURCE_LOCALE) return value
  const named = { ...event.data, name: shown.lang ? event.data.name : shown.data.name, time: eventTimeIn(event.data.time, locale) }
  return { value, label: eventChoice(named, INTL_LOCALES[locale]) }
}

/**
 * How the application form on a page in `locale` offers a position: the English title the lead stores,
 * labelled with the title of its live translation, else the English title marked lang="en".
 */
export function positionFieldChoice(
  position: PublishedDocument<PositionData>,
  shown: PublishedDocument<PositionData>,
  locale: SiteLocale,
): FieldChoice {
  const value = position.data.title
  if (locale === SOURCE_LOCALE) return value
  return shown.lang ? { value, label: value, lang: "en" } : { value, label: shown.data.title }
}

const choiceLabel = (choice: FieldChoice) => (typeof choice === "string" ? choice : choice.label)

/** The published events in date order, as the registration form on a page in `locale` offers them. */
export async function loadEventChoices(locale: SiteLocale = SOURCE_LOCALE): Promise<ChoicesRead> {
  const read = await readPublishedEntries("event")
  if (read.status !== "published") return undefined
  const events = [...read.entries].sort((a, b) => a.data.startsOn.localeCompare(b.data.startsOn))
  const shown = await entriesIn("event", locale, events)
  return events.map((event, index) => eventFieldChoice(event, shown[index], locale))
}

/**
 * The published positions that still take applications (the choices the Apply links name), as the
 * application form on a page in `locale` offers them, in the order of their labels in that language.
 */
export async function loadPositionChoices(locale: SiteLocale = SOURCE_LOCALE): Promise<ChoicesRead> {
  const read = await readPublishedEntries("open_position")
  if (read.status !== "published") return undefined
  const positions = read.entries.filter(stillOpen)
  const shown = await entriesIn("open_position", locale, positions)
  return positions
    .map((position, index) => positionFieldChoice(position, shown[index], locale))
    .sort((a, b) => choiceLabel(a).localeCompare(choiceLabel(b), INTL_LOCALES[locale]))
}

/** A form's live choices: loading, read, or failed (the form then works without them and says why). */
type LiveChoices<Choice> = { status: "loading" } | { status: "read"; choices: readonly Choice[] } | { status: "failed" }

/** The choices `load` reads, read again each time the form mounts. */
export function useLiveChoices<Choice>(load: () => Promise<readonly Choice[] | undefined>): LiveChoices<Choice> {
  const [choices, setChoices] = useState<LiveChoices<Choice>>({ status: "loading" })
  useEffect(() => {
    let mounted = true
    load().then(
      (read) => mounted && setChoices(read ? { status: "read", choices: read } : { status: "failed" }),
      () => mounted && setChoices({ status: "failed" }),
    )
    return () => {
      mounted = false
    }
  }, [load])
  return choices
}
