import fs from "node:fs"
import path from "node:path"
import { describe, expect, it } from "vitest"
import { quoteSchema } from "#shared/lead-schemas"
import { createI18n } from "../../i18n/i18n"
import { messages as sv } from "../../i18n/locales/sv"
import { messages as de } from "../../i18n/locales/de"
import { ENGLISH_I18N } from "../../i18n/english"
import { quoteEstimateText, validationMessage } from "./form-labels"

const SWEDISH = createI18n("sv", sv)
const GERMAN = createI18n("de", de)

/** Every message literal the shared schemas hold (a `${…}` template is tried with a number in it). */
function schemaMessages(): string[] {
  const source = fs.readFileSync(path.resolve("supabase/functions/_shared/lead-schemas.ts"), "utf8")
  const literals = [...source.matchAll(/"(Please [^"]+|Together [^"]+)"/g)].map((match) => match[1])
  const templates = [...source.matchAll(/`(Please [^`]+)`/g)].map((match) => match[1].replace(/\$\{[^}]+\}/g, "5"))
  return [...new Set([...literals, ...templates])]
}

describe("the lead forms' validation messages in the page's language", () => {
  it("has a Swedish and a German message for every message of the shared schemas", () => {
    const messages = schemaMessages()
    expect(messages.length).toBeGreaterThan(30)
    expect(messages.filter((message) => validationMessage(SWEDISH, message) === message)).toEqual([])
    expect(messages.filter((message) => validationMessage(GERMAN, message) === message)).toEqual([])
    expect(messages.filter((message) => validationMessage(ENGLISH_I18N, message) !== message)).toEqual([])
  })

  it("shows an empty quote request's problems in Swedish and German", () => {
    const result = quoteSchema.safeParse({ name: "", email: "anna@", company: "", service: "", sourceLanguage: "", targetLanguages: [] })
    const issues = result.success ? [] : result.error.issues.map((issue) => issue.message)
    expect(issues.map((message) => validationMessage(SWEDISH, message))).toEqual(
      expect.arrayContaining([
        "Fyll i ditt namn.",
        "Ange en giltig e-postadress, till exempel namn@foretag.se.",
        "Välj minst ett målspråk.",
      ]),
    )
    expect(validationMessage(GERMAN, "Please keep this under 200 characters.")).toBe("Bitte bleiben Sie unter 200 Zeichen.")
  })

  it("leaves a message it does not know as the schema wrote it", () => {
    expect(validationMessage(SWEDISH, "Choice 2: this is the same time as choice 1. Please choose another.")).toBe(
      "Choice 2: this is the same time as choice 1. Please choose another.",
    )
  })
})

describe("the quote estimate in the page's language", () => {
  const estimate = { min: 1200, max: 1800, currency: "EUR", days: 4 }

  it("formats the price and the plurals as each language does", () => {
    expect(quoteEstimateText(ENGLISH_I18N, "en", estimate, 2500)).toEqual({
      price: "Indicative price: €1,200–€1,800 · about 4 business days",
      basis: "For 2,500 words and the languages you chose. Your project manager confirms the exact price in the quote.",
    })
    expect(quoteEstimateText(SWEDISH, "sv", { ...estimate, days: 1 }, 1).price).toBe(
      "Ungefärligt pris: 1\u00a0200\u00a0€–1\u00a0800\u00a0€ · cirka 1 arbetsdag",
    )
    expect(quoteEstimateText(GERMAN, "de", estimate, 2500)).toEqual({
      price: "Richtpreis: 1.200\u00a0€–1.800\u00a0€ · etwa 4 Werktage",
      basis: "Für 2.500 Wörter und die gewählten Sprachen. Ihr Projektmanagement bestätigt den genauen Preis im Angebot.",
    })
  })
})
