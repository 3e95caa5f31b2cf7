/**
 * What the lead forms and the submit-lead function agree on besides the schemas: the kinds of lead,
 * the consent text, the anti-spam timing and the file limits. Apart from lead-schemas.ts, which
 * re-exports them, so that a page can show a form's consent and file rules without loading zod
 * (a quarter of the quote page's script); the schemas load when the visitor starts the form.
 */
import type { SiteLocale } from "./locales.ts"

export const LEAD_TYPES = [
  "quote",
  "consultation",
  "contact",
  "job_application",
  "freelancer_application",
  "event_registration",
  "brochure_request",
  "accessibility_report",
] as const
export type LeadType = (typeof LEAD_TYPES)[number]

/** The consent every form asks for, stored with the lead (text, version and time) as the GDPR record. */
export const CONSENT_TEXT =
  "I agree that Nordika AB stores and processes the information I send to answer this request, as described in the privacy policy."
export const CONSENT_VERSION = "2026-04-01"
/**
 * The consent sentence in each language the forms are shown in: the same promise, worded natively
 * (Swedish "du", German "Sie"). The form shows the page language's, and the lead stores the one shown.
 */
export const CONSENT_TEXTS: Record<SiteLocale, string> = {
  en: CONSENT_TEXT,
  sv: "Jag godkänner att Nordika AB sparar och behandlar uppgifterna jag skickar för att kunna besvara min förfrågan, enligt integritetspolicyn.",
  de: "Ich bin damit einverstanden, dass die Nordika AB meine Angaben speichert und verarbeitet, um meine Anfrage zu beantworten, wie in der Datenschutzerklärung beschrieben.",
}

/** A form sent sooner than this after it was shown was filled by a script. */
export const MIN_FILL_TIME_MS = 3_000
/** Per address: at most this many submissions per window. */
export const LEAD_RATE_LIMIT = { max: 5, windowSeconds: 600 } as const

export const MAX_FILE_BYTES = 20 * 1024 * 1024
export const MAX_FILES_PER_LEAD = 10
export const MAX_TOTAL_FILE_BYTES = 200 * 1024 * 1024
/** Extensions the file fields take (the uploads bucket's MIME list decides what storage accepts). */
export const ACCEPTED_FILE_EXTENSIONS = ["docx", "xlsx", "pptx", "pdf", "txt", "html", "htm", "xliff", "xlf", "srt", "idml", "zip"] as const
/** What a CV or cover letter may be. */
export const ACCEPTED_CV_EXTENSIONS = ["pdf", "docx", "txt"] as const
