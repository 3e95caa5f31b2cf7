import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect } from "storybook/test"
import { TextSection } from "../../ui/components/sections/text-section"
import { SERVICE_OVERVIEW_PARAGRAPHS } from "../fixtures/pages"
import { withPage } from "../support/page-story"

const meta = {
  title: "Sections/TextSection",
  component: TextSection,
  args: { heading: "What the service covers", paragraphs: SERVICE_OVERVIEW_PARAGRAPHS },
  parameters: { layout: "fullscreen" },
  decorators: [withPage],
  tags: ["autodocs"],
} satisfies Meta<typeof TextSection>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("region", { name: "What the service covers" })).toHaveAttribute("data-variant", "default")
    await expect(canvas.getAllByRole("paragraph").map((paragraph) => paragraph.textContent)).toEqual(SERVICE_OVERVIEW_PARAGRAPHS)
  },
}

export const MutedWithEyebrow: Story = {
  args: { variant: "muted", eyebrow: "Translation" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("region", { name: "What the service covers" })).toHaveAttribute("data-variant", "muted")
    await expect(canvas.getByText("Translation")).toBeVisible()
  },
}

export const EveryParagraphIsShown: Story = {
  tags: ["interaction"],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("region", { name: "What the service covers" })).toBeVisible()
    for (const paragraph of SERVICE_OVERVIEW_PARAGRAPHS) await expect(canvas.getByText(paragraph)).toBeVisible()
  },
}
