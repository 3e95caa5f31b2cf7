/** What every lead form says the same way: the consent the visitor gives and the privacy link beside it. */
import type { LeadFormCopy } from "@nordika/ui/sections"
import { CONSENT_TEXT } from "#shared/lead-rules"
import type { FormCopy } from "../contact/request-quote"

const PRIVACY_LINK = { label: "Read our privacy policy", href: "/privacy-policy" }

/** The form copy the content pages already hold, in the shape the ui forms take. */
export function fromFormCopy(copy: FormCopy, errorTitle: string): LeadFormCopy {
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

export function copy(
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
