import type { ServicePageCopy } from "../page-copy"
import { caseStudyResults } from "../case-study-results"

export const translation: ServicePageCopy = {
  slug: "translation",
  meta: {
    path: "/services/translation",
    title: "Professional Translation Services in 200+ Languages",
    description:
      "ISO 17100-certified translation by specialist linguists in 200+ languages, with translation memory, terminology control and secure EU-hosted workflows.",
  },
  hero: {
    eyebrow: "Translation",
    heading: "Translation that reads as if it were written in the target language",
    intro:
      "Contracts, manuals, product data, reports and marketing copy, translated by subject-matter linguists and revised by a second professional, as ISO 17100 requires. Every project runs through Leen, our own platform, so your terminology and past translations work for you from the first word.",
    primaryCta: { label: "Request a translation quote", href: "/contact/request-quote" },
    secondaryCta: { label: "Talk to a language consultant", href: "/contact/book-consultation" },
  },
  highlights: [
    { value: "200+", label: "languages and language variants" },
    { value: "6,000", label: "vetted freelance linguists in our network" },
    { value: "99.1%", label: "of projects delivered on time in 2024" },
    { value: "ISO 17100", label: "certified translation process since 2015" },
  ],
  overview: [
    "Translation is still the core of what Nordika does. We were founded in Stockholm in 2009 to translate technical documentation for Swedish manufacturers, and today we translate around 310 million words a year for more than 850 clients, from single certificates to multi-year documentation programmes in forty languages.",
    "Every translation is done by a professional who translates into their native language and works in the relevant field: a chartered engineer for hydraulic schematics, a lawyer-linguist for shareholder agreements, a pharmacist for patient information. A second, equally qualified linguist revises the text against the source before it reaches you. That translate-and-revise model is the heart of ISO 17100, and we have been audited against it every year since 2015.",
    "Behind the linguists sits Leen, the platform we built to manage translation memory, terminology and quality estimation. Repeated and similar sentences are reused from your memory, approved terms are enforced automatically, and our project managers see cost and deadline risks before they happen rather than after.",
  ],
  offerings: [
    {
      title: "Technical and engineering translation",
      description:
        "Operator manuals, service documentation, specifications, safety data sheets and CAD annotations, translated by linguists with engineering backgrounds and aligned with your CMS or DITA structure.",
      icon: "Wrench",
    },
    {
      title: "Legal and financial translation",
      description:
        "Contracts, court filings, annual reports, prospectuses and board materials, handled by lawyer-linguists and finance specialists under strict confidentiality and need-to-know access.",
      icon: "Scale",
    },
    {
      title: "Life sciences and medical translation",
      description:
        "Clinical protocols, informed consent forms, IFUs and labelling, with back-translation and reconciliation where regulators or ethics committees ask for it.",
      icon: "HeartPulse",
    },
    {
      title: "Certified and sworn translation",
      description:
        "Authorised translations of certificates, diplomas and official records, stamped by state-authorised translators in Sweden, Finland, Germany and other jurisdictions that require them.",
      icon: "BadgeCheck",
    },
    {
      title: "Marketing and corporate content",
      description:
        "Press releases, brochures, sustainability reports and intranet content, translated with your tone of voice guide and checked by a reviewer who knows your brand.",
      icon: "Megaphone",
    },
    {
      title: "Rush and high-volume programmes",
      description:
        "Follow-the-sun delivery from Stockholm, New York and Singapore for urgent work, and dedicated linguist teams with reserved capacity for continuous high volumes.",
      icon: "Clock",
    },
  ],
  process: [
    {
      title: "Scoping and analysis",
      description:
        "Your files are analysed in Leen against your translation memory. You receive a quote that separates new words, fuzzy matches and repetitions, with a confirmed delivery date.",
    },
    {
      title: "Preparation",
      description:
        "Your project manager extracts translatable text, locks non-translatable content, attaches your termbase and style guide, and raises questions about ambiguous source text before translation starts.",
    },
    {
      title: "Translation",
      description:
        "A native-speaking specialist translates in a CAT environment connected to Leen, with live terminology prompts and access to reference material from previous projects.",
    },
    {
      title: "Revision",
      description:
        "A second qualified linguist compares the translation with the source sentence by sentence, correcting accuracy, terminology and style, as ISO 17100 requires.",
    },
    {
      title: "Automated QA and final check",
      description:
        "Numbers, tags, terminology, consistency and formatting are checked automatically; the project manager reviews flagged issues and rebuilds the files in their original format.",
    },
    {
      title: "Delivery and memory update",
      description:
        "You receive ready-to-use files, and the approved translation goes back into your private translation memory so the next project costs less and reads the same.",
    },
  ],
  quality: [
    "ISO 17100:2015 certified translation process: qualified translators, mandatory revision by a second linguist and documented project records, audited annually.",
    "ISO 27001 certified information security management covering our offices, platform and project data.",
    "Linguists selected against documented qualifications: a translation degree or equivalent, at least five years of professional practice, and a passed domain test.",
    "Client-specific termbases and style guides enforced in every job, with automated QA checks before delivery.",
    "Quarterly linguistic quality audits on sample projects, scored against an MQM-based error typology and shared with the client on request.",
  ],
  technology: [
    {
      title: "Leen translation memory",
      description:
        "Your approved translations are stored in a private, client-specific memory in our EU data centres, so you never pay twice for the same sentence.",
      icon: "Database",
    },
    {
      title: "Terminology management",
      description:
        "Approved, forbidden and product-specific terms are surfaced to the translator as they type and checked again before delivery.",
      icon: "BookA",
    },
    {
      title: "More than 50 file formats",
      description:
        "InDesign, FrameMaker, XML and DITA, Office, XLIFF, JSON and YAML are handled natively, without copy-paste, so layout and structure survive translation.",
      icon: "FileText",
    },
  ],
  proof: {
    client: "Norrvik Industrial",
    href: "/case-studies/norrvik-industrial-technical-documentation",
    summary:
      "The Swedish heavy-equipment manufacturer consolidated technical documentation from four vendors into one Nordika programme in 14 languages. A rebuilt translation memory, a 6,000-term termbase and a dedicated linguist team now handle around 2.1 million words a year.",
    results: caseStudyResults("/case-studies/norrvik-industrial-technical-documentation"),
  },
  faqs: [
    {
      question: "How do you price translation?",
      answer:
        "By word, graded by translation memory match: new words at the full rate, fuzzy matches at a reduced rate and exact repetitions at a small fraction of it. Certified translations and very short texts are priced per document. Your quote shows each band separately.",
    },
    {
      question: "How fast can you translate?",
      answer:
        "A professional translator produces around 2,500 new words a day with revision included. For larger deadlines we split work across a team that shares one memory and termbase, so a 50,000-word manual in five languages typically takes six to eight working days.",
    },
    {
      question: "Do you use machine translation on my texts?",
      answer:
        "Only if you agree. Full human translation is our default. Where content suits it, we may propose machine translation with post-editing under ISO 18587 at a lower price, and we always tell you which workflow was used.",
    },
    {
      question: "Who owns the translation memory?",
      answer:
        "You do. Your memory and termbase are stored separately from other clients' data and you can export them in TMX and TBX at any time, free of charge.",
    },
    {
      question: "Can you handle scanned PDFs and images?",
      answer:
        "Yes. We convert scanned documents with OCR, rebuild them in an editable format and check the result against the original before translation, so the translated file can be edited later.",
    },
  ],
  cta: {
    heading: "Send us your files and get a detailed quote within one business day",
    text: "Tell us the languages, deadline and purpose of the text. A project manager will confirm the scope, the workflow and the price.",
    primary: { label: "Request a quote", href: "/contact/request-quote" },
    secondary: { label: "Book a consultation", href: "/contact/book-consultation" },
  },
  related: [
    "/services/machine-translation",
    "/services/dtp",
    "/services/quality-management-certifications",
    "/industries/legal",
    "/industries/manufacturing",
  ],
}
