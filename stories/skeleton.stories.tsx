import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect } from "storybook/test"
import { Skeleton } from "../ui/components/skeleton"

const meta = {
  title: "Components/Skeleton",
  component: Skeleton,
  args: { className: "h-4 w-48" },
  tags: ["autodocs"],
} satisfies Meta<typeof Skeleton>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const Circle: Story = { args: { className: "size-12 rounded-full" } }

export const CardPlaceholder: Story = {
  render: () => (
    <div aria-busy="true" aria-label="Loading article" role="region" className="flex max-w-sm items-center gap-4">
      <Skeleton className="size-12 rounded-full" />
      <div className="grid flex-1 gap-2">
        <Skeleton className="h-4 w-3/4" />
        <Skeleton className="h-4 w-1/2" />
      </div>
    </div>
  ),
}

export const IsHiddenFromAssistiveTechnology: Story = {
  tags: ["interaction"],
  play: async ({ canvasElement }) => {
    const skeleton = canvasElement.querySelector('[data-slot="skeleton"]')
    await expect(skeleton).toHaveAttribute("aria-hidden", "true")
  },
}
