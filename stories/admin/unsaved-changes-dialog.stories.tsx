import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, screen, waitFor, within } from "storybook/test"
import {
  UNSAVED_CHANGES_LEAVE_LABEL,
  UNSAVED_CHANGES_STAY_LABEL,
  UNSAVED_CHANGES_TITLE,
  UnsavedChangesDialog,
} from "../../ui/components/admin/unsaved-changes-dialog"

const meta = {
  title: "Admin/UnsavedChangesDialog",
  component: UnsavedChangesDialog,
  args: { open: true, onStay: fn(), onLeave: fn() },
  tags: ["autodocs"],
} satisfies Meta<typeof UnsavedChangesDialog>

export default meta
type Story = StoryObj<typeof meta>

export const Open: Story = { tags: ["!autodocs"] }

export const StayingKeepsFocusOnKeepEditing: Story = {
  tags: ["interaction"],
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole("alertdialog", { name: UNSAVED_CHANGES_TITLE })
    const stay = within(dialog).getByRole("button", { name: UNSAVED_CHANGES_STAY_LABEL })
    await waitFor(() => expect(stay).toHaveFocus())
    await userEvent.click(stay)
    await expect(args.onStay).toHaveBeenCalledOnce()
    await expect(args.onLeave).not.toHaveBeenCalled()
  },
}

export const LeavingDoesNotAlsoStay: Story = {
  tags: ["interaction"],
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole("alertdialog", { name: UNSAVED_CHANGES_TITLE })
    await userEvent.click(within(dialog).getByRole("button", { name: UNSAVED_CHANGES_LEAVE_LABEL }))
    await expect(args.onLeave).toHaveBeenCalledOnce()
    await expect(args.onStay).not.toHaveBeenCalled()
  },
}

export const EscapeStays: Story = {
  tags: ["interaction"],
  play: async ({ args, userEvent }) => {
    await screen.findByRole("alertdialog", { name: UNSAVED_CHANGES_TITLE })
    await userEvent.keyboard("{Escape}")
    await expect(args.onStay).toHaveBeenCalledOnce()
  },
}
