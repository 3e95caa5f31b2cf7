import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect } from "storybook/test"
import { FeatureGrid } from "../../ui/components/sections/feature-grid"
import { INDUSTRY_PAGE_WITH_SUB_PAGES, SERVICE_PAGE } from "../fixtures/pages"
import { withPage } from "../support/page-story"

const meta = {
  title: "Sections/FeatureGrid",
  component: FeatureGrid,
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

export const Cards: Story = {}
export const Plain: Story = { args: { card: "plain", items: INDUSTRY_PAGE_WITH_SUB_PAGES.challenges } }
export const Muted: Story = { args: { variant: "muted" } }
export const Inverse: Story = { args: { variant: "inverse", items: SERVICE_PAGE.technology } }

export const EveryFeatureHasAHeading: Story = {
  play: async ({ canvas }) => {
    for (const feature of SERVICE_PAGE.offerings) {
      await expect(canvas.getByRole("heading", { level: 3, name: feature.title })).toBeVisible()
    }
  },
}
