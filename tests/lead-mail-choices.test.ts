import { describe, expect, it } from "vitest"
import { VISITOR_LEAD_COPY } from "#shared/lead-mail-copy"
import { OPEN_APPLICATION } from "#shared/lead-choices"
import { TRANSLATION_LOCALES } from "#shared/locales"
import type { FieldChoice } from "@nordika/ui/sections"
import { I18n } from "../app/i18n/runtime"
import { messages as sv } from "../app/i18n/locales/sv"
import { messages as de } from "../app/i18n/locales/de"
import { choices } from "../app/pages/lead-forms/form-labels"
import { CONSULTATION_TOPICS } from "../app/content/contact/book-consultation"
import { BROCHURES } from "../app/content/lead-forms/brochure"
import { FREELANCER_SERVICES, FREELANCER_SPECIALISATIONS } from "../app/content/lead-forms/freelancer"
import { BUDGET_RANGES, QUOTE_SERVICES, SUBJECT_FIELDS } from "../app/content/lead-forms/quote"

/** Every choice the forms offer, as the lead stores it (the English value the form sends). */
const CHOICES = [
  ...new Set([
    ...QUOTE_SERVICES,
    ...SUBJECT_FIELDS,
    ...BUDGET_RANGES,
    ...CONSULTATION_TOPICS,
    ...BROCHURES,
    ...FREELANCER_SERVICES,
    ...FREELANCER_SPECIALISATIONS,
    OPEN_APPLICATION,
  ]),
]

const CATALOGS = { sv, de }

/** Choices the language names as English does (tests/interface-strings.test.ts' SAME_AS_ENGLISH holds the forms' to the same). */
const SAME_AS_ENGLISH = { sv: ["Voice-over"], de: ["Voice-over", "Marketing", "Gaming"] }

describe("the choices a visitor made, in their confirmation mail", () => {
  it.each(TRANSLATION_LOCALES.map((locale) => [locale]))("%s: names every choice the forms offer in the language", (locale) => {
    const choices = VISITOR_LEAD_COPY[locale].choices ?? {}
    expect(CHOICES.filter((choice) => !(choice in choices))).toEqual([])
    expect(CHOICES.filter((choice) => choices[choice] === choice)).toEqual(SAME_AS_ENGLISH[locale])
  })

  it.each(TRANSLATION_LOCALES.map((locale) => [locale]))("%s: names each choice as the form labelled it", (locale) => {
    const onTheForm = choices(new I18n(locale, CATALOGS[locale]), CHOICES).map((choice: FieldChoice) =>
      typeof choice === "string" ? [choice, choice] : [choice.value, choice.label],
    )
    const mail = VISITOR_LEAD_COPY[locale].choices ?? {}
    expect(Object.fromEntries(CHOICES.map((choice) => [choice, mail[choice]]))).toEqual(Object.fromEntries(onTheForm))
  })
})
