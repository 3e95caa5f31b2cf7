import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn } from "storybook/test"
import { ON_A_PHONE } from "./fixtures"
import { MEDIA_ITEMS } from "./media-fixtures"
import { MediaGrid } from "../../ui/components/admin/media-library"

const meta = {
  title: "Admin/MediaGrid",
  component: MediaGrid,
  args: { items: MEDIA_ITEMS, onSelect: fn(), "aria-label": "Images" },
  tags: ["autodocs"],
} satisfies Meta<typeof MediaGrid>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("listitem")).toHaveLength(MEDIA_ITEMS.length)
    await expect(canvas.getByText("Decorative")).toBeVisible()
    await expect(canvas.getByText("1600 × 1067 · 402 KB")).toBeVisible()
  },
}

export const OnAPhone: Story = { ...ON_A_PHONE }

export const OpensAnImage: Story = {
  tags: ["interaction"],
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Edit team-workshop.webp" }))
    await expect(args.onSelect).toHaveBeenCalledWith(MEDIA_ITEMS[1])
  },
}
