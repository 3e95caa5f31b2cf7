/**
 * A lead of any type as a person reads it: the fields under the labels the form shows, language
 * codes as names, preferred times on Stockholm's clock and the visitor's, dates the British way
 * (staff read English; the visitor reads the language they sent the lead in, lead-mail-copy),
 * files with their size and word count, the indicative price the visitor saw, the consent record
 * in words and where the lead came from. No raw key, ISO time or JSON reaches the reader: a field
 * this module does not know yet gets a label made from its name and a value in words.
 *
 * The mails (the staff notification, the visitor's confirmation) render its sections with ./mail.ts.
 */
import ISO6391 from "iso-639-1"
import { formatBytes } from "./format-bytes.ts"
import { VISITOR_LEAD_COPY, type VisitorLeadCopy } from "./lead-mail-copy.ts"
import type { LeadType } from "./lead-schemas.ts"
import { INTL_LOCALES, SOURCE_LOCALE, type SiteLocale } from "./locales.ts"
import type { MailRow, MailSection } from "./mail.ts"
import { describeStoredEstimate, type StoredQuoteEstimate } from "./quote-estimate.ts"
import { OFFICE_TIME_ZONE, describeSlot, formatDay, formatMoment, isTimeZone, zoneCity, type TimeReader } from "./zoned-time.ts"

/** Each type in a sentence: "a new quote request". */
export const LEAD_TYPE_NOUNS: Record<LeadType, string> = {
  quote: "quote request",
  consultation: "consultation request",
  contact: "message",
  job_application: "job application",
  freelancer_application: "freelancer application",
  event_registration: "event registration",
  brochure_request: "brochure request",
  accessibility_report: "accessibility report",
}

/** Each type as a heading: "Quote request". */
export const leadTypeTitle = (type: LeadType) => LEAD_TYPE_NOUNS[type].replace(/^./, (c) => c.toUpperCase())

/**
 * Each form's fields in the order it shows them, labelled as it labels them (without "(optional)").
 * A label the form words for its own layout ("Or write a few lines here") is named for what it holds.
 */
export const LEAD_FIELD_LABELS: Record<LeadType, Readonly<Record<string, string>>> = {
  quote: {
    name: "Full name",
    email: "Work email",
    company: "Company or organisation",
    phone: "Phone number",
    service: "Service",
    subjectField: "Subject field",
    sourceLanguage: "Source language",
    targetLanguages: "Target languages",
    files: "Files",
    deadline: "Preferred delivery date",
    budget: "Budget range",
    instructions: "Project description and instructions",
  },
  consultation: {
    name: "Full name",
    email: "Work email",
    company: "Company or organisation",
    topic: "Topic",
    slots: "Preferred times",
    timeZone: "Visitor's time zone",
    message: "What would you like to discuss?",
  },
  contact: {
    name: "Full name",
    email: "Email",
    company: "Company or organisation",
    subject: "Subject",
    message: "Message",
  },
  job_application: {
    position: "Position",
    name: "Full name",
    email: "Email",
    phone: "Phone number",
    linkedin: "LinkedIn profile",
    cv: "CV",
    coverLetterFile: "Cover letter file",
    coverLetter: "Cover letter",
  },
  freelancer_application: {
    name: "Full name",
    email: "Email",
    phone: "Phone number",
    languagePairs: "Language pairs",
    services: "Services",
    specialisations: "Specialisations",
    catTools: "CAT tools",
    rate: "Rate per word",
    currency: "Currency",
    yearsExperience: "Years of experience",
    vatNumber: "Business or VAT registration",
    cv: "CV",
  },
  event_registration: {
    event: "Event",
    name: "Full name",
    email: "Email",
    company: "Company or agency",
    message: "Anything we should know?",
  },
  brochure_request: {
    name: "Full name",
    email: "Work email",
    company: "Company or organisation",
    brochure: "Brochure",
  },
  accessibility_report: {
    name: "Full name",
    email: "Email",
    pageAddress: "Page address",
    problem: "What went wrong?",
    assistiveTechnology: "Browser and assistive technology",
  },
}

const CONTACT_FIELDS = ["name", "email", "phone", "company"] as const
const FILE_FIELDS = new Set(["files", "cv", "coverLetterFile"])
const LANGUAGE_FIELDS = new Set(["sourceLanguage", "targetLanguages"])
/** Fields whose value is one of the choices a form offers (or a list of them), named in the reader's language (lead-mail-copy). */
const CHOICE_FIELDS = new Set(["service", "subjectField", "budget", "topic", "brochure", "position", "services", "specialisations"])
/** Fields whose value is a choice read from the published documents, named by the lead's live choice labels where it has one. */
const LIVE_CHOICE_KEYS = new Set(["event", "position"])

/** A file that came with a lead, as stored (lead_files) or as the form sent it. */
export interface LeadFileSummary {
  name: string
  sizeBytes: number
  wordCount: number | null
  /** The form field it was attached to ("cv"); files without one are listed as "Files". */
  field?: string
}

/** A lead as stored: the leads row's columns and its files. */
export interface LeadToSummarise {
  id: string
  reference: string
  type: LeadType
  name: string
  email: string
  company: string | null
  phone: string | null
  details: Record<string, unknown>
  files: readonly LeadFileSummary[]
  /** A quote's stored estimate; null for a lead from before estimates were stored (and other types). */
  estimate: StoredQuoteEstimate | null
  consent: { text: string; version: string; givenAt: string }
  pagePath: string
  receivedAt: string
  /** The language the lead was sent in (the page's); the visitor's mails are in it. @default "en" */
  locale?: SiteLocale
  /**
   * The visitor's words for a choice the form read from the published documents (an event, a
   * position), by the English value stored: its live translation in the lead's language
   * (lead-choices liveChoiceLabel). Staff read the value.
   */
  liveChoiceLabels?: Readonly<Record<string, string>>
}

/** Who the summary is for: staff get the record and the internal details, the visitor what they sent. */
export interface SummaryOptions {
  reader: TimeReader
  /** The site's address, for the page the lead was sent from. */
  siteUrl: string
}

const displayNames = new Map<SiteLocale, Intl.DisplayNames>()

/** "German" for "de" ("tyska" in Swedish, "Deutsch" in German); the code in capitals when it names no language. */
export function languageName(code: string, locale: SiteLocale = SOURCE_LOCALE): string {
  if (locale === SOURCE_LOCALE || !ISO6391.validate(code.toLowerCase())) return ISO6391.getName(code.toLowerCase()) || code.toUpperCase()
  let names = displayNames.get(locale)
  if (!names) displayNames.set(locale, (names = new Intl.DisplayNames(INTL_LOCALES[locale], { type: "language" })))
  return names.of(code.toLowerCase()) ?? code.toUpperCase()
}

/** "Swedish → English" for a stored pair "sv → en". */
const languagePairName = (pair: string, locale: SiteLocale) =>
  pair
    .split(/\s*→\s*/)
    .map((code) => languageName(code, locale))
    .join(" → ")

/** How the summary writes values: staff's words, or the visitor's in their language. */
interface Wording {
  locale: SiteLocale
  copy: VisitorLeadCopy
  /** The live choices in the reader's language, by value (LeadToSummarise liveChoiceLabels); none for staff. */
  liveChoiceLabels?: Readonly<Record<string, string>>
}

const STAFF_WORDING: Wording = { locale: SOURCE_LOCALE, copy: VISITOR_LEAD_COPY.en }

/** "Target languages" for an unknown key "targetLanguages": a label, never the raw key. */
export function labelFromKey(key: string): string {
  const words = key
    .replace(/[_-]+/g, " ")
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .trim()
    .toLowerCase()
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : "Other"
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/
const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/

/** Any value in words: dates the British way, moments on Stockholm's clock, lists and objects spelled out. */
function valueInWords(value: unknown, wording: Wording = STAFF_WORDING): string {
  const { locale, copy } = wording
  if (value === null || value === undefined || value === "") return ""
  if (typeof value === "boolean") return value ? copy.yes : copy.no
  if (typeof value === "number") return Number.isFinite(value) ? value.toLocaleString(INTL_LOCALES[locale]) : String(value)
  if (typeof value === "string") {
    if (ISO_DAY.test(value)) return formatDay(value, locale)
    if (ISO_MOMENT.test(value) && !Number.isNaN(Date.parse(value)))
      return copy.inStockholm(formatMoment(new Date(value), OFFICE_TIME_ZONE, locale))
    return value
  }
  if (Array.isArray(value))
    return value
      .map((item) => valueInWords(item, wording))
      .filter(Boolean)
      .join(", ")
  if (typeof value === "object")
    return Object.entries(value as Record<string, unknown>)
      .map(([key, inner]) => [labelFromKey(key), valueInWords(inner, wording)])
      .filter(([, text]) => text)
      .map(([label, text]) => `${label}: ${text}`)
      .join("; ")
  return String(value)
}

/** A rate per word in its currency: "€0.09 per word". */
function rateInWords(rate: unknown, currency: unknown, wording: Wording): string {
  if (typeof rate !== "number") return valueInWords(rate, wording)
  const intlLocale = INTL_LOCALES[wording.locale]
  if (typeof currency === "string" && /^[A-Z]{3}$/.test(currency)) {
    const price = new Intl.NumberFormat(intlLocale, { style: "currency", currency, minimumFractionDigits: 2, maximumFractionDigits: 4 })
    return wording.copy.perWord(price.format(rate))
  }
  return wording.copy.perWord(rate.toLocaleString(intlLocale))
}

/** A detail of a lead's type in words, by what the field holds. */
function fieldLines(key: string, value: unknown, details: Record<string, unknown>, reader: TimeReader, wording: Wording): string[] {
  const { locale, copy } = wording
  const zone = typeof details.timeZone === "string" ? details.timeZone : ""
  if (LANGUAGE_FIELDS.has(key))
    return [(Array.isArray(value) ? value : [value]).map((code) => languageName(String(code), locale)).join(", ")]
  if (key === "languagePairs" && Array.isArray(value)) return [value.map((pair) => languagePairName(String(pair), locale)).join(", ")]
  if (key === "slots" && Array.isArray(value)) return value.map((slot) => describeSlot(String(slot), zone, reader, locale))
  if (key === "timeZone" && typeof value === "string")
    return [isTimeZone(value) ? `${zoneCity(value)} (${value})` : `${value} (not a time zone we know)`]
  if (key === "rate") return [rateInWords(value, details.currency, wording)]
  if (key === "yearsExperience" && typeof value === "number") return [copy.years(value)]
  const liveLabel = LIVE_CHOICE_KEYS.has(key) && typeof value === "string" ? wording.liveChoiceLabels?.[value] : undefined
  if (liveLabel) return [liveLabel]
  if (typeof value === "string" && value.includes("\n")) return value.split(/\r?\n/)
  if (CHOICE_FIELDS.has(key) && typeof value === "string") return [copy.choices?.[value] ?? value]
  if (CHOICE_FIELDS.has(key) && Array.isArray(value))
    return [value.map((choice) => copy.choices?.[String(choice)] ?? String(choice)).join(", ")]
  return [valueInWords(value, wording)]
}

/** "brief.docx (2.4 MB, 1,204 words)". */
function fileLine(file: LeadFileSummary, { copy }: Wording): string {
  const words = file.wordCount === null ? copy.noWordCount : copy.words(file.wordCount)
  return `${file.name} (${copy.decimal(formatBytes(file.sizeBytes))}, ${words})`
}

/** The labels of a lead's form, in the wording's language. */
const fieldLabels = (type: LeadType, { copy }: Wording): Readonly<Record<string, string>> =>
  (copy.fieldLabels ?? LEAD_FIELD_LABELS)[type] ?? {}

/** The type's own fields, known ones in the form's order, then any others by a label made from their name. */
function detailRows(lead: LeadToSummarise, reader: TimeReader, wording: Wording): MailRow[] {
  const labels = fieldLabels(lead.type, wording)
  const known = Object.keys(labels).filter((key) => key in lead.details)
  const other = Object.keys(lead.details).filter((key) => !(key in labels))
  const rateHasCurrency = typeof lead.details.rate === "number" && typeof lead.details.currency === "string"
  return [...known, ...other]
    .filter((key) => !(key === "currency" && rateHasCurrency) && !(key === "timeZone" && reader === "visitor"))
    .map((key) => ({
      label: labels[key] ?? labelFromKey(key),
      lines: fieldLines(key, lead.details[key], lead.details, reader, wording),
    }))
    .filter((row) => row.lines.some((line) => line !== ""))
}

function fileRows(lead: LeadToSummarise, wording: Wording): MailRow[] {
  const labels = fieldLabels(lead.type, wording)
  const byField = new Map<string, string[]>()
  for (const file of lead.files) {
    const label = (file.field && FILE_FIELDS.has(file.field) && labels[file.field]) || wording.copy.filesLabel
    byField.set(label, [...(byField.get(label) ?? []), fileLine(file, wording)])
  }
  return [...byField].map(([label, lines]) => ({ label, lines }))
}

/** "2 files, 5,000 words in all" (the words of the files that have a count), in `locale` for the visitor. */
export function filesTitle(files: readonly LeadFileSummary[], locale: SiteLocale = SOURCE_LOCALE): string {
  const copy = VISITOR_LEAD_COPY[locale]
  const counted = files.filter((file) => file.wordCount !== null)
  const words = counted.reduce((sum, file) => sum + (file.wordCount ?? 0), 0)
  return counted.length ? copy.filesInAll(copy.files(files.length), copy.words(words)) : copy.files(files.length)
}

/** "the wording of 1 April 2026" for a version that is a date, "wording version 3" otherwise. */
const consentVersion = (version: string) => (ISO_DAY.test(version) ? `the wording of ${formatDay(version)}` : `wording version ${version}`)

/** The page a lead came from, as an address on the site. */
const pageAddress = (siteUrl: string, pagePath: string) => `${siteUrl.replace(/\/+$/, "")}${pagePath}`

/** The admin's page of a lead. */
export const leadAdminUrl = (siteUrl: string, id: string) => `${siteUrl.replace(/\/+$/, "")}/admin/leads/${id}`

/**
 * The lead in sections: the contact, the type's own fields, the files, the indicative price (quotes)
 * and, for staff, the record (reference, when, consent, source page).
 */
export function summariseLead(lead: LeadToSummarise, options: SummaryOptions): MailSection[] {
  const staff = options.reader === "staff"
  const locale = staff ? SOURCE_LOCALE : (lead.locale ?? SOURCE_LOCALE)
  const wording: Wording = staff ? STAFF_WORDING : { locale, copy: VISITOR_LEAD_COPY[locale], liveChoiceLabels: lead.liveChoiceLabels }
  const { copy } = wording
  const labels = fieldLabels(lead.type, wording)
  const contact: Record<(typeof CONTACT_FIELDS)[number], string | null> = {
    name: lead.name,
    email: lead.email,
    phone: lead.phone,
    company: lead.company,
  }
  const sections: MailSection[] = [
    {
      title: staff ? "Contact" : copy.yourDetails,
      rows: CONTACT_FIELDS.filter((key) => contact[key]).map((key) => ({
        label: labels[key] ?? labelFromKey(key),
        lines: [contact[key]!],
      })),
    },
    { title: staff ? leadTypeTitle(lead.type) : copy.typeTitle[lead.type], rows: detailRows(lead, options.reader, wording) },
  ]
  if (lead.files.length) sections.push({ title: filesTitle(lead.files, locale), rows: fileRows(lead, wording) })
  if (lead.type === "quote" && staff) {
    const estimate = describeStoredEstimate(lead.estimate)
    sections.push({ title: "Indicative price", rows: [{ label: estimate.label, lines: [estimate.value, estimate.detail] }] })
  }
  const given = Date.parse(lead.consent.givenAt)
  if (staff) {
    const givenAt = Number.isNaN(given) ? "" : ` on ${formatMoment(new Date(given)).replace(/, (\d\d:\d\d)$/, " at $1")} Stockholm time`
    const received = Date.parse(lead.receivedAt)
    sections.push({
      title: "Record",
      rows: [
        { label: "Reference", lines: [lead.reference] },
        ...(Number.isNaN(received) ? [] : [{ label: "Received", lines: [`${formatMoment(new Date(received))} in Stockholm`] }]),
        { label: "Sent from", lines: [pageAddress(options.siteUrl, lead.pagePath)] },
        { label: "Language", lines: [leadLanguageForStaff(lead.locale ?? SOURCE_LOCALE)] },
        {
          label: "Consent",
          lines: [`Given${givenAt}, to ${consentVersion(lead.consent.version)}:`, `“${lead.consent.text}”`],
        },
      ],
    })
  } else {
    sections.push({
      title: copy.yourConsent,
      rows: [
        {
          label: copy.consentLabel,
          lines: [Number.isNaN(given) ? copy.agreedUndated : copy.agreed(new Date(given)), copy.quoted(lead.consent.text)],
        },
      ],
    })
  }
  return sections.filter((section) => section.rows.length > 0)
}

/** The lead's language as staff read it: "English", or "Swedish (the visitor's mails are in Swedish)". */
export function leadLanguageForStaff(locale: SiteLocale): string {
  const name = languageName(locale)
  return locale === SOURCE_LOCALE ? name : `${name} (the visitor's mails are in ${name})`
}
