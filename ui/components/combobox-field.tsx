import type { FieldPath, FieldValues, Control } from "react-hook-form"
import { Combobox, type ComboboxOption } from "./combobox"
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "./form"

export interface ComboboxFieldProps<Values extends FieldValues> {
  /** The react-hook-form `control` of the form the field belongs to. */
  control: Control<Values>
  /** The field's name in the form's values. */
  name: FieldPath<Values>
  /** The field's label. */
  label: string
  /** A hint under the label, linked to the control as its description. */
  description?: string
  /** The choices, each with a value, a label and words it is also found by. */
  options: readonly ComboboxOption[]
  /** Lets the visitor choose several, shown as removable chips. @default false */
  multiple?: boolean
  /** Shown in the button while nothing is chosen. */
  placeholder: string
  /** Accessible name and placeholder of the search box in the list. */
  searchLabel: string
  /** Shown in the list when nothing matches the search. @default "No match." */
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
