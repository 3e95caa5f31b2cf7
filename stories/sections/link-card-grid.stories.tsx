import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, within } from "storybook/test"
import { LinkCardGrid, LinkCardItem } from "../../ui/components/sections/link-card-grid"
import { INDUSTRY_PAGE_WITH_SUB_PAGES } from "../fixtures/pages"
import { withPage } from "../support/page-story"

const subPages = INDUSTRY_PAGE_WITH_SUB_PAGES.subPages ?? []

const meta = {
  title: "Sections/LinkCardGrid",
  component: LinkCardGrid,
  subcomponents: { LinkCardItem },
  args: { heading: "Specialist areas", items: subPages },
  parameters: { layout: "fullscreen" },
  decorators: [withPage],
  tags: ["autodocs"],
} satisfies Meta<typeof LinkCardGrid>

export default meta
type Story = StoryObj<typeof meta>

/** The band's variant and size, and each card's title and size, as shown. */
function shownGrid(canvasElement: HTMLElement) {
  const band = within(canvasElement).getByRole("region", { name: "Specialist areas" })
  return {
    band: { variant: band.dataset.variant, size: band.dataset.size },
    cards: within(band)
      .getAllByRole("link")
      .map((card) => ({ title: within(card).getByRole("heading", { level: 3 }).textContent, size: card.dataset.size })),
  }
}
const cardsOf = (cards: { title: string }[], size: string) => cards.map(({ title }) => ({ title, size }))

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(shownGrid(canvasElement)).toEqual({ band: { variant: "default", size: "default" }, cards: cardsOf(subPages, "default") })
  },
}

export const Small: Story = {
  args: { cardSize: "sm", size: "sm", items: subPages.slice(0, 5) },
  play: async ({ canvasElement }) => {
    await expect(shownGrid(canvasElement)).toEqual({ band: { variant: "default", size: "sm" }, cards: cardsOf(subPages.slice(0, 5), "sm") })
  },
}

export const Muted: Story = {
  args: { variant: "muted" },
  play: async ({ canvasElement }) => {
    await expect(shownGrid(canvasElement)).toEqual({ band: { variant: "muted", size: "default" }, cards: cardsOf(subPages, "default") })
  },
}

export const CardsUseTheLinkProvider: Story = {
  tags: ["interaction"],
  play: async ({ canvas }) => {
    const links = canvas.getAllByRole("link")
    await expect(links).toHaveLength(subPages.length)
    for (const link of links) await expect(link).toHaveAttribute("data-router-link")
  },
}

export const ExternalCardsOpenSafely: Story = {
  tags: ["interaction"],
  args: {
    heading: "Standards we follow",
    items: [
      {
        title: "ISO 17100",
        description: "Translation services: requirements.",
        href: "https://www.iso.org/standard/59149.html",
        icon: "Award",
      },
      {
        title: "ISO 27001",
        description: "Information security management.",
        href: "https://www.iso.org/standard/27001",
        icon: "ShieldCheck",
      },
    ],
  },
  play: async ({ canvas }) => {
    for (const link of canvas.getAllByRole("link")) {
      await expect(link).toHaveAttribute("rel", "noopener noreferrer")
      await expect(link).not.toHaveAttribute("data-router-link")
    }
  },
}
