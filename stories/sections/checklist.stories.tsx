import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect } from "storybook/test"
import { Checklist, ChecklistItems } from "../../ui/components/sections/checklist"
import { SERVICE_PAGE } from "../fixtures/pages"
import { withPage } from "../support/page-story"

const meta = {
  title: "Sections/Checklist",
  component: Checklist,
  subcomponents: { ChecklistItems },
  args: { heading: "Quality and standards", items: SERVICE_PAGE.quality },
  parameters: { layout: "fullscreen" },
  decorators: [withPage],
  tags: ["autodocs"],
} satisfies Meta<typeof Checklist>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("region", { name: "Quality and standards" })).toHaveAttribute("data-variant", "default")
    for (const point of SERVICE_PAGE.quality) await expect(canvas.getByText(point)).toBeVisible()
  },
}

const INTRO = "Every project is run to these standards, audited every year."
export const MutedWithIntro: Story = {
  args: { variant: "muted", intro: INTRO },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("region", { name: "Quality and standards" })).toHaveAttribute("data-variant", "muted")
    await expect(canvas.getByText(INTRO)).toBeVisible()
  },
}

export const EveryPointIsListed: Story = {
  tags: ["interaction"],
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("listitem")).toHaveLength(SERVICE_PAGE.quality.length)
  },
}
