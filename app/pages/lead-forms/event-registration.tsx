import { EventRegistrationForm } from "@nordika/ui/sections"
import { EVENT_CHOICES, EVENT_REGISTRATION_FORM_COPY } from "../../content/lead-forms/event-registration"
import { eventRegistrationSchema, submitLead } from "../../data/leads"
import { useLeadStartToken } from "../../data/lead-start-token"
import { StartsOnFirstFocus } from "./starts-on-first-focus"

export default function EventRegistrationLeadForm({ path }: { path: string }) {
  const startToken = useLeadStartToken("event_registration")
  return (
    <StartsOnFirstFocus token={startToken}>
      <EventRegistrationForm
        copy={EVENT_REGISTRATION_FORM_COPY}
        events={EVENT_CHOICES}
        schema={eventRegistrationSchema}
        onSubmit={(values, meta) => submitLead("event_registration", values, meta, { pagePath: path, startToken })}
      />
    </StartsOnFirstFocus>
  )
}
