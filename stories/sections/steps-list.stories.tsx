import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, within } from "storybook/test"
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

/** The band's variant, the list's layout and the steps' titles, as shown. */
function shownSteps(canvasElement: HTMLElement, heading: string) {
  const band = within(canvasElement).getByRole("region", { name: heading })
  return {
    variant: band.dataset.variant,
    layout: within(band).getByRole("list").dataset.layout,
    titles: within(band)
      .getAllByRole("heading", { level: 3 })
      .map((title) => title.textContent),
  }
}
const titlesOf = (steps: { title: string }[]) => steps.map((step) => step.title)

export const Numbered: Story = {
  play: async ({ canvasElement }) => {
    await expect(shownSteps(canvasElement, "How a project runs")).toEqual({
      variant: "default",
      layout: "numbered",
      titles: titlesOf(SERVICE_PAGE.process),
    })
  },
}

export const Timeline: Story = {
  args: { heading: "Timeline", layout: "timeline", items: historySteps },
  play: async ({ canvasElement }) => {
    await expect(historySteps.length).toBeGreaterThan(0)
    await expect(shownSteps(canvasElement, "Timeline")).toEqual({ variant: "default", layout: "timeline", titles: titlesOf(historySteps) })
  },
}

export const TimelineOnMuted: Story = {
  args: { heading: "Timeline", layout: "timeline", variant: "muted", items: historySteps },
  play: async ({ canvasElement }) => {
    await expect(shownSteps(canvasElement, "Timeline")).toEqual({ variant: "muted", layout: "timeline", titles: titlesOf(historySteps) })
  },
}

export const StepsAreAnOrderedList: Story = {
  tags: ["interaction"],
  play: async ({ canvas }) => {
    const list = canvas.getByRole("list")
    await expect(list.tagName).toBe("OL")
    await expect(canvas.getAllByRole("listitem")).toHaveLength(SERVICE_PAGE.process.length)
  },
}

export const NumbersEachStepOnce: Story = {
  tags: ["interaction"],
  args: { items: SERVICE_PAGE.process.map((step, index) => ({ ...step, title: `${index + 1}. ${step.title}` })) },
  play: async ({ canvasElement }) => {
    await expect(shownSteps(canvasElement, "How a project runs").titles).toEqual(titlesOf(SERVICE_PAGE.process))
  },
}
