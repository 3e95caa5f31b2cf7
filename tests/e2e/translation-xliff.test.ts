import fs from "node:fs"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { Browser } from "playwright-core"
import type { TestServer } from "../../server/testing/harness"
import { createUser, openSignedIn, startJourneys, withFreshPage, type TestUser, AT_1440_PX, AT_390_PX } from "./staff"
import { translateUnit } from "../../server/functions/xliff-test-support"

/**
 * Issue 40's XLIFF exchange in Chromium: a Swedish translator exports a document's segments that need
 * work from the editor (a real download), the file's targets are written as a linguist's CAT tool would
 * (the file's text edited), and the file is imported back through the file picker: the result panel
 * shows the counts and the failed number check, and the segments are translated.
 */
let site: TestServer
let browser: Browser
let translator: TestUser

const SHOTS = "/tmp/i40-xliff-shots"

beforeAll(async () => {
  ;({ site, browser } = await startJourneys())
  translator = await createUser(site, "translator", "sv-translator")
  await site.db.query("insert into public.staff_language_roles (user_id, locale, role) values ($1, 'sv', 'translator')", [translator.id])
  fs.mkdirSync(SHOTS, { recursive: true })
}, 300_000)

afterAll(() => site?.close())

describe("XLIFF round trip in the translation editor", () => {
  it("exports a download, imports it back edited, and shows what was taken", async () => {
    // A live document with two Swedish segments made untranslated; the rest stays approved.
    const { rows } = await site.db.query<{ id: string; document_id: string }>(
      `select s.id, s.document_id from public.translation_segments s
         where s.locale = 'sv' and s.document_id = (
           select document_id from public.translation_segments where locale = 'sv' and state = 'approved'
           group by document_id having count(*) >= 4 and bool_and(state = 'approved') order by document_id limit 1)
         order by s.position, s.ordinal limit 2`,
    )
    const [plain, number] = rows
    const documentId = plain.document_id
    await site.db.query(
      "update public.translation_segments set source = $2, target = '', state = 'untranslated', origin = null where id = $1",
      [plain.id, "We answer every enquiry within one working day."],
    )
    await site.db.query(
      "update public.translation_segments set source = $2, target = '', state = 'untranslated', origin = null where id = $1",
      [number.id, "Our linguists have translated 1200 contracts."],
    )

    await withFreshPage(
      browser,
      async ({ page, errors }) => {
        await openSignedIn(page, site, translator, `/admin/translations/${documentId}/sv`)
        await page.getByRole("heading", { level: 1, name: /in Swedish$/ }).waitFor({ timeout: 20_000 })
        const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Export XLIFF" }).click()])
        expect(download.suggestedFilename()).toMatch(/^nordika-sv-[a-z0-9-]+-\d{4}-\d{2}-\d{2}\.xlf$/)
        const exported = fs.readFileSync(await download.path(), "utf8")
        expect(exported.match(/<unit /g)).toHaveLength(2)

        const edited = translateUnit(
          translateUnit(exported, plain.id, "Vi svarar på varje förfrågan inom en arbetsdag."),
          number.id,
          "Våra lingvister har översatt 1300 avtal.",
        )
        const file = `${SHOTS}/linguist-sv.xlf`
        fs.writeFileSync(file, edited)
        await page.locator('[data-slot="xliff-exchange-input"]').setInputFiles(file)
        const result = page.locator('[data-slot="xliff-import-result"]')
        await result.getByRole("heading", { name: "Imported linguist-sv.xlf" }).waitFor({ timeout: 20_000 })
        const count = (label: string) => result.locator("dt", { hasText: label }).locator("xpath=following-sibling::dd").innerText()
        expect(await count("Taken")).toBe("2")
        expect(await count("Skipped")).toBe("0")
        expect(await count("Refused")).toBe("0")
        expect(await count("With failed checks")).toBe("1")
        expect(await result.getByRole("list", { name: "Failed checks" }).innerText()).toMatch(/1200|1 200|1,200/)

        await expect
          .poll(() =>
            page.locator('[data-slot="translation-segment"]').filter({ hasText: "We answer every enquiry" }).getAttribute("data-state"),
          )
          .toBe("translated")
        const saved = await site.db.query<{ id: string; state: string; origin: string }>(
          "select id, state, origin from public.translation_segments where id = any($1::uuid[]) order by position, ordinal",
          [[plain.id, number.id]],
        )
        expect(saved.rows).toEqual([
          { id: plain.id, state: "translated", origin: "human" },
          { id: number.id, state: "translated", origin: "human" },
        ])
        await page.locator('[data-slot="xliff-exchange"]').screenshot({ path: `${SHOTS}/xliff-1440-light.png` })
        await page.evaluate(() => document.documentElement.classList.add("dark"))
        await page.locator('[data-slot="xliff-exchange"]').screenshot({ path: `${SHOTS}/xliff-1440-dark.png` })

        // A file that cannot be taken: one alert, and nothing changes.
        fs.writeFileSync(`${SHOTS}/broken.xlf`, edited.replace("</xliff>", ""))
        await page.locator('[data-slot="xliff-exchange-input"]').setInputFiles(`${SHOTS}/broken.xlf`)
        await page.locator('[data-slot="xliff-exchange"]').getByRole("alert").waitFor()
        expect(await page.locator('[data-slot="xliff-exchange"]').getByRole("alert").innerText()).toMatch(
          /^Line \d+: <xliff> is not closed\./,
        )
        const unchanged = await site.db.query<{ id: string; state: string; origin: string }>(
          "select id, state, origin from public.translation_segments where id = any($1::uuid[]) order by position, ordinal",
          [[plain.id, number.id]],
        )
        expect(unchanged.rows).toEqual(saved.rows)
        expect(errors.filter((error) => !error.includes("400"))).toEqual([])
      },
      AT_1440_PX,
    )

    await withFreshPage(
      browser,
      async ({ page }) => {
        await openSignedIn(page, site, translator, "/admin/translations")
        await page.getByRole("button", { name: "Export XLIFF" }).first().waitFor({ timeout: 20_000 })
        await page.locator('[data-slot="xliff-exchange"]').first().scrollIntoViewIfNeeded()
        await page.screenshot({ path: `${SHOTS}/dashboard-390-light.png` })
        await page.evaluate(() => document.documentElement.classList.add("dark"))
        await page.screenshot({ path: `${SHOTS}/dashboard-390-dark.png` })
      },
      AT_390_PX,
    )
  })
})
