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
  type FieldChoice,
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

/** The job application form's own words, in the page's language. */
export interface JobApplicationFormLabels {
  /** The form's accessible name. */
  form: string
  position: string
  positionPlaceholder: string
  phone: string
  linkedin: string
  cv: string
  /** The CV's and the letter's hint: the kinds and the size they may be. */
  fileDescription: string
  /** Shown for a file of the wrong kind or size. */
  fileInvalid: string
  attachCv: string
  coverLetterFile: string
  attachLetter: string
  coverLetter: string
}

const ENGLISH_JOB_APPLICATION_FORM_LABELS: JobApplicationFormLabels = {
  form: "Apply for a position",
  position: "Position",
  positionPlaceholder: "Choose a position",
  phone: "Phone number",
  linkedin: "LinkedIn profile",
  cv: "CV",
  fileDescription: "PDF, Word or text, up to 20 MB.",
  fileInvalid: "Please attach a PDF, Word or text file of at most 20 MB.",
  attachCv: "Attach CV",
  coverLetterFile: "Cover letter file (optional)",
  attachLetter: "Attach letter",
  coverLetter: "Or write a few lines here",
}

export interface JobApplicationFormProps {
  /** The form's own words. @default English */
  labels?: JobApplicationFormLabels
  /** The form's texts: heading, intro, button labels, the confirmation and the consent label (app/content). */
  copy: LeadFormCopy
  /** The open positions' titles. */
  positions: readonly FieldChoice[]
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
  labels = ENGLISH_JOB_APPLICATION_FORM_LABELS,
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
    <LeadFormShell lead={lead} copy={copy} label={labels.form}>
      <SelectField
        control={control}
        name="position"
        label={labels.position}
        options={positions}
        placeholder={labels.positionPlaceholder}
        description={positionsNote}
      />
      <ContactIdentityFields control={control} />
      <FieldRow>
        <InputField control={control} name="phone" label={labels.phone} type="tel" autoComplete="tel" optional />
        <InputField
          control={control}
          name="linkedin"
          label={labels.linkedin}
          type="url"
          placeholder="https://www.linkedin.com/in/…"
          optional
        />
      </FieldRow>
      <FieldRow>
        <FileField
          control={control}
          name="cv"
          label={labels.cv}
          description={labels.fileDescription}
          upload={upload}
          accept={files.accept}
          maxFiles={1}
          maxFileBytes={files.maxFileBytes}
          invalidMessage={labels.fileInvalid}
          addLabel={labels.attachCv}
        />
        <FileField
          control={control}
          name="coverLetterFile"
          label={labels.coverLetterFile}
          upload={upload}
          accept={files.accept}
          maxFiles={1}
          maxFileBytes={files.maxFileBytes}
          invalidMessage={labels.fileInvalid}
          addLabel={labels.attachLetter}
        />
      </FieldRow>
      <TextareaField control={control} name="coverLetter" label={labels.coverLetter} optional />
    </LeadFormShell>
  )
}
