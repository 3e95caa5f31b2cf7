import { ContactIdentityFields } from "./form-fields"
import {
  LeadFormShell,
  SelectField,
  TextareaField,
  useLeadForm,
  type LeadFormCopy,
  type SubmitLead,
  type LeadFormSchema,
  type FieldChoice,
} from "./lead-form"

/** An event registration's fields. */
export interface EventRegistrationValues {
  name: string
  email: string
  company?: string
  event: string
  message?: string
  consent: boolean
}

/** The event registration form's own words, in the page's language. */
export interface EventRegistrationFormLabels {
  /** The form's accessible name. */
  form: string
  event: string
  eventPlaceholder: string
  company: string
  message: string
}

const ENGLISH_EVENT_REGISTRATION_FORM_LABELS: EventRegistrationFormLabels = {
  form: "Register for an event",
  event: "Event",
  eventPlaceholder: "Choose an event",
  company: "Company or agency",
  message: "Anything we should know?",
}

export interface EventRegistrationFormProps {
  /** The form's own words. @default English */
  labels?: EventRegistrationFormLabels
  /** The form's texts: heading, intro, button labels, the confirmation and the consent label (app/content). */
  copy: LeadFormCopy
  /** The events a visitor can register for, by name. */
  events: readonly FieldChoice[]
  /** Said under the events, e.g. that the list could not be loaded (what the visitor typed stays). */
  eventsNote?: string
  /** The rules of the fields (the submit-lead function checks the same): the form validates with them as the visitor types. */
  schema: LeadFormSchema<EventRegistrationValues>
  /** Sends the lead (the submit-lead function); resolves with its reference, or with the refusal to show. */
  onSubmit: SubmitLead<EventRegistrationValues>
  /** Names the form: its element id, and the key its draft is kept under in the browser. @default "event-registration" */
  formId?: string
}

/** Registering for a freelancer event. */
export function EventRegistrationForm({
  copy,
  events,
  eventsNote,
  schema,
  onSubmit,
  formId = "event-registration",
  labels = ENGLISH_EVENT_REGISTRATION_FORM_LABELS,
}: EventRegistrationFormProps) {
  const lead = useLeadForm<EventRegistrationValues>({
    formId,
    schema,
    defaultValues: { name: "", email: "", company: "", event: "", message: "", consent: false },
    onSubmit,
    errorTitle: copy.errorTitle,
    labels: copy.labels,
  })
  const { control } = lead.form
  return (
    <LeadFormShell lead={lead} copy={copy} label={labels.form}>
      <SelectField
        control={control}
        name="event"
        label={labels.event}
        options={events}
        placeholder={labels.eventPlaceholder}
        description={eventsNote}
      />
      <ContactIdentityFields control={control} company="optional" companyLabel={labels.company} />
      <TextareaField control={control} name="message" label={labels.message} rows={3} optional />
    </LeadFormShell>
  )
}
