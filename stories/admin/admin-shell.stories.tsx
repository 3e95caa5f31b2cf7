import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test"
import {
  ADMIN_ACCOUNT_MENU_LABEL,
  ADMIN_CLOSE_NAV_LABEL,
  ADMIN_MAIN_ID,
  ADMIN_NAV_BADGE_MAX,
  ADMIN_NAV_LABEL,
  ADMIN_OPEN_NAV_LABEL,
  ADMIN_SEARCH_LABEL,
  ADMIN_SIGN_OUT_LABEL,
  ADMIN_SKIP_LINK_LABEL,
  AdminShell,
} from "../../ui/components/admin/admin-shell"
import { AdminPage } from "../../ui/components/admin/admin-page"
import { EmptyState } from "../../ui/components/admin/empty-state"
import { THEME_TOGGLE_LABEL } from "../../ui/components/theme-toggle"
import { withStoryLinks } from "../support/page-story"
import { LayoutDashboard } from "lucide-react"
import { ACCOUNT_LINKS, ADMIN_EMAIL, ADMIN_NAV, forgetStoryUiTheme, ON_A_PHONE, STORY_UI_THEME_KEY, withUiTheme } from "./fixtures"

const meta = {
  title: "Admin/AdminShell",
  component: AdminShell,
  parameters: { layout: "fullscreen" },
  decorators: [withStoryLinks, withUiTheme],
  beforeEach: forgetStoryUiTheme,
  args: {
    nav: ADMIN_NAV,
    currentPath: "/admin/dashboard",
    account: { email: ADMIN_EMAIL, role: "Admin" },
    accountLinks: ACCOUNT_LINKS,
    onSignOut: fn(),
    children: (
      <AdminPage
        title="Dashboard"
        description="An overview of the website and the admin."
        breadcrumbs={[{ label: "Admin", href: "/admin" }]}
      >
        <EmptyState icon={LayoutDashboard} title="This screen is being built" description="The dashboard is not ready yet." />
      </AdminPage>
    ),
  },
  tags: ["autodocs"],
} satisfies Meta<typeof AdminShell>

export default meta
type Story = StoryObj<typeof meta>

export const Dashboard: Story = {}

export const Editor: Story = {
  args: {
    account: { email: "erik.berg@nordika.se", role: "Editor" },
    nav: ADMIN_NAV.filter((group) => group.label !== "Team"),
  },
}

const sidebarNav = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole("complementary")).getByRole("navigation", { name: ADMIN_NAV_LABEL })

export const NavigationMarksTheCurrentScreen: Story = {
  tags: ["interaction"],
  args: { currentPath: "/admin/content/who-we-are" },
  play: async ({ canvas }) => {
    const nav = sidebarNav(canvas)
    await expect(within(nav).getByRole("link", { name: "Who we are" })).toHaveAttribute("aria-current", "page")
    // The screen above it is not marked as well: exactly one current item.
    await expect(within(nav).getByRole("link", { name: "Content" })).not.toHaveAttribute("aria-current")
    await expect(nav.querySelectorAll('[aria-current="page"]')).toHaveLength(1)
  },
}

export const NestedPathsMarkTheirScreen: Story = {
  tags: ["interaction"],
  args: { currentPath: "/admin/users/edit/0b7c8c1e" },
  play: async ({ canvas }) => {
    await expect(within(sidebarNav(canvas)).getByRole("link", { name: "Users" })).toHaveAttribute("aria-current", "page")
  },
}

export const NavigationGroupsAreNamed: Story = {
  tags: ["interaction"],
  play: async ({ canvas }) => {
    const nav = sidebarNav(canvas)
    for (const group of ADMIN_NAV) {
      const list = within(nav).getByRole("list", { name: group.label })
      await expect(within(list).getAllByRole("link")).toHaveLength(group.items.length)
    }
    await expect(canvas.queryByRole("button", { name: ADMIN_OPEN_NAV_LABEL })).not.toBeInTheDocument()
  },
}

/** The sidebar with a count on one item, as System updates shows its unread notes. */
const withBadge = (badge: number) =>
  ADMIN_NAV.map((group) =>
    group.label === "System"
      ? {
          ...group,
          items: group.items.map((item) => (item.label === "Diagnostics" ? { ...item, badge, badgeLabel: `${badge} unread` } : item)),
        }
      : group,
  )

export const WithABadge: Story = {
  args: { nav: withBadge(3) },
  play: async ({ canvas }) => {
    const link = within(sidebarNav(canvas)).getByRole("link", { name: "Diagnostics" })
    await expect(link).toHaveAccessibleDescription("3 unread")
    await expect(link.querySelector('[data-slot="admin-nav-badge"] [aria-hidden="true"]')).toHaveTextContent("3")
  },
}

export const ABadgeOfZeroIsNotShown: Story = {
  tags: ["interaction"],
  args: { nav: withBadge(0) },
  play: async ({ canvas }) => {
    const link = within(sidebarNav(canvas)).getByRole("link", { name: "Diagnostics" })
    await expect(link.querySelector('[data-slot="admin-nav-badge"]')).toBeNull()
    await expect(link).not.toHaveAttribute("aria-describedby")
  },
}

export const ALargeBadgeIsCapped: Story = {
  tags: ["interaction"],
  args: { nav: withBadge(ADMIN_NAV_BADGE_MAX + 40) },
  play: async ({ canvas }) => {
    const link = within(sidebarNav(canvas)).getByRole("link", { name: "Diagnostics" })
    await expect(link).toHaveAccessibleDescription(`${ADMIN_NAV_BADGE_MAX + 40} unread`)
    await expect(link.querySelector('[data-slot="admin-nav-badge"] [aria-hidden="true"]')).toHaveTextContent(`${ADMIN_NAV_BADGE_MAX}+`)
  },
}

export const OnAPhone: Story = { ...ON_A_PHONE, args: { currentPath: "/admin/settings" } }

/** With the command palette: a "Search" button in the top bar, with its keys; a click opens the palette. */
export const WithSearch: Story = {
  tags: ["interaction"],
  args: { onOpenSearch: fn(), searchShortcut: "Ctrl K" },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: ADMIN_SEARCH_LABEL }))
    await expect(args.onOpenSearch).toHaveBeenCalledOnce()
  },
}

export const WithSearchOnAPhone: Story = { ...ON_A_PHONE, args: { onOpenSearch: fn(), searchShortcut: "Ctrl K" } }

export const OnAPhoneTheNavigationIsASheet: Story = {
  tags: ["interaction"],
  ...ON_A_PHONE,
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.queryByRole("complementary")).not.toBeInTheDocument()
    await userEvent.click(canvas.getByRole("button", { name: ADMIN_OPEN_NAV_LABEL }))
    const sheet = await screen.findByRole("dialog", { name: ADMIN_NAV_LABEL })
    await expect(within(sheet).getByRole("link", { name: "Dashboard" })).toHaveAttribute("aria-current", "page")
    await userEvent.click(within(sheet).getByRole("link", { name: "Settings" }))
    await waitFor(() => expect(screen.queryByRole("dialog", { name: ADMIN_NAV_LABEL })).not.toBeInTheDocument())
  },
}

export const NavigationSheetClosesOnEscape: Story = {
  tags: ["interaction"],
  ...ON_A_PHONE,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: ADMIN_OPEN_NAV_LABEL }))
    const sheet = await screen.findByRole("dialog", { name: ADMIN_NAV_LABEL })
    await expect(within(sheet).getByRole("button", { name: ADMIN_CLOSE_NAV_LABEL })).toBeInTheDocument()
    await userEvent.keyboard("{Escape}")
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument())
    await expect(canvas.getByRole("button", { name: ADMIN_OPEN_NAV_LABEL })).toHaveFocus()
  },
}

export const SignsOutFromTheAccountMenu: Story = {
  tags: ["interaction"],
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("button", { name: `${ADMIN_ACCOUNT_MENU_LABEL}: ${ADMIN_EMAIL}` }))
    const menu = await screen.findByRole("menu")
    await expect(within(menu).getByText(ADMIN_EMAIL)).toBeInTheDocument()
    await expect(within(menu).getByText("Admin")).toBeInTheDocument()
    await expect(within(menu).getByRole("menuitem", { name: "Credentials" })).toHaveAttribute("href", "/admin/users/credentials")
    await userEvent.click(within(menu).getByRole("menuitem", { name: ADMIN_SIGN_OUT_LABEL }))
    await expect(args.onSignOut).toHaveBeenCalledOnce()
  },
}

export const ThemeToggleInTheTopBar: Story = {
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole("radiogroup", { name: THEME_TOGGLE_LABEL })
    const other = document.documentElement.classList.contains("dark") ? "light" : "dark"
    await userEvent.click(within(toggle).getByRole("radio", { name: other === "dark" ? "Dark" : "Light" }))
    await waitFor(() => expect(document.documentElement).toHaveClass(other))
    await expect(window.localStorage.getItem(STORY_UI_THEME_KEY)).toBe(other)
  },
}

export const SkipLinkLeadsToTheScreen: Story = {
  tags: ["interaction"],
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab()
    const skip = canvas.getByRole("link", { name: ADMIN_SKIP_LINK_LABEL })
    await expect(skip).toHaveFocus()
    await expect(skip).toHaveAttribute("href", `#${ADMIN_MAIN_ID}`)
    await expect(canvas.getByRole("main")).toHaveAttribute("id", ADMIN_MAIN_ID)
    await expect(within(canvas.getByRole("main")).getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible()
  },
}
