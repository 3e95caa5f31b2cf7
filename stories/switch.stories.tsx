import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn } from "storybook/test"
import { Label } from "../ui/components/label"
import { Switch, SWITCH_SIZES } from "../ui/components/switch"

const meta = {
  title: "Components/Switch",
  component: Switch,
  args: { id: "dark-mode", onCheckedChange: fn() },
  argTypes: { size: { control: "select", options: SWITCH_SIZES } },
  render: (args) => (
    <div className="flex items-center gap-2">
      <Switch {...args} />
      <Label htmlFor={args.id}>Email notifications</Label>
    </div>
  ),
  tags: ["autodocs"],
} satisfies Meta<typeof Switch>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const Checked: Story = { args: { defaultChecked: true } }
export const Small: Story = { args: { size: "sm" } }
export const Disabled: Story = { args: { disabled: true } }

export const TogglesOnClick: Story = {
  tags: ["interaction"],
  play: async ({ args, canvas, userEvent }) => {
    const toggle = canvas.getByRole("switch", { name: "Email notifications" })
    await expect(toggle).not.toBeChecked()
    await userEvent.click(toggle)
    await expect(toggle).toBeChecked()
    await expect(toggle).toHaveAttribute("data-state", "checked")
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true)
  },
}

export const TogglesWithKeyboard: Story = {
  tags: ["interaction"],
  play: async ({ args, canvas, userEvent }) => {
    const toggle = canvas.getByRole("switch", { name: "Email notifications" })
    await userEvent.tab()
    await expect(toggle).toHaveFocus()
    await userEvent.keyboard("{Enter}")
    await expect(toggle).toBeChecked()
    await userEvent.keyboard(" ")
    await expect(toggle).not.toBeChecked()
    await expect(args.onCheckedChange).toHaveBeenCalledTimes(2)
  },
}

export const ClickingTheLabelToggles: Story = {
  tags: ["interaction"],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByText("Email notifications"))
    await expect(canvas.getByRole("switch", { name: "Email notifications" })).toBeChecked()
  },
}

export const SmallIsMarked: Story = {
  tags: ["interaction"],
  args: { size: "sm" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("switch", { name: "Email notifications" })).toHaveAttribute("data-size", "sm")
  },
}
