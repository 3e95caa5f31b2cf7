/**
 * The lead forms' words in the page's language, from the interface catalogs (app/i18n/locales): what
 * every form shares, the quote form's own, and the shared zod schemas' messages (English, checked the
 * same way by submit-lead) shown in the page's language.
 */
import type { I18n } from "../../i18n/runtime"
import type {
  AccessibilityReportFormLabels,
  BrochureFormLabels,
  ConsultationFormLabels,
  ContactFormLabels,
  EventRegistrationFormLabels,
  FieldChoice,
  FreelancerFormLabels,
  JobApplicationFormLabels,
  LeadFormCopy,
  LeadFormLabels,
  QuoteFormLabels,
  TimeSlotsFieldLabels,
} from "@nordika/ui/sections"
import { formatLongWeekday, formatWeekdayDateAndTime, writeClock } from "@nordika/ui"
import { CONSENT_TEXTS } from "#shared/lead-rules"
import { estimatePrice } from "#shared/quote-estimate"
import { INTL_LOCALES, isSiteLocale, SOURCE_LOCALE, type SiteLocale } from "#shared/locales"

/**
 * The schemas' messages and their ids. A message not listed shows as the schema says it (a consultation
 * slot's detailed reason is read by slotMessage below).
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

/** The page's language, as the form's I18n speaks it. */
const localeOf = (i18n: I18n): SiteLocale => (isSiteLocale(i18n.locale) ? i18n.locale : "en")

/** "Choice 2: " before a consultation slot's problem when the visitor suggested several (lead-schemas.ts). */
const SLOT_CHOICE = /^Choice (\d+): (.*)$/
/** How office-hours.ts names a slot: "Fri 12 Jun 2026, 10:00 Stockholm time", and what follows. */
const SLOT = /^[A-Z][a-z]{2} (\d{1,2}) ([A-Z][a-z]{2}) (\d{4}), (\d{2}):(\d{2}) Stockholm time (.*)$/
const SLOT_MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
/** A slot's problems (office-hours.ts's SlotProblem messages, after the slot), their ids and the values they carry. */
const SLOT_PROBLEMS: ReadonlyArray<readonly [RegExp, string, ...string[]]> = [
  [/^has already passed\. Please choose a later time\.$/, /*i18n*/ "validation.slot.past"],
  [/^is on a \w+; our Stockholm office is open Monday to Friday\. Please choose a weekday\.$/, /*i18n*/ "validation.slot.weekend"],
  [/^is on .+, when our Stockholm office is closed\. Please choose another day\.$/, /*i18n*/ "validation.slot.closed"],
  [
    /^is outside our office hours: consultations start on the hour or half hour from (\S+) to (\S+) Stockholm time\.$/,
    /*i18n*/ "validation.slot.outside-hours",
    "first",
    "last",
  ],
  [/^is too soon: we need at least (\d+) hours' notice\. Please choose a later time\.$/, /*i18n*/ "validation.slot.too-soon", "hours"],
  [/^is more than (\d+) weeks ahead\. Please choose a time within the next \d+ weeks\.$/, /*i18n*/ "validation.slot.too-far", "weeks"],
]
const SLOT_DUPLICATE = /^this is the same time as choice (\d+)\. Please choose another\.$/

/**
 * A consultation slot's problem (lead-schemas.ts, office-hours.ts) in the page's language, the slot
 * written by Intl ("fre 12 juni 2026 10:00"); undefined for any other message. English pages show the
 * schema's own words, which name a closed day's holiday.
 */
function slotMessage(i18n: I18n, message: string): string | undefined {
  const choice = SLOT_CHOICE.exec(message)
  const problem = choice ? choice[2] : message
  const translated = slotProblem(i18n, problem)
  if (!translated) return undefined
  return choice ? i18n._("validation.slot.choice", { choice: choice[1], message: translated }) : translated
}

function slotProblem(i18n: I18n, problem: string): string | undefined {
  if (problem === "Please choose a date and a time.") return i18n._("validation.slot.invalid")
  const duplicate = SLOT_DUPLICATE.exec(problem)
  if (duplicate) return i18n._("validation.slot.duplicate", { other: duplicate[1] })
  const slot = SLOT.exec(problem)
  if (!slot) return undefined
  const [, day, month, year, hour, minute, rest] = slot
  // The office's clock as it reads (a wall-clock day and time, so read in UTC), written as the page's language writes them.
  const isoDay = `${year}-${String(SLOT_MONTHS.indexOf(month) + 1).padStart(2, "0")}-${day.padStart(2, "0")}`
  const locale = INTL_LOCALES[localeOf(i18n)]
  const written = formatWeekdayDateAndTime(`${isoDay}T${hour}:${minute}:00Z`, "UTC", locale)
  const weekday = formatLongWeekday(isoDay, locale)
  for (const [pattern, id, ...names] of SLOT_PROBLEMS) {
    const match = pattern.exec(rest)
    if (match)
      return i18n._(id, {
        slot: written,
        weekday,
        ...Object.fromEntries(names.map((name, index) => [name, writeClock(match[index + 1], locale)])),
      })
  }
  return undefined
}

/** A schema's (or submit-lead's) message in the page's language; one the catalogs do not know stays as it is. */
export function validationMessage(i18n: I18n, message: string): string {
  const id = VALIDATION_MESSAGES.get(message)
  if (id) return i18n._(id)
  const slot = localeOf(i18n) === SOURCE_LOCALE ? undefined : slotMessage(i18n, message)
  if (slot) return slot
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
    files: {
      add: i18n._("file-field.add"),
      count: (count, max) => i18n._("file-field.count", { count, max }),
      remove: (name) => i18n._("file-field.remove", { name }),
      cancel: (name) => i18n._("file-field.cancel", { name }),
      uploading: (name) => i18n._("file-field.uploading", { name }),
      words: (count) => i18n._("file-field.words", { count }),
      total: (words, files) =>
        i18n._("file-field.total", {
          words: i18n._("file-field.words", { count: words }),
          files: i18n._("file-field.files", { count: files }),
        }),
    },
    picker: {
      empty: i18n._("picker.empty"),
      chosen: (count) => i18n._("picker.chosen", { count }),
      remove: (label) => i18n._("picker.remove", { label }),
      from: i18n._("picker.from"),
      into: i18n._("picker.into"),
      searchFrom: i18n._("picker.search-from"),
      searchInto: i18n._("picker.search-into"),
      addPair: i18n._("picker.add-pair"),
    },
  }
}

/**
 * A form's copy with the consent, the privacy link, the sending label and the shared words in the page's
 * language. The consent is the very sentence submit-lead stores with a lead sent in that language
 * (CONSENT_TEXTS), so what the visitor ticked is what the GDPR record says.
 */
export function withLeadFormLabels(i18n: I18n, copy: LeadFormCopy): LeadFormCopy {
  return {
    ...copy,
    submittingLabel: i18n._("lead-form.submitting"),
    consentLabel: CONSENT_TEXTS[localeOf(i18n)],
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

/**
 * The quote estimate's two lines in the page's language. The price is the rates' own currency (EUR or
 * SEK, as staff set them), the figures exactly as the estimate computed them, written by Intl in the
 * page's language ("€1,200–€1,800", "12 400–19 800 kr", "1.200–1.800 €"): the same words the
 * visitor's confirmation mail uses (estimatePrice of the shared quote-estimate module).
 */
export function quoteEstimateText(
  i18n: I18n,
  locale: SiteLocale,
  estimate: { min: number; max: number; currency: string; days: number },
  words: number,
): { price: string; basis: string } {
  const price = estimatePrice(estimate, locale)
  const turnaround = i18n._("quote-estimate.turnaround", { days: estimate.days })
  return { price: i18n._("quote-estimate.price", { price, turnaround }), basis: i18n._("quote-estimate.basis", { words }) }
}

/**
 * The choices the forms offer whose value the lead stores (a service, a subject field, a budget, a
 * topic, a brochure, a freelancer's services and fields) and the message that names each in the page's
 * language. The value stays English (submit-lead, the inbox and the rates read it); the visitor reads
 * the label, worded as their confirmation mail words the same choice (lead-mail-copy's `choices`).
 */
const CHOICES: ReadonlyMap<string, string> = new Map([
  ["Translation", /*i18n*/ "choice.translation"],
  ["Website localization", /*i18n*/ "choice.website-localization"],
  ["Software and app localization", /*i18n*/ "choice.software-localization"],
  ["Transcreation and copywriting", /*i18n*/ "choice.transcreation"],
  ["Subtitling and captioning", /*i18n*/ "choice.subtitling"],
  ["Voice-over and dubbing", /*i18n*/ "choice.voice-over"],
  ["Interpretation", /*i18n*/ "choice.interpretation"],
  ["Transcription", /*i18n*/ "choice.transcription"],
  ["Machine translation and post-editing", /*i18n*/ "choice.mtpe"],
  ["Desktop publishing", /*i18n*/ "choice.dtp"],
  ["Localization testing", /*i18n*/ "choice.localization-testing"],
  ["Training data for AI", /*i18n*/ "choice.ai-training-data"],
  ["Legal and eDiscovery services", /*i18n*/ "choice.legal-ediscovery"],
  ["Compliance pack or brochure request", /*i18n*/ "choice.compliance-pack"],
  ["Something else", /*i18n*/ "choice.something-else"],
  ["General business", /*i18n*/ "choice.field.general"],
  ["Legal", /*i18n*/ "choice.field.legal"],
  ["Financial", /*i18n*/ "choice.field.financial"],
  ["Medical and life sciences", /*i18n*/ "choice.field.medical"],
  ["Technical and engineering", /*i18n*/ "choice.field.technical-engineering"],
  ["Technical", /*i18n*/ "choice.field.technical"],
  ["IT and software", /*i18n*/ "choice.field.it"],
  ["Marketing and advertising", /*i18n*/ "choice.field.marketing-advertising"],
  ["Marketing", /*i18n*/ "choice.field.marketing"],
  ["Public sector", /*i18n*/ "choice.field.public-sector"],
  ["Gaming and entertainment", /*i18n*/ "choice.field.gaming-entertainment"],
  ["Gaming", /*i18n*/ "choice.field.gaming"],
  ["Under 1,000 EUR", /*i18n*/ "choice.budget.under-1000"],
  ["1,000–5,000 EUR", /*i18n*/ "choice.budget.1000-5000"],
  ["5,000–20,000 EUR", /*i18n*/ "choice.budget.5000-20000"],
  ["Over 20,000 EUR", /*i18n*/ "choice.budget.over-20000"],
  ["Not sure yet", /*i18n*/ "choice.budget.not-sure"],
  ["Planning a new localization programme", /*i18n*/ "choice.topic.new-programme"],
  ["Improving or consolidating an existing programme", /*i18n*/ "choice.topic.existing-programme"],
  ["Leen platform demo", /*i18n*/ "choice.topic.leen-demo"],
  ["Machine translation and AI", /*i18n*/ "choice.topic.mt-ai"],
  ["Integrations and workflow automation", /*i18n*/ "choice.topic.integrations"],
  ["Regulated content (life sciences, legal, finance)", /*i18n*/ "choice.topic.regulated"],
  ["Interpretation for an event", /*i18n*/ "choice.topic.event-interpretation"],
  ["Security, compliance or a supplier assessment", /*i18n*/ "choice.topic.security"],
  ["Nordika company brochure", /*i18n*/ "choice.brochure.company"],
  ["Revision and proofreading", /*i18n*/ "choice.freelancer.revision"],
  ["Machine translation post-editing", /*i18n*/ "choice.freelancer.mtpe"],
  ["Transcreation", /*i18n*/ "choice.freelancer.transcreation"],
  ["Subtitling", /*i18n*/ "choice.freelancer.subtitling"],
  ["Interpreting", /*i18n*/ "choice.freelancer.interpreting"],
  ["Voice-over", /*i18n*/ "choice.freelancer.voice-over"],
  ["Open application", /*i18n*/ "choice.open-application"],
])

/** `values` as the form offers them: each stored as it is, labelled in the page's language (a value without a message as itself). */
export function choices(i18n: I18n, values: readonly string[]): FieldChoice[] {
  return values.map((value) => {
    const id = CHOICES.get(value)
    return id ? { value, label: i18n._(id) } : value
  })
}

/** The language pickers' two headings in the page's language. */
export function languageGroups(i18n: I18n): { mostRequested: string; others: string } {
  return { mostRequested: i18n._("picker.languages.most-requested"), others: i18n._("picker.languages.others") }
}

/** Each form's heading, submit button, confirmation, next steps and error title: message ids. */
interface FormCopyIds {
  heading: string
  intro?: string
  submit: string
  success: { heading: string; text: string }
  errorTitle: string
  nextSteps: readonly { title: string; description: string }[]
}

const CONFIRMATION_STEP = { title: /*i18n*/ "lead-form.step.confirmation", description: /*i18n*/ "lead-form.step.confirmation.text" }

const FORM_COPY = {
  contact: {
    heading: /*i18n*/ "contact-form.heading",
    submit: /*i18n*/ "contact-form.submit",
    success: { heading: /*i18n*/ "contact-form.success.heading", text: /*i18n*/ "lead-form.success.text" },
    errorTitle: /*i18n*/ "contact-form.error-title",
    nextSteps: [CONFIRMATION_STEP, { title: /*i18n*/ "contact-form.step.reply", description: /*i18n*/ "contact-form.step.reply.text" }],
  },
  consultation: {
    heading: /*i18n*/ "consultation-form.heading",
    intro: /*i18n*/ "consultation-form.intro",
    submit: /*i18n*/ "consultation-form.submit",
    success: { heading: /*i18n*/ "consultation-form.success.heading", text: /*i18n*/ "consultation-form.success.text" },
    errorTitle: /*i18n*/ "consultation-form.error-title",
    nextSteps: [
      { title: /*i18n*/ "lead-form.step.confirmation", description: /*i18n*/ "consultation-form.step.confirmation.text" },
      { title: /*i18n*/ "consultation-form.step.preparation", description: /*i18n*/ "consultation-form.step.preparation.text" },
      { title: /*i18n*/ "consultation-form.step.conversation", description: /*i18n*/ "consultation-form.step.conversation.text" },
      { title: /*i18n*/ "consultation-form.step.summary", description: /*i18n*/ "consultation-form.step.summary.text" },
    ],
  },
  brochure: {
    heading: /*i18n*/ "brochure-form.heading",
    submit: /*i18n*/ "brochure-form.submit",
    success: { heading: /*i18n*/ "brochure-form.success.heading", text: /*i18n*/ "brochure-form.success.text" },
    errorTitle: /*i18n*/ "brochure-form.error-title",
    nextSteps: [
      CONFIRMATION_STEP,
      { title: /*i18n*/ "brochure-form.step.follow-up", description: /*i18n*/ "brochure-form.step.follow-up.text" },
    ],
  },
  eventRegistration: {
    heading: /*i18n*/ "event-form.heading",
    submit: /*i18n*/ "event-form.submit",
    success: { heading: /*i18n*/ "event-form.success.heading", text: /*i18n*/ "lead-form.success.text" },
    errorTitle: /*i18n*/ "event-form.error-title",
    nextSteps: [CONFIRMATION_STEP, { title: /*i18n*/ "event-form.step.details", description: /*i18n*/ "event-form.step.details.text" }],
  },
  freelancer: {
    heading: /*i18n*/ "freelancer-form.heading",
    submit: /*i18n*/ "application-form.submit",
    success: { heading: /*i18n*/ "freelancer-form.success.heading", text: /*i18n*/ "lead-form.success.text" },
    errorTitle: /*i18n*/ "application-form.error-title",
    nextSteps: [
      { title: /*i18n*/ "freelancer-form.step.screening", description: /*i18n*/ "freelancer-form.step.screening.text" },
      { title: /*i18n*/ "freelancer-form.step.test", description: /*i18n*/ "freelancer-form.step.test.text" },
      { title: /*i18n*/ "freelancer-form.step.onboarding", description: /*i18n*/ "freelancer-form.step.onboarding.text" },
    ],
  },
  jobApplication: {
    heading: /*i18n*/ "job-form.heading",
    submit: /*i18n*/ "application-form.submit",
    success: { heading: /*i18n*/ "job-form.success.heading", text: /*i18n*/ "lead-form.success.text" },
    errorTitle: /*i18n*/ "application-form.error-title",
    nextSteps: [
      CONFIRMATION_STEP,
      { title: /*i18n*/ "job-form.step.review", description: /*i18n*/ "job-form.step.review.text" },
      { title: /*i18n*/ "job-form.step.interviews", description: /*i18n*/ "job-form.step.interviews.text" },
    ],
  },
  accessibilityReport: {
    heading: /*i18n*/ "accessibility-form.heading",
    submit: /*i18n*/ "accessibility-form.submit",
    success: { heading: /*i18n*/ "accessibility-form.success.heading", text: /*i18n*/ "accessibility-form.success.text" },
    errorTitle: /*i18n*/ "accessibility-form.error-title",
    nextSteps: [
      CONFIRMATION_STEP,
      { title: /*i18n*/ "accessibility-form.step.answer", description: /*i18n*/ "accessibility-form.step.answer.text" },
    ],
  },
} as const satisfies Record<string, FormCopyIds>

/** A lead form other than the quote form, by the name its copy has here. */
type LeadFormName = keyof typeof FORM_COPY

/** Form `name`'s copy (heading, intro, buttons, confirmation, next steps, error title) in the page's language, over its English copy. */
export function leadFormCopy(i18n: I18n, name: LeadFormName, english: LeadFormCopy): LeadFormCopy {
  const ids: FormCopyIds = FORM_COPY[name]
  return withLeadFormLabels(i18n, {
    ...english,
    heading: i18n._(ids.heading),
    intro: ids.intro ? i18n._(ids.intro) : english.intro,
    submitLabel: i18n._(ids.submit),
    success: { heading: i18n._(ids.success.heading), text: i18n._(ids.success.text) },
    errorTitle: i18n._(ids.errorTitle),
    nextSteps: ids.nextSteps.map((step) => ({ title: i18n._(step.title), description: i18n._(step.description) })),
  })
}

/** The contact form's own words in the page's language. */
export function contactFormLabels(i18n: I18n): ContactFormLabels {
  return { form: i18n._("contact-form.heading"), subject: i18n._("contact-form.subject"), message: i18n._("contact-form.message") }
}

/** The consultation form's own words in the page's language. */
export function consultationFormLabels(i18n: I18n): ConsultationFormLabels {
  return {
    form: i18n._("consultation-form.label"),
    topic: i18n._("consultation-form.topic"),
    topicPlaceholder: i18n._("consultation-form.topic.placeholder"),
    slots: i18n._("consultation-form.slots"),
    message: i18n._("consultation-form.message"),
    times: timeSlotsFieldLabels(i18n),
  }
}

/** The preferred times' words in the page's language: the lists' names, "your time · in Stockholm", the office's rules. */
export function timeSlotsFieldLabels(i18n: I18n): TimeSlotsFieldLabels {
  const clock = (time: string) => writeClock(String(time), INTL_LOCALES[localeOf(i18n)])
  return {
    day: i18n._("time-slots.day"),
    time: i18n._("time-slots.time"),
    dayOfChoice: (choice) => i18n._("time-slots.day-of-choice", { choice }),
    timeOfChoice: (choice) => i18n._("time-slots.time-of-choice", { choice }),
    removeChoice: (choice) => i18n._("time-slots.remove-choice", { choice }),
    addTime: i18n._("time-slots.add-time"),
    sameTime: (time) => i18n._("time-slots.same-time", { time: clock(time) }),
    bothTimes: (visitorTime, officeTime) =>
      i18n._("time-slots.both-times", { visitorTime: clock(visitorTime), officeTime: clock(officeTime) }),
    bothTimesOtherDay: (visitorTime, visitorDay, officeTime) =>
      i18n._("time-slots.both-times-other-day", { visitorTime: clock(visitorTime), visitorDay, officeTime: clock(officeTime) }),
    inBothZones: (visitor, office) => i18n._("time-slots.in-both-zones", { visitor, office }),
    description: ({ meetingMinutes, firstMeetingStart, lastMeetingStart, minNoticeHours, timeZone }) =>
      i18n._("time-slots.description", {
        minutes: meetingMinutes,
        first: clock(firstMeetingStart),
        last: clock(lastMeetingStart),
        hours: minNoticeHours,
        timeZone,
      }),
  }
}

/** The brochure form's own words in the page's language. */
export function brochureFormLabels(i18n: I18n): BrochureFormLabels {
  return {
    form: i18n._("brochure-form.submit"),
    brochure: i18n._("brochure-form.brochure"),
    brochurePlaceholder: i18n._("brochure-form.brochure.placeholder"),
    download: i18n._("brochure-form.download"),
  }
}

/** The event registration form's own words in the page's language. */
export function eventRegistrationFormLabels(i18n: I18n): EventRegistrationFormLabels {
  return {
    form: i18n._("event-form.heading"),
    event: i18n._("event-form.event"),
    eventPlaceholder: i18n._("event-form.event.placeholder"),
    company: i18n._("event-form.company"),
    message: i18n._("event-form.message"),
  }
}

/** The CV fields' words, the same in the job and the freelancer application. */
const cvLabels = (i18n: I18n) => ({
  cv: i18n._("application-form.cv"),
  description: i18n._("application-form.cv.description"),
  invalid: i18n._("application-form.cv.invalid"),
  attach: i18n._("application-form.cv.attach"),
})

/** The job application form's own words in the page's language. */
export function jobApplicationFormLabels(i18n: I18n): JobApplicationFormLabels {
  const cv = cvLabels(i18n)
  return {
    form: i18n._("job-form.label"),
    position: i18n._("job-form.position"),
    positionPlaceholder: i18n._("job-form.position.placeholder"),
    phone: i18n._("quote-form.phone"),
    linkedin: i18n._("job-form.linkedin"),
    cv: cv.cv,
    fileDescription: cv.description,
    fileInvalid: cv.invalid,
    attachCv: cv.attach,
    coverLetterFile: i18n._("job-form.cover-letter-file"),
    attachLetter: i18n._("job-form.cover-letter-file.attach"),
    coverLetter: i18n._("job-form.cover-letter"),
  }
}

/** The freelancer form's own words in the page's language. */
export function freelancerFormLabels(i18n: I18n): FreelancerFormLabels {
  const cv = cvLabels(i18n)
  return {
    form: i18n._("freelancer-form.label"),
    phone: i18n._("quote-form.phone"),
    languagePairs: i18n._("freelancer-form.language-pairs"),
    services: i18n._("freelancer-form.services"),
    specialisations: i18n._("freelancer-form.specialisations"),
    catTools: i18n._("freelancer-form.cat-tools"),
    rate: i18n._("freelancer-form.rate"),
    currency: i18n._("freelancer-form.currency"),
    yearsExperience: i18n._("freelancer-form.experience"),
    vatNumber: i18n._("freelancer-form.vat-number"),
    cv: cv.cv,
    cvDescription: cv.description,
    cvInvalid: cv.invalid,
    attachCv: cv.attach,
  }
}

/** The accessibility report form's own words in the page's language. */
export function accessibilityReportFormLabels(i18n: I18n): AccessibilityReportFormLabels {
  return {
    form: i18n._("accessibility-form.heading"),
    pageAddress: i18n._("accessibility-form.page-address"),
    pageAddressDescription: i18n._("accessibility-form.page-address.description"),
    problem: i18n._("accessibility-form.problem"),
    problemDescription: i18n._("accessibility-form.problem.description"),
    assistiveTechnology: i18n._("accessibility-form.assistive-technology"),
    assistiveTechnologyDescription: i18n._("accessibility-form.assistive-technology.description"),
  }
}
