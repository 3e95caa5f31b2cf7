import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect } from "storybook/test"
import { IndustriesTeaser } from "../../ui/components/sections/industries-teaser"
import { HOME_CONTENT } from "../fixtures/pages"
import { withPage } from "../support/page-story"

const meta = {
  title: "Sections/IndustriesTeaser",
  component: IndustriesTeaser,
  args: { ...HOME_CONTENT.industries },
  parameters: { layout: "fullscreen" },
  decorators: [withPage],
  tags: ["autodocs"],
} satisfies Meta<typeof IndustriesTeaser>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    const { heading, intro, items } = HOME_CONTENT.industries
    await expect(canvas.getByRole("region", { name: heading })).toBeVisible()
    await expect(canvas.getByText(intro)).toBeVisible()
    const cards = canvas.getAllByRole("heading", { level: 3 })
    await expect(cards.map((card) => card.textContent)).toEqual(items.map((item) => item.title))
  },
}

export const LinksToEveryIndustryAndTheHub: Story = {
  tags: ["interaction"],
  play: async ({ canvas }) => {
    for (const card of HOME_CONTENT.industries.items) {
      await expect(canvas.getByRole("link", { name: new RegExp(card.title) })).toHaveAttribute("href", card.href)
    }
    await expect(canvas.getByRole("link", { name: HOME_CONTENT.industries.cta.label })).toHaveAttribute(
      "href",
      HOME_CONTENT.industries.cta.href,
    )
  },
}
