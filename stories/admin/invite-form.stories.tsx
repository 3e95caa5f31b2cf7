import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, screen, waitFor } from "storybook/test"
import { EMAIL_MESSAGE, inviteSchema } from "#shared/staff"
import {
  INVITE_EMAIL_LABEL,
  INVITE_NAME_LABEL,
  INVITE_ROLE_LABEL,
  INVITE_SUBMIT_LABEL,
  InviteForm,
} from "../../ui/components/admin/invite-form"
import { STAFF_ROLES } from "./staff-fixtures"
import { ON_A_PHONE } from "./fixtures"

const meta = {
  title: "Admin/InviteForm",
  component: InviteForm,
  args: { schema: inviteSchema, roles: STAFF_ROLES, onInvite: fn() },
  tags: ["autodocs"],
} satisfies Meta<typeof InviteForm>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const OnAPhone: Story = { ...ON_A_PHONE }

export const InvitesWithTheChosenRoleAndEmpties: Story = {
  tags: ["interaction"],
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText(STAFF_ROLES.editor.description)).toBeVisible()
    await userEvent.type(canvas.getByLabelText(INVITE_EMAIL_LABEL), " Maja.Holm@Nordika.se ")
    await userEvent.type(canvas.getByLabelText(INVITE_NAME_LABEL), "Maja Holm")
    await userEvent.click(canvas.getByRole("combobox", { name: INVITE_ROLE_LABEL }))
    await userEvent.click(await screen.findByRole("option", { name: "Admin" }))
    await userEvent.click(canvas.getByRole("button", { name: INVITE_SUBMIT_LABEL }))
    await waitFor(() =>
      expect(args.onInvite).toHaveBeenCalledWith({ email: "maja.holm@nordika.se", displayName: "Maja Holm", role: "admin" }),
    )
    await waitFor(() => expect(canvas.getByLabelText(INVITE_EMAIL_LABEL)).toHaveValue(""))
  },
}

export const SaysWhatTheChosenRoleMayDo: Story = {
  tags: ["interaction"],
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole("combobox", { name: INVITE_ROLE_LABEL })).toHaveAccessibleDescription(STAFF_ROLES.editor.description)
    await userEvent.click(canvas.getByRole("combobox", { name: INVITE_ROLE_LABEL }))
    await userEvent.click(await screen.findByRole("option", { name: "Recruiter" }))
    await expect(canvas.getByRole("combobox", { name: INVITE_ROLE_LABEL })).toHaveAccessibleDescription(STAFF_ROLES.recruiter.description)
  },
}

export const RefusesAnAddressThatIsNotOne: Story = {
  tags: ["interaction"],
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText(INVITE_EMAIL_LABEL), "maja at nordika")
    await userEvent.click(canvas.getByRole("button", { name: INVITE_SUBMIT_LABEL }))
    await expect(await canvas.findByText(EMAIL_MESSAGE)).toBeVisible()
    await expect(canvas.getByLabelText(INVITE_EMAIL_LABEL)).toHaveAttribute("aria-invalid", "true")
    await expect(args.onInvite).not.toHaveBeenCalled()
  },
}

export const KeepsTheServersRefusal: Story = {
  tags: ["interaction"],
  args: { onInvite: fn(async () => "A user with this email address has already been registered") },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText(INVITE_EMAIL_LABEL), "erik.berg@nordika.se")
    await userEvent.click(canvas.getByRole("button", { name: INVITE_SUBMIT_LABEL }))
    await expect(await canvas.findByRole("alert")).toHaveTextContent("already been registered")
    await expect(canvas.getByLabelText(INVITE_EMAIL_LABEL)).toHaveValue("erik.berg@nordika.se")
  },
}
