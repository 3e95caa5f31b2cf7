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

const whoWeAre = HOME_CONTENT.whoWeAre

export const Muted: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("region", { name: whoWeAre.heading })).toHaveAttribute("data-variant", "muted")
    for (const paragraph of whoWeAre.paragraphs) await expect(canvas.getByText(paragraph)).toBeVisible()
    await expect(canvas.queryByRole("img")).not.toBeInTheDocument()
  },
}

export const Default: Story = {
  args: { variant: "default" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("region", { name: whoWeAre.heading })).toHaveAttribute("data-variant", "default")
  },
}

export const WithImage: Story = {
  args: { imageUrl: new URL("../fixtures/hero-illustration.svg", import.meta.url).href, imageAlt: "The Nordika office in Stockholm" },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("img", { name: "The Nordika office in Stockholm" })).toBeVisible()
    for (const stat of whoWeAre.stats) await expect(canvas.getByText(stat.value)).toBeVisible()
  },
}

export const ShowsFiguresAndLink: Story = {
  tags: ["interaction"],
  play: async ({ canvas }) => {
    for (const stat of HOME_CONTENT.whoWeAre.stats) await expect(canvas.getByText(stat.label)).toBeVisible()
    await expect(canvas.getByRole("link", { name: HOME_CONTENT.whoWeAre.cta.label })).toHaveAttribute(
      "href",
      HOME_CONTENT.whoWeAre.cta.href,
    )
  },
}
