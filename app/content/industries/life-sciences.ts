import type { IndustryPageCopy } from "../page-copy"
import { caseStudyResults } from "../case-study-results"

const page: IndustryPageCopy = {
  slug: "life-sciences",
  meta: {
    path: "/industries/life-sciences",
    title: "Life Sciences Translation & Linguistic Validation",
    description:
      "Regulated translation for pharma, biotech, CROs and medtech: EMA QRD labelling, EU MDR/IVDR IFUs, clinical trials under CTR 536/2014 and eCOA validation.",
  },
  hero: {
    eyebrow: "Life sciences",
    heading: "Regulated language services from first-in-human to post-market",
    intro:
      "Pharmaceutical, biotech, medical device and diagnostics companies and the CROs that serve them rely on Nordika for translations that hold up in front of ethics committees, notified bodies and regulators.",
    primaryCta: { label: "Request a quote", href: "/contact/request-quote" },
    secondaryCta: { label: "Talk to our life-sciences team", href: "/contact/book-consultation" },
  },
  highlights: [
    { value: "1,400+", label: "linguists with medical, pharmaceutical or clinical backgrounds" },
    { value: "ISO 17100", label: "certified translation, with ISO 13485-aligned processes for devices" },
    { value: "900+", label: "COA instruments linguistically validated" },
    { value: "24", label: "EU languages plus Norwegian and Icelandic for centralised procedures" },
  ],
  overview: [
    "In life sciences, every translated word is part of a regulated record. A mistranslated inclusion criterion can compromise a trial; a wrong dosing instruction in a package leaflet can harm a patient; an inconsistent IFU can delay CE marking. Nordika's life-sciences division was set up to work to that standard, with documented processes, qualified linguists and audit-ready records.",
    "We support the whole product life cycle: clinical trial applications and patient-facing trial documents under the EU Clinical Trials Regulation (536/2014), eCOA and ePRO linguistic validation following ISPOR good-practice guidelines, EMA and national labelling to the QRD templates, medical device documentation under EU MDR 2017/745 and IVDR 2017/746, pharmacovigilance case processing and safety literature, and the marketing, training and corporate content that follows approval.",
    "Our processes follow ISO 17100 for translation, ISO 18587 for machine translation post-editing and are aligned with ISO 13485 quality management requirements for medical device clients. Every project carries a full audit trail in Leen, from linguist qualifications to review records, and client data is handled under ISO 27001 in EU data centres.",
  ],
  challenges: [
    {
      title: "Regulatory timelines",
      description: "EMA linguistic review windows, CTR request-for-information deadlines and labelling updates leave days, not weeks.",
      icon: "Clock",
    },
    {
      title: "Audit and inspection readiness",
      description: "Sponsors must show who translated what, with which qualifications and how it was reviewed, often years later.",
      icon: "ClipboardCheck",
    },
    {
      title: "Patient comprehension",
      description: "Informed consent forms, PROs and package leaflets must be understood by lay readers in every language.",
      icon: "Users",
    },
    {
      title: "Terminology across the life cycle",
      description: "MedDRA terms, EDQM standard terms and company-specific nomenclature must stay aligned from protocol to label.",
      icon: "BookA",
    },
  ],
  solutions: [
    {
      title: "Specialist linguists by therapeutic area",
      description:
        "Oncology, rare diseases, immunology, CNS, vaccines and devices: translators and reviewers matched on subject-matter expertise.",
      icon: "Microscope",
    },
    {
      title: "Validated, documented workflows",
      description: "Translation, independent review, back-translation and reconciliation steps documented for every deliverable.",
      icon: "FileCheck",
    },
    {
      title: "Regulatory terminology management",
      description: "MedDRA, EDQM Standard Terms and QRD wording integrated into Leen, with client-approved termbases per product.",
      icon: "Database",
    },
    {
      title: "Secure, GDPR-first data handling",
      description: "Patient data and unpublished results processed in EU data centres under ISO 27001, with pseudonymisation support.",
      icon: "ShieldCheck",
    },
  ],
  subPages: [
    {
      title: "Pharmaceutical",
      description: "SmPCs, PILs and labelling to EMA QRD templates, CMC documentation and regulatory submissions.",
      href: "/industries/life-sciences/pharmaceutical",
      icon: "Pill",
    },
    {
      title: "Corporate content",
      description: "SOPs, quality manuals, training and internal communication for global life-sciences organisations.",
      href: "/industries/life-sciences/corporate-content",
      icon: "Building2",
    },
    {
      title: "Clinical document translation",
      description: "Protocols, ICFs, investigator brochures and CTR 536/2014 submission documents.",
      href: "/industries/life-sciences/clinical-document-translation",
      icon: "FileText",
    },
    {
      title: "eClinical content management",
      description: "Localization and screenshots for IRT, EDC and eCOA platforms across global trials.",
      href: "/industries/life-sciences/eclinical-content-management",
      icon: "Monitor",
    },
    {
      title: "Marketing & commercialization",
      description: "Launch materials, HCP content and patient campaigns adapted within promotional codes.",
      href: "/industries/life-sciences/marketing-commercialization",
      icon: "Megaphone",
    },
    {
      title: "Interpretation",
      description: "Medical interpreters for investigator meetings, advisory boards, inspections and patient interviews.",
      href: "/industries/life-sciences/interpretation",
      icon: "Mic",
    },
    {
      title: "Pharmacovigilance & safety reporting",
      description: "ICSR source documents, literature screening, PSURs and RMPs translated on regulatory clocks.",
      href: "/industries/life-sciences/pharmacovigilance-safety-reporting",
      icon: "Activity",
    },
    {
      title: "COA & eCOA solutions",
      description: "Linguistic validation with cognitive debriefing following ISPOR guidelines, migrated to eCOA.",
      href: "/industries/life-sciences/coa-ecoa-solutions",
      icon: "ClipboardCheck",
    },
  ],
  proof: {
    client: "Aurelia Bio, a Swedish–Danish oncology biotech",
    href: "/case-studies/aurelia-bio-phase-iii-marketing-authorisation",
    summary:
      "Aurelia was running a Phase III trial in 14 countries while preparing its first centralised marketing authorisation. We translated the CTR submission packages and patient documents, linguistically validated two PRO instruments in 19 languages and delivered the product information in all EEA languages within EMA's post-opinion timeline.",
    results: caseStudyResults("/case-studies/aurelia-bio-phase-iii-marketing-authorisation"),
  },
  faqs: [
    {
      question: "Are you ISO 13485 certified?",
      answer:
        "Our certifications are ISO 17100, ISO 18587 and ISO 27001. For medical device clients our processes are aligned with ISO 13485 requirements for supplier control, document control and records, and we support your supplier qualification and audits.",
    },
    {
      question: "Can we audit you?",
      answer:
        "Yes. Sponsors and manufacturers audit us regularly, on site in Stockholm or remotely. We provide SOPs, linguist qualification records and project audit trails on request.",
    },
    {
      question: "Do you use machine translation for regulated content?",
      answer:
        "Only where the client agrees and the content type allows it, always with full post-editing by a qualified linguist under ISO 18587 and a documented review. Patient-facing and submission-critical content is human translated by default.",
    },
    {
      question: "How do you choose linguists for a project?",
      answer:
        "By language pair, therapeutic area and document type. Every life-sciences linguist has a documented qualification under ISO 17100 plus proven domain experience, and reviewers are independent of translators.",
    },
  ],
  cta: {
    heading: "Work with a partner that knows the regulations",
    text: "Tell us about your programme, product or device, and our life-sciences team will propose a compliant workflow and timeline.",
    primary: { label: "Request a quote", href: "/contact/request-quote" },
    secondary: { label: "Book a consultation", href: "/contact/book-consultation" },
  },
  related: [
    "/industries/healthcare",
    "/services/quality-management-certifications",
    "/services/translation",
    "/security-compliance/compliance-pack",
    "/services/interpretation",
  ],
}

export default page
