import type { ContentPage } from "@nordika/ui/templates"

/** /security-compliance/gdpr-global-standards */
export const gdprGlobalStandards: ContentPage = {
  meta: {
    path: "/security-compliance/gdpr-global-standards",
    title: "GDPR and Global Standards: DPA, SCCs and Certifications",
    description:
      "Nordika's role under the GDPR, our data processing agreement, international transfers with SCCs and the UK addendum, and the standards we are certified to.",
  },
  hero: {
    eyebrow: "GDPR and global standards",
    heading: "GDPR first, and the global standards our clients work under",
    intro:
      "We are a Swedish company, supervised by the Swedish Authority for Privacy Protection (IMY), and we have built our processes around the GDPR since 2018. Clients in the UK, the US and Asia-Pacific get the same protections, plus the contractual tools their own laws require.",
    primaryCta: { label: "Read our DPA", href: "/data-processing-agreement" },
    secondaryCta: { label: "Request the compliance pack", href: "/security-compliance/compliance-pack" },
    panel: {
      kind: "facts",
      title: "Under our DPA",
      items: [
        { value: "EU / EEA", label: "where your content stays by default" },
        { value: "48 h", label: "to notify you of a personal data breach" },
        { value: "30 days", label: "notice before a new sub-processor" },
        { value: "2021 SCCs", label: "and the UK Addendum where transfers are needed" },
      ],
    },
  },
  sections: [
    {
      kind: "text",
      id: "roles",
      heading: "Our role under the GDPR",
      paragraphs: [
        "When we translate, subtitle, transcribe or review content that contains personal data on your behalf, you are the controller and Nordika AB is your processor. We process the data only on your documented instructions, under a data processing agreement that meets Article 28 GDPR.",
        "Freelance linguists and a small number of technology providers act as our sub-processors. Each is bound by written terms that impose the same data protection obligations, and they are listed in our sub-processor register. For our own purposes, such as client relationship management, recruitment and website analytics, Nordika is the controller, as described in our privacy policy.",
      ],
    },
    {
      kind: "checklist",
      id: "dpa",
      heading: "What our DPA includes",
      items: [
        "The subject matter, nature, purpose and duration of processing, and the categories of data and data subjects.",
        "Technical and organisational measures, mapped to our ISO 27001 controls.",
        "General written authorisation of sub-processors, with a published list and 30 days' notice of changes and a right to object.",
        "Assistance with data subject requests, impact assessments and prior consultation.",
        "Breach notification within 48 hours of becoming aware of a personal data breach.",
        "Audit rights, usually met through our ISO 27001 reports, with on-site audits on reasonable notice.",
        "Return or deletion of data at the end of the service, confirmed in writing.",
      ],
    },
    {
      kind: "text",
      id: "transfers",
      heading: "International transfers",
      paragraphs: [
        "By default, client content is stored and processed in the EU and does not leave the EEA. Where a transfer is needed, for example to a freelance linguist in a third country or to a legal hosting environment outside the EU that you have requested, we rely on an adequacy decision where one exists, such as for the UK, Switzerland or for US companies certified under the EU–US Data Privacy Framework.",
        "Otherwise, we use the European Commission's 2021 standard contractual clauses, with the UK International Data Transfer Addendum for UK data, and carry out a transfer impact assessment. Clients can restrict work to linguists located in the EEA on any project.",
      ],
    },
    {
      kind: "features",
      id: "standards",
      heading: "Standards and frameworks",
      items: [
        {
          title: "ISO/IEC 27001:2022",
          description: "Information security management, certified since 2017 and covering all offices and services.",
          icon: "ShieldCheck",
        },
        {
          title: "ISO 17100:2015",
          description: "Translation services, certified since 2015, with revision of every translation by a second linguist.",
          icon: "BadgeCheck",
        },
        {
          title: "ISO 18587:2017",
          description: "Full post-editing of machine translation output, certified since 2019.",
          icon: "FileCheck",
        },
        {
          title: "UK GDPR and Data Protection Act 2018",
          description: "Our London office and UK clients are covered by the same controls, with the UK Addendum for transfers.",
          icon: "Landmark",
        },
        {
          title: "US privacy laws and HIPAA",
          description:
            "For US clients we sign business associate agreements for protected health information, and support state privacy law requirements.",
          icon: "HeartPulse",
        },
        {
          title: "Singapore PDPA",
          description: "Our Singapore office handles personal data in line with the Personal Data Protection Act 2012.",
          icon: "Globe",
        },
      ],
    },
  ],
  cta: {
    heading: "Need a DPA signed?",
    text: "Our standard DPA is ready to sign. If you prefer your own template, our legal team reviews it, usually within five business days.",
    primary: { label: "Read the DPA", href: "/data-processing-agreement" },
    secondary: { label: "Contact us", href: "/contact" },
  },
}
