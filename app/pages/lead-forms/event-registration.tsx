import { EventRegistrationForm } from "@nordika/ui"
import { EVENT_CHOICES, EVENT_REGISTRATION_FORM_COPY } from "../../content/lead-forms/event-registration"
import { submitLead } from "../../data/leads"

export default function EventRegistrationLeadForm({ path }: { path: string }) {
  return (
    <EventRegistrationForm
      copy={EVENT_REGISTRATION_FORM_COPY}
      events={EVENT_CHOICES}
      onSubmit={(values, meta) => submitLead("event_registration", values, meta, path)}
    />
  )
}
