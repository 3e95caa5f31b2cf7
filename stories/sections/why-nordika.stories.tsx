import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect } from "storybook/test"
import { WhyNordika } from "../../ui/components/sections/why-nordika"
import { HOME_CONTENT } from "../fixtures/pages"
import { withPage } from "../support/page-story"

const meta = {
  title: "Sections/WhyNordika",
  component: WhyNordika,
  args: { ...HOME_CONTENT.whyNordika },
  parameters: { layout: "fullscreen" },
  decorators: [withPage],
  tags: ["autodocs"],
} satisfies Meta<typeof WhyNordika>

export default meta
type Story = StoryObj<typeof meta>

export const Plain: Story = {}
export const Cards: Story = { args: { card: "card", variant: "muted" } }

export const EveryReasonIsShown: Story = {
  play: async ({ canvas }) => {
    for (const item of HOME_CONTENT.whyNordika.items)
      await expect(canvas.getByRole("heading", { level: 3, name: item.title })).toBeVisible()
  },
}
