import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, waitFor } from "storybook/test"
import { BAR_CHART_MIN_LABEL_WIDTH_PX, BarChart, type BarChartDatum } from "../../ui/components/admin/bar-chart"
import { ON_A_PHONE } from "./fixtures"

const COUNTS = [3, 5, 2, 0, 8, 6, 4, 9, 7, 12, 5, 10]
const MONDAY = Date.UTC(2026, 7, 31)
const day = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", timeZone: "UTC" })
const long = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" })

/** Twelve weeks of leads, Monday first. */
const WEEKS: BarChartDatum[] = COUNTS.map((value, index) => {
  const monday = new Date(MONDAY + index * 7 * 86_400_000)
  return { key: monday.toISOString().slice(0, 10), label: day.format(monday), description: `Week of ${long.format(monday)}`, value }
})
const LATEST = WEEKS.at(-1)!
const TOTAL = COUNTS.reduce((sum, n) => sum + n, 0)

const meta = {
  title: "Admin/BarChart",
  component: BarChart,
  args: {
    title: "Leads by week",
    summary: `${TOTAL} in 12 weeks`,
    categoryLabel: "Week",
    valueLabel: "Leads",
    data: WEEKS,
    emptyMessage: "No leads in these weeks yet.",
  },
  tags: ["autodocs"],
} satisfies Meta<typeof BarChart>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const Empty: Story = { args: { data: WEEKS.map((week) => ({ ...week, value: 0 })), summary: "0 in 12 weeks" } }

export const AsTable: Story = { args: { defaultView: "table" } }

export const OnAPhone: Story = { ...ON_A_PHONE }

const bars = (root: HTMLElement) => [...root.querySelectorAll<SVGGElement>('[data-slot="bar-chart-bar"]')]

export const DrawsEveryBarWithItsValue: Story = {
  tags: ["interaction"],
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(bars(canvasElement)).toHaveLength(WEEKS.length))
    await expect(bars(canvasElement).map((bar) => Number(bar.dataset.value))).toEqual(COUNTS)
    const heights = bars(canvasElement).map((bar) => Number(bar.querySelectorAll("rect")[1].getAttribute("height")))
    // The tallest bar is the largest count; an empty week draws no bar.
    await expect(heights.indexOf(Math.max(...heights))).toBe(COUNTS.indexOf(Math.max(...COUNTS)))
    await expect(heights[COUNTS.indexOf(0)]).toBe(0)
    await expect(bars(canvasElement).map((bar) => bar.querySelector("title")?.textContent)).toContain(
      `${LATEST.description}: ${LATEST.value}`,
    )
  },
}

export const StaysWithinItsFigure: Story = {
  tags: ["interaction"],
  play: async ({ canvas }) => {
    const figure = canvas.getByRole("figure", { name: "Leads by week" })
    const right = figure.getBoundingClientRect().right
    const overflowing = [...figure.querySelectorAll("*")].filter((element) => element.getBoundingClientRect().right > right + 0.5)
    await expect(overflowing.map((element) => element.getAttribute("data-slot") ?? element.tagName)).toEqual([])
  },
}

export const LabelsTheLatestWeekAndThinsLabelsWhenNarrow: Story = {
  tags: ["interaction"],
  ...ON_A_PHONE,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(bars(canvasElement)).toHaveLength(WEEKS.length))
    const plot = canvasElement.querySelector<HTMLElement>('[data-slot="bar-chart-plot"]')!
    const perBar = plot.getBoundingClientRect().width / WEEKS.length
    const labels = [...canvasElement.querySelectorAll('[data-slot="bar-chart-bar"] text')].map((text) => text.textContent)
    await expect(labels).toContain(LATEST.label)
    const shown = WEEKS.filter((week) => labels.includes(week.label)).length
    await expect(shown).toBe(Math.ceil(WEEKS.length / Math.ceil(BAR_CHART_MIN_LABEL_WIDTH_PX / perBar)))
  },
}

export const ShowsTheFiguresAsATable: Story = {
  tags: ["interaction"],
  play: async ({ canvas, canvasElement, userEvent }) => {
    const figure = canvas.getByRole("figure", { name: "Leads by week" })
    // Assistive technology has the table while the bars show.
    const table = canvas.getByRole("table", { name: "Leads by week" })
    await expect(table.querySelectorAll("tbody tr")).toHaveLength(WEEKS.length)
    await expect(canvas.getByRole("row", { name: `${LATEST.description} ${LATEST.value}` })).toBeInTheDocument()

    await userEvent.click(canvas.getByRole("button", { name: "Show as table" }))
    await expect(figure).toHaveAttribute("data-view", "table")
    await expect(table).toBeVisible()
    await expect(canvasElement.querySelector('[data-slot="bar-chart-plot"]')).not.toBeVisible()

    await userEvent.click(canvas.getByRole("button", { name: "Show as chart" }))
    await expect(canvasElement.querySelector('[data-slot="bar-chart-plot"]')).toBeVisible()
    await expect(canvas.getByRole("button", { name: "Show as table" })).toHaveFocus()
  },
}

export const SaysSoWhenEverythingIsZero: Story = {
  tags: ["interaction"],
  args: Empty.args,
  play: async ({ canvas }) => {
    await expect(canvas.getByText("No leads in these weeks yet.")).toBeVisible()
  },
}
