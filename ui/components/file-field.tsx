import type { Control, FieldPath, FieldValues } from "react-hook-form"
import { FileUploadField, type CountWords, type UploadFile } from "./file-upload-field"
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "./form"

export interface FileFieldProps<Values extends FieldValues> {
  control: Control<Values>
  name: FieldPath<Values>
  label: string
  description?: string
  upload: UploadFile
  countWords?: CountWords
  accept: readonly string[]
  maxFiles: number
  maxFileBytes: number
  invalidMessage: string
  addLabel?: string
}

/** FileUploadField as a form field: its value the stored files. */
export function FileField<Values extends FieldValues>({ control, name, label, description, ...upload }: FileFieldProps<Values>) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <FileUploadField ref={field.ref} value={field.value ?? []} onValueChange={field.onChange} {...upload} />
          </FormControl>
          {description ? <FormDescription>{description}</FormDescription> : null}
          <FormMessage />
        </FormItem>
      )}
    />
  )
}
