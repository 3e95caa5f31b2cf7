import type { IndustryPageCopy } from "../page-copy"
import { caseStudyResults } from "../case-study-results"

const page: IndustryPageCopy = {
  slug: "legal",
  meta: {
    path: "/industries/legal",
    title: "Legal Translation & Multilingual Litigation Support",
    description:
      "Legal translation, multilingual eDiscovery (electronic discovery), document review, TAR and deposition support for law firms and legal departments in cross-border matters.",
  },
  hero: {
    eyebrow: "Legal",
    heading: "Language and litigation support for cross-border legal matters",
    intro:
      "Law firms, in-house legal teams and arbitral parties rely on Nordika for legal translation and for multilingual eDiscovery, review and trial support, from collection to courtroom.",
    primaryCta: { label: "Request a quote", href: "/contact/request-quote" },
    secondaryCta: { label: "Discuss a matter", href: "/contact/book-consultation" },
  },
  highlights: [
    { value: "600+", label: "lawyer-linguists and sworn translators" },
    { value: "90+", label: "languages for foreign-language document review" },
    { value: "EDRM", label: "end-to-end support from identification to presentation" },
    { value: "ISO 27001", label: "certified, with chain-of-custody logs on every matter" },
  ],
  overview: [
    "Cross-border disputes, investigations and transactions generate evidence and contracts in many languages. When the relevant email is in Finnish, the key witness speaks German and the tribunal sits in London, language becomes part of case strategy. Nordika combines legal translation with multilingual litigation support so that one team handles language across the whole matter.",
    "Our legal translation practice serves contracts, pleadings, judgments, arbitral awards, patents and corporate documents, with sworn and certified translations for courts and registries. Our litigation support practice covers the Electronic Discovery Reference Model from forensic collection and early case assessment through technology-assisted review, foreign-language document review, production and trial support.",
    "Confidentiality and privilege are built into how we work: matter-specific teams under NDA, conflict checks, ISO 27001-certified hosting in the EU or the jurisdiction you require, and documented chain of custody for every item of evidence.",
  ],
  challenges: [
    {
      title: "Foreign-language evidence at volume",
      description: "Hundreds of thousands of documents in several languages must be culled, reviewed and understood before deadlines.",
      icon: "FolderSearch",
    },
    {
      title: "Cross-border data transfer",
      description: "GDPR, blocking statutes and bank secrecy rules restrict where evidence can be processed and who can see it.",
      icon: "Shield",
    },
    {
      title: "Legal precision across systems",
      description: "Civil-law and common-law concepts rarely map one-to-one; a mistranslated term can change a legal outcome.",
      icon: "Scale",
    },
    {
      title: "Privilege and confidentiality",
      description: "Privileged and commercially sensitive material must be protected at every step, by every person involved.",
      icon: "Lock",
    },
  ],
  solutions: [
    {
      title: "Lawyer-linguists",
      description: "Qualified lawyers and legal translators who understand both legal systems in a language pair.",
      icon: "Gavel",
    },
    {
      title: "Multilingual eDiscovery",
      description: "Collection, processing, language identification, machine translation for triage and human review in one workflow.",
      icon: "Search",
    },
    {
      title: "In-region processing",
      description: "Review and hosting in the EU, the UK, the US or Singapore to respect data transfer restrictions.",
      icon: "Server",
    },
    {
      title: "Certified and sworn translation",
      description: "Translations accepted by courts, arbitral tribunals, notaries and registries across jurisdictions.",
      icon: "FileCheck",
    },
  ],
  subPages: [
    {
      title: "Translation & language services",
      description: "Contracts, pleadings, judgments and sworn translations by lawyer-linguists.",
      href: "/industries/legal/translation-language-services",
      icon: "Languages",
    },
    {
      title: "Digital forensics",
      description: "Forensically sound collection from laptops, mobiles, cloud and chat platforms.",
      href: "/industries/legal/digital-forensics",
      icon: "Fingerprint",
    },
    {
      title: "eDiscovery & early case assessment",
      description: "Processing, culling and multilingual ECA to understand a matter early.",
      href: "/industries/legal/ediscovery-early-case-assessment",
      icon: "ScanSearch",
    },
    {
      title: "Document review",
      description: "Foreign-language first-level and privilege review by native-speaking lawyers.",
      href: "/industries/legal/document-review",
      icon: "FileSearch",
    },
    {
      title: "Deposition & trial support",
      description: "Interpreters, check interpreters, exhibit translation and hearing support.",
      href: "/industries/legal/deposition-trial-support",
      icon: "Gavel",
    },
    {
      title: "Paper discovery & production",
      description: "Scanning, coding, OCR in any script and Bates-numbered productions.",
      href: "/industries/legal/paper-discovery-production",
      icon: "Printer",
    },
    {
      title: "Managed services & litigation support",
      description: "Ongoing eDiscovery and review programmes for legal departments and firms.",
      href: "/industries/legal/managed-services-litigation-support",
      icon: "Briefcase",
    },
    {
      title: "Technology-assisted review",
      description: "TAR 1.0, TAR 2.0 and continuous active learning across languages.",
      href: "/industries/legal/technology-assisted-review",
      icon: "Cpu",
    },
  ],
  proof: {
    client: "A Stockholm law firm in an ICC arbitration",
    href: "/case-studies/stockholm-law-firm-icc-arbitration",
    summary:
      "Representing a Nordic energy company in an ICC arbitration against an Eastern European counterparty, the firm faced 1.4 million documents in Swedish, Polish, Russian and English. We collected and processed the data, used language identification and machine translation for early case assessment, ran TAR with native-speaking reviewers and delivered certified translations of 230 exhibits.",
    results: caseStudyResults("/case-studies/stockholm-law-firm-icc-arbitration"),
  },
  faqs: [
    {
      question: "Are you a law firm?",
      answer:
        "No. Nordika provides language and litigation support services to law firms and legal departments. Legal advice and decisions on privilege and relevance remain with counsel.",
    },
    {
      question: "Where is our data processed?",
      answer:
        "In the region you choose: EU data centres by default, with UK, US and Singapore hosting available for matters that require it. We document transfers and chain of custody.",
    },
    {
      question: "Can you provide sworn translations?",
      answer:
        "Yes, through authorised translators in Sweden and sworn translators in other jurisdictions, and certified translations with affidavits for common-law courts.",
    },
  ],
  cta: {
    heading: "Bring language into your case strategy early",
    text: "Tell us about the matter, the languages and the volumes, and we will propose a defensible multilingual workflow.",
    primary: { label: "Request a quote", href: "/contact/request-quote" },
    secondary: { label: "Book a consultation", href: "/contact/book-consultation" },
  },
  related: [
    "/services/translation",
    "/services/interpretation",
    "/security-compliance/data-protection",
    "/industries/finance-banking",
    "/data-processing-agreement",
  ],
}

export default page
