import type { ContentPage } from "@nordika/ui/templates"

/** /sustainability/reports-commitments */
export const reportsCommitments: ContentPage = {
  meta: {
    path: "/sustainability/reports-commitments",
    title: "Sustainability Reports, Policies and Commitments",
    description:
      "Nordika's annual sustainability reports, GHG inventory method, public commitments and policies, from SBTi targets to our modern slavery statement.",
  },
  hero: {
    eyebrow: "Reports and commitments",
    heading: "Sustainability reports and the commitments we are held to",
    intro:
      "We publish a sustainability report every April, covering the previous calendar year. These are the reports, the methods behind the numbers and the external commitments we have made.",
    primaryCta: { label: "Request a report", href: "/contact" },
    secondaryCta: { label: "Modern slavery statement", href: "/modern-slavery-statement" },
    panel: {
      kind: "checklist",
      title: "We are held to",
      items: [
        "Science Based Targets initiative: validated 1.5°C targets",
        "UN Global Compact participant since 2019",
        "An annual modern slavery statement, approved by the board",
        "Fair freelance terms: payment within 30 days",
      ],
      more: { label: "Read the modern slavery statement", href: "/modern-slavery-statement" },
    },
  },
  sections: [
    {
      kind: "steps",
      id: "reports",
      heading: "Annual sustainability reports",
      intro: "Reports are sent as PDF on request; key figures are summarised here.",
      items: [
        {
          title: "Sustainability Report 2025 (published April 2026)",
          description:
            "First report aligned with the VSME standard. Scope 1 and 2 emissions down 44% against 2022; 62% of interpreted hours delivered remotely; unadjusted gender pay gap 3.1%; 99.4% of freelance invoices paid within 30 days.",
        },
        {
          title: "Sustainability Report 2024 (published April 2025)",
          description:
            "Total footprint of 1,180 tonnes CO2e, 71% from business travel. Double materiality assessment and new targets submitted to the SBTi.",
        },
        {
          title: "Sustainability Report 2023 (published April 2024)",
          description:
            "First full GHG inventory including scope 3 categories for travel, cloud services and purchased goods; base year recalculated to 2022.",
        },
      ],
    },
    {
      kind: "text",
      id: "method",
      heading: "How we calculate our footprint",
      paragraphs: [
        "Our greenhouse gas inventory follows the GHG Protocol Corporate Standard, using the operational control approach for our seven offices. Scope 2 is reported both location-based and market-based. Scope 3 covers business travel (including travel we book for freelance interpreters), purchased cloud and IT services, purchased goods, employee commuting and home working.",
        "Activity data comes from our travel agency, energy suppliers and cloud providers; where suppliers cannot give actual data we use spend-based factors and say so. An external adviser reviews the inventory each year.",
      ],
    },
    {
      kind: "checklist",
      id: "commitments",
      heading: "Our commitments",
      items: [
        "Science Based Targets initiative: near-term 1.5°C-aligned targets validated in 2025, and a net-zero target for 2045.",
        "UN Global Compact: participant since 2019, reporting annually on human rights, labour, environment and anti-corruption.",
        "Modern slavery: an annual statement on the risks in our supply chain and the steps we take, approved by the board.",
        "Fair freelance terms: rates agreed in advance, no reverse auctions, and payment within 30 days.",
        "Responsible AI: no training of shared or public models on client data, and an AI register maintained in line with the EU AI Act.",
      ],
    },
    {
      kind: "links",
      heading: "Policies and statements",
      items: [
        {
          title: "Modern slavery statement",
          description: "Our statement on forced labour and human trafficking risks.",
          href: "/modern-slavery-statement",
          icon: "Scale",
        },
        {
          title: "Privacy policy",
          description: "How Nordika AB processes personal data.",
          href: "/privacy-policy",
          icon: "Lock",
        },
        {
          title: "AI security",
          description: "How we govern AI and protect client data used with it.",
          href: "/security-compliance/ai-security",
          icon: "Bot",
        },
      ],
    },
  ],
  cta: {
    heading: "Need our data for your own reporting?",
    text: "We provide emissions data per client project and complete supplier sustainability questionnaires on request.",
    primary: { label: "Contact us", href: "/contact" },
    secondary: { label: "Our ESG strategy", href: "/sustainability/esg-strategy" },
  },
}
