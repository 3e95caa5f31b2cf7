import type { IndustryPageCopy } from "../page-copy"

const page: IndustryPageCopy = {
  slug: "environment",
  meta: {
    path: "/industries/environment",
    title: "Environmental & Sustainability Translation",
    description:
      "CSRD reports, ESRS data points, EPDs, LCAs and climate research translated by environmental specialists, with terminology aligned to EU taxonomy.",
  },
  hero: {
    eyebrow: "Environment & sustainability",
    heading: "Sustainability communication that stands up to scrutiny in every language",
    intro:
      "Companies, consultancies, research institutes and NGOs work with Nordika to translate sustainability reports, environmental assessments and climate communication accurately and without greenwashing.",
    primaryCta: { label: "Request a quote", href: "/contact/request-quote" },
    secondaryCta: { label: "Book a consultation", href: "/contact/book-consultation" },
  },
  highlights: [
    { value: "140+", label: "translators with environmental science or ESG backgrounds" },
    { value: "1,100", label: "ESRS and EU Taxonomy terms in our reference termbase" },
    { value: "24", label: "EU official languages for CSRD reporting" },
    { value: "300+", label: "environmental impact assessments and permit files translated" },
  ],
  overview: [
    "With the Corporate Sustainability Reporting Directive, sustainability reporting moved into the management report and under limited assurance. That makes translation quality an audit question: a data point in the ESRS that is described one way in Swedish and another way in German is a finding waiting to happen.",
    "Our environmental team translates sustainability statements, double-materiality assessments, EU Taxonomy alignment disclosures, environmental product declarations and life-cycle assessments, permit applications and environmental impact assessments, and scientific papers and project reports for research funders such as Horizon Europe.",
    "We maintain a reference termbase aligned with the official ESRS and Taxonomy language versions, so your terminology matches what auditors and regulators read. Marketing and product claims are reviewed against the EU's rules on environmental claims, so an accurate translation does not become a misleading one.",
  ],
  challenges: [
    {
      title: "New, evolving terminology",
      description:
        "ESRS, Taxonomy and Scope 3 vocabulary is still settling, and many terms lack established equivalents in smaller languages.",
      icon: "BookA",
    },
    {
      title: "Assurance-grade consistency",
      description:
        "Sustainability statements are assured alongside financials, so every language version must match data and definitions exactly.",
      icon: "FileCheck",
    },
    {
      title: "Greenwashing risk",
      description: "A stronger verb or missing qualifier in translation can turn a defensible claim into an unsubstantiated one.",
      icon: "Leaf",
    },
    {
      title: "Scientific precision",
      description: "Research papers and LCAs use units, methods and uncertainty language that generalist translators often blur.",
      icon: "Microscope",
    },
  ],
  solutions: [
    {
      title: "CSRD and ESRS reporting",
      description:
        "Translation of sustainability statements and data-point narratives using official ESRS terminology, aligned with your financial report workflow.",
      icon: "BarChart3",
    },
    {
      title: "Claims-aware review",
      description: "Reviewers flag wording that overstates or generalises environmental benefits before it reaches customers.",
      icon: "ShieldCheck",
    },
    {
      title: "Environmental science translation",
      description: "EIAs, EPDs, LCAs and research reports translated by linguists with degrees in environmental and earth sciences.",
      icon: "FlaskConical",
    },
    {
      title: "Stakeholder consultation",
      description: "Plain-language summaries, community consultation material and interpreting for public hearings.",
      icon: "Users",
    },
  ],
  proof: {
    client: "Tallmo Group, a Swedish forest-products company",
    summary:
      "Tallmo's first CSRD-compliant sustainability statement had to be published in Swedish, English, Finnish and German alongside its annual report. We built an ESRS-aligned termbase with its sustainability team, translated the statement in parallel with the financial report and ran a consistency check between data tables and narrative. The auditor raised no translation-related points.",
    results: [
      { value: "4", label: "languages published on the same day" },
      { value: "0", label: "translation-related assurance findings" },
      { value: "620", label: "client-approved ESRS terms reused in interim reporting" },
    ],
  },
  faqs: [
    {
      question: "Do you use the official EU translations of ESRS terms?",
      answer:
        "Yes. Our reference termbase is built from the official language versions of the delegated acts, and we add client-specific terms on top, with sources recorded for each entry.",
    },
    {
      question: "Can you translate EPDs and LCA reports for product registration?",
      answer:
        "Yes. We translate EPDs according to EN 15804 structures and LCA reports for programme operators, keeping units, methods and impact categories exact.",
    },
    {
      question: "How does Nordika manage its own footprint?",
      answer:
        "Most of our linguists work remotely in Leen, which avoids travel and courier shipments, and we publish our own ESG strategy, initiatives and progress reports on our sustainability pages.",
    },
  ],
  cta: {
    heading: "Report with confidence in every language",
    text: "Share your reporting calendar and languages, and we will set up terminology and a timeline that fits your assurance process.",
    primary: { label: "Request a quote", href: "/contact/request-quote" },
    secondary: { label: "Book a consultation", href: "/contact/book-consultation" },
  },
  related: [
    "/sustainability",
    "/services/translation",
    "/industries/energy-mining",
    "/industries/finance-banking",
    "/industries/agriculture",
  ],
}

export default page
