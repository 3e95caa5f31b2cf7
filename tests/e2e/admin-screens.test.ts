import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { Browser, Response } from "playwright-core"
import { ACCESS_DENIED_TITLE } from "../../ui/components/admin/access-denied"
import { ADMIN_NAV_LABEL, ADMIN_OPEN_NAV_LABEL } from "../../ui/components/admin/admin-shell"
import { ADMIN_NOT_FOUND_TITLE } from "../../app/admin/admin-pages"
import { ADMIN_TITLE_SUFFIX } from "../../app/admin/admin-screen"
import { adminHref } from "../../app/admin/paths"
import { accessDeniedText, ADMIN_SCREENS, mayOpen, type AdminScreen } from "../../app/admin/screens"
import type { TestServer } from "../../server/testing/harness"
import { axeViolations, type AxeViolation } from "../routes/site-under-test"
import { createUser, openSignedIn, startJourneys, type TestUser, waitForAdminScreen, withFreshPage } from "./staff"

let site: TestServer
let browser: Browser
let admin: TestUser
let editor: TestUser
let recruiter: TestUser

beforeAll(async () => {
  ;({ site, browser } = await startJourneys())
  ;[admin, editor, recruiter] = await Promise.all([createUser(site, "admin"), createUser(site, "editor"), createUser(site, "recruiter")])
})

afterAll(() => site?.close())

/** A screen's h1: the registry's title, except users/edit/:id, which is titled with the account it edits (the admin has no display name). */
const titleOf = (screen: AdminScreen) => (screen.path === "users/edit/:id" ? admin.email : screen.title)

/** The address of a registered screen, with a real user's id for users/edit/:id. */
const addressOf = (path: string) => adminHref(path.replace(":id", admin.id))

describe("every registered admin screen", () => {
  it("opens for an admin with its title, in the admin's frame, and logs no error", async () => {
    await withFreshPage(browser, async ({ page, errors }) => {
      await openSignedIn(page, site, admin)
      for (const screen of ADMIN_SCREENS) {
        await page.goto(`${site.url}${addressOf(screen.path)}`)
        await waitForAdminScreen(page, titleOf(screen))
        await expect.poll(() => page.getByRole("navigation", { name: ADMIN_NAV_LABEL }).isVisible(), { message: screen.path }).toBe(true)
      }
      expect(errors).toEqual([])
    })
  })

  // WCAG 2.5.8 at the desktop width rides on this walk through the sidebar (one visit a screen for both);
  // at 390 px, where the sidebar is a sheet, it is wcag-admin.test.ts's.
  it("is reached from the sidebar without a page load, and at 1440 px has no target smaller than 24 by 24 px without the spacing to make up for it (WCAG 2.5.8)", async () => {
    const failing: Array<{ screen: string; violations: AxeViolation[] }> = []
    await withFreshPage(
      browser,
      async ({ page, errors }) => {
        await openSignedIn(page, site, admin)
        await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true))
        const nav = page.getByRole("navigation", { name: ADMIN_NAV_LABEL })
        for (const screen of ADMIN_SCREENS.filter((candidate) => !candidate.hidden)) {
          await nav.getByRole("link", { name: screen.title, exact: true }).click()
          await waitForAdminScreen(page, screen.title)
          expect(new URL(page.url()).pathname).toBe(addressOf(screen.path))
          await expect.poll(() => nav.locator('[aria-current="page"]').textContent()).toBe(screen.title)
          const violations = await axeViolations(page, { rules: ["target-size"] })
          if (violations.length > 0) failing.push({ screen: screen.path, violations })
        }
        expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true)
        expect(errors).toEqual([])
      },
      { width: 1440, height: 900 },
    )
    expect(failing).toEqual([])
  })

  it.each([
    { role: "editor", user: () => editor },
    { role: "recruiter", user: () => recruiter },
  ] as const)("refuses $role every screen the role may not open, saying who may, and logs no error", async ({ role, user }) => {
    const refused = ADMIN_SCREENS.filter((screen) => !mayOpen(screen, role))
    expect(refused.length).toBeGreaterThan(0)
    await withFreshPage(browser, async ({ page, errors }) => {
      await openSignedIn(page, site, user())
      for (const screen of refused) {
        await page.goto(`${site.url}${addressOf(screen.path)}`)
        await page.getByRole("heading", { level: 1, name: ACCESS_DENIED_TITLE }).waitFor()
        await expect(page.title(), screen.path).resolves.toBe(`${ACCESS_DENIED_TITLE}${ADMIN_TITLE_SUFFIX}`)
        await expect.poll(() => page.getByRole("main").textContent(), { message: screen.path }).toContain(accessDeniedText(screen))
      }
      expect(errors).toEqual([])
    })
  })

  it("is the only thing under /admin: any other address is the admin's 'Page not found'", async () => {
    await withFreshPage(browser, async ({ page }) => {
      await openSignedIn(page, site, admin)
      await page.goto(`${site.url}/admin/no-such-screen`)
      await waitForAdminScreen(page, ADMIN_NOT_FOUND_TITLE)
    })
  })
})

describe("the admin on a phone", () => {
  it("keeps its navigation in a sheet that opens from the menu button", async () => {
    await withFreshPage(
      browser,
      async ({ page }) => {
        await openSignedIn(page, site, admin)
        await page.getByRole("button", { name: ADMIN_OPEN_NAV_LABEL }).click()
        const sheet = page.getByRole("dialog", { name: ADMIN_NAV_LABEL })
        await sheet.getByRole("link", { name: "Diagnostics" }).click()
        await waitForAdminScreen(page, "Diagnostics")
        await expect.poll(() => sheet.count()).toBe(0)
      },
      { width: 390, height: 844 },
    )
  })
})

describe("the public site", () => {
  it("loads no admin code on its first visit", async () => {
    await withFreshPage(browser, async ({ page }) => {
      const scripts: Promise<string>[] = []
      const collectScript = (response: Response) => {
        if (response.request().resourceType() === "script") scripts.push(response.text())
      }
      page.on("response", collectScript)
      await page.goto(`${site.url}/`, { waitUntil: "networkidle" })
      // A script that arrives after this point would be read after the page closes, and its
      // rejected read would fail the run as an unhandled rejection.
      page.off("response", collectScript)
      const bodies = await Promise.all(scripts)
      expect(bodies.length).toBeGreaterThan(0)
      for (const body of bodies) {
        expect(body).not.toContain(ADMIN_TITLE_SUFFIX)
        expect(body).not.toContain("This screen is being built")
      }
    })
  })
})
