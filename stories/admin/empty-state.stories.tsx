import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect } from "storybook/test"
import { Construction, Inbox } from "lucide-react"
import { EmptyState } from "../../ui/components/admin/empty-state"
import { Button } from "../../ui/components/button"

const meta = {
  title: "Admin/EmptyState",
  component: EmptyState,
  args: {
    icon: Inbox,
    title: "No leads yet",
    description: "Quote and consultation requests from the website will show here.",
  },
  tags: ["autodocs"],
} satisfies Meta<typeof EmptyState>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const WithActions: Story = {
  args: {
    children: (
      <>
        <Button size="sm">Add a lead</Button>
        <Button size="sm" variant="outline">
          Import
        </Button>
      </>
    ),
  },
}

export const BeingBuilt: Story = {
  args: { icon: Construction, title: "This screen is being built", description: "Leads is not ready yet." },
}

export const WithoutIcon: Story = { args: { icon: undefined } }

export const IsANamedRegion: Story = {
  tags: ["interaction"],
  args: { headingLevel: "h3" },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole("heading", { level: 3, name: "No leads yet" })
    await expect(canvas.getByRole("region", { name: "No leads yet" })).toContainElement(heading)
  },
}
