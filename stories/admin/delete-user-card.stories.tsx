import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, screen, waitFor, within } from "storybook/test"
import { DELETE_USER_LABEL, DeleteUserCard } from "../../ui/components/admin/delete-user-card"

const EMAIL = "erik.berg@nordika.se"

const meta = {
  title: "Admin/DeleteUserCard",
  component: DeleteUserCard,
  args: { email: EMAIL, onDelete: fn() },
  tags: ["autodocs"],
} satisfies Meta<typeof DeleteUserCard>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const OwnAccount: Story = {
  args: { disabledReason: "You cannot delete your own account." },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: DELETE_USER_LABEL })).toBeDisabled()
  },
}

export const DeletesOnlyAfterTheAddressIsTyped: Story = {
  tags: ["interaction"],
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: DELETE_USER_LABEL }))
    const dialog = await screen.findByRole("alertdialog", { name: `Delete ${EMAIL}?` })
    const confirm = within(dialog).getByRole("button", { name: DELETE_USER_LABEL })
    await expect(confirm).toBeDisabled()
    await userEvent.type(within(dialog).getByRole("textbox"), "erik.berg@nordika")
    await expect(confirm).toBeDisabled()
    await userEvent.type(within(dialog).getByRole("textbox"), ".se")
    await expect(confirm).toBeEnabled()
    await userEvent.click(confirm)
    await waitFor(() => expect(args.onDelete).toHaveBeenCalledOnce())
  },
}

export const ARefusalKeepsTheQuestionOpen: Story = {
  tags: ["interaction"],
  args: { onDelete: fn(async () => Promise.reject(new Error("last_admin"))) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: DELETE_USER_LABEL }))
    const dialog = await screen.findByRole("alertdialog")
    await userEvent.type(within(dialog).getByRole("textbox"), EMAIL)
    await userEvent.click(within(dialog).getByRole("button", { name: DELETE_USER_LABEL }))
    await waitFor(() => expect(within(dialog).getByRole("button", { name: DELETE_USER_LABEL })).toBeEnabled())
    await expect(screen.getByRole("alertdialog")).toBeVisible()
  },
}
