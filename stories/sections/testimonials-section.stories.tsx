import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect } from "storybook/test"
import { TestimonialsSection } from "../../ui/components/sections/testimonials-section"
import { HOME_CONTENT } from "../fixtures/pages"
import { withPage } from "../support/page-story"

const meta = {
  title: "Sections/TestimonialsSection",
  component: TestimonialsSection,
  args: { ...HOME_CONTENT.testimonials },
  parameters: { layout: "fullscreen" },
  decorators: [withPage],
  tags: ["autodocs"],
} satisfies Meta<typeof TestimonialsSection>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const ThreeQuotes: Story = { args: { items: HOME_CONTENT.testimonials.items.slice(0, 3) } }

export const EveryQuoteIsAttributed: Story = {
  play: async ({ canvas }) => {
    const figures = canvas.getAllByRole("figure")
    await expect(figures).toHaveLength(HOME_CONTENT.testimonials.items.length)
    for (const [index, testimonial] of HOME_CONTENT.testimonials.items.entries()) {
      await expect(figures[index]).toHaveTextContent(testimonial.quote)
      await expect(figures[index]).toHaveTextContent(`${testimonial.role}, ${testimonial.company}`)
    }
  },
}
