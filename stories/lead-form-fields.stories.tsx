import type { Meta, StoryObj } from "@storybook/react-vite"
import { z } from "zod"
import { expect, fn, waitFor, within } from "storybook/test"
import { InputField } from "../ui/components/form-fields"
import { CheckboxGroupField, FieldRow, NumberField, SelectField, TextareaField } from "../ui/components/lead-form"
import { SERVICES, SPECIALISATIONS } from "./fixtures/lead-forms"
import { chooseInSelect } from "./support/lead-form-helpers"
import { FieldStoryForm } from "./support/field-story"

const projectSchema = z.object({
  company: z.string().min(1, "Please enter your company or organisation."),
  phone: z.string().optional(),
  words: z.number({ error: "Please give the word count as a number." }).positive("Please give a word count above zero."),
  service: z.string().min(1, "Please choose the service closest to what you need."),
  fields: z.array(z.string()).min(1, "Please choose at least one subject field."),
  details: z.string().min(1, "Please describe your project in a sentence or two."),
})
type Project = z.infer<typeof projectSchema>

const EMPTY: Partial<Project> = { company: "", phone: "", service: "", fields: [], details: "" }
const FILLED: Project = {
  company: "Lindqvist Medical AB",
  phone: "+46 8 123 45 67",
  words: 12_400,
  service: "Translation",
  fields: ["Medical"],
  details: "Instructions for use of an infusion pump, from Swedish into German and Finnish.",
}

interface ProjectFieldsProps {
  defaultValues: Partial<Project>
  onValid: (values: Project) => void
}

/** The lead forms' field components as a form composes them: two per row from the small breakpoint up. */
function ProjectFields({ defaultValues, onValid }: ProjectFieldsProps) {
  return (
    <FieldStoryForm<Project> schema={projectSchema} defaultValues={defaultValues} onValid={onValid}>
      {(control) => (
        <>
          <FieldRow>
            <InputField control={control} name="company" label="Company" autoComplete="organization" />
            <InputField
              control={control}
              name="phone"
              label="Phone"
              type="tel"
              optional
              description="For a quick question about the files."
            />
          </FieldRow>
          <FieldRow>
            <NumberField control={control} name="words" label="Word count" min={1} />
            <SelectField control={control} name="service" label="Service" options={SERVICES} placeholder="Choose a service" />
          </FieldRow>
          <CheckboxGroupField control={control} name="fields" label="Subject fields" options={SPECIALISATIONS} />
          <TextareaField control={control} name="details" label="Project details" />
        </>
      )}
    </FieldStoryForm>
  )
}

const meta = {
  title: "Forms/Fields",
  component: ProjectFields,
  subcomponents: { InputField, NumberField, SelectField, CheckboxGroupField, TextareaField, FieldRow },
  args: { defaultValues: EMPTY, onValid: fn() },
  tags: ["autodocs"],
} satisfies Meta<typeof ProjectFields>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {}

export const Filled: Story = { args: { defaultValues: FILLED } }

export const Invalid: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Check" }))
    for (const message of [
      "Please enter your company or organisation.",
      "Please give the word count as a number.",
      "Please choose the service closest to what you need.",
      "Please choose at least one subject field.",
      "Please describe your project in a sentence or two.",
    ])
      await expect(await canvas.findByText(message)).toBeVisible()
    await expect(canvas.getByRole("textbox", { name: "Company" })).toHaveAttribute("aria-invalid", "true")
    await expect(canvas.getByRole("textbox", { name: "Company" })).toHaveFocus()
    await expect(args.onValid).not.toHaveBeenCalled()
  },
}

export const OptionalFieldsSayOptional: Story = {
  tags: ["interaction"],
  play: async ({ canvas }) => {
    const phone = canvas.getByRole("textbox", { name: "Phone (optional)" })
    await expect(phone).toHaveAccessibleDescription("For a quick question about the files.")
    // A required field's label stays as written.
    await expect(canvas.getByText("Company", { selector: "label" })).toBeVisible()
  },
}

export const SubmitsTypedValues: Story = {
  tags: ["interaction"],
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole("textbox", { name: "Company" }), FILLED.company)
    await userEvent.type(canvas.getByRole("spinbutton", { name: "Word count" }), "12400")
    await chooseInSelect(userEvent, canvas.getByRole("combobox", { name: "Service" }), "Translation")
    await userEvent.click(canvas.getByRole("checkbox", { name: "Medical" }))
    await userEvent.click(canvas.getByRole("checkbox", { name: "Legal" }))
    await userEvent.click(canvas.getByRole("checkbox", { name: "Legal" }))
    await userEvent.type(canvas.getByRole("textbox", { name: "Project details" }), FILLED.details)
    await userEvent.click(canvas.getByRole("button", { name: "Check" }))
    await waitFor(() => expect(args.onValid).toHaveBeenCalledTimes(1))
    // The number field hands the form a number, and the checkbox group the ticked choices in order.
    await expect(args.onValid).toHaveBeenCalledWith({ ...FILLED, phone: "" }, expect.anything())
  },
}

export const ClearingANumberLeavesItEmpty: Story = {
  tags: ["interaction"],
  args: { defaultValues: FILLED },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.clear(canvas.getByRole("spinbutton", { name: "Word count" }))
    await userEvent.click(canvas.getByRole("button", { name: "Check" }))
    await expect(await canvas.findByText("Please give the word count as a number.")).toBeVisible()
    await expect(args.onValid).not.toHaveBeenCalled()
  },
}

/**
 * A form's select is the browser's own: a phone opens its own picker, and the keyboard and type-ahead
 * are the platform's. The placeholder is no choice; each option carries its value.
 */
export const SelectIsTheBrowsersOwn: Story = {
  tags: ["interaction"],
  play: async ({ canvas, userEvent }) => {
    const service = canvas.getByRole("combobox", { name: "Service" })
    await expect(service.tagName).toBe("SELECT")
    await expect(service).toHaveDisplayValue("Choose a service")
    const options = within(service).getAllByRole("option", { hidden: true })
    await expect(options.map((option) => option.textContent)).toEqual(["Choose a service", ...SERVICES])
    await expect(options[0]).toBeDisabled()
    await userEvent.selectOptions(service, "Website localization")
    await expect(service).toHaveDisplayValue("Website localization")
    await expect(service).toHaveAttribute("title", "Website localization")
  },
}
