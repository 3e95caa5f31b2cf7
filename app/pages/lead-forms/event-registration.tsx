import * as React from "react"
import { EventRegistrationForm } from "@nordika/ui/sections"
import { EVENT_REGISTRATION_FORM_COPY } from "../../content/lead-forms/event-registration"
import { leadSchema, submitLead } from "../../data/leads"
import { useLeadStartToken } from "../../data/lead-start-token"
import { StartsOnFirstFocus } from "./starts-on-first-focus"
import { loadEventChoices, useLiveChoices } from "./live-choices"
import { useI18n } from "../../i18n/i18n"
import { useAllMessages } from "../../i18n/all-messages"
import { eventRegistrationFormLabels, leadFormCopy } from "./form-labels"

/**
 * The registration form, its events those published, in date order. The form waits for them in its
 * reserved space; if they cannot be read it says so, and what the visitor typed is kept as a draft.
 */
export default function EventRegistrationLeadForm({ path }: { path: string }) {
  const i18n = useAllMessages()
  const { locale } = useI18n()
  const startToken = useLeadStartToken("event_registration")
  const live = useLiveChoices(React.useCallback(() => loadEventChoices(locale), [locale]))
  if (live.status === "loading") return null
  return (
    <StartsOnFirstFocus token={startToken}>
      <EventRegistrationForm
        copy={leadFormCopy(i18n, "eventRegistration", EVENT_REGISTRATION_FORM_COPY)}
        labels={eventRegistrationFormLabels(i18n)}
        events={live.status === "read" ? live.choices : []}
        eventsNote={live.status === "failed" ? i18n._("event-form.unavailable") : undefined}
        schema={leadSchema("event_registration")}
        onSubmit={(values, meta) => submitLead("event_registration", values, meta, { pagePath: path, startToken })}
      />
    </StartsOnFirstFocus>
  )
}
