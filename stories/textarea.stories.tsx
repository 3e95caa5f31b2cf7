import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn } from "storybook/test"
import { Label } from "../ui/components/label"
import { Textarea, TEXTAREA_SIZES } from "../ui/components/textarea"

const meta = {
  title: "Components/Textarea",
  component: Textarea,
  args: { id: "message", placeholder: "Tell us about your project", onChange: fn() },
  argTypes: { size: { control: "select", options: TEXTAREA_SIZES } },
  render: (args) => (
    <div className="grid max-w-md gap-2">
      <Label htmlFor={args.id}>Message</Label>
      <Textarea {...args} />
    </div>
  ),
  tags: ["autodocs"],
} satisfies Meta<typeof Textarea>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const Small: Story = { args: { size: "sm" } }
export const Large: Story = { args: { size: "lg" } }
export const Disabled: Story = { args: { disabled: true, defaultValue: "Annual report, 40 pages, Swedish to English." } }
export const Invalid: Story = {
  args: { "aria-invalid": true, "aria-describedby": "message-error" },
  render: (args) => (
    <div className="grid max-w-md gap-2">
      <Label htmlFor={args.id}>Message</Label>
      <Textarea {...args} />
      <p id="message-error" className="text-sm text-destructive">
        Please describe your project.
      </p>
    </div>
  ),
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole("textbox", { name: "Message" })
    await expect(textarea).toBeInvalid()
    await expect(textarea).toHaveAccessibleDescription("Please describe your project.")
  },
}

export const TypingMultipleLines: Story = {
  tags: ["interaction"],
  play: async ({ args, canvas, userEvent }) => {
    const textarea = canvas.getByRole("textbox", { name: "Message" })
    await userEvent.type(textarea, "Hej{Enter}Tack")
    await expect(textarea).toHaveValue("Hej\nTack")
    await expect(args.onChange).toHaveBeenCalled()
  },
}

export const ShowsFocusRingOnKeyboardFocus: Story = {
  tags: ["interaction"],
  play: async ({ canvas, userEvent }) => {
    const textarea = canvas.getByRole("textbox", { name: "Message" })
    const unfocused = getComputedStyle(textarea).boxShadow
    await userEvent.tab()
    await expect(textarea).toHaveFocus()
    await expect(textarea).toHaveAttribute("data-slot", "textarea")
    // The ring is a box-shadow in the ring colour; it must appear on keyboard focus.
    await expect(getComputedStyle(textarea).boxShadow).not.toBe(unfocused)
  },
}
