import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { Browser, Page } from "playwright-core"
import { ACCESS_DENIED_TITLE } from "../../ui/components/admin/access-denied"
import { ADMIN_NAV_LABEL } from "../../ui/components/admin/admin-shell"
import { LEAD_NOTIFICATIONS_ADMINS_ONLY, LEAD_RECIPIENTS_LABEL } from "../../ui/components/admin/lead-notifications-form"
import { TOTP_TITLE } from "../../ui/components/admin/totp-card"
import { accessDeniedText, adminScreen } from "../../app/admin/screens"
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

let site: TestServer
let browser: Browser
let recruiter: TestUser
let recruiterSecret: string
let editor: TestUser
const CV = Buffer.from("%PDF-1.4 Karin Berg, curriculum vitae")
const application = { id: "", reference: "", name: "Karin Berg" }
const quote = { id: "", reference: "", name: "Olof Strand" }

/** A lead as the submit-lead function stores it (with its uploaded files); answers its id and reference. */
async function submitLead(lead: Record<string, unknown>) {
  const { rows } = await site.db.query<{ id: string; reference: string }>("select id, reference from public.submit_lead($1::jsonb, $2)", [
    JSON.stringify({
      submissionId: crypto.randomUUID(),
      consentText: "I agree",
      consentVersion: "2026-04-01",
      ...lead,
    }),
    `10.0.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  ])
  return rows[0]
}

beforeAll(async () => {
  ;({ site, browser } = await startJourneys())
  ;[recruiter, editor] = await Promise.all([createUser(site, "recruiter"), createUser(site, "editor")])
  recruiterSecret = await enrolTotp(site, recruiter)

  const cvPath = `pending/${crypto.randomUUID()}/karin-berg-cv.pdf`
  const uploaded = await site
    .client()
    .storage.from("uploads")
    .upload(cvPath, new Blob([CV], { type: "application/pdf" }))
  if (uploaded.error) throw uploaded.error
  Object.assign(
    application,
    await submitLead({
      type: "job_application",
      name: application.name,
      email: "karin.berg@example.test",
      details: { position: "Project manager, life sciences" },
      pagePath: "/careers/application-portal",
      files: [{ path: cvPath, name: "karin-berg-cv.pdf" }],
    }),
  )
  Object.assign(
    quote,
    await submitLead({
      type: "quote",
      name: quote.name,
      email: "olof.strand@example.test",
      details: { service: "Translation", sourceLanguage: "sv", targetLanguages: ["de"], instructions: "Product sheets" },
      pagePath: "/contact/request-quote",
    }),
  )
})

afterAll(() => site?.close())

/** The inbox's rows, once its table has loaded (the rows come in one answer). */
async function inboxReferences(page: Page, shown: string) {
  await page.getByRole("row").filter({ hasText: shown }).waitFor({ timeout: 15_000 })
  return page.getByRole("table", { name: "Leads" }).locator("tbody tr").allInnerTexts()
}

describe("a recruiter", () => {
  it("signs in with their authenticator app, and sees the dashboard, the leads, the collections (open positions), the scheduled, the trash and their credentials, and nothing else", async () => {
    await withFreshPage(browser, async ({ page, errors }) => {
      await page.goto(`${site.url}/login?next=${encodeURIComponent("/admin/dashboard")}`)
      await submitLogin(page, recruiter)
      await page.getByRole("heading", { level: 1, name: TOTP_TITLE }).waitFor()
      await page.keyboard.type(await totpCode(recruiterSecret))
      await waitForAdminScreen(page, "Dashboard")
      expect(await storedSessionAal(page)).toBe("aal2")

      const nav = page.getByRole("navigation", { name: ADMIN_NAV_LABEL })
      await expect
        .poll(() => nav.getByRole("link").allInnerTexts())
        .toEqual(["Dashboard", "Leads", "Collections", "Scheduled", "Trash", "Credentials"])
      await page.getByText("The applications still new, and the applications by week.").waitFor()
      const byType = page.getByRole("region", { name: "New leads by type" })
      await byType.locator('[data-slot="detail-item"]', { hasText: "Job applications" }).waitFor()
      await expect
        .poll(() => byType.locator('[data-slot="detail-item"]').allInnerTexts())
        .toEqual([expect.stringMatching(/^Job applications/)])

      for (const path of ["settings", "content", "pages", "client-logos", "users", "audit-log", "diagnostics", "system-updates"]) {
        await page.goto(`${site.url}/admin/${path}`)
        await page.getByRole("heading", { level: 1, name: ACCESS_DENIED_TITLE }).waitFor()
        await expect.poll(() => page.getByRole("main").textContent(), { message: path }).toContain(accessDeniedText(adminScreen(path)!))
      }
      expect(errors).toEqual([])
    })
  })

  it("works the applications only, and opens a CV, which the audit log records as theirs", async () => {
    await withFreshPage(browser, async ({ page, errors }) => {
      await openSignedIn(page, site, recruiter, "/admin/leads", { totpSecret: recruiterSecret })
      await waitForAdminScreen(page, "Leads")
      await page.getByText("Leads your role works: job applications and freelancer applications.").waitFor()

      const rows = await inboxReferences(page, application.reference)
      expect(rows.some((row) => row.includes(quote.reference))).toBe(false)
      await page.getByRole("combobox", { name: "Type", exact: true }).click()
      await expect
        .poll(() => page.getByRole("option").allInnerTexts())
        .toEqual(["All types", expect.stringMatching(/^Job application/), expect.stringMatching(/^Freelancer application/)])
      await page.keyboard.press("Escape")

      await page
        .getByRole("row")
        .filter({ hasText: application.reference })
        .getByRole("link", { name: /^Karin Berg/ })
        .click()
      await waitForAdminScreen(page, `${application.reference} · ${application.name}`)
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("button", { name: "Download karin-berg-cv.pdf" }).click(),
      ])
      expect(download.suggestedFilename()).toBe("karin-berg-cv.pdf")
      const { readFile } = await import("node:fs/promises")
      expect((await readFile((await download.path())!)).equals(CV)).toBe(true)

      const opened = async () =>
        (
          await site.db.query<{ action: string; actor_id: string; actor_role: string }>(
            "select action, actor_id, actor_role from public.audit_log where target_type = 'lead_files' and target_label = $1",
            [application.reference],
          )
        ).rows
      await expect.poll(opened).toEqual([{ action: "download", actor_id: recruiter.id, actor_role: "recruiter" }])
      expect(errors).toEqual([])
    })
  })
})

describe("an editor", () => {
  it("does not see the applications: not in the inbox, the dashboard or at the lead's address", async () => {
    await withFreshPage(browser, async ({ page, errors }) => {
      await openSignedIn(page, site, editor, "/admin/leads")
      await waitForAdminScreen(page, "Leads")
      const rows = await inboxReferences(page, quote.reference)
      expect(rows.some((row) => row.includes(application.reference))).toBe(false)

      await page.goto(`${site.url}/admin/leads/${application.id}`)
      await page.getByRole("heading", { name: "No such lead" }).waitFor()
      await expect.poll(() => page.getByRole("main").textContent()).not.toContain(application.name)

      await page.goto(`${site.url}/admin/dashboard`)
      await waitForAdminScreen(page, "Dashboard")
      const byType = page.getByRole("region", { name: "New leads by type" })
      await byType.locator('[data-slot="detail-item"]', { hasText: "Quote requests" }).waitFor()
      await expect.poll(() => byType.textContent()).not.toContain("Job applications")
      expect(errors).toEqual([])
    })
  })

  it("does not see the lead notification addresses on the settings screen, only that admins keep them", async () => {
    await site.db.query(
      `update public.private_settings set value = '{"recipients": ["hiring@nordika.com"]}' where key = 'lead_notifications'`,
    )
    await withFreshPage(browser, async ({ page, errors }) => {
      await openSignedIn(page, site, editor, "/admin/settings")
      await page.goto(`${site.url}/admin/settings?tab=general`)
      await page.getByRole("textbox", { name: "Company name" }).waitFor()
      await page.getByText(LEAD_NOTIFICATIONS_ADMINS_ONLY).waitFor()
      await expect.poll(() => page.getByRole("textbox", { name: LEAD_RECIPIENTS_LABEL }).count()).toBe(0)
      await expect.poll(() => page.getByRole("main").textContent()).not.toContain("hiring@nordika.com")
      expect(errors).toEqual([])
    })
  })
})
