/**
 * Scheduling a news item, as an editor does it: the editor's Schedule (a time in Stockholm), the pending
 * schedule and the "Scheduled" screen; then its time passes (set in the past through the database, as a
 * restart after the time would find it) and the server's own scheduler, on a short timer here, publishes
 * it: the public page, sitemap.xml and the news feed show it.
 */
import crypto from "node:crypto"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { Browser, Page } from "playwright-core"
import { SCHEDULE_BUTTON_LABEL, SCHEDULE_TIME_LABEL } from "../../app/admin/documents/editor/schedule-controls"
import { instantToStockholmTime } from "../../app/data/document-schedules"
import { startTestServer, type TestServer } from "../../server/testing/harness"
import { APP_DIR, assertAppBuilt, assertServerRenderBuilt } from "../routes/site-under-test"
import { createUser, openSignedIn, startJourneys, type TestUser, waitForAdminScreen, withFreshPage } from "./staff"

let site: TestServer
let browser: Browser
let editor: TestUser

beforeAll(async () => {
  ;({ site, browser } = await startJourneys(async () => {
    assertAppBuilt()
    assertServerRenderBuilt()
    // The server's scheduler as `npm run serve` runs it, on a one-second timer instead of 20 s.
    return startTestServer({ http: true, config: { appDir: APP_DIR, rateLimits: false }, runDocumentSchedules: { intervalMs: 1_000 } })
  }))
  editor = await createUser(site, "editor")
})

afterAll(() => site?.close())

const TITLE = "Nordika opens an office in Tallinn"
const paragraph = (text: string) => ({ type: "paragraph", children: [{ type: "text", text }] })

/** A news item never published, with its first draft, made as the editor through the API. */
async function createNewsItem(): Promise<{ id: string; path: string }> {
  const client = site.client()
  const signIn = await client.auth.signInWithPassword({ email: editor.email, password: editor.password })
  if (signIn.error) throw signIn.error
  const path = `/resources/news/tallinn-${crypto.randomBytes(3).toString("hex")}`
  const { data, error } = await client.rpc("create_document", {
    p_collection: "news_item",
    p_path: path,
    p_title: TITLE,
    p_data: {
      meta: { title: TITLE, description: "Our sixth office opens in Tallinn in January, with twelve translators." },
      title: TITLE,
      excerpt: "Our sixth office opens in January.",
      author: "Nordika",
      published: "2026-12-02",
      tags: ["News"],
      body: [paragraph("Twelve translators start in January.")],
    },
  })
  if (error) throw error
  return { id: data as string, path }
}

const text = async (url: string) => {
  const response = await fetch(url)
  return { status: response.status, body: await response.text() }
}

async function scheduleFromEditor(page: Page, at: Date) {
  await page.getByRole("button", { name: SCHEDULE_BUTTON_LABEL, exact: true }).click()
  const dialog = page.getByRole("dialog", { name: "Schedule the publish" })
  await dialog.getByLabel(SCHEDULE_TIME_LABEL).fill(instantToStockholmTime(at))
  await dialog.getByRole("button", { name: "Schedule publish", exact: true }).click()
  await dialog.waitFor({ state: "hidden" })
}

describe("a news item scheduled for later", () => {
  it("waits, listed with its Stockholm time, then goes live on the site, the sitemap and the feed when its time comes", async () => {
    const news = await createNewsItem()
    await withFreshPage(browser, async ({ page, errors }) => {
      await openSignedIn(page, site, editor, `/admin/documents/${news.id}`)
      await waitForAdminScreen(page, TITLE)
      // Two hours ahead, on the minute.
      const at = new Date(Math.ceil((Date.now() + 2 * 60 * 60 * 1000) / 60_000) * 60_000)
      await scheduleFromEditor(page, at)
      const pending = page.locator('[data-slot="document-schedules"]')
      await expect.poll(() => pending.textContent()).toContain(`${instantToStockholmTime(at).slice(11)} in Stockholm`)
      await expect.poll(() => pending.textContent()).toContain("Goes live")

      await page.goto(`${site.url}/admin/scheduled`)
      await waitForAdminScreen(page, "Scheduled")
      const row = page.locator('[data-slot="schedule-row"]', { hasText: TITLE })
      await expect.poll(() => row.textContent()).toContain("in Stockholm")
      expect((await text(site.url + news.path)).status).toBe(404)

      // The news list says it beside the status, in Stockholm time, and its "Scheduled" filter keeps it.
      await page.goto(`${site.url}/admin/documents?kind=news_item&status=scheduled`)
      const listed = page.locator('[data-slot="document-table-row"]', { hasText: TITLE })
      await expect.poll(() => listed.count(), { timeout: 15_000 }).toBe(1)
      expect(await listed.locator('[data-slot="document-scheduled-badge"]').textContent()).toMatch(
        new RegExp(`^Scheduled · \\d{1,2} [A-Z][a-z]{2} \\d{4}, ${instantToStockholmTime(at).slice(11)} Stockholm$`),
      )
      await page.goto(`${site.url}/admin/scheduled`)
      await waitForAdminScreen(page, "Scheduled")

      // Its time passes (as if the server had been down over it): the scheduler publishes it within a round.
      await site.db.query("update public.document_schedules set run_at = now() - interval '1 minute' where document_id = $1", [news.id])
      await expect.poll(async () => (await text(site.url + news.path)).status, { timeout: 15_000 }).toBe(200)
      expect((await text(site.url + news.path)).body).toContain(TITLE)
      expect((await text(`${site.url}/sitemap.xml`)).body).toContain(news.path)
      expect((await text(`${site.url}/resources/news/feed.xml`)).body).toContain(TITLE)

      await page.reload()
      await waitForAdminScreen(page, "Scheduled")
      await page.getByRole("heading", { name: "Nothing is scheduled" }).waitFor()
      await expect.poll(() => row.textContent()).toContain("Ran")
      expect(errors).toEqual([])
    })
  })
})
