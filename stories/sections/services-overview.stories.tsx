import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, within } from "storybook/test"
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

const cardTitles = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole("heading", { level: 3 })
    .map((heading) => heading.textContent)

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const { heading, intro, items, cta } = HOME_CONTENT.servicesOverview
    await expect(canvas.getByRole("region", { name: heading })).toBeVisible()
    await expect(canvas.getByText(intro)).toBeVisible()
    await expect(cardTitles(canvasElement)).toEqual(items.map((service) => service.title))
    await expect(canvas.getByRole("link", { name: cta.label })).toHaveAttribute("href", cta.href)
  },
}

export const SixServices: Story = {
  args: { items: HOME_CONTENT.servicesOverview.items.slice(0, 6) },
  play: async ({ canvasElement }) => {
    await expect(cardTitles(canvasElement)).toEqual(HOME_CONTENT.servicesOverview.items.slice(0, 6).map((service) => service.title))
  },
}

export const EveryServiceLinksToItsPage: Story = {
  tags: ["interaction"],
  play: async ({ canvas }) => {
    for (const service of HOME_CONTENT.servicesOverview.items) {
      await expect(canvas.getByRole("link", { name: new RegExp(service.title) })).toHaveAttribute("href", service.href)
    }
  },
}
