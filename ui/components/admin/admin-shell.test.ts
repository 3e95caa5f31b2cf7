import { describe, expect, it } from "vitest"
import { LayoutDashboard } from "lucide-react"
import { activeNavHref, type AdminNavGroup } from "./admin-shell"

const item = (href: string) => ({ href, label: href, icon: LayoutDashboard })
const NAV: AdminNavGroup[] = [
  { label: "Overview", items: [item("/admin/dashboard")] },
  { label: "Content", items: [item("/admin/content"), item("/admin/content/hero")] },
  { label: "Team", items: [item("/admin/users"), item("/admin/users/setup")] },
]

describe("the current item of the admin navigation", () => {
  it("is the item of the path itself", () => {
    expect(activeNavHref(NAV, "/admin/content")).toBe("/admin/content")
    expect(activeNavHref(NAV, "/admin/content/hero")).toBe("/admin/content/hero")
  })

  it("is the nearest item above a screen that has none (users/edit/:id marks Users)", () => {
    expect(activeNavHref(NAV, "/admin/users/edit/0b7c8c1e")).toBe("/admin/users")
  })

  it("ignores a trailing slash and never matches a mere prefix of a segment", () => {
    expect(activeNavHref(NAV, "/admin/users/")).toBe("/admin/users")
    expect(activeNavHref(NAV, "/admin/users-archive")).toBeUndefined()
  })

  it("is nothing for a path outside the navigation", () => {
    expect(activeNavHref(NAV, "/admin/no-such-screen")).toBeUndefined()
  })
})
