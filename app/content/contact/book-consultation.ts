import type { ContentPage } from "@nordika/ui/templates"
import type { FormCopy } from "./request-quote"
import { PHONE, email } from "../contact-details"

export type { FormCopy, FormFieldCopy, FormMessage } from "./request-quote"

/** Consultation topics, also used as the select options. */
export const CONSULTATION_TOPICS: readonly string[] = [
  "Planning a new localization programme",
  "Improving or consolidating an existing programme",
  "Leen platform demo",
  "Machine translation and AI",
  "Integrations and workflow automation",
  "Regulated content (life sciences, legal, finance)",
  "Interpretation for an event",
  "Security, compliance or a supplier assessment",
  "Something else",
]

export const BOOK_CONSULTATION_FORM: FormCopy = {
  heading: "Book your consultation",
  intro:
    "Choose a topic and suggest a few times that suit you. We confirm a slot by email within one business day, with a calendar invitation and the name of the consultant.",
  fields: [
    {
      name: "name",
      label: "Full name",
      type: "text",
      required: true,
      requiredMessage: "Please enter your name.",
    },
    {
      name: "email",
      label: "Work email",
      type: "email",
      required: true,
      placeholder: "name@company.com",
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
      name: "role",
      label: "Your role",
      type: "text",
      required: false,
      placeholder: "e.g. Localization Manager, Head of Regulatory Affairs",
      help: "Optional. It helps us choose the right consultant.",
    },
    {
      name: "topic",
      label: "What would you like to discuss?",
      type: "select",
      required: true,
      options: [...CONSULTATION_TOPICS],
      requiredMessage: "Please choose a topic.",
    },
    {
      name: "format",
      label: "Meeting format",
      type: "select",
      required: true,
      options: ["Video call", "Phone call", "In person at one of our offices"],
      help: "Video calls last 30 minutes; demos of Leen take 45.",
      requiredMessage: "Please choose how you would like to meet.",
    },
    {
      name: "timezone",
      label: "Your time zone",
      type: "select",
      required: true,
      options: [
        "Central European Time (Stockholm, Berlin)",
        "Eastern European Time (Helsinki)",
        "UK time (London)",
        "Eastern Time (New York)",
        "Singapore Time",
        "Other (tell us in the message)",
      ],
      requiredMessage: "Please choose your time zone so we can propose suitable times.",
    },
    {
      name: "availability",
      label: "When suits you?",
      type: "textarea",
      required: true,
      placeholder: "e.g. Tuesday or Thursday morning next week",
      help: "Suggest two or three windows within the next two weeks.",
      requiredMessage: "Please suggest at least one time window.",
    },
    {
      name: "message",
      label: "Anything we should prepare?",
      type: "textarea",
      required: false,
      placeholder: "Your content types, languages, volumes, systems or current challenges",
      help: "Optional. With a little context, we can bring relevant examples and questions.",
    },
  ],
  privacyNotice:
    "Nordika AB uses your details to arrange and prepare the consultation and to follow up afterwards. We do not add you to marketing lists without your consent.",
  privacyLink: { label: "Read our privacy policy", href: "/privacy-policy" },
  submitLabel: "Request consultation",
  submittingLabel: "Sending…",
  success: {
    heading: "Thank you, your request is with us",
    text: "We will confirm a time by email within one business day, with a calendar invitation and the name of your consultant.",
  },
  error: {
    heading: "We could not send your request",
    text: `Something went wrong on our side. Your answers are still in the form, so please try again in a moment. If it keeps happening, email ${email("general")} or call ${PHONE}.`,
  },
  validationSummary: "Please check the highlighted fields and try again.",
  nextSteps: [
    {
      title: "Confirmation",
      description: "You receive a calendar invitation for a 30-minute call, or 45 minutes for a Leen demo, with your consultant's name.",
    },
    {
      title: "Preparation",
      description:
        "Your consultant reviews what you sent and may ask for a sample file or a short list of questions, so the call is about your content, not a generic pitch.",
    },
    {
      title: "The conversation",
      description:
        "We discuss your goals, content, systems and constraints, and outline the workflows, quality steps and technology that would fit.",
    },
    {
      title: "A written summary",
      description:
        "Within two business days you receive a summary with recommendations and, if you want one, a proposal or pilot plan. There is no obligation.",
    },
  ],
}

/** /contact/book-consultation */
export const bookConsultation: ContentPage = {
  meta: {
    path: "/contact/book-consultation",
    title: "Book a Consultation or a Leen Demo with a Specialist",
    description:
      "Book a free 30-minute consultation with a Nordika specialist, or a 45-minute Leen demo, to plan localization, AI workflows, interpretation or compliance.",
  },
  hero: {
    eyebrow: "Book a consultation",
    heading: "Book a consultation with a localization specialist",
    intro:
      "Talk to someone who has done this before. Our consultants are former project managers, engineers and linguists who help you plan programmes, choose workflows and see Leen working on your own content.",
    secondaryCta: { label: "Just need a price? Request a quote", href: "/contact/request-quote" },
    panel: {
      kind: "steps",
      title: "How it works",
      items: [
        { title: "Choose a topic and a time", description: "30 minutes with a specialist, or 45 for a Leen demo." },
        { title: "We confirm within one business day", description: "With a calendar invitation and your consultant's name." },
        { title: "Bring your questions and a sample", description: "We answer on your own content, with no obligation." },
      ],
    },
  },
  sections: [
    {
      kind: "features",
      id: "who-you-meet",
      heading: "Who you will talk to",
      items: [
        {
          title: "Solutions consultants",
          description: "For new programmes and consolidation: workflows, quality, pricing models and timelines.",
          icon: "Compass",
        },
        {
          title: "Leen specialists",
          description: "For demos, machine translation, quality estimation, integrations and automation.",
          icon: "Sparkles",
        },
        {
          title: "Industry leads",
          description: "For regulated content in life sciences, legal and finance, and for event interpretation.",
          icon: "Briefcase",
        },
        {
          title: "Security team",
          description: "For supplier assessments, questionnaires, DPAs and AI governance questions.",
          icon: "ShieldCheck",
        },
      ],
    },
  ],
  cta: {
    heading: "Already know what you need?",
    text: "Send your files and languages and receive an itemised quote within one business day.",
    primary: { label: "Request a quote", href: "/contact/request-quote" },
    secondary: { label: "Explore Leen", href: "/technology/leen" },
  },
}
