import type { IndustryPageCopy } from "../../page-copy"

const page: IndustryPageCopy = {
  slug: "clinical-document-translation",
  meta: {
    path: "/industries/life-sciences/clinical-document-translation",
    title: "Clinical Trial Document Translation",
    description:
      "Protocols, informed consent forms, investigator brochures and CTIS submission documents translated for sponsors and CROs under EU CTR 536/2014.",
  },
  hero: {
    eyebrow: "Life sciences · Clinical trials",
    heading: "Clinical trial translation that keeps studies on schedule",
    intro:
      "Sponsors and CROs use Nordika to translate submission packages, patient-facing documents and site materials for multinational trials, in step with the EU Clinical Trials Regulation.",
    primaryCta: { label: "Request a quote", href: "/contact/request-quote" },
    secondaryCta: { label: "Book a consultation", href: "/contact/book-consultation" },
  },
  highlights: [
    { value: "1,900+", label: "clinical studies supported since 2009" },
    { value: "70+", label: "languages for ICFs and patient materials" },
    { value: "CTIS", label: "Part I and Part II document packages prepared" },
    { value: "Back-translation", label: "and reconciliation on request for ethics committees" },
  ],
  overview: [
    "Since the Clinical Trials Regulation (EU) 536/2014 became fully applicable, multinational trials in the EU are submitted through CTIS with strict timelines for responding to requests for information. Part II documents, such as informed consent forms, subject information and recruitment material, must be in the languages of each member state concerned, and delays in translation delay first patient in.",
    "We translate protocols and synopses, investigator brochures, informed consent forms and assent forms for minors, patient diaries and cards, recruitment material, lay summaries of results, clinical study reports and regulatory correspondence. Patient-facing texts are written at an appropriate reading level and, where ethics committees request it, back-translated and reconciled.",
    "A dedicated project manager per study keeps country versions, site-specific ICF variants and amendments aligned, so that the document a patient signs in Lyon matches the approved version.",
  ],
  challenges: [
    {
      title: "RFI response windows",
      description: "Requests for information under CTR must be answered within tight deadlines, often with revised translations.",
      icon: "Clock",
    },
    {
      title: "Country and site variants",
      description: "ICFs multiply into country, site and amendment versions that must be tracked without error.",
      icon: "Layers",
    },
    {
      title: "Lay language for patients",
      description: "Consent documents and lay summaries must be understandable to patients and parents, not only accurate.",
      icon: "Users",
    },
  ],
  solutions: [
    {
      title: "Study-level translation management",
      description: "One project manager, termbase and version log per study, covering every country, site and amendment.",
      icon: "FolderSearch",
    },
    {
      title: "Patient-readable ICFs",
      description: "Translators trained in plain-language writing, with readability checks and optional patient review.",
      icon: "FileText",
    },
    {
      title: "Back-translation and reconciliation",
      description:
        "Independent back-translation, discrepancy reports and reconciled final versions with certificates for ethics submissions.",
      icon: "FileCheck",
    },
  ],
  proof: {
    client: "Kronholm Research, a Scandinavian full-service CRO",
    summary:
      "Kronholm needed CTR-compliant Part II packages for a 22-country cardiovascular outcomes trial, with more than 300 site-specific ICF variants. Our study team managed translation and back-translation per country and turned around RFI-driven changes within three working days.",
    results: [
      { value: "22", label: "countries submitted via CTIS" },
      { value: "310", label: "site-specific ICF versions controlled" },
      { value: "3 days", label: "average turnaround on RFI changes" },
    ],
  },
  faqs: [
    {
      question: "Do you provide translation certificates?",
      answer:
        "Yes. Every delivery can include a certificate of accuracy signed by the project manager, and back-translation certificates where that step is performed.",
    },
    {
      question: "Can you translate lay summaries of results?",
      answer:
        "Yes. We translate lay summaries required under CTR Article 37 and can also help simplify the English source before translation.",
    },
    {
      question: "Do you handle studies outside the EU?",
      answer:
        "Yes, including FDA submissions and studies in Asia-Pacific and Latin America, following local ethics committee requirements.",
    },
  ],
  cta: {
    heading: "Get to first patient in sooner",
    text: "Send us your country list and document set, and we will plan translation around your submission timeline.",
    primary: { label: "Request a quote", href: "/contact/request-quote" },
    secondary: { label: "Book a consultation", href: "/contact/book-consultation" },
  },
  related: [
    "/industries/life-sciences",
    "/industries/life-sciences/coa-ecoa-solutions",
    "/industries/life-sciences/eclinical-content-management",
    "/services/translation",
  ],
}

export default page
