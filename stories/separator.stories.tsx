import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect } from "storybook/test"
import { Separator } from "../ui/components/separator"

const meta = {
  title: "Components/Separator",
  component: Separator,
  render: (args) => (
    <div className="max-w-sm text-sm">
      <p>Translation</p>
      <Separator {...args} className="my-3" />
      <p>Interpreting</p>
    </div>
  ),
  tags: ["autodocs"],
} satisfies Meta<typeof Separator>

export default meta
type Story = StoryObj<typeof meta>

export const Horizontal: Story = {}

export const Vertical: Story = {
  args: { orientation: "vertical" },
  render: (args) => (
    <div className="flex h-5 items-center gap-3 text-sm">
      <span>Blog</span>
      <Separator {...args} />
      <span>Docs</span>
      <Separator {...args} />
      <span>Source</span>
    </div>
  ),
}

export const DecorativeIsHidden: Story = {
  tags: ["interaction"],
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole("separator")).not.toBeInTheDocument()
    await expect(canvasElement.querySelector('[data-slot="separator"]')).toHaveAttribute("data-orientation", "horizontal")
  },
}

export const SemanticIsASeparator: Story = {
  tags: ["interaction"],
  args: { decorative: false, orientation: "vertical" },
  render: Vertical.render,
  play: async ({ canvas }) => {
    const [separator] = canvas.getAllByRole("separator")
    await expect(separator).toHaveAttribute("aria-orientation", "vertical")
  },
}
