import type { ContentPage } from "@nordika/ui/templates"

/** /security-compliance/data-protection */
export const dataProtection: ContentPage = {
  meta: {
    path: "/security-compliance/data-protection",
    title: "Data Protection: Encryption, Access Control and Hosting",
    description:
      "The controls that protect client content at Nordika: ISO 27001 scope, EU hosting, AES-256 encryption, MFA, role-based access, retention and incident response.",
  },
  hero: {
    eyebrow: "Data protection",
    heading: "How we protect your content, control by control",
    intro:
      "This page sets out the technical and organisational measures behind our ISO 27001 certification, in the level of detail a security reviewer needs. The full statement of applicability is in our compliance pack.",
    primaryCta: { label: "Request the compliance pack", href: "/security-compliance/compliance-pack" },
    secondaryCta: { label: "Back to security overview", href: "/security-compliance" },
    panel: {
      kind: "facts",
      title: "Controls at a glance",
      items: [
        { value: "ISO 27001", label: "certified, with annual surveillance audits" },
        { value: "AES-256", label: "encryption at rest, TLS 1.2+ in transit" },
        { value: "EU", label: "hosting in Stockholm and Frankfurt" },
        { value: "90 days", label: "until project files are deleted by default" },
      ],
    },
  },
  sections: [
    {
      kind: "text",
      id: "scope",
      heading: "ISO 27001 scope",
      paragraphs: [
        "Nordika AB's information security management system is certified to ISO/IEC 27001:2022 by an accredited certification body, with annual surveillance audits and full recertification every three years; the latest was completed in November 2025.",
        "The scope covers the provision of translation, localization, interpretation, multimedia, language data and legal language services, the development and operation of the Leen platform, and supporting functions, at all seven offices and in the data centres we use. Freelance linguists are brought into scope through contracts, onboarding and technical controls.",
      ],
    },
    {
      kind: "checklist",
      id: "hosting-encryption",
      heading: "Hosting and encryption",
      items: [
        "Production data is hosted in ISO 27001-certified data centres in Stockholm and Frankfurt, with backups replicated between them and never outside the EU.",
        "For legal and eDiscovery (electronic discovery) matters, dedicated environments in London, New York or Singapore are available on request, so that evidence stays in its jurisdiction.",
        "Encryption at rest with AES-256; client-specific encryption keys are managed in a hardware-backed key management service, with customer-managed keys available for Leen enterprise clients.",
        "Encryption in transit with TLS 1.2 or higher for all connections, including APIs, connectors and the browser-based editor used by linguists.",
        "Encrypted, immutable backups taken daily and retained for 35 days, with restore tests every quarter.",
      ],
    },
    {
      kind: "checklist",
      id: "access-control",
      heading: "Access control",
      items: [
        "Single sign-on with phishing-resistant multi-factor authentication for every employee, and MFA for every freelancer account.",
        "Role-based access: project data is visible only to the people assigned to that client or project, and linguists see only the files of the jobs they accept.",
        "Privileged access to production is time-limited, approved per session and recorded.",
        "Quarterly access reviews by client and system owners; accounts are removed on the day someone leaves or a freelancer agreement ends.",
        "Client-controlled restrictions, for example named linguists only, no downloads, or linguists located in specific countries.",
      ],
    },
    {
      kind: "features",
      id: "operations",
      heading: "Operations and people",
      items: [
        {
          title: "Secure development",
          description:
            "Code review, dependency and secret scanning in every build, and an independent penetration test of Leen every year and after major releases.",
          icon: "Code",
        },
        {
          title: "Monitoring",
          description:
            "Centralised logging and alerting around the clock, with follow-the-sun security cover from Stockholm, New York and Singapore.",
          icon: "Activity",
        },
        {
          title: "Endpoint security",
          description:
            "Managed, encrypted devices for all employees; freelancers confirm disk encryption, current updates and malware protection.",
          icon: "Laptop",
        },
        {
          title: "Training",
          description: "Security and data protection training at onboarding and every year, with phishing simulations each quarter.",
          icon: "GraduationCap",
        },
      ],
    },
    {
      kind: "text",
      id: "retention-incidents",
      heading: "Retention, deletion and incidents",
      paragraphs: [
        "Source files and deliverables are deleted 90 days after project completion by default, unless you choose a different period. Translation memories and termbases are kept for as long as you are a client and returned or deleted when you ask. Deletion is confirmed in writing.",
        "Security incidents are handled under a documented response plan. If an incident affects your personal data, we notify you without undue delay and in any case within 48 hours of becoming aware of it, so that you can meet your own 72-hour obligation under Article 33 GDPR.",
      ],
    },
  ],
  cta: {
    heading: "Have specific requirements?",
    text: "We regularly set up client-specific controls, from named-linguist pools to isolated environments. Tell us what you need.",
    primary: { label: "Book a security call", href: "/contact/book-consultation" },
    secondary: { label: "Get the compliance pack", href: "/security-compliance/compliance-pack" },
  },
}
