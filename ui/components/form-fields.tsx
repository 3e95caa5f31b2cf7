import * as React from "react"
import type { Control, FieldPath, FieldValues } from "react-hook-form"
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "./form"
import { Input } from "./input"

/** A field's label, with "(optional)" when the form takes it empty. */
export const labelText = (label: string, optional?: boolean) => (optional ? `${label} (optional)` : label)

export const NEW_PASSWORD_LABEL = "New password"
export const CONFIRM_PASSWORD_LABEL = "Repeat the new password"

export interface InputFieldProps<Values extends FieldValues> extends Omit<React.ComponentProps<"input">, "name" | "size"> {
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
}

/** One field as every form lays it out: the label, the input, its description, then its message. */
export function InputField<Values extends FieldValues>({ control, name, label, description, optional, ...input }: InputFieldProps<Values>) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{labelText(label, optional)}</FormLabel>
          <FormControl>
            <Input {...input} {...field} value={field.value ?? ""} />
          </FormControl>
          {description ? <FormDescription>{description}</FormDescription> : null}
          <FormMessage />
        </FormItem>
      )}
    />
  )
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
  /** Focuses the first field when it mounts (the form is nothing but the new password). */
  autoFocus?: boolean
}

/** A new password and its confirmation, as the browser's password manager expects them (`new-password`). */
export function NewPasswordFields<Values extends NewPasswordValues>({
  control,
  label = NEW_PASSWORD_LABEL,
  description,
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
      <InputField control={control} name={confirmPassword} label={CONFIRM_PASSWORD_LABEL} type="password" autoComplete="new-password" />
    </>
  )
}
