import * as React from "react"
import type { Meta, StoryObj } from "@storybook/react-vite"
import { z } from "zod"
import { expect, fn, waitFor, within } from "storybook/test"
import { FileField } from "../ui/components/file-field"
import { FileUploadField, type FileUploadFieldProps, type UploadedFileRef } from "../ui/components/file-upload-field"
import { Label } from "../ui/components/label"
import { fakeCountWords, fakeUpload } from "./fixtures/lead-forms"
import { FieldStoryForm } from "./support/field-story"
import { createI18n } from "../app/i18n/i18n"
import { messages as swedishMessages } from "../app/i18n/locales/sv"
import { CONTACT_FORM_COPY } from "../app/content/lead-forms/contact"
import { withLeadFormLabels } from "../app/pages/lead-forms/form-labels"

const ACCEPT = ["txt", "docx", "pdf"] as const
const MAX_FILE_BYTES = 1024 * 1024
const INVALID = "Please choose a txt, docx or pdf file of at most 1 MB."

const STORED: UploadedFileRef[] = [
  { path: "pending/00000000-0000-4000-8000-000000000001/ifu-pump.docx", name: "ifu-pump.docx", size: 184_320, wordCount: 9_850 },
  { path: "pending/00000000-0000-4000-8000-000000000002/labels.txt", name: "labels.txt", size: 4_096, wordCount: 612 },
]

/** The field is controlled: this keeps the stored files in state, as a form would, and reports each change. */
function StatefulFileUploadField({ value: initial, onValueChange, ...props }: FileUploadFieldProps) {
  const [value, setValue] = React.useState(initial)
  return (
    <div className="grid max-w-xl gap-2">
      <Label htmlFor="story-files">Files</Label>
      <FileUploadField
        id="story-files"
        {...props}
        value={value}
        onValueChange={(files) => {
          setValue(files)
          onValueChange(files)
        }}
      />
    </div>
  )
}

const meta = {
  title: "Forms/FileUploadField",
  component: FileUploadField,
  subcomponents: { FileField },
  args: {
    value: [],
    onValueChange: fn(),
    upload: fakeUpload(),
    countWords: fakeCountWords,
    accept: ACCEPT,
    maxFiles: 3,
    maxFileBytes: MAX_FILE_BYTES,
    invalidMessage: INVALID,
  },
  render: (args) => <StatefulFileUploadField {...args} />,
  tags: ["autodocs"],
} satisfies Meta<typeof FileUploadField>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {}

export const WithFiles: Story = { args: { value: STORED } }

export const Disabled: Story = { args: { value: STORED.slice(0, 1), disabled: true } }

export const Uploading: Story = {
  args: { upload: fakeUpload({ hang: true }) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.upload(canvas.getByLabelText("Files"), new File(["Bruksanvisning"], "manual.txt", { type: "text/plain" }))
    await expect(await canvas.findByRole("progressbar", { name: "Uploading manual.txt" })).toHaveAttribute("aria-valuenow", "40")
    await expect(canvas.getByRole("button", { name: "Cancel uploading manual.txt" })).toBeVisible()
  },
}

export const UploadsAndCountsWords: Story = {
  tags: ["interaction"],
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.upload(canvas.getByLabelText("Files"), new File(["one two three four"], "notes.txt", { type: "text/plain" }))
    await expect(await canvas.findByText("Total: 4 words in 1 file")).toBeVisible()
    await expect(canvas.getByText("1 of 3 files")).toBeVisible()
    await expect(args.onValueChange).toHaveBeenLastCalledWith([expect.objectContaining({ name: "notes.txt", wordCount: 4 })])
  },
}

export const RefusesAFileOverTheSizeLimit: Story = {
  tags: ["interaction"],
  play: async ({ args, canvas, userEvent }) => {
    const big = new File([new Uint8Array(MAX_FILE_BYTES + 1)], "scan.pdf", { type: "application/pdf" })
    await userEvent.upload(canvas.getByLabelText("Files"), big)
    await expect(await canvas.findByRole("alert")).toHaveTextContent(INVALID)
    await expect(args.onValueChange).not.toHaveBeenCalled()
    await expect(canvas.getByText("0 of 3 files")).toBeVisible()
  },
}

export const RemovesAStoredFile: Story = {
  tags: ["interaction"],
  args: { value: STORED },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Remove labels.txt" }))
    await expect(args.onValueChange).toHaveBeenLastCalledWith([STORED[0]])
    await expect(canvas.getByText("Total: 9,850 words in 1 file")).toBeVisible()
  },
}

/** The field's words as a Swedish page gives them (the site's catalogs, app/i18n/locales/sv.po). */
const SWEDISH_FILE_LABELS = withLeadFormLabels(createI18n("sv", swedishMessages), CONTACT_FORM_COPY).labels?.files

export const InSwedish: Story = {
  args: { value: STORED, labels: SWEDISH_FILE_LABELS },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Lägg till filer")).toBeVisible()
    await expect(canvas.getByText("2 av 3 filer")).toBeVisible()
    await expect(canvas.getByText(/^Totalt: 10\s462 ord i 2 filer$/)).toBeVisible()
    await expect(canvas.getByRole("button", { name: "Ta bort labels.txt" })).toBeVisible()
  },
}

const filesSchema = z.object({
  files: z.array(z.object({ path: z.string(), name: z.string(), size: z.number() })).min(1, "Please add the files to translate."),
})
type Files = z.infer<typeof filesSchema>

/** FileField: the same control as a form field, with its label, description and message. */
export const AsAFormField: Story = {
  render: (args) => (
    <FieldStoryForm<Files> schema={filesSchema} defaultValues={{ files: [] }} onValid={args.onValueChange}>
      {(control) => (
        <FileField
          control={control}
          name="files"
          label="Files to translate"
          description="Up to three files of at most 1 MB each."
          upload={args.upload}
          countWords={args.countWords}
          accept={args.accept}
          maxFiles={3}
          maxFileBytes={args.maxFileBytes}
          invalidMessage={args.invalidMessage}
        />
      )}
    </FieldStoryForm>
  ),
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByLabelText("Files to translate")
    await expect(input).toHaveAccessibleDescription("Up to three files of at most 1 MB each.")
    await userEvent.click(canvas.getByRole("button", { name: "Check" }))
    await expect(await canvas.findByText("Please add the files to translate.")).toBeVisible()
    await userEvent.upload(input, new File(["Hej världen"], "hello.txt", { type: "text/plain" }))
    // Stored once its remove button replaces the cancel button.
    await expect(await within(canvas.getByRole("list")).findByRole("button", { name: "Remove hello.txt" })).toBeVisible()
    await userEvent.click(canvas.getByRole("button", { name: "Check" }))
    await waitFor(() => expect(args.onValueChange).toHaveBeenCalledTimes(1))
  },
}
