import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, waitFor } from "storybook/test"
import { newPasswordSchema, PASSWORD_MIN_LENGTH, PASSWORD_MISMATCH_MESSAGE, PASSWORD_SHORT_MESSAGE } from "#shared/staff"
import {
  CONFIRM_PASSWORD_LABEL,
  NEW_PASSWORD_LABEL,
  NewPasswordFields,
  type NewPasswordFieldsProps,
  type NewPasswordValues,
} from "../ui/components/form-fields"
import { FieldStoryForm } from "./support/field-story"

const RULES = `At least ${PASSWORD_MIN_LENGTH} characters: a long passphrase you use nowhere else.`

interface NewPasswordFormProps extends Omit<NewPasswordFieldsProps<NewPasswordValues>, "control"> {
  onValid: (values: NewPasswordValues) => void
}

/** NewPasswordFields in the smallest form, validated by the staff's new password rules. */
function NewPasswordForm({ onValid, ...fields }: NewPasswordFormProps) {
  return (
    <FieldStoryForm<NewPasswordValues> schema={newPasswordSchema} defaultValues={{ password: "", confirmPassword: "" }} onValid={onValid}>
      {(control) => <NewPasswordFields control={control} {...fields} />}
    </FieldStoryForm>
  )
}

const meta = {
  title: "Forms/NewPasswordFields",
  component: NewPasswordForm,
  subcomponents: { NewPasswordFields },
  args: { onValid: fn() },
  tags: ["autodocs"],
} satisfies Meta<typeof NewPasswordForm>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const WithRules: Story = { args: { description: RULES } }

export const WithItsOwnLabel: Story = { args: { label: "Your password" } }

export const Mismatch: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText(NEW_PASSWORD_LABEL), "a long new passphrase")
    await userEvent.type(canvas.getByLabelText(CONFIRM_PASSWORD_LABEL), "a long new passphrase!")
    await userEvent.click(canvas.getByRole("button", { name: "Check" }))
    await expect(await canvas.findByText(PASSWORD_MISMATCH_MESSAGE)).toBeVisible()
    await expect(canvas.getByLabelText(CONFIRM_PASSWORD_LABEL)).toHaveAccessibleDescription(PASSWORD_MISMATCH_MESSAGE)
    await expect(canvas.getByLabelText(NEW_PASSWORD_LABEL)).not.toHaveAttribute("aria-invalid", "true")
    await expect(args.onValid).not.toHaveBeenCalled()
  },
}

/** Both are hidden as typed and marked `new-password`, so a password manager offers to generate and save one. */
export const BothAreNewPasswordsToAPasswordManager: Story = {
  tags: ["interaction"],
  play: async ({ canvas }) => {
    for (const label of [NEW_PASSWORD_LABEL, CONFIRM_PASSWORD_LABEL]) {
      const input = canvas.getByLabelText(label)
      await expect(input).toHaveAttribute("type", "password")
      await expect(input).toHaveAttribute("autocomplete", "new-password")
    }
  },
}

/** The rules are read with the first field only; the short password's message joins them there. */
export const TheRulesDescribeTheFirstField: Story = {
  tags: ["interaction"],
  args: { description: RULES },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByLabelText(NEW_PASSWORD_LABEL)).toHaveAccessibleDescription(RULES)
    await expect(canvas.getByLabelText(CONFIRM_PASSWORD_LABEL)).not.toHaveAccessibleDescription()
    await userEvent.type(canvas.getByLabelText(NEW_PASSWORD_LABEL), "short")
    await userEvent.click(canvas.getByRole("button", { name: "Check" }))
    await expect(await canvas.findByText(PASSWORD_SHORT_MESSAGE)).toBeVisible()
    await expect(canvas.getByLabelText(NEW_PASSWORD_LABEL)).toHaveAccessibleDescription(`${RULES} ${PASSWORD_SHORT_MESSAGE}`)
  },
}

export const FocusesTheFirstFieldWhenAsked: Story = {
  tags: ["interaction"],
  args: { autoFocus: true },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByLabelText(NEW_PASSWORD_LABEL)).toHaveFocus())
  },
}

export const HandsTheFormThePasswordTypedTwice: Story = {
  tags: ["interaction"],
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText(NEW_PASSWORD_LABEL), "a long new passphrase")
    await userEvent.type(canvas.getByLabelText(CONFIRM_PASSWORD_LABEL), "a long new passphrase")
    await userEvent.click(canvas.getByRole("button", { name: "Check" }))
    await waitFor(() =>
      expect(args.onValid).toHaveBeenCalledWith(
        { password: "a long new passphrase", confirmPassword: "a long new passphrase" },
        expect.anything(),
      ),
    )
  },
}
