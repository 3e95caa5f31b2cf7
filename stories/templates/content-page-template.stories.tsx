import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect } from "storybook/test"
import { SECTION_KINDS } from "../../ui/components/sections/section-renderer"
import { ContentPageTemplate } from "../../ui/templates/content-page-template"
import { EVERY_KIND_PAGE, HISTORY_PAGE, LEEN_PAGE } from "../fixtures/pages"
import { AT_1440_PX, AT_390_PX, withPage } from "../support/page-story"

const meta = {
  title: "Templates/ContentPageTemplate",
  component: ContentPageTemplate,
  args: { page: HISTORY_PAGE },
  parameters: { layout: "fullscreen" },
  decorators: [withPage],
  tags: ["autodocs"],
} satisfies Meta<typeof ContentPageTemplate>

export default meta
type Story = StoryObj<typeof meta>

export const AboutHistory: Story = {}

export const Phone: Story = AT_390_PX

export const Desktop: Story = AT_1440_PX
export const TechnologyLeen: Story = { args: { page: LEEN_PAGE } }
export const EveryKind: Story = { args: { page: EVERY_KIND_PAGE } }

export const ExactlyOneH1: Story = {
  args: { page: EVERY_KIND_PAGE },
  play: async ({ canvas }) => {
    const headings = canvas.getAllByRole("heading", { level: 1 })
    await expect(headings).toHaveLength(1)
    await expect(headings[0]).toHaveTextContent(EVERY_KIND_PAGE.hero.heading)
  },
}

export const SectionRendererRendersEveryKind: Story = {
  args: { page: EVERY_KIND_PAGE },
  play: async ({ canvas, canvasElement }) => {
    for (const kind of SECTION_KINDS) {
      await expect(canvasElement.querySelector(`[data-section-kind="${kind}"]`)).toBeVisible()
    }
    for (const section of EVERY_KIND_PAGE.sections) {
      if (section.kind === "quote") await expect(canvas.getByText(section.quote)).toBeVisible()
      else await expect(canvas.getByRole("heading", { level: 2, name: section.heading })).toBeVisible()
    }
  },
}

export const SectionsCanBeLinkedById: Story = {
  args: { page: EVERY_KIND_PAGE },
  play: async ({ canvasElement }) => {
    for (const section of EVERY_KIND_PAGE.sections) {
      await expect(canvasElement.querySelector(`#${section.id}`)).toHaveAttribute("data-section-kind", section.kind)
    }
  },
}

export const HistoryStepsAreATimeline: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="steps-list-items"]')).toHaveAttribute("data-layout", "timeline")
  },
}
