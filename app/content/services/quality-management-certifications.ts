import type { ServicePageCopy } from "../page-copy"

export const qualityManagementCertifications: ServicePageCopy = {
  slug: "quality-management-certifications",
  meta: {
    path: "/services/quality-management-certifications",
    title: "Quality Management and ISO Certifications",
    description:
      "How Nordika manages translation quality: ISO 17100, ISO 18587 and ISO 27001 certification, MQM-based linguistic audits, and quality reporting for clients.",
  },
  hero: {
    eyebrow: "Quality management",
    heading: "Translation quality you can measure, audit and prove",
    intro:
      "Quality in localization is often promised and rarely measured. We run certified processes, score linguistic quality with a shared error framework, and give you the evidence your auditors, regulators and managers ask for.",
    primaryCta: { label: "Request our compliance pack", href: "/security-compliance/compliance-pack" },
    secondaryCta: { label: "Discuss a quality programme", href: "/contact/book-consultation" },
  },
  highlights: [
    { value: "3", label: "ISO certifications: 17100, 18587 and 27001" },
    { value: "98.6", label: "average LQA score for Cardiona Medical (out of 100)" },
    { value: "0", label: "non-conformities in Cardiona's supplier audit" },
  ],
  overview: [
    "Clients usually meet our quality management when they need something more than good translations: a supplier audit under medical device or pharmaceutical regulation, proof of linguist qualifications for a tender, measurable targets in a service agreement, or a neutral assessment of another vendor's work.",
    "Our processes are certified to three international standards. ISO 17100 covers the translation process itself, including translator qualifications and mandatory revision, and we were among the first Nordic providers to transition to it in 2015. ISO 18587 covers full post-editing of machine translation, certified in 2019. ISO 27001, certified in 2017, covers the security of information we handle. All three are audited every year by an accredited certification body.",
    "Certification describes a process; it does not score a translation. So we also measure linguistic quality directly, using an error typology based on MQM (Multidimensional Quality Metrics) with severity weights agreed with each client, and we offer this as a service for content produced by anyone, including your own teams and other suppliers.",
  ],
  offerings: [
    {
      title: "Linguistic quality assurance (LQA)",
      description:
        "Independent sample-based scoring of translations using an MQM error typology, with pass thresholds and root-cause notes.",
      icon: "ClipboardCheck",
    },
    {
      title: "Vendor and supplier audits",
      description: "Assessment of other translation suppliers' processes and output for procurement or consolidation decisions.",
      icon: "FileSearch",
    },
    {
      title: "Regulatory-ready documentation",
      description: "Linguist qualification records, process documentation and quality records for MDR, GMP and other supplier audits.",
      icon: "FileCheck",
    },
    {
      title: "Quality programme design",
      description: "Quality KPIs, sampling plans, error typologies and review workflows designed for your content and risk levels.",
      icon: "Target",
    },
    {
      title: "Terminology governance",
      description: "Termbase creation, approval workflows and term-adherence reporting across languages and suppliers.",
      icon: "BookA",
    },
    {
      title: "Quality reporting",
      description: "Monthly or quarterly scorecards of LQA results, on-time delivery and client feedback per language.",
      icon: "BarChart3",
    },
  ],
  process: [
    {
      title: "Define quality",
      description: "We agree content risk levels, error categories, severity weights and pass thresholds with you.",
    },
    {
      title: "Sample",
      description: "A statistically meaningful sample is drawn from delivered content per language and content type.",
    },
    {
      title: "Evaluate",
      description: "Senior linguists who did not work on the content score it against the agreed typology.",
    },
    {
      title: "Analyse root causes",
      description: "Findings are traced to source issues, terminology gaps, reference material or individual linguists.",
    },
    {
      title: "Act and report",
      description: "Corrective actions are agreed and tracked, and results are reported in a scorecard you can share internally.",
    },
  ],
  quality: [
    "ISO 17100:2015 (translation services), certified since 2015 after EN 15038 certification from 2012.",
    "ISO 18587:2017 (post-editing of machine translation output), certified since 2019.",
    "ISO/IEC 27001 (information security management), certified since 2017 and transitioned to the 2022 revision.",
    "Annual external surveillance audits, internal audits every six months and a documented corrective action process.",
    "Certificates and audit summaries available in our compliance pack.",
  ],
  technology: [
    {
      title: "LQA workspace",
      description: "Evaluators annotate errors by category and severity directly on segments; scores are calculated automatically.",
      icon: "ListChecks",
    },
    {
      title: "Automated QA",
      description: "Checks for terminology, numbers, tags and consistency run on every job, with results logged for audit.",
      icon: "ScanSearch",
    },
    {
      title: "Quality analytics",
      description: "Leen combines LQA scores, quality estimation and client feedback into trends per language and linguist.",
      icon: "TrendingUp",
    },
  ],
  proof: {
    client: "Cardiona Medical",
    summary:
      "The Danish medical device manufacturer needed a translation supplier that would pass its audits under the EU Medical Device Regulation. We documented linguist qualifications, set up an LQA programme for IFUs and labelling in 26 languages, and hosted its supplier audit.",
    results: [
      { value: "0", label: "non-conformities in the supplier audit" },
      { value: "98.6", label: "average LQA score across 26 languages" },
      { value: "26", label: "languages under one quality programme" },
    ],
  },
  faqs: [
    {
      question: "What does ISO 17100 certification guarantee?",
      answer:
        "That our translation process meets the standard's requirements: qualified translators and revisers, revision by a second person, documented project handling and client feedback processes. It does not replace measuring the quality of each text, which is why we also run LQA.",
    },
    {
      question: "Can we audit Nordika?",
      answer:
        "Yes. Clients audit us regularly, remotely or at our Stockholm headquarters. We prepare records and make process owners available.",
    },
    {
      question: "Can you assess translations from other suppliers?",
      answer:
        "Yes. Independent LQA of other vendors' work is a common starting point for clients consolidating suppliers. Evaluators follow the same typology, so results are comparable.",
    },
    {
      question: "Where can I get your certificates?",
      answer: "Our compliance pack contains our ISO certificates, security documentation and standard data processing terms.",
    },
  ],
  cta: {
    heading: "Bring measurable quality to your localization",
    text: "Talk to our quality team about an LQA programme, a supplier audit or the documentation your regulator needs.",
    primary: { label: "Book a consultation", href: "/contact/book-consultation" },
    secondary: { label: "Request a quote", href: "/contact/request-quote" },
  },
  related: [
    "/security-compliance",
    "/security-compliance/compliance-pack",
    "/services/localization-testing",
    "/industries/life-sciences",
    "/industries/healthcare",
  ],
}
