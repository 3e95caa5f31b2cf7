import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, waitFor } from "storybook/test"
import { Button } from "../../ui/components/button"
import { mfaResetRequestSchema, newPasswordSchema, PASSWORD_MISMATCH_MESSAGE, PASSWORD_SHORT_MESSAGE } from "#shared/staff"
import { AuthLayout } from "../../ui/components/admin/auth-layout"
import {
  CONFIRM_PASSWORD_LABEL,
  MFA_LOST_REASON_LABEL,
  MFA_LOST_SUBMIT_LABEL,
  MFA_LOST_TITLES,
  MFA_LOST_USE_APP_LABEL,
  MfaResetRequestCard,
  MfaResetRequestedCard,
  NEW_PASSWORD_LABEL,
  NEW_PASSWORD_SUBMIT_LABEL,
  NewPasswordCard,
  PASSKEY_LOST_LABEL,
  RECOVERY_BACK_LABEL,
  RECOVERY_CODE_INCOMPLETE_MESSAGE,
  RECOVERY_CODE_SUBMIT_LABEL,
  RECOVERY_EMAIL_LABEL,
  RECOVERY_EMAIL_MISSING_MESSAGE,
  RECOVERY_RESEND_LABEL,
  RECOVERY_SEND_LABEL,
  RecoveryCodeCard,
  RecoveryEmailCard,
} from "../../ui/components/admin/access-recovery"
import { withStoryLinks } from "../support/page-story"
import { ADMIN_EMAIL, ON_A_PHONE } from "./fixtures"

const CODE_REFUSED = "That code is not valid or has expired. Check the latest email, or send a new code."
const boxes = (canvas: { getAllByRole: (role: string) => HTMLElement[] }) =>
  canvas.getAllByRole("textbox").filter((box) => box.dataset.slot === "code-input-digit")

/** The cards of /emergency-login, each as the page shows it in the auth layout. */
const meta = {
  title: "Admin/AccessRecovery",
  component: RecoveryEmailCard,
  subcomponents: { MfaResetRequestCard, MfaResetRequestedCard, NewPasswordCard, RecoveryCodeCard },
  parameters: { layout: "fullscreen" },
  decorators: [
    (Story) => (
      <AuthLayout>
        <Story />
      </AuthLayout>
    ),
    withStoryLinks,
  ],
  args: { onSubmit: fn() },
  tags: ["autodocs"],
} satisfies Meta<typeof RecoveryEmailCard>

export default meta
type Story = StoryObj<typeof meta>

export const EmailStep: Story = {}

export const EmailStepOnAPhone: Story = { ...ON_A_PHONE }

export const SendsTheCodeToTheAddress: Story = {
  tags: ["interaction"],
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole("link", { name: RECOVERY_BACK_LABEL })).toHaveAttribute("href", "/login")
    await userEvent.click(canvas.getByRole("button", { name: RECOVERY_SEND_LABEL }))
    await expect(await canvas.findByText(RECOVERY_EMAIL_MISSING_MESSAGE)).toBeVisible()
    await expect(args.onSubmit).not.toHaveBeenCalled()
    await userEvent.type(canvas.getByLabelText(RECOVERY_EMAIL_LABEL), ADMIN_EMAIL)
    await userEvent.click(canvas.getByRole("button", { name: RECOVERY_SEND_LABEL }))
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(ADMIN_EMAIL))
  },
}

export const CodeStep: StoryObj<typeof RecoveryCodeCard> = {
  render: (args) => <RecoveryCodeCard {...args} />,
  args: { email: ADMIN_EMAIL, onSubmit: fn(), onResend: fn(), onChangeEmail: fn() },
}

export const ACompleteCodeIsSentAtOnce: StoryObj<typeof RecoveryCodeCard> = {
  tags: ["interaction"],
  ...CodeStep,
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: RECOVERY_CODE_SUBMIT_LABEL }))
    await expect(await canvas.findByText(RECOVERY_CODE_INCOMPLETE_MESSAGE)).toBeVisible()
    await userEvent.click(boxes(canvas)[0])
    await userEvent.paste("482 913")
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith("482913"))
    await userEvent.click(canvas.getByRole("button", { name: RECOVERY_RESEND_LABEL }))
    await expect(args.onResend).toHaveBeenCalledOnce()
  },
}

export const ARefusedCodeIsSaid: StoryObj<typeof RecoveryCodeCard> = {
  tags: ["interaction"],
  ...CodeStep,
  args: { ...CodeStep.args, onSubmit: fn(async () => CODE_REFUSED) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(boxes(canvas)[0])
    await userEvent.paste("000000")
    await expect(await canvas.findByText(CODE_REFUSED)).toBeVisible()
    await waitFor(() => expect(boxes(canvas)[0]).toHaveFocus())
  },
}

export const NewPasswordStep: StoryObj<typeof NewPasswordCard> = {
  render: (args) => <NewPasswordCard {...args} />,
  args: { schema: newPasswordSchema, account: ADMIN_EMAIL, onSubmit: fn() },
}

export const ANewPasswordIsTypedTwice: StoryObj<typeof NewPasswordCard> = {
  tags: ["interaction"],
  ...NewPasswordStep,
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText(NEW_PASSWORD_LABEL), "short")
    await userEvent.click(canvas.getByRole("button", { name: NEW_PASSWORD_SUBMIT_LABEL }))
    await expect(await canvas.findByText(PASSWORD_SHORT_MESSAGE)).toBeVisible()
    await userEvent.clear(canvas.getByLabelText(NEW_PASSWORD_LABEL))
    await userEvent.type(canvas.getByLabelText(NEW_PASSWORD_LABEL), "a long new passphrase")
    await userEvent.type(canvas.getByLabelText(CONFIRM_PASSWORD_LABEL), "a long new passphrase!")
    await userEvent.click(canvas.getByRole("button", { name: NEW_PASSWORD_SUBMIT_LABEL }))
    await expect(await canvas.findByText(PASSWORD_MISMATCH_MESSAGE)).toBeVisible()
    await expect(args.onSubmit).not.toHaveBeenCalled()
    await userEvent.clear(canvas.getByLabelText(CONFIRM_PASSWORD_LABEL))
    await userEvent.type(canvas.getByLabelText(CONFIRM_PASSWORD_LABEL), "a long new passphrase")
    await userEvent.click(canvas.getByRole("button", { name: NEW_PASSWORD_SUBMIT_LABEL }))
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith("a long new passphrase"))
  },
}

/** The new password of an account with passkeys: the page adds the way to ask for their removal under it. */
export const NewPasswordStepWithPasskeys: StoryObj<typeof NewPasswordCard> = {
  ...NewPasswordStep,
  args: {
    ...NewPasswordStep.args,
    footer: (
      <Button type="button" variant="link" size="sm" className="h-auto p-0">
        {PASSKEY_LOST_LABEL}
      </Button>
    ),
  },
}

export const LostAuthenticatorStep: StoryObj<typeof MfaResetRequestCard> = {
  render: (args) => <MfaResetRequestCard {...args} />,
  args: { schema: mfaResetRequestSchema, account: ADMIN_EMAIL, onSubmit: fn(), onUseApp: fn() },
}

export const AsksAnAdminWithAReason: StoryObj<typeof MfaResetRequestCard> = {
  tags: ["interaction"],
  ...LostAuthenticatorStep,
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText(MFA_LOST_REASON_LABEL), "  New phone, the old one was wiped ")
    await userEvent.click(canvas.getByRole("button", { name: MFA_LOST_SUBMIT_LABEL }))
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith("New phone, the old one was wiped"))
  },
}

export const LostSecurityKeyStep: StoryObj<typeof MfaResetRequestCard> = {
  render: (args) => <MfaResetRequestCard {...args} />,
  args: { schema: mfaResetRequestSchema, lost: "security-key", account: ADMIN_EMAIL, onSubmit: fn() },
}

export const LostPasskeyStep: StoryObj<typeof MfaResetRequestCard> = {
  render: (args) => <MfaResetRequestCard {...args} />,
  args: {
    schema: mfaResetRequestSchema,
    lost: "passkey",
    account: ADMIN_EMAIL,
    onSubmit: fn(),
    footer: (
      <Button type="button" variant="link" size="sm" className="h-auto p-0">
        Choose a new password instead
      </Button>
    ),
  },
}

export const NamesTheLostPasskeyAndAsksForTheReset: StoryObj<typeof MfaResetRequestCard> = {
  tags: ["interaction"],
  ...LostPasskeyStep,
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: MFA_LOST_TITLES.passkey })).toBeVisible()
    await expect(canvas.getByText(/removes your authenticator apps, security keys and passkeys/)).toBeVisible()
    // Only someone who has an authenticator app is offered the way back to its code.
    await expect(canvas.queryByRole("button", { name: MFA_LOST_USE_APP_LABEL })).not.toBeInTheDocument()
    await userEvent.type(canvas.getByLabelText(MFA_LOST_REASON_LABEL), "Phone stolen on the train")
    await userEvent.click(canvas.getByRole("button", { name: MFA_LOST_SUBMIT_LABEL }))
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith("Phone stolen on the train"))
  },
}

export const RequestSent: StoryObj<typeof MfaResetRequestedCard> = {
  render: (args) => <MfaResetRequestedCard {...args} />,
  args: { validHours: 24, onDone: fn() },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText(/within 24 hours/)).toBeVisible()
    await userEvent.click(canvas.getByRole("button", { name: RECOVERY_BACK_LABEL }))
    await expect(args.onDone).toHaveBeenCalledOnce()
  },
}
