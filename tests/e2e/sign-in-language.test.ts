/**
 * Signing in on the Swedish and German sign-in pages (issue 39): the same steps as /login, said in
 * the page's language, GoTrue's refusals included; `next` leads on as in English, and the admin
 * after it stays English.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { Browser, Page } from "playwright-core"
import type { TestServer } from "../../server/testing/harness"
import { createUser, enrolTotp, startJourneys, storedSessionAal, type TestUser, totpCode, waitForAdminScreen, withFreshPage } from "./staff"

let site: TestServer
let browser: Browser
let admin: TestUser
let editor: TestUser
let editorSecret: string

beforeAll(async () => {
  ;({ site, browser } = await startJourneys())
  ;[admin, editor] = await Promise.all([createUser(site, "admin"), createUser(site, "editor")])
  editorSecret = await enrolTotp(site, editor)
})

afterAll(() => site?.close())

/** The Swedish form's words, as a Swedish reader finds them. */
async function submitSwedish(page: Page, email: string, password: string) {
  await page.getByLabel("E-post").fill(email)
  await page.getByLabel("Lösenord").fill(password)
  await page.getByRole("button", { name: "Logga in", exact: true }).click()
}

describe("the Swedish sign-in", () => {
  it("says 'Inloggningen misslyckades' and the wrong password in Swedish, and stays on /sv/login", () =>
    withFreshPage(browser, async ({ page }) => {
      await page.goto(`${site.url}/sv/login`)
      await page.getByRole("heading", { level: 1, name: "Inloggning för personal" }).waitFor()
      await submitSwedish(page, admin.email, "not the password")
      const toast = page.locator('[data-slot="toast"]')
      await toast.getByText("Inloggningen misslyckades").waitFor()
      await expect.poll(() => toast.locator('[data-slot="toast-description"]').textContent()).toBe("Fel e-postadress eller lösenord.")
      expect(new URL(page.url()).pathname).toBe("/sv/login")
      expect(await storedSessionAal(page)).toBeNull()
    }))

  it("says the missing password in Swedish, without asking the server", () =>
    withFreshPage(browser, async ({ page }) => {
      let tokenRequests = 0
      page.on("request", (request) => void (request.url().includes("/auth/v1/token") && tokenRequests++))
      await page.goto(`${site.url}/sv/login`)
      await submitSwedish(page, admin.email, "")
      await expect
        .poll(() => page.getByRole("alert").textContent())
        .toBe("Du måste ange en e-postadress eller ett telefonnummer och ett lösenord")
      expect(tokenRequests).toBe(0)
    }))

  it("signs in and goes on to `next`: the admin, in English", () =>
    withFreshPage(browser, async ({ page }) => {
      await page.goto(`${site.url}/sv/login?next=${encodeURIComponent("/admin/users")}`)
      await submitSwedish(page, admin.email, admin.password)
      await waitForAdminScreen(page, "Users")
      expect(new URL(page.url()).pathname).toBe("/admin/users")
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe("en")
    }))
})

describe("the German sign-in", () => {
  it("asks for the authenticator code in German and says a wrong code in German", () =>
    withFreshPage(browser, async ({ page }) => {
      await page.goto(`${site.url}/de/login`)
      await page.getByLabel("E-Mail").fill(editor.email)
      await page.getByLabel("Passwort").fill(editor.password)
      await page.getByRole("button", { name: "Anmelden", exact: true }).click()
      await page.getByRole("heading", { level: 1, name: "Bestätigung in zwei Schritten" }).waitFor()
      const firstBox = page.getByRole("group", { name: "Sechsstelliger Code" }).getByRole("textbox", { name: "Ziffer 1 von 6" })
      await expect.poll(() => firstBox.evaluate((box) => box === document.activeElement)).toBe(true)
      const right = await totpCode(editorSecret)
      await page.keyboard.type(right === "000000" ? "111111" : "000000")
      await expect
        .poll(() => page.locator('[data-slot="form-message"]').textContent())
        .toBe("Dieser Code ist ungültig. Geben Sie den Code ein, den Ihre Authenticator-App jetzt anzeigt.")
      expect(new URL(page.url()).pathname).toBe("/de/login")
      expect(await storedSessionAal(page)).toBe("aal1")
    }))
})
