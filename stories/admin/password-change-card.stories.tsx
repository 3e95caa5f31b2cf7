import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, waitFor } from "storybook/test"
import { newPasswordSchema } from "#shared/staff"
import { CONFIRM_PASSWORD_LABEL, NEW_PASSWORD_LABEL } from "../../ui/components/admin/access-recovery"
import {
  PASSWORD_CHANGED_LABEL,
  PASSWORD_CODE_LABEL,
  PASSWORD_CODE_MISSING_MESSAGE,
  PASSWORD_SEND_CODE_LABEL,
  PASSWORD_SUBMIT_LABEL,
  PasswordChangeCard,
} from "../../ui/components/admin/password-change-card"
import { ON_A_PHONE } from "./fixtures"

const meta = {
  title: "Admin/PasswordChangeCard",
  component: PasswordChangeCard,
  args: { schema: newPasswordSchema, onRequestCode: fn(), onSubmit: fn() },
  tags: ["autodocs"],
} satisfies Meta<typeof PasswordChangeCard>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const OnAPhone: Story = { ...ON_A_PHONE }

export const ChangesWithTheEmailedCode: Story = {
  tags: ["interaction"],
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: PASSWORD_SEND_CODE_LABEL }))
    await expect(args.onRequestCode).toHaveBeenCalledOnce()
    await userEvent.type(await canvas.findByLabelText(NEW_PASSWORD_LABEL), "a long new passphrase")
    await userEvent.type(canvas.getByLabelText(CONFIRM_PASSWORD_LABEL), "a long new passphrase")
    await userEvent.click(canvas.getByRole("button", { name: PASSWORD_SUBMIT_LABEL }))
    await expect(await canvas.findByText(PASSWORD_CODE_MISSING_MESSAGE)).toBeVisible()
    await userEvent.type(canvas.getByLabelText(PASSWORD_CODE_LABEL), "401 822")
    await userEvent.click(canvas.getByRole("button", { name: PASSWORD_SUBMIT_LABEL }))
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ code: "401 822", password: "a long new passphrase" }))
    await expect(await canvas.findByText(PASSWORD_CHANGED_LABEL)).toBeVisible()
  },
}

export const ARefusedCodeIsSaid: Story = {
  tags: ["interaction"],
  args: { onSubmit: fn(async () => "Requested nonce is invalid") },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: PASSWORD_SEND_CODE_LABEL }))
    await userEvent.type(await canvas.findByLabelText(PASSWORD_CODE_LABEL), "000000")
    await userEvent.type(canvas.getByLabelText(NEW_PASSWORD_LABEL), "a long new passphrase")
    await userEvent.type(canvas.getByLabelText(CONFIRM_PASSWORD_LABEL), "a long new passphrase")
    await userEvent.click(canvas.getByRole("button", { name: PASSWORD_SUBMIT_LABEL }))
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Requested nonce is invalid")
  },
}
