import type { ContentPage, Step } from "@nordika/ui/templates"
import { PHONE, email } from "../contact-details"

/** One form field's copy. `name` is the field key the form component will use. */
export interface FormFieldCopy {
  name: string
  label: string
  type: "text" | "email" | "tel" | "textarea" | "select" | "multiselect" | "date" | "number" | "file" | "checkbox"
  required: boolean
  placeholder?: string
  help?: string
  /** Choices for select, multiselect and grouped checkbox fields. */
  options?: string[]
  /** Shown when a required field is empty. */
  requiredMessage?: string
  /** Shown when the value has the wrong format (email, phone, date, file type or size). */
  invalidMessage?: string
}

/** A message shown after submission. */
export interface FormMessage {
  heading: string
  text: string
}

/** Everything a public form says, apart from the page around it. */
export interface FormCopy {
  heading: string
  intro: string
  fields: FormFieldCopy[]
  /** Privacy notice shown above the submit button, with a link to the privacy policy. */
  privacyNotice: string
  privacyLink: { label: string; href: string }
  submitLabel: string
  submittingLabel: string
  success: FormMessage
  error: FormMessage
  /** Summary shown above the form when fields fail validation. */
  validationSummary: string
  /** What happens after a successful submission. */
  nextSteps: Step[]
}

export const REQUEST_QUOTE_FORM: FormCopy = {
  heading: "Tell us about your project",
  intro:
    "The more we know, the more precise the quote. Only the fields marked as required are needed; a project manager will ask for anything else.",
  fields: [
    {
      name: "name",
      label: "Full name",
      type: "text",
      required: true,
      placeholder: "Anna Svensson",
      requiredMessage: "Please enter your name.",
    },
    {
      name: "email",
      label: "Work email",
      type: "email",
      required: true,
      placeholder: "anna.svensson@company.com",
      help: "We send the quote and any questions to this address.",
      requiredMessage: "Please enter your email address.",
      invalidMessage: "Please enter a valid email address, for example name@company.com.",
    },
    {
      name: "company",
      label: "Company or organisation",
      type: "text",
      required: true,
      requiredMessage: "Please enter your company or organisation.",
    },
    {
      name: "phone",
      label: "Phone number",
      type: "tel",
      required: false,
      placeholder: "+46 70 123 45 67",
      help: "Optional. Include the country code if you would like us to call you.",
      invalidMessage: "Please enter a phone number with digits, spaces and an optional leading +.",
    },
    {
      name: "service",
      label: "Service",
      type: "select",
      required: true,
      options: [
        "Translation",
        "Website localization",
        "Software and app localization",
        "Transcreation and copywriting",
        "Subtitling and captioning",
        "Voice-over and dubbing",
        "Interpretation",
        "Transcription",
        "Machine translation and post-editing",
        "Desktop publishing",
        "Localization testing",
        "Training data for AI",
        "Legal and eDiscovery services",
        "Compliance pack or brochure request",
        "Something else",
      ],
      requiredMessage: "Please choose the service closest to what you need.",
    },
    {
      name: "sourceLanguage",
      label: "Source language",
      type: "text",
      required: true,
      placeholder: "e.g. Swedish",
      help: "The language your content is written or spoken in now.",
      requiredMessage: "Please tell us the source language.",
    },
    {
      name: "targetLanguages",
      label: "Target languages",
      type: "text",
      required: true,
      placeholder: "e.g. German, French (Canada), Finnish",
      help: "List every language and, where it matters, the country, such as Portuguese (Brazil).",
      requiredMessage: "Please list at least one target language.",
    },
    {
      name: "files",
      label: "Files",
      type: "file",
      required: false,
      help: "Optional. Up to 10 files, 50 MB each. Files are encrypted in transit and stored in our EU data centres. For larger files or confidential material, we will send you a secure upload link.",
      invalidMessage: "This file is too large or in a format we cannot accept here. We will send you a secure upload link instead.",
    },
    {
      name: "volume",
      label: "Approximate volume",
      type: "text",
      required: false,
      placeholder: "e.g. 12,000 words, 45 minutes of video, a 2-day conference",
      help: "Optional. An estimate is fine if you cannot attach files.",
    },
    {
      name: "deadline",
      label: "Preferred delivery date",
      type: "date",
      required: false,
      help: "Optional. If the date is firm, say so in the description.",
      invalidMessage: "Please choose a date in the future.",
    },
    {
      name: "description",
      label: "Project description",
      type: "textarea",
      required: true,
      placeholder: "What is the content, who will read or hear it, and how will it be used?",
      help: "Mention the purpose, the audience, any reference material or terminology, and the format you need delivered.",
      requiredMessage: "Please describe your project in a sentence or two.",
    },
    {
      name: "charity",
      label: "We are a registered charity",
      type: "checkbox",
      required: false,
      help: "Registered charities receive a 15% discount. We may ask for your registration number.",
    },
  ],
  privacyNotice:
    "Nordika AB processes the information you send to prepare your quote and to follow up on it. Files are used only for the quote and deleted after 90 days if you do not go ahead.",
  privacyLink: { label: "Read our privacy policy", href: "/privacy-policy" },
  submitLabel: "Send quote request",
  submittingLabel: "Sending…",
  success: {
    heading: "Thank you, we have received your request",
    text: "A confirmation is on its way to your inbox. A project manager will review your request and send a quote, or a question, within one business day.",
  },
  error: {
    heading: "Your request could not be sent",
    text: `Something went wrong on our side, and nothing has been lost in the form. Please try again in a moment. If the problem continues, email ${email("quotes")} or call our Stockholm office on ${PHONE}.`,
  },
  validationSummary: "Some fields need your attention before we can send the request.",
  nextSteps: [
    {
      title: "Confirmation",
      description: "You receive an email confirming your request, with a reference number.",
    },
    {
      title: "Analysis",
      description:
        "A project manager analyses your files in Leen against any existing translation memory and checks the languages, format and deadline.",
    },
    {
      title: "Quote within one business day",
      description:
        "You receive an itemised quote showing new words, matches and any extra services, with a confirmed delivery date. Complex or very large projects may take a little longer; we will tell you when to expect it.",
    },
    {
      title: "Go-ahead",
      description: "Approve the quote by replying to the email, and your project starts. There is no obligation until you do.",
    },
  ],
}

/** /contact/request-quote */
export const requestQuote: ContentPage = {
  meta: {
    path: "/contact/request-quote",
    title: "Request a Free Quote for Translation and Localization",
    description:
      "Send your files and languages for a free, itemised quote on translation, localization, subtitling, voice-over or interpretation within one business day.",
  },
  hero: {
    eyebrow: "Free quote",
    heading: "Request a free quote",
    intro:
      "Tell us what you need translated, localized, subtitled, voiced or interpreted. A project manager reviews every request personally and replies within one business day, usually with a fixed price.",
    secondaryCta: { label: "Prefer to talk first? Book a consultation", href: "/contact/book-consultation" },
    panel: {
      kind: "steps",
      title: "What happens next",
      items: [
        { title: "A project manager reviews your request", description: "Personally, and replies within one business day." },
        { title: "You receive an itemised quote", description: "Usually a fixed price, free and without obligation." },
        { title: "Work starts when you accept", description: "Under ISO 27001 security, with your NDA if you need one." },
      ],
    },
  },
  sections: [
    {
      kind: "checklist",
      id: "good-to-know",
      heading: "Good to know",
      items: [
        "Quotes are free and without obligation.",
        "Translation is priced per word, graded by translation memory matches; subtitling per minute; interpretation per day or half-day.",
        "Registered charities receive a 15% discount on all services.",
        "Everything you send is handled under our ISO 27001-certified security management and GDPR-compliant processes. We sign your NDA on request.",
      ],
    },
  ],
  cta: {
    heading: "Have a larger programme in mind?",
    text: "For ongoing programmes, tenders or integrations, a 30-minute consultation is usually the faster route to the right proposal.",
    primary: { label: "Book a consultation", href: "/contact/book-consultation" },
    secondary: { label: "See our services", href: "/services" },
  },
}
