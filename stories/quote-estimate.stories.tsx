import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect } from "storybook/test"
import { QuoteEstimateNotice } from "../ui/components/quote-estimate"

const meta = {
  title: "Forms/QuoteEstimateNotice",
  component: QuoteEstimateNotice,
  args: { price: "€1,200–€1,900", turnaround: "about 4 business days", words: 12000 },
  tags: ["autodocs"],
} satisfies Meta<typeof QuoteEstimateNotice>

export default meta
type Story = StoryObj<typeof meta>

export const Range: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("Indicative price: €1,200–€1,900 · about 4 business days")
    await expect(canvas.getByRole("status")).toHaveTextContent("For 12,000 words")
  },
}

export const MinimumFeeOnly: Story = {
  args: { price: "€60", turnaround: "about 1 business day", words: 40 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("Indicative price: €60 · about 1 business day")
  },
}
