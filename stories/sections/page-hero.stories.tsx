import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect } from "storybook/test"
import { HeroBreadcrumb, HeroStats, PageHero } from "../../ui/components/sections/page-hero"
import { SERVICE_BREADCRUMB, SERVICE_PAGE } from "../fixtures/pages"
import { withPage } from "../support/page-story"

const meta = {
  title: "Sections/PageHero",
  component: PageHero,
  args: { ...SERVICE_PAGE.hero },
  parameters: { layout: "fullscreen" },
  decorators: [withPage],
  tags: ["autodocs"],
} satisfies Meta<typeof PageHero>

export default meta
type Story = StoryObj<typeof meta>

export const Dark: Story = {}
export const Light: Story = { args: { variant: "light" } }
export const WithBreadcrumb: Story = { args: { breadcrumb: <HeroBreadcrumb items={SERVICE_BREADCRUMB} /> } }
export const LightWithBreadcrumb: Story = {
  args: { variant: "light", breadcrumb: <HeroBreadcrumb variant="light" items={SERVICE_BREADCRUMB} /> },
}
export const WithStats: Story = { args: { aside: <HeroStats items={SERVICE_PAGE.highlights} /> } }
export const WithImage: Story = {
  args: {
    imageUrl: new URL("../fixtures/hero-illustration.svg", import.meta.url).href,
    imageAlt: "Abstract globe of language connections",
  },
}
export const WithoutCtas: Story = { args: { primaryCta: undefined, secondaryCta: undefined } }

export const HeadingIsTheOnlyH1: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("heading", { level: 1 })).toHaveLength(1)
    await expect(canvas.getByRole("region", { name: SERVICE_PAGE.hero.heading })).toBeVisible()
  },
}

export const CtasUseTheLinkProvider: Story = {
  play: async ({ canvas }) => {
    for (const cta of [SERVICE_PAGE.hero.primaryCta!, SERVICE_PAGE.hero.secondaryCta!]) {
      const link = canvas.getByRole("link", { name: cta.label })
      await expect(link).toHaveAttribute("href", cta.href)
      await expect(link).toHaveAttribute("data-router-link")
    }
  },
}
