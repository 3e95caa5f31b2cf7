import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, screen, waitFor, within } from "storybook/test"
import {
  MFA_CARD_OFF_DESCRIPTION,
  MFA_DEFAULT_FACTOR_NAME,
  MFA_ENROL_LABEL,
  MFA_REMOVE_LABEL,
  MfaFactorsCard,
} from "../../ui/components/admin/mfa-factors-card"
import { STORY_NOW } from "./staff-fixtures"

const FACTOR = { id: "factor-1", friendlyName: null, createdAt: "2026-04-11T12:00:00Z" }

const meta = {
  title: "Admin/MfaFactorsCard",
  component: MfaFactorsCard,
  args: { factors: [FACTOR], onEnrol: fn(), onRemove: fn(), now: STORY_NOW },
  tags: ["autodocs"],
} satisfies Meta<typeof MfaFactorsCard>

export default meta
type Story = StoryObj<typeof meta>

export const On: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText("On")).toBeVisible()
    await expect(canvas.getByText(MFA_DEFAULT_FACTOR_NAME)).toBeVisible()
    await expect(canvas.getByText("3 days ago")).toBeVisible()
  },
}

export const Off: Story = {
  args: { factors: [] },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText(MFA_CARD_OFF_DESCRIPTION)).toBeVisible()
    await userEvent.click(canvas.getByRole("button", { name: MFA_ENROL_LABEL }))
    await expect(args.onEnrol).toHaveBeenCalledOnce()
  },
}

export const RemovingAsksFirst: Story = {
  tags: ["interaction"],
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: `${MFA_REMOVE_LABEL} ${MFA_DEFAULT_FACTOR_NAME}` }))
    const dialog = await screen.findByRole("alertdialog", { name: `Remove ${MFA_DEFAULT_FACTOR_NAME}?` })
    await userEvent.click(within(dialog).getByRole("button", { name: MFA_REMOVE_LABEL }))
    await waitFor(() => expect(args.onRemove).toHaveBeenCalledWith(FACTOR.id))
  },
}
