import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, within } from "storybook/test"
import { ContentPicture, type ContentImage } from "../../ui/components/content-picture"
import { FeatureGrid, FeatureCard, FeaturePictures } from "../../ui/components/sections/feature-grid"
import { featureImageSizes } from "../../ui/components/sections/feature-image-sizes"
import { INDUSTRY_PAGE_WITH_SUB_PAGES, SERVICE_PAGE } from "../fixtures/pages"
import { withPage } from "../support/page-story"

const meta = {
  title: "Sections/FeatureGrid",
  component: FeatureGrid,
  subcomponents: { FeatureCard, FeaturePictures, ContentPicture },
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

/** A local portrait (there is no network in tests): a data: SVG, square like the team's crops. */
function portrait(hue: string, alt: string): ContentImage {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400"><rect width="400" height="400" fill="${hue}"/><circle cx="200" cy="160" r="70" fill="#f3f7fb" opacity="0.85"/><path d="M70 400 C90 290 310 290 330 400 Z" fill="#f3f7fb" opacity="0.85"/></svg>`
  return { src: `data:image/svg+xml,${encodeURIComponent(svg)}`, alt, width: 400, height: 400, sources: [], objectPosition: "50% 50%" }
}

const LEADERS = [
  { title: "Anna Lindqvist, Chief Executive Officer", description: "Leads Nordika and its 60 project managers.", hue: "#1554c0" },
  { title: "Erik Sandberg, Head of Localization", description: "Runs software and website localization.", hue: "#0b1b2b" },
  { title: "Maja Holm, Head of Quality", description: "Owns ISO 17100 review and terminology.", hue: "#3b6e8f" },
].map(({ hue, ...leader }, index, all) => ({
  ...leader,
  image: portrait(hue, `Portrait of ${leader.title.split(",")[0]}`),
  imageSizes: featureImageSizes(all.length, index),
}))

/** The team's portraits in place of icons: drawn only inside FeaturePictures (outside it a card keeps its icon). */
export const Portraits: Story = {
  args: { heading: "Our leadership", intro: undefined, items: LEADERS },
  decorators: [
    (Story) => (
      <FeaturePictures draw={(picture) => <ContentPicture {...picture} />}>
        <Story />
      </FeaturePictures>
    ),
  ],
  play: async ({ canvasElement }) => {
    const images = within(canvasElement).getAllByRole("img")
    await expect(images.map((image) => image.getAttribute("alt"))).toEqual([
      "Portrait of Anna Lindqvist",
      "Portrait of Erik Sandberg",
      "Portrait of Maja Holm",
    ])
    await expect(images.map((image) => image.getAttribute("width"))).toEqual(["400", "400", "400"])
  },
}
