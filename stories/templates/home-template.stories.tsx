import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, within } from "storybook/test"
import { HomeTemplate } from "../../ui/templates/home-template"
import { HOME_CONTENT } from "../fixtures/pages"
import { withPage } from "../support/page-story"

const meta = {
  title: "Templates/HomeTemplate",
  component: HomeTemplate,
  args: { content: HOME_CONTENT },
  parameters: { layout: "fullscreen" },
  decorators: [withPage],
  tags: ["autodocs"],
} satisfies Meta<typeof HomeTemplate>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const ExactlyOneH1: Story = {
  tags: ["interaction"],
  play: async ({ canvas }) => {
    const headings = canvas.getAllByRole("heading", { level: 1 })
    await expect(headings).toHaveLength(1)
    await expect(headings[0]).toHaveTextContent(HOME_CONTENT.hero.heading)
  },
}

export const EveryHomeSectionIsANamedRegion: Story = {
  tags: ["interaction"],
  play: async ({ canvas }) => {
    const c = HOME_CONTENT
    for (const name of [
      c.hero.heading,
      c.clientLogos.heading,
      c.servicesOverview.heading,
      c.whoWeAre.heading,
      c.clientSuccess.heading,
      c.technology.heading,
      c.industries.heading,
      c.testimonials.heading,
      c.whyNordika.heading,
      c.cta.heading,
    ]) {
      await expect(canvas.getByRole("region", { name })).toBeVisible()
    }
  },
}

export const ServicesLinkThroughTheLinkProvider: Story = {
  tags: ["interaction"],
  play: async ({ canvas }) => {
    const services = within(canvas.getByRole("region", { name: HOME_CONTENT.servicesOverview.heading }))
    for (const service of HOME_CONTENT.servicesOverview.items) {
      const link = services.getByRole("link", { name: new RegExp(service.title) })
      await expect(link).toHaveAttribute("href", service.href)
      await expect(link).toHaveAttribute("data-router-link")
    }
    await expect(services.getByRole("link", { name: HOME_CONTENT.servicesOverview.cta.label })).toHaveAttribute(
      "href",
      HOME_CONTENT.servicesOverview.cta.href,
    )
  },
}

export const EveryTestimonialIsVisible: Story = {
  tags: ["interaction"],
  play: async ({ canvas }) => {
    for (const testimonial of HOME_CONTENT.testimonials.items) await expect(canvas.getByText(testimonial.quote)).toBeVisible()
  },
}

export const ClientLogosAreNamedPictures: Story = {
  tags: ["interaction"],
  play: async ({ canvas }) => {
    const logos = within(canvas.getByRole("region", { name: HOME_CONTENT.clientLogos.heading }))
    await expect(logos.getAllByRole("listitem")).toHaveLength(HOME_CONTENT.clientLogos.items.length)
    // Each drawn logo is named by its client (its placeholder carries the name until it is in view).
    for (const client of HOME_CONTENT.clientLogos.items) await expect(logos.getByRole("img", { name: client.name })).toBeInTheDocument()
  },
}
