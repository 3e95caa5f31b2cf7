import type { ServicePageCopy } from "../page-copy"

export const communication: ServicePageCopy = {
  slug: "communication",
  meta: {
    path: "/services/communication",
    title: "Multilingual Corporate and Internal Communication",
    description:
      "Reach every employee, investor and stakeholder in their language: internal news, CEO messages, investor releases, town halls and crisis communication.",
  },
  hero: {
    eyebrow: "Corporate communication",
    heading: "One message, understood the same way across every country you operate in",
    intro:
      "We help communications, HR and investor relations teams publish in many languages at the pace of news: intranet stories, leadership messages, press and stock exchange releases, live events and change programmes, translated and adapted without losing tone or timing.",
    primaryCta: { label: "Get a communication quote", href: "/contact/request-quote" },
    secondaryCta: { label: "Plan a communication programme", href: "/contact/book-consultation" },
  },
  highlights: [
    { value: "11", label: "countries reached in Bergström Group's employee languages" },
    { value: "19%", label: "higher response rate to the employee survey" },
    { value: "2 h", label: "guaranteed turnaround for urgent releases" },
  ],
  overview: [
    "Internal and corporate communication has two demands that ordinary translation workflows struggle with: speed and tone. A restructuring announcement, a quarterly report or a safety incident cannot wait three days for translation, and a message from the CEO that sounds stiff in Polish or Finnish undermines its purpose.",
    "Our communication team works with a standing group of senior translators and editors for each of your languages, briefed on your organisation, leadership voice and sensitive topics. Urgent material is translated under a guaranteed turnaround, including evenings and weekends for stock-exchange releases, and held under embargo until you publish.",
    "We also support the formats around the text: live captions and interpretation for town halls, subtitled leadership videos, translated surveys and results, and localized intranet and newsletter content.",
  ],
  offerings: [
    {
      title: "Internal communication",
      description: "Intranet news, leadership messages, policies and change communication adapted for every employee language.",
      icon: "Users",
    },
    {
      title: "Investor relations and financial releases",
      description: "Interim reports, stock-exchange releases and AGM material translated by financial specialists under embargo.",
      icon: "TrendingUp",
    },
    {
      title: "Press and public relations",
      description: "Press releases, media kits and statements adapted for local media, with local spokesperson quotes reviewed in context.",
      icon: "Newspaper",
    },
    {
      title: "Town halls and live events",
      description: "Remote interpretation and live captions so employees follow leadership events in their own language.",
      icon: "Video",
    },
    {
      title: "Employee surveys",
      description: "Survey questions translated for equivalent meaning across languages, and free-text answers translated for analysis.",
      icon: "ListChecks",
    },
    {
      title: "Crisis communication",
      description: "A standby team with guaranteed response times for incidents, recalls and urgent statements.",
      icon: "Megaphone",
    },
  ],
  process: [
    {
      title: "Communication profile",
      description: "We document your leadership voice, key terminology, sensitive topics and approval chain for each language.",
    },
    {
      title: "Standing team",
      description: "Senior translators and editors are assigned per language and briefed on your organisation and recent communications.",
    },
    {
      title: "Priority-based workflow",
      description: "Each request is tagged as routine, priority or urgent, with matching turnaround and review steps.",
    },
    {
      title: "Local review",
      description: "Your country communicators check sensitive texts in a shared review tool, and their edits update the style notes.",
    },
    {
      title: "Timed release",
      description: "Translations are delivered under embargo and ready for simultaneous publishing in all languages.",
    },
  ],
  quality: [
    "Translation and revision by senior linguists under our ISO 17100-certified process, with editors for tone and readability.",
    "Inside information and embargoed content handled under ISO 27001 controls with restricted, logged access.",
    "Insider lists maintained for listed clients' financial releases, in line with EU Market Abuse Regulation requirements.",
    "Style notes per language updated after every local review so tone stays consistent over time.",
  ],
  technology: [
    {
      title: "Urgent request channel",
      description: "A priority queue in Leen with on-call project managers and automatic alerts to the standing team.",
      icon: "Zap",
    },
    {
      title: "Intranet integrations",
      description: "Connectors for SharePoint, Staffbase and other employee platforms deliver translations where they are published.",
      icon: "Plug",
    },
    {
      title: "Secure review",
      description: "Reviewers comment on embargoed material in an access-controlled workspace instead of email attachments.",
      icon: "Lock",
    },
  ],
  proof: {
    client: "Bergström Group",
    summary:
      "The Swedish construction group, with 22,000 employees in 11 countries, wanted all employees to receive leadership communication in their own language. We set up a standing team for nine languages, subtitled monthly CEO videos and translated its employee survey.",
    results: [
      { value: "9", label: "employee languages for every leadership message" },
      { value: "19%", label: "higher survey response rate" },
      { value: "Same day", label: "publishing in all languages" },
    ],
  },
  faqs: [
    {
      question: "Can you handle stock-exchange releases outside office hours?",
      answer:
        "Yes. For listed clients we agree on-call windows around reporting dates and urgent releases, with a guaranteed turnaround that can be as short as two hours.",
    },
    {
      question: "How do you keep the CEO's voice consistent?",
      answer:
        "Through a standing team of translators who work on your leadership content regularly, style notes per language, and review by your local communicators.",
    },
    {
      question: "How do you protect inside information?",
      answer:
        "Embargoed material is handled by named linguists on an insider list, in an access-restricted workspace under our ISO 27001 controls.",
    },
    {
      question: "Do you also translate for smaller employee groups?",
      answer:
        "Yes. For languages spoken by small groups, we often use machine translation with review for routine news and full human translation for important messages.",
    },
  ],
  cta: {
    heading: "Reach all your people and stakeholders in their language",
    text: "Tell us your audiences, languages and communication rhythm. We will propose a standing team and service levels.",
    primary: { label: "Request a quote", href: "/contact/request-quote" },
    secondary: { label: "Book a consultation", href: "/contact/book-consultation" },
  },
  related: [
    "/services/interpretation",
    "/services/subtitling-captioning",
    "/services/multilingual-copywriting-transcreation",
    "/industries/finance-banking",
    "/industries/non-profit",
  ],
}
