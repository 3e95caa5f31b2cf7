import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect } from "storybook/test"
import { ServicesOverview } from "../../ui/components/sections/services-overview"
import { HOME_CONTENT } from "../fixtures/pages"
import { withPage } from "../support/page-story"

const meta = {
  title: "Sections/ServicesOverview",
  component: ServicesOverview,
  args: { ...HOME_CONTENT.servicesOverview },
  parameters: { layout: "fullscreen" },
  decorators: [withPage],
  tags: ["autodocs"],
} satisfies Meta<typeof ServicesOverview>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const SixServices: Story = { args: { items: HOME_CONTENT.servicesOverview.items.slice(0, 6) } }

export const EveryServiceLinksToItsPage: Story = {
  play: async ({ canvas }) => {
    for (const service of HOME_CONTENT.servicesOverview.items) {
      await expect(canvas.getByRole("link", { name: new RegExp(service.title) })).toHaveAttribute("href", service.href)
    }
  },
}
