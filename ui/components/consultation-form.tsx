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
import { TimeSlotsField, type OfficeSchedule, type TimeSlotsFieldLabels } from "./time-slots-field"

/** A consultation booking's fields: the preferred times are ISO instants. */
export interface ConsultationValues {
  name: string
  email: string
  company: string
  topic: string
  slots: string[]
  timeZone: string
  message?: string
  consent: boolean
}

/** The consultation form's own words, in the page's language. */
export interface ConsultationFormLabels {
  /** The form's accessible name. */
  form: string
  topic: string
  topicPlaceholder: string
  slots: string
  message: string
  /** The preferred times' own words (day, time, "your time · in Stockholm"). @default English */
  times?: TimeSlotsFieldLabels
}

const ENGLISH_CONSULTATION_FORM_LABELS: ConsultationFormLabels = {
  form: "Book a consultation",
  topic: "Topic",
  topicPlaceholder: "Choose a topic",
  slots: "Preferred times",
  message: "What would you like to discuss?",
}

export interface ConsultationFormProps {
  /** The form's own words. @default English */
  labels?: ConsultationFormLabels
  /** The form's texts: heading, intro, button labels, the confirmation and the consent label (app/content). */
  copy: LeadFormCopy
  /** What a consultation can be about, for the topic select. */
  topics: readonly FieldChoice[]
  /** The visitor's time zone. @default the browser's */
  timeZone?: string
  /** The office's hours: the days and meeting starts the preferred times offer (submit-lead checks the same). */
  schedule: OfficeSchedule
  /** The rules of the fields (the submit-lead function checks the same): the form validates with them as the visitor types. */
  schema: LeadFormSchema<ConsultationValues>
  /** Sends the lead (the submit-lead function); resolves with its reference, or with the refusal to show. */
  onSubmit: SubmitLead<ConsultationValues>
  /** Names the form: its element id, and the key its draft is kept under in the browser. @default "consultation" */
  formId?: string
}

/** Booking a consultation: contact, topic, up to three preferred times, message. */
export function ConsultationForm({
  copy,
  topics,
  timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone,
  schedule,
  schema,
  onSubmit,
  formId = "consultation",
  labels = ENGLISH_CONSULTATION_FORM_LABELS,
}: ConsultationFormProps) {
  const lead = useLeadForm<ConsultationValues>({
    formId,
    schema,
    defaultValues: { name: "", email: "", company: "", topic: "", slots: [], timeZone, message: "", consent: false },
    onSubmit,
    errorTitle: copy.errorTitle,
    labels: copy.labels,
  })
  const { control } = lead.form
  return (
    <LeadFormShell lead={lead} copy={copy} label={labels.form}>
      <ContactIdentityFields
        control={control}
        workEmail
        company="required"
        besideCompany={
          <SelectField control={control} name="topic" label={labels.topic} options={topics} placeholder={labels.topicPlaceholder} />
        }
      />
      <TimeSlotsField control={control} name="slots" label={labels.slots} labels={labels.times} timeZone={timeZone} schedule={schedule} />
      <TextareaField control={control} name="message" label={labels.message} optional />
    </LeadFormShell>
  )
}
