import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect } from "storybook/test"
import { ClientSuccessSection } from "../../ui/components/sections/client-success-section"
import { HOME_CONTENT } from "../fixtures/pages"
import { withPage } from "../support/page-story"

const meta = {
  title: "Sections/ClientSuccessSection",
  component: ClientSuccessSection,
  args: { ...HOME_CONTENT.clientSuccess },
  parameters: { layout: "fullscreen" },
  decorators: [withPage],
  tags: ["autodocs"],
} satisfies Meta<typeof ClientSuccessSection>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const FourFigures: Story = { args: { figures: HOME_CONTENT.clientSuccess.figures.slice(0, 4) } }

export const StoriesLinkByTheirTitles: Story = {
  play: async ({ canvas }) => {
    for (const story of HOME_CONTENT.clientSuccess.stories) {
      await expect(canvas.getByRole("link", { name: story.title })).toHaveAttribute("href", story.href)
      await expect(canvas.getByText(story.result.value)).toBeVisible()
    }
  },
}
