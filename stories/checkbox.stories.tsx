import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn } from "storybook/test"
import { Button } from "../ui/components/button"
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
  tags: ["interaction"],
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
  tags: ["interaction"],
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
  tags: ["interaction"],
  args: { checked: "indeterminate" },
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole("checkbox", { name: "Send me the newsletter" })
    await expect(checkbox).toHaveAttribute("aria-checked", "mixed")
    await expect(checkbox).toBePartiallyChecked()
  },
}

export const DisabledIgnoresClicks: Story = {
  tags: ["interaction"],
  args: { disabled: true },
  play: async ({ args, canvas }) => {
    const checkbox = canvas.getByRole("checkbox", { name: "Send me the newsletter" })
    await expect(checkbox).toBeDisabled()
    checkbox.click()
    await expect(checkbox).not.toBeChecked()
    await expect(args.onCheckedChange).not.toHaveBeenCalled()
  },
}

/** Named, it submits and resets with its form as a native checkbox does; unnamed, it keeps no hidden input. */
export const TakesPartInItsFormWhenNamed: Story = {
  tags: ["interaction"],
  args: { name: "newsletter", value: "yes" },
  render: (args) => (
    <form aria-label="Preferences" className="flex items-center gap-3">
      <Checkbox {...args} />
      <Label htmlFor={args.id}>Send me the newsletter</Label>
      <Checkbox id="unnamed" aria-label="Unnamed" />
      <Button type="reset" variant="outline" size="sm">
        Reset
      </Button>
    </form>
  ),
  play: async ({ canvas, userEvent }) => {
    const form = canvas.getByRole("form", { name: "Preferences" }) as HTMLFormElement
    await expect(new FormData(form).get("newsletter")).toBeNull()
    await userEvent.click(canvas.getByRole("checkbox", { name: "Send me the newsletter" }))
    await expect(new FormData(form).get("newsletter")).toBe("yes")
    await expect(form.querySelectorAll("input")).toHaveLength(1)
    await userEvent.click(canvas.getByRole("button", { name: "Reset" }))
    await expect(canvas.getByRole("checkbox", { name: "Send me the newsletter" })).not.toBeChecked()
    await expect(new FormData(form).get("newsletter")).toBeNull()
  },
}
