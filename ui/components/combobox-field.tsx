import type { FieldPath, FieldValues, Control } from "react-hook-form"
import { Combobox, type ComboboxOption } from "./combobox"
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "./form"

export interface ComboboxFieldProps<Values extends FieldValues> {
  control: Control<Values>
  name: FieldPath<Values>
  label: string
  description?: string
  options: readonly ComboboxOption[]
  multiple?: boolean
  placeholder: string
  searchLabel: string
  /** @default "No match." */
  emptyText?: string
}

/** A searchable picker as a form field: one value, or several with `multiple`. */
export function ComboboxField<Values extends FieldValues>({
  control,
  name,
  label,
  description,
  options,
  multiple,
  placeholder,
  searchLabel,
  emptyText = "No match.",
}: ComboboxFieldProps<Values>) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            {multiple ? (
              <Combobox
                multiple
                ref={field.ref}
                onBlur={field.onBlur}
                options={options}
                value={field.value ?? []}
                onValueChange={field.onChange}
                placeholder={placeholder}
                searchLabel={searchLabel}
                emptyText={emptyText}
              />
            ) : (
              <Combobox
                ref={field.ref}
                onBlur={field.onBlur}
                options={options}
                value={field.value ?? ""}
                onValueChange={field.onChange}
                placeholder={placeholder}
                searchLabel={searchLabel}
                emptyText={emptyText}
              />
            )}
          </FormControl>
          {description ? <FormDescription>{description}</FormDescription> : null}
          <FormMessage />
        </FormItem>
      )}
    />
  )
}
