import type { ComboboxOption } from "./combobox"
import { FileField } from "./file-field"
import type { UploadedFileRef, UploadFile } from "./file-upload-field"
import { LanguagePairsField } from "./language-pairs-field"
import { ContactIdentityFields, InputField } from "./form-fields"
import {
  CheckboxGroupField,
  FieldRow,
  LeadFormShell,
  NumberField,
  SelectField,
  useLeadForm,
  type LeadFormCopy,
  type SubmitLead,
  type LeadFormSchema,
  type LeadFileRules,
} from "./lead-form"

const FREELANCER_CURRENCIES = ["EUR", "SEK", "USD", "GBP", "NOK", "DKK"] as const

/** A freelancer application's fields. */
export interface FreelancerValues {
  name: string
  email: string
  phone?: string
  languagePairs: string[]
  services: string[]
  specialisations: string[]
  catTools: string[]
  rate: number
  currency: (typeof FREELANCER_CURRENCIES)[number]
  yearsExperience: number
  vatNumber?: string
  cv: UploadedFileRef[]
  consent: boolean
}

export interface FreelancerFormProps {
  /** The form's texts: heading, intro, button labels, the confirmation and the consent label (app/content). */
  copy: LeadFormCopy
  /** Every language, searchable by name and code, for the language pairs. */
  languages: readonly ComboboxOption[]
  /** The services a freelancer can offer. */
  services: readonly string[]
  /** The subject fields a freelancer can specialise in. */
  specialisations: readonly string[]
  /** The CAT tools a freelancer can say they use. */
  catTools: readonly string[]
  /** Stores one file and resolves with its reference; rejects with a message to show. */
  upload: UploadFile
  /** The rules of the fields (the submit-lead function checks the same): the form validates with them as the visitor types. */
  schema: LeadFormSchema<FreelancerValues>
  /** What the CV may be: extensions and largest size (the uploads bucket and submit-lead hold the same). */
  files: LeadFileRules
  /** Sends the lead (the submit-lead function); resolves with its reference, or with the refusal to show. */
  onSubmit: SubmitLead<FreelancerValues>
  /** Names the form: its element id, and the key its draft is kept under in the browser. @default "freelancer" */
  formId?: string
}

/** Applying to join the freelancer network. */
export function FreelancerForm({
  copy,
  languages,
  services,
  specialisations,
  catTools,
  upload,
  schema,
  files,
  onSubmit,
  formId = "freelancer",
}: FreelancerFormProps) {
  const lead = useLeadForm<FreelancerValues>({
    formId,
    schema,
    defaultValues: {
      name: "",
      email: "",
      phone: "",
      languagePairs: [],
      services: [],
      specialisations: [],
      catTools: [],
      rate: undefined as unknown as number,
      currency: "EUR",
      yearsExperience: undefined as unknown as number,
      vatNumber: "",
      cv: [],
      consent: false,
    },
    onSubmit,
    errorTitle: copy.errorTitle,
    labels: copy.labels,
  })
  const { control } = lead.form
  return (
    <LeadFormShell lead={lead} copy={copy} label="Become a freelance partner">
      <ContactIdentityFields control={control} />
      <InputField control={control} name="phone" label="Phone number" type="tel" autoComplete="tel" optional />
      <LanguagePairsField control={control} name="languagePairs" label="Language pairs" languages={languages} />
      <CheckboxGroupField control={control} name="services" label="Services" options={services} />
      <CheckboxGroupField control={control} name="specialisations" label="Specialisations" options={specialisations} optional />
      <CheckboxGroupField control={control} name="catTools" label="CAT tools" options={catTools} optional />
      <FieldRow className="sm:grid-cols-3">
        <NumberField control={control} name="rate" label="Rate per word" step="0.01" min={0} />
        <SelectField control={control} name="currency" label="Currency" options={FREELANCER_CURRENCIES} placeholder="Currency" />
        <NumberField control={control} name="yearsExperience" label="Years of experience" step="1" min={0} />
      </FieldRow>
      <FieldRow>
        <InputField control={control} name="vatNumber" label="Business or VAT registration" optional />
        <FileField
          control={control}
          name="cv"
          label="CV"
          description="PDF, Word or text, up to 20 MB."
          upload={upload}
          accept={files.accept}
          maxFiles={1}
          maxFileBytes={files.maxFileBytes}
          invalidMessage="Please attach a PDF, Word or text file of at most 20 MB."
          addLabel="Attach CV"
        />
      </FieldRow>
    </LeadFormShell>
  )
}
