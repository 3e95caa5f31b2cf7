import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect } from "storybook/test"
import { CONTENT_STATUS_LABELS, ContentStatusBadge } from "../../ui/components/admin/content-status-badge"

const meta = {
  title: "Admin/ContentStatusBadge",
  component: ContentStatusBadge,
  args: { status: "published" },
  tags: ["autodocs"],
} satisfies Meta<typeof ContentStatusBadge>

export default meta
type Story = StoryObj<typeof meta>

export const Published: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(CONTENT_STATUS_LABELS.published)).toBeVisible()
  },
}

export const DraftPending: Story = {
  args: { status: "draft" },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(CONTENT_STATUS_LABELS.draft)).toBeVisible()
  },
}

export const NotPublished: Story = {
  args: { status: "unpublished" },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(CONTENT_STATUS_LABELS.unpublished)).toBeVisible()
  },
}
