import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, waitFor } from "storybook/test"
import { Label } from "../ui/components/label"
import { RadioGroup, RadioGroupItem } from "../ui/components/radio-group"

const OPTIONS = [
  { value: "standard", label: "Standard (5 days)" },
  { value: "express", label: "Express (2 days)" },
  { value: "urgent", label: "Urgent (24 hours)" },
] as const

const meta = {
  title: "Components/RadioGroup",
  component: RadioGroup,
  subcomponents: { RadioGroupItem },
  args: { "aria-label": "Delivery", onValueChange: fn() },
  render: (args) => (
    <RadioGroup {...args}>
      {OPTIONS.map((option) => (
        <div key={option.value} className="flex items-center gap-2">
          <RadioGroupItem value={option.value} id={`delivery-${option.value}`} />
          <Label htmlFor={`delivery-${option.value}`}>{option.label}</Label>
        </div>
      ))}
    </RadioGroup>
  ),
  tags: ["autodocs"],
} satisfies Meta<typeof RadioGroup>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const WithValue: Story = { args: { defaultValue: "express" } }
export const Horizontal: Story = { args: { orientation: "horizontal", className: "flex gap-6", defaultValue: "standard" } }
export const Disabled: Story = { args: { disabled: true, defaultValue: "standard" } }

export const ClickSelectsAnOption: Story = {
  tags: ["interaction"],
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("radio", { name: "Express (2 days)" }))
    await expect(canvas.getByRole("radio", { name: "Express (2 days)" })).toBeChecked()
    await expect(args.onValueChange).toHaveBeenCalledWith("express")
  },
}

export const ArrowKeysMoveTheSelection: Story = {
  tags: ["interaction"],
  args: { defaultValue: "standard" },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.tab()
    await expect(canvas.getByRole("radio", { name: "Standard (5 days)" })).toHaveFocus()
    // Held down like a real key press: Radix checks the item that receives focus while an arrow key is down.
    await userEvent.keyboard("{ArrowDown>}")
    const express = canvas.getByRole("radio", { name: "Express (2 days)" })
    await expect(express).toHaveFocus()
    await waitFor(() => expect(express).toBeChecked())
    await userEvent.keyboard("{/ArrowDown}")
    await expect(args.onValueChange).toHaveBeenLastCalledWith("express")
  },
}

export const OnlyOneIsChecked: Story = {
  tags: ["interaction"],
  args: { defaultValue: "standard" },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByText("Urgent (24 hours)"))
    await expect(canvas.getByRole("radio", { name: "Urgent (24 hours)" })).toBeChecked()
    await expect(canvas.getByRole("radio", { name: "Standard (5 days)" })).not.toBeChecked()
    await expect(canvas.getByRole("radiogroup", { name: "Delivery" })).toBeInTheDocument()
  },
}
