import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { Browser, Page } from "playwright-core"
import { MIN_FILL_TIME_MS } from "#shared/lead-schemas"
import type { TestServer } from "../../server/testing/harness"
import { arrivedMail } from "../../server/testing/mail"
import { translatedDocuments } from "../../scripts/translation-files"
import { watchRendering } from "../routes/site-under-test"
import {
  chooseInFormSelect,
  createUser,
  openPublicPage,
  openSignedIn,
  startJourneys,
  waitForAdminScreen,
  withFreshPage,
  type Tab,
  AT_1440_PX,
  AT_390_PX,
} from "./staff"

/**
 * Issue 39's language journeys in Chromium: switching language on a service page (the header at
 * 1440 px, the mobile menu at 390 px), a quote request sent from the Swedish page in Swedish, and the
 * browser-language suggestion. lead-locale.test.ts reads the Swedish mail and the inbox's language
 * filter in full; here the request is the Swedish page's own, and the checks are what it changes.
 */
let site: TestServer
let browser: Browser

beforeAll(async () => {
  ;({ site, browser } = await startJourneys())
})

afterAll(() => site?.close())

const SERVICE_PAGE = "/services/translation"
/** The service page in Swedish, as the translators wrote it (supabase/translations/sv/). */
const SWEDISH_SERVICE = translatedDocuments("sv").find((doc) => doc.englishPath === SERVICE_PAGE)!
const GERMAN_SERVICE = translatedDocuments("de").find((doc) => doc.englishPath === SERVICE_PAGE)!

const pathnameOf = (page: Page) => new URL(page.url()).pathname
const storedChoices = (page: Page) =>
  page.evaluate(() => ({
    language: localStorage.getItem("nordika.language"),
    suggestion: localStorage.getItem("nordika.language-suggestion"),
  }))

/** Waits until the page shows `path` in `lang`, taken over by the app. */
async function landedOn(page: Page, path: string, lang: string) {
  await page.waitForURL((url) => url.pathname === path)
  await page.locator(`html[lang="${lang}"][data-hydrated]`).waitFor({ state: "attached" })
}

describe("switching language on a service page", () => {
  it("at 1440 px, the header's switcher lands on the same page's Swedish address, and remembers the choice", () =>
    withFreshPage(
      browser,
      async ({ page, errors }) => {
        await openPublicPage(page, `${site.url}${SERVICE_PAGE}`)
        await page.getByRole("banner").getByText("Language: EN (English)").click()
        await page.getByRole("navigation", { name: "Language" }).getByRole("link", { name: "Svenska" }).click()
        await landedOn(page, SWEDISH_SERVICE.path, "sv")
        expect(SWEDISH_SERVICE.path).toBe("/sv/tjanster/oversattning")
        await expect.poll(() => page.getByRole("heading", { level: 1 }).innerText()).toBe(heroHeading(SWEDISH_SERVICE.data))
        // The switcher now speaks Swedish and names Swedish as the page's language.
        await page.getByRole("banner").getByText("Språk: SV (Svenska)").waitFor()
        expect(await storedChoices(page)).toEqual({ language: "sv", suggestion: null })
        expect(errors).toEqual([])
      },
      AT_1440_PX,
    ))

  it("at 390 px, the mobile menu's languages land on the same page's Swedish address", () =>
    withFreshPage(
      browser,
      async ({ page, errors }) => {
        await openPublicPage(page, `${site.url}${SERVICE_PAGE}`)
        await page.getByRole("button", { name: "Open menu" }).click()
        const menu = page.getByRole("dialog", { name: "Menu" })
        await menu.getByRole("navigation", { name: "Language" }).getByRole("link", { name: "Svenska" }).click()
        await landedOn(page, SWEDISH_SERVICE.path, "sv")
        await expect.poll(() => page.getByRole("heading", { level: 1 }).innerText()).toBe(heroHeading(SWEDISH_SERVICE.data))
        // The sheet closed on the way: the Swedish page is readable, its menu button in Swedish.
        await expect.poll(() => menu.count()).toBe(0)
        await page.getByRole("button", { name: "Öppna menyn" }).waitFor()
        expect(await storedChoices(page)).toEqual({ language: "sv", suggestion: null })
        expect(errors).toEqual([])
      },
      AT_390_PX,
    ))
})

function heroHeading(data: Record<string, unknown>): string {
  return (data.hero as { heading: string }).heading
}

/** Searches a Combobox by the trigger's label and picks the option, closing the list if it stays open. */
async function pick(page: Page, label: string, search: string, option: string) {
  const trigger = page.getByRole("combobox", { name: label, exact: true })
  await trigger.click()
  await page.getByRole("combobox", { name: search }).fill(option)
  await page
    .getByRole("option", { name: new RegExp(`^${option}`, "i") })
    .first()
    .click()
  if ((await trigger.getAttribute("aria-expanded")) === "true") await trigger.click()
}

describe("a quote request from the Swedish quote page", () => {
  // The labels are the Swedish catalog's (app/i18n/locales/sv.po), the languages' names Intl's in Swedish.
  it("is sent as Swedish by the page itself: a Swedish confirmation mail, and the lead marked Swedish in the inbox", () =>
    withFreshPage(browser, async (staff) => {
      const member = await createUser(site, "editor")
      await openSignedIn(staff.page, site, member, "/admin/leads")
      await waitForAdminScreen(staff.page, "Leads")
      await staff.page.getByRole("table", { name: "Leads" }).waitFor()

      let reference = ""
      await withFreshPage(browser, async ({ page, errors }) => {
        const sent: unknown[] = []
        page.on("request", (request) => {
          if (new URL(request.url()).pathname === "/functions/v1/submit-lead") sent.push(JSON.parse(request.postData() ?? "{}").locale)
        })
        await openPublicPage(page, `${site.url}/sv/kontakt/begar-offert`)
        expect(await page.locator("html").getAttribute("lang")).toBe("sv")
        const tokenArrival = page
          .waitForResponse((response) => new URL(response.url()).pathname === "/functions/v1/lead-start-token", { timeout: 60_000 })
          .then(() => Date.now())
        await page.getByRole("textbox", { name: "För- och efternamn" }).fill("Karin Holm")
        await page.getByRole("textbox", { name: "E-post i tjänsten" }).fill("karin.holm@example.test")
        await page.getByRole("textbox", { name: "Företag eller organisation" }).fill("Holm & Partners AB")
        await chooseInFormSelect(page, "Tjänst", "Översättning")
        await pick(page, "Källspråk", "Sök bland källspråk", "engelska")
        await pick(page, "Målspråk", "Sök bland målspråk", "svenska")
        await page.getByRole("textbox", { name: "Projektbeskrivning och instruktioner" }).fill("Årsredovisning, 40 sidor.")
        await page.getByRole("checkbox", { name: /Jag godkänner/ }).check()
        const left = (await tokenArrival) + MIN_FILL_TIME_MS + 200 - Date.now()
        if (left > 0) await new Promise((resolve) => setTimeout(resolve, left))
        await page.getByRole("button", { name: "Skicka offertförfrågan" }).click()
        const shown = page.locator("[data-slot=lead-reference]")
        await shown.waitFor({ timeout: 15_000 })
        reference = (await shown.innerText()).trim()
        expect(reference).toMatch(/^NQ-\d{4}-\d{5}$/)
        expect(sent).toEqual(["sv"])
        expect(errors).toEqual([])
      })

      const mail = await arrivedMail(site, (m) => m.kind === "lead_confirmation" && m.to === "karin.holm@example.test")
      expect(mail.subject).toBe(`Vi har tagit emot din offertförfrågan (${reference})`)
      expect(mail.text.split("\n")[0]).toBe("Hej Karin Holm!")
      const row = staff.page.getByRole("row").filter({ hasText: reference })
      await row.waitFor({ timeout: 15_000 })
      await expect.poll(() => row.getByRole("cell", { name: "Swedish", exact: true }).isVisible()).toBe(true)
      expect(staff.errors).toEqual([])
    }))
})

/** A journey in a browser whose preferred language is German (navigator.languages and Accept-Language). */
async function withGermanBrowser(journey: (tab: Tab) => Promise<void>) {
  const context = await browser.newContext({ viewport: AT_1440_PX, reducedMotion: "reduce", locale: "de-DE" })
  await watchRendering(context)
  try {
    const page = await context.newPage()
    const errors: string[] = []
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text())
    })
    page.on("pageerror", (error) => errors.push(`uncaught: ${error.message}`))
    await journey({ page, context, errors })
  } finally {
    await context.close()
  }
}

/** The suggestion, by its region's name in German. */
const suggestionOn = (page: Page) => page.getByRole("region", { name: "Sprachvorschlag" })

/** Opens `path` and waits until the page has been taken over and has fetched what it was going to. */
async function openSettled(page: Page, path: string) {
  await openPublicPage(page, `${site.url}${path}`)
  await page.waitForLoadState("networkidle")
}

describe("the browser-language suggestion", () => {
  it("shows a German browser the German page once, after the page is taken over, and never again once dismissed", () =>
    withGermanBrowser(async ({ page, errors }) => {
      expect(await page.evaluate(() => navigator.languages)).toEqual(["de-DE"])
      // The server answers what was asked for: the English page, with no suggestion in its HTML.
      const response = await page.request.get(`${site.url}${SERVICE_PAGE}`, { maxRedirects: 0 })
      expect(response.status()).toBe(200)
      const html = await response.text()
      expect(html).toContain('<html lang="en"')
      expect(html).not.toContain("language-suggestion")

      await openPublicPage(page, `${site.url}${SERVICE_PAGE}`)
      const suggestion = suggestionOn(page)
      await suggestion.waitFor()
      expect(pathnameOf(page)).toBe(SERVICE_PAGE)
      expect(await suggestion.getAttribute("lang")).toBe("de")
      expect(await suggestion.getByRole("status").innerText()).toBe("Diese Seite gibt es auch auf Deutsch.")
      expect(await suggestion.getByRole("link", { name: "Auf Deutsch lesen" }).getAttribute("href")).toBe(GERMAN_SERVICE.path)

      // Dismissed from the keyboard: gone, focus on the page's main landmark, remembered.
      await suggestion.getByRole("button", { name: "Nein, danke" }).focus()
      await page.keyboard.press("Enter")
      await expect.poll(() => suggestion.count()).toBe(0)
      expect(await page.evaluate(() => document.activeElement?.id)).toBe("main-content")
      expect(await storedChoices(page)).toEqual({ language: null, suggestion: "dismissed" })

      await page.reload()
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" })
      await page.waitForLoadState("networkidle")
      expect(await suggestionOn(page).count()).toBe(0)
      await openSettled(page, "/")
      expect(await suggestionOn(page).count()).toBe(0)
      expect(errors).toEqual([])
    }))

  it("stops once the visitor chooses a language in the switcher, even one the browser does not prefer", () =>
    withGermanBrowser(async ({ page, errors }) => {
      await openPublicPage(page, `${site.url}${SERVICE_PAGE}`)
      await suggestionOn(page).waitFor()
      await page.getByRole("banner").getByText("Language: EN (English)").click()
      await page.getByRole("navigation", { name: "Language" }).getByRole("link", { name: "Svenska" }).click()
      await landedOn(page, SWEDISH_SERVICE.path, "sv")
      expect(await storedChoices(page)).toEqual({ language: "sv", suggestion: null })
      // A Swedish page would otherwise suggest German to this browser.
      await page.waitForLoadState("networkidle")
      expect(await suggestionOn(page).count()).toBe(0)
      await openSettled(page, SERVICE_PAGE)
      expect(await suggestionOn(page).count()).toBe(0)
      expect(errors).toEqual([])
    }))
})
