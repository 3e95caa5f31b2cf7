import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect } from "storybook/test"
import { DetailList } from "../../ui/components/admin/detail-list"

const meta = {
  title: "Admin/DetailList",
  component: DetailList,
  args: {
    title: "This browser",
    items: [
      { label: "User agent", value: "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) Chrome/131.0 Safari/537.36", mono: true },
      { label: "Viewport", value: "1440 × 900" },
      { label: "Language", value: "sv-SE" },
      { label: "Time zone", value: "Europe/Stockholm" },
      { label: "Online", value: "Yes" },
    ],
  },
  tags: ["autodocs"],
} satisfies Meta<typeof DetailList>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const PairsLabelsWithValues: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole("region", { name: "This browser" })
    await expect(region.querySelectorAll("dt")).toHaveLength(5)
    await expect(canvas.getByText("Time zone").nextElementSibling).toHaveTextContent("Europe/Stockholm")
  },
}

export const Empty: Story = {
  args: { title: "Migrations", items: [], emptyMessage: "No migrations are recorded." },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("No migrations are recorded.")).toBeVisible()
  },
}
