import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { Browser, Page } from "playwright-core"
import { ADMIN_ACCOUNT_MENU_LABEL, ADMIN_SIGN_OUT_LABEL } from "../../ui/components/admin/admin-shell"
import {
  CONFIRM_PASSWORD_LABEL,
  MFA_LOST_SUBMIT_LABEL,
  MFA_REQUESTED_TITLE,
  NEW_PASSWORD_LABEL,
  RECOVERY_CODE_TITLE,
  RECOVERY_EMAIL_LABEL,
  RECOVERY_SEND_LABEL,
} from "../../ui/components/admin/access-recovery"
import { CONFIRM_DIALOG_CANCEL_LABEL } from "../../ui/components/admin/confirm-dialog"
import { INVITE_EMAIL_LABEL, INVITE_NAME_LABEL, INVITE_ROLE_LABEL, INVITE_SUBMIT_LABEL } from "../../ui/components/admin/invite-form"
import { MFA_ENROL_LABEL, MFA_REMOVE_LABEL } from "../../ui/components/admin/mfa-factors-card"
import {
  PASSWORD_CHANGED_LABEL,
  PASSWORD_CODE_LABEL,
  PASSWORD_SEND_CODE_LABEL,
  PASSWORD_SUBMIT_LABEL,
} from "../../ui/components/admin/password-change-card"
import { BAN_CONFIRM_LABEL, BAN_SWITCH_LABEL } from "../../ui/components/admin/ban-toggle"
import { PASSWORD_RESET_SEND_LABEL } from "../../ui/components/admin/staff-access-card"
import { ROLE_LABEL, STAFF_PROFILE_SAVE_LABEL } from "../../ui/components/admin/staff-profile-form"
import { ENROL_SUBMIT_LABEL, QR_CODE_ALT } from "../../ui/components/admin/totp-enrolment-card"
import { TOTP_HELP_LABEL, TOTP_TITLE } from "../../ui/components/admin/totp-card"
import { STAFF_ROLE_NAMES } from "#shared/staff"
import { WRONG_CODE_MESSAGE } from "../../app/auth/copy"
import {
  APPROVE_RESET_LABEL,
  BANNED_TOAST,
  OTHERS_SIGNED_OUT_TOAST,
  PENDING_RESETS_TITLE,
  PROFILE_SAVED,
  RECOVERY_SENT_TOAST,
  REVIEW_REQUEST_LABEL,
  SIGN_OUT_OTHERS_LABEL,
} from "../../app/admin/team-copy"
import { STANDALONE_PAGES } from "../../app/site/standalone-pages"
import {
  FIRST_ADMIN_EMAIL_LABEL,
  FIRST_ADMIN_PASSWORD_LABEL,
  FIRST_ADMIN_SUBMIT_LABEL,
  FIRST_ADMIN_TITLE,
} from "../../ui/components/admin/first-admin-card"
import { INVITE_LANDING_PATH } from "../../app/auth/session-methods"
import type { TestServer } from "../../server/testing/harness"
import { staffSetupToken } from "../../server/functions/staff-setup-token"
import {
  createUser,
  enrolTotp,
  latestMail,
  linkIn,
  openSignedIn,
  startJourneys,
  startSite,
  storedSessionAal,
  submitLogin,
  type TestUser,
  totpCode,
  waitForAdminScreen,
  withFreshPage,
} from "./staff"

const NEW_PASSWORD = "a brand new staff passphrase"
/** Chromium's CPU throttling for a low-end phone: enough to make the page's code slower than a round trip to the server. */
const SLOW_PHONE_CPU_SLOWDOWN = 12

let site: TestServer
let browser: Browser
let admin: TestUser

beforeAll(async () => {
  ;({ site, browser } = await startJourneys())
  admin = await createUser(site, "admin")
})

afterAll(() => site?.close())

async function signOut(page: Page) {
  await page.getByRole("button", { name: ADMIN_ACCOUNT_MENU_LABEL }).click()
  await page.getByRole("menuitem", { name: ADMIN_SIGN_OUT_LABEL }).click()
  await page.getByRole("heading", { level: 1, name: STANDALONE_PAGES["/login"].heading }).waitFor()
}

async function choosePassword(page: Page, password: string) {
  await page.getByLabel(NEW_PASSWORD_LABEL, { exact: true }).fill(password)
  await page.getByLabel(CONFIRM_PASSWORD_LABEL).fill(password)
}

/** The account as the auth admin API has it now. */
async function accountOf(email: string) {
  const { data } = await site.client({ key: site.serviceRoleKey }).auth.admin.listUsers()
  return data.users.find((user) => user.email === email)
}

describe("inviting staff", () => {
  it("mails an invitation; its link lets the new editor choose a password, with which they sign in", async () => {
    const email = `invited-${Date.now()}@nordika.test`
    await withFreshPage(browser, async ({ page, errors }) => {
      await openSignedIn(page, site, admin, "/admin/users")
      await page.getByRole("link", { name: "Invite staff" }).first().click()
      await waitForAdminScreen(page, "Invite staff")
      await page.getByLabel(INVITE_EMAIL_LABEL).fill(email)
      await page.getByLabel(INVITE_NAME_LABEL).fill("Ingrid Invited")
      await expect.poll(() => page.getByRole("combobox", { name: INVITE_ROLE_LABEL }).textContent()).toBe(STAFF_ROLE_NAMES.editor)
      await page.getByRole("button", { name: INVITE_SUBMIT_LABEL }).click()
      await page.locator('[data-slot="toast"]').getByText(`${email} can now choose a password`).waitFor()
      expect(errors).toEqual([])
    })

    const mail = latestMail(site, email, "invite")
    await withFreshPage(browser, async ({ page, errors }) => {
      await page.goto(linkIn(mail, "Accept the invitation"))
      await page.getByRole("heading", { level: 1, name: STANDALONE_PAGES["/login/setup"].heading }).waitFor()
      expect(new URL(page.url()).pathname).toBe("/login/setup")
      await choosePassword(page, NEW_PASSWORD)
      await page.getByRole("button", { name: "Save password and continue" }).click()
      await waitForAdminScreen(page, "Dashboard")
      await signOut(page)
      await submitLogin(page, { email, password: NEW_PASSWORD })
      await waitForAdminScreen(page, "Dashboard")
      expect(errors).toEqual([])
    })
    const account = await accountOf(email)
    expect(account?.app_metadata.role).toBe("editor")
    expect(account?.email_confirmed_at).toBeTruthy()
  })

  it("says 'Sign up Failed' on the invitation's page when the password is refused", async () => {
    const email = `short-${Date.now()}@nordika.test`
    await site.client({ key: site.serviceRoleKey }).auth.admin.inviteUserByEmail(email, { redirectTo: `${site.url}${INVITE_LANDING_PATH}` })
    await withFreshPage(browser, async ({ page }) => {
      // The server's own rule (the form asks for more): the toast carries its message.
      await page.route("**/auth/v1/user", (route) =>
        route.request().method() === "PUT"
          ? route.fulfill({
              status: 422,
              contentType: "application/json",
              body: JSON.stringify({ code: "weak_password", msg: "Password is known to be weak and easy to guess" }),
            })
          : route.continue(),
      )
      await page.goto(latestMail(site, email, "invite").link!)
      await choosePassword(page, NEW_PASSWORD)
      await page.getByRole("button", { name: "Save password and continue" }).click()
      const toast = page.locator('[data-slot="toast"]').filter({ hasText: "Sign up Failed" })
      await toast.waitFor()
      await expect.poll(() => toast.textContent()).toContain("Password is known to be weak and easy to guess")
      expect(new URL(page.url()).pathname).toBe("/login/setup")
    })
  })
})

describe("two-step verification on Credentials", () => {
  it("is enrolled with the key the screen shows; the next sign-in asks for the code, refuses a wrong one and lets the right one in at aal2", async () => {
    const user = await createUser(site, "editor", "enrols")
    await withFreshPage(browser, async ({ page, errors }) => {
      await openSignedIn(page, site, user, "/admin/users/credentials")
      await waitForAdminScreen(page, "Credentials")
      await page.getByRole("button", { name: MFA_ENROL_LABEL }).click()
      await page.getByRole("img", { name: QR_CODE_ALT }).waitFor()
      const secret = (await page.locator('[data-slot="totp-secret"]').textContent())!.replace(/\s+/g, "")
      await page.locator('[data-slot="code-input-digit"]').first().click()
      await page.keyboard.type(await totpCode(secret))
      await page.getByRole("button", { name: /^Remove/ }).waitFor()
      await expect.poll(() => page.getByRole("button", { name: ENROL_SUBMIT_LABEL }).count()).toBe(0)

      await signOut(page)
      await submitLogin(page, user)
      await page.getByRole("heading", { level: 1, name: TOTP_TITLE }).waitFor()
      expect(await storedSessionAal(page)).toBe("aal1")
      const right = await totpCode(secret)
      await page.keyboard.type(right === "000000" ? "111111" : "000000")
      await page.getByText(WRONG_CODE_MESSAGE).waitFor()
      expect(await storedSessionAal(page)).toBe("aal1")
      await page.keyboard.type(await totpCode(secret))
      // Back where the sign-out happened.
      await waitForAdminScreen(page, "Credentials")
      expect(await storedSessionAal(page)).toBe("aal2")

      // And off again: the session's new token says aal1, and the next sign-in asks for no code.
      await page.getByRole("button", { name: /^Remove/ }).click()
      await page.getByRole("alertdialog").getByRole("button", { name: MFA_REMOVE_LABEL }).click()
      await page.getByRole("button", { name: MFA_ENROL_LABEL }).waitFor()
      await expect.poll(() => storedSessionAal(page)).toBe("aal1")
      expect(errors.filter((error) => !(error.includes("status of 422") && error.includes("/verify")))).toEqual([])
    })
  })
})

describe("the password and sessions on Credentials", () => {
  it("changes the password with the emailed code, and signs out the other sessions", async () => {
    const user = await createUser(site, "editor", "changes")
    await withFreshPage(browser, async ({ context, page, errors }) => {
      await openSignedIn(page, site, user, "/admin/users/credentials")
      const other = site.client()
      await other.auth.signInWithPassword({ email: user.email, password: user.password })

      await page.getByRole("button", { name: PASSWORD_SEND_CODE_LABEL }).click()
      await page.getByLabel(PASSWORD_CODE_LABEL).waitFor()
      await page.getByLabel(PASSWORD_CODE_LABEL).fill(latestMail(site, user.email, "reauthentication").code!)
      await choosePassword(page, NEW_PASSWORD)
      await page.getByRole("button", { name: PASSWORD_SUBMIT_LABEL }).click()
      await page.getByText(PASSWORD_CHANGED_LABEL).waitFor()
      // As GoTrue does, the new password ends every other session; a new one shows the button's effect.
      expect((await other.auth.refreshSession()).error).not.toBeNull()
      const again = site.client()
      expect((await again.auth.signInWithPassword({ email: user.email, password: NEW_PASSWORD })).error).toBeNull()

      await page.getByRole("button", { name: SIGN_OUT_OTHERS_LABEL }).click()
      await page.getByRole("alertdialog").getByRole("button", { name: SIGN_OUT_OTHERS_LABEL }).click()
      await page.locator('[data-slot="toast"]').getByText(OTHERS_SIGNED_OUT_TOAST).waitFor()
      expect((await again.auth.refreshSession()).error).not.toBeNull()
      // This browser stays signed in.
      await page.reload()
      await waitForAdminScreen(page, "Credentials")
      expect(context.pages()).toHaveLength(1)
      expect(errors).toEqual([])
    })
  })
})

describe("emergency access recovery", () => {
  async function requestCode(page: Page, email: string) {
    await page.goto(`${site.url}/emergency-login`)
    await page.getByLabel(RECOVERY_EMAIL_LABEL).fill(email)
    await page.getByRole("button", { name: RECOVERY_SEND_LABEL }).click()
    await page.getByRole("heading", { level: 1, name: RECOVERY_CODE_TITLE }).waitFor()
    await page.keyboard.type(latestMail(site, email, "recovery").code!)
  }

  it("sets a new password with the mailed code, and the user signs in with it", async () => {
    const user = await createUser(site, "editor", "forgot")
    await withFreshPage(browser, async ({ page, errors }) => {
      await requestCode(page, user.email)
      await page.getByRole("heading", { level: 1, name: "Choose a new password" }).waitFor()
      await choosePassword(page, NEW_PASSWORD)
      await page.getByRole("button", { name: "Save password" }).click()
      await waitForAdminScreen(page, "Dashboard")
      await signOut(page)
      await submitLogin(page, user)
      await page.locator('[data-slot="toast"]').getByText("Sign in Failed").waitFor()
      await submitLogin(page, { email: user.email, password: NEW_PASSWORD })
      await waitForAdminScreen(page, "Dashboard")
      expect(errors.filter((error) => !error.includes("status of 400"))).toEqual([])
    })
  })

  it("takes the reset link an admin sends from the account's page to a new password", async () => {
    const user = await createUser(site, "editor", "reset-link")
    await withFreshPage(browser, async ({ page, errors }) => {
      await openSignedIn(page, site, admin, `/admin/users/edit/${user.id}`)
      await page.getByRole("button", { name: PASSWORD_RESET_SEND_LABEL }).click()
      await page.locator('[data-slot="toast"]').getByText(RECOVERY_SENT_TOAST).waitFor()
      expect(errors).toEqual([])
    })
    await withFreshPage(browser, async ({ page, errors }) => {
      // On a slow device supabase-js announces the recovery before the staff pages listen: they must still know.
      const cdp = await page.context().newCDPSession(page)
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: SLOW_PHONE_CPU_SLOWDOWN })
      await page.goto(latestMail(site, user.email, "recovery").link!)
      await page.getByRole("heading", { level: 1, name: "Choose a new password" }).waitFor()
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 })
      expect(new URL(page.url()).pathname).toBe("/emergency-login")
      await choosePassword(page, NEW_PASSWORD)
      await page.getByRole("button", { name: "Save password" }).click()
      await waitForAdminScreen(page, "Dashboard")
      expect(errors).toEqual([])
    })
    expect((await site.client().auth.signInWithPassword({ email: user.email, password: NEW_PASSWORD })).error).toBeNull()
  })

  it("still asks an account with an authenticator for its code; without the app, a second admin approves a reset", async () => {
    const user = await createUser(site, "editor", "lost-phone")
    const secret = await enrolTotp(site, user)
    await withFreshPage(browser, async ({ page }) => {
      await requestCode(page, user.email)
      await page.getByRole("heading", { level: 1, name: "Confirm with your authenticator app" }).waitFor()
      expect(await storedSessionAal(page)).toBe("aal1")
      await page.getByRole("button", { name: TOTP_HELP_LABEL }).click()
      await page.getByLabel("What happened").fill("Phone fell into the harbour")
      await page.getByRole("button", { name: MFA_LOST_SUBMIT_LABEL }).click()
      await page.getByRole("heading", { level: 1, name: MFA_REQUESTED_TITLE }).waitFor()
    })
    expect((await accountOf(user.email))?.factors?.length).toBe(1)

    await withFreshPage(browser, async ({ page, errors }) => {
      await openSignedIn(page, site, admin, "/admin/users")
      await page.getByRole("link", { name: `${REVIEW_REQUEST_LABEL}: ${user.email}` }).click()
      await waitForAdminScreen(page, user.email)
      const request = page.getByRole("region", { name: PENDING_RESETS_TITLE })
      await request.getByText("Phone fell into the harbour").waitFor()
      await request.getByRole("button", { name: APPROVE_RESET_LABEL }).click()
      await page.getByRole("alertdialog").getByRole("button", { name: APPROVE_RESET_LABEL }).click()
      await expect.poll(() => request.count()).toBe(0)
      expect(errors).toEqual([])
    })
    expect((await accountOf(user.email))?.factors ?? []).toEqual([])
    expect(secret).toBeTruthy()
  })
})

describe("editing a staff account", () => {
  it("changes the role and bans; the banned account cannot sign in", async () => {
    const user = await createUser(site, "editor", "edited")
    await withFreshPage(browser, async ({ page, errors }) => {
      await openSignedIn(page, site, admin, "/admin/users")
      await page.getByRole("link", { name: user.email }).click()
      await waitForAdminScreen(page, user.email)
      await page.getByRole("combobox", { name: ROLE_LABEL }).click()
      await page.getByRole("option", { name: STAFF_ROLE_NAMES.admin }).click()
      await page.getByRole("button", { name: STAFF_PROFILE_SAVE_LABEL }).click()
      await page.locator('[data-slot="toast"]').filter({ hasText: PROFILE_SAVED }).waitFor()

      await page.getByRole("switch", { name: BAN_SWITCH_LABEL }).click()
      const dialog = page.getByRole("alertdialog")
      await dialog.getByRole("button", { name: CONFIRM_DIALOG_CANCEL_LABEL }).waitFor()
      await dialog.getByRole("button", { name: BAN_CONFIRM_LABEL }).click()
      await page.locator('[data-slot="toast"]').filter({ hasText: BANNED_TOAST }).waitFor()
      await expect.poll(() => page.getByRole("switch", { name: BAN_SWITCH_LABEL }).getAttribute("aria-checked")).toBe("true")
      expect(errors).toEqual([])
    })
    const account = await accountOf(user.email)
    expect(account?.app_metadata.role).toBe("admin")
    const { error } = await site.client().auth.signInWithPassword({ email: user.email, password: user.password })
    expect(error?.message).toMatch(/banned/i)
  })

  it("does not offer an admin their own role, ban or deletion, and says why", async () => {
    // The server refuses each (400 cannot_demote_self, 409 for the last admin: admin-users.test.ts).
    await withFreshPage(browser, async ({ page }) => {
      await openSignedIn(page, site, admin, `/admin/users/edit/${admin.id}`)
      await waitForAdminScreen(page, admin.email)
      const role = page.getByRole("combobox", { name: ROLE_LABEL })
      await expect.poll(() => role.isDisabled()).toBe(true)
      await expect.poll(() => page.getByText("Your own role: another admin can change it.").count()).toBe(1)
      await expect.poll(() => page.getByRole("switch", { name: BAN_SWITCH_LABEL }).isDisabled()).toBe(true)
      await expect.poll(() => page.getByText("You cannot ban your own account.").count()).toBe(1)
      await expect.poll(() => page.getByText("You cannot delete your own account.").count()).toBe(1)
    })
  })
})

describe("first-run setup", () => {
  it("creates the first admin with the token the server prints, signs them in, and refuses a second time", async () => {
    const fresh = await startSite()
    try {
      const link = `${fresh.url}/login/setup#token=${staffSetupToken(fresh.ctx.config)}`
      const email = "first-admin@nordika.test"
      await withFreshPage(browser, async ({ page, errors }) => {
        await page.goto(link)
        await page.getByRole("heading", { level: 1, name: FIRST_ADMIN_TITLE }).waitFor()
        await page.getByLabel(FIRST_ADMIN_EMAIL_LABEL).fill(email)
        await page.getByLabel(FIRST_ADMIN_PASSWORD_LABEL, { exact: true }).fill(NEW_PASSWORD)
        await page.getByLabel(CONFIRM_PASSWORD_LABEL).fill(NEW_PASSWORD)
        await page.getByRole("button", { name: FIRST_ADMIN_SUBMIT_LABEL }).click()
        await waitForAdminScreen(page, "Credentials")
        expect(new URL(page.url()).hash).toBe("")
        expect(errors).toEqual([])
      })
      await withFreshPage(browser, async ({ page }) => {
        await page.goto(link)
        await page.getByLabel(FIRST_ADMIN_EMAIL_LABEL).fill("second@nordika.test")
        await page.getByLabel(FIRST_ADMIN_PASSWORD_LABEL, { exact: true }).fill(NEW_PASSWORD)
        await page.getByLabel(CONFIRM_PASSWORD_LABEL).fill(NEW_PASSWORD)
        await page.getByRole("button", { name: FIRST_ADMIN_SUBMIT_LABEL }).click()
        await page.getByRole("alert").filter({ hasText: "This site already has an administrator." }).waitFor()
      })
      const { data } = await fresh.client({ key: fresh.serviceRoleKey }).auth.admin.listUsers()
      expect(data.users.map((user) => [user.email, user.app_metadata.role])).toEqual([[email, "admin"]])
    } finally {
      await fresh.close()
    }
  })
})
