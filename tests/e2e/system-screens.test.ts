import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { Browser, Page } from "playwright-core"
import { ADMIN_NAV_LABEL } from "../../ui/components/admin/admin-shell"
import { FATAL_ERROR_TITLE } from "../../ui/components/fatal-error-screen"
import { HEALTH_STATUS_LABELS } from "../../ui/components/admin/health-check"
import { RELEASE_NOTE_PUBLISH_LABEL, RELEASE_NOTE_UNREAD_LABEL } from "../../ui/components/admin/release-note"
import { WRITE_NOTE_LABEL } from "../../app/admin/system/copy"
import type { TestServer } from "../../server/testing/harness"
import { createUser, openSignedIn, startJourneys, type TestUser, waitForAdminScreen, withFreshPage } from "./staff"

let site: TestServer
let browser: Browser
let admin: TestUser
let editor: TestUser

beforeAll(async () => {
  ;({ site, browser } = await startJourneys())
  ;[admin, editor] = await Promise.all([createUser(site, "admin"), createUser(site, "editor")])
})

afterAll(() => site?.close())

const check = (page: Page, name: string) => page.getByRole("listitem", { name, exact: true })
const systemUpdatesLink = (page: Page) =>
  page.getByRole("navigation", { name: ADMIN_NAV_LABEL }).getByRole("link", { name: "System updates", exact: true })
/** What the sidebar's System updates entry tells a screen reader beside its name ("" without a badge). */
const unreadDescription = (page: Page) =>
  systemUpdatesLink(page).evaluate((link) => {
    const id = link.getAttribute("aria-describedby")
    return id ? (document.getElementById(id)?.textContent ?? "") : ""
  })

describe("Diagnostics", () => {
  // A service that answers is "Healthy", or "Slow" past HEALTH_SLOW_MS, which a busy CI machine can
  // reach; "Down" and "Unavailable" are the failures this journey guards against.
  const answering = new RegExp(`\\d+ ms(${HEALTH_STATUS_LABELS.ok}|${HEALTH_STATUS_LABELS.slow})$`)

  it("shows every service of the backend answering with its latency, realtime included", async () => {
    await withFreshPage(browser, async ({ page, errors }) => {
      await openSignedIn(page, site, admin, "/admin/diagnostics")
      await waitForAdminScreen(page, "Diagnostics")
      for (const name of ["Sign-in (auth)", "Database (REST)", "File storage", "Edge functions", "Realtime"]) {
        await expect.poll(() => check(page, name).textContent(), { timeout: 15_000 }).toMatch(answering)
      }
      await page.getByRole("button", { name: "Run the checks again" }).click()
      await expect.poll(() => check(page, "Database (REST)").textContent(), { timeout: 15_000 }).toMatch(answering)
      await expect.poll(() => page.getByRole("region", { name: "This browser" }).textContent()).toContain("HeadlessChrome")
      await expect.poll(() => page.getByRole("region", { name: "Database migrations" }).textContent()).toContain("client_errors")
      expect(errors).toEqual([])
    })
  })

  it("lists a crash of a public page, reported by the visitor's browser, with its route and stack", async () => {
    const message = `e2e: the FAQ page broke ${Date.now()}`
    await withFreshPage(browser, async ({ page }) => {
      // The FAQ page's own chunk throws as it renders, as a bug in that page would.
      await page.route("**/assets/faq-*.js", (route) =>
        route.fulfill({
          contentType: "text/javascript",
          body: `export default function Faq() { throw new Error(${JSON.stringify(message)}) }`,
        }),
      )
      const reported = page.waitForResponse((response) => response.url().includes("/rest/v1/rpc/report_client_error"))
      await page.goto(`${site.url}/faq`)
      await page.getByRole("heading", { level: 1, name: FATAL_ERROR_TITLE }).waitFor()
      expect((await reported).status()).toBe(200)
    })
    await withFreshPage(browser, async ({ page }) => {
      await openSignedIn(page, site, admin, "/admin/diagnostics")
      await waitForAdminScreen(page, "Diagnostics")
      const row = page.locator('[data-slot="client-error-row"]', { hasText: message })
      await row.waitFor()
      await expect.poll(() => row.textContent()).toContain("/faq")
      await row.click()
      const detail = page.getByRole("dialog", { name: `Error: ${message}` })
      await detail.waitFor()
      await expect.poll(() => detail.textContent()).toContain("A visitor (not signed in)")
      await expect.poll(() => detail.textContent()).toContain("HeadlessChrome")
      await expect.poll(() => detail.getByRole("region", { name: "Stack trace" }).textContent()).toContain(message)
    })
  })
})

describe("System updates", () => {
  it("shows an editor the unread badge for a note an admin publishes, until the editor has read it", async () => {
    const title = `Faster pages ${Date.now()}`
    await withFreshPage(browser, async ({ page: editorPage }) => {
      await openSignedIn(editorPage, site, editor)
      // A new account has not read this release's notes yet.
      await expect.poll(() => unreadDescription(editorPage)).toMatch(/^\d+ unread notes?$/)
      await systemUpdatesLink(editorPage).click()
      await waitForAdminScreen(editorPage, "System updates")
      await expect.poll(() => unreadDescription(editorPage)).toBe("")
      await expect.poll(() => editorPage.getByRole("button", { name: WRITE_NOTE_LABEL }).count()).toBe(0)

      await withFreshPage(browser, async ({ page, errors }) => {
        await openSignedIn(page, site, admin, "/admin/system-updates")
        await waitForAdminScreen(page, "System updates")
        await page.getByRole("button", { name: WRITE_NOTE_LABEL }).click()
        await page.getByRole("textbox", { name: "Version" }).fill(`2026.12.${Date.now() % 100}`)
        await page.getByRole("textbox", { name: "Title" }).fill(title)
        await page.getByRole("textbox", { name: "Notes" }).fill("Pages load **faster** now.")
        await page.getByRole("button", { name: RELEASE_NOTE_PUBLISH_LABEL }).click()
        await page.getByRole("article", { name: title }).waitFor()
        expect(errors).toEqual([])
      })

      await editorPage.getByRole("navigation", { name: ADMIN_NAV_LABEL }).getByRole("link", { name: "Dashboard" }).click()
      await waitForAdminScreen(editorPage, "Dashboard")
      await expect.poll(() => unreadDescription(editorPage)).toBe("1 unread note")
      await expect
        .poll(() => systemUpdatesLink(editorPage).locator('[data-slot="admin-nav-badge"] [aria-hidden="true"]').textContent())
        .toBe("1")
      await systemUpdatesLink(editorPage).click()
      await waitForAdminScreen(editorPage, "System updates")
      const note = editorPage.getByRole("article", { name: title })
      await expect.poll(() => note.textContent()).toContain(RELEASE_NOTE_UNREAD_LABEL)
      await expect.poll(() => note.locator("strong").textContent()).toBe("faster")
      await expect.poll(() => unreadDescription(editorPage)).toBe("")
      await editorPage.reload()
      await waitForAdminScreen(editorPage, "System updates")
      await expect(unreadDescription(editorPage)).resolves.toBe("")
    })
  })
})

describe("the audit log", () => {
  it("shows an admin's change of a site setting with the admin, the time and the values before and after", async () => {
    const client = site.client()
    const signedIn = await client.auth.signInWithPassword({ email: admin.email, password: admin.password })
    expect(signedIn.error).toBeNull()
    const theme = { colors: { primary: "#12703a" } }
    const { error } = await client.from("site_settings").upsert({ key: "theme", value: theme })
    expect(error).toBeNull()

    await withFreshPage(browser, async ({ page, errors }) => {
      await openSignedIn(page, site, admin, "/admin/audit-log")
      await waitForAdminScreen(page, "Audit log")
      await page.getByRole("searchbox", { name: "Who" }).fill(admin.email)
      await page.getByRole("combobox", { name: "Table" }).click()
      await page.getByRole("option", { name: "site settings" }).click()
      const event = page.locator('[data-slot="audit-event"]', { hasText: "theme" }).first()
      await event.waitFor()
      await expect.poll(() => event.textContent()).toContain(admin.email)
      await event.click()
      const detail = page.getByRole("dialog", { name: /· theme$/ })
      await detail.waitFor()
      await expect.poll(() => detail.textContent()).toContain(admin.email)
      await expect.poll(() => detail.textContent()).toContain("(admin)")
      await expect.poll(() => detail.textContent()).toContain("#12703a")
      await expect.poll(() => detail.textContent()).toMatch(/127\.0\.0\.1|::1/)
      expect(errors).toEqual([])
    })
  })

  it("shows the change in the dashboard's recent changes too", async () => {
    await withFreshPage(browser, async ({ page }) => {
      await openSignedIn(page, site, admin)
      await waitForAdminScreen(page, "Dashboard")
      const recent = page.getByRole("region", { name: "Recent changes" })
      await recent.waitFor()
      await expect.poll(() => recent.textContent()).toContain(admin.email)
    })
  })
})
