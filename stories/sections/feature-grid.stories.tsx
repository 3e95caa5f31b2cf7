import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, within } from "storybook/test"
import { FeatureGrid, FeatureCard } from "../../ui/components/sections/feature-grid"
import { INDUSTRY_PAGE_WITH_SUB_PAGES, SERVICE_PAGE } from "../fixtures/pages"
import { withPage } from "../support/page-story"

const meta = {
  title: "Sections/FeatureGrid",
  component: FeatureGrid,
  subcomponents: { FeatureCard },
  args: {
    heading: "What we deliver",
    intro: "Six kinds of translation work, each with its own specialists.",
    items: SERVICE_PAGE.offerings,
  },
  parameters: { layout: "fullscreen" },
  decorators: [withPage],
  tags: ["autodocs"],
} satisfies Meta<typeof FeatureGrid>

export default meta
type Story = StoryObj<typeof meta>

/** The band's variant, and each card's title and variant, as shown. */
function shownGrid(canvasElement: HTMLElement) {
  const band = within(canvasElement).getByRole("region", { name: "What we deliver" })
  const cards = within(band).getAllByRole("listitem")
  return {
    band: band.dataset.variant,
    cards: cards.map((card) => ({ title: within(card).getByRole("heading", { level: 3 }).textContent, variant: card.dataset.variant })),
  }
}
const cardsOf = (items: { title: string }[], variant: string) => items.map(({ title }) => ({ title, variant }))

export const Cards: Story = {
  play: async ({ canvasElement }) => {
    await expect(shownGrid(canvasElement)).toEqual({ band: "default", cards: cardsOf(SERVICE_PAGE.offerings, "card") })
  },
}

export const Plain: Story = {
  args: { card: "plain", items: INDUSTRY_PAGE_WITH_SUB_PAGES.challenges },
  play: async ({ canvasElement }) => {
    await expect(shownGrid(canvasElement)).toEqual({ band: "default", cards: cardsOf(INDUSTRY_PAGE_WITH_SUB_PAGES.challenges, "plain") })
  },
}

export const Muted: Story = {
  args: { variant: "muted" },
  play: async ({ canvasElement }) => {
    await expect(shownGrid(canvasElement)).toEqual({ band: "muted", cards: cardsOf(SERVICE_PAGE.offerings, "card") })
  },
}

export const Inverse: Story = {
  args: { variant: "inverse", items: SERVICE_PAGE.technology },
  play: async ({ canvasElement }) => {
    // On the dark band the cards turn inverse too.
    await expect(shownGrid(canvasElement)).toEqual({ band: "inverse", cards: cardsOf(SERVICE_PAGE.technology, "inverse") })
  },
}

export const EveryFeatureHasAHeading: Story = {
  tags: ["interaction"],
  play: async ({ canvas }) => {
    for (const feature of SERVICE_PAGE.offerings) {
      await expect(canvas.getByRole("heading", { level: 3, name: feature.title })).toBeVisible()
    }
  },
}
