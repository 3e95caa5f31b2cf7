import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn } from "storybook/test"
import { Input, INPUT_SIZES } from "../ui/components/input"
import { Label } from "../ui/components/label"

const meta = {
  title: "Components/Input",
  component: Input,
  args: { id: "email", type: "email", placeholder: "name@company.se", onChange: fn() },
  argTypes: { size: { control: "select", options: INPUT_SIZES } },
  render: (args) => (
    <div className="grid max-w-sm gap-2">
      <Label htmlFor={args.id}>Email</Label>
      <Input {...args} />
    </div>
  ),
  tags: ["autodocs"],
} satisfies Meta<typeof Input>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const Small: Story = { args: { size: "sm" } }
export const Large: Story = { args: { size: "lg" } }
export const Disabled: Story = { args: { disabled: true, defaultValue: "anna@nordika.se" } }
export const WithValue: Story = { args: { defaultValue: "anna@nordika.se" } }

export const Invalid: Story = {
  args: { "aria-invalid": true, "aria-describedby": "email-error", defaultValue: "anna@" },
  render: (args) => (
    <div className="grid max-w-sm gap-2">
      <Label htmlFor={args.id}>Email</Label>
      <Input {...args} />
      <p id="email-error" className="text-sm text-destructive">
        Enter a complete email address.
      </p>
    </div>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Email" })
    await expect(input).toBeInvalid()
    await expect(input).toHaveAccessibleDescription("Enter a complete email address.")
  },
}

export const TypingCallsOnChange: Story = {
  tags: ["interaction"],
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole("textbox", { name: "Email" })
    await userEvent.type(input, "erik@fjordlight.se")
    await expect(input).toHaveValue("erik@fjordlight.se")
    await expect(args.onChange).toHaveBeenCalledTimes("erik@fjordlight.se".length)
  },
}

export const ShowsFocusRingOnKeyboardFocus: Story = {
  tags: ["interaction"],
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole("textbox", { name: "Email" })
    const unfocused = getComputedStyle(input).boxShadow
    await userEvent.tab()
    await expect(input).toHaveFocus()
    await expect(input).toHaveAttribute("data-slot", "input")
    // The ring is a box-shadow in the ring colour; it must appear on keyboard focus.
    await expect(getComputedStyle(input).boxShadow).not.toBe(unfocused)
  },
}

export const DisabledIgnoresTyping: Story = {
  tags: ["interaction"],
  args: { disabled: true },
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole("textbox", { name: "Email" })
    await expect(input).toBeDisabled()
    await userEvent.type(input, "x")
    await expect(input).toHaveValue("")
    await expect(args.onChange).not.toHaveBeenCalled()
  },
}
