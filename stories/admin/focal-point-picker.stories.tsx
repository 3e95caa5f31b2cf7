import * as React from "react"
import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn } from "storybook/test"
import { landscape } from "./media-fixtures"
import {
  describeFocalPoint,
  FOCAL_POINT_LARGE_STEP,
  FOCAL_POINT_STEP,
  FocalPointPicker,
  type FocalPoint,
  type FocalPointPickerProps,
} from "../../ui/components/admin/focal-point-picker"

/** Holds the point as a form does. */
function StatefulFocalPointPicker(props: FocalPointPickerProps) {
  const [value, setValue] = React.useState<FocalPoint>(props.value)
  return (
    <FocalPointPicker
      {...props}
      value={value}
      onValueChange={(next) => {
        props.onValueChange(next)
        setValue(next)
      }}
    />
  )
}

const meta = {
  title: "Admin/FocalPointPicker",
  component: FocalPointPicker,
  render: (args) => <StatefulFocalPointPicker {...args} />,
  args: { src: landscape("#9fd3f0", "#4f8a5b"), value: { x: 0.5, y: 0.5 }, onValueChange: fn() },
  decorators: [(Story) => <div className="max-w-md">{Story()}</div>],
  tags: ["autodocs"],
} satisfies Meta<typeof FocalPointPicker>

export default meta
type Story = StoryObj<typeof meta>

export const Centred: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("slider", { name: "Focal point" })).toHaveAttribute("aria-valuetext", "50% across, 50% down")
  },
}

export const OnTheSun: Story = { args: { value: { x: 0.72, y: 0.28 } } }

export const Disabled: Story = { args: { disabled: true } }

export const MovesWithTheArrowKeys: Story = {
  tags: ["interaction"],
  play: async ({ args, canvas, userEvent }) => {
    const picker = canvas.getByRole("slider", { name: "Focal point" })
    await userEvent.click(picker)
    await userEvent.keyboard("{Home}")
    await userEvent.keyboard("{ArrowRight}{ArrowRight}")
    await expect(picker).toHaveAttribute("aria-valuetext", describeFocalPoint({ x: 0.5 + 2 * FOCAL_POINT_STEP, y: 0.5 }))
    await userEvent.keyboard("{Shift>}{ArrowUp}{/Shift}")
    await expect(picker).toHaveAttribute("aria-valuetext", describeFocalPoint({ x: 0.52, y: 0.5 - FOCAL_POINT_LARGE_STEP }))
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ x: 0.52, y: 0.4 })
  },
}

export const PicksThePointClicked: Story = {
  tags: ["interaction"],
  play: async ({ args, canvas, userEvent }) => {
    const picker = canvas.getByRole("slider", { name: "Focal point" })
    const box = picker.getBoundingClientRect()
    await userEvent.pointer({
      keys: "[MouseLeft]",
      target: picker,
      coords: { clientX: box.left + box.width * 0.25, clientY: box.top + box.height * 0.75 },
    })
    await expect(picker).toHaveAttribute("aria-valuetext", "25% across, 75% down")
    await expect(args.onValueChange).toHaveBeenCalledTimes(1)
  },
}

export const StaysInsideTheImage: Story = {
  tags: ["interaction"],
  args: { value: { x: 0.99, y: 0.01 } },
  play: async ({ canvas, userEvent }) => {
    const picker = canvas.getByRole("slider", { name: "Focal point" })
    picker.focus()
    await userEvent.keyboard("{Shift>}{ArrowRight}{ArrowUp}{/Shift}")
    await expect(picker).toHaveAttribute("aria-valuetext", "100% across, 0% down")
  },
}
