import type { IndustryPageCopy } from "../../page-copy"

const page: IndustryPageCopy = {
  slug: "industrial-automation",
  meta: {
    path: "/industries/manufacturing/industrial-automation",
    title: "Industrial Automation, HMI & PLC Localization",
    description:
      "HMI screens, alarm texts, PLC comments and IEC 61131-3 projects localized for machine builders and system integrators, tested on the target panel.",
  },
  hero: {
    eyebrow: "Manufacturing · Industrial automation",
    heading: "HMI and automation software that speaks the operator's language",
    intro:
      "Machine builders, system integrators and automation vendors use Nordika to localize HMI screens, alarm texts and engineering documentation for plants around the world.",
    primaryCta: { label: "Request a quote", href: "/contact/request-quote" },
    secondaryCta: { label: "Book a consultation", href: "/contact/book-consultation" },
  },
  highlights: [
    { value: "60,000+", label: "alarm and message texts localized each year" },
    { value: "IEC 61131-3", label: "project comments and variable descriptions translated" },
    { value: "On-panel", label: "testing of localized HMIs" },
    { value: "30+", label: "languages for operator interfaces" },
  ],
  overview: [
    "When a line stops at 3 a.m., the operator reads an alarm text on a panel. If it is truncated, ambiguous or still in German, downtime grows. Localizing automation software is about getting short, precise messages right within hard character limits, in sync with the machine's engineering.",
    "We translate HMI screen texts, alarm and event messages, recipe and parameter descriptions exported from major HMI and SCADA engineering tools, as well as PLC comments and documentation in IEC 61131-3 projects, so that service engineers abroad can understand the logic. Functional safety documentation under IEC 62061 and ISO 13849 and electrical documentation under IEC 60204-1 are translated by engineers familiar with those standards.",
    "Because texts must fit, we translate with pixel and character limits in Leen, and our testers check the localized HMI on the target panel or a simulator before commissioning.",
  ],
  challenges: [
    {
      title: "Extreme length limits",
      description: "Alarm texts and buttons often allow 20–40 characters, less than many languages need.",
      icon: "Type",
    },
    {
      title: "Text scattered across tools",
      description: "HMI, PLC, drives and safety controllers each store text in different engineering tools.",
      icon: "Network",
    },
    {
      title: "Commissioning schedules",
      description: "Localized software must be ready for factory acceptance tests and on-site commissioning dates.",
      icon: "Calendar",
    },
  ],
  solutions: [
    {
      title: "Export and re-import support",
      description: "We work with text exports from common automation engineering tools and validate re-import.",
      icon: "Plug",
    },
    {
      title: "Length-aware translation",
      description: "Character and pixel limits enforced in the editor, with approved abbreviations per language.",
      icon: "Gauge",
    },
    {
      title: "HMI testing",
      description: "Testers check screens, alarms and dialogs on the panel or in simulation and report issues with screenshots.",
      icon: "Monitor",
    },
  ],
  proof: {
    client: "Kalvsund Packaging Systems, a Swedish packaging machine builder",
    summary:
      "Kalvsund delivers lines to food and pharma plants in 40 countries. We built an alarm text library with approved abbreviations in 18 languages, integrated it with its HMI text exports and tested localized screens on its simulator before factory acceptance tests.",
    results: [
      { value: "18", label: "HMI languages from one alarm library" },
      { value: "−65%", label: "truncation issues reported during commissioning" },
      { value: "48 h", label: "turnaround for project-specific HMI texts" },
    ],
  },
  faqs: [
    {
      question: "Which automation tools do you support?",
      answer:
        "We work with text exports from the common HMI, SCADA and PLC engineering environments, typically as CSV, XLSX or XML, and validate re-import with your engineers.",
    },
    {
      question: "Can you translate PLC code comments?",
      answer: "Yes. We translate comments and variable descriptions while leaving code, identifiers and tags untouched.",
    },
    {
      question: "Do you translate functional safety documents?",
      answer:
        "Yes, including safety requirement specifications and validation reports, by engineers familiar with IEC 62061 and ISO 13849.",
    },
  ],
  cta: {
    heading: "Ready for your next commissioning?",
    text: "Send us an HMI text export and target languages, and we will return a quote and a sample.",
    primary: { label: "Request a quote", href: "/contact/request-quote" },
    secondary: { label: "Book a consultation", href: "/contact/book-consultation" },
  },
  related: [
    "/industries/manufacturing",
    "/services/software-app-localization",
    "/services/localization-testing",
    "/industries/manufacturing/semiconductors",
  ],
}

export default page
