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

export const Quiet: Story = { args: { data: ACTIVITY.map((day) => ({ ...day, changes: 0, signIns: 0, clientErrors: 0 })) } }

export const DrawsOneBarStackPerDay: Story = {
  tags: ["interaction"],
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll(".recharts-bar-rectangle").length).toBeGreaterThan(0))
    await expect(canvasElement.querySelectorAll(".recharts-bar-rectangle").length).toBeGreaterThan(0)
    await expect(canvasElement.querySelector('[data-slot="activity-plot"] svg')).toBeVisible()
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
