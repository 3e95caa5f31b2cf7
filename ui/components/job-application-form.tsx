import { FileField } from "./file-field"
import type { UploadedFileRef, UploadFile } from "./file-upload-field"
import { ContactIdentityFields, InputField } from "./form-fields"
import {
  FieldRow,
  LeadFormShell,
  SelectField,
  TextareaField,
  useLeadForm,
  type LeadFormCopy,
  type SubmitLead,
  type LeadFormSchema,
  type LeadFileRules,
} from "./lead-form"

/** A job application's fields. */
export interface JobApplicationValues {
  name: string
  email: string
  phone?: string
  position: string
  linkedin?: string
  cv: UploadedFileRef[]
  coverLetterFile: UploadedFileRef[]
  coverLetter?: string
  consent: boolean
}

export interface JobApplicationFormProps {
  /** The form's texts: heading, intro, button labels, the confirmation and the consent label (app/content). */
  copy: LeadFormCopy
  /** The open positions' titles. */
  positions: readonly string[]
  /** The position chosen before the form opened (the Apply button's). */
  position?: string
  /** Said under the positions, e.g. that the list could not be loaded (what the visitor typed stays). */
  positionsNote?: string
  /** Stores one file and resolves with its reference; rejects with a message to show. */
  upload: UploadFile
  /** The rules of the fields (the submit-lead function checks the same): the form validates with them as the visitor types. */
  schema: LeadFormSchema<JobApplicationValues>
  /** What the CV and the cover letter may be: extensions and largest size (the uploads bucket and submit-lead hold the same). */
  files: LeadFileRules
  /** Sends the lead (the submit-lead function); resolves with its reference, or with the refusal to show. */
  onSubmit: SubmitLead<JobApplicationValues>
  /** Names the form: its element id, and the key its draft is kept under in the browser. @default "job-application" */
  formId?: string
}

const CV_INVALID = "Please attach a PDF, Word or text file of at most 20 MB."

/** Applying for an open position: contact, position, LinkedIn, CV, cover letter. */
export function JobApplicationForm({
  copy,
  positions,
  position = "",
  positionsNote,
  upload,
  schema,
  files,
  onSubmit,
  formId = "job-application",
}: JobApplicationFormProps) {
  const lead = useLeadForm<JobApplicationValues>({
    formId,
    schema,
    defaultValues: { name: "", email: "", phone: "", position, linkedin: "", cv: [], coverLetterFile: [], coverLetter: "", consent: false },
    onSubmit,
    errorTitle: copy.errorTitle,
    labels: copy.labels,
  })
  const { control } = lead.form
  return (
    <LeadFormShell lead={lead} copy={copy} label="Apply for a position">
      <SelectField
        control={control}
        name="position"
        label="Position"
        options={positions}
        placeholder="Choose a position"
        description={positionsNote}
      />
      <ContactIdentityFields control={control} />
      <FieldRow>
        <InputField control={control} name="phone" label="Phone number" type="tel" autoComplete="tel" optional />
        <InputField
          control={control}
          name="linkedin"
          label="LinkedIn profile"
          type="url"
          placeholder="https://www.linkedin.com/in/…"
          optional
        />
      </FieldRow>
      <FieldRow>
        <FileField
          control={control}
          name="cv"
          label="CV"
          description="PDF, Word or text, up to 20 MB."
          upload={upload}
          accept={files.accept}
          maxFiles={1}
          maxFileBytes={files.maxFileBytes}
          invalidMessage={CV_INVALID}
          addLabel="Attach CV"
        />
        <FileField
          control={control}
          name="coverLetterFile"
          label="Cover letter file (optional)"
          upload={upload}
          accept={files.accept}
          maxFiles={1}
          maxFileBytes={files.maxFileBytes}
          invalidMessage={CV_INVALID}
          addLabel="Attach letter"
        />
      </FieldRow>
      <TextareaField control={control} name="coverLetter" label="Or write a few lines here" optional />
    </LeadFormShell>
  )
}
