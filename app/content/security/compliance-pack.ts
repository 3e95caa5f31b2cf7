import type { ContentPage } from "@nordika/ui/templates"

/** /security-compliance/compliance-pack */
export const compliancePack: ContentPage = {
  meta: {
    path: "/security-compliance/compliance-pack",
    title: "Compliance Pack: Certificates, Policies and Questionnaires",
    description:
      "Everything a supplier assessment needs in one pack: ISO certificates, statement of applicability, pen test summary, DPA, sub-processor list and CAIQ answers.",
  },
  hero: {
    eyebrow: "Compliance pack",
    heading: "The compliance pack: your supplier assessment, mostly done",
    intro:
      "Procurement, security and quality teams ask us similar questions, so we have put the answers in one pack. It is free, updated every quarter and shared under a non-disclosure agreement, because some documents describe our controls in detail.",
    primaryCta: { label: "Request the pack", href: "/contact/request-quote" },
    secondaryCta: { label: "Discuss your assessment", href: "/contact/book-consultation" },
    panel: {
      kind: "steps",
      title: "How to get it",
      items: [
        { title: "Ask", description: "Through the quote form, or your account manager." },
        { title: "Sign the NDA", description: "Some documents in the pack are confidential." },
        { title: "Receive access", description: "A secure data room, within one business day." },
      ],
    },
  },
  sections: [
    {
      kind: "checklist",
      id: "contents",
      heading: "What is in the pack",
      items: [
        "ISO/IEC 27001:2022, ISO 17100 and ISO 18587 certificates, with the scope statements.",
        "Statement of applicability for ISO 27001, listing every Annex A control and how it is implemented.",
        "Executive summary of the latest independent penetration test of Leen and the remediation status of findings.",
        "Information security policy, acceptable use policy, access control policy and business continuity summary.",
        "Our standard data processing agreement, standard contractual clauses and UK Addendum.",
        "Current sub-processor list with services, processing locations and transfer mechanisms.",
        "AI governance summary: AI register extract, model evaluation approach and AI provider contract terms.",
        "Completed standard questionnaires: CSA CAIQ and a SIG Lite-style questionnaire, plus our answers to common GDPR vendor questionnaires.",
        "Certificate of insurance for professional indemnity and cyber liability.",
        "Code of conduct, supplier code of conduct, modern slavery statement and latest sustainability report.",
      ],
    },
    {
      kind: "steps",
      id: "how-to-request",
      heading: "How to request it",
      items: [
        {
          title: "Ask",
          description: "Send a request through the quote form, choosing 'Compliance pack' as the service, or ask your account manager.",
        },
        {
          title: "Sign the NDA",
          description: "We send a short mutual NDA for e-signature. If your organisation has its own, we usually accept it.",
        },
        {
          title: "Receive access",
          description:
            "You receive a link to a secure data room with the pack, valid for 30 days, within one business day of the signed NDA.",
        },
        {
          title: "Follow-up questions",
          description:
            "Anything not covered, such as your own questionnaire, goes to our security team, who reply to most within two business days.",
        },
      ],
    },
    {
      kind: "faq",
      heading: "Questions about the pack",
      items: [
        {
          question: "Can you fill in our own security questionnaire?",
          answer:
            "Yes. We complete client questionnaires free of charge. Sharing the pack first often shortens them considerably, because many answers can reference a document.",
        },
        {
          question: "Can we audit you on site?",
          answer:
            "Yes, on reasonable notice and under the audit terms of our DPA. Many clients in life sciences and finance audit us remotely; on-site audits in Stockholm are also welcome.",
        },
        {
          question: "How current is the pack?",
          answer:
            "It is reviewed every quarter by our CISO's team and updated immediately after certification audits, penetration tests or sub-processor changes. Each document shows its version date.",
        },
      ],
    },
  ],
  cta: {
    heading: "Request the compliance pack",
    text: "Tell us who you are and what you are assessing. We will send the NDA and give you access within one business day of signature.",
    primary: { label: "Request the pack", href: "/contact/request-quote" },
    secondary: { label: "Security overview", href: "/security-compliance" },
  },
}
