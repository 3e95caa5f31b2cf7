import type { IndustryPageCopy } from "../page-copy"

const page: IndustryPageCopy = {
  slug: "public-sector",
  meta: {
    path: "/industries/public-sector",
    title: "Public Sector Translation & Interpreting",
    description:
      "Translation and interpreting for agencies, municipalities and EU bodies: framework agreements, plain language, WCAG-compliant documents and security.",
  },
  hero: {
    eyebrow: "Public sector",
    heading: "Language services for governments and the citizens they serve",
    intro:
      "National agencies, municipalities, regions and EU institutions use Nordika to inform residents in their own languages, cooperate across borders and meet their legal language obligations.",
    primaryCta: { label: "Request a quote", href: "/contact/request-quote" },
    secondaryCta: { label: "Book a consultation", href: "/contact/book-consultation" },
  },
  highlights: [
    { value: "60+", label: "public framework agreements delivered since 2009" },
    { value: "100+", label: "languages including national minority and sign-language partners" },
    { value: "WCAG 2.1 AA", label: "accessible PDFs and web content on request" },
    { value: "EU-only", label: "data processing and storage" },
  ],
  overview: [
    "Public bodies have a duty to be understood. Language acts, minority-language laws and equal-treatment obligations require authorities to communicate with residents who do not read the majority language, and EU cooperation means documents constantly cross borders. We help agencies do this reliably and within procurement rules.",
    "We translate decisions, forms, guidance, websites and public-health campaigns into community languages, with plain-language editing so the result is understandable, not just correct. For cross-border cooperation we translate legislation, consultation responses, EU funding applications and reports into and out of all 24 EU official languages.",
    "Interpreting covers social services, schools, police and migration interviews, courts and parliamentary hearings. Our information security is ISO 27001 certified, all data stays in EU data centres, and we can meet additional requirements such as security-cleared staff for sensitive assignments.",
  ],
  challenges: [
    {
      title: "Procurement and framework rules",
      description: "Call-offs, price schedules, reporting and subcontractor rules under public procurement law must be followed precisely.",
      icon: "Landmark",
    },
    {
      title: "Reaching every resident",
      description:
        "Community languages change with migration patterns, and official wording is often too complex for its intended readers.",
      icon: "Users",
    },
    {
      title: "Accessibility obligations",
      description: "Under the EU Web Accessibility Directive, translated web pages and documents must be accessible too.",
      icon: "Eye",
    },
    {
      title: "Sensitive personal data",
      description:
        "Social services files, migration cases and police interviews contain data that must never leave controlled environments.",
      icon: "Shield",
    },
  ],
  solutions: [
    {
      title: "Plain-language translation",
      description:
        "Source texts edited into plain language before translation, and community reviewers testing key materials with real readers.",
      icon: "FileText",
    },
    {
      title: "Accessible document production",
      description: "Tagged PDFs, easy-to-read versions and accessible web content produced with the translation, not retrofitted.",
      icon: "ClipboardCheck",
    },
    {
      title: "Public-service interpreting",
      description:
        "Authorised interpreters on site, by phone or by video, booked through a portal that reports usage per unit for your statistics.",
      icon: "Mic",
    },
    {
      title: "Framework agreement management",
      description: "A named account team handles call-offs, monthly reporting, invoicing per cost centre and tender documentation.",
      icon: "Briefcase",
    },
  ],
  proof: {
    client: "A Nordic municipality of 150,000 residents",
    summary:
      "The municipality needed to inform residents in 18 languages about school placement, social services and emergency preparedness. We plain-language edited its core material, translated and typeset it as accessible PDFs and web pages, and set up on-demand interpreting for schools and social services through one booking portal.",
    results: [
      { value: "18", label: "languages across web, print and interpreting" },
      { value: "−40%", label: "average reading complexity of key letters (LIX score)" },
      { value: "4,800", label: "interpreting assignments in the first year" },
    ],
  },
  faqs: [
    {
      question: "Can we call off work from an existing framework agreement?",
      answer:
        "If Nordika is a supplier on your framework, yes. If not, we can still support you under direct award thresholds or as a subcontractor to an existing supplier, subject to your procurement rules.",
    },
    {
      question: "Do you provide authorised interpreters?",
      answer:
        "Yes. We prioritise state-authorised interpreters, and in Sweden court and healthcare specialisations from Kammarkollegiet, and report competence levels per assignment as frameworks usually require.",
    },
    {
      question: "Where is our data stored?",
      answer:
        "All files and translation memories are stored and processed in EU data centres. We sign your data processing agreement and follow your retention rules.",
    },
  ],
  cta: {
    heading: "Serve every resident in their language",
    text: "Tell us about your framework, languages and volumes, and our public-sector team will prepare a proposal.",
    primary: { label: "Request a quote", href: "/contact/request-quote" },
    secondary: { label: "Book a consultation", href: "/contact/book-consultation" },
  },
  related: [
    "/services/interpretation",
    "/security-compliance/gdpr-global-standards",
    "/services/translation",
    "/industries/healthcare",
    "/industries/education-elearning",
  ],
}

export default page
