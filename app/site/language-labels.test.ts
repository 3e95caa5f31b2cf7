import { describe, expect, it } from "vitest"
import { notTranslatedNote } from "./language-labels"
import { legalTranslationNotice } from "./legal-notice"

describe("a translated legal page's line under its heading", () => {
  it("says the English version prevails, in the page's language", () => {
    expect(legalTranslationNotice("sv", { privacyPolicy: false })).toBe(
      "Detta är en översättning. Om versionerna skiljer sig åt gäller den engelska versionen.",
    )
    expect(legalTranslationNotice("de", { privacyPolicy: false })).toBe(
      "Dies ist eine Übersetzung. Bei Abweichungen ist die englische Fassung maßgeblich.",
    )
  })

  it("on the privacy policy, says all three versions bind (GDPR art. 12(1): the notice binds as the reader reads it)", () => {
    expect(legalTranslationNotice("sv", { privacyPolicy: true })).toBe(
      "Integritetspolicyn finns på engelska, svenska och tyska. Alla tre versionerna är lika giltiga.",
    )
    expect(legalTranslationNotice("de", { privacyPolicy: true })).toBe(
      "Diese Datenschutzerklärung liegt auf Englisch, Schwedisch und Deutsch vor. Alle drei Fassungen sind gleichermaßen verbindlich.",
    )
  })
})

describe("the switcher's note on a language the page is not in", () => {
  it("is in that language, so its reader understands it", () => {
    expect(notTranslatedNote("sv")).toBe("Den här sidan finns inte på svenska. Till den svenska startsidan.")
    expect(notTranslatedNote("de")).toBe("Diese Seite gibt es nicht auf Deutsch. Zur deutschen Startseite.")
  })
})
