import type { FieldPath, FieldValues, Control } from "react-hook-form"
import { Combobox, type ComboboxOption } from "./combobox"
import * as React from "react"
import { ENGLISH_PICKER_TEXTS, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage, FormTextsContext } from "./form"

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
  /** Shown in the list when nothing matches the search. @default the form's picker texts ("No match.") */
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
  emptyText,
}: ComboboxFieldProps<Values>) {
  const texts = React.useContext(FormTextsContext).picker ?? ENGLISH_PICKER_TEXTS
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
                emptyText={emptyText ?? texts.empty}
                chosenText={texts.chosen}
                removeLabel={texts.remove}
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
                emptyText={emptyText ?? texts.empty}
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
