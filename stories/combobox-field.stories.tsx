import type { Meta, StoryObj } from "@storybook/react-vite"
import { z } from "zod"
import { expect, fn, waitFor } from "storybook/test"
import { ComboboxField } from "../ui/components/combobox-field"
import { LANGUAGES } from "./fixtures/lead-forms"
import { chooseInCombobox } from "./support/lead-form-helpers"
import { FieldStoryForm } from "./support/field-story"

const languagesSchema = z.object({
  source: z.string().min(1, "Please tell us the source language."),
  targets: z.array(z.string()).min(1, "Please choose at least one target language."),
})
type Languages = z.infer<typeof languagesSchema>

interface LanguageFieldsProps {
  defaultValues: Languages
  onValid: (values: Languages) => void
}

/** ComboboxField as the quote form uses it: one source language, several target languages. */
function LanguageFields({ defaultValues, onValid }: LanguageFieldsProps) {
  return (
    <FieldStoryForm<Languages> schema={languagesSchema} defaultValues={defaultValues} onValid={onValid}>
      {(control) => (
        <>
          <ComboboxField
            control={control}
            name="source"
            label="Source language"
            options={LANGUAGES}
            placeholder="Choose a language"
            searchLabel="Search source languages"
          />
          <ComboboxField
            control={control}
            name="targets"
            label="Target languages"
            description="Choose every language you need."
            multiple
            options={LANGUAGES}
            placeholder="Choose languages"
            searchLabel="Search target languages"
          />
        </>
      )}
    </FieldStoryForm>
  )
}

const meta = {
  title: "Forms/ComboboxField",
  component: LanguageFields,
  subcomponents: { ComboboxField },
  args: { defaultValues: { source: "", targets: [] }, onValid: fn() },
  tags: ["autodocs"],
} satisfies Meta<typeof LanguageFields>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {}

export const Filled: Story = { args: { defaultValues: { source: "sv", targets: ["de", "fi"] } } }

export const Invalid: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Check" }))
    await expect(await canvas.findByText("Please tell us the source language.")).toBeVisible()
    await expect(canvas.getByText("Please choose at least one target language.")).toBeVisible()
    await expect(canvas.getByRole("combobox", { name: "Source language" })).toHaveAttribute("aria-invalid", "true")
    await expect(args.onValid).not.toHaveBeenCalled()
  },
}

export const LabelsAndDescribesItsPicker: Story = {
  tags: ["interaction"],
  play: async ({ canvas }) => {
    const targets = canvas.getByRole("combobox", { name: "Target languages" })
    await expect(targets).toHaveAccessibleDescription("Choose every language you need.")
    await expect(targets).toHaveTextContent("Choose languages")
  },
}

export const SubmitsThePickedLanguages: Story = {
  tags: ["interaction"],
  play: async ({ args, canvas, userEvent }) => {
    await chooseInCombobox(userEvent, canvas.getByRole("combobox", { name: "Source language" }), "Swedish")
    await chooseInCombobox(userEvent, canvas.getByRole("combobox", { name: "Target languages" }), "German")
    await chooseInCombobox(userEvent, canvas.getByRole("combobox", { name: "Target languages" }), "Finnish")
    await userEvent.click(canvas.getByRole("button", { name: "Check" }))
    await waitFor(() => expect(args.onValid).toHaveBeenCalledWith({ source: "sv", targets: ["de", "fi"] }, expect.anything()))
  },
}
