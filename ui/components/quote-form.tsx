import * as React from "react"
import { useWatch, type Control } from "react-hook-form"
import type { ComboboxOption } from "./combobox"
import { ComboboxField } from "./combobox-field"
import { FileField } from "./file-field"
import type { CountWords, UploadedFileRef, UploadFile } from "./file-upload-field"
import { ContactIdentityFields, InputField } from "./form-fields"
import { formatBytes } from "../lib/format-bytes"
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

/** A quote request's fields. */
export interface QuoteValues {
  name: string
  email: string
  company: string
  phone?: string
  service: string
  sourceLanguage: string
  targetLanguages: string[]
  subjectField?: string
  files: UploadedFileRef[]
  deadline?: string
  budget?: string
  instructions: string
  consent: boolean
}

const QUOTE_FORM_DEFAULTS: QuoteValues = {
  name: "",
  email: "",
  company: "",
  phone: "",
  service: "",
  sourceLanguage: "",
  targetLanguages: [],
  subjectField: "",
  files: [],
  deadline: "",
  budget: "",
  instructions: "",
  consent: false,
}

/** What the estimate is computed from, as the visitor fills the form. */
export interface QuoteEstimateInput {
  service: string
  sourceLanguage: string
  targetLanguages: string[]
  words: number
}

/** The quote form's own words, in the page's language. */
export interface QuoteFormLabels {
  form: string
  phone: string
  service: string
  servicePlaceholder: string
  subjectField: string
  subjectFieldPlaceholder: string
  sourceLanguage: string
  sourceLanguagePlaceholder: string
  sourceLanguageSearch: string
  targetLanguages: string
  targetLanguagesPlaceholder: string
  targetLanguagesSearch: string
  files: string
  /** The files' hint, from how many, how large and which kinds. */
  filesDescription: (rules: { maxFiles: number; maxFileSize: string; kinds: string }) => string
  fileInvalid: string
  deadline: string
  budget: string
  budgetPlaceholder: string
  instructions: string
  instructionsPlaceholder: string
  instructionsDescription: string
}

const ENGLISH_QUOTE_FORM_LABELS: QuoteFormLabels = {
  form: "Request a free quote",
  phone: "Phone number",
  service: "Service",
  servicePlaceholder: "Choose a service",
  subjectField: "Subject field",
  subjectFieldPlaceholder: "Choose a field",
  sourceLanguage: "Source language",
  sourceLanguagePlaceholder: "Choose a language",
  sourceLanguageSearch: "Search source languages",
  targetLanguages: "Target languages",
  targetLanguagesPlaceholder: "Choose one or more",
  targetLanguagesSearch: "Search target languages",
  files: "Files (optional)",
  filesDescription: ({ maxFiles, maxFileSize, kinds }) =>
    `Up to ${maxFiles} files, ${maxFileSize} each: ${kinds}. We count the words of the files we can read.`,
  fileInvalid: "This file is too large or in a format we cannot accept here. We will send you a secure upload link instead.",
  deadline: "Preferred delivery date",
  budget: "Budget range",
  budgetPlaceholder: "Choose a range",
  instructions: "Project description and instructions",
  instructionsPlaceholder: "What is the content, who will read or hear it, and how will it be used?",
  instructionsDescription: "Mention the purpose, the audience, any reference material or terminology, and the format you need delivered.",
}

export interface QuoteFormProps {
  /** The form's own words in the page's language. @default English (ENGLISH_QUOTE_FORM_LABELS) */
  labels?: QuoteFormLabels
  /** The form's texts: heading, intro, button labels, the confirmation and the consent label (app/content). */
  copy: LeadFormCopy
  /** The services a quote can be for. */
  services: readonly FieldChoice[]
  /** The subject fields a text can be in (legal, medical…). */
  subjectFields: readonly FieldChoice[]
  /** The budget ranges to choose from. */
  budgets: readonly FieldChoice[]
  /** Every language, searchable by name and code. */
  languages: readonly ComboboxOption[]
  /** Stores one file and resolves with its reference; rejects with a message to show. */
  upload: UploadFile
  /** Counts a file's words in the browser, for the estimate; null when it cannot read it. */
  countWords?: CountWords
  /** An indicative price and turnaround for what is filled in so far (nothing while it cannot tell). */
  renderEstimate?: (input: QuoteEstimateInput) => React.ReactNode
  /** The rules of the fields (the submit-lead function checks the same): the form validates with them as the visitor types. */
  schema: LeadFormSchema<QuoteValues>
  /** What the files may be: extensions, largest size and how many (the uploads bucket and submit-lead hold the same). */
  files: Required<LeadFileRules>
  /** Sends the lead (the submit-lead function); resolves with its reference, or with the refusal to show. */
  onSubmit: SubmitLead<QuoteValues>
  /** Names the form: its element id, and the key its draft is kept under in the browser. @default "quote" */
  formId?: string
}

/** The free quote request: contact, service, languages, files with word counts, deadline, budget, instructions. */
export function QuoteForm({
  copy,
  services,
  subjectFields,
  budgets,
  languages,
  upload,
  countWords,
  renderEstimate,
  schema,
  files,
  onSubmit,
  formId = "quote",
  labels = ENGLISH_QUOTE_FORM_LABELS,
}: QuoteFormProps) {
  const lead = useLeadForm<QuoteValues>({
    formId,
    schema,
    defaultValues: QUOTE_FORM_DEFAULTS,
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
        besideCompany={<InputField control={control} name="phone" label={labels.phone} type="tel" autoComplete="tel" optional />}
      />
      <FieldRow>
        <SelectField control={control} name="service" label={labels.service} options={services} placeholder={labels.servicePlaceholder} />
        <SelectField
          control={control}
          name="subjectField"
          label={labels.subjectField}
          options={subjectFields}
          placeholder={labels.subjectFieldPlaceholder}
          optional
        />
      </FieldRow>
      <FieldRow>
        <ComboboxField
          control={control}
          name="sourceLanguage"
          label={labels.sourceLanguage}
          options={languages}
          placeholder={labels.sourceLanguagePlaceholder}
          searchLabel={labels.sourceLanguageSearch}
        />
        <ComboboxField
          control={control}
          name="targetLanguages"
          label={labels.targetLanguages}
          options={languages}
          multiple
          placeholder={labels.targetLanguagesPlaceholder}
          searchLabel={labels.targetLanguagesSearch}
        />
      </FieldRow>
      <FileField
        control={control}
        name="files"
        label={labels.files}
        description={labels.filesDescription({
          maxFiles: files.maxFiles,
          maxFileSize: formatBytes(files.maxFileBytes),
          kinds: files.accept.filter((e) => e !== "htm" && e !== "xlf").join(", "),
        })}
        upload={upload}
        countWords={countWords}
        accept={files.accept}
        maxFiles={files.maxFiles}
        maxFileBytes={files.maxFileBytes}
        invalidMessage={labels.fileInvalid}
      />
      {renderEstimate ? <QuoteEstimate control={control} renderEstimate={renderEstimate} /> : null}
      <FieldRow>
        <InputField control={control} name="deadline" label={labels.deadline} type="date" optional />
        <SelectField
          control={control}
          name="budget"
          label={labels.budget}
          options={budgets}
          placeholder={labels.budgetPlaceholder}
          optional
        />
      </FieldRow>
      <TextareaField
        control={control}
        name="instructions"
        label={labels.instructions}
        placeholder={labels.instructionsPlaceholder}
        description={labels.instructionsDescription}
      />
    </LeadFormShell>
  )
}

/**
 * The estimate under the files, from the choices it depends on. A component of its own, so that a new
 * choice renders the estimate again and not the whole form.
 */
function QuoteEstimate({
  control,
  renderEstimate,
}: {
  control: Control<QuoteValues>
  renderEstimate: NonNullable<QuoteFormProps["renderEstimate"]>
}) {
  const [service, sourceLanguage, targetLanguages, files] = useWatch({
    control,
    name: ["service", "sourceLanguage", "targetLanguages", "files"],
  })
  const words = (files ?? []).reduce((sum, file) => sum + (file.wordCount ?? 0), 0)
  const estimate = renderEstimate({ service, sourceLanguage, targetLanguages: targetLanguages ?? [], words })
  return estimate ? <div data-slot="quote-estimate">{estimate}</div> : null
}
