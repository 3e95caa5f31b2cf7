import type { Decorator } from "@storybook/react-vite"
import { Activity, Bot, Building2, FileText, Images, KeyRound, LayoutDashboard, Settings, Users } from "lucide-react"
import type { AdminNavGroup, AdminNavItem } from "../../ui/components/admin/admin-shell"
import { ThemeProvider } from "../../ui/components/theme-provider"
import { storyUiTheme } from "../../.storybook/themes"

/** A short admin navigation, shaped like the app's screen registry makes it. */
export const ADMIN_NAV: AdminNavGroup[] = [
  { label: "Overview", items: [{ href: "/admin/dashboard", label: "Dashboard", icon: LayoutDashboard }] },
  {
    label: "Content",
    items: [
      { href: "/admin/content", label: "Content", icon: FileText },
      { href: "/admin/content/who-we-are", label: "Who we are", icon: Building2 },
      { href: "/admin/content/leen-ai", label: "Leen AI", icon: Bot },
      { href: "/admin/client-logos", label: "Client logos", icon: Images },
    ],
  },
  { label: "Team", items: [{ href: "/admin/users", label: "Users", icon: Users }] },
  {
    label: "System",
    items: [
      { href: "/admin/diagnostics", label: "Diagnostics", icon: Activity },
      { href: "/admin/settings", label: "Settings", icon: Settings },
    ],
  },
]

export const ACCOUNT_LINKS: AdminNavItem[] = [{ href: "/admin/users/credentials", label: "Credentials", icon: KeyRound }]

export const ADMIN_EMAIL = "astrid.lindqvist@nordika.se"

/**
 * A ThemeProvider on the story's own UI theme (the toolbar's),
 * kept under its own storage key so a stored choice from another story never leaks in.
 */
export const STORY_UI_THEME_KEY = "nordika-story-ui-theme"

export const withUiTheme: Decorator = (Story, { globals }) => (
  <ThemeProvider defaultTheme={storyUiTheme(globals)} storageKey={STORY_UI_THEME_KEY}>
    <Story />
  </ThemeProvider>
)

/** A story's `beforeEach` for withUiTheme: starts from no stored choice and leaves none behind. */
export function forgetStoryUiTheme() {
  window.localStorage.removeItem(STORY_UI_THEME_KEY)
  return () => window.localStorage.removeItem(STORY_UI_THEME_KEY)
}

/** Story settings that render and test a story at a phone's width (390 × 844). */
export const ON_A_PHONE = {
  parameters: { viewport: { options: { phone: { name: "Phone", styles: { width: "390px", height: "844px" }, type: "mobile" } } } },
  globals: { viewport: { value: "phone", isRotated: false } },
} as const

/** A small SVG logo, as an uploaded one would show. */
export const LOGO_SVG =
  "data:image/svg+xml," +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="140" height="36"><rect width="140" height="36" rx="6" fill="#f3f7fb"/><text x="14" y="24" font-size="17" font-family="sans-serif" fill="#0b1b2b">Nordika</text></svg>',
  )
