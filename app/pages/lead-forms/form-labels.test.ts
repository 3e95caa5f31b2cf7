import fs from "node:fs"
import path from "node:path"
import { describe, expect, it, vi } from "vitest"
import { CONSENT_TEXT, CONSENT_TEXTS, consultationSlotsSchema, quoteSchema } from "#shared/lead-schemas"
import { VISITOR_LEAD_COPY } from "#shared/lead-mail-copy"
import { estimatePrice } from "#shared/quote-estimate"
import { chosenTimeLabel, officeDayLabel, slotTimeLabel, type FieldChoice } from "@nordika/ui/sections"
import { OFFICE_SCHEDULE } from "../../data/office-hours"
import { createI18n } from "../../i18n/i18n"
import { messages as sv } from "../../i18n/locales/sv"
import { messages as de } from "../../i18n/locales/de"
import { ENGLISH_I18N } from "../../i18n/english"
import { ACCESSIBILITY_REPORT_FORM_COPY } from "../../content/lead-forms/accessibility-report"
import { BROCHURE_FORM_COPY, BROCHURES } from "../../content/lead-forms/brochure"
import { CONSULTATION_FORM_COPY, CONSULTATION_TOPICS } from "../../content/lead-forms/consultation"
import { CONTACT_FORM_COPY } from "../../content/lead-forms/contact"
import { EVENT_REGISTRATION_FORM_COPY } from "../../content/lead-forms/event-registration"
import { FREELANCER_FORM_COPY, FREELANCER_SERVICES, FREELANCER_SPECIALISATIONS } from "../../content/lead-forms/freelancer"
import { JOB_APPLICATION_FORM_COPY } from "../../content/lead-forms/job-application"
import { BUDGET_RANGES, QUOTE_FORM_COPY, QUOTE_SERVICES, SUBJECT_FIELDS } from "../../content/lead-forms/quote"
import { LANGUAGE_OPTIONS, languageOptions } from "./language-options"
import {
  accessibilityReportFormLabels,
  brochureFormLabels,
  choices,
  consultationFormLabels,
  contactFormLabels,
  eventRegistrationFormLabels,
  freelancerFormLabels,
  jobApplicationFormLabels,
  leadFormCopy,
  quoteEstimateText,
  quoteFormCopy,
  quoteFormLabels,
  timeSlotsFieldLabels,
  validationMessage,
  withLeadFormLabels,
} from "./form-labels"

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
    expect(validationMessage(SWEDISH, "Choice 2: something we never say.")).toBe("Choice 2: something we never say.")
  })

  it("words a consultation slot's problem in Swedish and German, the slot written as the language writes it", () => {
    const now = Date.parse("2026-06-15T08:00:00Z")
    const problems = (slots: string[]) => {
      const result = consultationSlotsSchema.safeParse(slots)
      return result.success ? [] : result.error.issues.map((issue) => issue.message)
    }
    vi.useFakeTimers({ now, toFake: ["Date"] })
    try {
      const passed = problems(["2026-06-12T08:00:00.000Z"])
      expect(passed).toEqual(["Fri 12 Jun 2026, 10:00 Stockholm time has already passed. Please choose a later time."])
      expect(validationMessage(ENGLISH_I18N, passed[0])).toBe(passed[0])
      expect(validationMessage(SWEDISH, passed[0])).toBe("fre 12 juni 2026 10.00 svensk tid har redan passerat. Välj en senare tid.")
      expect(validationMessage(GERMAN, passed[0])).toBe(
        "Fr., 12. Juni 2026, 10:00 Uhr Stockholmer Zeit ist bereits vorbei. Bitte wählen Sie einen späteren Termin.",
      )
      const twice = problems(["2026-06-16T12:00:00.000Z", "2026-06-16T12:00:00.000Z", "2026-06-15T09:00:00.000Z"])
      expect(twice.map((message) => validationMessage(SWEDISH, message))).toEqual([
        "Val 2: det här är samma tid som val 1. Välj en annan tid.",
        "Val 3: mån 15 juni 2026 11.00 svensk tid är för snart: vi behöver minst 24 timmars framförhållning. Välj en senare tid.",
      ])
      const offHours = problems([
        "2026-06-20T08:00:00.000Z",
        "2026-06-19T08:00:00.000Z",
        "2026-06-16T06:00:00.000Z",
        "2026-12-16T08:00:00.000Z",
      ])
      expect(offHours.map((message) => validationMessage(GERMAN, message))).toEqual([
        "Terminwunsch 1: Sa., 20. Juni 2026, 10:00 Uhr Stockholmer Zeit fällt auf einen Samstag. Unser Büro in Stockholm ist montags bis freitags geöffnet. Bitte wählen Sie einen Werktag.",
        "Terminwunsch 2: Fr., 19. Juni 2026, 10:00 Uhr Stockholmer Zeit fällt auf einen Tag, an dem unser Büro in Stockholm geschlossen ist. Bitte wählen Sie einen anderen Tag.",
        "Terminwunsch 3: Di., 16. Juni 2026, 08:00 Uhr Stockholmer Zeit liegt außerhalb unserer Bürozeiten: Beratungsgespräche beginnen zur vollen und halben Stunde zwischen 09:00 und 16:30 Uhr Stockholmer Zeit.",
        "Terminwunsch 4: Mi., 16. Dez. 2026, 09:00 Uhr Stockholmer Zeit liegt mehr als 8 Wochen in der Zukunft. Bitte wählen Sie einen Termin innerhalb der nächsten 8 Wochen.",
      ])
    } finally {
      vi.useRealTimers()
    }
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
      "Riktpris: 1\u00a0200\u00a0€–1\u00a0800\u00a0€ · cirka 1 arbetsdag",
    )
    expect(quoteEstimateText(GERMAN, "de", estimate, 2500)).toEqual({
      price: "Richtpreis: 1.200\u00a0€–1.800\u00a0€ · etwa 4 Werktage",
      basis:
        "Für 2.500 Wörter und die gewählten Sprachen. Ihre Projektmanagerin oder Ihr Projektmanager bestätigt den genauen Preis im Angebot.",
    })
  })
})

describe("the indicative price in SEK and EUR", () => {
  const sek = { min: 12400, max: 19840, currency: "SEK", days: 3 }
  const eur = { min: 1200, max: 1800, currency: "EUR", days: 3 }

  it("writes the rates' currency and the exact figures as each language writes money", () => {
    const price = (i18n: typeof SWEDISH, locale: "en" | "sv" | "de", estimate: typeof sek) =>
      quoteEstimateText(i18n, locale, estimate, 3000).price.split(" · ")[0]
    expect(price(ENGLISH_I18N, "en", sek)).toBe("Indicative price: SEK\u00a012,400–SEK\u00a019,840")
    expect(price(SWEDISH, "sv", sek)).toBe("Riktpris: 12\u00a0400\u00a0kr–19\u00a0840\u00a0kr")
    expect(price(GERMAN, "de", sek)).toBe("Richtpreis: 12.400\u00a0SEK–19.840\u00a0SEK")
    expect(price(ENGLISH_I18N, "en", eur)).toBe("Indicative price: €1,200–€1,800")
    expect(price(SWEDISH, "sv", eur)).toBe("Riktpris: 1\u00a0200\u00a0€–1\u00a0800\u00a0€")
    expect(price(GERMAN, "de", eur)).toBe("Richtpreis: 1.200\u00a0€–1.800\u00a0€")
  })

  it("shows the price the visitor's confirmation mail repeats", () => {
    for (const [i18n, locale] of [
      [ENGLISH_I18N, "en"],
      [SWEDISH, "sv"],
      [GERMAN, "de"],
    ] as const) {
      for (const estimate of [sek, eur]) {
        expect(quoteEstimateText(i18n, locale, estimate, 3000).price).toContain(estimatePrice(estimate, locale))
      }
    }
  })
})

describe("the consent the visitor ticks", () => {
  it("is, in each language, the sentence submit-lead stores with a lead sent in it", () => {
    expect(withLeadFormLabels(SWEDISH, CONTACT_FORM_COPY).consentLabel).toBe(
      "Jag godkänner att Nordika AB sparar och behandlar uppgifterna jag skickar för att kunna besvara min förfrågan, enligt integritetspolicyn.",
    )
    expect(withLeadFormLabels(GERMAN, CONTACT_FORM_COPY).consentLabel).toBe(
      "Ich bin damit einverstanden, dass die Nordika AB meine Angaben speichert und verarbeitet, um meine Anfrage zu beantworten, wie in der Datenschutzerklärung beschrieben.",
    )
    expect(withLeadFormLabels(ENGLISH_I18N, CONTACT_FORM_COPY).consentLabel).toBe(CONSENT_TEXT)
    for (const [i18n, locale] of [
      [ENGLISH_I18N, "en"],
      [SWEDISH, "sv"],
      [GERMAN, "de"],
    ] as const) {
      expect(leadFormCopy(i18n, "consultation", CONSULTATION_FORM_COPY).consentLabel).toBe(CONSENT_TEXTS[locale])
      expect(quoteFormCopy(i18n, QUOTE_FORM_COPY).consentLabel).toBe(CONSENT_TEXTS[locale])
    }
  })
})

describe("the choices the lead stores", () => {
  const lists = {
    QUOTE_SERVICES,
    SUBJECT_FIELDS,
    BUDGET_RANGES,
    CONSULTATION_TOPICS,
    BROCHURES,
    FREELANCER_SERVICES,
    FREELANCER_SPECIALISATIONS,
  }
  const value = (choice: FieldChoice) => (typeof choice === "string" ? choice : choice.value)
  const label = (choice: FieldChoice) => (typeof choice === "string" ? choice : choice.label)

  it("keep each option's stored value as in English, whatever the page's language", () => {
    for (const [name, values] of Object.entries(lists)) {
      for (const i18n of [ENGLISH_I18N, SWEDISH, GERMAN]) expect([name, choices(i18n, values).map(value)]).toEqual([name, values])
    }
  })

  it("label every option in English as its value, and in Swedish and German as the visitor's mail names it", () => {
    for (const values of Object.values(lists)) {
      expect(choices(ENGLISH_I18N, values).map(label)).toEqual(values)
      for (const [i18n, locale] of [
        [SWEDISH, "sv"],
        [GERMAN, "de"],
      ] as const) {
        const mail = VISITOR_LEAD_COPY[locale].choices ?? {}
        for (const choice of choices(i18n, values)) {
          expect(typeof choice, `${locale}: ${value(choice)} has no label`).toBe("object")
          if (value(choice) in mail) expect(label(choice)).toBe(mail[value(choice)])
        }
      }
    }
    expect(choices(SWEDISH, ["Under 1,000 EUR", "Open application"])).toEqual([
      { value: "Under 1,000 EUR", label: "Under 1 000 EUR" },
      { value: "Open application", label: "Spontanansökan" },
    ])
    expect(choices(GERMAN, QUOTE_SERVICES.slice(0, 2))).toEqual([
      { value: "Translation", label: "Übersetzung" },
      { value: "Website localization", label: "Website-Lokalisierung" },
    ])
  })

  it("leave a choice it has no message for (a published position's title) as it is", () => {
    expect(choices(SWEDISH, ["Backend engineer"])).toEqual(["Backend engineer"])
  })
})

describe("every lead form's own words in Swedish and German", () => {
  /** Every string a form's copy and labels hold (functions called with a sample), by where it is. */
  function texts(value: unknown, at = ""): [string, string][] {
    if (typeof value === "string") return [[at, value]]
    if (typeof value === "function") return texts((value as (...args: unknown[]) => unknown)(2, 10), at)
    if (value && typeof value === "object")
      return Object.entries(value).flatMap(([key, inner]) => (key === "href" ? [] : texts(inner, at ? `${at}.${key}` : key)))
    return []
  }
  const forms = (i18n: typeof SWEDISH) => ({
    quote: [quoteFormCopy(i18n, QUOTE_FORM_COPY), quoteFormLabels(i18n)],
    contact: [leadFormCopy(i18n, "contact", CONTACT_FORM_COPY), contactFormLabels(i18n)],
    consultation: [leadFormCopy(i18n, "consultation", CONSULTATION_FORM_COPY), consultationFormLabels(i18n)],
    brochure: [leadFormCopy(i18n, "brochure", BROCHURE_FORM_COPY), brochureFormLabels(i18n)],
    eventRegistration: [leadFormCopy(i18n, "eventRegistration", EVENT_REGISTRATION_FORM_COPY), eventRegistrationFormLabels(i18n)],
    freelancer: [leadFormCopy(i18n, "freelancer", FREELANCER_FORM_COPY), freelancerFormLabels(i18n)],
    jobApplication: [leadFormCopy(i18n, "jobApplication", JOB_APPLICATION_FORM_COPY), jobApplicationFormLabels(i18n)],
    accessibilityReport: [leadFormCopy(i18n, "accessibilityReport", ACCESSIBILITY_REPORT_FORM_COPY), accessibilityReportFormLabels(i18n)],
  })
  /** The words a language shares with English: Swedish "CV", German "(optional)". */
  const SHARED = new Set(["CV", "2 (optional)"])

  it("in English are the words the forms had before (their English copy)", () => {
    expect(texts(leadFormCopy(ENGLISH_I18N, "contact", CONTACT_FORM_COPY))).toEqual(
      texts(withLeadFormLabels(ENGLISH_I18N, CONTACT_FORM_COPY)),
    )
    expect(leadFormCopy(ENGLISH_I18N, "consultation", CONSULTATION_FORM_COPY).nextSteps).toEqual(CONSULTATION_FORM_COPY.nextSteps)
    expect(leadFormCopy(ENGLISH_I18N, "freelancer", FREELANCER_FORM_COPY).success).toEqual(FREELANCER_FORM_COPY.success)
  })

  it.each([
    ["sv", SWEDISH],
    ["de", GERMAN],
  ] as const)("leave no English text in any form in %s", (_, i18n) => {
    const english = forms(ENGLISH_I18N)
    for (const [name, parts] of Object.entries(forms(i18n))) {
      const translated = texts(parts)
      const source = new Map(texts(english[name as keyof typeof english]))
      expect(translated.length).toBeGreaterThan(8)
      const same = translated.filter(([at, text]) => source.get(at) === text && !SHARED.has(text))
      expect([name, same]).toEqual([name, []])
    }
  })

  it("word a Swedish contact form as a Swede reads it", () => {
    expect(contactFormLabels(SWEDISH)).toEqual({ form: "Skicka ett meddelande till oss", subject: "Ämne", message: "Meddelande" })
    expect(leadFormCopy(SWEDISH, "contact", CONTACT_FORM_COPY)).toMatchObject({
      heading: "Skicka ett meddelande till oss",
      submitLabel: "Skicka meddelande",
      errorTitle: "Ditt meddelande kunde inte skickas",
      success: { heading: "Tack, vi har tagit emot ditt meddelande", text: "En bekräftelse är på väg till din inkorg." },
    })
    const files = withLeadFormLabels(SWEDISH, CONTACT_FORM_COPY).labels!.files!
    expect(files.count(3, 10)).toBe("3 av 10 filer")
    expect(files.total(12400, 1)).toBe("Totalt: 12\u00a0400 ord i 1 fil")
    expect(withLeadFormLabels(GERMAN, CONTACT_FORM_COPY).labels!.files!.total(1, 2)).toBe("Insgesamt: 1 Wort in 2 Dateien")
  })
})

describe("the language pickers in the page's language", () => {
  const groups = (i18n: typeof SWEDISH) => ({
    mostRequested: i18n._("picker.languages.most-requested"),
    others: i18n._("picker.languages.others"),
  })

  it("name every language in Swedish, the most requested first, the others in Swedish order, each by its ISO code", () => {
    const swedish = languageOptions("sv", groups(SWEDISH))
    expect(swedish.slice(0, 8).map((language) => language.label)).toEqual([
      "Svenska",
      "Engelska",
      "Tyska",
      "Norska",
      "Danska",
      "Finska",
      "Franska",
      "Spanska",
    ])
    expect(swedish[0]).toEqual({ value: "sv", label: "Svenska", hint: "sv", group: "Mest efterfrågade" })
    expect(new Set(swedish.map((language) => language.value))).toEqual(new Set(LANGUAGE_OPTIONS.map((language) => language.value)))
    const others = swedish.slice(8)
    expect(others.map((language) => language.label)).toEqual(
      others.map((language) => language.label).sort(new Intl.Collator("sv-SE").compare),
    )
    // In Swedish order (no Swedish name here starts with Å, Ä or Ö, which would follow Z).
    expect(others.at(-1)?.label).toBe("Zulu")
    expect(others.find((language) => language.value === "is")).toMatchObject({ label: "Isländska", hint: "is" })
    expect(new Set(others.map((language) => language.group))).toEqual(new Set(["Övriga språk"]))
  })

  it("name them in German, and keep English's list as it was", () => {
    const german = languageOptions("de", groups(GERMAN))
    expect(german.slice(0, 3).map((language) => [language.value, language.label])).toEqual([
      ["sv", "Schwedisch"],
      ["en", "Englisch"],
      ["de", "Deutsch"],
    ])
    expect(languageOptions("en", groups(ENGLISH_I18N))).toBe(LANGUAGE_OPTIONS)
  })
})

describe("the consultation's preferred times in the page's language", () => {
  // Wednesday 17 June 2026, 10:00 in Stockholm; Tuesday 1 December 2026, 16:30 in Stockholm is 00:30 on Wednesday in Tokyo.
  const TEN_IN_STOCKHOLM = "2026-06-17T08:00:00.000Z"
  const HALF_FOUR_IN_DECEMBER = "2026-12-01T15:30:00.000Z"
  const SWEDISH_TIMES = timeSlotsFieldLabels(SWEDISH)
  const GERMAN_TIMES = timeSlotsFieldLabels(GERMAN)

  it("name a slot once when the visitor's clock reads Stockholm's", () => {
    expect(slotTimeLabel(OFFICE_SCHEDULE, TEN_IN_STOCKHOLM, "Europe/Stockholm")).toBe("10:00, your time and Stockholm's")
    expect(slotTimeLabel(OFFICE_SCHEDULE, TEN_IN_STOCKHOLM, "Europe/Stockholm", SWEDISH_TIMES, "sv-SE")).toBe(
      "10.00, din tid och Stockholms",
    )
    expect(slotTimeLabel(OFFICE_SCHEDULE, TEN_IN_STOCKHOLM, "Europe/Berlin", GERMAN_TIMES, "de-DE")).toBe(
      "10:00, Ihre Ortszeit und Stockholmer Zeit",
    )
  })

  it("give the visitor's time beside Stockholm's, and the visitor's weekday in the page's language when it is another day", () => {
    expect(slotTimeLabel(OFFICE_SCHEDULE, TEN_IN_STOCKHOLM, "America/New_York", SWEDISH_TIMES, "sv-SE")).toBe(
      "04.00 din tid · 10.00 i Stockholm",
    )
    expect(slotTimeLabel(OFFICE_SCHEDULE, TEN_IN_STOCKHOLM, "America/New_York", GERMAN_TIMES, "de-DE")).toBe(
      "04:00 Ihre Ortszeit · 10:00 in Stockholm",
    )
    expect(slotTimeLabel(OFFICE_SCHEDULE, HALF_FOUR_IN_DECEMBER, "Asia/Tokyo")).toBe("00:30 Wed your time · 16:30 in Stockholm")
    expect(slotTimeLabel(OFFICE_SCHEDULE, HALF_FOUR_IN_DECEMBER, "Asia/Tokyo", SWEDISH_TIMES, "sv-SE")).toBe(
      "ons 00.30 din tid · 16.30 i Stockholm",
    )
    expect(slotTimeLabel(OFFICE_SCHEDULE, HALF_FOUR_IN_DECEMBER, "Asia/Tokyo", GERMAN_TIMES, "de-DE")).toBe(
      "Mi 00:30 Ihre Ortszeit · 16:30 in Stockholm",
    )
  })

  it("write the office days and the chosen time's days as the language does", () => {
    expect([officeDayLabel("2026-06-17"), officeDayLabel("2026-06-17", "sv-SE"), officeDayLabel("2026-06-17", "de-DE")]).toEqual([
      "Wed 17 Jun",
      "ons 17 juni",
      "Mi., 17. Juni",
    ])
    expect(chosenTimeLabel(OFFICE_SCHEDULE, TEN_IN_STOCKHOLM, "America/New_York", SWEDISH_TIMES, "sv-SE")).toBe(
      "ons 17 juni 04.00 i din tidszon · ons 17 juni 10.00 i Stockholm",
    )
    expect(chosenTimeLabel(OFFICE_SCHEDULE, TEN_IN_STOCKHOLM, "America/New_York", GERMAN_TIMES, "de-DE")).toBe(
      "Mi., 17. Juni, 04:00 in Ihrer Zeitzone · Mi., 17. Juni, 10:00 in Stockholm",
    )
  })

  it("name the lists, the buttons and the office's rules in Swedish and German", () => {
    const rules = { meetingMinutes: 30, firstMeetingStart: "09:00", lastMeetingStart: "16:30", minNoticeHours: 24, timeZone: "Asia/Tokyo" }
    expect([SWEDISH_TIMES.dayOfChoice(1), SWEDISH_TIMES.timeOfChoice(1), SWEDISH_TIMES.removeChoice(2), SWEDISH_TIMES.addTime]).toEqual([
      "Dag, val 1",
      "Tid, val 1",
      "Ta bort val 2",
      "Lägg till ytterligare en tid",
    ])
    expect([GERMAN_TIMES.dayOfChoice(1), GERMAN_TIMES.removeChoice(2), GERMAN_TIMES.addTime]).toEqual([
      "Tag, Terminwunsch 1",
      "Terminwunsch 2 entfernen",
      "Weiteren Termin hinzufügen",
    ])
    expect(SWEDISH_TIMES.description(rules)).toBe(
      "Möten på 30 minuter de dagar vårt kontor i Stockholm har öppet, med start mellan kl. 09.00 och 16.30 svensk tid, bokade minst 24 timmar i förväg. Varje tid visas i din tidszon (Asia/Tokyo) och i svensk tid.",
    )
    expect(timeSlotsFieldLabels(ENGLISH_I18N).description(rules)).toBe(
      "30-minute meetings on the days our Stockholm office is open, starting 09:00–16:30 Stockholm time, at least 24 hours ahead. Each time is shown in your time zone (Asia/Tokyo) and in Stockholm.",
    )
  })
})
