/** What the freelancer application form says and offers. */
import { copy } from "./form-copy"

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
