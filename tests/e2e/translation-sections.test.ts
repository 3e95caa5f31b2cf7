import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { Browser } from "playwright-core"
import { staffAccount, type StaffAccount } from "../../server/functions/staff-test-support"
import type { TestServer } from "../../server/testing/harness"
import { createUser, openSignedIn, startJourneys, withFreshPage, type TestUser, AT_1440_PX, AT_390_PX, publicHtml } from "./staff"

/**
 * Issue 40's workspace for a home page section (20261208200100_section_segments.sql) in Chromium: an editor
 * publishes a changed English hero heading; after the sync (the scheduler's, here asked for as a hosted
 * project's pg_cron asks: publish-document { syncPending } with the service role key) the Swedish heading is
 * outdated while /sv keeps the last approved one; a Swedish reviewer finds the section in the translations
 * list, opens it at /admin/translations/sections/home_hero/sv, translates, approves and publishes, and /sv
 * shows the new heading.
 */
let site: TestServer
let browser: Browser
let editor: StaffAccount
let reviewer: TestUser

const SHOTS = "/tmp/i40-section-shots"

const html = (path: string) => publicHtml(site, path)

beforeAll(async () => {
  ;({ site, browser } = await startJourneys())
  editor = await staffAccount(site, { role: "editor" })
  reviewer = await createUser(site, "translator", "sv-section-reviewer")
  await site.db.query("insert into public.staff_language_roles (user_id, locale, role) values ($1, 'sv', 'reviewer')", [reviewer.id])
}, 300_000)

afterAll(() => site?.close())

describe("a changed English home page section through the translation workspace", () => {
  it("is outdated on the list and in the editor, /sv keeps the approved heading until the reviewer publishes the new one", async () => {
    const { rows } = await site.db.query<{ value: Record<string, unknown>; version: number; sv: string }>(
      `select s.value, s.version, t.published_value ->> 'heading' as sv
         from public.content_sections s join public.content_section_translations t on t.key = s.key and t.locale = 'sv'
        where s.key = 'home_hero'`,
    )
    const [hero] = rows
    const heading = "Be understood in every market you mean to grow in"
    const published = await editor.client.rpc("publish_content_section", {
      p_key: "home_hero",
      p_value: { ...hero.value, heading },
      p_expected_version: hero.version,
      p_expected_revision: 0,
    })
    expect(published.error).toBeNull()
    const synced = await site.client({ key: site.serviceRoleKey }).functions.invoke("publish-document", { body: { syncPending: true } })
    expect(synced.error).toBeNull()
    expect(await html("/sv")).toContain(hero.sv)

    const newSwedish = "Bli förstådd på varje marknad där du tänker växa"
    await withFreshPage(
      browser,
      async ({ page, errors }) => {
        await openSignedIn(page, site, reviewer, "/admin/translations")
        // "Outdated longest" names the section beside the documents, and opens its editor.
        const link = page.getByRole("link", { name: "Home page: hero (Swedish)" })
        await link.waitFor({ timeout: 20_000 })
        await page.screenshot({ path: `${SHOTS}/list-1440.png`, fullPage: false })
        await link.click()
        await page.waitForURL((url) => url.pathname === "/admin/translations/sections/home_hero/sv")
        await page.getByRole("heading", { level: 1, name: "Home page: hero in Swedish" }).waitFor({ timeout: 20_000 })
        const row = page.locator('[data-slot="translation-segment"]').filter({ hasText: heading })
        expect(await row.getAttribute("data-state")).toBe("outdated")
        const box = row.getByRole("textbox")
        await box.fill(newSwedish)
        await box.press("Control+Enter")
        await expect.poll(() => row.getAttribute("data-state")).toBe("translated")
        await page.screenshot({ path: `${SHOTS}/editor-1440.png`, fullPage: false })
        expect(errors).toEqual([])
      },
      AT_1440_PX,
    )

    await withFreshPage(
      browser,
      async ({ page, errors }) => {
        await openSignedIn(page, site, reviewer, "/admin/translations/sections/home_hero/sv")
        await page.getByRole("heading", { level: 1, name: "Home page: hero in Swedish" }).waitFor({ timeout: 20_000 })
        const row = page.locator('[data-slot="translation-segment"]').filter({ hasText: heading })
        await row.getByRole("textbox").focus()
        await page.getByRole("button", { name: "Approve", exact: true }).click()
        await expect.poll(() => row.getAttribute("data-state")).toBe("approved")
        await page.screenshot({ path: `${SHOTS}/editor-390.png`, fullPage: false })
        await page.getByRole("button", { name: "Publish the Swedish version" }).click()
        await page.getByText("The Swedish version is published", { exact: true }).waitFor({ timeout: 20_000 })
        expect(errors).toEqual([])
      },
      AT_390_PX,
    )

    await expect.poll(() => html("/sv"), { timeout: 15_000 }).toContain(newSwedish)
  })
})
