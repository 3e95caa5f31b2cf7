/**
 * The lead forms' words in the page's language, from the interface catalogs (app/i18n/locales): what
 * every form shares, the quote form's own, and the shared zod schemas' messages (English, checked the
 * same way by submit-lead) shown in the page's language.
 */
import type { I18n } from "../../i18n/runtime"
import type { LeadFormCopy, LeadFormLabels, QuoteFormLabels } from "@nordika/ui/sections"
import { INTL_LOCALES, type SiteLocale } from "#shared/locales"

/**
 * The schemas' messages and their ids. A message not listed (a consultation slot's detailed reason,
 * say) shows as the schema says it.
 */
const VALIDATION_MESSAGES: ReadonlyMap<string, string> = new Map([
  ["Please enter your name.", /*i18n*/ "validation.name"],
  ["Please enter your email address.", /*i18n*/ "validation.email"],
  ["Please enter a valid email address, for example name@company.com.", /*i18n*/ "validation.email-invalid"],
  ["Please enter your company or organisation.", /*i18n*/ "validation.company"],
  ["Please enter a phone number with digits, spaces and an optional leading +.", /*i18n*/ "validation.phone"],
  ["Please accept the privacy policy so we can answer you.", /*i18n*/ "validation.consent"],
  ["Together the files may be at most 200 MB.", /*i18n*/ "validation.files-total"],
  ["Please choose a date.", /*i18n*/ "validation.date"],
  ["Please choose the service closest to what you need.", /*i18n*/ "validation.service"],
  ["Please tell us the source language.", /*i18n*/ "validation.source-language"],
  ["Please choose at least one target language.", /*i18n*/ "validation.target-languages"],
  ["Please describe your project in a sentence or two.", /*i18n*/ "validation.instructions"],
  ["Please suggest at least one time window.", /*i18n*/ "validation.slots"],
  ["Please choose a topic.", /*i18n*/ "validation.topic"],
  ["Please choose your time zone so we can propose suitable times.", /*i18n*/ "validation.time-zone"],
  ["Please choose a time zone by its name, such as Europe/Stockholm.", /*i18n*/ "validation.time-zone-invalid"],
  ["Please write your message.", /*i18n*/ "validation.message"],
  ["Please choose the position you are applying for.", /*i18n*/ "validation.position"],
  ["Please enter a LinkedIn profile address, starting with https://.", /*i18n*/ "validation.linkedin"],
  ["Please attach your CV.", /*i18n*/ "validation.cv"],
  ["Please add at least one language pair.", /*i18n*/ "validation.language-pairs"],
  ["Please choose at least one service.", /*i18n*/ "validation.services"],
  ["Please enter your rate per word.", /*i18n*/ "validation.rate"],
  ["Please enter a rate of 0 or more.", /*i18n*/ "validation.rate-negative"],
  ["Please choose a currency.", /*i18n*/ "validation.currency"],
  ["Please enter your years of experience.", /*i18n*/ "validation.experience"],
  ["Please enter whole years.", /*i18n*/ "validation.experience-whole"],
  ["Please choose an event.", /*i18n*/ "validation.event"],
  ["Please choose a brochure.", /*i18n*/ "validation.brochure"],
  ["Please describe the problem you met.", /*i18n*/ "validation.problem"],
])
const TOO_LONG = /^Please keep this under (\d+) characters\.$/
const TOO_MANY_FILES = /^Please attach at most (\d+) files\.$/

/** A schema's (or submit-lead's) message in the page's language; one the catalogs do not know stays as it is. */
export function validationMessage(i18n: I18n, message: string): string {
  const id = VALIDATION_MESSAGES.get(message)
  if (id) return i18n._(id)
  const tooLong = TOO_LONG.exec(message)
  if (tooLong) return i18n._("validation.too-long", { max: Number(tooLong[1]) })
  const tooMany = TOO_MANY_FILES.exec(message)
  if (tooMany) return i18n._("validation.too-many-files", { max: Number(tooMany[1]) })
  return message
}

/** What every lead form says the same way, in the page's language. */
function leadFormLabels(i18n: I18n): LeadFormLabels {
  return {
    optional: (label) => i18n._("lead-form.optional", { label }),
    message: (message) => validationMessage(i18n, message),
    fullName: i18n._("lead-form.full-name"),
    email: i18n._("lead-form.email"),
    workEmail: i18n._("lead-form.work-email"),
    company: i18n._("lead-form.company"),
    reference: i18n._("lead-form.reference"),
    nextSteps: i18n._("lead-form.next-steps"),
    somethingWentWrong: i18n._("lead-form.something-went-wrong"),
  }
}

/** A form's copy with the consent, the privacy link, the sending label and the shared words in the page's language. */
export function withLeadFormLabels(i18n: I18n, copy: LeadFormCopy): LeadFormCopy {
  return {
    ...copy,
    submittingLabel: i18n._("lead-form.submitting"),
    consentLabel: i18n._("lead-form.consent"),
    privacyLink: { ...copy.privacyLink, label: i18n._("lead-form.privacy-link") },
    labels: leadFormLabels(i18n),
  }
}

/** The quote form's copy (heading, buttons, confirmation, next steps) in the page's language. */
export function quoteFormCopy(i18n: I18n, english: LeadFormCopy): LeadFormCopy {
  return withLeadFormLabels(i18n, {
    ...english,
    heading: i18n._("quote-form.heading"),
    intro: i18n._("quote-form.intro"),
    submitLabel: i18n._("quote-form.submit"),
    success: { heading: i18n._("quote-form.success.heading"), text: i18n._("quote-form.success.text") },
    errorTitle: i18n._("quote-form.error-title"),
    nextSteps: [
      { title: i18n._("quote-form.step.confirmation"), description: i18n._("quote-form.step.confirmation.text") },
      { title: i18n._("quote-form.step.analysis"), description: i18n._("quote-form.step.analysis.text") },
      { title: i18n._("quote-form.step.quote"), description: i18n._("quote-form.step.quote.text") },
      { title: i18n._("quote-form.step.go-ahead"), description: i18n._("quote-form.step.go-ahead.text") },
    ],
  })
}

/** The quote form's field labels, placeholders and hints in the page's language. */
export function quoteFormLabels(i18n: I18n): QuoteFormLabels {
  return {
    form: i18n._("quote-form.label"),
    phone: i18n._("quote-form.phone"),
    service: i18n._("quote-form.service"),
    servicePlaceholder: i18n._("quote-form.service.placeholder"),
    subjectField: i18n._("quote-form.subject-field"),
    subjectFieldPlaceholder: i18n._("quote-form.subject-field.placeholder"),
    sourceLanguage: i18n._("quote-form.source-language"),
    sourceLanguagePlaceholder: i18n._("quote-form.source-language.placeholder"),
    sourceLanguageSearch: i18n._("quote-form.source-language.search"),
    targetLanguages: i18n._("quote-form.target-languages"),
    targetLanguagesPlaceholder: i18n._("quote-form.target-languages.placeholder"),
    targetLanguagesSearch: i18n._("quote-form.target-languages.search"),
    files: i18n._("quote-form.files"),
    filesDescription: ({ maxFiles, maxFileSize, kinds }) => i18n._("quote-form.files.description", { maxFiles, maxFileSize, kinds }),
    fileInvalid: i18n._("quote-form.files.invalid"),
    deadline: i18n._("quote-form.deadline"),
    budget: i18n._("quote-form.budget"),
    budgetPlaceholder: i18n._("quote-form.budget.placeholder"),
    instructions: i18n._("quote-form.instructions"),
    instructionsPlaceholder: i18n._("quote-form.instructions.placeholder"),
    instructionsDescription: i18n._("quote-form.instructions.description"),
  }
}

/** An amount in the page's language's format: "€1,200" in English, "1 200 €" in Swedish, "1.200 €" in German. */
function formatMoney(locale: SiteLocale, amount: number, currency: string): string {
  return new Intl.NumberFormat(INTL_LOCALES[locale], { style: "currency", currency, maximumFractionDigits: 0 }).format(amount)
}

/** The quote estimate's two lines in the page's language. */
export function quoteEstimateText(
  i18n: I18n,
  locale: SiteLocale,
  estimate: { min: number; max: number; currency: string; days: number },
  words: number,
): { price: string; basis: string } {
  const { min, max, currency, days } = estimate
  const price =
    min === max ? formatMoney(locale, min, currency) : `${formatMoney(locale, min, currency)}–${formatMoney(locale, max, currency)}`
  const turnaround = i18n._("quote-estimate.turnaround", { days })
  return { price: i18n._("quote-estimate.price", { price, turnaround }), basis: i18n._("quote-estimate.basis", { words }) }
}
