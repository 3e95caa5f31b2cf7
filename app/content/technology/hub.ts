import type { ContentPage } from "@nordika/ui/templates"

export const technologyHub: ContentPage = {
  meta: {
    path: "/technology",
    title: "Language Technology and AI",
    description:
      "How Nordika combines its Leen AI platform, workflow automation, integrations and human linguists to deliver faster, consistent and secure localization.",
  },
  hero: {
    eyebrow: "Technology",
    heading: "Technology that makes human linguists faster, not optional",
    intro:
      "Nordika has built its own language technology since 2014. Today our Leen platform, workflow automation and integrations carry every project we deliver, and the same building blocks power the AI solutions we design for clients.",
    primaryCta: { label: "Book a technology demo", href: "/contact/book-consultation" },
    secondaryCta: { label: "Request a quote", href: "/contact/request-quote" },
    panel: {
      kind: "facts",
      title: "Technology at work",
      items: [
        { value: "310 M", label: "words through Leen in 2024" },
        { value: "30+", label: "connectors to client systems" },
        { value: "35%", label: "of MT segments cleared for light review by quality estimation, on average" },
        { value: "EU", label: "hosting in Stockholm and Frankfurt" },
      ],
    },
  },
  sections: [
    {
      kind: "text",
      heading: "Our approach to language technology",
      paragraphs: [
        "We are a language company that writes software, not a software company that sells translation. That order matters. Every tool we build starts with a problem our linguists or clients have: terminology that drifts, files that break, deadlines that slip, machine translation that sounds right and is wrong.",
        "Three principles guide our technology work. Use automation wherever it removes repetitive work. Measure machine output before trusting it. Keep client data private, in the EU, and out of anyone else's models.",
      ],
    },
    {
      kind: "links",
      heading: "Explore our technology",
      items: [
        {
          title: "Leen AI platform",
          description: "Translation memory, terminology, adaptive MT and quality estimation in one EU-hosted platform.",
          href: "/technology/leen",
          icon: "Sparkles",
        },
        {
          title: "Workflow automation",
          description: "Triggers, routing rules, QA gates and deadline prediction with Leen Flow.",
          href: "/technology/workflow-automation",
          icon: "Workflow",
        },
        {
          title: "Integrations",
          description: "Ready connectors for CMS, commerce, repositories, design tools and helpdesks.",
          href: "/technology/integrations",
          icon: "Plug",
        },
        {
          title: "AI solutions",
          description: "Private AI translation, multilingual knowledge assistants and AI governance for enterprises.",
          href: "/technology/ai-solutions",
          icon: "Bot",
        },
        {
          title: "API and connectors",
          description: "The Leen REST API, webhooks and SDKs for developers.",
          href: "/technology/apis-connectors",
          icon: "Code",
        },
        {
          title: "International SEO",
          description: "Keyword research and search optimisation for every localized market.",
          href: "/technology/international-seo",
          icon: "Search",
        },
      ],
    },
    {
      kind: "features",
      heading: "What sets our technology apart",
      items: [
        {
          title: "Built with linguists",
          description:
            "Our product team includes working translators and project managers, and every release is tested on live projects first.",
          icon: "Users",
        },
        {
          title: "Model-agnostic",
          description:
            "We evaluate neural MT engines and large language models continuously and choose per language pair and content type.",
          icon: "Network",
        },
        {
          title: "Private by default",
          description:
            "Client data is isolated, encrypted with client-specific keys and never used to train shared models without consent.",
          icon: "Lock",
        },
        {
          title: "Open, not locked in",
          description: "Your memories and termbases export in TMX and TBX at any time, and our linguists can work in your own tools.",
          icon: "Recycle",
        },
      ],
    },
    {
      kind: "links",
      heading: "Also useful",
      items: [
        {
          title: "Technical tools we work with",
          description: "The CAT tools, TMS platforms and QA tools our teams use alongside Leen.",
          href: "/about/technical-tools",
          icon: "Wrench",
        },
        {
          title: "AI security",
          description: "How we govern models, data flows and human oversight of AI.",
          href: "/security-compliance/ai-security",
          icon: "ShieldCheck",
        },
        {
          title: "Machine translation service",
          description: "Engine assessment, adaptation and ISO 18587 post-editing.",
          href: "/services/machine-translation",
          icon: "Zap",
        },
      ],
    },
  ],
  cta: {
    heading: "See what our technology can do with your content",
    text: "Book a demo with our technology team or ask for a quote that includes an integration.",
    primary: { label: "Book a consultation", href: "/contact/book-consultation" },
    secondary: { label: "Request a quote", href: "/contact/request-quote" },
  },
}
