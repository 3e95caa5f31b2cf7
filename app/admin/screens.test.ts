import { describe, expect, it } from "vitest"
import { ADMIN_SCREEN_MODULES } from "./screen-modules"
import { accessDeniedText, ADMIN_NAV_GROUPS, ADMIN_SCREENS, adminNavFor, adminScreen, screenAncestors } from "./screens"

/** The admin screens the spec names, plus the later ones (the document editor of issue 37, search insights of issue 41). */
const SPEC_ADMIN_SCREENS = [
  "dashboard",
  "translations",
  "translations/:documentId/:locale",
  "translations/sections/:section/:locale",
  "translations/team",
  "system-updates",
  "users",
  "users/edit/:id",
  "users/setup",
  "users/credentials",
  "diagnostics",
  "settings",
  "content",
  "redirects",
  "links",
  "menus",
  "menus/footer",
  "client-logos",
  "media",
  "content/leen-ai",
  "content/hero",
  "content/services",
  "content/testimonials",
  "content/client-success",
  "content/who-we-are",
  "leads",
  "leads/:id",
  "audit-log",
  "documents",
  "documents/:id",
  "pages",
  "trash",
  "scheduled",
  "search-insights",
]

describe("the admin screen registry", () => {
  it("registers every admin screen of the spec and the later ones, each once", () => {
    const paths = ADMIN_SCREENS.map((screen) => screen.path)
    expect([...paths].sort()).toEqual([...SPEC_ADMIN_SCREENS].sort())
    expect(new Set(ADMIN_SCREENS.map((screen) => screen.title)).size).toBe(ADMIN_SCREENS.length)
  })

  it("keeps users, users/edit, users/setup, the audit log and the translation team for admins", () => {
    const adminOnly = ADMIN_SCREENS.filter((screen) => !screen.roles.includes("editor")).map((screen) => screen.path)
    expect(adminOnly.sort()).toEqual(["audit-log", "translations/team", "users", "users/edit/:id", "users/setup"])
  })

  it("opens to recruiters the dashboard, the leads, the collections and the editor (their open positions), the trash and their own credentials, and nothing else", () => {
    const forRecruiters = ADMIN_SCREENS.filter((screen) => screen.roles.includes("recruiter")).map((screen) => screen.path)
    expect(forRecruiters.sort()).toEqual([
      "dashboard",
      "documents",
      "documents/:id",
      "leads",
      "leads/:id",
      "scheduled",
      "trash",
      "users/credentials",
    ])
    expect(ADMIN_SCREENS.filter((screen) => !screen.roles.includes("admin"))).toEqual([])
  })

  it("opens to contributors the dashboard, the pages, the collections, the menus and the editor (to draft and ask for a review), the media library (to add images to their drafts), what is scheduled, and their own credentials, and nothing else", () => {
    const forContributors = ADMIN_SCREENS.filter((screen) => screen.roles.includes("contributor")).map((screen) => screen.path)
    expect(forContributors.sort()).toEqual([
      "dashboard",
      "documents",
      "documents/:id",
      "media",
      "menus",
      "menus/footer",
      "pages",
      "scheduled",
      "users/credentials",
    ])
  })

  it("opens to translators the dashboard, their own credentials and the translation workspace, and nothing else", () => {
    const forTranslators = ADMIN_SCREENS.filter((screen) => screen.roles.includes("translator")).map((screen) => screen.path)
    expect(forTranslators.sort()).toEqual([
      "dashboard",
      "translations",
      "translations/:documentId/:locale",
      "translations/sections/:section/:locale",
      "users/credentials",
    ])
  })

  it("has a module to load for every screen, and no module without its screen", () => {
    expect(Object.keys(ADMIN_SCREEN_MODULES).sort()).toEqual(ADMIN_SCREENS.map((screen) => screen.path).sort())
  })

  it("names only registered parents, so every breadcrumb trail resolves", () => {
    for (const screen of ADMIN_SCREENS) if (screen.parent) expect(adminScreen(screen.parent), screen.path).toBeDefined()
    expect(screenAncestors(adminScreen("users/edit/:id")!).map((screen) => screen.path)).toEqual(["users"])
    expect(screenAncestors(adminScreen("dashboard")!)).toEqual([])
  })

  it("puts every screen but the hidden ones in the admin's sidebar, group by group", () => {
    const nav = adminNavFor("admin")
    expect(nav.map((group) => group.label)).toEqual([...ADMIN_NAV_GROUPS])
    const hrefs = nav.flatMap((group) => group.items.map((item) => item.href))
    expect(hrefs).toContain("/admin/users")
    expect(hrefs).not.toContain("/admin/users/edit/:id")
    expect(hrefs).toHaveLength(ADMIN_SCREENS.filter((screen) => !screen.hidden).length)
  })

  it("leaves the admin-only screens out of an editor's sidebar", () => {
    const hrefs = adminNavFor("editor").flatMap((group) => group.items.map((item) => item.href))
    expect(hrefs).toContain("/admin/dashboard")
    expect(hrefs).toContain("/admin/users/credentials")
    for (const path of ["/admin/users", "/admin/users/setup", "/admin/audit-log"]) expect(hrefs).not.toContain(path)
  })

  it("gives a recruiter a sidebar of the dashboard, the leads, the collections, the scheduled, the trash and their credentials", () => {
    expect(adminNavFor("recruiter").map((group) => ({ label: group.label, items: group.items.map((item) => item.href) }))).toEqual([
      { label: "Overview", items: ["/admin/dashboard", "/admin/leads"] },
      { label: "Content", items: ["/admin/documents", "/admin/scheduled", "/admin/trash"] },
      { label: "Team", items: ["/admin/users/credentials"] },
    ])
  })

  it("says on the access-denied screen who may open the screen", () => {
    expect(accessDeniedText(adminScreen("users")!)).toBe("Only administrators can open Users. If you need it, ask an administrator.")
    expect(accessDeniedText(adminScreen("settings")!)).toBe(
      "Only administrators and editors can open Settings. If you need it, ask an administrator.",
    )
  })

  it("puts a badge on the entry it is given for, and on no other", () => {
    const items = adminNavFor("editor", { "system-updates": { badge: 2, badgeLabel: "2 unread notes" } }).flatMap((group) => group.items)
    expect(items.find((item) => item.href === "/admin/system-updates")).toMatchObject({ badge: 2, badgeLabel: "2 unread notes" })
    expect(items.filter((item) => "badge" in item)).toHaveLength(1)
  })
})
