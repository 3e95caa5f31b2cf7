import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect } from "storybook/test"
import { CircleCheck } from "lucide-react"
import { Badge, BADGE_VARIANTS } from "../ui/components/badge"

const meta = {
  title: "Components/Badge",
  component: Badge,
  args: { children: "New" },
  argTypes: { variant: { control: "select", options: BADGE_VARIANTS } },
  tags: ["autodocs"],
} satisfies Meta<typeof Badge>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const Secondary: Story = { args: { variant: "secondary", children: "Draft" } }
export const Outline: Story = { args: { variant: "outline", children: "Swedish → English" } }
export const Destructive: Story = { args: { variant: "destructive", children: "Lost" } }
export const Success: Story = {
  args: {
    variant: "success",
    children: (
      <>
        <CircleCheck aria-hidden="true" />
        Won
      </>
    ),
  },
}
export const AsLink: Story = { args: { asChild: true, variant: "outline", children: <a href="#legal">Legal</a> } }

export const EveryVariantIsMarked: Story = {
  tags: ["interaction"],
  render: () => (
    <div className="flex flex-wrap gap-2">
      {BADGE_VARIANTS.map((variant) => (
        <Badge key={variant} variant={variant}>
          {variant}
        </Badge>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const variant of BADGE_VARIANTS) {
      const badge = canvas.getByText(variant)
      await expect(badge).toHaveAttribute("data-slot", "badge")
      await expect(badge).toHaveAttribute("data-variant", variant)
    }
  },
}

export const AsChildRendersALink: Story = {
  tags: ["interaction"],
  ...AsLink,
  play: async ({ canvas }) => {
    const link = canvas.getByRole("link", { name: "Legal" })
    await expect(link).toHaveAttribute("data-slot", "badge")
    await expect(link).toHaveAttribute("data-variant", "outline")
  },
}
