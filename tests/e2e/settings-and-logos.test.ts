import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { Browser, Page } from "playwright-core"
import sharp from "sharp"
import type { TestServer } from "../../server/testing/harness"
import { LEAD_RECIPIENTS_LABEL, LEAD_RECIPIENTS_SAVE_LABEL } from "../../ui/components/admin/lead-notifications-form"
import { createUser, openSignedIn, startJourneys, type TestUser, waitForAdminScreen, withFreshPage } from "./staff"

let site: TestServer
let browser: Browser
let editor: TestUser
let admin: TestUser

beforeAll(async () => {
  ;({ site, browser } = await startJourneys())
  ;[editor, admin] = await Promise.all([createUser(site, "editor"), createUser(site, "admin")])
})

afterAll(() => site?.close())

/** A logo of a real size: the header is offered it resized (AVIF and WebP), never enlarged. */
const LOGO_PNG = await sharp({ create: { width: 300, height: 80, channels: 4, background: "#0b1b2b" } })
  .png()
  .toBuffer()
const PNG_1X1 = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64")

/** The client names of the home page's logo wall, in the order shown. */
async function homeLogoWall(page: Page): Promise<string[]> {
  await page.goto(`${site.url}/`)
  const wall = page.locator('[data-slot="client-logos-list"]')
  await wall.waitFor()
  return (
    wall
      .locator('[data-slot="client-logo"]')
      // A logo's name: its picture's alt text (or its placeholder's, until a lazy image is in view), else the name set in type.
      .evaluateAll((items) =>
        items.map(
          (item) =>
            item.querySelector("img")?.alt ||
            item.querySelector("[role=img]")?.getAttribute("aria-label") ||
            item.textContent?.trim() ||
            "",
        ),
      )
  )
}

async function waitForToast(page: Page, title: string) {
  await page.getByText(title, { exact: true }).first().waitFor({ timeout: 15_000 })
}

describe("site settings from the admin", () => {
  it("an editor uploads a header logo and the public header shows it", async () => {
    await withFreshPage(browser, async ({ page, errors }) => {
      await openSignedIn(page, site, editor, "/admin/settings")
      await waitForAdminScreen(page, "Settings")
      const headerLogo = page.getByRole("group", { name: "Header logo" })
      await headerLogo.locator('input[type="file"]').setInputFiles({ name: "acme.png", mimeType: "image/png", buffer: LOGO_PNG })
      await waitForToast(page, "Header logo saved")
      await expect.poll(() => headerLogo.getByRole("button", { name: "Remove header logo" }).isVisible()).toBe(true)

      await page.goto(`${site.url}/`)
      const logo = page.locator('header [data-slot="brand-logo"] img')
      await logo.waitFor()
      await expect.poll(() => logo.getAttribute("src")).toMatch(/\/storage\/v1\/object\/public\/site-assets\/logos\/acme-[0-9a-f]{8}\.png$/)
      // Shown, resized by the storage render endpoint in the best format the browser takes.
      await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true)
      expect(await logo.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(
        /\/storage\/v1\/render\/image\/public\/site-assets\/logos\/acme-[0-9a-f]{8}\.png\?width=\d+&format=avif/,
      )
      expect(errors).toEqual([])
    })
  })

  it("a new primary colour and heading font reach a visitor's fresh page", async () => {
    await withFreshPage(browser, async ({ page }) => {
      await openSignedIn(page, site, editor, "/admin/settings")
      await page.goto(`${site.url}/admin/settings?tab=theme`)
      const primary = page.getByRole("textbox", { name: "Primary", exact: true })
      await primary.fill("#0f766e")
      const poppins = page.getByRole("radiogroup", { name: "Heading font" }).getByRole("radio", { name: /Poppins/ })
      await poppins.click()
      await expect.poll(() => poppins.getAttribute("aria-checked")).toBe("true")
      await page.getByRole("button", { name: "Save theme" }).click()
      await waitForToast(page, "Theme saved")
    })
    await withFreshPage(browser, async ({ page }) => {
      await page.goto(`${site.url}/`)
      const heading = page.getByRole("heading", { level: 1 })
      await heading.waitFor()
      await expect
        .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--primary").trim()))
        .toBe("#0f766e")
      await expect.poll(() => heading.evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(/^"?Poppins/)
      const quote = page
        .locator("header")
        .getByRole("link", { name: /Free Quote/ })
        .first()
      await expect.poll(() => quote.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe("rgb(15, 118, 110)")
      // The server's page has the theme before any code runs: its style sheet outweighs the stylesheet's defaults.
      const withoutCode = await browser.newContext({ javaScriptEnabled: false })
      try {
        const firstPaint = await withoutCode.newPage()
        await firstPaint.goto(`${site.url}/`)
        expect(await firstPaint.getByRole("heading", { level: 1 }).evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(
          /^"?Poppins/,
        )
      } finally {
        await withoutCode.close()
      }
      // The app keeps the server's style sheet rather than restyling the whole page with its own copy.
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" })
      expect(await page.evaluate(() => document.querySelectorAll("style[data-site-theme]").length)).toBe(1)
      expect(await page.evaluate(() => document.documentElement.style.getPropertyValue("--primary"))).toBe("")
    })
  })
})

describe("general settings from the admin", () => {
  it("a new company address and contact reach the public footer", async () => {
    await withFreshPage(browser, async ({ page }) => {
      await openSignedIn(page, site, editor, "/admin/settings")
      await page.goto(`${site.url}/admin/settings?tab=general`)
      await page.getByRole("textbox", { name: "Street" }).fill("Kungsgatan 8")
      await page.getByRole("textbox", { name: "General enquiries" }).fill("info@nordika.com")
      await page.getByRole("button", { name: "Save settings" }).click()
      await waitForToast(page, "Settings saved")

      await page.goto(`${site.url}/`)
      const footer = page.locator("footer")
      await expect.poll(() => footer.locator("address").textContent()).toContain("Kungsgatan 8")
      await expect.poll(() => footer.getByRole("link", { name: "info@nordika.com" }).getAttribute("href")).toBe("mailto:info@nordika.com")
    })
  })

  it("an admin sets the addresses notified of new leads, stored lower-cased, one each", async () => {
    await withFreshPage(browser, async ({ page, errors }) => {
      await openSignedIn(page, site, admin, "/admin/settings")
      await page.goto(`${site.url}/admin/settings?tab=general`)
      const recipients = page.getByRole("textbox", { name: LEAD_RECIPIENTS_LABEL })
      await recipients.fill("Sales@Nordika.com\nhr@nordika.com")
      await page.getByRole("button", { name: LEAD_RECIPIENTS_SAVE_LABEL }).click()
      await waitForToast(page, "Recipients saved")
      expect(errors).toEqual([])
    })
    const { data } = await site
      .client({ key: site.serviceRoleKey })
      .from("private_settings")
      .select("value")
      .eq("key", "lead_notifications")
      .single()
    expect(data?.value).toEqual({ recipients: ["sales@nordika.com", "hr@nordika.com"] })
  })
})

describe("client logos from the admin", () => {
  it("reordering two logos from the keyboard changes the home page's order", async () => {
    await withFreshPage(browser, async ({ page, errors }) => {
      const before = await homeLogoWall(page)
      await openSignedIn(page, site, editor, "/admin/client-logos")
      await waitForAdminScreen(page, "Client logos")
      const handle = page.getByRole("button", { name: `Move ${before[1]}`, exact: true })
      await handle.focus()
      const saved = page.waitForResponse((response) => response.url().includes("/rpc/reorder_client_logos"))
      // Each key waits for the list's live announcement of the step before it: on a busy machine the
      // keyboard sensor can take longer to pick the row up than any fixed pause.
      await page.keyboard.press("Space")
      await waitForAnnouncement(page, `Picked up ${before[1]}, position 2 of`)
      await page.keyboard.press("ArrowUp")
      await waitForAnnouncement(page, `${before[1]} moved to position 1`)
      await page.keyboard.press("Space")
      expect((await saved).status()).toBeLessThan(300)
      const after = await homeLogoWall(page)
      expect(after.slice(0, 2)).toEqual([before[1], before[0]])
      expect(after.slice(2)).toEqual(before.slice(2))
      expect(errors).toEqual([])
    })
  })

  it("moving a logo up with its button, without dragging (WCAG 2.5.7), changes the home page's order", async () => {
    await withFreshPage(browser, async ({ page, errors }) => {
      const before = await homeLogoWall(page)
      await openSignedIn(page, site, editor, "/admin/client-logos")
      await waitForAdminScreen(page, "Client logos")
      const saved = page.waitForResponse((response) => response.url().includes("/rpc/reorder_client_logos"))
      await page.getByRole("button", { name: `Move ${before[2]} up`, exact: true }).click()
      expect((await saved).status()).toBeLessThan(300)
      const after = await homeLogoWall(page)
      expect(after).toEqual([before[0], before[2], before[1], ...before.slice(3)])
      expect(errors).toEqual([])
    })
  })

  it("a hidden logo disappears from the home page", async () => {
    await withFreshPage(browser, async ({ page }) => {
      const before = await homeLogoWall(page)
      const hidden = before[before.length - 1]
      await openSignedIn(page, site, editor, "/admin/client-logos")
      await waitForAdminScreen(page, "Client logos")
      await page.getByRole("switch", { name: `Show ${hidden} on the home page` }).click()
      await waitForToast(page, `${hidden} is hidden`)
      const after = await homeLogoWall(page)
      expect(after).toEqual(before.filter((name) => name !== hidden))
    })
  })
})

describe("deleting a client logo", () => {
  it("takes it off the home page, and Undo in the toast puts it back", async () => {
    await withFreshPage(browser, async ({ page }) => {
      const before = await homeLogoWall(page)
      const deleted = before[0]
      await openSignedIn(page, site, editor, "/admin/client-logos")
      await waitForAdminScreen(page, "Client logos")
      await page.getByRole("button", { name: `Delete ${deleted}`, exact: true }).click()
      await waitForToast(page, `${deleted} deleted`)
      const { data: gone } = await site.client().from("client_logos").select("name").eq("name", deleted)
      expect(gone).toEqual([])
      await page.getByRole("button", { name: "Undo" }).click()
      await waitForToast(page, `${deleted} restored`)
      expect(await homeLogoWall(page)).toEqual(before)
    })
  })
})

describe("an anonymous caller", () => {
  it("may not write site_settings or client_logos, upload to site-assets, or read private_settings", async () => {
    const anon = site.client()
    const setting = await anon
      .from("site_settings")
      .upsert({ key: "logos", value: { headerLogoUrl: "https://evil.example/x.png", footerLogoUrl: null } })
    expect({ status: setting.status, code: setting.error?.code }).toEqual({ status: 401, code: "42501" })
    const logo = await anon.from("client_logos").insert({ name: "Intruder AB" })
    expect({ status: logo.status, code: logo.error?.code }).toEqual({ status: 401, code: "42501" })
    const upload = await anon.storage.from("site-assets").upload("logos/evil.png", new Blob([PNG_1X1], { type: "image/png" }))
    expect(upload.error).not.toBeNull()
    const secret = await anon.from("private_settings").select("value")
    expect(secret.error?.code).toBe("42501")
    const { data } = await anon.from("site_settings").select("value").eq("key", "logos").single()
    expect(data?.value).not.toMatchObject({ headerLogoUrl: "https://evil.example/x.png" })
  })
})

/** Waits until a live region on the page announces `text` (they are visually hidden, so not "visible" to a locator). */
async function waitForAnnouncement(page: Page, text: string) {
  await page
    .waitForFunction(
      (expected) => [...document.querySelectorAll("[aria-live]")].some((region) => region.textContent?.includes(expected)),
      text,
      { timeout: 15_000 },
    )
    .catch(async (error) => {
      const said = await page.evaluate(() => [...document.querySelectorAll("[aria-live]")].map((region) => region.textContent))
      throw new Error(`No live region announced "${text}"; they say ${JSON.stringify(said)}`, { cause: error })
    })
}
