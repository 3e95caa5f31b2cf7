import type { IndustryPageCopy } from "../../page-copy"

const page: IndustryPageCopy = {
  slug: "eclinical-content-management",
  meta: {
    path: "/industries/life-sciences/eclinical-content-management",
    title: "eClinical Localization: IRT, EDC & eCOA Platforms",
    description:
      "Localization, screenshot review and UAT support for eClinical systems: IRT/RTSM, EDC, eConsent and eCOA platforms used in multinational clinical trials.",
  },
  hero: {
    eyebrow: "Life sciences · eClinical",
    heading: "Localized eClinical systems, validated for every study",
    intro:
      "eClinical technology providers and sponsors use Nordika to localize the platforms that patients and sites use every day, from randomisation to eConsent.",
    primaryCta: { label: "Request a quote", href: "/contact/request-quote" },
    secondaryCta: { label: "Book a consultation", href: "/contact/book-consultation" },
  },
  highlights: [
    { value: "85+", label: "languages delivered for eClinical platforms" },
    { value: "200k+", label: "device and web screenshots reviewed" },
    { value: "GAMP 5", label: "aware documentation for validated systems" },
    { value: "Reusable", label: "study libraries for faster builds" },
  ],
  overview: [
    "Interactive response technology, electronic data capture, eConsent and eCOA systems are validated computerised systems. Every string a patient or site user sees must be translated, placed correctly on screen and documented, and changes after go-live trigger re-validation. Localization therefore has to fit the vendor's software development life cycle.",
    "We work with eClinical vendors and sponsors to build translation libraries per platform and per sponsor, translate study-specific builds, and run linguistic screenshot review on handheld devices, tablets and web to catch truncation, wrong fonts and context errors. Results are documented for UAT and the trial master file.",
    "Because many strings recur across studies, we manage reusable platform libraries in Leen. A new study reuses validated translations and only study-specific text goes through the full process.",
  ],
  challenges: [
    {
      title: "Validated system changes",
      description: "Fixing a translation after go-live means a change request and re-validation in a live study.",
      icon: "Lock",
    },
    {
      title: "Device and script constraints",
      description: "Small handheld screens, right-to-left scripts and complex fonts expose layout issues late in UAT.",
      icon: "Smartphone",
    },
    {
      title: "Parallel study builds",
      description: "Vendors build dozens of studies at once, each with its own languages and timeline.",
      icon: "LayoutGrid",
    },
  ],
  solutions: [
    {
      title: "Platform translation libraries",
      description:
        "Approved translations of standard platform text reused across studies, with sponsor-specific terminology layered on top.",
      icon: "Database",
    },
    {
      title: "Screenshot linguistic review",
      description: "Native reviewers check every screen in context on the target device and log issues against screen IDs.",
      icon: "Monitor",
    },
    {
      title: "UAT-ready documentation",
      description: "Translation certificates, review logs and issue resolution records formatted for the trial master file.",
      icon: "FileCheck",
    },
  ],
  proof: {
    client: "Clinara Systems, a Finnish IRT and eCOA vendor",
    summary:
      "Clinara's study build times were held back by translation of the same platform text for each sponsor. We created platform libraries in 48 languages, integrated Leen with its build tooling and ran screenshot reviews in a shared portal. Localization moved off the critical path of study start-up.",
    results: [
      { value: "−45%", label: "localization time per new study build" },
      { value: "48", label: "languages in the reusable platform library" },
      { value: "−70%", label: "post-go-live translation change requests" },
    ],
  },
  faqs: [
    {
      question: "Can reviewers work in our UAT environment?",
      answer:
        "Yes, with accounts you provide, or through exported screenshots if access is restricted. We log findings in your tool or in a structured review report.",
    },
    {
      question: "How do you support eConsent?",
      answer:
        "We translate eConsent content, including multimedia and quizzes, and verify that the electronic version matches the ethics-approved ICF in each language.",
    },
    {
      question: "Do you handle instrument migration to eCOA?",
      answer:
        "Yes. Our COA team manages migration of validated questionnaires to electronic formats, including screenshot review and, where needed, usability testing.",
    },
  ],
  cta: {
    heading: "Take localization off your study start-up critical path",
    text: "Tell us about your platform and study pipeline, and we will design a library and review process for it.",
    primary: { label: "Request a quote", href: "/contact/request-quote" },
    secondary: { label: "Book a consultation", href: "/contact/book-consultation" },
  },
  related: [
    "/industries/life-sciences",
    "/industries/life-sciences/coa-ecoa-solutions",
    "/services/localization-testing",
    "/technology/integrations",
  ],
}

export default page
