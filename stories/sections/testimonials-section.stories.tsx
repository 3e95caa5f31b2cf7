import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, within } from "storybook/test"
import { TestimonialsSection, TestimonialCard } from "../../ui/components/sections/testimonials-section"
import { HOME_CONTENT } from "../fixtures/pages"
import { withPage } from "../support/page-story"

const meta = {
  title: "Sections/TestimonialsSection",
  component: TestimonialsSection,
  subcomponents: { TestimonialCard },
  args: { ...HOME_CONTENT.testimonials },
  parameters: { layout: "fullscreen" },
  decorators: [withPage],
  tags: ["autodocs"],
} satisfies Meta<typeof TestimonialsSection>

export default meta
type Story = StoryObj<typeof meta>

/** Each quote and how its card is drawn, as shown. */
const shownQuotes = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole("figure")
    .map((figure) => ({ quote: figure.querySelector("blockquote")?.textContent, variant: figure.dataset.variant }))

/** The first quote is featured, the others are plain cards. */
const expectedQuotes = (items: typeof HOME_CONTENT.testimonials.items) =>
  items.map((item, index) => ({ quote: item.quote, variant: index === 0 ? "featured" : "default" }))

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const { heading, items } = HOME_CONTENT.testimonials
    await expect(canvas.getByRole("region", { name: heading })).toHaveAttribute("data-variant", "muted")
    await expect(shownQuotes(canvasElement)).toEqual(expectedQuotes(items))
  },
}

export const ThreeQuotes: Story = {
  args: { items: HOME_CONTENT.testimonials.items.slice(0, 3) },
  play: async ({ canvasElement }) => {
    await expect(shownQuotes(canvasElement)).toEqual(expectedQuotes(HOME_CONTENT.testimonials.items.slice(0, 3)))
  },
}

export const EveryQuoteIsAttributed: Story = {
  tags: ["interaction"],
  play: async ({ canvas }) => {
    const figures = canvas.getAllByRole("figure")
    await expect(figures).toHaveLength(HOME_CONTENT.testimonials.items.length)
    for (const [index, testimonial] of HOME_CONTENT.testimonials.items.entries()) {
      await expect(figures[index]).toHaveTextContent(testimonial.quote)
      await expect(figures[index]).toHaveTextContent(`${testimonial.role}, ${testimonial.company}`)
    }
  },
}
