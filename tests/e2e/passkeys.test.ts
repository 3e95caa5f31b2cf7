import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { Browser, CDPSession, Page } from "playwright-core"
import type { TestServer } from "../../server/testing/harness"
import { createUser, launchBrowser, signIn, startSiteOnLocalhost, storedSessionAal, waitForAdminScreen, withFreshPage } from "./staff"

let site: TestServer
let browser: Browser

beforeAll(async () => {
  site = await startSiteOnLocalhost()
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
  await site?.close()
})

/** Chromium's virtual authenticator: a platform passkey store that verifies its user (as Touch ID would). */
async function addVirtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send("WebAuthn.enable")
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  })
  return { cdp, authenticatorId }
}

const passkeyRows = (page: Page) => page.locator("[data-slot=passkey]")

describe("passkeys on the credentials screen", () => {
  it("a staff member adds one under a name, sees it listed as never used, renames it and, signed in ten minutes ago, removes it after confirming with a passkey", async () => {
    const staff = await createUser(site, "editor")
    await withFreshPage(browser, async ({ page, errors }) => {
      const { cdp, authenticatorId } = await addVirtualAuthenticator(page)
      await signIn(page, site, staff, "/admin/users/credentials")
      await waitForAdminScreen(page, "Credentials")
      const card = page.getByRole("region", { name: "Passkeys and security keys" })

      await card.getByLabel("Name", { exact: true }).fill("Work laptop")
      await card.getByRole("button", { name: "Add a passkey" }).click()
      await expect.poll(() => passkeyRows(page).count(), { timeout: 15_000 }).toBe(1)
      await expect(passkeyRows(page).first().innerText()).resolves.toMatch(/Work laptop\s+Added just now · never used/)
      const { credentials } = await cdp.send("WebAuthn.getCredentials", { authenticatorId })
      expect(credentials).toHaveLength(1)
      expect(credentials[0]!.isResidentCredential).toBe(true)
      expect(credentials[0]!.rpId).toBe("localhost")
      const { rows } = await site.db.query<{ friendly_name: string }>(
        "select friendly_name from auth.webauthn_credentials where user_id = $1",
        [staff.id],
      )
      expect(rows).toEqual([{ friendly_name: "Work laptop" }])

      await card.getByRole("button", { name: "Rename Work laptop" }).click()
      const nameField = card.getByLabel("Name of Work laptop")
      await nameField.fill("Old laptop")
      await card.getByRole("button", { name: "Save" }).click()
      await expect.poll(() => passkeyRows(page).first().innerText()).toContain("Old laptop")

      // Signed in ten minutes ago: the server asks for a confirmation, and the browser's prompt (the
      // virtual authenticator answers it) gives one.
      await site.db.query(
        "update auth.mfa_amr_claims set updated_at = now() - interval '10 minutes' where session_id in (select id from auth.sessions where user_id = $1)",
        [staff.id],
      )
      const sessionsBefore = await site.db.query<{ id: string }>("select id from auth.sessions where user_id = $1", [staff.id])
      await card.getByRole("button", { name: "Remove Old laptop" }).click()
      const dialog = page.getByRole("alertdialog", { name: "Remove Old laptop?" })
      await expect(dialog.innerText()).resolves.toContain(
        "If you signed in more than 5 minutes ago, your browser first asks you to confirm it is you with one of your passkeys",
      )
      await dialog.getByRole("button", { name: "Remove" }).click()
      await expect.poll(() => passkeyRows(page).count(), { timeout: 15_000 }).toBe(0)
      await expect(page.getByText("Passkey removed").first().isVisible()).resolves.toBe(true)
      const left = await site.db.query("select 1 from auth.webauthn_credentials where user_id = $1", [staff.id])
      expect(left.rows).toHaveLength(0)
      // The confirmation's own session was signed out; the one in the browser is still the same.
      const sessionsAfter = await site.db.query<{ id: string }>("select id from auth.sessions where user_id = $1", [staff.id])
      expect(sessionsAfter.rows).toEqual(sessionsBefore.rows)
      await expect(page.getByRole("heading", { name: "Credentials" }).first().isVisible()).resolves.toBe(true)
      // The stale session's own attempt was refused first (the browser logs that 403), and nothing else went wrong.
      const refused = errors.filter((error) => /status of 403 .*\/auth\/v1\/passkeys\//.test(error))
      expect(refused).toHaveLength(1)
      expect(errors.filter((error) => !refused.includes(error))).toEqual([])
    })
  })

  it("says so when the person closes the passkey prompt, and adds nothing", async () => {
    const staff = await createUser(site, "editor")
    await withFreshPage(browser, async ({ page }) => {
      const { cdp, authenticatorId } = await addVirtualAuthenticator(page)
      // An authenticator that cannot verify its user: Chromium's prompt then ends as a refusal.
      await cdp.send("WebAuthn.setUserVerified", { authenticatorId, isUserVerified: false })
      await signIn(page, site, staff, "/admin/users/credentials")
      await waitForAdminScreen(page, "Credentials")
      const card = page.getByRole("region", { name: "Passkeys and security keys" })
      await card.getByLabel("Name", { exact: true }).fill("Phone")
      await card.getByRole("button", { name: "Add a passkey" }).click()
      await expect(card.getByRole("alert").innerText({ timeout: 15_000 })).resolves.toBe(
        "The passkey prompt was closed or timed out, so nothing changed. Try again when you are ready.",
      )
      await expect(passkeyRows(page).count()).resolves.toBe(0)
    })
  })

  it("a staff member signs in with their passkey alone; a clone of it with a lower sign counter is refused", async () => {
    const staff = await createUser(site, "editor")
    const exported = await withFreshPage(browser, async ({ page, errors }) => {
      const { cdp, authenticatorId } = await addVirtualAuthenticator(page)
      await signIn(page, site, staff, "/admin/users/credentials")
      const card = page.getByRole("region", { name: "Passkeys and security keys" })
      await card.getByLabel("Name", { exact: true }).fill("Work laptop")
      await card.getByRole("button", { name: "Add a passkey" }).click()
      await expect.poll(() => passkeyRows(page).count(), { timeout: 15_000 }).toBe(1)

      await page.evaluate(() => localStorage.clear())
      await page.goto(`${site.url}/login`)
      await page.getByRole("button", { name: "Sign in with a passkey" }).click()
      await page.waitForURL((url) => url.pathname.startsWith("/admin/"), { timeout: 20_000 })
      await expect(storedSessionAal(page)).resolves.toBe("aal2")
      const { rows } = await site.db.query<{ last_used_at: Date | null; sign_count: string }>(
        "select last_used_at, sign_count from auth.webauthn_credentials where user_id = $1",
        [staff.id],
      )
      expect(rows[0]!.last_used_at).not.toBeNull()
      expect(Number(rows[0]!.sign_count)).toBeGreaterThan(0)
      expect(errors).toEqual([])
      return (await cdp.send("WebAuthn.getCredentials", { authenticatorId })).credentials[0]!
    })

    await withFreshPage(browser, async ({ page }) => {
      const { cdp, authenticatorId } = await addVirtualAuthenticator(page)
      await cdp.send("WebAuthn.addCredential", { authenticatorId, credential: { ...exported, signCount: 0 } })
      await page.goto(`${site.url}/login`)
      await page.getByRole("button", { name: "Sign in with a passkey" }).click()
      await expect(page.getByText("That passkey is not allowed here", { exact: false }).innerText({ timeout: 15_000 })).resolves.toBe(
        "That passkey is not allowed here: it was removed from your account, or it does not belong to this website.",
      )
      await expect(storedSessionAal(page)).resolves.toBeNull()
      expect(new URL(page.url()).pathname).toBe("/login")
    })
  })
})
