import type { Meta, StoryObj } from "@storybook/react-vite"
import { z } from "zod"
import { expect, fn, waitFor } from "storybook/test"
import { AccountEmailField } from "../ui/components/form-fields"
import { FieldStoryForm } from "./support/field-story"

interface SignIn {
  email: string
}

const EMAIL_MESSAGE = "Enter the email address you sign in with."
const schema = z.object({ email: z.email(EMAIL_MESSAGE) })

interface SignInEmailProps {
  label: string
  autoFocus?: boolean
  onValid: (values: SignIn) => void
}

/** AccountEmailField in the smallest form, as the sign-in, recovery and first admin cards use it. */
function SignInEmail({ onValid, ...field }: SignInEmailProps) {
  return (
    <FieldStoryForm<SignIn> schema={schema} defaultValues={{ email: "" }} onValid={onValid}>
      {(control) => <AccountEmailField control={control} name="email" {...field} />}
    </FieldStoryForm>
  )
}

const meta = {
  title: "Forms/AccountEmailField",
  component: SignInEmail,
  subcomponents: { AccountEmailField },
  args: { label: "Email", onValid: fn() },
  tags: ["autodocs"],
} satisfies Meta<typeof SignInEmail>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const Invalid: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole("textbox", { name: "Email" }), "astrid.lindqvist")
    await userEvent.click(canvas.getByRole("button", { name: "Check" }))
    await expect(await canvas.findByText(EMAIL_MESSAGE)).toBeVisible()
    await expect(canvas.getByRole("textbox", { name: "Email" })).toHaveAccessibleDescription(EMAIL_MESSAGE)
    await expect(args.onValid).not.toHaveBeenCalled()
  },
}

/** The password manager fills it as the account's name, and a phone's keyboard neither capitalises nor corrects it. */
export const IsTheAccountNameToAPasswordManager: Story = {
  tags: ["interaction"],
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Email" })
    await expect(input).toHaveAttribute("type", "email")
    await expect(input).toHaveAttribute("autocomplete", "username")
    await expect(input).toHaveAttribute("autocapitalize", "none")
    await expect(input).toHaveAttribute("spellcheck", "false")
  },
}

export const FocusedWhenAsked: Story = {
  tags: ["interaction"],
  args: { autoFocus: true },
  play: async ({ args, canvas, userEvent }) => {
    await waitFor(() => expect(canvas.getByRole("textbox", { name: "Email" })).toHaveFocus())
    await userEvent.keyboard("astrid.lindqvist@nordika.se{Enter}")
    await waitFor(() => expect(args.onValid).toHaveBeenCalledWith({ email: "astrid.lindqvist@nordika.se" }, expect.anything()))
  },
}
