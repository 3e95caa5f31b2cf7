import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent } from "storybook/test"
import { TRASH_RESTORE_LABEL, DocumentTrashTable } from "../../ui/components/admin/document-trash"
import { EmptyState } from "../../ui/components/admin/empty-state"
import { TRASHED } from "./document-fixtures"

const meta = {
  title: "Admin/DocumentTrashTable",
  component: DocumentTrashTable,
  args: { rows: TRASHED, onRestore: fn() },
  tags: ["autodocs"],
} satisfies Meta<typeof DocumentTrashTable>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText("14 May 2026")).toBeVisible()
    await userEvent.click(canvas.getByRole("button", { name: `${TRASH_RESTORE_LABEL} ${TRASHED[1].title}` }))
    await expect(args.onRestore).toHaveBeenCalledWith(TRASHED[1])
  },
}

export const Restoring: Story = { args: { restoringId: TRASHED[0].id } }

export const Empty: Story = {
  args: { rows: [], empty: <EmptyState title="The trash is empty" /> },
}
