import { Download } from "lucide-react"
import { formatBytes } from "../lib/format-bytes"
import { Button } from "./button"
import { ContactIdentityFields } from "./form-fields"
import {
  LeadFormShell,
  SelectField,
  useLeadForm,
  type FieldChoice,
  type LeadFormCopy,
  type SubmitLead,
  type LeadFormSchema,
} from "./lead-form"

/** A brochure request's fields. */
export interface BrochureValues {
  name: string
  email: string
  company: string
  brochure: string
  consent: boolean
}

/** The brochure form's own words, in the page's language. */
export interface BrochureFormLabels {
  /** The form's accessible name. */
  form: string
  brochure: string
  brochurePlaceholder: string
  /** The confirmation's download link. */
  download: string
}

const ENGLISH_BROCHURE_FORM_LABELS: BrochureFormLabels = {
  form: "Request the brochure",
  brochure: "Brochure",
  brochurePlaceholder: "Choose a brochure",
  download: "Download the brochure",
}

export interface BrochureFormProps {
  /** The form's own words. @default English */
  labels?: BrochureFormLabels
  /** The form's texts: heading, intro, button labels, the confirmation and the consent label (app/content). */
  copy: LeadFormCopy
  /** The brochures a visitor can ask for, by title. */
  brochures: readonly FieldChoice[]
  /** The rules of the fields (the submit-lead function checks the same): the form validates with them as the visitor types. */
  schema: LeadFormSchema<BrochureValues>
  /** Sends the lead (the submit-lead function); resolves with its reference, or with the refusal to show. */
  onSubmit: SubmitLead<BrochureValues>
  /** The PDF the confirmation offers once the request is sent; without it the confirmation only thanks. */
  download?: BrochureDownload
  /** Names the form: its element id, and the key its draft is kept under in the browser. @default "brochure" */
  formId?: string
}

export interface BrochureDownload {
  /** Where the PDF is. */
  href: string
  /** The PDF's size, shown beside the link ("PDF, 1.2 MB"). */
  sizeBytes: number
  /** Text of the link. @default "Download the brochure" */
  label?: string
}

/** The brochure's download link with its format and size, as the confirmation offers it. */
export function BrochureDownloadLink({ href, sizeBytes, label = "Download the brochure" }: BrochureDownload) {
  return (
    <Button asChild size="lg" className="justify-self-start" data-slot="brochure-download">
      <a href={href} download type="application/pdf">
        <Download aria-hidden="true" />
        {label}
        <span className="font-normal opacity-90">(PDF, {formatBytes(sizeBytes)})</span>
      </a>
    </Button>
  )
}

/** A short lead form before the brochure. */
export function BrochureForm({
  copy,
  brochures,
  schema,
  onSubmit,
  download,
  formId = "brochure",
  labels = ENGLISH_BROCHURE_FORM_LABELS,
}: BrochureFormProps) {
  const only = brochures.length === 1 ? brochures[0] : undefined
  const lead = useLeadForm<BrochureValues>({
    formId,
    schema,
    defaultValues: {
      name: "",
      email: "",
      company: "",
      brochure: only === undefined ? "" : typeof only === "string" ? only : only.value,
      consent: false,
    },
    onSubmit,
    errorTitle: copy.errorTitle,
    labels: copy.labels,
  })
  const { control } = lead.form
  return (
    <LeadFormShell
      lead={lead}
      copy={copy}
      label={labels.form}
      confirmationContent={download ? <BrochureDownloadLink label={labels.download} {...download} /> : undefined}
    >
      <ContactIdentityFields
        control={control}
        workEmail
        company="required"
        besideCompany={
          <SelectField
            control={control}
            name="brochure"
            label={labels.brochure}
            options={brochures}
            placeholder={labels.brochurePlaceholder}
          />
        }
      />
    </LeadFormShell>
  )
}
