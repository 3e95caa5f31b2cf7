import * as React from "react"
import { useForm, type DefaultValues, type FieldPath, type FieldValues } from "react-hook-form"
import { schemaResolver, type SchemaOrLoader } from "../lib/schema-resolver"
import { CheckCircle2 } from "lucide-react"
import { cn } from "../lib/utils"
import { toast } from "../hooks/use-toast"
import { useStagedCount } from "../hooks/use-staged-count"
import { StagedMountContext } from "./lead-form-stages"
import { Button } from "./button"
import { Checkbox } from "./checkbox"
import {
  ENGLISH_FORM_TEXTS,
  Form,
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
  FormRootMessage,
  FormTextsContext,
  type FormTexts,
} from "./form"
import { FieldLayout, labelText, splitFieldProps, type FieldBaseProps, type InputFieldProps } from "./form-fields"
import { Input } from "./input"
import { selectTriggerVariants } from "./select-variants"
import { ChevronDownIcon } from "./frame-icons"

/** What every submission carries besides the fields: its id for retries, and the honeypot. */
export interface LeadSubmitMeta {
  /** Stays the same across retries of one form, so a retried request is one lead. */
  submissionId: string
  /** The honeypot's content: empty unless a bot filled it. */
  website: string
}

export interface LeadSubmitResult {
  reference: string
}

/** A refusal the form can show: a message, and per-field messages when the server named fields. */
export class LeadSubmitError extends Error {
  constructor(
    message: string,
    readonly fieldErrors: { path: string; message: string }[] = [],
  ) {
    super(message)
  }
}

/**
 * The rules a lead form validates with as the visitor types: the zod schema the submit-lead function
 * checks again, or a function that loads it (the form asks for it when the visitor first moves into
 * it, so a page that only shows the form does not load zod).
 */
export type LeadFormSchema<Values> = SchemaOrLoader<Values>

/** What a lead form's file field accepts; the uploads bucket and the submit-lead function hold the same limits. */
export interface LeadFileRules {
  /** Extensions, without the dot. */
  accept: readonly string[]
  /** Largest file, in bytes. */
  maxFileBytes: number
  /** Most files in one lead, where a field takes several. */
  maxFiles?: number
}

export type SubmitLead<Values> = (values: Values, meta: LeadSubmitMeta) => Promise<LeadSubmitResult>

export interface LeadFormCopy {
  /** Shown above the fields, with `intro` under it. */
  heading?: string
  intro?: string
  submitLabel: string
  submittingLabel: string
  /** The confirmation after a successful submit. */
  success: { heading: string; text: string }
  /** The destructive toast's title when sending failed. */
  errorTitle: string
  nextSteps: readonly { title: string; description: string }[]
  /** The consent checkbox's label (the privacy policy link follows it). */
  consentLabel: string
  privacyLink: { label: string; href: string }
  /** The words every lead form shares, in the page's language. @default English (ENGLISH_LEAD_FORM_LABELS) */
  labels?: LeadFormLabels
}

/** What every lead form says the same way, around its own copy, and how it shows a validation message. */
export interface LeadFormLabels extends FormTexts {
  /** Before the lead's reference in the confirmation: "Your reference:". */
  reference: string
  /** The heading of the confirmation's steps: "What happens next". */
  nextSteps: string
  /** The toast's text when the failure said nothing more. */
  somethingWentWrong: string
}

const ENGLISH_LEAD_FORM_LABELS: LeadFormLabels = {
  ...ENGLISH_FORM_TEXTS,
  reference: "Your reference:",
  nextSteps: "What happens next",
  somethingWentWrong: "Something went wrong. Please try again.",
}

/** The honeypot field's name: what a form-filling script expects to find. */
export const HONEYPOT_NAME = "website"

/** The sessionStorage key of a form's draft. */
export const leadDraftKey = (formId: string) => `nordika:lead-draft:${formId}`

function readDraft<Values>(key: string): Partial<Values> | undefined {
  try {
    const stored = globalThis.sessionStorage?.getItem(key)
    return stored ? (JSON.parse(stored) as Partial<Values>) : undefined
  } catch {
    return undefined
  }
}

function writeDraft(key: string, values: unknown) {
  try {
    globalThis.sessionStorage?.setItem(key, JSON.stringify(values))
  } catch {
    // A full or disabled storage only costs the draft.
  }
}

export interface UseLeadFormOptions<Values extends FieldValues> {
  formId: string
  schema: LeadFormSchema<Values>
  defaultValues: Values
  onSubmit: SubmitLead<Values>
  errorTitle: string
  /** The form's shared words and message translation (its copy's labels). @default English */
  labels?: LeadFormLabels
}

/**
 * react-hook-form with the form's zod schema, a draft in sessionStorage (kept through a failed
 * submit and a reload, cleared on success), the submission id, start time and honeypot.
 */
export function useLeadForm<Values extends FieldValues>({
  formId,
  schema,
  defaultValues,
  onSubmit,
  errorTitle,
  labels = ENGLISH_LEAD_FORM_LABELS,
}: UseLeadFormOptions<Values>) {
  const draftKey = leadDraftKey(formId)
  const [submissionId, setSubmissionId] = React.useState(() => crypto.randomUUID())
  const [result, setResult] = React.useState<LeadSubmitResult | null>(null)
  const rules = React.useMemo(() => schemaResolver(schema, labels.somethingWentWrong), [schema, labels.somethingWentWrong])
  const form = useForm<Values>({
    resolver: rules.resolver,
    defaultValues: { ...defaultValues, ...readDraft<Values>(draftKey) } as DefaultValues<Values>,
  })

  // A subscription rather than a watched value: keeping the draft must not render the whole form again
  // on every keystroke.
  const { subscribe } = form
  React.useEffect(
    () => subscribe({ formState: { values: true }, callback: ({ values }) => writeDraft(draftKey, values) }),
    [subscribe, draftKey],
  )

  const submit = form.handleSubmit(async (values, event) => {
    const element = event?.target instanceof HTMLFormElement ? event.target : undefined
    const website = element ? String(new FormData(element).get(HONEYPOT_NAME) ?? "") : ""
    try {
      const sent = await onSubmit(values, { submissionId, website })
      globalThis.sessionStorage?.removeItem(draftKey)
      setSubmissionId(crypto.randomUUID())
      setResult(sent)
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : labels.somethingWentWrong
      if (error instanceof LeadSubmitError) {
        for (const issue of error.fieldErrors) form.setError(issue.path as FieldPath<Values>, { message: issue.message })
      }
      form.setError("root.server", { message })
      toast({ variant: "destructive", title: errorTitle, description: labels.message(message) })
    }
  })

  return { form, submit, result, loadRules: rules.load }
}

export interface LeadFormShellProps<Values extends FieldValues> extends Omit<React.ComponentProps<"form">, "onSubmit"> {
  /** What useLeadForm returns: the form, its submit handler and the result. */
  lead: ReturnType<typeof useLeadForm<Values>>
  /** The form's texts: heading, intro, button labels, the confirmation and the consent label (app/content). */
  copy: LeadFormCopy
  /** The form's accessible name. */
  label: string
  /** Shown in the confirmation under the reference (a download, say). */
  confirmationContent?: React.ReactNode
}

/** The frame of every lead form: the fields, consent, honeypot, submit button, and the confirmation after success. */
export function LeadFormShell<Values extends FieldValues>({
  lead,
  copy,
  label,
  confirmationContent,
  className,
  children,
  ...props
}: LeadFormShellProps<Values>) {
  const { form, submit, result } = lead
  const rows = React.Children.toArray(children)
  const shown = useStagedCount(rows.length, React.useContext(StagedMountContext))
  const labels = copy.labels ?? ENGLISH_LEAD_FORM_LABELS
  if (result)
    return (
      <LeadConfirmation
        reference={result.reference}
        {...copy.success}
        nextSteps={copy.nextSteps}
        referenceLabel={labels.reference}
        nextStepsTitle={labels.nextSteps}
      >
        {confirmationContent}
      </LeadConfirmation>
    )
  return (
    <FormTextsContext value={labels}>
      <Form {...form}>
        <form
          data-slot="lead-form"
          aria-label={label}
          noValidate
          onSubmit={submit}
          onFocusCapture={lead.loadRules}
          onPointerDownCapture={lead.loadRules}
          className={cn("grid gap-6 rounded-lg border border-border bg-card p-5 text-card-foreground shadow-sm sm:p-8", className)}
          {...props}
        >
          {copy.heading ? (
            <div className="grid gap-1.5">
              <h2 className="text-2xl font-semibold tracking-tight">{copy.heading}</h2>
              {copy.intro ? <p className="text-muted-foreground">{copy.intro}</p> : null}
            </div>
          ) : null}
          <FormRootMessage />
          {rows.slice(0, shown)}
          {shown < rows.length ? null : <LeadFormEnd lead={lead} copy={copy} />}
        </form>
      </Form>
    </FormTextsContext>
  )
}

/** The consent, the honeypot and the submit button, after the fields. */
function LeadFormEnd<Values extends FieldValues>({ lead: { form }, copy }: Pick<LeadFormShellProps<Values>, "lead" | "copy">) {
  return (
    <>
      <FormField
        control={form.control}
        name={"consent" as FieldPath<Values>}
        render={({ field }) => (
          <FormItem className="flex flex-row flex-wrap items-start gap-3">
            <FormControl>
              <Checkbox checked={field.value === true} onCheckedChange={(checked) => field.onChange(checked === true)} className="mt-0.5" />
            </FormControl>
            <div className="grid flex-1 gap-1">
              <FormLabel className="leading-snug font-normal">{copy.consentLabel}</FormLabel>
              <a href={copy.privacyLink.href} className="text-sm font-medium text-primary underline underline-offset-4">
                {copy.privacyLink.label}
              </a>
              <FormMessage />
            </div>
          </FormItem>
        )}
      />
      {/* People never see or reach this field; scripts that fill every input do. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label>
          Website
          <input type="text" name={HONEYPOT_NAME} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <Button type="submit" size="lg" loading={form.formState.isSubmitting} className="justify-self-start">
        {form.formState.isSubmitting ? copy.submittingLabel : copy.submitLabel}
      </Button>
    </>
  )
}

export interface LeadConfirmationProps extends React.ComponentProps<"section"> {
  /** The confirmation's heading ("Thank you"). */
  heading: string
  /** A sentence under it: what was received. */
  text: string
  /** The lead's reference, to quote in a reply. */
  reference: string
  /** What happens next, as numbered steps with a title and a sentence each. */
  nextSteps: readonly { title: string; description: string }[]
  /** Before the reference. @default "Your reference:" */
  referenceLabel?: string
  /** The steps' heading. @default "What happens next" */
  nextStepsTitle?: string
}

/** After a successful submit: the reference to quote and what happens next. */
export function LeadConfirmation({
  heading,
  text,
  reference,
  nextSteps,
  referenceLabel = ENGLISH_LEAD_FORM_LABELS.reference,
  nextStepsTitle = ENGLISH_LEAD_FORM_LABELS.nextSteps,
  className,
  children,
  ...props
}: LeadConfirmationProps) {
  const headingRef = React.useRef<HTMLHeadingElement>(null)
  React.useEffect(() => headingRef.current?.focus(), [])
  return (
    <section
      data-slot="lead-confirmation"
      aria-labelledby="lead-confirmation-heading"
      className={cn("grid gap-5 rounded-lg border border-border bg-card p-5 text-card-foreground shadow-sm sm:p-8", className)}
      {...props}
    >
      <div className="flex items-start gap-3">
        <CheckCircle2 aria-hidden="true" className="mt-1 size-6 shrink-0 text-success" />
        <div className="grid gap-2">
          <h2 id="lead-confirmation-heading" ref={headingRef} tabIndex={-1} className="text-2xl font-semibold outline-none">
            {heading}
          </h2>
          <p className="text-muted-foreground">{text}</p>
        </div>
      </div>
      <p className="rounded-md border border-border bg-muted px-4 py-3 text-sm">
        {referenceLabel}{" "}
        <strong data-slot="lead-reference" className="font-mono text-base">
          {reference}
        </strong>
      </p>
      {children}
      <div className="grid gap-3">
        <h3 className="font-semibold">{nextStepsTitle}</h3>
        <ol className="grid gap-3">
          {nextSteps.map((step, index) => (
            <li key={step.title} className="grid grid-cols-[auto_1fr] gap-x-3">
              <span
                aria-hidden="true"
                className="flex size-6 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-foreground"
              >
                {index + 1}
              </span>
              <span className="font-medium">{step.title}</span>
              <span className="col-start-2 text-sm text-muted-foreground">{step.description}</span>
            </li>
          ))}
        </ol>
      </div>
    </section>
  )
}

export { FieldRow, TextareaField } from "./form-fields"

export function NumberField<Values extends FieldValues>(props: InputFieldProps<Values>) {
  const [layout, input] = splitFieldProps<Values, InputFieldProps<Values>>(props)
  return (
    <FieldLayout {...layout}>
      {(field) => (
        <FormControl>
          <Input
            type="number"
            inputMode="decimal"
            {...input}
            name={field.name}
            ref={field.ref}
            onBlur={field.onBlur}
            value={field.value ?? ""}
            onChange={(event) => field.onChange(event.target.value === "" ? undefined : Number(event.target.value))}
          />
        </FormControl>
      )}
    </FieldLayout>
  )
}

/**
 * A choice of a select or a checkbox group: its value alone (shown as it is), or the value the form
 * stores with the label the visitor reads (a translated label over a value that stays the same), and
 * the label's language where it is not the page's (an entry with no translation yet: `lang: "en"`).
 */
export type FieldChoice = string | { value: string; label: string; lang?: string }

const choiceValue = (choice: FieldChoice) => (typeof choice === "string" ? choice : choice.value)
const choiceLabel = (choice: FieldChoice) => (typeof choice === "string" ? choice : choice.label)
const choiceLang = (choice: FieldChoice | undefined) => (typeof choice === "object" ? choice.lang : undefined)

export function SelectField<Values extends FieldValues>({
  control,
  name,
  label,
  description,
  optional,
  itemClassName,
  options,
  placeholder,
}: FieldBaseProps<Values> & {
  /** The choices, in order. */
  options: readonly FieldChoice[]
  /** Shown in the trigger while nothing is chosen. */
  placeholder: string
}) {
  const chosenOf = (value: unknown) => options.find((option) => choiceValue(option) === value)
  return (
    <FieldLayout control={control} name={name} label={label} description={description} optional={optional} itemClassName={itemClassName}>
      {(field) => {
        const value = String(field.value ?? "")
        const chosen = chosenOf(value)
        return (
          // The browser's own select, drawn as the design system's trigger: a phone opens its own picker,
          // the keyboard and type-ahead are the platform's, and the form loads no menu code.
          <div data-slot="select-field" className="relative w-full">
            <FormControl>
              <select
                ref={field.ref}
                name={field.name}
                value={value}
                onChange={(event) => field.onChange(event.target.value)}
                onBlur={field.onBlur}
                data-placeholder={value === "" ? "" : undefined}
                lang={choiceLang(chosen)}
                // A long choice shows what fits; the whole of it on hover.
                title={chosen === undefined ? undefined : choiceLabel(chosen)}
                className={cn(selectTriggerVariants(), "block w-full cursor-pointer appearance-none truncate pr-9")}
              >
                <option value="" disabled hidden>
                  {placeholder}
                </option>
                {/* A value no choice has (a draft kept from before the choices changed) still shows, as it is. */}
                {chosen === undefined && value !== "" ? <option value={value}>{value}</option> : null}
                {options.map((option) => (
                  <option key={choiceValue(option)} value={choiceValue(option)} lang={choiceLang(option)} className="text-foreground">
                    {choiceLabel(option)}
                  </option>
                ))}
              </select>
            </FormControl>
            <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground" />
          </div>
        )
      }}
    </FieldLayout>
  )
}

/** A group of checkboxes over a list of choices, its value the chosen ones. */
export function CheckboxGroupField<Values extends FieldValues>({
  control,
  name,
  label,
  description,
  optional,
  options,
}: FieldBaseProps<Values> & {
  /** The boxes, in order. */
  options: readonly FieldChoice[]
}) {
  const texts = React.useContext(FormTextsContext)
  return (
    <FormField
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const chosen: string[] = field.value ?? []
        return (
          <FormItem>
            <fieldset className="grid gap-2" aria-invalid={Boolean(fieldState.error)}>
              <legend className="mb-1 text-sm leading-none font-medium">{labelText(label, optional, texts)}</legend>
              <div className="grid gap-2 sm:grid-cols-2">
                {options.map((option) => {
                  const value = choiceValue(option)
                  return (
                    <label key={value} className="flex items-center gap-2 text-sm" lang={choiceLang(option)}>
                      <Checkbox
                        checked={chosen.includes(value)}
                        onCheckedChange={(checked) => field.onChange(checked ? [...chosen, value] : chosen.filter((c) => c !== value))}
                      />
                      {choiceLabel(option)}
                    </label>
                  )
                })}
              </div>
            </fieldset>
            {description ? <FormDescription>{description}</FormDescription> : null}
            <FormMessage />
          </FormItem>
        )
      }}
    />
  )
}
