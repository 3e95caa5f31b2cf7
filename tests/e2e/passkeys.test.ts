import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { Browser, CDPSession, Page } from "playwright-core"
import type { TestServer } from "../../server/testing/harness"
import {
  MFA_LOST_REASON_LABEL,
  MFA_LOST_SUBMIT_LABEL,
  MFA_LOST_TITLES,
  MFA_REQUESTED_TITLE,
  NEW_PASSWORD_TITLE,
  PASSKEY_LOST_LABEL,
  RECOVERY_CODE_TITLE,
  RECOVERY_EMAIL_LABEL,
  RECOVERY_SEND_LABEL,
} from "../../ui/components/admin/access-recovery"
import { APPROVE_RESET_LABEL, PENDING_RESETS_TITLE, REVIEW_REQUEST_LABEL } from "../../app/admin/team-copy"
import {
  createUser,
  latestMail,
  openSignedIn,
  startJourneys,
  startSiteOnLocalhost,
  storedSessionAal,
  waitForAdminScreen,
  withFreshPage,
} from "./staff"

let site: TestServer
let browser: Browser

beforeAll(async () => {
  ;({ site, browser } = await startJourneys(startSiteOnLocalhost))
})

afterAll(() => site?.close())

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

/** Adds a passkey under `name` on the credentials screen the page shows, and waits for it in the list. */
async function addPasskey(page: Page, name: string) {
  const card = page.getByRole("region", { name: "Passkeys and security keys" })
  await card.getByLabel("Name", { exact: true }).fill(name)
  await card.getByRole("button", { name: "Add a passkey" }).click()
  await expect.poll(() => passkeyRows(page).count(), { timeout: 15_000 }).toBe(1)
}

/** Signs the page out, then in again from /login with the passkey its authenticator holds, into the admin. */
async function signInAgainWithPasskey(page: Page) {
  await page.evaluate(() => localStorage.clear())
  await page.goto(`${site.url}/login`)
  await page.getByRole("button", { name: "Sign in with a passkey" }).click()
  await page.waitForURL((url) => url.pathname.startsWith("/admin/"), { timeout: 20_000 })
}

describe("passkeys on the credentials screen", () => {
  it("a staff member adds one under a name, sees it listed as never used, renames it and, signed in ten minutes ago, removes it after confirming with a passkey", async () => {
    const staff = await createUser(site, "editor")
    await withFreshPage(browser, async ({ page, errors }) => {
      const { cdp, authenticatorId } = await addVirtualAuthenticator(page)
      await openSignedIn(page, site, staff, "/admin/users/credentials")
      await waitForAdminScreen(page, "Credentials")
      const card = page.getByRole("region", { name: "Passkeys and security keys" })

      await card.getByLabel("Name", { exact: true }).fill("Work laptop")
      await card.getByRole("button", { name: "Add a passkey" }).click()
      await expect.poll(() => passkeyRows(page).count(), { timeout: 15_000 }).toBe(1)
      await expect.poll(() => passkeyRows(page).first().innerText()).toMatch(/Work laptop\s+Added just now · never used/)
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
      await expect
        .poll(() => dialog.innerText())
        .toContain("If you signed in more than 5 minutes ago, your browser first asks you to confirm it is you with one of your passkeys")
      await dialog.getByRole("button", { name: "Remove" }).click()
      await expect.poll(() => passkeyRows(page).count(), { timeout: 15_000 }).toBe(0)
      await expect.poll(() => page.getByText("Passkey removed").first().isVisible()).toBe(true)
      const left = await site.db.query("select 1 from auth.webauthn_credentials where user_id = $1", [staff.id])
      expect(left.rows).toHaveLength(0)
      // The confirmation's own session was signed out; the one in the browser is still the same.
      const sessionsAfter = await site.db.query<{ id: string }>("select id from auth.sessions where user_id = $1", [staff.id])
      expect(sessionsAfter.rows).toEqual(sessionsBefore.rows)
      await expect.poll(() => page.getByRole("heading", { name: "Credentials" }).first().isVisible()).toBe(true)
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
      await openSignedIn(page, site, staff, "/admin/users/credentials")
      await waitForAdminScreen(page, "Credentials")
      const card = page.getByRole("region", { name: "Passkeys and security keys" })
      await card.getByLabel("Name", { exact: true }).fill("Phone")
      await card.getByRole("button", { name: "Add a passkey" }).click()
      await expect
        .poll(() => card.getByRole("alert").innerText({ timeout: 15_000 }), { timeout: 15_000 })
        .toBe("The passkey prompt was closed or timed out, so nothing changed. Try again when you are ready.")
      await expect.poll(() => passkeyRows(page).count()).toBe(0)
    })
  })

  it("a staff member signs in with their passkey alone; a clone of it with a lower sign counter is refused", async () => {
    const staff = await createUser(site, "editor")
    const exported = await withFreshPage(browser, async ({ page, errors }) => {
      const { cdp, authenticatorId } = await addVirtualAuthenticator(page)
      await openSignedIn(page, site, staff, "/admin/users/credentials")
      await addPasskey(page, "Work laptop")

      await signInAgainWithPasskey(page)
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
      await expect
        .poll(() => page.getByText("That passkey is not allowed here", { exact: false }).innerText({ timeout: 15_000 }), {
          timeout: 15_000,
        })
        .toBe("That passkey is not allowed here: it was removed from your account, or it does not belong to this website.")
      await expect(storedSessionAal(page)).resolves.toBeNull()
      expect(new URL(page.url()).pathname).toBe("/login")
    })
  })
})

describe("emergency access for an account whose only second step is a passkey", () => {
  /** The audit log's entries of `action` about `userId`, oldest first. */
  async function audited(action: string, userId: string) {
    const { rows } = await site.db.query<{ traits: Record<string, unknown> }>(
      "select payload -> 'traits' as traits from auth.audit_log_entries where payload ->> 'action' = $1 and payload -> 'traits' ->> 'user_id' = $2 order by created_at",
      [action, userId],
    )
    return rows.map((row) => row.traits)
  }

  it("someone who lost the device with their passkey asks from /emergency-login, another admin approves, the lost passkey signs nobody in, and they add a new one", async () => {
    const admin = await createUser(site, "admin")
    const staff = await createUser(site, "editor", "lost-passkey")
    const onTheLostPhone = await withFreshPage(browser, async ({ page }) => {
      const { cdp, authenticatorId } = await addVirtualAuthenticator(page)
      await openSignedIn(page, site, staff, "/admin/users/credentials")
      await addPasskey(page, "Phone")
      return (await cdp.send("WebAuthn.getCredentials", { authenticatorId })).credentials[0]!
    })

    // The phone is gone: on another computer, with no passkey, the emailed code proves the mailbox.
    await withFreshPage(browser, async ({ page, errors }) => {
      await page.goto(`${site.url}/emergency-login`)
      await page.getByLabel(RECOVERY_EMAIL_LABEL).fill(staff.email)
      await page.getByRole("button", { name: RECOVERY_SEND_LABEL }).click()
      await page.getByRole("heading", { level: 1, name: RECOVERY_CODE_TITLE }).waitFor()
      await page.keyboard.type(latestMail(site, staff.email, "recovery").code!)
      await page.getByRole("heading", { level: 1, name: NEW_PASSWORD_TITLE }).waitFor()
      await page.getByRole("button", { name: PASSKEY_LOST_LABEL }).click()
      await page.getByRole("heading", { level: 1, name: MFA_LOST_TITLES.passkey }).waitFor()
      await page.getByLabel(MFA_LOST_REASON_LABEL).fill("Phone stolen on the train")
      await page.getByRole("button", { name: MFA_LOST_SUBMIT_LABEL }).click()
      await page.getByRole("heading", { level: 1, name: MFA_REQUESTED_TITLE }).waitFor()
      expect(errors).toEqual([])
    })
    expect(await audited("mfa_reset_requested", staff.id)).toEqual([
      expect.objectContaining({ user_email: staff.email, totp_factors: 0, webauthn_factors: 0, passkeys: 1 }),
    ])

    await withFreshPage(browser, async ({ page, errors }) => {
      await openSignedIn(page, site, admin, "/admin/users")
      // The staff list shows the account as protected by its passkey, not as without two-step.
      const row = page.getByRole("row", { name: new RegExp(staff.email.replace(/[.]/g, "\\.")) })
      await expect.poll(() => row.getByRole("cell").nth(2).innerText(), { timeout: 15_000 }).toBe("Passkey")
      await page.getByRole("link", { name: `${REVIEW_REQUEST_LABEL}: ${staff.email}` }).click()
      await waitForAdminScreen(page, staff.email)
      const request = page.getByRole("region", { name: PENDING_RESETS_TITLE })
      await request.getByText("Phone stolen on the train").waitFor()
      await request.getByRole("button", { name: APPROVE_RESET_LABEL }).click()
      await page.getByRole("alertdialog").getByRole("button", { name: APPROVE_RESET_LABEL }).click()
      await expect.poll(() => request.count()).toBe(0)
      expect(errors).toEqual([])
    })
    const left = await site.db.query("select 1 from auth.webauthn_credentials where user_id = $1", [staff.id])
    expect(left.rows).toEqual([])
    expect(await audited("admin_mfa_reset_approved", staff.id)).toEqual([
      expect.objectContaining({ factors_removed: 0, passkeys_removed: 1 }),
    ])
    expect(await audited("passkey_removed", staff.id)).toEqual([expect.objectContaining({ passkey_name: "Phone" })])
    expect(latestMail(site, staff.email, "mfa_reset_approved").text).toContain("security keys and passkeys have been removed")

    // Whoever has the phone: its passkey no longer signs in.
    await withFreshPage(browser, async ({ page }) => {
      const { cdp, authenticatorId } = await addVirtualAuthenticator(page)
      await cdp.send("WebAuthn.addCredential", { authenticatorId, credential: onTheLostPhone })
      await page.goto(`${site.url}/login`)
      await page.getByRole("button", { name: "Sign in with a passkey" }).click()
      await expect
        .poll(() => page.getByText("That passkey is not allowed here", { exact: false }).innerText({ timeout: 15_000 }), {
          timeout: 15_000,
        })
        .toBe("That passkey is not allowed here: it was removed from your account, or it does not belong to this website.")
      await expect(storedSessionAal(page)).resolves.toBeNull()
    })

    // The owner, with the password, adds a passkey on the new phone and signs in with it.
    await withFreshPage(browser, async ({ page, errors }) => {
      await addVirtualAuthenticator(page)
      await openSignedIn(page, site, staff, "/admin/users/credentials")
      await addPasskey(page, "New phone")
      await signInAgainWithPasskey(page)
      await expect(storedSessionAal(page)).resolves.toBe("aal2")
      expect(errors).toEqual([])
    })
    // Added, then named (the registration itself carries no name).
    expect(await audited("passkey_added", staff.id)).toHaveLength(2)
    expect((await audited("passkey_renamed", staff.id)).map((traits) => traits.passkey_name)).toEqual(["Phone", "New phone"])
  })
})
