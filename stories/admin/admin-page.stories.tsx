import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, within } from "storybook/test"
import { Plus, Users } from "lucide-react"
import { AdminPage, AdminPageHeader } from "../../ui/components/admin/admin-page"
import { EmptyState } from "../../ui/components/admin/empty-state"
import { Button } from "../../ui/components/button"
import { withPage } from "../support/page-story"

const meta = {
  title: "Admin/AdminPage",
  component: AdminPage,
  subcomponents: { AdminPageHeader },
  parameters: { layout: "fullscreen" },
  decorators: [withPage],
  args: {
    title: "Users",
    description: "Staff accounts and their roles.",
    breadcrumbs: [{ label: "Admin", href: "/admin/dashboard" }],
    actions: (
      <Button size="sm">
        <Plus aria-hidden="true" />
        Add user
      </Button>
    ),
    children: <EmptyState icon={Users} title="No staff yet" description="Invite the first editor or admin." />,
  },
  tags: ["autodocs"],
} satisfies Meta<typeof AdminPage>

export default meta
type Story = StoryObj<typeof meta>

export const WithActions: Story = {}

export const TitleOnly: Story = { args: { description: undefined, breadcrumbs: undefined, actions: undefined } }

export const DeepTrail: Story = {
  args: {
    title: "Edit user",
    description: "astrid.lindqvist@nordika.se",
    breadcrumbs: [
      { label: "Admin", href: "/admin/dashboard" },
      { label: "Users", href: "/admin/users" },
    ],
    actions: undefined,
  },
}

export const BreadcrumbsEndWithTheCurrentPage: Story = {
  tags: ["interaction"],
  args: DeepTrail.args,
  play: async ({ canvas }) => {
    const trail = canvas.getByRole("navigation", { name: "Breadcrumb" })
    const links = within(trail).getAllByRole("link")
    await expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Admin", "/admin/dashboard"],
      ["Users", "/admin/users"],
    ])
    await expect(within(trail).getByText("Edit user")).toHaveAttribute("aria-current", "page")
    await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent("Edit user")
  },
}

export const NoTrailWithoutBreadcrumbs: Story = {
  tags: ["interaction"],
  args: TitleOnly.args,
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("navigation", { name: "Breadcrumb" })).not.toBeInTheDocument()
    await expect(canvas.getByRole("heading", { level: 1, name: "Users" })).toBeVisible()
  },
}
