import * as React from "react"
import type { Control, ControllerRenderProps, FieldPath, FieldValues } from "react-hook-form"
import { cn } from "../lib/utils"
import { ENGLISH_FORM_TEXTS, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage, FormTextsContext } from "./form"
import { Input } from "./input"
import { Textarea } from "./textarea"

/** A field's label, with "(optional)" (in the form's language) when the form takes it empty. */
export const labelText = (label: string, optional?: boolean, texts = ENGLISH_FORM_TEXTS) => (optional ? texts.optional(label) : label)

export const NEW_PASSWORD_LABEL = "New password"
export const CONFIRM_PASSWORD_LABEL = "Repeat the new password"

/** What every field takes: where its value lives in the form, its label and the texts around it. */
export interface FieldBaseProps<Values extends FieldValues> {
  /** The react-hook-form `control` of the form the field belongs to. */
  control: Control<Values>
  /** The field's name in the form's values. */
  name: FieldPath<Values>
  /** The field's label. */
  label: string
  /** A hint under the control, linked to it as its description. */
  description?: string
  /** Adds "(optional)" to the label. */
  optional?: boolean
  /** Classes of the field's wrapper, around the label, the input and the texts under it: its place in the form's grid. */
  itemClassName?: string
}

/**
 * One field as every form lays it out: the label, the control (which `children` renders from the
 * field's state, wrapped in FormControl where the control's element is), its description, then its
 * message. The fields below and the lead forms' number, select and checkbox fields are this layout.
 */
export function FieldLayout<Values extends FieldValues>({
  control,
  name,
  label,
  description,
  optional,
  itemClassName,
  children,
}: FieldBaseProps<Values> & { children: (field: ControllerRenderProps<Values, FieldPath<Values>>) => React.ReactNode }) {
  const texts = React.useContext(FormTextsContext)
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className={itemClassName}>
          <FormLabel>{labelText(label, optional, texts)}</FormLabel>
          {children(field)}
          {description ? <FormDescription>{description}</FormDescription> : null}
          <FormMessage />
        </FormItem>
      )}
    />
  )
}

/** A field's props split in two: FieldLayout's, and the rest for its control. */
export function splitFieldProps<Values extends FieldValues, Props extends FieldBaseProps<Values>>({
  control,
  name,
  label,
  description,
  optional,
  itemClassName,
  ...rest
}: Props): [FieldBaseProps<Values>, Omit<Props, keyof FieldBaseProps<Values>>] {
  return [{ control, name, label, description, optional, itemClassName }, rest]
}

export interface InputFieldProps<Values extends FieldValues>
  extends FieldBaseProps<Values>, Omit<React.ComponentProps<"input">, "name" | "size"> {}

/** One text input as every form lays it out (see FieldLayout). */
export function InputField<Values extends FieldValues>(props: InputFieldProps<Values>) {
  const [layout, input] = splitFieldProps<Values, InputFieldProps<Values>>(props)
  return (
    <FieldLayout {...layout}>
      {(field) => (
        <FormControl>
          <Input {...input} {...field} value={field.value ?? ""} />
        </FormControl>
      )}
    </FieldLayout>
  )
}

export interface TextareaFieldProps<Values extends FieldValues>
  extends FieldBaseProps<Values>, Omit<React.ComponentProps<"textarea">, "name"> {}

/** InputField's layout around a textarea, five rows high unless told otherwise. */
export function TextareaField<Values extends FieldValues>(props: TextareaFieldProps<Values>) {
  const [layout, textarea] = splitFieldProps<Values, TextareaFieldProps<Values>>(props)
  return (
    <FieldLayout {...layout}>
      {(field) => (
        <FormControl>
          <Textarea rows={5} {...textarea} {...field} value={field.value ?? ""} />
        </FormControl>
      )}
    </FieldLayout>
  )
}

/** An account's email where it is the name it signs in with: filled by the password manager as the `username`, kept as typed. */
export function AccountEmailField<Values extends FieldValues>(props: Omit<InputFieldProps<Values>, "type" | "autoComplete">) {
  return <InputField type="email" autoComplete="username" autoCapitalize="none" spellCheck={false} {...props} />
}

/** The values of a new password typed twice. */
export interface NewPasswordValues {
  password: string
  confirmPassword: string
}

export interface NewPasswordFieldsProps<Values extends NewPasswordValues> {
  /** The `control` of a form whose values hold `password` and `confirmPassword`. */
  control: Control<Values>
  /** The first field's label. @default NEW_PASSWORD_LABEL */
  label?: string
  /** The password's rules, under the first field. */
  description?: string
  /** The second field's label. @default CONFIRM_PASSWORD_LABEL */
  confirmLabel?: string
  /** Focuses the first field when it mounts (the form is nothing but the new password). */
  autoFocus?: boolean
}

/** A new password and its confirmation, as the browser's password manager expects them (`new-password`). */
export function NewPasswordFields<Values extends NewPasswordValues>({
  control,
  label = NEW_PASSWORD_LABEL,
  description,
  confirmLabel = CONFIRM_PASSWORD_LABEL,
  autoFocus,
}: NewPasswordFieldsProps<Values>) {
  // Both names are in every Values this takes; TypeScript cannot see it through the generic.
  const password = "password" as FieldPath<Values>
  const confirmPassword = "confirmPassword" as FieldPath<Values>
  return (
    <>
      <InputField
        control={control}
        name={password}
        label={label}
        description={description}
        type="password"
        autoComplete="new-password"
        autoFocus={autoFocus}
      />
      <InputField control={control} name={confirmPassword} label={confirmLabel} type="password" autoComplete="new-password" />
    </>
  )
}

export const FULL_NAME_LABEL = ENGLISH_FORM_TEXTS.fullName
export const EMAIL_LABEL = ENGLISH_FORM_TEXTS.email
export const WORK_EMAIL_LABEL = ENGLISH_FORM_TEXTS.workEmail
export const COMPANY_LABEL = ENGLISH_FORM_TEXTS.company

/** The values of who is writing: a name, an email and, where the form asks it, a company. */
export interface ContactIdentityValues {
  name: string
  email: string
  company?: string
}

export interface ContactIdentityFieldsProps<Values extends ContactIdentityValues> {
  /** The `control` of a form whose values hold `name`, `email` and, when `company` is set, `company`. */
  control: Control<Values>
  /** Labels the email "Work email", for a business enquiry. @default false */
  workEmail?: boolean
  /** Whether the form asks for a company, and whether it may stay empty; not asked when unset. */
  company?: "required" | "optional"
  /** The company field's label. @default COMPANY_LABEL, in the form's language */
  companyLabel?: string
  /** A field beside the company, in the same row from the small breakpoint up; without it the company takes the whole row. */
  besideCompany?: React.ReactNode
}

/**
 * Who is writing, as every lead form asks it: the full name and the email side by side, then the
 * company when the form asks for one, with the browser's autofill names for each.
 */
export function ContactIdentityFields<Values extends ContactIdentityValues>({
  control,
  workEmail = false,
  company,
  companyLabel,
  besideCompany,
}: ContactIdentityFieldsProps<Values>) {
  const texts = React.useContext(FormTextsContext)
  // The names are in every Values this takes; TypeScript cannot see it through the generic.
  const names = { name: "name", email: "email", company: "company" } as Record<keyof ContactIdentityValues, FieldPath<Values>>
  const companyField = company ? (
    <InputField
      control={control}
      name={names.company}
      label={companyLabel ?? texts.company}
      autoComplete="organization"
      optional={company === "optional"}
    />
  ) : null
  return (
    <>
      <FieldRow>
        <InputField control={control} name={names.name} label={texts.fullName} autoComplete="name" />
        <InputField
          control={control}
          name={names.email}
          label={workEmail ? texts.workEmail : texts.email}
          type="email"
          autoComplete="email"
        />
      </FieldRow>
      {companyField && besideCompany ? (
        <FieldRow>
          {companyField}
          {besideCompany}
        </FieldRow>
      ) : (
        companyField
      )}
    </>
  )
}

/** Two columns from the small breakpoint up. */
export function FieldRow({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="field-row" className={cn("grid gap-6 sm:grid-cols-2", className)} {...props} />
}
