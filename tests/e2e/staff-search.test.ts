/**
 * Issue 41's staff journeys: the command palette (Ctrl/Cmd-K) finds a lead by its reference and opens it,
 * and refuses it to a role that may not read leads; the Search insights screen shows a query a visitor made
 * that found nothing (counted through record_site_search, as the site's search counts it), and edits the
 * synonyms; an image found by its file name opens in the media library's details sheet. Screenshots at 390 and 1440 px go to I41_STAFF_SHOTS when it is set, to look at.
 */
import crypto from "node:crypto"
import fs from "node:fs"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { Browser, Page } from "playwright-core"
import sharp from "sharp"
import { COMMAND_PALETTE_TITLE } from "../../ui/components/admin/command-palette"
import type { TestServer } from "../../server/testing/harness"
import { createUser, openSignedIn, startJourneys, type TestUser, waitForAdminScreen, withFreshPage } from "./staff"

const SHOTS = process.env.I41_STAFF_SHOTS

let site: TestServer
let browser: Browser
let editor: TestUser
let contributor: TestUser
const lead = { id: "", reference: "", name: "Sigrid Palettsson" }

beforeAll(async () => {
  ;({ site, browser } = await startJourneys())
  ;[editor, contributor] = await Promise.all([createUser(site, "editor"), createUser(site, "contributor")])
  const { rows } = await site.db.query<{ id: string; reference: string }>("select id, reference from public.submit_lead($1::jsonb, $2)", [
    JSON.stringify({
      type: "quote",
      submissionId: crypto.randomUUID(),
      name: lead.name,
      email: "sigrid@example.test",
      company: "Palett Verkstad AB",
      details: { service: "Translation", sourceLanguage: "sv", targetLanguages: ["de"], instructions: "Manuals" },
      consentText: "I agree",
      consentVersion: "2026-04-01",
      pagePath: "/contact/request-quote",
    }),
    "10.41.0.1",
  ])
  Object.assign(lead, rows[0])
  if (SHOTS) fs.mkdirSync(SHOTS, { recursive: true })
})

afterAll(() => site?.close())

/** Opens the palette with the keyboard and types `query`. */
async function searchInPalette(page: Page, query: string) {
  await page.keyboard.press("Control+k")
  const palette = page.getByRole("dialog", { name: COMMAND_PALETTE_TITLE })
  await palette.waitFor()
  await palette.getByRole("combobox").fill(query)
  return palette
}

async function shoot(page: Page, name: string) {
  if (!SHOTS) return
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png` })
  }
  await page.setViewportSize({ width: 1280, height: 900 })
}

describe("the command palette", () => {
  it("finds a lead by its reference and opens it with the keyboard", () =>
    withFreshPage(browser, async ({ page, errors }) => {
      await openSignedIn(page, site, editor, "/admin/dashboard")
      await waitForAdminScreen(page, "Dashboard")
      const palette = await searchInPalette(page, lead.reference)
      const option = palette.getByRole("option", { name: new RegExp(lead.name) })
      await option.waitFor()
      expect(await option.textContent()).toContain(`${lead.reference} · Palett Verkstad AB · sigrid@example.test`)
      await shoot(page, "palette-lead")
      // The screens come first; the lead is the only record: ArrowDown until it is the chosen one, then Enter.
      for (let step = 0; step < 10 && (await option.getAttribute("aria-selected")) !== "true"; step++)
        await page.keyboard.press("ArrowDown")
      await page.keyboard.press("Enter")
      await page.waitForURL((url) => url.pathname === `/admin/leads/${lead.id}`)
      await expect.poll(() => page.getByRole("main").textContent(), { timeout: 20_000 }).toContain(lead.reference)
      expect(await palette.count()).toBe(0)
      expect(errors).toEqual([])
    }))

  it("gives a role that may not read leads nothing for the lead's reference, and opens from the top bar's button", () =>
    withFreshPage(browser, async ({ page, errors }) => {
      await openSignedIn(page, site, contributor, "/admin/dashboard")
      await waitForAdminScreen(page, "Dashboard")
      await page.getByRole("button", { name: "Search" }).click()
      const palette = page.getByRole("dialog", { name: COMMAND_PALETTE_TITLE })
      await palette.getByRole("combobox").fill(lead.reference)
      await palette.getByText(`Nothing you may open matches “${lead.reference}”`).waitFor()
      expect(await palette.textContent()).not.toContain(lead.name)
      // Screens the contributor may open are found by name: Media, and not Leads (the Dashboard, whose
      // description names leads, is theirs).
      await palette.getByRole("combobox").fill("media")
      await palette.getByRole("option", { name: /^Media/ }).waitFor()
      await palette.getByRole("combobox").fill("leads")
      await palette.getByRole("option", { name: /^Dashboard/ }).waitFor()
      await palette.getByRole("status").waitFor({ state: "detached" })
      expect(await palette.getByRole("option", { name: /^Leads/ }).count()).toBe(0)
      await page.keyboard.press("Escape")
      await palette.waitFor({ state: "detached" })
      expect(errors).toEqual([])
    }))

  it("opens an image found by its file name in the media library's details sheet", async () => {
    const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#3b6e8f" } })
      .png()
      .toBuffer()
    const objectPath = `${crypto.randomUUID()}/palett-fjord.png`
    const upload = await site
      .client({ key: site.serviceRoleKey })
      .storage.from("media")
      .upload(objectPath, photo, { contentType: "image/png" })
    expect(upload.error).toBeNull()
    await site.db.query(
      `insert into public.media (object_path, file_name, mime_type, size_bytes, width, height, alt_text, created_by)
       values ($1, 'Palett fjord.png', 'image/png', $2, 64, 48, 'A fjord in blue', $3)`,
      [objectPath, photo.length, editor.id],
    )
    await withFreshPage(browser, async ({ page, errors }) => {
      await openSignedIn(page, site, editor, "/admin/dashboard")
      await waitForAdminScreen(page, "Dashboard")
      const palette = await searchInPalette(page, "palett fjord")
      const option = palette.getByRole("option", { name: /Palett fjord\.png/ })
      await option.waitFor({ timeout: 20_000 })
      await option.click()
      await page.waitForURL((url) => url.pathname === "/admin/media" && url.searchParams.has("image"))
      const sheet = page.getByRole("dialog", { name: /Palett fjord\.png/ })
      await sheet.waitFor({ timeout: 20_000 })
      expect(await sheet.getByRole("textbox", { name: /Alt text/i }).inputValue()).toBe("A fjord in blue")
      await shoot(page, "palette-media")
      // Closed, the address no longer names it.
      await page.keyboard.press("Escape")
      await sheet.waitFor({ state: "detached" })
      expect(new URL(page.url()).searchParams.has("image")).toBe(false)
      expect(errors).toEqual([])
    })
  })

  it("leaves Ctrl+K to the rich text editor where it adds a link", () =>
    withFreshPage(browser, async ({ page, errors }) => {
      const { rows } = await site.db.query<{ id: string }>(
        "select id from public.documents where collection = 'blog_post' and deleted_at is null order by path limit 1",
      )
      await openSignedIn(page, site, editor, `/admin/documents/${rows[0].id}`)
      const body = page.getByRole("textbox", { name: "Body", exact: true })
      await body.waitFor({ timeout: 20_000 })
      // The palette opened and closed once first, so its chunk is in: it would show as soon as asked.
      const palette = page.getByRole("dialog", { name: COMMAND_PALETTE_TITLE })
      await page.keyboard.press("Control+k")
      await palette.waitFor()
      await page.keyboard.press("Escape")
      await palette.waitFor({ state: "detached" })
      await body.click()
      await page.keyboard.press("Control+k")
      await page.getByRole("button", { name: "Add link" }).waitFor()
      expect(await palette.count()).toBe(0)
      expect(errors).toEqual([])
    }))
})

describe("Search insights", () => {
  it("shows a visitor's query that found nothing, and adds a synonym group (a bad one is refused with a reason)", () =>
    withFreshPage(browser, async ({ page, errors }) => {
      const visitor = site.client()
      for (let i = 0; i < 2; i++) {
        const recorded = await visitor.rpc("record_site_search", { q: "Zebraflügel", locale: "de" })
        expect(recorded.error).toBeNull()
      }
      await openSignedIn(page, site, editor, "/admin/search-insights")
      await waitForAdminScreen(page, "Search insights")
      const noResults = page.getByRole("table", { name: "Queries with no results" })
      const row = noResults.getByRole("row", { name: /zebraflügel/ })
      await row.waitFor()
      expect((await row.textContent())?.replace(/\s+/g, " ")).toBe("zebraflügelGerman22")

      const terms = page.getByLabel("Terms, separated by commas").first()
      await terms.fill("apostille")
      await page.getByRole("button", { name: "Add group" }).click()
      await page.getByRole("alert").filter({ hasText: "Write at least two terms, separated by commas" }).waitFor()
      expect(await terms.inputValue()).toBe("apostille")
      await terms.fill("Apostille, legalisation")
      await page.getByRole("button", { name: "Add group" }).click()
      await page.getByText("apostille, legalisation", { exact: true }).waitFor()
      const { rows } = await site.db.query<{ terms: string[]; locale: string | null }>(
        "select terms, locale from public.search_synonyms where 'apostille' = any (terms)",
      )
      expect(rows).toEqual([{ terms: ["apostille", "legalisation"], locale: null }])
      const audited = await site.db.query<{ actor_id: string }>(
        "select actor_id from public.audit_log where target_type = 'search_synonyms' and action = 'insert' order by id desc limit 1",
      )
      expect(audited.rows).toEqual([{ actor_id: editor.id }])
      await shoot(page, "search-insights")
      expect(errors).toEqual([])
    }))
})
