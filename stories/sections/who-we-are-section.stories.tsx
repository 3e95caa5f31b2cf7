import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect } from "storybook/test"
import { WhoWeAreSection } from "../../ui/components/sections/who-we-are-section"
import { HOME_CONTENT } from "../fixtures/pages"
import { withPage } from "../support/page-story"

const meta = {
  title: "Sections/WhoWeAreSection",
  component: WhoWeAreSection,
  args: { ...HOME_CONTENT.whoWeAre },
  parameters: { layout: "fullscreen" },
  decorators: [withPage],
  tags: ["autodocs"],
} satisfies Meta<typeof WhoWeAreSection>

export default meta
type Story = StoryObj<typeof meta>

export const Muted: Story = {}
export const Default: Story = { args: { variant: "default" } }
export const WithImage: Story = {
  args: { imageUrl: new URL("../fixtures/hero-illustration.svg", import.meta.url).href, imageAlt: "The Nordika office in Stockholm" },
}

export const ShowsFiguresAndLink: Story = {
  play: async ({ canvas }) => {
    for (const stat of HOME_CONTENT.whoWeAre.stats) await expect(canvas.getByText(stat.label)).toBeVisible()
    await expect(canvas.getByRole("link", { name: HOME_CONTENT.whoWeAre.cta.label })).toHaveAttribute(
      "href",
      HOME_CONTENT.whoWeAre.cta.href,
    )
  },
}
