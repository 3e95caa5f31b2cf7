import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { Browser, Page } from "playwright-core"
import { CONSENT_TEXTS, MIN_FILL_TIME_MS } from "#shared/lead-schemas"
import type { TestServer } from "../../server/testing/harness"
import { arrivedMail } from "../../server/testing/mail"
import { chooseInFormSelect, formSelectChoices, openPublicPage, startJourneys, withFreshPage } from "./staff"

let site: TestServer
let browser: Browser

beforeAll(async () => {
  ;({ site, browser } = await startJourneys())
})

afterAll(() => site?.close())

/**
 * Every text a visitor reads or hears in the page's lead form: its headings, labels, hints, buttons,
 * placeholders and accessible names (the honeypot, which people never see, left out), once it has
 * mounted every field.
 */
async function formTexts(page: Page): Promise<string[]> {
  const form = page.locator("form[data-slot=lead-form]")
  await form.getByRole("checkbox").waitFor({ timeout: 20_000 })
  return form.evaluate((element) => {
    const texts = new Set<string>()
    const inHoneypot = (node: Element | null | undefined) =>
      Boolean(node?.closest("[aria-hidden=true]")?.querySelector("input[name=website]"))
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (inHoneypot(node.parentElement)) continue
      const text = node.textContent?.trim()
      if (text) texts.add(text)
    }
    for (const labelled of [element, ...element.querySelectorAll("[placeholder], [aria-label]")]) {
      if (inHoneypot(labelled)) continue
      for (const attribute of ["placeholder", "aria-label"]) {
        const text = labelled.getAttribute(attribute)?.trim()
        if (text) texts.add(text)
      }
    }
    return [...texts]
  })
}

describe("the lead forms on the Swedish pages (issue 39)", () => {
  it.each([
    ["quote", "/contact/request-quote", "/sv/kontakt/begar-offert"],
    ["contact", "/contact", "/sv/kontakt"],
  ])("show the %s form with no English label, hint, button or consent", async (_, englishPath, swedishPath) => {
    const english = await withFreshPage(browser, async ({ page }) => {
      await openPublicPage(page, `${site.url}${englishPath}`)
      return formTexts(page)
    })
    await withFreshPage(browser, async ({ page, errors }) => {
      await openPublicPage(page, `${site.url}${swedishPath}`)
      const swedish = await formTexts(page)
      expect(english.length).toBeGreaterThan(8)
      expect(swedish.length).toBeGreaterThanOrEqual(english.length - 2)
      expect(swedish.filter((text) => english.includes(text))).toEqual([])
      expect(swedish).toContain(CONSENT_TEXTS.sv)
      expect(errors).toEqual([])
    })
  })

  it("offers the quote form's choices in Swedish and stores the values a lead has always stored", async () => {
    await withFreshPage(browser, async ({ page, errors }) => {
      await openPublicPage(page, `${site.url}/sv/kontakt/begar-offert`)
      await page.getByRole("textbox", { name: "För- och efternamn" }).waitFor()
      const tokenArrival = page
        .waitForResponse((response) => new URL(response.url()).pathname === "/functions/v1/lead-start-token", { timeout: 60_000 })
        .then(() => Date.now())
      await page.getByRole("textbox", { name: "För- och efternamn" }).fill("Karin Holm")
      await page.getByRole("textbox", { name: "E-post i tjänsten" }).fill("karin.holm.sv@example.test")
      await page.getByRole("textbox", { name: "Företag eller organisation" }).fill("Holm & Partner AB")

      const services = await formSelectChoices(page, "Tjänst")
      expect(services.slice(0, 3)).toEqual(["Översättning", "Lokalisering av webbplatser", "Lokalisering av mjukvara och appar"])
      expect(services).not.toContain("Translation")
      await chooseInFormSelect(page, "Tjänst", "Översättning")
      await chooseInFormSelect(page, "Budgetram (valfritt)", "Under 1 000 EUR")

      await page.getByRole("combobox", { name: "Källspråk", exact: true }).click()
      await page.getByRole("combobox", { name: "Sök bland källspråk" }).fill("Engelska")
      await page
        .getByRole("option", { name: /^Engelska/ })
        .first()
        .click()
      const targets = page.getByRole("combobox", { name: "Målspråk", exact: true })
      await targets.click()
      await page.getByRole("combobox", { name: "Sök bland målspråk" }).fill("Tyska")
      await page
        .getByRole("option", { name: /^Tyska/ })
        .first()
        .click()
      if ((await targets.getAttribute("aria-expanded")) === "true") await targets.click()
      await expect.poll(() => targets.innerText()).toBe("1 vald")
      await page.getByRole("button", { name: "Ta bort Tyska" }).waitFor()

      await page.getByRole("textbox", { name: "Projektbeskrivning och instruktioner" }).fill("Årsredovisning, 40 sidor.")
      await page.getByRole("checkbox", { name: CONSENT_TEXTS.sv }).check()
      const left = (await tokenArrival) + MIN_FILL_TIME_MS + 200 - Date.now()
      if (left > 0) await new Promise((resolve) => setTimeout(resolve, left))
      await page.getByRole("button", { name: "Skicka offertförfrågan" }).click()
      const shown = page.locator("[data-slot=lead-reference]")
      await shown.waitFor({ timeout: 15_000 })
      await page.getByRole("heading", { name: "Tack, vi har tagit emot din förfrågan" }).waitFor()
      const reference = (await shown.innerText()).trim()

      const { data: lead, error } = await site
        .client({ key: site.serviceRoleKey })
        .from("leads")
        .select("locale, consent_text, details")
        .eq("reference", reference)
        .single()
      expect(error).toBeNull()
      expect(lead).toMatchObject({
        locale: "sv",
        consent_text: CONSENT_TEXTS.sv,
        details: { service: "Translation", budget: "Under 1,000 EUR", sourceLanguage: "en", targetLanguages: ["de"] },
      })
      expect(errors).toEqual([])
    })
  })

  it("lists the events by their Swedish names under Swedish dates, stores the English choice and mails the Swedish one", async () => {
    await withFreshPage(browser, async ({ page, errors }) => {
      await openPublicPage(page, `${site.url}/sv/frilansare/ansok-och-evenemang`)
      const events = page.getByRole("combobox", { name: "Evenemang", exact: true })
      await events.waitFor({ timeout: 20_000 })
      // The form asks for its start token on first focus, which opening the list is.
      const tokenArrival = page
        .waitForResponse((response) => new URL(response.url()).pathname === "/functions/v1/lead-start-token", { timeout: 60_000 })
        .then(() => Date.now())
      const options = await formSelectChoices(page, "Evenemang")
      expect(options).toContain("22 april 2027, kl. 13.00–18.00 CET: Frilansdag i Stockholm")
      expect(options).toContain("21 januari 2027, kl. 15.00 CET: Efterredigering med kvalitetsestimering")
      expect(options.filter((option) => /Freelancer Day|Post-editing/.test(option))).toEqual([])
      await chooseInFormSelect(page, "Evenemang", "22 april 2027, kl. 13.00–18.00 CET: Frilansdag i Stockholm")
      expect(await events.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent)).toBe(
        "22 april 2027, kl. 13.00–18.00 CET: Frilansdag i Stockholm",
      )
      await page.getByRole("textbox", { name: "För- och efternamn" }).fill("Sara Lind")
      await page.getByRole("textbox", { name: /^E-post/ }).fill("sara.lind.sv@example.test")
      await page.getByRole("checkbox", { name: CONSENT_TEXTS.sv }).check()
      const left = (await tokenArrival) + MIN_FILL_TIME_MS + 200 - Date.now()
      if (left > 0) await new Promise((resolve) => setTimeout(resolve, left))
      await page.getByRole("button", { name: "Anmäl dig" }).click()
      await page.getByRole("heading", { name: "Du är anmäld" }).waitFor({ timeout: 15_000 })

      const { data: lead } = await site
        .client({ key: site.serviceRoleKey })
        .from("leads")
        .select("locale, details")
        .eq("email", "sara.lind.sv@example.test")
        .single()
      expect(lead).toMatchObject({ locale: "sv", details: { event: "22 April 2027, 13:00–18:00 CET: Freelancer Day Stockholm" } })
      const mail = await arrivedMail(site, (m) => m.kind === "lead_confirmation" && m.to === "sara.lind.sv@example.test")
      expect(mail.text).toContain("  Evenemang: 22 april 2027, kl. 13.00–18.00 CET: Frilansdag i Stockholm\n")
      expect(errors).toEqual([])
    })
  })
})

describe("the application form on the German pages (issue 39)", () => {
  it("lists the open positions by their German titles", async () => {
    await withFreshPage(browser, async ({ page, errors }) => {
      await openPublicPage(page, `${site.url}/de/karriere/bewerbungsportal`)
      await page.getByRole("combobox", { name: "Stelle", exact: true }).waitFor({ timeout: 20_000 })
      const options = await formSelectChoices(page, "Stelle")
      expect(options).toContain("Spezialist für Sprachdaten (m/w/d)")
      expect(options).toContain("Initiativbewerbung")
      expect(options).not.toContain("Language data specialist")
      expect(errors).toEqual([])
    })
  })
})
