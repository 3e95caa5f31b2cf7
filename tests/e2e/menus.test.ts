/**
 * The menus as documents (issue 38), as an editor meets them: the Menus screen opens the header menu's
 * document in the document editor; a link card's text changed there shows in the preview (the real
 * public header: the open mega-menu panel at 1440 px, the mobile sheet at 390 px), and once published in
 * the public header at both widths.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { Browser, Page } from "playwright-core"
import { DOCUMENT_PUBLISHED_TOAST } from "../../app/admin/documents/editor/document-editor"
import { PREVIEW_WIDTHS_PX } from "../../ui/components/admin/preview-frame"
import { MOBILE_MENU_BUTTON_LABEL } from "../../ui/components/site-header-labels"
import type { TestServer } from "../../server/testing/harness"
import { createUser, openPublicPage, openSignedIn, startJourneys, type TestUser, waitForAdminScreen, withFreshPage } from "./staff"

let site: TestServer
let browser: Browser
let editor: TestUser

beforeAll(async () => {
  ;({ site, browser } = await startJourneys())
  editor = await createUser(site, "editor")
})

afterAll(() => site?.close())

const OLD_TEXT = "Who we are"
const NEW_TEXT = "Who we are, in brief"
/** The first link card of the About Us panel's first group. */
const CARD_TITLE = 'input[name$="entries.0.groups.0.links.0.title"]'

/** The public header at `width`: the About Us panel (desktop) or the mobile sheet's About Us section, opened. */
async function openAboutUs(page: Page, width: number) {
  if (width >= 1024) {
    await page.locator('[data-slot="mega-menu-trigger"]', { hasText: "About Us" }).click()
  } else {
    await page.getByRole("button", { name: MOBILE_MENU_BUTTON_LABEL }).click()
    await page.getByRole("dialog").getByRole("button", { name: "About Us" }).click()
  }
}

describe("the menu editor", () => {
  it("changes a link card's text, previews it in the real header at 1440 and 390 px, publishes it, and the public header shows it", async () => {
    await withFreshPage(browser, async ({ page, errors }) => {
      await openSignedIn(page, site, editor, "/admin/dashboard")
      await page.getByRole("link", { name: "Menus", exact: true }).click()
      await waitForAdminScreen(page, "Menus")
      const card = page.locator(CARD_TITLE)
      await expect.poll(() => card.inputValue(), { timeout: 20_000 }).toBe(OLD_TEXT)
      await card.fill(NEW_TEXT)

      await page.getByRole("button", { name: "Preview" }).click()
      const frame = page.frameLocator('iframe[title="Preview of Header menu"]')
      await expect.poll(() => frame.locator("body").evaluate(() => window.innerWidth), { timeout: 20_000 }).toBe(PREVIEW_WIDTHS_PX.desktop)
      // The first panel is open: the public MegaMenu's own link card.
      await frame.locator('[data-slot="mega-menu-link-text"]', { hasText: NEW_TEXT }).waitFor({ timeout: 20_000 })
      await page.getByRole("button", { name: "Phone" }).click()
      await expect.poll(() => frame.locator("body").evaluate(() => window.innerWidth)).toBe(PREVIEW_WIDTHS_PX.phone)
      const sheet = frame.getByRole("dialog")
      await sheet.getByRole("button", { name: "About Us" }).click()
      await sheet.getByRole("link", { name: new RegExp(`^${NEW_TEXT}`) }).waitFor()

      // Not on the site before it is published.
      expect(await (await fetch(`${site.url}/`)).text()).not.toContain(NEW_TEXT)
      await page.getByRole("button", { name: "Publish", exact: true }).click()
      await page.getByText(DOCUMENT_PUBLISHED_TOAST, { exact: true }).first().waitFor({ timeout: 10_000 })
      await expect.poll(async () => (await fetch(`${site.url}/services/translation`)).text(), { timeout: 10_000 }).toContain(NEW_TEXT)
      expect(errors).toEqual([])
    })

    for (const width of [1440, 390]) {
      await withFreshPage(
        browser,
        async ({ page, errors }) => {
          await openPublicPage(page, `${site.url}/services/translation`)
          await openAboutUs(page, width)
          const link = page.getByRole("link", { name: new RegExp(`^${NEW_TEXT}`) })
          await link.waitFor({ timeout: 10_000 })
          expect(await link.getAttribute("href")).toBe("/about/who-we-are")
          expect(errors, `${width} px`).toEqual([])
        },
        { width, height: width >= 1024 ? 900 : 844 },
      )
    }
  })
})
