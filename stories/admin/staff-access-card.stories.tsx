import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, screen, waitFor, within } from "storybook/test"
import {
  MFA_NONE_DESCRIPTION,
  MFA_RESET_CONFIRM_LABEL,
  MFA_RESET_LABEL,
  PASSWORD_RESET_SEND_LABEL,
  StaffAccessCard,
} from "../../ui/components/admin/staff-access-card"
import { MFA_STATUS_LABELS, SECOND_STEP_LABELS } from "../../ui/components/admin/staff-user-table"
import { ON_A_PHONE } from "./fixtures"

const meta = {
  title: "Admin/StaffAccessCard",
  component: StaffAccessCard,
  args: {
    email: "erik.berg@nordika.se",
    banned: false,
    mfaFactors: 1,
    onBannedChange: fn(),
    onSendRecovery: fn(),
    onResetMfa: fn(),
  },
  tags: ["autodocs"],
} satisfies Meta<typeof StaffAccessCard>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const OnAPhone: Story = { ...ON_A_PHONE }

export const WithoutAuthenticator: Story = {
  args: { mfaFactors: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(MFA_NONE_DESCRIPTION)).toBeVisible()
    await expect(canvas.getByRole("button", { name: MFA_RESET_LABEL })).toBeDisabled()
  },
}

export const PasskeysOnly: Story = {
  args: { mfaFactors: 0, passkeys: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(MFA_NONE_DESCRIPTION)).not.toBeInTheDocument()
    await expect(canvas.getByText(SECOND_STEP_LABELS.passkey)).toBeVisible()
    await expect(canvas.queryByText(MFA_STATUS_LABELS.off)).not.toBeInTheDocument()
    await expect(canvas.getByRole("button", { name: MFA_RESET_LABEL })).toBeEnabled()
  },
}

export const SendsTheResetMail: Story = {
  tags: ["interaction"],
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: PASSWORD_RESET_SEND_LABEL }))
    await expect(args.onSendRecovery).toHaveBeenCalledOnce()
  },
}

export const ResettingTwoStepAsksFirst: Story = {
  tags: ["interaction"],
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: MFA_RESET_LABEL }))
    const dialog = await screen.findByRole("alertdialog", { name: "Reset two-step verification for erik.berg@nordika.se?" })
    await expect(args.onResetMfa).not.toHaveBeenCalled()
    await userEvent.click(within(dialog).getByRole("button", { name: MFA_RESET_CONFIRM_LABEL }))
    await waitFor(() => expect(args.onResetMfa).toHaveBeenCalledOnce())
  },
}
