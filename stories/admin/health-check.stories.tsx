import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn } from "storybook/test"
import {
  HEALTH_RERUN_LABEL,
  HEALTH_STATUS_LABELS,
  HealthChecks,
  HealthCheckRow,
  HealthStatusLabel,
} from "../../ui/components/admin/health-check"
import { ON_A_PHONE } from "./fixtures"
import { HEALTHY_CHECKS } from "./system-fixtures"

const meta = {
  title: "Admin/HealthChecks",
  component: HealthChecks,
  subcomponents: { HealthCheckRow, HealthStatusLabel },
  args: { checks: HEALTHY_CHECKS, onRerun: fn(), summary: "Checked at 14:05" },
  tags: ["autodocs"],
} satisfies Meta<typeof HealthChecks>

export default meta
type Story = StoryObj<typeof meta>

export const Healthy: Story = {}

export const Checking: Story = {
  args: { checks: HEALTHY_CHECKS.map(({ latencyMs: _latency, ...check }) => ({ ...check, status: "checking" as const })) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: HEALTH_RERUN_LABEL })).toBeDisabled()
    await expect(canvas.getByRole("region", { name: "Services" })).toHaveAttribute("aria-busy", "true")
  },
}

export const SlowAndFailing: Story = {
  args: {
    checks: [
      { ...HEALTHY_CHECKS[0], status: "slow", latencyMs: 1840 },
      { ...HEALTHY_CHECKS[1], status: "down", latencyMs: 5003, detail: "HTTP 503: the database did not answer" },
      ...HEALTHY_CHECKS.slice(2),
    ],
  },
  play: async ({ canvas }) => {
    const database = canvas.getByRole("listitem", { name: "Database (REST)" })
    await expect(database).toHaveTextContent(HEALTH_STATUS_LABELS.down)
    await expect(database).toHaveTextContent("HTTP 503: the database did not answer")
    await expect(canvas.getByRole("listitem", { name: "Sign-in (auth)" })).toHaveTextContent(`1840 ms${HEALTH_STATUS_LABELS.slow}`)
  },
}

export const EveryCheckShowsItsStatusAndLatency: Story = {
  tags: ["interaction"],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("listitem", { name: "Database (REST)" })).toHaveTextContent(`24 ms${HEALTH_STATUS_LABELS.ok}`)
    await expect(canvas.getByRole("listitem", { name: "Realtime" })).toHaveTextContent(HEALTH_STATUS_LABELS.unavailable)
  },
}

export const RerunsTheChecks: Story = {
  tags: ["interaction"],
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: HEALTH_RERUN_LABEL }))
    await expect(args.onRerun).toHaveBeenCalledOnce()
  },
}

export const OnAPhone: Story = { ...ON_A_PHONE }
