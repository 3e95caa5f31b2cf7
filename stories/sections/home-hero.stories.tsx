import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, within, waitFor } from "storybook/test"
import { HomeHero } from "../../ui/components/sections/home-hero"
import { HOME_CONTENT } from "../fixtures/pages"
import { withPage } from "../support/page-story"

const meta = {
  title: "Sections/HomeHero",
  component: HomeHero,
  args: { ...HOME_CONTENT.hero },
  parameters: { layout: "fullscreen" },
  decorators: [withPage],
  tags: ["autodocs"],
} satisfies Meta<typeof HomeHero>

export default meta
type Story = StoryObj<typeof meta>

const hero = HOME_CONTENT.hero

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("region", { name: hero.heading })).toBeVisible()
    await expect(canvas.getByText(hero.intro)).toBeVisible()
    for (const cta of [hero.primaryCta, hero.secondaryCta])
      await expect(canvas.getByRole("link", { name: cta.label })).toHaveAttribute("href", cta.href)
    // Without an image the visual is the decorative language orbit.
    await expect(canvas.queryByRole("img")).not.toBeInTheDocument()
  },
}

export const WithImage: Story = {
  args: {
    imageUrl: new URL("../fixtures/hero-illustration.svg", import.meta.url).href,
    imageAlt: "Abstract globe of language connections",
  },
  play: async ({ canvas }) => {
    // A priority image is in the page at once, and fades in once it has loaded.
    await waitFor(() => expect(canvas.getByRole("img", { name: "Abstract globe of language connections" })).toBeVisible())
  },
}

export const WithoutBadges: Story = {
  args: { badges: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent(hero.heading)
    await expect(canvas.queryByRole("list")).not.toBeInTheDocument()
    for (const badge of hero.badges) await expect(canvas.queryByText(badge)).not.toBeInTheDocument()
  },
}

export const ShowsHeadingCtasAndBadges: Story = {
  tags: ["interaction"],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent(HOME_CONTENT.hero.heading)
    await expect(canvas.getByRole("link", { name: HOME_CONTENT.hero.primaryCta.label })).toHaveAttribute(
      "href",
      HOME_CONTENT.hero.primaryCta.href,
    )
    const badges = within(canvas.getByRole("list"))
    for (const badge of HOME_CONTENT.hero.badges) await expect(badges.getByText(badge)).toBeVisible()
  },
}
