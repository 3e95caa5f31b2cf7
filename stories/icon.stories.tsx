import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect } from "storybook/test"
import { Icon } from "../ui/components/icon"

const meta = {
  title: "Components/Icon",
  component: Icon,
  args: { name: "Languages" },
  tags: ["autodocs"],
} satisfies Meta<typeof Icon>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const Large: Story = { args: { name: "Globe", className: "size-10 text-primary" } }

export const Labelled: Story = { args: { name: "Phone", "aria-label": "Phone" } }

/** A name data may hold but ICON_NAMES lacks still draws something: the Globe. */
export const UnknownNameFallsBackToGlobe: Story = {
  tags: ["interaction"],
  args: { name: "NoSuchIcon" },
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('[data-slot="icon"]')
    await expect(svg).toHaveAttribute("data-icon", "NoSuchIcon")
    await expect(svg).toHaveClass("lucide-globe")
  },
}

export const DecorativeUnlessLabelled: Story = {
  tags: ["interaction"],
  args: { name: "Phone", "aria-label": "Phone" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("img", { name: "Phone" })).not.toHaveAttribute("aria-hidden")
  },
}
