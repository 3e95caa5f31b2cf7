import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, within } from "storybook/test"
import { TechnologyTeaser } from "../../ui/components/sections/technology-teaser"
import { HOME_CONTENT } from "../fixtures/pages"
import { withPage } from "../support/page-story"

const meta = {
  title: "Sections/TechnologyTeaser",
  component: TechnologyTeaser,
  args: { ...HOME_CONTENT.technology },
  parameters: { layout: "fullscreen" },
  decorators: [withPage],
  tags: ["autodocs"],
} satisfies Meta<typeof TechnologyTeaser>

export default meta
type Story = StoryObj<typeof meta>

const technology = HOME_CONTENT.technology
const linkLabels = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole("link")
    .map((link) => link.textContent)

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("region", { name: technology.heading })).toBeVisible()
    for (const stat of technology.stats) await expect(canvas.getByText(stat.value)).toBeVisible()
    await expect(linkLabels(canvasElement)).toEqual([technology.cta.label, technology.secondaryCta!.label])
  },
}

export const WithoutSecondaryCta: Story = {
  args: { secondaryCta: undefined },
  play: async ({ canvasElement }) => {
    await expect(linkLabels(canvasElement)).toEqual([technology.cta.label])
  },
}

export const ShowsPointsAndCtas: Story = {
  tags: ["interaction"],
  play: async ({ canvas }) => {
    for (const point of HOME_CONTENT.technology.points)
      await expect(canvas.getByRole("heading", { level: 3, name: point.title })).toBeVisible()
    await expect(canvas.getByRole("link", { name: HOME_CONTENT.technology.cta.label })).toHaveAttribute(
      "href",
      HOME_CONTENT.technology.cta.href,
    )
  },
}
