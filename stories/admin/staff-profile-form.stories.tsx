import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, screen, waitFor } from "storybook/test"
import { DISPLAY_NAME_MESSAGE, staffProfileSchema } from "#shared/staff"
import {
  DISPLAY_NAME_LABEL,
  ROLE_LABEL,
  STAFF_PROFILE_SAVE_LABEL,
  STAFF_PROFILE_SAVED_LABEL,
  StaffProfileForm,
} from "../../ui/components/admin/staff-profile-form"
import { STAFF_ROLES } from "./staff-fixtures"
import { ON_A_PHONE } from "./fixtures"

const LAST_ADMIN = "erik.berg@nordika.se is the last active admin, so it cannot be demoted. Make someone else an admin first."

const meta = {
  title: "Admin/StaffProfileForm",
  component: StaffProfileForm,
  args: {
    schema: staffProfileSchema,
    roles: STAFF_ROLES,
    email: "erik.berg@nordika.se",
    defaultValues: { displayName: "Erik Berg", role: "editor" },
    onSubmit: fn(),
  },
  tags: ["autodocs"],
} satisfies Meta<typeof StaffProfileForm>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const OnAPhone: Story = { ...ON_A_PHONE }

export const SavesNameAndRole: Story = {
  tags: ["interaction"],
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.clear(canvas.getByLabelText(DISPLAY_NAME_LABEL))
    await userEvent.type(canvas.getByLabelText(DISPLAY_NAME_LABEL), "  Erik B. Berg ")
    await userEvent.click(canvas.getByRole("combobox", { name: ROLE_LABEL }))
    await userEvent.click(await screen.findByRole("option", { name: "Admin" }))
    await expect(canvas.getByText(STAFF_ROLES.admin.description)).toBeVisible()
    await userEvent.click(canvas.getByRole("button", { name: STAFF_PROFILE_SAVE_LABEL }))
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ displayName: "Erik B. Berg", role: "admin" }))
    await expect(await canvas.findByText(STAFF_PROFILE_SAVED_LABEL)).toBeVisible()
  },
}

export const RefusesATooLongName: Story = {
  tags: ["interaction"],
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.clear(canvas.getByLabelText(DISPLAY_NAME_LABEL))
    await userEvent.click(canvas.getByLabelText(DISPLAY_NAME_LABEL))
    await userEvent.paste("x".repeat(121))
    await userEvent.click(canvas.getByRole("button", { name: STAFF_PROFILE_SAVE_LABEL }))
    await expect(await canvas.findByText(DISPLAY_NAME_MESSAGE)).toBeVisible()
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

export const ShowsTheServersRefusal: Story = {
  tags: ["interaction"],
  args: { onSubmit: fn(async () => LAST_ADMIN), defaultValues: { displayName: "", role: "admin" } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("combobox", { name: ROLE_LABEL }))
    await userEvent.click(await screen.findByRole("option", { name: "Editor" }))
    await userEvent.click(canvas.getByRole("button", { name: STAFF_PROFILE_SAVE_LABEL }))
    await expect(await canvas.findByRole("alert")).toHaveTextContent(LAST_ADMIN)
  },
}

export const RoleLocked: Story = {
  args: { roleLockedReason: "Your own role: another admin can change it." },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("combobox", { name: ROLE_LABEL })).toBeDisabled()
    await expect(canvas.getByText("Your own role: another admin can change it.")).toBeVisible()
  },
}
