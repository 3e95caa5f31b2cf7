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

/** The figures as shown: each value with its label. */
const figuresIn = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll('[data-slot="stat"]')].map((stat) => ({
    value: stat.querySelector("dd")?.textContent,
    label: stat.querySelector("dt")?.textContent,
  }))

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const { figures, stories } = HOME_CONTENT.clientSuccess
    await expect(figuresIn(canvasElement)).toEqual(figures.map(({ value, label }) => ({ value, label })))
    // More than four figures are set smaller, so they fit one row.
    await expect(canvasElement.querySelector('[data-slot="stats-list"]')).toHaveAttribute("data-size", "sm")
    await expect(canvas.getAllByRole("article")).toHaveLength(stories.length)
  },
}

export const FourFigures: Story = {
  args: { figures: HOME_CONTENT.clientSuccess.figures.slice(0, 4) },
  play: async ({ canvasElement }) => {
    await expect(figuresIn(canvasElement)).toHaveLength(4)
    await expect(canvasElement.querySelector('[data-slot="stats-list"]')).toHaveAttribute("data-size", "default")
  },
}

export const StoriesLinkByTheirTitles: Story = {
  tags: ["interaction"],
  play: async ({ canvas }) => {
    for (const story of HOME_CONTENT.clientSuccess.stories) {
      await expect(canvas.getByRole("link", { name: story.title })).toHaveAttribute("href", story.href)
      await expect(canvas.getByText(story.result.value)).toBeVisible()
    }
  },
}
