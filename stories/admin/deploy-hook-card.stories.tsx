import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, waitFor } from "storybook/test"
import {
  DEPLOY_HOOK_LAST_CALL_LABEL,
  DEPLOY_HOOK_SAVE_LABEL,
  DEPLOY_HOOK_TEST_LABEL,
  DEPLOY_HOOK_TITLE,
  DEPLOY_HOOK_URL_LABEL,
  DeployHookCard,
} from "../../ui/components/admin/deploy-hook-card"
import { ON_A_PHONE } from "./fixtures"

const NETLIFY_HOOK = "https://api.netlify.com/build_hooks/65a1f0c2b3d4e5f6a7b8c9d0"

const meta = {
  title: "Admin/DeployHookCard",
  component: DeployHookCard,
  args: {
    defaultUrl: NETLIFY_HOOK,
    lastCall: { at: "2026-11-30T14:05:00Z", status: 200, error: null },
    onSubmit: fn(),
    onTest: fn(),
  },
  decorators: [(Story) => <div className="max-w-2xl">{Story()}</div>],
  tags: ["autodocs"],
} satisfies Meta<typeof DeployHookCard>

export default meta
type Story = StoryObj<typeof meta>

/** A hook set and called: the host took the last build. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("region", { name: DEPLOY_HOOK_TITLE })).toBeVisible()
    await expect(canvas.getByText("30 Nov 2026, 14:05: the host answered HTTP 200.")).toBeVisible()
  },
}

/** No hook yet: the site is served by the Node server, or the host's hook is still to be pasted. */
export const NotSet: Story = {
  args: { defaultUrl: "", lastCall: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: DEPLOY_HOOK_TEST_LABEL })).toBeDisabled()
    await expect(canvas.getByText("Not called yet.")).toBeVisible()
  },
}

/** The host could not be reached: said in the card, in the destructive colour. */
export const LastCallFailed: Story = {
  args: { lastCall: { at: "2026-11-30T14:05:00Z", status: null, error: "The host could not be reached: connect ECONNREFUSED" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/failed\. The host could not be reached/)).toBeVisible()
  },
}

export const OnAPhone: Story = { ...ON_A_PHONE }

export const SavesAnHttpsAddress: Story = {
  tags: ["interaction"],
  args: { defaultUrl: "", lastCall: null },
  play: async ({ args, canvas, userEvent }) => {
    const save = canvas.getByRole("button", { name: DEPLOY_HOOK_SAVE_LABEL })
    await expect(save).toBeDisabled()
    const field = canvas.getByRole("textbox", { name: DEPLOY_HOOK_URL_LABEL })
    await userEvent.type(field, "http://api.netlify.com/build_hooks/abc")
    await userEvent.click(save)
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(expect.stringContaining("Paste the https address the host gave for the hook.")),
    )
    await expect(args.onSubmit).not.toHaveBeenCalled()
    await userEvent.clear(field)
    await userEvent.type(field, NETLIFY_HOOK)
    await userEvent.click(save)
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(NETLIFY_HOOK))
  },
}

export const TestsTheSavedHook: Story = {
  tags: ["interaction"],
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: DEPLOY_HOOK_TEST_LABEL }))
    await expect(args.onTest).toHaveBeenCalledOnce()
    await expect(canvas.getByText(DEPLOY_HOOK_LAST_CALL_LABEL)).toBeVisible()
  },
}

export const ShowsWhatTheServerRefused: Story = {
  tags: ["interaction"],
  args: { onSubmit: fn(() => "Only admins may change the deploy hook") },
  play: async ({ canvas, userEvent }) => {
    const field = canvas.getByRole("textbox", { name: DEPLOY_HOOK_URL_LABEL })
    await userEvent.clear(field)
    await userEvent.type(field, `${NETLIFY_HOOK}0`)
    await userEvent.click(canvas.getByRole("button", { name: DEPLOY_HOOK_SAVE_LABEL }))
    await expect(await canvas.findByText("Only admins may change the deploy hook")).toBeVisible()
  },
}
