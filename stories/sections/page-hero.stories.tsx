import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, within, waitFor } from "storybook/test"
import { HeroBreadcrumb, HeroStats, PageHero, HeroActions } from "../../ui/components/sections/page-hero"
import { SERVICE_BREADCRUMB, SERVICE_PAGE } from "../fixtures/pages"
import { withPage } from "../support/page-story"

const meta = {
  title: "Sections/PageHero",
  component: PageHero,
  subcomponents: { HeroBreadcrumb, HeroStats, HeroActions },
  args: { ...SERVICE_PAGE.hero },
  parameters: { layout: "fullscreen" },
  decorators: [withPage],
  tags: ["autodocs"],
} satisfies Meta<typeof PageHero>

export default meta
type Story = StoryObj<typeof meta>

const hero = SERVICE_PAGE.hero
const heroOf = (canvasElement: HTMLElement) => within(canvasElement).getByRole("region", { name: hero.heading })

/** The trail as shown: each crumb's label, with its link or marked as the current page. */
async function expectBreadcrumb(canvasElement: HTMLElement) {
  const trail = within(within(canvasElement).getByRole("navigation", { name: "Breadcrumb" }))
  const crumbs = trail.getAllByRole("listitem").map((item) => ({
    label: item.textContent,
    href: item.querySelector("a")?.getAttribute("href"),
    current: item.querySelector('[aria-current="page"]') !== null,
  }))
  await expect(crumbs).toEqual(SERVICE_BREADCRUMB.map(({ label, href }) => ({ label, href, current: !href })))
}

export const Dark: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(heroOf(canvasElement)).toHaveAttribute("data-variant", "dark")
    await expect(canvas.getByText(hero.intro)).toBeVisible()
    await expect(canvas.queryByRole("navigation")).not.toBeInTheDocument()
  },
}

export const Light: Story = {
  args: { variant: "light" },
  play: async ({ canvasElement }) => {
    await expect(heroOf(canvasElement)).toHaveAttribute("data-variant", "light")
  },
}

export const WithBreadcrumb: Story = {
  args: { breadcrumb: <HeroBreadcrumb items={SERVICE_BREADCRUMB} /> },
  play: async ({ canvasElement }) => {
    await expect(heroOf(canvasElement)).toHaveAttribute("data-variant", "dark")
    await expectBreadcrumb(canvasElement)
  },
}

export const LightWithBreadcrumb: Story = {
  args: { variant: "light", breadcrumb: <HeroBreadcrumb variant="light" items={SERVICE_BREADCRUMB} /> },
  play: async ({ canvasElement }) => {
    await expect(heroOf(canvasElement)).toHaveAttribute("data-variant", "light")
    await expectBreadcrumb(canvasElement)
  },
}

export const WithStats: Story = {
  args: { aside: <HeroStats items={SERVICE_PAGE.highlights} /> },
  play: async ({ canvas }) => {
    const terms = canvas.getAllByRole("term")
    await expect(terms.map((term) => term.textContent)).toEqual(SERVICE_PAGE.highlights.map((stat) => stat.label))
    for (const stat of SERVICE_PAGE.highlights) await expect(canvas.getByText(stat.value)).toBeVisible()
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

export const WithoutCtas: Story = {
  args: { primaryCta: undefined, secondaryCta: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent(hero.heading)
    await expect(canvas.queryByRole("link")).not.toBeInTheDocument()
  },
}

export const HeadingIsTheOnlyH1: Story = {
  tags: ["interaction"],
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("heading", { level: 1 })).toHaveLength(1)
    await expect(canvas.getByRole("region", { name: SERVICE_PAGE.hero.heading })).toBeVisible()
  },
}

export const CtasUseTheLinkProvider: Story = {
  tags: ["interaction"],
  play: async ({ canvas }) => {
    for (const cta of [SERVICE_PAGE.hero.primaryCta!, SERVICE_PAGE.hero.secondaryCta!]) {
      const link = canvas.getByRole("link", { name: cta.label })
      await expect(link).toHaveAttribute("href", cta.href)
      await expect(link).toHaveAttribute("data-router-link")
    }
  },
}
