import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, waitFor } from "storybook/test"
import { AuthLayout, type AuthLayoutLabels } from "../../ui/components/admin/auth-layout"
import {
  TOTP_CANCEL_LABEL,
  TOTP_CODE_HINT,
  TOTP_HELP_LABEL,
  TOTP_INCOMPLETE_MESSAGE,
  TOTP_SUBMIT_LABEL,
  TOTP_USE_SECURITY_KEY_LABEL,
  TotpCard,
  type TotpCardLabels,
} from "../../ui/components/admin/totp-card"
import { withStoryLinks } from "../support/page-story"
import { ADMIN_EMAIL, ON_A_PHONE } from "./fixtures"

const WRONG_CODE = "That code is not valid. Enter the code your app shows now."
const boxes = (canvas: { getAllByRole: (role: string) => HTMLElement[] }) =>
  canvas.getAllByRole("textbox").filter((box) => box.dataset.slot === "code-input-digit")

/** The card's and the layout's words as the app gives them on /de/login (its catalog's German). */
const GERMAN_INCOMPLETE = "Geben Sie alle sechs Ziffern des Codes ein."
const GERMAN_LABELS: TotpCardLabels = {
  title: "Bestätigung in zwei Schritten",
  description: "Ihr Konto ist mit einer Authenticator-App geschützt.",
  signedInAs: (account) => <>Angemeldet als {account}.</>,
  code: "Bestätigungscode",
  codeInput: "Sechsstelliger Code",
  digit: (position, length) => `Ziffer ${position} von ${length}`,
  hint: "Geben Sie den sechsstelligen Code ein, den Ihre Authenticator-App für Nordika anzeigt.",
  submit: "Bestätigen",
  cancel: "Als andere Person anmelden",
  help: "Haben Sie Ihre Authenticator-App verloren?",
  useSecurityKey: "Sicherheitsschlüssel verwenden",
  message: (message) => (message === TOTP_INCOMPLETE_MESSAGE ? GERMAN_INCOMPLETE : message),
}
const GERMAN_LAYOUT_LABELS: AuthLayoutLabels = { home: "Nordika – Website" }

const meta = {
  title: "Admin/TotpCard",
  component: TotpCard,
  parameters: { layout: "fullscreen" },
  decorators: [
    (Story, { parameters }) => (
      <AuthLayout labels={parameters.authLayoutLabels as AuthLayoutLabels | undefined}>
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

/** On /de/login: every word German, the boxes' names and the incomplete code's message too. */
export const InGerman: Story = {
  tags: ["interaction"],
  parameters: { authLayoutLabels: GERMAN_LAYOUT_LABELS },
  args: { labels: GERMAN_LABELS, helpHref: "/de/emergency-login", onUseSecurityKey: fn() },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: GERMAN_LABELS.title })).toBeVisible()
    await expect(canvas.getByText(ADMIN_EMAIL).parentElement).toHaveTextContent(`Angemeldet als ${ADMIN_EMAIL}.`)
    const group = canvas.getByRole("group", { name: GERMAN_LABELS.codeInput })
    await expect(group).toBeVisible()
    await userEvent.type(canvas.getByRole("textbox", { name: "Ziffer 1 von 6" }), "123")
    await userEvent.click(canvas.getByRole("button", { name: GERMAN_LABELS.submit }))
    await expect(await canvas.findByText(GERMAN_INCOMPLETE)).toBeVisible()
    await expect(canvas.getByRole("link", { name: GERMAN_LABELS.help })).toHaveAttribute("href", "/de/emergency-login")
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}
