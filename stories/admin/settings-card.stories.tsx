import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect } from "storybook/test"
import { Button } from "../../ui/components/button"
import { Switch } from "../../ui/components/switch"
import { SettingsCard, SettingsRow } from "../../ui/components/admin/settings-card"
import { ON_A_PHONE } from "./fixtures"

const meta = {
  title: "Admin/SettingsCard",
  component: SettingsCard,
  subcomponents: { SettingsRow },
  args: {
    title: "Sign-in and security",
    description: "Help someone back in, or keep them out.",
    children: (
      <>
        <SettingsRow
          title="Banned"
          description="A banned account cannot sign in until the ban is lifted."
          action={<Switch aria-label="Ban this account" />}
        />
        <SettingsRow
          title="Password reset"
          description="Emails a link and a one-time code."
          action={
            <Button variant="outline" size="sm">
              Send reset link
            </Button>
          }
        />
      </>
    ),
  },
  tags: ["autodocs"],
} satisfies Meta<typeof SettingsCard>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("region", { name: "Sign-in and security" })).toBeVisible()
    await expect(canvas.getByRole("heading", { level: 2, name: "Sign-in and security" })).toBeVisible()
  },
}

export const OnAPhone: Story = { ...ON_A_PHONE }

export const WithFooter: Story = {
  args: { footer: <Button size="sm">Save changes</Button> },
}

export const Destructive: Story = {
  args: {
    variant: "destructive",
    title: "Delete account",
    description: undefined,
    children: (
      <SettingsRow
        title="Delete erik.berg@nordika.se"
        description="The account and its sign-in go for good."
        action={
          <Button variant="destructive" size="sm">
            Delete account
          </Button>
        }
      />
    ),
  },
}

export const HeaderOnly: Story = {
  args: { children: undefined, title: "When nobody can sign in", description: "The server prints a one-time setup link." },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="settings-card-content"]')).toBeNull()
  },
}
