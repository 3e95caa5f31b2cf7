import type { ContentPage } from "@nordika/ui/templates"

/** /sustainability */
export const sustainabilityHub: ContentPage = {
  meta: {
    path: "/sustainability",
    title: "Sustainability at Nordika: Climate, People and Governance",
    description:
      "Nordika's sustainability work: SBTi-validated climate targets, remote-first interpretation, fair freelancer terms, inclusion figures and annual ESG reporting.",
  },
  hero: {
    eyebrow: "Sustainability",
    heading: "Sustainability: fewer emissions, fair work and languages for everyone",
    intro:
      "A language-services company has a small footprint compared with a factory, but not a zero one. Our largest impacts are travel, the energy behind our platform and the working conditions of thousands of freelance linguists. That is where we focus.",
    primaryCta: { label: "Read our ESG strategy", href: "/sustainability/esg-strategy" },
    secondaryCta: { label: "Reports and commitments", href: "/sustainability/reports-commitments" },
    panel: {
      kind: "facts",
      title: "Where we stand",
      items: [
        { value: "−50%", label: "scope 1 and 2 target by 2030 (SBTi-validated)" },
        { value: "1,180 t", label: "CO2e footprint in 2024, 71% from business travel" },
        { value: "62%", label: "of interpreted hours delivered remotely in 2025" },
        { value: "15%", label: "discount for registered charities" },
      ],
    },
  },
  sections: [
    {
      kind: "features",
      heading: "Our three priorities",
      items: [
        {
          title: "Climate",
          description:
            "Halve our own emissions by 2030 and reach net zero across the value chain by 2045, with travel and cloud services as the main levers.",
          icon: "Leaf",
        },
        {
          title: "People",
          description:
            "Fair pay and inclusion for employees, and fair rates, payment on time and a voice for the freelance linguists who do much of our work.",
          icon: "Users",
        },
        {
          title: "Access to language",
          description:
            "Help people reach essential information in their language, through discounts and pro bono work for humanitarian and public-interest organisations.",
          icon: "HandHeart",
        },
      ],
    },
    {
      kind: "links",
      heading: "Learn more",
      items: [
        {
          title: "ESG strategy",
          description: "Our material topics, targets and how they are governed.",
          href: "/sustainability/esg-strategy",
          icon: "Target",
        },
        {
          title: "Initiatives",
          description: "What we are doing now: travel, offices, platform energy, pro bono and inclusion.",
          href: "/sustainability/initiatives",
          icon: "Sprout",
        },
        {
          title: "Reports and commitments",
          description: "Annual sustainability reports, policies and statements.",
          href: "/sustainability/reports-commitments",
          icon: "FileText",
        },
      ],
    },
  ],
  cta: {
    heading: "Need our sustainability data for a supplier assessment?",
    text: "We answer supplier sustainability questionnaires and share our emissions data and policies with clients on request.",
    primary: { label: "Contact us", href: "/contact" },
    secondary: { label: "Request our compliance pack", href: "/security-compliance/compliance-pack" },
  },
}
