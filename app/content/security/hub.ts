import type { ContentPage } from "@nordika/ui/templates"

/** /security-compliance */
export const securityHub: ContentPage = {
  meta: {
    path: "/security-compliance",
    title: "Security and Compliance: ISO 27001, GDPR and AI Governance",
    description:
      "How Nordika protects client content: ISO 27001-certified security, EU data centres, encryption, strict access control, GDPR-first processing and governed AI.",
  },
  hero: {
    eyebrow: "Security and compliance",
    heading: "Your content is confidential. We run Nordika accordingly.",
    intro:
      "Unreleased products, clinical data, litigation evidence and financial results pass through our hands every day. Security at Nordika is an audited management system, led by a dedicated CISO and applied to every office, every system and every freelance linguist.",
    primaryCta: { label: "Request the compliance pack", href: "/security-compliance/compliance-pack" },
    secondaryCta: { label: "Talk to our security team", href: "/contact/book-consultation" },
    panel: {
      kind: "facts",
      items: [
        { value: "ISO 27001", label: "certified since 2017, now to the 2022 edition" },
        { value: "EU", label: "data centres in Stockholm and Frankfurt" },
        { value: "0", label: "client data used to train shared or public models" },
        { value: "2 days", label: "typical turnaround for a security questionnaire" },
      ],
    },
  },
  sections: [
    {
      kind: "features",
      heading: "The essentials",
      items: [
        {
          title: "Certified security management",
          description:
            "Our ISO/IEC 27001:2022 certificate covers all seven offices, the Leen platform, project delivery, interpretation and eDiscovery (electronic discovery) services.",
          icon: "ShieldCheck",
        },
        {
          title: "Data stays in the EU",
          description:
            "Client content is stored and processed in our EU data centres. UK, US or Singapore hosting for legal matters only when you ask for it.",
          icon: "Globe",
        },
        {
          title: "Encryption everywhere",
          description:
            "AES-256 encryption at rest with client-specific keys, and TLS 1.2 or higher in transit, including to linguists' editors.",
          icon: "Lock",
        },
        {
          title: "Need-to-know access",
          description: "Single sign-on with MFA for all staff, role-based access per client and project, and complete audit logs.",
          icon: "KeyRound",
        },
        {
          title: "Governed AI",
          description:
            "Every AI system is registered and assessed; external AI providers are contractually barred from training on or retaining your data.",
          icon: "Bot",
        },
        {
          title: "GDPR-first contracts",
          description: "A standard data processing agreement, a published sub-processor list and SCCs wherever data leaves the EEA.",
          icon: "FileCheck",
        },
      ],
    },
    {
      kind: "links",
      heading: "Security and compliance in detail",
      items: [
        {
          title: "Data protection",
          description: "ISO 27001 scope, encryption, access control, retention and incident response.",
          href: "/security-compliance/data-protection",
          icon: "Database",
        },
        {
          title: "AI security",
          description: "How we use machine translation and LLMs without exposing your content.",
          href: "/security-compliance/ai-security",
          icon: "Cpu",
        },
        {
          title: "GDPR and global standards",
          description: "Our role under the GDPR, international transfers and other frameworks we meet.",
          href: "/security-compliance/gdpr-global-standards",
          icon: "Scale",
        },
        {
          title: "Compliance pack",
          description: "Certificates, policies and completed questionnaires for your supplier assessment.",
          href: "/security-compliance/compliance-pack",
          icon: "FolderSearch",
        },
      ],
    },
    {
      kind: "quote",
      quote:
        "Clients rarely ask whether we are secure. They ask how we know, and who checks. That is the question our whole programme is built to answer.",
      author: "Erik Nyström",
      role: "Chief Information Security Officer, Nordika",
    },
  ],
  cta: {
    heading: "Assessing Nordika as a supplier?",
    text: "Request our compliance pack or send your security questionnaire. Our security team usually replies within two business days.",
    primary: { label: "Get the compliance pack", href: "/security-compliance/compliance-pack" },
    secondary: { label: "Book a call with our CISO's team", href: "/contact/book-consultation" },
  },
}
