import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, within } from "storybook/test"
import { QuoteBlock, QuoteSection } from "../../ui/components/sections/quote-block"
import { HOME_CONTENT } from "../fixtures/pages"
import { withPage } from "../support/page-story"

const testimonial = HOME_CONTENT.testimonials.items[2]

const meta = {
  title: "Sections/QuoteBlock",
  component: QuoteBlock,
  subcomponents: { QuoteSection },
  args: { quote: testimonial.quote, author: testimonial.name, role: `${testimonial.role}, ${testimonial.company}` },
  decorators: [withPage],
  tags: ["autodocs"],
} satisfies Meta<typeof QuoteBlock>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    const figure = canvas.getByRole("figure")
    await expect(figure).toHaveAttribute("data-size", "default")
    await expect(within(figure).getByText(testimonial.quote)).toBeVisible()
    await expect(within(figure).getByText(`${testimonial.role}, ${testimonial.company}`)).toBeVisible()
  },
}

export const Small: Story = {
  args: { size: "sm" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("figure")).toHaveAttribute("data-size", "sm")
    await expect(canvas.getByText(testimonial.quote)).toBeVisible()
  },
}

export const QuoteIsAttributed: Story = {
  tags: ["interaction"],
  play: async ({ canvas }) => {
    const figure = canvas.getByRole("figure")
    await expect(figure).toHaveTextContent(testimonial.quote)
    await expect(figure).toHaveTextContent(testimonial.name)
  },
}
