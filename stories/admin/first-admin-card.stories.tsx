import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, waitFor } from "storybook/test"
import { firstAdminSchema } from "#shared/staff"
import { AuthLayout } from "../../ui/components/admin/auth-layout"
import { CONFIRM_PASSWORD_LABEL } from "../../ui/components/admin/access-recovery"
import {
  FIRST_ADMIN_EMAIL_LABEL,
  FIRST_ADMIN_NAME_LABEL,
  FIRST_ADMIN_PASSWORD_LABEL,
  FIRST_ADMIN_SUBMIT_LABEL,
  FirstAdminCard,
} from "../../ui/components/admin/first-admin-card"
import { withStoryLinks } from "../support/page-story"
import { ON_A_PHONE } from "./fixtures"

const meta = {
  title: "Admin/FirstAdminCard",
  component: FirstAdminCard,
  parameters: { layout: "fullscreen" },
  decorators: [
    (Story) => (
      <AuthLayout>
        <Story />
      </AuthLayout>
    ),
    withStoryLinks,
  ],
  args: { schema: firstAdminSchema, onSubmit: fn() },
  tags: ["autodocs"],
} satisfies Meta<typeof FirstAdminCard>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const OnAPhone: Story = { ...ON_A_PHONE }

export const CreatesTheFirstAdmin: Story = {
  tags: ["interaction"],
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText(FIRST_ADMIN_EMAIL_LABEL), "ops@nordika.se")
    await userEvent.type(canvas.getByLabelText(FIRST_ADMIN_NAME_LABEL), "Operations")
    await userEvent.type(canvas.getByLabelText(FIRST_ADMIN_PASSWORD_LABEL), "a long first passphrase")
    await userEvent.type(canvas.getByLabelText(CONFIRM_PASSWORD_LABEL), "a long first passphrase")
    await userEvent.click(canvas.getByRole("button", { name: FIRST_ADMIN_SUBMIT_LABEL }))
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        email: "ops@nordika.se",
        displayName: "Operations",
        password: "a long first passphrase",
        confirmPassword: "a long first passphrase",
      }),
    )
  },
}

export const ShowsTheServersRefusal: Story = {
  tags: ["interaction"],
  args: { onSubmit: fn(async () => "This setup link is not valid") },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText(FIRST_ADMIN_EMAIL_LABEL), "ops@nordika.se")
    await userEvent.type(canvas.getByLabelText(FIRST_ADMIN_PASSWORD_LABEL), "a long first passphrase")
    await userEvent.type(canvas.getByLabelText(CONFIRM_PASSWORD_LABEL), "a long first passphrase")
    await userEvent.click(canvas.getByRole("button", { name: FIRST_ADMIN_SUBMIT_LABEL }))
    await expect(await canvas.findByRole("alert")).toHaveTextContent("This setup link is not valid")
  },
}
