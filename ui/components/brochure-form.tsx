import { brochureSchema, type BrochureValues } from "../lib/lead-schemas"
import { FieldRow, LeadFormShell, SelectField, TextField, useLeadForm, type LeadFormCopy, type SubmitLead } from "./lead-form"

export interface BrochureFormProps {
  copy: LeadFormCopy
  brochures: readonly string[]
  onSubmit: SubmitLead<BrochureValues>
  /** @default "brochure" */
  formId?: string
}

/** A short lead form before the brochure. */
export function BrochureForm({ copy, brochures, onSubmit, formId = "brochure" }: BrochureFormProps) {
  const lead = useLeadForm<BrochureValues>({
    formId,
    schema: brochureSchema,
    defaultValues: { name: "", email: "", company: "", brochure: brochures.length === 1 ? brochures[0] : "", consent: false },
    onSubmit,
    errorTitle: "Your request could not be sent",
  })
  const { control } = lead.form
  return (
    <LeadFormShell lead={lead} copy={copy} label="Request the brochure">
      <FieldRow>
        <TextField control={control} name="name" label="Full name" autoComplete="name" />
        <TextField control={control} name="email" label="Work email" type="email" autoComplete="email" />
      </FieldRow>
      <FieldRow>
        <TextField control={control} name="company" label="Company or organisation" autoComplete="organization" />
        <SelectField control={control} name="brochure" label="Brochure" options={brochures} placeholder="Choose a brochure" />
      </FieldRow>
    </LeadFormShell>
  )
}
