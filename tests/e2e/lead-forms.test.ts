import fs from "node:fs"
import path from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { Browser, Page } from "playwright-core"
import { MIN_FILL_TIME_MS } from "#shared/lead-schemas"
import { officeClock, officeSlotProblem } from "#shared/office-hours"
import { officeDayLabel, slotTimeLabel } from "../../ui/components/time-slots-field"
import { OFFICE_SCHEDULE } from "../../app/data/office-hours"
import { POSITION_APPLY_LABEL } from "../../ui/templates/open-positions-template"
import type { TestServer } from "../../server/testing/harness"
import { signedStartToken } from "../../server/testing/lead-start-tokens"
import { arrivedMail } from "../../server/testing/mail"
import {
  chooseInFormSelect,
  createUser,
  openPublicPage,
  openSignedIn,
  startJourneys,
  type Tab,
  waitForAdminScreen,
  withFreshPage,
} from "./staff"

const FIXTURES = path.resolve("tests/fixtures/word-count")

/** The mail of `kind` to `to` about the lead `reference`, once it has arrived: lead mails go out after the visitor's answer. */
const mailAbout = (reference: string, to: string, kind: string) =>
  arrivedMail(site, (m) => m.to === to && m.kind === kind && m.subject.includes(reference))

let site: TestServer
let browser: Browser

beforeAll(async () => {
  ;({ site, browser } = await startJourneys())
})

afterAll(() => site?.close())

/** A staff member's supabase-js client (an editor unless told), to see what the visitor's submission stored. */
async function staffClient(role: "editor" | "recruiter" = "editor") {
  const member = await createUser(site, role)
  const client = site.client()
  const { error } = await client.auth.signInWithPassword({ email: member.email, password: member.password })
  if (error) throw error
  return client
}

/**
 * Runs `visit` while a signed-in staff member (an editor unless told; a recruiter for an
 * application) has /admin/leads open in a tab of its own (opened before the visitor sends
 * anything), then hands that tab on for checking what arrived without a reload.
 */
async function withInboxOpen(
  visit: (visitor: Tab) => Promise<void>,
  inInbox: (staff: Tab) => Promise<void>,
  role: "editor" | "recruiter" = "editor",
) {
  await withFreshPage(browser, async (staff) => {
    const member = await createUser(site, role)
    await openSignedIn(staff.page, site, member, "/admin/leads")
    await waitForAdminScreen(staff.page, "Leads")
    await staff.page.getByRole("table", { name: "Leads" }).waitFor()
    const loadsBefore = await staff.page.evaluate(() => performance.getEntriesByType("navigation").length)
    await withFreshPage(browser, visit)
    await inInbox(staff)
    // Still the page that was open before the submission: no navigation reloaded it.
    await expect(staff.page.evaluate(() => performance.getEntriesByType("navigation").length)).resolves.toBe(loadsBefore)
    expect(staff.errors).toEqual([])
  })
}

/** The inbox row of the lead with `reference`, once it has arrived over realtime. */
async function inboxRow(page: Page, reference: string) {
  const row = page.getByRole("row").filter({ hasText: reference })
  await row.waitFor({ timeout: 15_000 })
  return row
}

/** Opens the lead from its inbox row and waits for its files. */
async function openLead(page: Page, reference: string, name: string, fileNames: string[]) {
  const row = await inboxRow(page, reference)
  await expect.poll(() => row.locator("[data-slot=lead-inbox-lead]").getAttribute("data-unread")).toBe("true")
  await row.getByRole("link", { name: new RegExp(`^${name}`) }).click()
  await waitForAdminScreen(page, `${reference} · ${name}`)
  for (const fileName of fileNames) await page.getByRole("button", { name: `Download ${fileName}` }).waitFor()
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

/**
 * When the form's start token reached the page: the form fetches it on the visitor's first focus, and
 * the server counts the minimum fill time from the moment it issued it, a little before.
 */
function startTokenArrival(page: Page): Promise<number> {
  const arrival = page
    .waitForResponse((response) => new URL(response.url()).pathname === "/functions/v1/lead-start-token", { timeout: 60_000 })
    .then(() => Date.now())
  // A test that fails before it needs the time leaves no unhandled rejection behind.
  arrival.catch(() => undefined)
  return arrival
}

/** Waits out the minimum fill time since the form's start token came (a person takes longer anyway). */
async function afterMinimumFillTime(tokenArrival: Promise<number>) {
  const left = (await tokenArrival) + MIN_FILL_TIME_MS + 200 - Date.now()
  if (left > 0) await new Promise((resolve) => setTimeout(resolve, left))
}

describe("requesting a quote", () => {
  it("sends the form with two files, shows the reference, stores the lead and its files, shows it in the open inbox, and mails the visitor and the staff", async () => {
    let shown = ""
    await withInboxOpen(
      async ({ page, errors }) => {
        const requested: string[] = []
        page.on("request", (request) => requested.push(new URL(request.url()).pathname))
        await openPublicPage(page, `${site.url}/contact/request-quote`)
        await page.getByRole("textbox", { name: "Full name" }).waitFor()
        const tokenArrival = startTokenArrival(page)
        // The backend client, the rates and the start token load once the visitor starts on the form, not with the page.
        const backendRequests = () =>
          requested.filter((url) => url.startsWith("/rest/v1/") || url.startsWith("/functions/v1/") || /\/assets\/supabase-/.test(url))
        expect(backendRequests()).toEqual([])
        await page.getByRole("textbox", { name: "Full name" }).fill("Anna Svensson")
        await expect.poll(backendRequests).toContain("/rest/v1/translation_rates")
        await expect.poll(backendRequests).toContain("/functions/v1/lead-start-token")
        await page.getByRole("textbox", { name: "Work email" }).fill("anna.svensson@example.test")
        await page.getByRole("textbox", { name: "Company or organisation" }).fill("Svensson AB")
        await chooseInFormSelect(page, "Service", "Translation")
        await pick(page, "Source language", "Swedish")
        await pick(page, "Target languages", "German")
        await pick(page, "Target languages", "Finnish")
        await page.getByLabel("Files (optional)").setInputFiles([path.join(FIXTURES, "sample.docx"), path.join(FIXTURES, "sample.pdf")])
        await page.getByRole("button", { name: "Remove sample.docx" }).waitFor()
        await page.getByRole("button", { name: "Remove sample.pdf" }).waitFor()
        // Counted in the page's web worker (jszip and pdf.js): 18 words each.
        await page.getByText("Total: 36 words in 2 files").waitFor()
        // The seeded rate for Translation: the minimum fee of 60 EUR for each of the two targets.
        await page.getByText("Indicative price: €120 · about 2 business days").waitFor()
        await page
          .getByRole("textbox", { name: "Project description and instructions" })
          .fill("Product sheets for the German and Finnish markets.")
        await page.getByRole("checkbox", { name: /I agree/ }).check()
        await afterMinimumFillTime(tokenArrival)
        await page.getByRole("button", { name: "Send quote request" }).click()

        const reference = page.locator("[data-slot=lead-reference]")
        await reference.waitFor({ timeout: 15_000 })
        shown = (await reference.innerText()).trim()
        expect(shown).toMatch(/^NQ-\d{4}-\d{5}$/)
        await expect
          .poll(() => page.locator("[data-slot=lead-confirmation]").getByRole("heading", { name: "What happens next" }).isVisible())
          .toBe(true)

        const staff = await staffClient()
        const { data: lead, error } = await staff
          .from("leads")
          .select("*, lead_files(file_name, object_name, word_count)")
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
        const files = lead!.lead_files as { file_name: string; object_name: string; word_count: number }[]
        expect(files.map((file) => [file.file_name, file.word_count]).sort()).toEqual([
          ["sample.docx", 18],
          ["sample.pdf", 18],
        ])
        const stored = await staff.storage.from("uploads").download(files.find((file) => file.file_name === "sample.pdf")!.object_name)
        expect(Buffer.from(await stored.data!.arrayBuffer()).equals(fs.readFileSync(path.join(FIXTURES, "sample.pdf")))).toBe(true)

        expect((await mailAbout(shown, "anna.svensson@example.test", "lead_confirmation")).subject).toContain(shown)
        const notification = await mailAbout(shown, "leads@nordika.com", "lead_notification")
        expect(notification.subject).toBe(`New quote request ${shown} from Anna Svensson (Svensson AB)`)
        // Staff read the price the visitor was shown above, computed again on the server.
        expect(notification.text).toContain("Indicative price shown to the visitor: €120 · about 2 business days")
        expect(errors).toEqual([])
      },
      async ({ page }) => {
        await openLead(page, shown, "Anna Svensson", ["sample.docx", "sample.pdf"])
        await page.getByText("German (de), Finnish (fi)").waitFor()
        await page
          .locator("[data-slot=lead-estimate-notice]")
          .getByText("Indicative price shown to the visitor: €120 · about 2 business days")
          .waitFor()
        // The download goes through a signed URL and arrives whole.
        const [download] = await Promise.all([
          page.waitForEvent("download"),
          page.getByRole("button", { name: "Download sample.pdf" }).click(),
        ])
        expect(download.suggestedFilename()).toBe("sample.pdf")
        expect(fs.readFileSync((await download.path())!).equals(fs.readFileSync(path.join(FIXTURES, "sample.pdf")))).toBe(true)
      },
    )
  })
})

describe("booking a consultation", () => {
  it("from New York: offers Stockholm working days and office times on both clocks, and the slot picked becomes the lead and the invitation", async () => {
    await withFreshPage(browser, async ({ page, context, errors }) => {
      const cdp = await context.newCDPSession(page)
      await cdp.send("Emulation.setTimezoneOverride", { timezoneId: "America/New_York" })
      await openPublicPage(page, `${site.url}/contact/book-consultation`)
      await page.getByRole("textbox", { name: "Full name" }).waitFor()
      const tokenArrival = startTokenArrival(page)
      await page.getByRole("textbox", { name: "Full name" }).fill("Erik Lind")
      await page.getByRole("textbox", { name: "Work email" }).fill("erik.lind@example.test")
      await page.getByRole("textbox", { name: "Company or organisation" }).fill("Lind AB")
      await chooseInFormSelect(page, "Topic", "Leen platform demo")

      // Whatever day this runs: the first day and the first time the form offers.
      await page.getByRole("combobox", { name: "Day, choice 1", exact: true }).click()
      const day = page.getByRole("listbox").getByRole("option").first()
      const dayText = (await day.innerText()).trim()
      await day.click()
      await page.getByRole("combobox", { name: "Time, choice 1", exact: true }).click()
      const time = page.getByRole("listbox").getByRole("option").first()
      const timeText = (await time.innerText()).trim()
      expect(timeText).toMatch(/^\d{2}:\d{2}( \w{3})? your time · \d{2}:\d{2} in Stockholm$/)
      await time.click()
      await page.getByText(/in your time zone · .* in Stockholm$/).waitFor()
      await page.getByRole("checkbox", { name: /I agree/ }).check()
      await afterMinimumFillTime(tokenArrival)
      await page.getByRole("button", { name: "Request consultation" }).click()

      const reference = page.locator("[data-slot=lead-reference]")
      await reference.waitFor({ timeout: 15_000 })
      const shown = (await reference.innerText()).trim()
      expect(shown).toMatch(/^NC-\d{4}-\d{5}$/)

      const staff = await staffClient()
      const { data: lead } = await staff.from("leads").select("details").eq("reference", shown).single()
      const [slot] = lead!.details.slots as string[]
      expect(lead!.details.timeZone).toBe("America/New_York")
      // The stored instant is the day and time the visitor picked, and one the office offers.
      expect([officeDayLabel(officeClock(Date.parse(slot)).date), slotTimeLabel(OFFICE_SCHEDULE, slot, "America/New_York")]).toEqual([
        dayText,
        timeText,
      ])
      expect(officeSlotProblem(slot, Date.now())).toBeNull()
      const invitation = (await mailAbout(shown, "erik.lind@example.test", "lead_confirmation")).attachments?.[0]
      expect(invitation?.content).toContain(`DTSTART:${slot.replace(/[-:]/g, "").replace(/\.\d{3}/, "")}`)
      expect(errors).toEqual([])
    })
  })
})

/**
 * Opens the brochure page and fills its form as a visitor would, ready to send: after the minimum fill
 * time, unless the sending never reaches the server (which alone counts that time).
 */
async function fillBrochureRequest(page: Page, { reachesServer = true } = {}) {
  await openPublicPage(page, `${site.url}/resources/brochure`)
  await page.getByRole("textbox", { name: "Full name" }).waitFor()
  const tokenArrival = startTokenArrival(page)
  await page.getByRole("textbox", { name: "Full name" }).fill("Maja Berg")
  await page.getByRole("textbox", { name: "Work email" }).fill("maja.berg@example.test")
  await page.getByRole("textbox", { name: "Company or organisation" }).fill("Berg AB")
  await page.getByRole("checkbox", { name: /I agree/ }).check()
  if (reachesServer) await afterMinimumFillTime(tokenArrival)
  else await tokenArrival
}

describe("requesting the brochure", () => {
  it("sends the short form, then offers the PDF the build generated, with its size", async () => {
    await withFreshPage(browser, async ({ page, errors }) => {
      await fillBrochureRequest(page)
      await page.getByRole("button", { name: "Request the brochure" }).click()

      await expect
        .poll(() => page.locator("[data-slot=lead-reference]").innerText({ timeout: 15_000 }), { timeout: 15_000 })
        .toMatch(/^NB-\d{4}-\d{5}$/)
      const link = page.getByRole("link", { name: /^Download the brochure \(PDF, \d+ KB\)$/ })
      const href = await link.getAttribute("href")
      expect(href).toBe("/downloads/nordika-brochure.pdf")
      const response = await fetch(new URL(href!, site.url))
      expect(response.status).toBe(200)
      expect(response.headers.get("content-type")).toBe("application/pdf")
      const bytes = Buffer.from(await response.arrayBuffer())
      expect(bytes.subarray(0, 5).toString()).toBe("%PDF-")
      await expect.poll(() => link.innerText()).toContain(`${Math.round(bytes.length / 1024)} KB`)
      expect(errors).toEqual([])
    })
  })
})

describe("reporting an accessibility problem", () => {
  it("from the footer of the page in question: the form on /accessibility knows that page, and the report arrives in the open inbox as an accessibility report", async () => {
    let shown = ""
    await withInboxOpen(
      async ({ page, errors }) => {
        await openPublicPage(page, `${site.url}/services/translation`)
        await page.locator('[data-slot="site-footer"]').getByRole("link", { name: "Accessibility", exact: true }).click()
        await page.getByRole("heading", { level: 1, name: "Accessibility statement" }).waitFor()
        const pageAddress = page.getByRole("textbox", { name: "Page address (optional)" })
        await pageAddress.waitFor()
        const tokenArrival = startTokenArrival(page)
        // Nothing asked twice (3.3.7): the page the visitor came from is already there.
        await expect.poll(() => pageAddress.inputValue()).toBe("/services/translation")
        await page.getByRole("textbox", { name: "Full name" }).fill("Maja Berg")
        await page.getByRole("textbox", { name: "Email" }).fill("maja.berg@example.test")
        await page.getByRole("textbox", { name: "What went wrong?" }).fill("The service menu closes before my magnifier reaches it.")
        await page.getByRole("checkbox", { name: /I agree/ }).check()
        await afterMinimumFillTime(tokenArrival)
        await page.getByRole("button", { name: "Send report" }).click()
        shown = await page.locator("[data-slot=lead-reference]").innerText({ timeout: 15_000 })
        expect(shown).toMatch(/^NA-\d{4}-\d{5}$/)
        const notification = await mailAbout(shown, "leads@nordika.com", "lead_notification")
        expect(notification.subject).toBe(`New accessibility report ${shown} from Maja Berg`)
        expect(notification.text).toContain("/services/translation")
        expect(errors).toEqual([])
      },
      async ({ page }) => {
        const row = await inboxRow(page, shown)
        await expect.poll(() => row.innerText()).toContain("Accessibility report")
      },
    )
  })
})

describe("a lead that cannot be sent", () => {
  it("says so in a toast, whose code loads only then, and keeps what the visitor typed", async () => {
    await withFreshPage(browser, async ({ page }) => {
      const requested: string[] = []
      page.on("request", (request) => requested.push(new URL(request.url()).pathname))
      // The visitor's connection drops as they send (the server itself cannot be taken away from the other tests).
      await page.route("**/functions/v1/submit-lead", (route) => route.abort("internetdisconnected"))
      await fillBrochureRequest(page, { reachesServer: false })
      const toasterChunks = () => requested.filter((url) => /\/assets\/toaster-[\w-]+\.js$/.test(url))
      expect(toasterChunks()).toEqual([])
      await page.getByRole("button", { name: "Request the brochure" }).click()

      const toast = page.locator('[data-slot="toast"]')
      await toast.waitFor({ timeout: 15_000 })
      await expect.poll(() => toast.textContent()).toMatch(/could not be sent/i)
      expect(toasterChunks()).not.toEqual([])
      await expect.poll(() => page.getByRole("textbox", { name: "Full name" }).inputValue()).toBe("Maja Berg")
      await expect.poll(() => page.getByRole("textbox", { name: "Work email" }).inputValue()).toBe("maja.berg@example.test")
    })
  })
})

describe("the admin dashboard", () => {
  it("counts the new leads by type and the leads of this week", async () => {
    const response = await fetch(`${site.url}/functions/v1/submit-lead`, {
      method: "POST",
      headers: { apikey: site.anonKey, Authorization: `Bearer ${site.anonKey}`, "Content-Type": "application/json" },
      body: JSON.stringify({
        type: "brochure_request",
        submissionId: crypto.randomUUID(),
        startToken: await signedStartToken(site.serviceRoleKey, "brochure_request"),
        website: "",
        pagePath: "/resources/brochure",
        fields: {
          name: "Dag Holm",
          email: "dag.holm@example.test",
          company: "Holm AB",
          brochure: "Nordika company brochure",
          consent: true,
        },
      }),
    })
    expect(response.status).toBe(200)
    const staff = await staffClient()
    const { count } = await staff
      .from("leads")
      .select("*", { count: "exact", head: true })
      .eq("status", "new")
      .eq("type", "brochure_request")

    await withFreshPage(browser, async ({ page, errors }) => {
      await openSignedIn(page, site, await createUser(site, "editor"))
      await waitForAdminScreen(page, "Dashboard")
      const byType = page.getByRole("region", { name: "New leads by type" })
      await expect
        .poll(() => byType.locator('[data-slot="detail-item"]', { hasText: "Brochure requests" }).innerText())
        .toContain(String(count))
      const weeks = page.getByRole("table", { name: "Leads by week, last 12 weeks" })
      await expect.poll(() => weeks.locator("tbody tr").count()).toBe(12)
      await expect.poll(() => weeks.locator("tbody tr").last().locator("td").innerText().then(Number)).toBeGreaterThanOrEqual(1)
      expect(errors).toEqual([])
    })
  })
})

describe("applying for a position", () => {
  const title = "Project manager, life sciences"

  it("comes preselected from the position's Apply link, sends the CV, stores and announces the application, and shows it in the open inbox", async () => {
    let shown = ""
    await withInboxOpen(
      async ({ page, errors }) => {
        await openPublicPage(page, `${site.url}/careers/open-positions`)
        await page.getByRole("button", { name: new RegExp(title) }).click()
        await page.getByRole("link", { name: `${POSITION_APPLY_LABEL}: ${title}` }).click()
        await page.waitForURL(/\/careers\/application-portal\?position=/)
        await page.getByRole("textbox", { name: "Full name" }).waitFor()
        const tokenArrival = startTokenArrival(page)
        // Polled: the form mounts a row per task while the page starts, and under CI the chosen
        // position was read once before its row had rendered it.
        await expect.poll(() => page.getByRole("combobox", { name: "Position", exact: true }).innerText()).toContain(title)
        await page.getByRole("textbox", { name: "Full name" }).fill("Lars Ek")
        await page.getByRole("textbox", { name: "Email", exact: true }).fill("lars.ek@example.test")
        await page
          .getByLabel("CV", { exact: true })
          .setInputFiles({ name: "lars-ek-cv.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4 CV") })
        await page.getByRole("button", { name: "Remove lars-ek-cv.pdf" }).waitFor()
        await page.getByRole("checkbox", { name: /I agree/ }).check()
        await afterMinimumFillTime(tokenArrival)
        await page.getByRole("button", { name: "Send application" }).click()

        const reference = page.locator("[data-slot=lead-reference]")
        await reference.waitFor({ timeout: 15_000 })
        shown = (await reference.innerText()).trim()
        expect(shown).toMatch(/^NJ-\d{4}-\d{5}$/)

        const staff = await staffClient("recruiter")
        const { data: lead } = await staff.from("leads").select("*, lead_files(file_name)").eq("reference", shown).single()
        expect(lead).toMatchObject({ type: "job_application", name: "Lars Ek", details: { position: title } })
        expect(lead!.lead_files).toEqual([{ file_name: "lars-ek-cv.pdf" }])
        expect((await mailAbout(shown, "lars.ek@example.test", "lead_confirmation")).subject).toContain(shown)
        expect((await mailAbout(shown, "leads@nordika.com", "lead_notification")).subject).toBe(`New job application ${shown} from Lars Ek`)
        expect(errors).toEqual([])
      },
      async ({ page }) => {
        await openLead(page, shown, "Lars Ek", ["lars-ek-cv.pdf"])
        await page.getByText(title).first().waitFor()
      },
      "recruiter",
    )
  })
})

describe("a file over 6 MB", () => {
  it("goes up resumably (TUS) with progress and is stored whole", async () => {
    await withFreshPage(browser, async ({ page, errors }) => {
      const requests: string[] = []
      page.on("request", (request) => request.url().includes("/upload/resumable") && requests.push(request.method()))
      await openPublicPage(page, `${site.url}/contact/request-quote`)
      const bytes = Buffer.alloc(7 * 1024 * 1024, 7)
      await page.getByLabel("Files (optional)").setInputFiles({ name: "large.srt", mimeType: "application/x-subrip", buffer: bytes })
      await page.getByRole("button", { name: "Remove large.srt" }).waitFor({ timeout: 30_000 })
      expect(requests.filter((method) => method === "PATCH").length).toBe(2)
      const { rows } = await site.db.query<{ size: string }>(
        "select metadata->>'size' as size from storage.objects where bucket_id = 'uploads' and name like '%/large.srt'",
      )
      expect(rows).toEqual([{ size: String(bytes.length) }])
      expect(errors).toEqual([])
    })
  })
})
