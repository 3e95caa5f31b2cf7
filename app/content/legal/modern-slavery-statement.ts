import type { LegalPageCopy } from "../page-copy"

/** /modern-slavery-statement */
export const modernSlaveryStatement: LegalPageCopy = {
  meta: {
    path: "/modern-slavery-statement",
    title: "Modern Slavery and Human Trafficking Statement 2025",
    description:
      "Nordika's 2025 statement under the UK Modern Slavery Act: our structure, freelance supply chain, risks, due diligence, training and effectiveness measures.",
  },
  heading: "Modern slavery and human trafficking statement",
  updated: "2026-04-21",
  intro:
    "This statement is made under section 54 of the UK Modern Slavery Act 2015 for the financial year ending 31 December 2025. It covers Nordika AB and its subsidiaries, including Nordika UK Ltd, and sets out the steps we have taken to prevent modern slavery and human trafficking in our business and supply chains.",
  sections: [
    {
      id: "structure",
      heading: "Our business and structure",
      paragraphs: [
        "Nordika AB is a language-services and localization company headquartered in Stockholm, Sweden, with subsidiaries in Finland, Germany, the United Kingdom, the United States and Singapore. We employ about 180 people in seven offices and provide translation, localization, subtitling, voice-over, interpretation, language data and legal language services to business and public-sector clients.",
      ],
    },
    {
      id: "supply-chain",
      heading: "Our supply chain",
      paragraphs: [
        "Our largest supply chain is a network of about 6,000 freelance linguists in more than 90 countries, who are self-employed professionals contracted directly by Nordika. We also buy from language-service partners for rare languages, recording studios, interpretation equipment providers, cloud and software providers, travel agencies, and office goods and services.",
        "The main risks we have identified are not in our own operations but in subcontracting chains: work passed on by a contracted partner to unvetted individuals on unfair terms, and, in AI data services across the industry, low-paid annotation work with little transparency about working conditions.",
      ],
    },
    {
      id: "policies",
      heading: "Policies",
      paragraphs: [
        "Our Code of Conduct and Supplier Code of Conduct prohibit forced, bonded and child labour, human trafficking and the retention of identity documents, and require fair pay, freedom of association and safe working conditions. They are supported by our Human Rights Policy, Procurement Policy and a Speak-Up Policy that allows employees, freelancers and suppliers to report concerns anonymously through an externally operated channel.",
      ],
    },
    {
      id: "due-diligence",
      heading: "Due diligence",
      paragraphs: [
        "Every freelancer contracts with us directly, and our framework agreement prohibits onward subcontracting without written approval. Rates are agreed with each linguist individually; we do not use reverse auctions, and we pay every invoice within 30 days.",
        "Language-service partners and studios complete a risk-based assessment before onboarding, covering their own workforce and subcontracting. Partners in higher-risk countries or services are asked for evidence of pay and working conditions and are re-assessed every two years. Annotators on AI data projects are recruited from our own vetted network and paid per hour at agreed rates.",
      ],
    },
    {
      id: "risk-assessment",
      heading: "Risk assessment in 2025",
      paragraphs: [
        "We reviewed 142 suppliers in 2025 using country, sector and service risk indicators. Eleven were classified as elevated risk, mainly voice and data-collection partners, and all eleven completed an enhanced assessment. We identified no cases of modern slavery. In two cases we found undisclosed subcontracting; one partner corrected its practice and the other relationship was ended.",
      ],
    },
    {
      id: "training",
      heading: "Training",
      paragraphs: [
        "All employees complete annual training on our Code of Conduct, which includes modern slavery and human rights. Vendor managers and procurement staff receive additional training on identifying indicators of forced labour and on responding to concerns. Freelancers receive a summary of our Supplier Code of Conduct during onboarding.",
      ],
    },
    {
      id: "effectiveness",
      heading: "Measuring effectiveness",
      paragraphs: [
        "We track: the share of suppliers assessed before onboarding (100% in 2025); completion of Code of Conduct training (98% of employees in 2025, with the remainder on leave); freelance invoices paid within 30 days (99.4%); and reports made through the speak-up channel and their outcome (three in 2025, none relating to modern slavery).",
        "In 2026 we will extend enhanced assessments to all partners providing AI data services and prepare for the EU Forced Labour Regulation (EU) 2024/3015.",
      ],
    },
    {
      id: "approval",
      heading: "Approval",
      paragraphs: [
        "This statement was approved by the board of directors of Nordika AB on 15 April 2026 and is signed by Karin Lindqvist, Co-founder and Chief Executive Officer. It is reviewed and published every year.",
      ],
    },
  ],
}
