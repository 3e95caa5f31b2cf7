import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, waitFor } from "storybook/test"
import { AuthLayout } from "../../ui/components/admin/auth-layout"
import {
  SECURITY_KEY_CANCEL_LABEL,
  SECURITY_KEY_HELP_LABEL,
  SECURITY_KEY_HINT,
  SECURITY_KEY_USE_CODE_LABEL,
  SECURITY_KEY_VERIFY_LABEL,
  SecurityKeyCard,
} from "../../ui/components/admin/security-key-card"
import { withStoryLinks } from "../support/page-story"
import { ADMIN_EMAIL, ON_A_PHONE } from "./fixtures"

const NOT_USED = "Your security key was not used: the prompt was closed or timed out. Try again when you are ready."

const meta = {
  title: "Admin/SecurityKeyCard",
  component: SecurityKeyCard,
  parameters: { layout: "fullscreen" },
  decorators: [
    (Story) => (
      <AuthLayout>
        <Story />
      </AuthLayout>
    ),
    withStoryLinks,
  ],
  args: { onVerify: fn(), onCancel: fn(), account: ADMIN_EMAIL },
  tags: ["autodocs"],
} satisfies Meta<typeof SecurityKeyCard>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const OnAPhone: Story = { ...ON_A_PHONE }

export const WithAnAuthenticatorAppToo: Story = { args: { onUseCode: fn() } }

export const StepUp: Story = {
  args: {
    title: "Confirm it is you with your security key",
    description:
      "Admins at Nordika must sign in with a passkey or security key, which a look-alike page cannot phish. You signed in with your password and a code, so confirm with your key to open the admin.",
    cancelLabel: "Sign out",
  },
}

export const StepUpOnAPhone: Story = { ...ON_A_PHONE, args: StepUp.args }

export const StartsThePromptOnlyOnAClick: Story = {
  tags: ["interaction"],
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole("button", { name: SECURITY_KEY_VERIFY_LABEL })
    await expect(button).toHaveFocus()
    await expect(button).toHaveAccessibleDescription(SECURITY_KEY_HINT)
    await expect(args.onVerify).not.toHaveBeenCalled()
    await userEvent.click(button)
    await expect(args.onVerify).toHaveBeenCalledOnce()
  },
}

export const SaysWhyAndCanBeTriedAgain: Story = {
  tags: ["interaction"],
  args: { onVerify: fn(async () => NOT_USED) },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: SECURITY_KEY_VERIFY_LABEL }))
    await expect(await canvas.findByRole("alert")).toHaveTextContent(NOT_USED)
    await waitFor(() => expect(canvas.getByRole("button", { name: SECURITY_KEY_VERIFY_LABEL })).toBeEnabled())
    await userEvent.click(canvas.getByRole("button", { name: SECURITY_KEY_VERIFY_LABEL }))
    await expect(args.onVerify).toHaveBeenCalledTimes(2)
  },
}

export const OffersTheCodeAndAWayOut: Story = {
  tags: ["interaction"],
  args: { onUseCode: fn() },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole("link", { name: SECURITY_KEY_HELP_LABEL })).toHaveAttribute("href", "/emergency-login")
    await userEvent.click(canvas.getByRole("button", { name: SECURITY_KEY_USE_CODE_LABEL }))
    await expect(args.onUseCode).toHaveBeenCalledOnce()
    await userEvent.click(canvas.getByRole("button", { name: SECURITY_KEY_CANCEL_LABEL }))
    await expect(args.onCancel).toHaveBeenCalledOnce()
  },
}
