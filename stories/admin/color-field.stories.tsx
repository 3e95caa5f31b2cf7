import * as React from "react"
import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, waitFor } from "storybook/test"
import { COLOR_FIELD_INVALID_MESSAGE, ColorField, type ColorFieldProps } from "../../ui/components/admin/color-field"

/** The field as a form holds it: the value only changes through onValueChange. */
function ControlledColorField(props: ColorFieldProps) {
  const [value, setValue] = React.useState(props.value)
  return (
    <ColorField
      {...props}
      value={value}
      onValueChange={(next) => {
        setValue(next)
        props.onValueChange(next)
      }}
    />
  )
}

const meta = {
  title: "Admin/ColorField",
  component: ColorField,
  render: (args) => <ControlledColorField {...args} />,
  args: { label: "Primary", value: "#1554c0", defaultValue: "#1554c0", onValueChange: fn() },
  decorators: [(Story) => <div className="max-w-xs">{Story()}</div>],
  tags: ["autodocs"],
} satisfies Meta<typeof ColorField>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const Changed: Story = { args: { value: "#0f766e" } }

export const AcceptsATypedHexColour: Story = {
  tags: ["interaction"],
  play: async ({ args, canvas, userEvent }) => {
    const hex = canvas.getByRole("textbox", { name: /Primary/ })
    await userEvent.clear(hex)
    await userEvent.type(hex, "#0f766e")
    await expect(args.onValueChange).toHaveBeenLastCalledWith("#0f766e")
    await expect(canvas.getByText("(was #1554c0)")).toBeVisible()
  },
}

export const RefusesAValueWithoutHash: Story = {
  tags: ["interaction"],
  play: async ({ args, canvas, userEvent }) => {
    const hex = canvas.getByRole("textbox", { name: /Primary/ })
    await userEvent.clear(hex)
    await userEvent.type(hex, "0f766e")
    await waitFor(() => expect(hex).toHaveAttribute("aria-invalid", "true"))
    await expect(hex).toHaveAccessibleDescription(COLOR_FIELD_INVALID_MESSAGE)
    await expect(args.onValueChange).not.toHaveBeenCalled()
  },
}

export const ThePickerSetsTheValue: Story = {
  tags: ["interaction"],
  play: async ({ args, canvas }) => {
    const picker = canvas.getByLabelText("Primary picker")
    // A native colour dialog cannot be driven; the input event it fires is.
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!
    setValue.call(picker, "#aa3300")
    picker.dispatchEvent(new Event("input", { bubbles: true }))
    await expect(args.onValueChange).toHaveBeenCalledWith("#aa3300")
    await expect(canvas.getByRole("textbox", { name: /Primary/ })).toHaveValue("#aa3300")
  },
}
