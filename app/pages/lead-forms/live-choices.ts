/**
 * The choices of the forms that offer what the site publishes: the events a freelancer registers for
 * and the open positions an applicant applies for, read from their published documents when the form
 * mounts (a closed position or a new event is in the next form that opens, with no build).
 */
import { useEffect, useState } from "react"
import { formatLongDate } from "@nordika/ui"
import type { FieldChoice } from "@nordika/ui/sections"
import { readPublishedEntries, type CollectionEntryData } from "../../data/documents"
import { stillOpen } from "../../site/open-positions"
import { INTL_LOCALES, SOURCE_LOCALE, type SiteLocale } from "#shared/locales"

/** A form's choices once their read is over: undefined when they could not be read. */
type ChoicesRead = readonly FieldChoice[] | undefined

/**
 * How the events section and the registration form name an event: "21 January 2027, 15:00 CET:
 * Post-editing…", its date written in `locale` when given ("21 januari 2027").
 */
export const eventChoice = (event: Pick<CollectionEntryData<"event">, "name" | "startsOn" | "time">, locale?: string) =>
  `${formatLongDate(event.startsOn, locale)}, ${event.time}: ${event.name}`

/**
 * The published events, in date order, as the registration form offers them: in English the name
 * the lead stores; in another language that value labelled with the date in the page's language.
 */
export async function loadEventChoices(locale: SiteLocale = SOURCE_LOCALE): Promise<ChoicesRead> {
  const read = await readPublishedEntries("event")
  if (read.status !== "published") return undefined
  return read.entries
    .map((entry) => entry.data)
    .sort((a, b) => a.startsOn.localeCompare(b.startsOn))
    .map((event) =>
      locale === SOURCE_LOCALE ? eventChoice(event) : { value: eventChoice(event), label: eventChoice(event, INTL_LOCALES[locale]) },
    )
}

/** The titles of the published positions that still take applications, by title (the choice the Apply links name). */
export async function loadPositionChoices(): Promise<readonly string[] | undefined> {
  const read = await readPublishedEntries("open_position")
  if (read.status !== "published") return undefined
  return read.entries
    .filter(stillOpen)
    .map((entry) => entry.data.title)
    .sort((a, b) => a.localeCompare(b, "en"))
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
