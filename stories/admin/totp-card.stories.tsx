import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, waitFor } from "storybook/test"
import { AuthLayout } from "../../ui/components/admin/auth-layout"
import {
  TOTP_CANCEL_LABEL,
  TOTP_CODE_HINT,
  TOTP_HELP_LABEL,
  TOTP_INCOMPLETE_MESSAGE,
  TOTP_SUBMIT_LABEL,
  TOTP_USE_SECURITY_KEY_LABEL,
  TotpCard,
} from "../../ui/components/admin/totp-card"
import { withStoryLinks } from "../support/page-story"
import { ADMIN_EMAIL, ON_A_PHONE } from "./fixtures"

const WRONG_CODE = "That code is not valid. Enter the code your app shows now."
const boxes = (canvas: { getAllByRole: (role: string) => HTMLElement[] }) =>
  canvas.getAllByRole("textbox").filter((box) => box.dataset.slot === "code-input-digit")

const meta = {
  title: "Admin/TotpCard",
  component: TotpCard,
  parameters: { layout: "fullscreen" },
  decorators: [
    (Story) => (
      <AuthLayout>
        <Story />
      </AuthLayout>
    ),
    withStoryLinks,
  ],
  args: { onSubmit: fn(), onCancel: fn(), account: ADMIN_EMAIL },
  tags: ["autodocs"],
} satisfies Meta<typeof TotpCard>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const OnAPhone: Story = { ...ON_A_PHONE }

export const WithoutAccount: Story = { args: { account: undefined, onCancel: undefined } }

export const WithASecurityKeyToo: Story = { args: { onUseSecurityKey: fn() } }

export const GoesBackToTheSecurityKey: Story = {
  tags: ["interaction"],
  args: { onUseSecurityKey: fn() },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: TOTP_USE_SECURITY_KEY_LABEL }))
    await expect(args.onUseSecurityKey).toHaveBeenCalledOnce()
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

export const APastedCodeIsSentAtOnce: Story = {
  tags: ["interaction"],
  play: async ({ args, canvas, userEvent }) => {
    await expect(boxes(canvas)[0]).toHaveFocus()
    await userEvent.paste("428 913")
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith("428913"))
    await expect(args.onSubmit).toHaveBeenCalledOnce()
  },
}

export const TypedCodeIsSentWithTheLastDigit: Story = {
  tags: ["interaction"],
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.keyboard("42891")
    await expect(args.onSubmit).not.toHaveBeenCalled()
    await userEvent.keyboard("3")
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith("428913"))
    await expect(canvas.getByText(TOTP_CODE_HINT)).toBeVisible()
  },
}

export const ARefusedCodeClearsTheBoxes: Story = {
  tags: ["interaction"],
  args: { onSubmit: fn(async () => WRONG_CODE) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.paste("000000")
    await expect(await canvas.findByText(WRONG_CODE)).toBeVisible()
    await waitFor(() =>
      expect(
        boxes(canvas)
          .map((box) => (box as HTMLInputElement).value)
          .join(""),
      ).toBe(""),
    )
    for (const box of boxes(canvas)) await expect(box).toHaveAttribute("aria-invalid", "true")
    await waitFor(() => expect(boxes(canvas)[0]).toHaveFocus())
  },
}

export const AnIncompleteCodeIsNotSent: Story = {
  tags: ["interaction"],
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.keyboard("428")
    await userEvent.click(canvas.getByRole("button", { name: TOTP_SUBMIT_LABEL }))
    await expect(await canvas.findByText(TOTP_INCOMPLETE_MESSAGE)).toBeVisible()
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

export const OffersAWayOut: Story = {
  tags: ["interaction"],
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole("link", { name: TOTP_HELP_LABEL })).toHaveAttribute("href", "/emergency-login")
    await userEvent.click(canvas.getByRole("button", { name: TOTP_CANCEL_LABEL }))
    await expect(args.onCancel).toHaveBeenCalledOnce()
  },
}

export const HelpStaysOnTheRecoveryPage: Story = {
  tags: ["interaction"],
  args: { onHelp: fn(), title: "Confirm with your authenticator app" },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.queryByRole("link", { name: TOTP_HELP_LABEL })).not.toBeInTheDocument()
    await userEvent.click(canvas.getByRole("button", { name: TOTP_HELP_LABEL }))
    await expect(args.onHelp).toHaveBeenCalledOnce()
  },
}
