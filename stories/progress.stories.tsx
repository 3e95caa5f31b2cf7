import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect } from "storybook/test"
import { Progress, PROGRESS_VARIANTS } from "../ui/components/progress"

const meta = {
  title: "Components/Progress",
  component: Progress,
  args: { value: 40, "aria-label": "Upload progress", className: "max-w-sm" },
  argTypes: { variant: { control: "select", options: PROGRESS_VARIANTS } },
  tags: ["autodocs"],
} satisfies Meta<typeof Progress>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const Empty: Story = { args: { value: 0 } }
export const Complete: Story = { args: { value: 100, variant: "success" } }
export const Destructive: Story = { args: { value: 70, variant: "destructive", "aria-label": "Storage used" } }
export const Indeterminate: Story = { args: { value: null } }

export const ExposesItsValue: Story = {
  tags: ["interaction"],
  play: async ({ canvas }) => {
    const bar = canvas.getByRole("progressbar", { name: "Upload progress" })
    await expect(bar).toHaveAttribute("aria-valuenow", "40")
    await expect(bar).toHaveAttribute("aria-valuemax", "100")
    await expect(bar).toHaveAttribute("data-state", "loading")
  },
}

export const CompleteIsMarkedComplete: Story = {
  tags: ["interaction"],
  args: { value: 100, variant: "success" },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole("progressbar", { name: "Upload progress" })
    await expect(bar).toHaveAttribute("data-state", "complete")
    await expect(bar).toHaveAttribute("data-variant", "success")
  },
}

export const IndeterminateHasNoValue: Story = {
  tags: ["interaction"],
  args: { value: null },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole("progressbar", { name: "Upload progress" })
    await expect(bar).not.toHaveAttribute("aria-valuenow")
    await expect(bar).toHaveAttribute("data-state", "indeterminate")
  },
}
