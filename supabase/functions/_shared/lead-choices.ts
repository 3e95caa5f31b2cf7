/**
 * The choices of the forms that offer what the site publishes, as submit-lead checks them: an event
 * registration names a published event, a job application a published position that still takes
 * applications, or an open application. The site's forms offer the same lists
 * (app/pages/lead-forms/live-choices.ts), read from the same documents.
 */
import type { LeadType } from "./lead-schemas.ts"

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
