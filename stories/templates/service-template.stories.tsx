import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, waitFor, within } from "storybook/test"
import { HeroBreadcrumb } from "../../ui/components/sections/page-hero"
import { SERVICE_TEMPLATE_LABELS, ServiceTemplate } from "../../ui/templates/service-template"
import { relatedLinksOf, SERVICE_BREADCRUMB, SERVICE_PAGE } from "../fixtures/pages"
import { AT_1440_PX, AT_390_PX, withPage } from "../support/page-story"

const meta = {
  title: "Templates/ServiceTemplate",
  component: ServiceTemplate,
  args: { page: SERVICE_PAGE, relatedLinks: relatedLinksOf(SERVICE_PAGE) },
  parameters: { layout: "fullscreen" },
  decorators: [withPage],
  tags: ["autodocs"],
} satisfies Meta<typeof ServiceTemplate>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const Phone: Story = AT_390_PX

export const Desktop: Story = AT_1440_PX

export const WithBreadcrumb: Story = {
  args: { breadcrumb: <HeroBreadcrumb items={SERVICE_BREADCRUMB} /> },
}

export const WithHeroImage: Story = {
  args: {
    page: {
      ...SERVICE_PAGE,
      hero: {
        ...SERVICE_PAGE.hero,
        imageUrl: new URL("../fixtures/hero-illustration.svg", import.meta.url).href,
        imageAlt: "Nordika translators at work",
      },
    },
  },
}

export const RelatedLinksWithIcons: Story = {
  args: {
    relatedLinks: [
      {
        title: "Machine translation",
        description: "Adaptive MT with certified post-editing.",
        href: "/services/machine-translation",
        icon: "Zap",
      },
      { title: "Legal", description: "Lawyer-linguists for contracts and litigation.", href: "/industries/legal", icon: "Scale" },
    ],
  },
}

export const ExactlyOneH1: Story = {
  tags: ["interaction"],
  play: async ({ canvas }) => {
    const headings = canvas.getAllByRole("heading", { level: 1 })
    await expect(headings).toHaveLength(1)
    await expect(headings[0]).toHaveTextContent(SERVICE_PAGE.hero.heading)
  },
}

export const EverySectionIsANamedRegion: Story = {
  tags: ["interaction"],
  play: async ({ canvas }) => {
    for (const name of [
      SERVICE_PAGE.hero.heading,
      SERVICE_TEMPLATE_LABELS.overview,
      SERVICE_TEMPLATE_LABELS.offerings,
      SERVICE_TEMPLATE_LABELS.process,
      SERVICE_TEMPLATE_LABELS.quality,
      SERVICE_TEMPLATE_LABELS.technology,
      SERVICE_TEMPLATE_LABELS.proof,
      SERVICE_TEMPLATE_LABELS.faqs,
      SERVICE_PAGE.cta.heading,
      SERVICE_TEMPLATE_LABELS.related,
    ]) {
      await expect(canvas.getByRole("region", { name })).toBeVisible()
    }
  },
}

export const HeroShowsHighlightsAndCtas: Story = {
  tags: ["interaction"],
  play: async ({ canvas }) => {
    const hero = within(canvas.getByRole("region", { name: SERVICE_PAGE.hero.heading }))
    for (const stat of SERVICE_PAGE.highlights) await expect(hero.getByText(stat.label)).toBeVisible()
    await expect(hero.getByRole("link", { name: SERVICE_PAGE.hero.primaryCta!.label })).toHaveAttribute(
      "href",
      SERVICE_PAGE.hero.primaryCta!.href,
    )
    await expect(hero.getByRole("link", { name: SERVICE_PAGE.hero.secondaryCta!.label })).toHaveAttribute(
      "href",
      SERVICE_PAGE.hero.secondaryCta!.href,
    )
  },
}

export const FaqExpandsOnClick: Story = {
  tags: ["interaction"],
  play: async ({ canvas, userEvent }) => {
    const faq = SERVICE_PAGE.faqs[1]
    const trigger = canvas.getByRole("button", { name: faq.question })
    await expect(trigger).toHaveAttribute("aria-expanded", "false")
    // In the page for search engines and find-in-page, but hidden until the question is opened.
    await expect(canvas.getByText(faq.answer)).not.toBeVisible()
    await userEvent.click(trigger)
    await expect(trigger).toHaveAttribute("aria-expanded", "true")
    await waitFor(() => expect(canvas.getByText(faq.answer)).toBeVisible(), { timeout: 5000 })
  },
}

export const RelatedLinksUseTheLinkProvider: Story = {
  tags: ["interaction"],
  play: async ({ canvas }) => {
    const related = within(canvas.getByRole("region", { name: SERVICE_TEMPLATE_LABELS.related }))
    const links = related.getAllByRole("link")
    await expect(links).toHaveLength(SERVICE_PAGE.related.length)
    for (const [index, link] of links.entries()) {
      await expect(link).toHaveAttribute("href", SERVICE_PAGE.related[index])
      await expect(link).toHaveAttribute("data-router-link")
    }
    await expect(related.getByRole("link", { name: /Machine translation/ })).toBeVisible()
  },
}
