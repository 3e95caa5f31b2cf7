/**
 * The choices of the forms that offer what the site publishes: the events a freelancer registers for
 * and the open positions an applicant applies for, read from their published documents when the form
 * mounts (a closed position or a new event is in the next form that opens, with no build).
 */
import { useEffect, useState } from "react"
import { formatLongDate } from "@nordika/ui"
import { readPublishedEntries, type CollectionEntryData } from "../../data/documents"
import { stillOpen } from "../../site/open-positions"

/** A form's choices once their read is over: undefined when they could not be read. */
type ChoicesRead = readonly string[] | undefined

/** How the events section and the registration form name an event: "21 January 2027, 15:00 CET: Post-editing…". */
export const eventChoice = (event: Pick<CollectionEntryData<"event">, "name" | "startsOn" | "time">) =>
  `${formatLongDate(event.startsOn)}, ${event.time}: ${event.name}`

/** The published events, in date order, as the registration form offers them. */
export async function loadEventChoices(): Promise<ChoicesRead> {
  const read = await readPublishedEntries("event")
  if (read.status !== "published") return undefined
  return read.entries
    .map((entry) => entry.data)
    .sort((a, b) => a.startsOn.localeCompare(b.startsOn))
    .map(eventChoice)
}

/** The titles of the published positions that still take applications, by title (the choice the Apply links name). */
export async function loadPositionChoices(): Promise<ChoicesRead> {
  const read = await readPublishedEntries("open_position")
  if (read.status !== "published") return undefined
  return read.entries
    .filter(stillOpen)
    .map((entry) => entry.data.title)
    .sort((a, b) => a.localeCompare(b, "en"))
}

/** A form's live choices: loading, read, or failed (the form then works without them and says why). */
type LiveChoices = { status: "loading" } | { status: "read"; choices: readonly string[] } | { status: "failed" }

/** The choices `load` reads, read again each time the form mounts. */
export function useLiveChoices(load: () => Promise<ChoicesRead>): LiveChoices {
  const [choices, setChoices] = useState<LiveChoices>({ status: "loading" })
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
