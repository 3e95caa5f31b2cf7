/**
 * WCAG 2.2 AA in the staff admin, signed in as an admin in Chromium on the built app: targets at
 * least 24 by 24 CSS pixels or spaced as far apart (2.5.8, axe's target-size rule), keyboard focus
 * never hidden under the sticky top bar or an editor's sticky save bar (2.4.11), and a sign-in a
 * password manager can fill, the one-time code included (3.3.8).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { Browser, Page } from "playwright-core"
import { TOTP_TITLE } from "../../ui/components/admin/totp-card"
import { adminHref } from "../../app/admin/paths"
import { ADMIN_SCREENS } from "../../app/admin/screens"
import type { TestServer } from "../../server/testing/harness"
import { axeViolations, tabThrough, type AxeViolation } from "../routes/site-under-test"
import {
  createUser,
  enrolTotp,
  openSignedIn,
  startJourneys,
  storedSessionAal,
  submitLogin,
  type TestUser,
  totpCode,
  waitForAdminScreen,
  withFreshPage,
} from "./staff"

let site: TestServer
let browser: Browser
let admin: TestUser

beforeAll(async () => {
  ;({ site, browser } = await startJourneys())
  admin = await createUser(site, "admin")
})

afterAll(() => site?.close())

/** Every screen the sidebar offers (the ones with an id in their address are reached from these). */
const SCREENS = ADMIN_SCREENS.filter((screen) => !screen.hidden && !screen.path.includes(":"))

// At 1440 px the check rides on admin-screens.test.ts's walk through the sidebar, which visits every screen anyway.
describe("target size in the admin (WCAG 2.5.8)", () => {
  it.each([390])(
    "every sidebar screen at %i px has no target smaller than 24 by 24 px without the spacing to make up for it",
    async (width) => {
      const failing: Array<{ screen: string; violations: AxeViolation[] }> = []
      await withFreshPage(
        browser,
        async ({ page }) => {
          await openSignedIn(page, site, admin)
          for (const screen of SCREENS) {
            // Inside the app, as a sidebar link goes (a new load of the admin for each screen was most of the test's time).
            await page.evaluate((href) => {
              history.pushState(null, "", href)
              dispatchEvent(new PopStateEvent("popstate"))
            }, adminHref(screen.path))
            await waitForAdminScreen(page, screen.title)
            const violations = await axeViolations(page, { rules: ["target-size"] })
            if (violations.length > 0) failing.push({ screen: screen.path, violations })
          }
        },
        { width, height: 900 },
      )
      expect(failing).toEqual([])
    },
  )
})

describe("focus not obscured in the admin (WCAG 2.4.11)", () => {
  it.each([1440, 390])(
    "tabbing down and back up a long content form at %i px never leaves the focused field under the top bar or the save bar",
    async (width) => {
      await withFreshPage(
        browser,
        async ({ page }) => {
          await openSignedIn(page, site, admin, adminHref("content/services"))
          await waitForAdminScreen(page, "Services")
          await page.locator('[data-slot="editor-action-bar"]').waitFor()
          await page.getByRole("form", { name: "Services content" }).getByRole("textbox").first().focus()
          const down = await tabThrough(page, "Tab", 60)
          const up = await tabThrough(page, "Shift+Tab", 60)
          expect({ down, up }).toEqual({ down: [], up: [] })
        },
        { width, height: 800 },
      )
    },
  )
})

describe("accessible authentication in the admin (WCAG 3.3.8)", () => {
  /** Puts the whole code into the first box as a paste does (a clipboard event) or as a password manager's fill does (one insertion). */
  const enter = {
    pasted: (page: Page, code: string) =>
      page.getByRole("textbox", { name: "Digit 1 of 6" }).evaluate((box, text) => {
        const data = new DataTransfer()
        data.setData("text/plain", text)
        box.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }))
      }, code),
    filled: async (page: Page, code: string) => {
      await page.getByRole("textbox", { name: "Digit 1 of 6" }).focus()
      await page.keyboard.insertText(code)
    },
  }

  it.each(["pasted", "filled"] as const)(
    "offers the two-step code to a password manager (one-time-code) and signs in with the whole code %s at once",
    async (how) => {
      const mfaAdmin = await createUser(site, "admin", `${how}-admin`)
      const secret = await enrolTotp(site, mfaAdmin)
      await withFreshPage(browser, async ({ page }) => {
        await page.goto(`${site.url}/login?next=${encodeURIComponent(adminHref("dashboard"))}`)
        await submitLogin(page, mfaAdmin)
        await page.getByRole("heading", { level: 1, name: TOTP_TITLE }).waitFor()
        await expect.poll(() => page.getByRole("textbox", { name: "Digit 1 of 6" }).getAttribute("autocomplete")).toBe("one-time-code")
        await enter[how](page, await totpCode(secret))
        await waitForAdminScreen(page, "Dashboard")
        expect(await storedSessionAal(page)).toBe("aal2")
      })
    },
  )
})
