import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect } from "storybook/test"
import { StatsBand } from "../../ui/components/sections/stats-band"
import { HOME_CONTENT, SERVICE_PAGE } from "../fixtures/pages"
import { withPage } from "../support/page-story"

const meta = {
  title: "Sections/StatsBand",
  component: StatsBand,
  args: { heading: "Nordika in numbers", items: SERVICE_PAGE.highlights },
  parameters: { layout: "fullscreen" },
  decorators: [withPage],
  tags: ["autodocs"],
} satisfies Meta<typeof StatsBand>

export default meta
type Story = StoryObj<typeof meta>

export const Muted: Story = {}
export const Inverse: Story = { args: { variant: "inverse" } }
export const FiveFigures: Story = { args: { items: HOME_CONTENT.clientSuccess.figures } }
export const WithoutHeading: Story = { args: { heading: undefined } }

export const ValuesAreDescribedByTheirLabels: Story = {
  play: async ({ canvas }) => {
    const terms = canvas.getAllByRole("term")
    await expect(terms).toHaveLength(SERVICE_PAGE.highlights.length)
    for (const [index, stat] of SERVICE_PAGE.highlights.entries()) {
      await expect(terms[index]).toHaveTextContent(stat.label)
      await expect(canvas.getByText(stat.value)).toBeVisible()
    }
  },
}
