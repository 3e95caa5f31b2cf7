import type { IndustryPageCopy } from "../page-copy"

const page: IndustryPageCopy = {
  slug: "finance-banking",
  meta: {
    path: "/industries/finance-banking",
    title: "Financial Translation for Banks & Asset Managers",
    description:
      "Financial translation for banks, insurers and fund managers: PRIIPs KIDs, UCITS prospectuses, annual reports in ESEF and ESG disclosures under SFDR.",
  },
  hero: {
    eyebrow: "Finance & banking",
    heading: "Financial translation you can file, publish and sign",
    intro:
      "Banks, insurers, asset managers, fintechs and listed companies rely on Nordika for regulatory documents, investor communication and customer-facing content that must be right first time.",
    primaryCta: { label: "Request a quote", href: "/contact/request-quote" },
    secondaryCta: { label: "Book a consultation", href: "/contact/book-consultation" },
  },
  highlights: [
    { value: "2,400+", label: "PRIIPs KIDs and fund factsheets produced each year" },
    { value: "48 h", label: "turnaround for quarterly reports in four Nordic languages" },
    { value: "ISO 27001", label: "certified handling of inside information" },
    { value: "400+", label: "financial linguists, many former analysts, auditors and lawyers" },
  ],
  overview: [
    "In finance, translation errors are not cosmetic. A wrong figure in a key information document, an ambiguous risk warning or a mistranslated covenant creates regulatory and legal exposure. Our financial team combines linguists with backgrounds in banking, audit and law with a review process designed for numbers.",
    "We translate and produce fund documentation (PRIIPs KIDs, UCITS prospectuses and supplements, SFDR pre-contractual and periodic disclosures), listed-company reporting (annual and sustainability reports, interim reports, ESEF-tagged financial statements, press releases under MAR), banking and insurance content (terms and conditions, Pillar 3 reports, product sheets) and fintech apps and onboarding flows.",
    "Time-critical results releases are handled by a dedicated team on standby the night before publication. Inside information is restricted to named individuals, tracked in insider lists on request, and processed only in our ISO 27001-certified environment in the EU.",
  ],
  challenges: [
    {
      title: "Regulatory templates and wording",
      description:
        "PRIIPs, UCITS and SFDR prescribe structures and phrases that national supervisors expect to see, word for word, in their language.",
      icon: "FileCheck",
    },
    {
      title: "Publication deadlines",
      description: "Interim reports and stock-exchange releases must publish simultaneously in all languages, often overnight.",
      icon: "Clock",
    },
    {
      title: "Numbers and tables",
      description: "Figures, decimal separators and footnotes must match the source exactly across dozens of tables.",
      icon: "BarChart3",
    },
    {
      title: "Confidentiality",
      description: "Unpublished results, M&A documents and credit files are inside information with strict access obligations.",
      icon: "Lock",
    },
  ],
  solutions: [
    {
      title: "Fund document production",
      description:
        "Template-driven translation of KIDs, prospectuses and factsheets, with data-feed integration so only changed text is translated each cycle.",
      icon: "Database",
    },
    {
      title: "Financial reporting team",
      description:
        "Dedicated translators for annual, interim and sustainability reports, with ESEF-aware delivery into your reporting tool.",
      icon: "FileText",
    },
    {
      title: "Number and consistency checks",
      description:
        "Automated checks compare every figure, date and percentage with the source before a second linguist reviews the document.",
      icon: "ListChecks",
    },
    {
      title: "Customer-facing fintech content",
      description: "Apps, onboarding, KYC flows and support content localized in clear, compliant consumer language.",
      icon: "Smartphone",
    },
  ],
  proof: {
    client: "Hagvik Fonder, a Nordic asset manager",
    summary:
      "Hagvik distributes 85 sub-funds in 11 European countries and was producing PRIIPs KIDs manually after every data update. We connected its data provider's output to Leen, built approved templates per jurisdiction and automated number checks. Each monthly update now translates only changed sentences.",
    results: [
      { value: "935", label: "KIDs maintained per update cycle" },
      { value: "−62%", label: "annual translation spend on fund documents" },
      { value: "2 days", label: "from data update to published KIDs, down from 9" },
    ],
  },
  faqs: [
    {
      question: "Can you meet overnight deadlines for interim reports?",
      answer:
        "Yes. We agree a release calendar at the start of the year, reserve a named team for each date and work from your drafts as they evolve, so the final delta can be translated in hours.",
    },
    {
      question: "Do you produce iXBRL or ESEF files?",
      answer:
        "We translate the content and labels and deliver into the tagging or disclosure-management tool you use; tagging itself stays with your reporting provider or auditor.",
    },
    {
      question: "How do you handle inside information?",
      answer:
        "Access is limited to named team members who confirm they have read your insider policy. We can maintain an insider list for each project and process all files in the EU.",
    },
  ],
  cta: {
    heading: "Talk to our financial team",
    text: "Tell us about your reporting calendar or fund range, and we will propose a team, workflow and price model.",
    primary: { label: "Request a quote", href: "/contact/request-quote" },
    secondary: { label: "Book a consultation", href: "/contact/book-consultation" },
  },
  related: [
    "/services/translation",
    "/security-compliance/data-protection",
    "/services/dtp",
    "/industries/legal",
    "/industries/environment",
  ],
}

export default page
