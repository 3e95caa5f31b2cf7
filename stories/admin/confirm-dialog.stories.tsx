import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, screen, waitFor, within } from "storybook/test"
import { CONFIRM_DIALOG_CANCEL_LABEL, ConfirmDialog } from "../../ui/components/admin/confirm-dialog"
import { Button } from "../../ui/components/button"

const USER = "erik.berg@nordika.se"

const meta = {
  title: "Admin/ConfirmDialog",
  component: ConfirmDialog,
  args: {
    trigger: <Button variant="outline">Publish changes</Button>,
    title: "Publish the changes?",
    description: "The home page hero changes for every visitor at once.",
    confirmLabel: "Publish",
    onConfirm: fn(),
    onOpenChange: fn(),
  },
  tags: ["autodocs"],
} satisfies Meta<typeof ConfirmDialog>

export default meta
type Story = StoryObj<typeof meta>

const deleteUser = {
  trigger: <Button variant="destructive">Delete user</Button>,
  title: "Delete this user?",
  description: `${USER} loses access at once. This cannot be undone.`,
  confirmLabel: "Delete user",
  variant: "destructive" as const,
  confirmationText: USER,
}

export const Closed: Story = {}

export const Open: Story = { tags: ["!autodocs"], args: { defaultOpen: true } }

export const Destructive: Story = { tags: ["!autodocs"], args: { ...deleteUser, confirmationText: undefined, defaultOpen: true } }

export const TypedConfirmation: Story = { tags: ["!autodocs"], args: { ...deleteUser, defaultOpen: true } }

export const FocusStartsOnCancel: Story = {
  tags: ["interaction"],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Publish changes" }))
    const dialog = await screen.findByRole("alertdialog", { name: "Publish the changes?" })
    await waitFor(() => expect(within(dialog).getByRole("button", { name: CONFIRM_DIALOG_CANCEL_LABEL })).toHaveFocus())
  },
}

export const ConfirmsAndCloses: Story = {
  tags: ["interaction"],
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Publish changes" }))
    const dialog = await screen.findByRole("alertdialog")
    await userEvent.click(within(dialog).getByRole("button", { name: "Publish" }))
    await expect(args.onConfirm).toHaveBeenCalledOnce()
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument())
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false)
  },
}

export const EscapeCancels: Story = {
  tags: ["interaction"],
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Publish changes" }))
    await screen.findByRole("alertdialog")
    await userEvent.keyboard("{Escape}")
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument())
    await expect(args.onConfirm).not.toHaveBeenCalled()
    await expect(canvas.getByRole("button", { name: "Publish changes" })).toHaveFocus()
  },
}

export const TheActionWorksOnlyOnceTheTextIsTyped: Story = {
  tags: ["interaction"],
  args: deleteUser,
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Delete user" }))
    const dialog = await screen.findByRole("alertdialog", { name: "Delete this user?" })
    const confirm = within(dialog).getByRole("button", { name: "Delete user" })
    await expect(confirm).toBeDisabled()
    const box = within(dialog).getByRole("textbox", { name: `Type ${USER} to confirm` })
    await userEvent.type(box, "erik.berg@")
    await expect(confirm).toBeDisabled()
    await userEvent.type(box, "nordika.se")
    await expect(confirm).toBeEnabled()
    await userEvent.click(confirm)
    await expect(args.onConfirm).toHaveBeenCalledOnce()
  },
}

export const WaitsForTheActionAndStaysOpenWhenItFails: Story = {
  tags: ["interaction"],
  args: { onConfirm: fn(() => new Promise((_, reject) => setTimeout(() => reject(new Error("503")), 300))) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Publish changes" }))
    const dialog = await screen.findByRole("alertdialog")
    const confirm = within(dialog).getByRole("button", { name: "Publish" })
    await userEvent.click(confirm)
    await expect(confirm).toHaveAttribute("aria-busy", "true")
    await expect(within(dialog).getByRole("button", { name: CONFIRM_DIALOG_CANCEL_LABEL })).toBeDisabled()
    await waitFor(() => expect(confirm).not.toHaveAttribute("aria-busy"))
    await expect(screen.getByRole("alertdialog")).toBeVisible()
  },
}
