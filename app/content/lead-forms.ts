/** What the site's lead forms say and offer: copy, choices and the consent the visitor gives. */
import type { LeadFormCopy } from "@nordika/ui"
import { CONSENT_TEXT } from "../../supabase/functions/_shared/lead-schemas"
import { BOOK_CONSULTATION_FORM, CONSULTATION_TOPICS } from "./contact/book-consultation"
import { REQUEST_QUOTE_FORM, type FormCopy } from "./contact/request-quote"
import { OPEN_POSITIONS } from "./careers/open-positions"
import { applyJoinEvents } from "./freelancers/apply-join-events"

const PRIVACY_LINK = { label: "Read our privacy policy", href: "/privacy-policy" }

/** The form copy the content pages already hold, in the shape the ui forms take. */
function fromFormCopy(copy: FormCopy, errorTitle: string): LeadFormCopy {
  return {
    heading: copy.heading,
    intro: copy.intro,
    submitLabel: copy.submitLabel,
    submittingLabel: copy.submittingLabel,
    success: copy.success,
    errorTitle,
    nextSteps: copy.nextSteps,
    consentLabel: CONSENT_TEXT,
    privacyLink: copy.privacyLink,
  }
}

function copy(
  heading: string,
  submitLabel: string,
  success: LeadFormCopy["success"],
  nextSteps: LeadFormCopy["nextSteps"],
  errorTitle: string,
): LeadFormCopy {
  return {
    heading,
    submitLabel,
    submittingLabel: "Sending…",
    success,
    errorTitle,
    nextSteps,
    consentLabel: CONSENT_TEXT,
    privacyLink: PRIVACY_LINK,
  }
}

export const QUOTE_FORM_COPY = fromFormCopy(REQUEST_QUOTE_FORM, "Your request could not be sent")
export const CONSULTATION_FORM_COPY = fromFormCopy(BOOK_CONSULTATION_FORM, "Your booking could not be sent")

export const CONTACT_FORM_COPY = copy(
  "Send us a message",
  "Send message",
  { heading: "Thank you, your message is with us", text: "A confirmation is on its way to your inbox." },
  [
    { title: "Confirmation", description: "You receive an email with your reference number." },
    { title: "Reply within one business day", description: "The right person at Nordika answers you directly." },
  ],
  "Your message could not be sent",
)

export const JOB_APPLICATION_FORM_COPY = copy(
  "Apply online",
  "Send application",
  { heading: "Thank you for applying", text: "A confirmation is on its way to your inbox." },
  [
    { title: "Confirmation", description: "You receive an email with your reference number." },
    { title: "Review", description: "Our recruitment team reads every application and replies within two weeks." },
    { title: "Interviews", description: "If your profile matches, we invite you to a first conversation with the hiring manager." },
  ],
  "Your application could not be sent",
)

export const FREELANCER_FORM_COPY = copy(
  "Create your freelancer profile",
  "Send application",
  { heading: "Thank you for your interest in working with us", text: "A confirmation is on its way to your inbox." },
  [
    { title: "Screening", description: "Our vendor management team reviews your profile against current needs." },
    { title: "Test", description: "If your languages and specialisations match, we invite you to a short paid test." },
    { title: "Agreement and onboarding", description: "After a passed test you sign our framework agreement and get access to Leen." },
  ],
  "Your application could not be sent",
)

export const EVENT_REGISTRATION_FORM_COPY = copy(
  "Register for an event",
  "Register",
  { heading: "You are registered", text: "A confirmation is on its way to your inbox." },
  [
    { title: "Confirmation", description: "You receive an email with your reference number." },
    { title: "Practical details", description: "A week before the event you receive the link or the venue and the agenda." },
  ],
  "Your registration could not be sent",
)

export const BROCHURE_FORM_COPY = copy(
  "Get the brochure",
  "Request the brochure",
  { heading: "Thank you, your brochure is ready", text: "Download it below. A confirmation is on its way to your inbox." },
  [
    { title: "Confirmation", description: "You receive an email with your reference number." },
    { title: "Follow-up", description: "A colleague may follow up once with answers to your questions; you can say no at any time." },
  ],
  "Your request could not be sent",
)

export const QUOTE_SERVICES: readonly string[] = REQUEST_QUOTE_FORM.fields.find((field) => field.name === "service")?.options ?? []
export const SUBJECT_FIELDS: readonly string[] = [
  "General business",
  "Legal",
  "Financial",
  "Medical and life sciences",
  "Technical and engineering",
  "IT and software",
  "Marketing and advertising",
  "Public sector",
  "Gaming and entertainment",
]
export const BUDGET_RANGES: readonly string[] = [
  "Under 1,000 EUR",
  "1,000–5,000 EUR",
  "5,000–20,000 EUR",
  "Over 20,000 EUR",
  "Not sure yet",
]
export { CONSULTATION_TOPICS }

/** The open positions' titles, and an open application. */
export const APPLICATION_POSITIONS: readonly string[] = [...OPEN_POSITIONS.map((position) => position.title), "Open application"]

/** The events listed on the apply-and-join page. */
export const EVENT_CHOICES: readonly string[] = (() => {
  const section = applyJoinEvents.sections.find((s) => s.id === "events")
  return section && "items" in section ? (section.items as { title: string }[]).map((item) => item.title) : []
})()

export const BROCHURES: readonly string[] = ["Nordika company brochure"]

export const FREELANCER_SERVICES: readonly string[] = [
  "Translation",
  "Revision and proofreading",
  "Machine translation post-editing",
  "Transcreation",
  "Subtitling",
  "Transcription",
  "Interpreting",
  "Voice-over",
]
export const FREELANCER_SPECIALISATIONS: readonly string[] = [
  "Legal",
  "Financial",
  "Medical and life sciences",
  "Technical",
  "IT and software",
  "Marketing",
  "Gaming",
]
export const CAT_TOOLS: readonly string[] = ["Trados Studio", "memoQ", "Phrase", "Memsource", "Wordfast", "MateCat", "Smartcat", "Leen"]
