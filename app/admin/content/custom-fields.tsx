/** The form controls the schema walker leaves to the app (`custom` fields): whole numbers and yes/no. */
import type { ReactNode } from "react"
import { useFormContext } from "react-hook-form"
import { Checkbox, FormControl, FormField, FormItem, FormLabel, FormMessage, Input } from "@nordika/ui"
import type { SectionField } from "@nordika/ui/admin"
import { BOOLEAN_CONTROL, NUMBER_CONTROL } from "./schema-fields"

export type CustomField = Extract<SectionField, { kind: "custom" }>

/** The label of a field, "(optional)" after it when it may be left out. */
export function CustomFieldLabel({ field }: { field: CustomField }) {
  return (
    <>
      {field.label}
      {field.required ? null : <span className="ml-1 font-normal text-muted-foreground">(optional)</span>}
    </>
  )
}

function NumberControl({ field, path }: { field: CustomField; path: string }) {
  const { control } = useFormContext()
  return (
    <FormField
      control={control}
      name={path}
      render={({ field: input }) => (
        <FormItem className="sm:max-w-48">
          <FormLabel>
            <CustomFieldLabel field={field} />
          </FormLabel>
          <FormControl>
            <Input
              type="number"
              inputMode="numeric"
              step={1}
              name={input.name}
              ref={input.ref}
              onBlur={input.onBlur}
              value={typeof input.value === "number" && !Number.isNaN(input.value) ? input.value : ""}
              onChange={(event) => input.onChange(event.target.value === "" ? Number.NaN : event.target.valueAsNumber)}
            />
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  )
}

function BooleanControl({ field, path }: { field: CustomField; path: string }) {
  const { control } = useFormContext()
  return (
    <FormField
      control={control}
      name={path}
      render={({ field: input }) => (
        <FormItem className="flex flex-row items-center gap-3">
          <FormControl>
            <Checkbox
              checked={input.value === true}
              onCheckedChange={(checked) => input.onChange(checked === true)}
              onBlur={input.onBlur}
            />
          </FormControl>
          <FormLabel className="font-normal">{field.label}</FormLabel>
          <FormMessage />
        </FormItem>
      )}
    />
  )
}

/** Draws the custom fields every schema form may have (numbers, yes/no); null for any other. */
export function renderCommonField(field: CustomField, path: string): ReactNode {
  if (field.control === NUMBER_CONTROL) return <NumberControl field={field} path={path} />
  if (field.control === BOOLEAN_CONTROL) return <BooleanControl field={field} path={path} />
  return null
}
