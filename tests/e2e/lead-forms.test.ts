import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { Browser, Page } from "playwright-core"
import { MIN_FILL_TIME_MS } from "../../supabase/functions/_shared/lead-schemas"
import { POSITION_APPLY_LABEL } from "../../ui/templates/open-positions-template"
import type { TestServer } from "../../server/testing/harness"
import { createUser, latestMail, launchBrowser, startSite, withFreshPage } from "./staff"

let site: TestServer
let browser: Browser

beforeAll(async () => {
  site = await startSite()
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
  await site?.close()
})

/** A staff member's supabase-js client, to see what the visitor's submission stored. */
async function staffClient() {
  const editor = await createUser(site, "editor")
  const client = site.client()
  const { error } = await client.auth.signInWithPassword({ email: editor.email, password: editor.password })
  if (error) throw error
  return client
}

/** Picks an option of a Radix Select by the trigger's label. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole("combobox", { name: label, exact: true }).click()
  await page.getByRole("option", { name: option, exact: true }).click()
}

/** Searches a Combobox by the trigger's label and picks the option, closing the list if it stays open. */
async function pick(page: Page, label: string, option: string) {
  const trigger = page.getByRole("combobox", { name: label, exact: true })
  await trigger.click()
  await page.getByRole("combobox", { name: /^Search/ }).fill(option)
  await page
    .getByRole("option", { name: new RegExp(`^${option}`) })
    .first()
    .click()
  if ((await trigger.getAttribute("aria-expanded")) === "true") await trigger.click()
}

/** Waits out the minimum fill time since the page opened (a person takes longer anyway). */
async function afterMinimumFillTime(openedAt: number) {
  const left = openedAt + MIN_FILL_TIME_MS + 200 - Date.now()
  if (left > 0) await new Promise((resolve) => setTimeout(resolve, left))
}

describe("requesting a quote", () => {
  it("sends the form with two files, shows the reference, stores the lead and its files, and mails the visitor and the staff", async () => {
    await withFreshPage(browser, async ({ page, errors }) => {
      await page.goto(`${site.url}/contact/request-quote`)
      const openedAt = Date.now()
      await page.getByRole("textbox", { name: "Full name" }).fill("Anna Svensson")
      await page.getByRole("textbox", { name: "Work email" }).fill("anna.svensson@example.test")
      await page.getByRole("textbox", { name: "Company or organisation" }).fill("Svensson AB")
      await choose(page, "Service", "Translation")
      await pick(page, "Source language", "Swedish")
      await pick(page, "Target languages", "German")
      await pick(page, "Target languages", "Finnish")
      await page.getByLabel("Files (optional)").setInputFiles([
        { name: "brief.txt", mimeType: "text/plain", buffer: Buffer.from("A short brief of seven words here.") },
        { name: "glossary.html", mimeType: "text/html", buffer: Buffer.from("<p>Terms and more terms</p>") },
      ])
      await page.getByRole("button", { name: "Remove brief.txt" }).waitFor()
      await page.getByRole("button", { name: "Remove glossary.html" }).waitFor()
      await page
        .getByRole("textbox", { name: "Project description and instructions" })
        .fill("Product sheets for the German and Finnish markets.")
      await page.getByRole("checkbox", { name: /I agree/ }).check()
      await afterMinimumFillTime(openedAt)
      await page.getByRole("button", { name: "Send quote request" }).click()

      const reference = page.locator("[data-slot=lead-reference]")
      await reference.waitFor({ timeout: 15_000 })
      const shown = (await reference.innerText()).trim()
      expect(shown).toMatch(/^NQ-\d{4}-\d{5}$/)
      await expect(page.getByRole("heading", { name: "What happens next" }).isVisible()).resolves.toBe(true)

      const staff = await staffClient()
      const { data: lead, error } = await staff
        .from("leads")
        .select("*, lead_files(file_name, object_name)")
        .eq("reference", shown)
        .single()
      expect(error).toBeNull()
      expect(lead).toMatchObject({
        type: "quote",
        status: "new",
        name: "Anna Svensson",
        email: "anna.svensson@example.test",
        page_path: "/contact/request-quote",
        details: { service: "Translation", sourceLanguage: "sv", targetLanguages: ["de", "fi"] },
      })
      expect(lead!.lead_files.map((file: { file_name: string }) => file.file_name).sort()).toEqual(["brief.txt", "glossary.html"])
      const stored = await staff.storage
        .from("uploads")
        .download(lead!.lead_files.find((f: { file_name: string }) => f.file_name === "brief.txt").object_name)
      expect(await stored.data?.text()).toBe("A short brief of seven words here.")

      expect(latestMail(site, "anna.svensson@example.test", "lead_confirmation").subject).toContain(shown)
      expect(latestMail(site, "leads@nordika.com", "lead_notification").subject).toBe(
        `New quote request ${shown} from Anna Svensson (Svensson AB)`,
      )
      expect(errors).toEqual([])
    })
  })
})

describe("applying for a position", () => {
  it("comes preselected from the position's Apply link, sends the CV, and stores and announces the application", async () => {
    await withFreshPage(browser, async ({ page, errors }) => {
      await page.goto(`${site.url}/careers/open-positions`)
      const title = "Project Manager, Life Sciences"
      await page.getByRole("button", { name: new RegExp(title) }).click()
      await page.getByRole("link", { name: `${POSITION_APPLY_LABEL}: ${title}` }).click()
      await page.waitForURL(/\/careers\/application-portal\?position=/)
      const openedAt = Date.now()
      await expect(page.getByRole("combobox", { name: "Position", exact: true }).innerText()).resolves.toContain(title)
      await page.getByRole("textbox", { name: "Full name" }).fill("Lars Ek")
      await page.getByRole("textbox", { name: "Email", exact: true }).fill("lars.ek@example.test")
      await page
        .getByLabel("CV", { exact: true })
        .setInputFiles({ name: "lars-ek-cv.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4 CV") })
      await page.getByRole("button", { name: "Remove lars-ek-cv.pdf" }).waitFor()
      await page.getByRole("checkbox", { name: /I agree/ }).check()
      await afterMinimumFillTime(openedAt)
      await page.getByRole("button", { name: "Send application" }).click()

      const reference = page.locator("[data-slot=lead-reference]")
      await reference.waitFor({ timeout: 15_000 })
      const shown = (await reference.innerText()).trim()
      expect(shown).toMatch(/^NJ-\d{4}-\d{5}$/)

      const staff = await staffClient()
      const { data: lead } = await staff.from("leads").select("*, lead_files(file_name)").eq("reference", shown).single()
      expect(lead).toMatchObject({ type: "job_application", name: "Lars Ek", details: { position: title } })
      expect(lead!.lead_files).toEqual([{ file_name: "lars-ek-cv.pdf" }])
      expect(latestMail(site, "lars.ek@example.test", "lead_confirmation").subject).toContain(shown)
      expect(latestMail(site, "leads@nordika.com", "lead_notification").subject).toBe(`New job application ${shown} from Lars Ek`)
      expect(errors).toEqual([])
    })
  })
})
