import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, screen, waitFor, within } from "storybook/test"
import { BAN_CONFIRM_LABEL, BAN_SWITCH_LABEL, BanToggle } from "../../ui/components/admin/ban-toggle"
import { CONFIRM_DIALOG_CANCEL_LABEL } from "../../ui/components/admin/confirm-dialog"

const meta = {
  title: "Admin/BanToggle",
  component: BanToggle,
  args: { email: "erik.berg@nordika.se", banned: false, onBannedChange: fn() },
  tags: ["autodocs"],
} satisfies Meta<typeof BanToggle>

export default meta
type Story = StoryObj<typeof meta>

export const NotBanned: Story = {}

export const Banned: Story = { args: { banned: true } }

export const Disabled: Story = {
  args: { disabledReason: "You cannot ban your own account." },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("switch", { name: BAN_SWITCH_LABEL })).toBeDisabled()
    await expect(canvas.getByText("You cannot ban your own account.")).toBeVisible()
  },
}

export const BanningAsksFirst: Story = {
  tags: ["interaction"],
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("switch", { name: BAN_SWITCH_LABEL }))
    const dialog = await screen.findByRole("alertdialog", { name: "Ban erik.berg@nordika.se?" })
    await userEvent.click(within(dialog).getByRole("button", { name: CONFIRM_DIALOG_CANCEL_LABEL }))
    await expect(args.onBannedChange).not.toHaveBeenCalled()

    await userEvent.click(canvas.getByRole("switch", { name: BAN_SWITCH_LABEL }))
    await userEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: BAN_CONFIRM_LABEL }))
    await waitFor(() => expect(args.onBannedChange).toHaveBeenCalledWith(true))
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument())
  },
}

export const LiftingABanDoesNotAsk: Story = {
  tags: ["interaction"],
  args: { banned: true },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("switch", { name: BAN_SWITCH_LABEL }))
    await expect(args.onBannedChange).toHaveBeenCalledWith(false)
    await expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument()
  },
}
