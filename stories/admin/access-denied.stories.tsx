import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn } from "storybook/test"
import {
  ACCESS_DENIED_SIGN_OUT_LABEL,
  ACCESS_DENIED_TEXT,
  ACCESS_DENIED_TITLE,
  AccessDenied,
} from "../../ui/components/admin/access-denied"
import { AuthLayout } from "../../ui/components/admin/auth-layout"
import { withStoryLinks } from "../support/page-story"
import { ON_A_PHONE } from "./fixtures"

const meta = {
  title: "Admin/AccessDenied",
  component: AccessDenied,
  parameters: { layout: "fullscreen" },
  decorators: [withStoryLinks],
  args: { account: "jonas.ek@example.com", onSignOut: fn() },
  render: (args) => (
    <AuthLayout>
      <AccessDenied {...args} />
    </AuthLayout>
  ),
  tags: ["autodocs"],
} satisfies Meta<typeof AccessDenied>

export default meta
type Story = StoryObj<typeof meta>

/** A signed-in account without a staff role: the whole page. */
export const NotStaff: Story = {}

export const NotStaffOnAPhone: Story = { ...ON_A_PHONE }

/** An editor on an admin-only screen: inside the admin, with a way back to the dashboard. */
export const EditorOnAnAdminScreen: Story = {
  args: {
    account: "erik.berg@nordika.se",
    onSignOut: undefined,
    back: { href: "/admin/dashboard", label: "Back to the dashboard" },
    description: "Only administrators can manage users. If you need it, ask an administrator.",
    headingLevel: "h2",
  },
  render: (args) => (
    <main className="mx-auto max-w-3xl rounded-xl border border-dashed border-border bg-card px-6 py-12 text-card-foreground">
      <AccessDenied {...args} />
    </main>
  ),
}

export const SaysWhoIsSignedIn: Story = {
  tags: ["interaction"],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: ACCESS_DENIED_TITLE })).toBeVisible()
    await expect(canvas.getByText(ACCESS_DENIED_TEXT)).toBeVisible()
    await expect(canvas.getByText("jonas.ek@example.com")).toBeVisible()
  },
}

export const SignsOut: Story = {
  tags: ["interaction"],
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: ACCESS_DENIED_SIGN_OUT_LABEL }))
    await expect(args.onSignOut).toHaveBeenCalledOnce()
  },
}

export const LeadsBack: Story = {
  tags: ["interaction"],
  args: EditorOnAnAdminScreen.args,
  render: EditorOnAnAdminScreen.render,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "Back to the dashboard" })).toHaveAttribute("href", "/admin/dashboard")
    await expect(canvas.queryByRole("button", { name: ACCESS_DENIED_SIGN_OUT_LABEL })).not.toBeInTheDocument()
  },
}
