import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { Browser, Page } from "playwright-core"
import type { TestServer } from "../../server/testing/harness"
import { enrolSecurityKey, type SoftwareCredential } from "../../server/auth/test-authenticator"
import { LOGIN_EMAIL_LABEL } from "../../ui/components/admin/login-card"
import { SECURITY_KEY_USE_CODE_LABEL } from "../../ui/components/admin/security-key-card"
import { TOTP_TITLE } from "../../ui/components/admin/totp-card"
import {
  createUser,
  enrolTotp,
  startJourneys,
  startSiteOnLocalhost,
  storedSessionAal,
  submitLogin,
  type TestUser,
  totpCode,
  waitForAdminScreen,
  withFreshPage,
} from "./staff"

let site: TestServer
let browser: Browser

beforeAll(async () => {
  ;({ site, browser } = await startJourneys(startSiteOnLocalhost))
})

afterAll(() => site?.close())

/**
 * Enrols a security key (a verified webauthn factor) for `user` in a session of their own, as a
 * browser would; with the authenticator app's `totpSecret`, that session first reaches aal2 with it.
 */
async function enrolKey(user: TestUser, totpSecret?: string): Promise<SoftwareCredential> {
  const client = site.client()
  const signIn = await client.auth.signInWithPassword({ email: user.email, password: user.password })
  if (signIn.error) throw signIn.error
  if (totpSecret) {
    const factorId = (await client.auth.mfa.listFactors()).data!.totp[0]!.id
    const verified = await client.auth.mfa.challengeAndVerify({ factorId, code: await totpCode(totpSecret) })
    if (verified.error) throw verified.error
  }
  return (await enrolSecurityKey(client, site.url)).credential
}

/**
 * Chromium's virtual authenticator as a USB security key holding `credential` (the key enrolled
 * above), which it signs with when the page asks, as touching the key would.
 */
async function plugInSecurityKey(page: Page, credential: SoftwareCredential) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send("WebAuthn.enable")
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "usb",
      hasResidentKey: false,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  })
  await cdp.send("WebAuthn.addCredential", {
    authenticatorId,
    credential: {
      credentialId: credential.id.toString("base64"),
      isResidentCredential: false,
      rpId: credential.rpId,
      privateKey: credential.privateKeyPkcs8().toString("base64"),
      signCount: credential.signCount,
    },
  })
}

const securityKeyButton = (page: Page) => page.getByRole("button", { name: "Use your security key", exact: true })

const setRequired = (on: boolean) =>
  site.db.query("update public.security_settings set admins_require_phishing_resistant_factor = $1", [on])

describe("signing in with a security key as the second step", () => {
  it("someone whose only second step is a security key: password, then 'Use your security key', then the dashboard at aal2", async () => {
    const admin = await createUser(site, "admin", "key-only-admin")
    const credential = await enrolKey(admin)
    await withFreshPage(browser, async ({ page, errors }) => {
      await plugInSecurityKey(page, credential)
      await page.goto(`${site.url}/login?next=${encodeURIComponent("/admin/dashboard")}`)
      await submitLogin(page, admin)
      await page.getByRole("heading", { level: 1, name: "Use your security key" }).waitFor({ timeout: 20_000 })
      // The loop this replaces: the sign-in form again, asking for the password already given.
      await expect.poll(() => page.getByLabel(LOGIN_EMAIL_LABEL).count()).toBe(0)
      await securityKeyButton(page).click()
      await waitForAdminScreen(page, "Dashboard")
      expect(await storedSessionAal(page)).toBe("aal2")
      expect(errors).toEqual([])
    })
  })

  it("someone with an authenticator app too is offered the key first, and the code as the alternative", async () => {
    const editor = await createUser(site, "editor", "key-and-app-editor")
    const secret = await enrolTotp(site, editor)
    const credential = await enrolKey(editor, secret)
    await withFreshPage(browser, async ({ page }) => {
      await plugInSecurityKey(page, credential)
      await page.goto(`${site.url}/login?next=${encodeURIComponent("/admin/dashboard")}`)
      await submitLogin(page, editor)
      await securityKeyButton(page).waitFor({ timeout: 20_000 })
      await page.getByRole("button", { name: SECURITY_KEY_USE_CODE_LABEL }).click()
      await page.getByRole("heading", { level: 1, name: TOTP_TITLE }).waitFor()
      await page.keyboard.type(await totpCode(secret))
      await waitForAdminScreen(page, "Dashboard")
      expect(await storedSessionAal(page)).toBe("aal2")
    })
  })
})

describe("while admins must use a passkey or security key", () => {
  it("an admin who signed in with their password and authenticator code steps up with their security key, audited, and then works as before", async () => {
    const admin = await createUser(site, "admin", "step-up-admin")
    const secret = await enrolTotp(site, admin)
    const credential = await enrolKey(admin, secret)
    await setRequired(true)
    try {
      await withFreshPage(browser, async ({ page, errors }) => {
        await plugInSecurityKey(page, credential)
        await page.goto(`${site.url}/login?next=${encodeURIComponent("/admin/users")}`)
        await submitLogin(page, admin)
        await page.getByRole("button", { name: SECURITY_KEY_USE_CODE_LABEL }).click()
        await page.getByRole("heading", { level: 1, name: TOTP_TITLE }).waitFor()
        await page.keyboard.type(await totpCode(secret))

        await page.getByRole("heading", { level: 1, name: "Confirm it is you with your security key" }).waitFor({ timeout: 20_000 })
        expect(await storedSessionAal(page)).toBe("aal2")
        await securityKeyButton(page).click()
        await waitForAdminScreen(page, "Users")
        // The list loads after the screen: the row proves the admin-users function answered.
        await page.getByRole("cell", { name: admin.email }).first().waitFor({ timeout: 20_000 })
        expect(errors).toEqual([])
      })
      const { rows } = await site.db.query<{ traits: { factor_type: string; from_aal: string } }>(
        "select payload -> 'traits' as traits from auth.audit_log_entries where payload ->> 'action' = 'verification_attempted' and payload ->> 'actor_id' = $1 order by created_at",
        [admin.id],
      )
      // The enrolments' verifications come first; the sign-in's code, then the step-up, last.
      expect(rows.slice(-2).map((row) => [row.traits.factor_type, row.traits.from_aal])).toEqual([
        ["totp", "aal1"],
        ["webauthn", "aal2"],
      ])
    } finally {
      await setRequired(false)
    }
  })
})
