import { describe, expect, it } from "vitest"
import { VISITOR_LEAD_COPY } from "#shared/lead-mail-copy"
import { TRANSLATION_LOCALES } from "#shared/locales"
import { CONSULTATION_TOPICS } from "../app/content/contact/book-consultation"
import { BROCHURES } from "../app/content/lead-forms/brochure"
import { BUDGET_RANGES, QUOTE_SERVICES, SUBJECT_FIELDS } from "../app/content/lead-forms/quote"

/** Every choice the forms offer, as the lead stores it (the English value the form sends). */
const CHOICES = [...QUOTE_SERVICES, ...SUBJECT_FIELDS, ...BUDGET_RANGES, ...CONSULTATION_TOPICS, ...BROCHURES]

describe("the choices a visitor made, in their confirmation mail", () => {
  it.each(TRANSLATION_LOCALES.map((locale) => [locale]))("%s: names every choice the forms offer in the language", (locale) => {
    const choices = VISITOR_LEAD_COPY[locale].choices ?? {}
    expect(CHOICES.filter((choice) => !(choice in choices))).toEqual([])
    for (const choice of CHOICES) expect(choices[choice]).not.toBe(choice)
  })
})
