import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect } from "storybook/test"
import { StepsList } from "../../ui/components/sections/steps-list"
import { HISTORY_PAGE, SERVICE_PAGE } from "../fixtures/pages"
import { withPage } from "../support/page-story"

const timeline = HISTORY_PAGE.sections.find((section) => section.kind === "steps")
const historySteps = timeline?.kind === "steps" ? timeline.items : []

const meta = {
  title: "Sections/StepsList",
  component: StepsList,
  args: { heading: "How a project runs", items: SERVICE_PAGE.process },
  parameters: { layout: "fullscreen" },
  decorators: [withPage],
  tags: ["autodocs"],
} satisfies Meta<typeof StepsList>

export default meta
type Story = StoryObj<typeof meta>

export const Numbered: Story = {}
export const Timeline: Story = { args: { heading: "Timeline", layout: "timeline", items: historySteps } }
export const TimelineOnMuted: Story = { args: { heading: "Timeline", layout: "timeline", variant: "muted", items: historySteps } }

export const StepsAreAnOrderedList: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole("list")
    await expect(list.tagName).toBe("OL")
    await expect(canvas.getAllByRole("listitem")).toHaveLength(SERVICE_PAGE.process.length)
  },
}
