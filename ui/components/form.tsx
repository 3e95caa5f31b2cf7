import * as React from "react"
import { Slot } from "../lib/slot"
import {
  Controller,
  FormProvider,
  useFormContext,
  useFormState,
  type ControllerProps,
  type FieldPath,
  type FieldValues,
} from "react-hook-form"
import { cn } from "../lib/utils"
import { Label } from "./label"
import type { FileUploadLabels } from "./file-upload-field"

/**
 * Form primitives for react-hook-form, in shadcn's shape:
 *
 *   const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues })
 *   <Form {...form}>
 *     <form onSubmit={form.handleSubmit(save)}>
 *       <FormField control={form.control} name="email" render={({ field }) => (
 *         <FormItem>
 *           <FormLabel>Email</FormLabel>
 *           <FormControl><Input type="email" {...field} /></FormControl>
 *           <FormDescription>Where the invitation goes.</FormDescription>
 *           <FormMessage />
 *         </FormItem>
 *       )} />
 *       <FormRootMessage />
 *     </form>
 *   </Form>
 *
 * FormControl gives its child the id the label points at, aria-invalid and aria-describedby (the
 * description and the message); FormMessage shows the field's error. Errors that belong to no field
 * (`form.setError("root.server", { message })`, or a schema refinement with `path: ["root"]`) show in FormRootMessage.
 */
export const Form = FormProvider

/** The words a form's parts add around the texts they are given, in the page's language. */
export interface FormTexts {
  /** A field's label when the form takes it empty. @default "<label> (optional)" */
  optional: (label: string) => string
  /** A validation or server message as shown (the shared schemas' messages are English). @default unchanged */
  message: (message: string) => string
  /** The identity fields' labels (ContactIdentityFields). */
  fullName: string
  email: string
  workEmail: string
  company: string
  /** The file fields' words ("3 of 10 files", remove buttons, word counts). @default English */
  files?: FileUploadLabels
  /** The searchable pickers' words (ComboboxField, LanguagePairsField). @default English (ENGLISH_PICKER_TEXTS) */
  picker?: PickerTexts
}

/** What a searchable picker says around its options. */
export interface PickerTexts {
  /** In the list when the search matches nothing: "No match.". */
  empty: string
  /** A multiple picker's button once something is chosen: "2 chosen". */
  chosen: (count: number) => string
  /** A chip's remove button: "Remove Swedish". */
  remove: (label: string) => string
  /** A language pair's two pickers, their searches and the button that adds the pair. */
  from: string
  into: string
  searchFrom: string
  searchInto: string
  addPair: string
}

export const ENGLISH_PICKER_TEXTS: PickerTexts = {
  empty: "No match.",
  chosen: (count) => `${count} chosen`,
  remove: (label) => `Remove ${label}`,
  from: "From",
  into: "Into",
  searchFrom: "Search languages to translate from",
  searchInto: "Search languages to translate into",
  addPair: "Add pair",
}

export const ENGLISH_FORM_TEXTS: FormTexts = {
  optional: (label) => `${label} (optional)`,
  message: (message) => message,
  fullName: "Full name",
  email: "Email",
  workEmail: "Work email",
  company: "Company or organisation",
}

/** The texts of the form below (a lead form provides its copy's; English without one). */
export const FormTextsContext = React.createContext<FormTexts>(ENGLISH_FORM_TEXTS)

interface FormFieldContextValue {
  name: string
}

const FormFieldContext = React.createContext<FormFieldContextValue | null>(null)

/** One field: react-hook-form's Controller, with its name provided to the parts below. */
export function FormField<TFieldValues extends FieldValues = FieldValues, TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>>(
  props: ControllerProps<TFieldValues, TName>,
) {
  return (
    <FormFieldContext.Provider value={{ name: props.name }}>
      <Controller {...props} />
    </FormFieldContext.Provider>
  )
}

const FormItemContext = React.createContext<{ id: string } | null>(null)

/** The ids and error state of the enclosing field; for custom parts inside a FormItem. */
export function useFormField() {
  const field = React.useContext(FormFieldContext)
  const item = React.useContext(FormItemContext)
  const { getFieldState } = useFormContext()
  const formState = useFormState({ name: field?.name })
  if (!field || !item) throw new Error("useFormField must be used inside <FormField> and <FormItem>")
  const { id } = item
  return {
    id,
    name: field.name,
    formItemId: `${id}-form-item`,
    formDescriptionId: `${id}-form-item-description`,
    formMessageId: `${id}-form-item-message`,
    ...getFieldState(field.name, formState),
  }
}

export function FormItem({ className, ...props }: React.ComponentProps<"div">) {
  const id = React.useId()
  return (
    <FormItemContext.Provider value={{ id }}>
      <div data-slot="form-item" className={cn("grid gap-2", className)} {...props} />
    </FormItemContext.Provider>
  )
}

export function FormLabel({ className, ...props }: React.ComponentProps<typeof Label>) {
  const { error, formItemId } = useFormField()
  return (
    <Label
      data-slot="form-label"
      data-error={Boolean(error)}
      htmlFor={formItemId}
      className={cn("data-[error=true]:text-destructive", className)}
      {...props}
    />
  )
}

export function FormControl(props: React.ComponentProps<typeof Slot>) {
  const { error, formItemId, formDescriptionId, formMessageId } = useFormField()
  return (
    <Slot
      data-slot="form-control"
      id={formItemId}
      aria-describedby={error ? `${formDescriptionId} ${formMessageId}` : formDescriptionId}
      aria-invalid={Boolean(error)}
      {...props}
    />
  )
}

export function FormDescription({ className, ...props }: React.ComponentProps<"p">) {
  const { formDescriptionId } = useFormField()
  return <p data-slot="form-description" id={formDescriptionId} className={cn("text-sm text-muted-foreground", className)} {...props} />
}

/** The field's error message (or `children` when there is no error); nothing when there is neither. */
export function FormMessage({ className, children, ...props }: React.ComponentProps<"p">) {
  const { error, formMessageId } = useFormField()
  const texts = React.useContext(FormTextsContext)
  const body = error ? texts.message(String(error.message ?? "")) : children
  if (!body) return null
  return (
    <p data-slot="form-message" id={formMessageId} className={cn("text-sm font-medium text-destructive", className)} {...props}>
      {body}
    </p>
  )
}

/**
 * The form's own errors, those of no single field: `errors.root` and every `errors.root.<key>`
 * (e.g. `setError("root.server", …)` after a failed request). Announced as an alert.
 */
export function FormRootMessage({ className, ...props }: React.ComponentProps<"p">) {
  const { errors } = useFormState()
  const texts = React.useContext(FormTextsContext)
  const root = errors.root as ({ message?: string } & Record<string, unknown>) | undefined
  const nested = Object.values(root ?? {}).map((value) =>
    value && typeof value === "object" && "message" in value ? value.message : undefined,
  )
  const messages = [root?.message, ...nested].filter((message): message is string => typeof message === "string" && message !== "")
  const text = [...new Set(messages.map(texts.message))].join(" ")
  if (!text) return null
  return (
    <p
      data-slot="form-root-message"
      role="alert"
      className={cn("rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm font-medium text-destructive", className)}
      {...props}
    >
      {text}
    </p>
  )
}

/**
 * Shows the validation and server messages of the form below through `message` (a card whose page
 * is in another language: the shared schemas' messages are English); unchanged without it.
 */
/** The words a form shows a message in: a card's `labels` carry it (the shared schemas' messages are English). */
export interface FormMessageLabels {
  /** A validation or server message as the form shows it (the shared schemas' are English). @default unchanged */
  message?: (message: string) => string
}

export function FormMessageTexts({ message, children }: FormMessageLabels & { children: React.ReactNode }) {
  const texts = React.useContext(FormTextsContext)
  const value = React.useMemo(() => (message ? { ...texts, message } : texts), [texts, message])
  return <FormTextsContext value={value}>{children}</FormTextsContext>
}
