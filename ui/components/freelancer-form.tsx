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
  type FieldChoice,
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

/** The freelancer form's own words, in the page's language. */
export interface FreelancerFormLabels {
  /** The form's accessible name. */
  form: string
  phone: string
  languagePairs: string
  services: string
  specialisations: string
  catTools: string
  rate: string
  currency: string
  yearsExperience: string
  vatNumber: string
  cv: string
  /** The CV's hint: the kinds and the size it may be. */
  cvDescription: string
  /** Shown for a file of the wrong kind or size. */
  cvInvalid: string
  attachCv: string
}

const ENGLISH_FREELANCER_FORM_LABELS: FreelancerFormLabels = {
  form: "Become a freelance partner",
  phone: "Phone number",
  languagePairs: "Language pairs",
  services: "Services",
  specialisations: "Specialisations",
  catTools: "CAT tools",
  rate: "Rate per word",
  currency: "Currency",
  yearsExperience: "Years of experience",
  vatNumber: "Business or VAT registration",
  cv: "CV",
  cvDescription: "PDF, Word or text, up to 20 MB.",
  cvInvalid: "Please attach a PDF, Word or text file of at most 20 MB.",
  attachCv: "Attach CV",
}

export interface FreelancerFormProps {
  /** The form's own words. @default English */
  labels?: FreelancerFormLabels
  /** The form's texts: heading, intro, button labels, the confirmation and the consent label (app/content). */
  copy: LeadFormCopy
  /** Every language, searchable by name and code, for the language pairs. */
  languages: readonly ComboboxOption[]
  /** The services a freelancer can offer. */
  services: readonly FieldChoice[]
  /** The subject fields a freelancer can specialise in. */
  specialisations: readonly FieldChoice[]
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
  labels = ENGLISH_FREELANCER_FORM_LABELS,
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
    <LeadFormShell lead={lead} copy={copy} label={labels.form}>
      <ContactIdentityFields control={control} />
      <InputField control={control} name="phone" label={labels.phone} type="tel" autoComplete="tel" optional />
      <LanguagePairsField control={control} name="languagePairs" label={labels.languagePairs} languages={languages} />
      <CheckboxGroupField control={control} name="services" label={labels.services} options={services} />
      <CheckboxGroupField control={control} name="specialisations" label={labels.specialisations} options={specialisations} optional />
      <CheckboxGroupField control={control} name="catTools" label={labels.catTools} options={catTools} optional />
      <FieldRow className="sm:grid-cols-3">
        <NumberField control={control} name="rate" label={labels.rate} step="0.01" min={0} />
        <SelectField
          control={control}
          name="currency"
          label={labels.currency}
          options={FREELANCER_CURRENCIES}
          placeholder={labels.currency}
        />
        <NumberField control={control} name="yearsExperience" label={labels.yearsExperience} step="1" min={0} />
      </FieldRow>
      <FieldRow>
        <InputField control={control} name="vatNumber" label={labels.vatNumber} optional />
        <FileField
          control={control}
          name="cv"
          label={labels.cv}
          description={labels.cvDescription}
          upload={upload}
          accept={files.accept}
          maxFiles={1}
          maxFileBytes={files.maxFileBytes}
          invalidMessage={labels.cvInvalid}
          addLabel={labels.attachCv}
        />
      </FieldRow>
    </LeadFormShell>
  )
}
