import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect } from "storybook/test"
import { Users } from "lucide-react"
import { StatCard } from "../../ui/components/admin/stat-card"

const meta = {
  title: "Admin/StatCard",
  component: StatCard,
  args: { label: "Staff", value: 5, hint: "2 admins, 3 editors", icon: Users },
  tags: ["autodocs"],
} satisfies Meta<typeof StatCard>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const Loading: Story = {
  args: { value: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("region", { name: "Staff" })).toHaveAttribute("aria-busy", "true")
  },
}

export const IsANamedRegionWithItsFigure: Story = {
  tags: ["interaction"],
  play: async ({ canvas }) => {
    const card = canvas.getByRole("region", { name: "Staff" })
    await expect(card).toHaveTextContent("5")
    await expect(card).toHaveTextContent("2 admins, 3 editors")
  },
}
