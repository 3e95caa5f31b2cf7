import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, waitFor } from "storybook/test"
import { ActivityChart } from "../../ui/components/admin/activity-chart"
import { ON_A_PHONE } from "./fixtures"
import { ACTIVITY } from "./system-fixtures"

const meta = {
  title: "Admin/ActivityChart",
  component: ActivityChart,
  args: { data: ACTIVITY },
  tags: ["autodocs"],
} satisfies Meta<typeof ActivityChart>

export default meta
type Story = StoryObj<typeof meta>

const total = (key: "changes" | "signIns" | "clientErrors") => ACTIVITY.reduce((sum, day) => sum + day[key], 0)

export const Default: Story = {}

export const Quiet: Story = {
  args: { data: ACTIVITY.map((day) => ({ ...day, changes: 0, signIns: 0, clientErrors: 0 })) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("No activity in these days.")).toBeVisible()
  },
}

/** Thirty stacks, each as tall as its day's count on the axis, and the axis reaches the busiest day. */
export const DrawsOneBarStackPerDay: Story = {
  tags: ["interaction"],
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-slot="activity-day"]')).toHaveLength(30))
    const busiest = Math.max(...ACTIVITY.map((day) => day.changes + day.signIns + day.clientErrors))
    const ticks = [...canvasElement.querySelectorAll('[data-slot="activity-tick"] text')].map((tick) => Number(tick.textContent))
    await expect(ticks[0]).toBe(0)
    await expect(ticks[ticks.length - 1]).toBeGreaterThanOrEqual(busiest)
    // Pixels per count, from the axis: every stack's height is its day's count at that scale.
    const lines = [...canvasElement.querySelectorAll<SVGLineElement>('[data-slot="activity-tick"] line')]
    const tickY = (index: number) => lines[index].getBoundingClientRect().top
    const perCount = (tickY(0) - tickY(lines.length - 1)) / (ticks[ticks.length - 1] - ticks[0])
    for (const [index, column] of [...canvasElement.querySelectorAll('[data-slot="activity-day"]')].entries()) {
      const day = ACTIVITY[index]
      const parts = [...column.querySelectorAll("[data-series]")].map((part) => part.getBoundingClientRect())
      const drawn = parts.length ? Math.max(...parts.map((part) => part.bottom)) - Math.min(...parts.map((part) => part.top)) : 0
      await expect(Math.abs(drawn - (day.changes + day.signIns + day.clientErrors) * perCount)).toBeLessThan(1.5)
      await expect(column.querySelectorAll('[data-series="clientErrors"]')).toHaveLength(day.clientErrors > 0 ? 1 : 0)
    }
  },
}

export const GivesTheTotalsAndEveryDayInText: Story = {
  tags: ["interaction"],
  play: async ({ canvas }) => {
    const figure = canvas.getByRole("figure", { name: "Activity, last 30 days" })
    await expect(figure).toHaveTextContent(`Changes: ${total("changes")}`)
    await expect(figure).toHaveTextContent(`Sign-ins: ${total("signIns")}`)
    await expect(figure).toHaveTextContent(`Browser errors: ${total("clientErrors")}`)
    await expect(canvas.getByRole("table", { name: "Activity, last 30 days" }).querySelectorAll("tbody tr")).toHaveLength(30)
  },
}

export const OnAPhone: Story = { ...ON_A_PHONE }
