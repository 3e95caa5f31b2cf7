import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, screen, userEvent, waitFor } from "storybook/test"
import { Label } from "../../ui/components/label"
import { ROLE_PLACEHOLDER, RoleSelect } from "../../ui/components/admin/role-select"
import { STAFF_ROLES } from "./staff-fixtures"

const meta = {
  title: "Admin/RoleSelect",
  component: RoleSelect,
  decorators: [
    (Story) => (
      <div className="flex flex-col gap-2">
        <Label htmlFor="role">Role</Label>
        <Story />
      </div>
    ),
  ],
  args: { roles: STAFF_ROLES, id: "role", value: "editor", onValueChange: fn() },
  tags: ["autodocs"],
} satisfies Meta<typeof RoleSelect>

export default meta
type Story = StoryObj<typeof meta>

export const Editor: Story = {}

export const Admin: Story = { args: { value: "admin" } }

export const Recruiter: Story = { args: { value: "recruiter" } }

export const Unchosen: Story = {
  args: { value: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("combobox", { name: "Role" })).toHaveTextContent(ROLE_PLACEHOLDER)
  },
}

export const Disabled: Story = { args: { disabled: true } }

export const OffersTheFiveRolesAndReportsTheChoice: Story = {
  tags: ["interaction"],
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("combobox", { name: "Role" }))
    const options = await screen.findAllByRole("option")
    await expect(options.map((option) => option.textContent)).toEqual([
      STAFF_ROLES.admin.name,
      STAFF_ROLES.editor.name,
      STAFF_ROLES.recruiter.name,
      STAFF_ROLES.contributor.name,
      STAFF_ROLES.translator.name,
    ])
    await userEvent.click(screen.getByRole("option", { name: STAFF_ROLES.contributor.name }))
    await waitFor(() => expect(args.onValueChange).toHaveBeenCalledWith("contributor"))
  },
}
