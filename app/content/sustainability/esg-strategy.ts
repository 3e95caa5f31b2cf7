import type { ContentPage } from "@nordika/ui/templates"

/** /sustainability/esg-strategy */
export const esgStrategy: ContentPage = {
  meta: {
    path: "/sustainability/esg-strategy",
    title: "ESG Strategy: Targets, Material Topics and Governance",
    description:
      "Nordika's ESG strategy to 2030: material topics from our double materiality assessment, SBTi climate targets, social targets and board-level governance.",
  },
  hero: {
    eyebrow: "ESG strategy",
    heading: "Our ESG strategy to 2030",
    intro:
      "Our strategy is built on a double materiality assessment carried out in 2024, which asked two questions: where do we have the greatest impact on people and the environment, and which sustainability issues most affect our business? Each answer has a target and an owner.",
    primaryCta: { label: "See our initiatives", href: "/sustainability/initiatives" },
    secondaryCta: { label: "Read our reports", href: "/sustainability/reports-commitments" },
    panel: {
      kind: "facts",
      title: "Targets",
      items: [
        { value: "−50%", label: "scope 1 and 2 emissions by 2030" },
        { value: "100%", label: "renewable electricity in every office by 2026" },
        { value: "< 3%", label: "unadjusted gender pay gap by 2027" },
        { value: "2045", label: "net zero across the value chain" },
      ],
    },
  },
  sections: [
    {
      kind: "text",
      id: "materiality",
      heading: "What we found material",
      paragraphs: [
        "We interviewed clients, employees, freelance linguists, our owners and two NGO partners, and reviewed our own data. Five topics came out as material: greenhouse gas emissions from travel and digital infrastructure; working conditions in our freelance supply chain; diversity, inclusion and pay equity among employees; information security and responsible AI; and business ethics, including anti-corruption.",
        "Nordika is below the size thresholds of the EU Corporate Sustainability Reporting Directive, but we report voluntarily in line with the EFRAG standard for small and medium-sized enterprises (VSME), so clients who need our data for their own reporting can use it directly.",
      ],
    },
    {
      kind: "checklist",
      id: "environment-targets",
      heading: "Environmental targets",
      intro: "Base year 2022. Near-term targets validated by the Science Based Targets initiative in September 2025.",
      items: [
        "Reduce absolute scope 1 and 2 emissions by 50% by 2030.",
        "Reduce absolute scope 3 emissions from business travel and purchased cloud and IT services by 35% by 2030.",
        "100% renewable electricity in all seven offices by the end of 2026, and in all data centres we use (already the case in Stockholm and Frankfurt).",
        "Net-zero emissions across the value chain by 2045, in line with Sweden's national climate goal.",
      ],
    },
    {
      kind: "checklist",
      id: "social-targets",
      heading: "Social targets",
      items: [
        "Gender balance between 40% and 60% at every management level, and in the leadership team (today four of eight).",
        "Unadjusted gender pay gap below 3% group-wide by 2027 (3.1% in 2025), with annual pay surveys in every country.",
        "Payment of every freelance invoice within 30 days (99.4% in 2025), and an annual linguist survey with results published to the network.",
        "At least 2,000 hours a year of pro bono and discounted language work for humanitarian and public-interest organisations.",
      ],
    },
    {
      kind: "checklist",
      id: "governance-targets",
      heading: "Governance targets",
      items: [
        "Maintain ISO 27001, ISO 17100 and ISO 18587 certification with no major nonconformities.",
        "Annual code of conduct and anti-corruption training completed by 100% of employees.",
        "Supplier code of conduct signed by all freelancers and suppliers, with risk-based checks for modern slavery.",
        "Document every AI system we use in production in an AI register, in line with the EU AI Act.",
      ],
    },
    {
      kind: "text",
      id: "governance",
      heading: "How the strategy is governed",
      paragraphs: [
        "The board of Nordika AB approves the strategy and reviews progress twice a year. Our COO, Aino Virtanen, owns the strategy on the leadership team, and a sustainability manager in Stockholm coordinates reporting. Each target has a named owner, from the head of facilities for office energy to the vice president of quality for freelancer conditions.",
        "A share of the leadership team's variable pay is linked to the climate and pay-equity targets.",
      ],
    },
  ],
  cta: {
    heading: "Want the detail behind the targets?",
    text: "Our annual sustainability report sets out the data, methods and progress for every target.",
    primary: { label: "Reports and commitments", href: "/sustainability/reports-commitments" },
    secondary: { label: "Contact us", href: "/contact" },
  },
}
