import { describe, expect, it } from "vitest"
import { estimateQuote, rateFor, type TranslationRate } from "./translation-rates"

const rate = (target: string, min: number, max: number, extra: Partial<TranslationRate> = {}): TranslationRate => ({
  service: "Translation",
  source_language: "*",
  target_language: target,
  price_per_word_min: min,
  price_per_word_max: max,
  currency: "EUR",
  words_per_day: 2500,
  minimum_fee: 60,
  ...extra,
})

const RATES = [rate("*", 0.1, 0.16), rate("ja", 0.14, 0.2, { words_per_day: 2000 })]

describe("the quote form's indicative estimate", () => {
  it("takes the most specific rate for each pair", () => {
    expect(rateFor(RATES, "Translation", "sv", "ja")?.price_per_word_min).toBe(0.14)
    expect(rateFor(RATES, "Translation", "sv", "de")?.price_per_word_min).toBe(0.1)
    expect(rateFor(RATES, "Interpretation", "sv", "de")).toBeUndefined()
  })

  it("adds up the pairs, with each pair's minimum fee, and works them in parallel", () => {
    expect(estimateQuote(RATES, { service: "Translation", sourceLanguage: "sv", targetLanguages: ["de", "ja"], words: 5000 })).toEqual({
      min: 500 + 700,
      max: 800 + 1000,
      currency: "EUR",
      days: Math.ceil(5000 / 2000) + 1,
    })
    expect(estimateQuote(RATES, { service: "Translation", sourceLanguage: "sv", targetLanguages: ["de"], words: 100 })).toMatchObject({
      min: 60,
      max: 60,
    })
  })

  it("gives nothing while words, languages or a rate are missing", () => {
    expect(estimateQuote(RATES, { service: "Translation", sourceLanguage: "sv", targetLanguages: ["de"], words: 0 })).toBeNull()
    expect(estimateQuote(RATES, { service: "Translation", sourceLanguage: "", targetLanguages: ["de"], words: 10 })).toBeNull()
    expect(estimateQuote(RATES, { service: "Interpretation", sourceLanguage: "sv", targetLanguages: ["de"], words: 10 })).toBeNull()
  })
})
