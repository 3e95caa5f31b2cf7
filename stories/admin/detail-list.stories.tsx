import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect } from "storybook/test"
import { DetailList } from "../../ui/components/admin/detail-list"

const meta = {
  title: "Admin/DetailList",
  component: DetailList,
  args: {
    title: "This browser",
    items: [
      { label: "User agent", value: "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) Chrome/131.0 Safari/537.36", mono: true },
      { label: "Viewport", value: "1440 × 900" },
      { label: "Language", value: "sv-SE" },
      { label: "Time zone", value: "Europe/Stockholm" },
      { label: "Online", value: "Yes" },
    ],
  },
  tags: ["autodocs"],
} satisfies Meta<typeof DetailList>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const PairsLabelsWithValues: Story = {
  tags: ["interaction"],
  play: async ({ canvas }) => {
    const region = canvas.getByRole("region", { name: "This browser" })
    await expect(region.querySelectorAll("dt")).toHaveLength(5)
    await expect(canvas.getByText("Time zone").nextElementSibling).toHaveTextContent("Europe/Stockholm")
  },
}

export const Empty: Story = {
  args: { title: "Migrations", items: [], emptyMessage: "No migrations are recorded." },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("No migrations are recorded.")).toBeVisible()
  },
}

export const Inline: Story = {
  args: {
    title: "New leads by type",
    variant: "inline",
    items: [
      { label: "Quote requests", value: "8" },
      { label: "Messages", value: "3" },
      { label: "Brochure requests", value: "1" },
    ],
  },
}

export const InlineKeepsEachFigureOnItsLabelsRow: Story = {
  tags: ["interaction"],
  args: Inline.args,
  globals: { viewport: { value: "phone", isRotated: false } },
  play: async ({ canvas }) => {
    const label = canvas.getByText("Quote requests")
    const figure = label.nextElementSibling!
    await expect(figure).toHaveTextContent("8")
    const [labelBox, figureBox] = [label.getBoundingClientRect(), figure.getBoundingClientRect()]
    await expect(Math.abs(labelBox.top - figureBox.top)).toBeLessThan(labelBox.height)
    await expect(figureBox.left).toBeGreaterThan(labelBox.right)
  },
}
