import type { Meta, StoryObj } from "@storybook/react-vite"
import { z } from "zod"
import { expect, fn, waitFor } from "storybook/test"
import { LanguagePairsField, languagePair } from "../ui/components/language-pairs-field"
import { LANGUAGES } from "./fixtures/lead-forms"
import { chooseInCombobox } from "./support/lead-form-helpers"
import { FieldStoryForm } from "./support/field-story"

const pairsSchema = z.object({ pairs: z.array(z.string()).min(1, "Please add at least one language pair.") })
type Pairs = z.infer<typeof pairsSchema>

interface PairsExampleProps {
  defaultValues: Pairs
  onValid: (values: Pairs) => void
}

/** LanguagePairsField as the freelancer form uses it. */
function PairsExample({ defaultValues, onValid }: PairsExampleProps) {
  return (
    <FieldStoryForm<Pairs> schema={pairsSchema} defaultValues={defaultValues} onValid={onValid}>
      {(control) => (
        <LanguagePairsField
          control={control}
          name="pairs"
          label="Language pairs"
          description="Add each pair you translate in, source first."
          languages={LANGUAGES}
        />
      )}
    </FieldStoryForm>
  )
}

const meta = {
  title: "Forms/LanguagePairsField",
  component: PairsExample,
  subcomponents: { LanguagePairsField },
  args: { defaultValues: { pairs: [] }, onValid: fn() },
  tags: ["autodocs"],
} satisfies Meta<typeof PairsExample>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {}

export const WithPairs: Story = { args: { defaultValues: { pairs: [languagePair("sv", "de"), languagePair("fi", "sv")] } } }

export const Invalid: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Check" }))
    await expect(await canvas.findByText("Please add at least one language pair.")).toBeVisible()
    await expect(canvas.getByRole("combobox", { name: "From" })).toHaveAttribute("aria-invalid", "true")
    await expect(args.onValid).not.toHaveBeenCalled()
  },
}

export const AddsAPairOnce: Story = {
  tags: ["interaction"],
  play: async ({ args, canvas, userEvent }) => {
    const add = canvas.getByRole("button", { name: "Add pair" })
    await expect(add).toBeDisabled()
    await chooseInCombobox(userEvent, canvas.getByRole("combobox", { name: "From" }), "Swedish")
    await chooseInCombobox(userEvent, canvas.getByRole("combobox", { name: "Into" }), "German")
    await userEvent.click(add)
    await expect(canvas.getByRole("listitem")).toHaveTextContent("Swedish → German")
    // The same pair again is not added twice.
    await chooseInCombobox(userEvent, canvas.getByRole("combobox", { name: "Into" }), "German")
    await userEvent.click(add)
    await expect(canvas.getAllByRole("listitem")).toHaveLength(1)
    await userEvent.click(canvas.getByRole("button", { name: "Check" }))
    await waitFor(() => expect(args.onValid).toHaveBeenCalledWith({ pairs: ["sv → de"] }, expect.anything()))
  },
}

export const RefusesASameLanguagePair: Story = {
  tags: ["interaction"],
  play: async ({ canvas, userEvent }) => {
    await chooseInCombobox(userEvent, canvas.getByRole("combobox", { name: "From" }), "Finnish")
    await chooseInCombobox(userEvent, canvas.getByRole("combobox", { name: "Into" }), "Finnish")
    await expect(canvas.getByRole("button", { name: "Add pair" })).toBeDisabled()
  },
}

export const RemovesAPair: Story = {
  tags: ["interaction"],
  args: WithPairs.args,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Remove Swedish → German" }))
    await expect(canvas.getAllByRole("listitem").map((item) => item.textContent)).toEqual(["Finnish → Swedish"])
  },
}
