import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, waitFor } from "storybook/test"
import { ERROR_STATE_DETAILS_LABEL, ERROR_STATE_RETRY_LABEL, ERROR_STATE_TITLE, ErrorState } from "../../ui/components/admin/error-state"

const failure = new Error("GET /rest/v1/leads: 503 Service Unavailable")
// A fixed stack: the real one names this file's address in the test server, which changes per run.
failure.stack = `Error: ${failure.message}\n    at loadLeads (app/admin/leads/use-leads.ts:42:11)`

const meta = {
  title: "Admin/ErrorState",
  component: ErrorState,
  args: { description: "The leads could not be loaded. Check your connection, then try again." },
  tags: ["autodocs"],
} satisfies Meta<typeof ErrorState>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const WithRetry: Story = { args: { onRetry: fn() } }

export const WithDetails: Story = { args: { onRetry: fn(), error: failure } }

export const IsAnnounced: Story = {
  tags: ["interaction"],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent(ERROR_STATE_TITLE)
  },
}

export const RetryCallsBack: Story = {
  tags: ["interaction"],
  args: { onRetry: fn() },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: ERROR_STATE_RETRY_LABEL }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

export const DetailsOpenOnDemand: Story = {
  tags: ["interaction"],
  args: { error: failure },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.queryByText(/503 Service Unavailable/)).not.toBeInTheDocument()
    await userEvent.click(canvas.getByRole("button", { name: ERROR_STATE_DETAILS_LABEL }))
    await waitFor(() => expect(canvas.getByText(/503 Service Unavailable/)).toBeVisible())
  },
}
