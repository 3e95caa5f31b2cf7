import type { IndustryPageCopy } from "../../page-copy"

const page: IndustryPageCopy = {
  slug: "corporate-content",
  meta: {
    path: "/industries/life-sciences/corporate-content",
    title: "Corporate Translation for Pharma & Medtech Companies",
    description:
      "GxP SOPs, quality manuals, CAPA records, compliance training and internal communications translated for global pharma, biotech and medtech companies.",
  },
  hero: {
    eyebrow: "Life sciences · Corporate content",
    heading: "Translation for the GxP organisation behind the product",
    intro:
      "Global life-sciences companies rely on Nordika to translate the SOPs, quality documentation, training and communications that keep sites, affiliates and partners aligned.",
    primaryCta: { label: "Request a quote", href: "/contact/request-quote" },
    secondaryCta: { label: "Book a consultation", href: "/contact/book-consultation" },
  },
  highlights: [
    { value: "12,000+", label: "SOPs and work instructions translated" },
    { value: "48 h", label: "for urgent CAPA and deviation documentation" },
    { value: "40+", label: "languages for site and affiliate communication" },
    { value: "21 CFR Part 11", label: "aware document workflows with your eQMS" },
  ],
  overview: [
    "A manufacturing site in Poland, a packaging partner in India and a commercial affiliate in Brazil all have to follow the same procedures. When a global SOP changes, every translated version must be updated, approved and trained on before the effective date. That is a GxP requirement, not a nice-to-have.",
    "We translate SOPs, work instructions, quality manuals, deviation and CAPA reports, supplier quality agreements, audit reports and validation documentation, working with your eQMS so that translated versions are linked to their source revisions. Training materials and e-learning follow in the same cycle, so staff are trained on the version that is in force.",
    "Corporate communications, codes of conduct, annual and sustainability reports, HR policies and intranet content are handled by a separate team of corporate writers, with a shared company termbase so that product and function names stay consistent.",
  ],
  challenges: [
    {
      title: "Version control across languages",
      description: "Translated SOPs drift out of sync with the master revision, creating inspection findings.",
      icon: "History",
    },
    {
      title: "Effective-date pressure",
      description: "Procedures must be translated, approved and trained on before they take effect at every site.",
      icon: "Calendar",
    },
    {
      title: "Inspection requests",
      description: "Inspectors ask for local-language documents, or English translations of local records, at short notice.",
      icon: "Search",
    },
  ],
  solutions: [
    {
      title: "eQMS-linked translation",
      description: "Source revisions and translations linked in your document management system, with only changed text retranslated.",
      icon: "Workflow",
    },
    {
      title: "Inspection support",
      description: "A standby team translates local records and correspondence into English during FDA, EMA or national inspections.",
      icon: "ShieldCheck",
    },
    {
      title: "Corporate and HR communication",
      description: "Codes of conduct, policies and leadership messages adapted by corporate writers for each region.",
      icon: "Building2",
    },
  ],
  proof: {
    client: "Norrström Biologics, a contract manufacturer with sites in Sweden and Poland",
    summary:
      "Norrström's Polish site was running on SOP translations that lagged the Swedish masters by months. We connected Leen to its eQMS, retranslated only changed content and aligned translation with the change-control calendar. The following regulatory inspection recorded no observations related to document translation.",
    results: [
      { value: "1,850", label: "SOPs brought in sync with masters" },
      { value: "9 → 2 days", label: "translation time per SOP revision" },
      { value: "0", label: "inspection observations on translated documents" },
    ],
  },
  faqs: [
    {
      question: "Can you work within our change-control process?",
      answer:
        "Yes. We align translation with your change-control steps, deliver redlined and clean versions, and provide translator and reviewer records for the change file.",
    },
    {
      question: "Do you provide certified translations for inspections?",
      answer: "We provide signed translation statements and, where a country requires it, translations by sworn or authorised translators.",
    },
    {
      question: "Can you translate validation documents?",
      answer:
        "Yes, including IQ/OQ/PQ protocols and reports and computer system validation documentation, by linguists with engineering or QA backgrounds.",
    },
  ],
  cta: {
    heading: "Keep every site on the current procedure",
    text: "Tell us about your document volumes and eQMS, and we will propose a translation process aligned with your change control.",
    primary: { label: "Request a quote", href: "/contact/request-quote" },
    secondary: { label: "Book a consultation", href: "/contact/book-consultation" },
  },
  related: [
    "/industries/life-sciences",
    "/industries/life-sciences/pharmaceutical",
    "/services/technical-content-creation",
    "/technology/workflow-automation",
  ],
}

export default page
