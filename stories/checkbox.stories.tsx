import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn } from "storybook/test"
import { Checkbox } from "../ui/components/checkbox"
import { Label } from "../ui/components/label"

const meta = {
  title: "Components/Checkbox",
  component: Checkbox,
  args: { id: "newsletter", onCheckedChange: fn() },
  render: (args) => (
    <div className="flex items-center gap-2">
      <Checkbox {...args} />
      <Label htmlFor={args.id}>Send me the newsletter</Label>
    </div>
  ),
  tags: ["autodocs"],
} satisfies Meta<typeof Checkbox>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const Checked: Story = { args: { defaultChecked: true } }
export const Indeterminate: Story = { args: { checked: "indeterminate" } }
export const Disabled: Story = { args: { disabled: true } }
export const DisabledChecked: Story = { args: { disabled: true, defaultChecked: true } }
export const Invalid: Story = { args: { "aria-invalid": true, required: true } }

export const TogglesOnClick: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const checkbox = canvas.getByRole("checkbox", { name: "Send me the newsletter" })
    await userEvent.click(checkbox)
    await expect(checkbox).toBeChecked()
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true)
    await userEvent.click(checkbox)
    await expect(checkbox).not.toBeChecked()
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(false)
  },
}

export const TogglesWithSpace: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const checkbox = canvas.getByRole("checkbox", { name: "Send me the newsletter" })
    await userEvent.tab()
    await expect(checkbox).toHaveFocus()
    await userEvent.keyboard(" ")
    await expect(checkbox).toBeChecked()
    await expect(args.onCheckedChange).toHaveBeenCalledOnce()
  },
}

export const IndeterminateIsMixed: Story = {
  args: { checked: "indeterminate" },
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole("checkbox", { name: "Send me the newsletter" })
    await expect(checkbox).toHaveAttribute("aria-checked", "mixed")
    await expect(checkbox).toBePartiallyChecked()
  },
}

export const DisabledIgnoresClicks: Story = {
  args: { disabled: true },
  play: async ({ args, canvas }) => {
    const checkbox = canvas.getByRole("checkbox", { name: "Send me the newsletter" })
    await expect(checkbox).toBeDisabled()
    checkbox.click()
    await expect(checkbox).not.toBeChecked()
    await expect(args.onCheckedChange).not.toHaveBeenCalled()
  },
}
