import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { Browser, Page } from "playwright-core"
import type { TestServer } from "../../server/testing/harness"
import { createUser, signInAtLogin, startJourneys, startSiteOnLocalhost, submitLogin, waitForAdminScreen, withFreshPage } from "./staff"

let site: TestServer
let browser: Browser

beforeAll(async () => {
  ;({ site, browser } = await startJourneys(startSiteOnLocalhost))
})

afterAll(() => site?.close())

const BANNER = "Add a passkey or security key to continue"

const setRequired = (on: boolean) =>
  site.db.query("update public.security_settings set admins_require_phishing_resistant_factor = $1", [on])

/** Chromium's virtual authenticator, a platform passkey store that verifies its user. */
async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send("WebAuthn.enable")
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  })
}

describe("while admins must have a passkey or security key", () => {
  it("an admin without one lands on their credentials page under a banner, is brought back there from any other screen, and works as before once they add a passkey and sign in with it", async () => {
    const admin = await createUser(site, "admin")
    await setRequired(true)
    try {
      await withFreshPage(browser, async ({ page }) => {
        await addVirtualAuthenticator(page)
        await page.goto(`${site.url}/login?next=${encodeURIComponent("/admin/users")}`)
        await submitLogin(page, admin)
        await page.waitForURL((url) => url.pathname === "/admin/users/credentials", { timeout: 20_000 })
        await waitForAdminScreen(page, "Credentials")
        await page.getByRole("region", { name: BANNER }).waitFor({ timeout: 20_000 })

        await page.goto(`${site.url}/admin/dashboard`)
        await page.waitForURL((url) => url.pathname === "/admin/users/credentials", { timeout: 20_000 })
        await page.getByRole("region", { name: BANNER }).waitFor({ timeout: 20_000 })

        const card = page.getByRole("region", { name: "Passkeys and security keys" })
        await card.getByLabel("Name", { exact: true }).fill("Work laptop")
        await card.getByRole("button", { name: "Add a passkey" }).click()
        // The session still began with the password alone: the admin signs in with the new passkey to go on.
        await page.getByRole("heading", { level: 1, name: "Confirm it is you with your passkey" }).waitFor({ timeout: 15_000 })
        await page.getByRole("button", { name: "Sign in with your passkey" }).click()
        await expect
          .poll(() => page.getByRole("heading", { level: 1, name: "Confirm it is you with your passkey" }).count(), { timeout: 15_000 })
          .toBe(0)

        await page.goto(`${site.url}/admin/users`)
        await waitForAdminScreen(page, "Users")
        // The list loads after the screen: waiting for the row is what proves the admin-users function answered.
        await page.getByRole("cell", { name: admin.email }).first().waitFor({ timeout: 20_000 })
      })
    } finally {
      await setRequired(false)
    }
  })

  it("an editor signs in and works as before", async () => {
    const editor = await createUser(site, "editor")
    await setRequired(true)
    try {
      await withFreshPage(browser, async ({ page }) => {
        await signInAtLogin(page, site, editor, "/admin/dashboard")
        await waitForAdminScreen(page, "Dashboard")
        await expect.poll(() => page.getByRole("region", { name: BANNER }).count()).toBe(0)
      })
    } finally {
      await setRequired(false)
    }
  })
})
