/**
 * The visitor's confirmation of each lead kind as submit-lead writes it, for reading the wording in a
 * language as a buyer would: `npx tsx scripts/lead-mail-preview.ts sv [quote,consultation]` prints each
 * mail's subject and text (and the consultation's .ics) for a sample lead of every kind (or those named).
 */
import { CONSENT_TEXTS, LEAD_TYPES, type LeadType } from "#shared/lead-schemas"
import type { LeadToSummarise } from "#shared/lead-summary"
import { isSiteLocale } from "#shared/locales"
import { visitorConfirmation } from "../supabase/functions/submit-lead/handler"

/** A Tuesday morning in Stockholm: the moment the samples are sent, so that their slots are ones the office offers. */
const SENT_AT = new Date("2026-12-01T09:15:00Z")

/** Each kind's own fields, as its form sends them (the choices by their English value). */
const SAMPLE_DETAILS: Record<LeadType, Record<string, unknown>> = {
  quote: {
    service: "Transcreation and copywriting",
    subjectField: "Medical and life sciences",
    sourceLanguage: "en",
    targetLanguages: ["sv", "de", "fi"],
    deadline: "2026-12-18",
    budget: "1,000–5,000 EUR",
    instructions: "Three product sheets for the spring launch.\nThe Finnish one is urgent.",
  },
  consultation: {
    topic: "Leen platform demo",
    slots: ["2026-12-08T10:00:00+01:00", "2026-12-09T14:00:00+01:00"],
    timeZone: "Europe/Berlin",
    message: "Our TMS and Leen.",
  },
  contact: { subject: "Framework agreement", message: "Could we talk about a framework agreement?" },
  job_application: {
    position: "Open application",
    linkedin: "https://www.linkedin.com/in/anna-berg",
    coverLetter: "I would like to join.",
  },
  freelancer_application: {
    languagePairs: ["en>sv", "de>sv"],
    services: ["Transcreation", "Voice-over", "Interpreting"],
    specialisations: ["Marketing", "Medical and life sciences"],
    catTools: ["Trados Studio", "Leen"],
    rate: 0.09,
    currency: "EUR",
    yearsExperience: 12,
    vatNumber: "SE556677889901",
  },
  event_registration: { event: "21 January 2027, 15:00 CET: Post-editing with quality estimation", message: "Vegetarian lunch, please." },
  brochure_request: { brochure: "Nordika company brochure" },
  accessibility_report: { pageAddress: "/contact", problem: "The send button has no name.", assistiveTechnology: "Firefox with NVDA" },
}

/** The sample lead of a kind, as stored. */
function sampleLead(type: LeadType, locale: LeadToSummarise["locale"]): LeadToSummarise {
  const withCompany = ["quote", "consultation", "contact", "event_registration", "brochure_request"].includes(type)
  const withFiles = type === "quote" || type === "job_application" || type === "freelancer_application"
  return {
    id: "00000000-0000-4000-8000-000000000042",
    reference: "NQ-2026-00042",
    type,
    name: "Anna Berg",
    email: "anna.berg@example.com",
    company: withCompany ? "Berg & Co AB" : null,
    phone: ["quote", "job_application", "freelancer_application"].includes(type) ? "+46 8 123 45 67" : null,
    details: SAMPLE_DETAILS[type],
    files: !withFiles
      ? []
      : type === "quote"
        ? [
            { name: "product-sheets.docx", sizeBytes: 2_516_582, wordCount: 1204, field: "files" },
            { name: "visuals.pdf", sizeBytes: 120_000, wordCount: null, field: "files" },
          ]
        : [{ name: "cv.pdf", sizeBytes: 300_000, wordCount: null, field: "cv" }],
    estimate:
      type === "quote"
        ? { shown: true, min: 1200, max: 1800, currency: "EUR", days: 4, words: 2500, ratesUpdatedAt: "2026-04-01T08:00:00Z" }
        : null,
    consent: { text: CONSENT_TEXTS[locale ?? "en"], version: "2026-04-01", givenAt: SENT_AT.toISOString() },
    pagePath: "/contact",
    receivedAt: SENT_AT.toISOString(),
    locale,
  }
}

const [locale = "en", kinds] = process.argv.slice(2)
if (!isSiteLocale(locale)) {
  console.error("usage: npx tsx scripts/lead-mail-preview.ts en|sv|de [quote,consultation,…]")
  process.exit(2)
}
for (const type of (kinds?.split(",") ?? LEAD_TYPES) as LeadType[]) {
  const mail = visitorConfirmation(sampleLead(type, locale), "https://nordika.com", SENT_AT)
  console.log(`\n======== ${type} (${locale}) ========\nSubject: ${mail.subject}\n\n${mail.text}`)
  for (const attachment of mail.attachments ?? []) console.log(`\n--- ${attachment.filename} ---\n${attachment.content}`)
}
