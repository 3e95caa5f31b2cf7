import type { Control, FieldPath, FieldValues } from "react-hook-form"
import { FileUploadField, type CountWords, type FileUploadLabels, type UploadFile } from "./file-upload-field"
import * as React from "react"
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage, FormTextsContext } from "./form"

export interface FileFieldProps<Values extends FieldValues> {
  /** The react-hook-form `control` of the form the field belongs to. */
  control: Control<Values>
  /** The field's name in the form's values. */
  name: FieldPath<Values>
  /** The field's label. */
  label: string
  /** A hint under the label, linked to the control as its description. */
  description?: string
  /** Stores one file and resolves with its reference; rejects with a message to show. */
  upload: UploadFile
  /** Counts a file's words in the browser, for the estimate; null when it cannot read it. */
  countWords?: CountWords
  /** The file types taken, as extensions or MIME types; others are refused with a message. */
  accept: readonly string[]
  /** Most files the field takes. */
  maxFiles: number
  /** Largest file taken, in bytes; a larger one is refused before it uploads. */
  maxFileBytes: number
  /** The message when the field's value is invalid (a file still uploading, say). */
  invalidMessage: string
  /** Text of the button that adds files. */
  addLabel?: string
  /** The field's other words ("3 of 10 files", remove buttons, word counts). @default the form's (FormTexts.files), else English */
  labels?: FileUploadLabels
}

/** FileUploadField as a form field: its value the stored files. */
export function FileField<Values extends FieldValues>({ control, name, label, description, labels, ...upload }: FileFieldProps<Values>) {
  const texts = React.useContext(FormTextsContext)
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <FileUploadField
              ref={field.ref}
              value={field.value ?? []}
              onValueChange={field.onChange}
              labels={labels ?? texts.files}
              {...upload}
            />
          </FormControl>
          {description ? <FormDescription>{description}</FormDescription> : null}
          <FormMessage />
        </FormItem>
      )}
    />
  )
}
