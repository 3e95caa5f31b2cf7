import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { Browser, Page } from "playwright-core"
import { ACCESS_DENIED_TITLE } from "../../ui/components/admin/access-denied"
import { ADMIN_ACCOUNT_MENU_LABEL, ADMIN_NAV_LABEL, ADMIN_SIGN_OUT_LABEL } from "../../ui/components/admin/admin-shell"
import { LOGIN_HELP_LABEL, LOGIN_SUBMIT_LABEL, MISSING_CREDENTIALS_MESSAGE } from "../../ui/components/admin/login-card"
import { TOTP_TITLE } from "../../ui/components/admin/totp-card"
import { RATE_LIMITED_MESSAGE, SIGN_IN_FAILED, SIGN_OUT_FAILED, SOMETHING_WENT_WRONG, WRONG_CODE_MESSAGE } from "../../app/auth/copy"
import { STANDALONE_PAGES } from "../../app/site/standalone-pages"
import type { TestServer } from "../../server/testing/harness"
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

const LOGIN_HEADING = STANDALONE_PAGES["/login"].heading

let site: TestServer
let browser: Browser
let admin: TestUser
let editor: TestUser
let visitor: TestUser

beforeAll(async () => {
  ;({ site, browser } = await startJourneys())
  ;[admin, editor, visitor] = await Promise.all([createUser(site, "admin"), createUser(site, "editor"), createUser(site)])
})

afterAll(() => site?.close())

describe("signing in to the admin", () => {
  it("sends an anonymous visitor of /admin/users to /login?next=/admin/users, and back there after signing in", () =>
    withFreshPage(browser, async ({ page, errors }) => {
      await page.goto(`${site.url}/admin/users`)
      await page.getByRole("heading", { level: 1, name: LOGIN_HEADING }).waitFor()
      const url = new URL(page.url())
      expect(url.pathname).toBe("/login")
      expect(url.searchParams.get("next")).toBe("/admin/users")
      await expect.poll(() => page.getByRole("link", { name: LOGIN_HELP_LABEL }).getAttribute("href")).toBe("/emergency-login")

      await submitLogin(page, admin)
      await waitForAdminScreen(page, "Users")
      expect(new URL(page.url()).pathname).toBe("/admin/users")
      expect(errors).toEqual([])
    }))

  it("says 'Sign in Failed' with the server's message for a wrong password, and stays on /login", () =>
    withFreshPage(browser, async ({ page }) => {
      await page.goto(`${site.url}/login`)
      await submitLogin(page, { email: admin.email, password: "not the password" })
      const toast = page.locator('[data-slot="toast"]')
      await toast.getByText(SIGN_IN_FAILED).waitFor()
      await expect.poll(() => toast.textContent()).toContain("Invalid login credentials")
      expect(new URL(page.url()).pathname).toBe("/login")
      expect(await storedSessionAal(page)).toBeNull()
    }))

  it("says the spec's message when the password is missing, without asking the server", () =>
    withFreshPage(browser, async ({ page }) => {
      let tokenRequests = 0
      page.on("request", (request) => void (request.url().includes("/auth/v1/token") && tokenRequests++))
      await page.goto(`${site.url}/login`)
      await submitLogin(page, { email: admin.email, password: "" })
      await expect.poll(() => page.getByRole("alert").textContent()).toBe(MISSING_CREDENTIALS_MESSAGE)
      expect(tokenRequests).toBe(0)
    }))

  it("sends a signed-in staff member who opens /login on to `next`, and never off the site", () =>
    withFreshPage(browser, async ({ page }) => {
      await openSignedIn(page, site, admin)
      await page.goto(`${site.url}/login?next=${encodeURIComponent("/admin/settings")}`)
      await waitForAdminScreen(page, "Settings")
      await page.goto(`${site.url}/login?next=${encodeURIComponent("//evil.example/admin")}`)
      await waitForAdminScreen(page, "Dashboard")
      expect(new URL(page.url()).origin).toBe(site.url)
    }))

  it("/admin leads to the dashboard", () =>
    withFreshPage(browser, async ({ page }) => {
      await openSignedIn(page, site, admin)
      await page.goto(`${site.url}/admin`)
      await waitForAdminScreen(page, "Dashboard")
      expect(new URL(page.url()).pathname).toBe("/admin/dashboard")
    }))
})

describe("roles", () => {
  it("refuses an editor the users screen with the access-denied screen, but opens the dashboard", () =>
    withFreshPage(browser, async ({ page, errors }) => {
      await openSignedIn(page, site, editor, "/admin/users")
      await page.getByRole("heading", { level: 1, name: ACCESS_DENIED_TITLE }).waitFor()
      await expect.poll(() => page.getByRole("main").textContent()).toContain(editor.email)
      const nav = page.getByRole("navigation", { name: ADMIN_NAV_LABEL })
      await expect.poll(() => nav.getByRole("link", { name: "Users", exact: true }).count()).toBe(0)

      await page.getByRole("link", { name: "Back to the dashboard" }).click()
      await waitForAdminScreen(page, "Dashboard")
      expect(errors).toEqual([])
    }))

  it("shows a signed-in user without a staff role the access-denied screen, from which they can sign out", () =>
    withFreshPage(browser, async ({ page }) => {
      await openSignedIn(page, site, visitor)
      await page.getByRole("heading", { level: 1, name: ACCESS_DENIED_TITLE }).waitFor()
      await expect.poll(() => page.getByText(visitor.email).count()).toBe(1)
      await expect.poll(() => page.getByRole("navigation", { name: ADMIN_NAV_LABEL }).count()).toBe(0)

      await page.getByRole("button", { name: "Sign out" }).click()
      await page.getByRole("heading", { level: 1, name: LOGIN_HEADING }).waitFor()
      expect(new URL(page.url()).pathname).toBe("/login")
      expect(await storedSessionAal(page)).toBeNull()
    }))
})

describe("two-step verification", () => {
  it("challenges a user with a verified factor, refuses a wrong code, and lets the right one in at aal2", async () => {
    const mfaAdmin = await createUser(site, "admin", "mfa-admin")
    const secret = await enrolTotp(site, mfaAdmin)
    await withFreshPage(browser, async ({ page, errors }) => {
      await page.goto(`${site.url}/login?next=${encodeURIComponent("/admin/users")}`)
      await submitLogin(page, mfaAdmin)
      await page.getByRole("heading", { level: 1, name: TOTP_TITLE }).waitFor()
      expect(await storedSessionAal(page)).toBe("aal1")

      // Until the code is given, the admin sends the session back to the code step.
      await page.goto(`${site.url}/admin/users`)
      await page.getByRole("heading", { level: 1, name: TOTP_TITLE }).waitFor()

      const right = await totpCode(secret)
      const wrong = right === "000000" ? "111111" : "000000"
      await page.keyboard.type(wrong)
      await page.getByText(WRONG_CODE_MESSAGE).waitFor()
      expect(await storedSessionAal(page)).toBe("aal1")

      await page.keyboard.type(await totpCode(secret))
      await waitForAdminScreen(page, "Users")
      expect(await storedSessionAal(page)).toBe("aal2")
      // The refused code is a 422 answer, which Chromium logs; nothing else may be.
      expect(errors.filter((error) => !(error.includes("status of 422") && error.includes("/verify")))).toEqual([])
    })
  })
})

describe("one session across the tabs of a browser", () => {
  it("follows a sign-in and a sign-out made in another tab", () =>
    withFreshPage(browser, async ({ context, page: first }) => {
      const second = await context.newPage()
      await second.goto(`${site.url}/admin/settings`)
      await second.getByRole("heading", { level: 1, name: LOGIN_HEADING }).waitFor()

      await first.goto(`${site.url}/login`)
      await submitLogin(first, admin)
      await waitForAdminScreen(first, "Dashboard")
      // The other tab, still on /login?next=/admin/settings, moves on by itself.
      await waitForAdminScreen(second, "Settings")

      await first.getByRole("button", { name: new RegExp(`^${ADMIN_ACCOUNT_MENU_LABEL}`) }).click()
      await first.getByRole("menuitem", { name: ADMIN_SIGN_OUT_LABEL }).click()
      await first.getByRole("heading", { level: 1, name: LOGIN_HEADING }).waitFor()
      await second.getByRole("heading", { level: 1, name: LOGIN_HEADING }).waitFor()
      expect(new URL(second.url()).searchParams.get("next")).toBe("/admin/settings")
      await expect.poll(() => second.getByRole("button", { name: LOGIN_SUBMIT_LABEL, exact: true }).isVisible()).toBe(true)
    }))
})

describe("signing out", () => {
  /** Signs out from the account menu, with the server's answer to the sign-out replaced by `status` and `body`. */
  const signOutAnswered = async (page: Page, status: number, body: { code: string; message: string }) => {
    await page.route("**/auth/v1/logout**", (route) =>
      route.fulfill({ status, contentType: "application/json", body: JSON.stringify(body) }),
    )
    await page.getByRole("button", { name: new RegExp(`^${ADMIN_ACCOUNT_MENU_LABEL}`) }).click()
    await page.getByRole("menuitem", { name: ADMIN_SIGN_OUT_LABEL }).click()
  }

  it.each([
    { status: 422, shown: "Database unavailable" },
    // supabase-js does not read the body of a 5xx answer: no server message, so the spec's fallback.
    { status: 500, shown: SOMETHING_WENT_WRONG },
  ])("shows 'Sign out Failed' ($shown) for a $status answer, and stays signed in", ({ status, shown }) =>
    withFreshPage(browser, async ({ page }) => {
      await openSignedIn(page, site, admin)
      await signOutAnswered(page, status, { code: "unexpected_failure", message: "Database unavailable" })
      const toast = page.locator('[data-slot="toast"]')
      await toast.getByText(SIGN_OUT_FAILED).waitFor()
      await expect.poll(() => toast.locator('[data-slot="toast-description"]').textContent()).toBe(shown)
      expect(new URL(page.url()).pathname).toBe("/admin/dashboard")
      expect(await storedSessionAal(page)).toBe("aal1")
    }),
  )

  it.each([401, 404])("counts a %i answer as signed out", (status) =>
    withFreshPage(browser, async ({ page }) => {
      await openSignedIn(page, site, admin)
      await signOutAnswered(page, status, { code: "session_not_found", message: "Session not found" })
      await page.getByRole("heading", { level: 1, name: LOGIN_HEADING }).waitFor()
      expect(await storedSessionAal(page)).toBeNull()
      await expect.poll(() => page.getByText(SIGN_OUT_FAILED).count()).toBe(0)
    }),
  )

  it("ends a session whose refresh token the server no longer accepts: the admin goes back to sign-in", () =>
    withFreshPage(browser, async ({ page }) => {
      await openSignedIn(page, site, editor, "/admin/settings")
      await waitForAdminScreen(page, "Settings")
      // Signing out everywhere from elsewhere revokes this browser's refresh token too.
      const elsewhere = site.client()
      await elsewhere.auth.signInWithPassword({ email: editor.email, password: editor.password })
      await elsewhere.auth.signOut({ scope: "global" })
      // Make the stored session due for a refresh, as it would be an hour later.
      await page.evaluate(() => {
        const key = Object.keys(localStorage).find((name) => /^sb-.*-auth-token$/.test(name))!
        const session = JSON.parse(localStorage.getItem(key)!) as { expires_at: number }
        localStorage.setItem(key, JSON.stringify({ ...session, expires_at: Math.floor(Date.now() / 1000) - 60 }))
      })
      await page.reload()
      await page.getByRole("heading", { level: 1, name: LOGIN_HEADING }).waitFor()
      expect(new URL(page.url()).searchParams.get("next")).toBe("/admin/settings")
      expect(await storedSessionAal(page)).toBeNull()
    }))
})

describe("a rate-limited sign-in", () => {
  it("tells the person to wait when the server answers 429", async () => {
    // The file's site with its limits switched on (the server reads the switch on each request, and
    // counted nothing while it was off) rather than a second server started for this one journey.
    site.ctx.config.rateLimits = true
    try {
      await withFreshPage(browser, async ({ page }) => {
        await page.goto(`${site.url}/login`)
        // The sign-in limit counts every attempt from this address; spend it from here first.
        const client = site.client()
        let status = 0
        while (status !== 429) {
          const { error } = await client.auth.signInWithPassword({ email: "nobody@nordika.test", password: "wrong" })
          status = error?.status ?? 200
        }
        await submitLogin(page, { email: "nobody@nordika.test", password: "wrong" })
        // The answer arrives after the click: wait for what it shows, then read it.
        await page.getByRole("alert").filter({ hasText: RATE_LIMITED_MESSAGE }).first().waitFor()
        const toast = page.locator('[data-slot="toast"]').filter({ hasText: SIGN_IN_FAILED })
        await toast.first().waitFor()
      })
    } finally {
      site.ctx.config.rateLimits = false
    }
  })
})
