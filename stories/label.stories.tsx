import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect } from "storybook/test"
import { Checkbox } from "../ui/components/checkbox"
import { Input } from "../ui/components/input"
import { Label } from "../ui/components/label"

const meta = {
  title: "Components/Label",
  component: Label,
  args: { htmlFor: "company", children: "Company" },
  render: (args) => (
    <div className="grid max-w-sm gap-2">
      <Label {...args} />
      <Input id="company" />
    </div>
  ),
  tags: ["autodocs"],
} satisfies Meta<typeof Label>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const WithCheckbox: Story = {
  args: { htmlFor: "terms", children: "I accept the terms" },
  render: (args) => (
    <div className="flex items-center gap-2">
      <Checkbox id="terms" />
      <Label {...args} />
    </div>
  ),
}

export const WithDisabledControl: Story = {
  args: { htmlFor: "disabled-terms", children: "Subscribe to the newsletter" },
  render: (args) => (
    <div className="flex items-center gap-2">
      <Checkbox id="disabled-terms" disabled />
      <Label {...args} />
    </div>
  ),
}

export const ClickFocusesItsInput: Story = {
  tags: ["interaction"],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByText("Company"))
    await expect(canvas.getByRole("textbox", { name: "Company" })).toHaveFocus()
  },
}

export const ClickTogglesItsCheckbox: Story = {
  tags: ["interaction"],
  ...WithCheckbox,
  play: async ({ canvas, userEvent }) => {
    const checkbox = canvas.getByRole("checkbox", { name: "I accept the terms" })
    await userEvent.click(canvas.getByText("I accept the terms"))
    await expect(checkbox).toBeChecked()
  },
}
