import { ContactIdentityFields, InputField } from "./form-fields"
import { LeadFormShell, TextareaField, useLeadForm, type LeadFormCopy, type SubmitLead, type LeadFormSchema } from "./lead-form"

/** An accessibility report's fields. */
export interface AccessibilityReportValues {
  name: string
  email: string
  pageAddress?: string
  problem: string
  assistiveTechnology?: string
  consent: boolean
}

/** The accessibility report form's own words, in the page's language. */
export interface AccessibilityReportFormLabels {
  /** The form's accessible name. */
  form: string
  pageAddress: string
  pageAddressDescription: string
  problem: string
  problemDescription: string
  assistiveTechnology: string
  assistiveTechnologyDescription: string
}

const ENGLISH_ACCESSIBILITY_REPORT_FORM_LABELS: AccessibilityReportFormLabels = {
  form: "Report an accessibility problem",
  pageAddress: "Page address",
  pageAddressDescription: "The address or the name of the page where you met the problem.",
  problem: "What went wrong?",
  problemDescription: "What you tried to do, and what happened instead.",
  assistiveTechnology: "Browser and assistive technology",
  assistiveTechnologyDescription: "For example: Firefox with NVDA, Safari with VoiceOver, or a screen magnifier.",
}

export interface AccessibilityReportFormProps {
  /** The form's own words. @default English */
  labels?: AccessibilityReportFormLabels
  /** The form's title, introduction, consent and submit texts. */
  copy: LeadFormCopy
  /** The rules of the fields (the submit-lead function checks the same): the form validates with them as the visitor types. */
  schema: LeadFormSchema<AccessibilityReportValues>
  /** Sends the report (the submit-lead function); resolves with its reference, or with the refusal to show. */
  onSubmit: SubmitLead<AccessibilityReportValues>
  /** The page the visitor came from, filled in for them so they need not type it again. */
  pageAddress?: string
  /** The form element's id, for a submit button outside it. @default "accessibility-report" */
  formId?: string
}

/** A problem with the website's accessibility, reported from the accessibility statement. */
export function AccessibilityReportForm({
  copy,
  schema,
  onSubmit,
  pageAddress = "",
  formId = "accessibility-report",
  labels = ENGLISH_ACCESSIBILITY_REPORT_FORM_LABELS,
}: AccessibilityReportFormProps) {
  const lead = useLeadForm<AccessibilityReportValues>({
    formId,
    schema,
    defaultValues: { name: "", email: "", pageAddress, problem: "", assistiveTechnology: "", consent: false },
    onSubmit,
    errorTitle: copy.errorTitle,
    labels: copy.labels,
  })
  const { control } = lead.form
  return (
    <LeadFormShell lead={lead} copy={copy} label={labels.form}>
      <ContactIdentityFields control={control} />
      <InputField control={control} name="pageAddress" label={labels.pageAddress} description={labels.pageAddressDescription} optional />
      <TextareaField control={control} name="problem" label={labels.problem} description={labels.problemDescription} />
      <InputField
        control={control}
        name="assistiveTechnology"
        label={labels.assistiveTechnology}
        description={labels.assistiveTechnologyDescription}
        optional
      />
    </LeadFormShell>
  )
}
