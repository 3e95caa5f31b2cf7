import type { Meta, StoryObj } from "@storybook/react-vite"
import { z } from "zod"
import { expect, fn, waitFor } from "storybook/test"
import { InputField, type InputFieldProps } from "../ui/components/form-fields"
import { FieldStoryForm } from "./support/field-story"

interface Contact {
  email: string
}

const REQUIRED_MESSAGE = "Please enter your email address."
const INVALID_MESSAGE = "Please check the email address: it should look like name@example.com."
const email = z.email(INVALID_MESSAGE)
const requiredSchema = z.object({ email: z.string().min(1, REQUIRED_MESSAGE).pipe(email) })
const optionalSchema = z.object({ email: z.union([z.literal(""), email]) })

type FieldArgs = Pick<InputFieldProps<Contact>, "label" | "description" | "optional" | "disabled" | "placeholder">

interface EmailFieldProps extends FieldArgs {
  /** The field's value when the form mounts; unset, the form starts without one. */
  defaultValue?: string
  onValid: (values: Contact) => void
}

/** One InputField in the smallest form: an email address, required unless `optional`. */
function EmailField({ defaultValue, onValid, ...field }: EmailFieldProps) {
  return (
    <FieldStoryForm<Contact>
      schema={field.optional ? optionalSchema : requiredSchema}
      defaultValues={defaultValue === undefined ? {} : { email: defaultValue }}
      onValid={onValid}
    >
      {(control) => <InputField control={control} name="email" type="email" autoComplete="email" {...field} />}
    </FieldStoryForm>
  )
}

const meta = {
  title: "Forms/InputField",
  component: EmailField,
  subcomponents: { InputField },
  args: { label: "Email", defaultValue: "", onValid: fn() },
  tags: ["autodocs"],
} satisfies Meta<typeof EmailField>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {}

export const Filled: Story = { args: { defaultValue: "astrid.lindqvist@nordika.se" } }

export const WithDescription: Story = { args: { description: "We reply to this address, and never share it." } }

export const Optional: Story = { args: { optional: true } }

export const Disabled: Story = { args: { defaultValue: "astrid.lindqvist@nordika.se", disabled: true } }

export const Invalid: Story = {
  args: { description: "We reply to this address, and never share it." },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Check" }))
    await expect(await canvas.findByText(REQUIRED_MESSAGE)).toBeVisible()
    const input = canvas.getByRole("textbox", { name: "Email" })
    await expect(input).toHaveAttribute("aria-invalid", "true")
    await expect(input).toHaveFocus()
    await expect(args.onValid).not.toHaveBeenCalled()
  },
}

/** The label names the input, and the description then the message describe it, in the order they are read. */
export const DescriptionAndMessageDescribeTheInput: Story = {
  tags: ["interaction"],
  args: { description: "We reply to this address, and never share it." },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole("textbox", { name: "Email" })
    await expect(input).toHaveAccessibleDescription("We reply to this address, and never share it.")
    await userEvent.type(input, "astrid.lindqvist")
    await userEvent.click(canvas.getByRole("button", { name: "Check" }))
    await expect(await canvas.findByText(INVALID_MESSAGE)).toBeVisible()
    await expect(input).toHaveAccessibleDescription(`We reply to this address, and never share it. ${INVALID_MESSAGE}`)
  },
}

export const OptionalSaysSoInItsLabel: Story = {
  tags: ["interaction"],
  args: { optional: true },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole("textbox", { name: "Email (optional)" })).toBeVisible()
    await userEvent.click(canvas.getByRole("button", { name: "Check" }))
    await waitFor(() => expect(args.onValid).toHaveBeenCalledWith({ email: "" }, expect.anything()))
  },
}

/** A form that starts without the value shows an empty input, and takes what is typed like any other. */
export const StartsEmptyWithoutAValue: Story = {
  tags: ["interaction"],
  args: { defaultValue: undefined },
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole("textbox", { name: "Email" })
    await expect(input).toHaveValue("")
    await userEvent.type(input, "astrid.lindqvist@nordika.se")
    await userEvent.click(canvas.getByRole("button", { name: "Check" }))
    await waitFor(() => expect(args.onValid).toHaveBeenCalledWith({ email: "astrid.lindqvist@nordika.se" }, expect.anything()))
  },
}

export const ADisabledFieldIsNotEditable: Story = {
  tags: ["interaction"],
  args: { defaultValue: "astrid.lindqvist@nordika.se", disabled: true },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole("textbox", { name: "Email" })
    await expect(input).toBeDisabled()
    await userEvent.type(input, "x")
    await expect(input).toHaveValue("astrid.lindqvist@nordika.se")
  },
}
