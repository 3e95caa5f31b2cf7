import { ContactIdentityFields, InputField } from "./form-fields"
import { LeadFormShell, TextareaField, useLeadForm, type LeadFormCopy, type SubmitLead, type LeadFormSchema } from "./lead-form"

/** A general enquiry's fields. */
export interface ContactValues {
  name: string
  email: string
  company?: string
  subject?: string
  message: string
  consent: boolean
}

/** The contact form's own words, in the page's language. */
export interface ContactFormLabels {
  /** The form's accessible name. */
  form: string
  subject: string
  message: string
}

const ENGLISH_CONTACT_FORM_LABELS: ContactFormLabels = { form: "Send us a message", subject: "Subject", message: "Message" }

export interface ContactFormProps {
  /** The form's own words. @default English */
  labels?: ContactFormLabels
  /** The form's texts: heading, intro, button labels, the confirmation and the consent label (app/content). */
  copy: LeadFormCopy
  /** The rules of the fields (the submit-lead function checks the same): the form validates with them as the visitor types. */
  schema: LeadFormSchema<ContactValues>
  /** Sends the lead (the submit-lead function); resolves with its reference, or with the refusal to show. */
  onSubmit: SubmitLead<ContactValues>
  /** Names the form: its element id, and the key its draft is kept under in the browser. @default "contact" */
  formId?: string
}

/** A short general enquiry. */
export function ContactForm({ copy, schema, onSubmit, formId = "contact", labels = ENGLISH_CONTACT_FORM_LABELS }: ContactFormProps) {
  const lead = useLeadForm<ContactValues>({
    formId,
    schema,
    defaultValues: { name: "", email: "", company: "", subject: "", message: "", consent: false },
    onSubmit,
    errorTitle: copy.errorTitle,
    labels: copy.labels,
  })
  const { control } = lead.form
  return (
    <LeadFormShell lead={lead} copy={copy} label={labels.form}>
      <ContactIdentityFields
        control={control}
        company="optional"
        besideCompany={<InputField control={control} name="subject" label={labels.subject} optional />}
      />
      <TextareaField control={control} name="message" label={labels.message} />
    </LeadFormShell>
  )
}
