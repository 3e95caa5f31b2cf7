import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, screen, waitFor, within } from "storybook/test"
import {
  ADMIN_FACTOR_ADD_OWN_LABEL,
  ADMIN_FACTOR_CONFIRM_LABEL,
  ADMIN_FACTOR_CONFIRM_TITLE,
  ADMIN_FACTOR_OWN_FACTOR_MISSING_MESSAGE,
  ADMIN_FACTOR_SWITCH_LABEL,
  AdminFactorPolicyCard,
} from "../../ui/components/admin/admin-factor-policy-card"
import { CONFIRM_DIALOG_CANCEL_LABEL } from "../../ui/components/admin/confirm-dialog"

const meta = {
  title: "Admin/AdminFactorPolicyCard",
  component: AdminFactorPolicyCard,
  args: { required: false, hasOwnFactor: true, credentialsHref: "/admin/users/credentials", onRequiredChange: fn() },
  tags: ["autodocs"],
} satisfies Meta<typeof AdminFactorPolicyCard>

export default meta
type Story = StoryObj<typeof meta>

export const Off: Story = {}

export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("switch", { name: ADMIN_FACTOR_SWITCH_LABEL })).toBeChecked()
    await expect(canvas.getByText("Required")).toBeVisible()
  },
}

export const WithoutAFactorOfYourOwn: Story = {
  args: { hasOwnFactor: false },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole("switch", { name: ADMIN_FACTOR_SWITCH_LABEL })
    await expect(toggle).toBeDisabled()
    await expect(toggle).toHaveAccessibleDescription(`${ADMIN_FACTOR_OWN_FACTOR_MISSING_MESSAGE} ${ADMIN_FACTOR_ADD_OWN_LABEL}`)
    await expect(canvas.getByRole("link", { name: ADMIN_FACTOR_ADD_OWN_LABEL })).toHaveAttribute("href", "/admin/users/credentials")
  },
}

export const RequiringAsksFirst: Story = {
  tags: ["interaction"],
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("switch", { name: ADMIN_FACTOR_SWITCH_LABEL }))
    const dialog = await screen.findByRole("alertdialog", { name: ADMIN_FACTOR_CONFIRM_TITLE })
    await userEvent.click(within(dialog).getByRole("button", { name: CONFIRM_DIALOG_CANCEL_LABEL }))
    await expect(args.onRequiredChange).not.toHaveBeenCalled()

    await userEvent.click(canvas.getByRole("switch", { name: ADMIN_FACTOR_SWITCH_LABEL }))
    await userEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: ADMIN_FACTOR_CONFIRM_LABEL }))
    await waitFor(() => expect(args.onRequiredChange).toHaveBeenCalledWith(true))
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument())
  },
}

export const TurningItOffDoesNotAsk: Story = {
  tags: ["interaction"],
  args: { required: true },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("switch", { name: ADMIN_FACTOR_SWITCH_LABEL }))
    await expect(args.onRequiredChange).toHaveBeenCalledWith(false)
    await expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument()
  },
}

export const SaysWhyItWasRefused: Story = {
  tags: ["interaction"],
  args: { onRequiredChange: fn(async () => "Add a passkey or security key to your own account first.") },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("switch", { name: ADMIN_FACTOR_SWITCH_LABEL }))
    await userEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: ADMIN_FACTOR_CONFIRM_LABEL }))
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Add a passkey or security key to your own account first.")
    await expect(canvas.getByRole("switch", { name: ADMIN_FACTOR_SWITCH_LABEL })).not.toBeChecked()
  },
}
