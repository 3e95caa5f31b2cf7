import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, waitFor } from "storybook/test"
import { AuthLayout, AuthLink, type AuthLayoutLabels } from "../../ui/components/admin/auth-layout"
import {
  LOGIN_EMAIL_LABEL,
  LOGIN_HELP_LABEL,
  LOGIN_PASSKEY_LABEL,
  LOGIN_PASSWORD_LABEL,
  LOGIN_SUBMIT_LABEL,
  LoginCard,
  MISSING_CREDENTIALS_MESSAGE,
  type LoginCardLabels,
} from "../../ui/components/admin/login-card"
import { withStoryLinks } from "../support/page-story"
import { ADMIN_EMAIL, ON_A_PHONE } from "./fixtures"

const RATE_LIMITED = "Too many sign-in attempts. Wait a few minutes, then try again."

/** The card's and the layout's words as the app gives them on /sv/login (its catalog's Swedish). */
const SWEDISH_MISSING_CREDENTIALS = "Du måste ange en e-postadress eller ett telefonnummer och ett lösenord"
const SWEDISH_LABELS: LoginCardLabels = {
  title: "Inloggning för personal",
  description: "Logga in för att hantera Nordikas webbplats.",
  email: "E-post",
  password: "Lösenord",
  submit: "Logga in",
  passkey: "Logga in med en passkey",
  or: "eller",
  help: "Kan du inte logga in?",
  message: (message) => (message === MISSING_CREDENTIALS_MESSAGE ? SWEDISH_MISSING_CREDENTIALS : message),
}
const SWEDISH_LAYOUT_LABELS: AuthLayoutLabels = { home: "Nordika – webbplatsen" }

const meta = {
  title: "Admin/LoginCard",
  component: LoginCard,
  parameters: { layout: "fullscreen" },
  decorators: [
    (Story, { parameters }) => (
      <AuthLayout
        labels={parameters.authLayoutLabels as AuthLayoutLabels | undefined}
        footer={
          <AuthLink href="/" variant="muted">
            {(parameters.backLabel as string | undefined) ?? "Back to the website"}
          </AuthLink>
        }
      >
        <Story />
      </AuthLayout>
    ),
    withStoryLinks,
  ],
  args: { onSubmit: fn() },
  tags: ["autodocs"],
} satisfies Meta<typeof LoginCard>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const OnAPhone: Story = { ...ON_A_PHONE }

export const Prefilled: Story = { args: { defaultEmail: ADMIN_EMAIL } }

export const MissingFieldsShowTheMessage: Story = {
  tags: ["interaction"],
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: LOGIN_SUBMIT_LABEL }))
    await expect(await canvas.findByRole("alert")).toHaveTextContent(MISSING_CREDENTIALS_MESSAGE)
    await expect(canvas.getByLabelText(LOGIN_EMAIL_LABEL)).toHaveFocus()
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

export const MissingPasswordShowsTheMessage: Story = {
  tags: ["interaction"],
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText(LOGIN_EMAIL_LABEL), ADMIN_EMAIL)
    await userEvent.click(canvas.getByRole("button", { name: LOGIN_SUBMIT_LABEL }))
    await expect(await canvas.findByRole("alert")).toHaveTextContent(MISSING_CREDENTIALS_MESSAGE)
    await expect(canvas.getByLabelText(LOGIN_PASSWORD_LABEL)).toHaveFocus()
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

export const SubmitsTheTrimmedAddress: Story = {
  tags: ["interaction"],
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText(LOGIN_EMAIL_LABEL), `  ${ADMIN_EMAIL} `)
    await userEvent.type(canvas.getByLabelText(LOGIN_PASSWORD_LABEL), "a long passphrase{Enter}")
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ email: ADMIN_EMAIL, password: "a long passphrase" }))
    await expect(canvas.queryByRole("alert")).not.toBeInTheDocument()
  },
}

export const KeepsTheMessageTheSubmitReturns: Story = {
  tags: ["interaction"],
  args: { onSubmit: fn(async () => RATE_LIMITED) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText(LOGIN_EMAIL_LABEL), ADMIN_EMAIL)
    await userEvent.type(canvas.getByLabelText(LOGIN_PASSWORD_LABEL), "wrong{Enter}")
    await expect(await canvas.findByRole("alert")).toHaveTextContent(RATE_LIMITED)
  },
}

export const WaitsWhileSigningIn: Story = {
  tags: ["interaction"],
  args: { onSubmit: fn(() => new Promise<void>(() => undefined)) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText(LOGIN_EMAIL_LABEL), ADMIN_EMAIL)
    await userEvent.type(canvas.getByLabelText(LOGIN_PASSWORD_LABEL), "a long passphrase{Enter}")
    const button = canvas.getByRole("button", { name: LOGIN_SUBMIT_LABEL })
    await waitFor(() => expect(button).toHaveAttribute("aria-busy", "true"))
    await expect(button).toBeDisabled()
  },
}

export const LinksToAccessRecovery: Story = {
  tags: ["interaction"],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: LOGIN_HELP_LABEL })).toHaveAttribute("href", "/emergency-login")
    await expect(canvas.getByLabelText(LOGIN_EMAIL_LABEL)).toHaveAttribute("autocomplete", "username")
    await expect(canvas.getByLabelText(LOGIN_PASSWORD_LABEL)).toHaveAttribute("autocomplete", "current-password")
  },
}

export const WithPasskeySignIn: Story = {
  args: { onPasskeySignIn: fn() },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: LOGIN_PASSKEY_LABEL }))
    await waitFor(() => expect(args.onPasskeySignIn).toHaveBeenCalledOnce())
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

export const SaysWhyThePasskeyDidNotSignIn: Story = {
  args: { onPasskeySignIn: fn(async () => "No passkey for this website is on this device.") },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: LOGIN_PASSKEY_LABEL }))
    await expect(await canvas.findByText("No passkey for this website is on this device.")).toBeVisible()
    await expect(canvas.getByRole("button", { name: LOGIN_PASSKEY_LABEL })).toBeEnabled()
  },
}

export const PasskeyOnAPhone: Story = { ...ON_A_PHONE, args: { onPasskeySignIn: fn() } }

/** On /sv/login: every word Swedish, the spec's message for a missing field too (the layout shows it in the page's language). */
export const InSwedish: Story = {
  tags: ["interaction"],
  parameters: { authLayoutLabels: SWEDISH_LAYOUT_LABELS, backLabel: "Tillbaka till webbplatsen" },
  args: { labels: SWEDISH_LABELS, helpHref: "/sv/emergency-login", onPasskeySignIn: fn() },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: SWEDISH_LABELS.title })).toBeVisible()
    await expect(canvas.getByRole("link", { name: SWEDISH_LABELS.help })).toHaveAttribute("href", "/sv/emergency-login")
    await expect(canvas.getByRole("link", { name: "Nordika – webbplatsen" })).toBeVisible()
    await userEvent.type(canvas.getByLabelText(SWEDISH_LABELS.email), ADMIN_EMAIL)
    await userEvent.click(canvas.getByRole("button", { name: SWEDISH_LABELS.submit }))
    await expect(await canvas.findByRole("alert")).toHaveTextContent(SWEDISH_MISSING_CREDENTIALS)
    await expect(canvas.getByLabelText(SWEDISH_LABELS.password)).toHaveFocus()
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}
