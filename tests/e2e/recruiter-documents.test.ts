/**
 * A recruiter edits an open position end to end in the browser (issue 37 "Editing"): from the
 * collections list to the editor, a changed field published, and visitors' reads carry it; a page
 * (page:service) opens as a read view, as any live page reads, with its history and preview, but no control to change it.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { Browser } from "playwright-core"
import { seedDocumentId } from "../../scripts/document-seed"
import type { TestServer } from "../../server/testing/harness"
import { createUser, openPublicPage, openSignedIn, startJourneys, type TestUser, waitForAdminScreen, withFreshPage } from "./staff"

let site: TestServer
let browser: Browser
let recruiter: TestUser

beforeAll(async () => {
  ;({ site, browser } = await startJourneys())
  recruiter = await createUser(site, "recruiter")
})

afterAll(() => site?.close())

const POSITION_TITLE = "Project manager, life sciences"
const POSITION_ID = () => seedDocumentId("open_position", "/careers/open-positions/project-manager-life-sciences-helsinki")

describe("a recruiter editing an open position", () => {
  it("opens it from the list, publishes a changed field that visitors' reads carry, and sees a service page for viewing only", async () => {
    await withFreshPage(browser, async ({ page, errors }) => {
      await openSignedIn(page, site, recruiter, "/admin/documents")
      await waitForAdminScreen(page, "Collections")
      await page.locator('[data-slot="document-table-row"]', { hasText: POSITION_TITLE }).getByRole("link").first().click()
      await waitForAdminScreen(page, POSITION_TITLE)

      const summary = "Lead life-science translation projects from our Helsinki office, published by a recruiter."
      await page.getByRole("textbox", { name: "Summary", exact: true }).fill(summary)
      await page.getByRole("button", { name: "Publish", exact: true }).click()
      await expect
        .poll(
          async () => {
            const { data } = await site.client().from("documents").select("published_data").eq("id", POSITION_ID()).single()
            return (data?.published_data as { summary?: string } | undefined)?.summary
          },
          { timeout: 10_000 },
        )
        .toBe(summary)

      // A live page is readable by any signed-in user, as by visitors; the database refuses a recruiter its
      // draft (can_edit_document), so it opens as a read view: its values as text, its rich text drawn,
      // no control to type into, nothing to save or publish; its history to compare, not to restore.
      const servicePageId = seedDocumentId("page:service", "/services/translation")
      await page.goto(`${site.url}/admin/documents/${servicePageId}`)
      await page.getByRole("note").filter({ hasText: "You can view this page; editors and admins change it." }).waitFor({ timeout: 20_000 })
      const view = page.locator('[data-slot="document-read-view"]')
      await view.waitFor()
      const { rows: published } = await site.db.query<{ title: string; heading: string }>(
        "select title, published_data #>> '{hero,heading}' as heading from public.documents where id = $1",
        [servicePageId],
      )
      expect(published[0].heading).toBeTruthy()
      await view.getByText(published[0].title, { exact: true }).first().waitFor()
      await view.getByText(published[0].heading, { exact: true }).first().waitFor()
      await view.getByText("/services/translation", { exact: true }).first().waitFor()
      // The overview's rich text is drawn as text, not as an editor.
      await expect.poll(() => view.locator('[data-slot="rich-text"]').count()).toBeGreaterThan(0)
      expect(await view.locator('[data-slot="rich-text-editor"]').count()).toBe(0)
      expect(await page.locator('main :is(input, textarea, select, [contenteditable="true"])').count()).toBe(0)
      expect(await page.getByRole("textbox").count()).toBe(0)
      for (const action of ["Save draft", "Publish", "Unpublish", "Schedule unpublish"])
        await expect.poll(() => page.getByRole("button", { name: action, exact: true }).count()).toBe(0)

      await page.getByRole("button", { name: "History", exact: true }).click()
      const history = page.getByRole("dialog", { name: /^History of / })
      await history.getByText("Every published version. Compare one with the live version.", { exact: true }).waitFor()
      await history.getByText("Live", { exact: true }).first().waitFor({ timeout: 10_000 })
      expect(await history.getByRole("button", { name: /^Restore/ }).count()).toBe(0)
      await page.keyboard.press("Escape")
      await page.getByRole("button", { name: "Preview", exact: true }).click()
      await page.getByTitle(/^Preview of /).waitFor()
      const { rows } = await site.db.query("select title from public.document_drafts where document_id = $1", [servicePageId])
      expect(rows).toEqual([])
      expect(errors).toEqual([])
    })
  })
})

describe("issue 37's journey: a recruiter closes an open position", () => {
  it("unpublishes it from the list, and the careers page no longer offers it while its address answers 404", async () => {
    const title = "Senior localization engineer"
    const path = "/careers/open-positions/senior-localization-engineer-stockholm"
    await withFreshPage(browser, async ({ page, context, errors }) => {
      const visitor = await context.newPage()
      const offered = async () => {
        await openPublicPage(visitor, `${site.url}/careers/open-positions`)
        return visitor.locator('[data-slot="position-item"]', { hasText: title }).count()
      }
      expect(await offered()).toBe(1)

      await openSignedIn(page, site, recruiter, "/admin/documents")
      await waitForAdminScreen(page, "Collections")
      const row = page.locator('[data-slot="document-table-row"]', { hasText: title })
      await row.getByRole("button", { name: `Actions for ${title}`, exact: true }).click()
      await page.getByRole("menuitem", { name: "Unpublish", exact: true }).click()
      await page
        .getByRole("alertdialog", { name: `Unpublish “${title}”?` })
        .getByRole("button", { name: "Unpublish", exact: true })
        .click()
      await page.getByText("Unpublished", { exact: true }).first().waitFor({ timeout: 10_000 })
      await expect.poll(() => row.locator('[data-slot="content-status-badge"]').textContent()).toBe("Not published")

      await expect.poll(offered, { timeout: 10_000 }).toBe(0)
      // The other positions are still offered: the page did not merely come up empty.
      await expect.poll(() => visitor.locator('[data-slot="position-item"]', { hasText: POSITION_TITLE }).count()).toBe(1)
      expect((await site.fetch(`${site.url}${path}`)).status).toBe(404)
      expect(errors).toEqual([])
    })
  })
})
