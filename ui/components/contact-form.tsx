import { contactSchema, type ContactValues } from "../lib/lead-schemas"
import { FieldRow, LeadFormShell, TextField, TextareaField, useLeadForm, type LeadFormCopy, type SubmitLead } from "./lead-form"

export interface ContactFormProps {
  /** The form's texts: heading, intro, button labels, the confirmation and the consent label (app/content). */
  copy: LeadFormCopy
  /** Sends the lead (the submit-lead function); resolves with its reference, or with the refusal to show. */
  onSubmit: SubmitLead<ContactValues>
  /** Names the form: its element id, and the key its draft is kept under in the browser. @default "contact" */
  formId?: string
}

/** A short general enquiry. */
export function ContactForm({ copy, onSubmit, formId = "contact" }: ContactFormProps) {
  const lead = useLeadForm<ContactValues>({
    formId,
    schema: contactSchema,
    defaultValues: { name: "", email: "", company: "", subject: "", message: "", consent: false },
    onSubmit,
    errorTitle: "Your message could not be sent",
  })
  const { control } = lead.form
  return (
    <LeadFormShell lead={lead} copy={copy} label="Send us a message">
      <FieldRow>
        <TextField control={control} name="name" label="Full name" autoComplete="name" />
        <TextField control={control} name="email" label="Email" type="email" autoComplete="email" />
      </FieldRow>
      <FieldRow>
        <TextField control={control} name="company" label="Company or organisation" autoComplete="organization" optional />
        <TextField control={control} name="subject" label="Subject" optional />
      </FieldRow>
      <TextareaField control={control} name="message" label="Message" />
    </LeadFormShell>
  )
}
