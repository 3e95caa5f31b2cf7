import { EventRegistrationForm } from "@nordika/ui/sections"
import { EVENTS_UNAVAILABLE, EVENT_REGISTRATION_FORM_COPY } from "../../content/lead-forms/event-registration"
import { eventRegistrationSchema, submitLead } from "../../data/leads"
import { useLeadStartToken } from "../../data/lead-start-token"
import { StartsOnFirstFocus } from "./starts-on-first-focus"
import { loadEventChoices, useLiveChoices } from "./live-choices"
import { useAllMessages } from "../../i18n/all-messages"
import { withLeadFormLabels } from "./form-labels"

/**
 * The registration form, its events those published, in date order. The form waits for them in its
 * reserved space; if they cannot be read it says so, and what the visitor typed is kept as a draft.
 */
export default function EventRegistrationLeadForm({ path }: { path: string }) {
  const i18n = useAllMessages()
  const startToken = useLeadStartToken("event_registration")
  const live = useLiveChoices(loadEventChoices)
  if (live.status === "loading") return null
  return (
    <StartsOnFirstFocus token={startToken}>
      <EventRegistrationForm
        copy={withLeadFormLabels(i18n, EVENT_REGISTRATION_FORM_COPY)}
        events={live.status === "read" ? live.choices : []}
        eventsNote={live.status === "failed" ? EVENTS_UNAVAILABLE : undefined}
        schema={eventRegistrationSchema}
        onSubmit={(values, meta) => submitLead("event_registration", values, meta, { pagePath: path, startToken })}
      />
    </StartsOnFirstFocus>
  )
}
