import type { ContentPage } from "@nordika/ui/templates"

/** /resources/brochure: what the company brochure contains; copies are sent on request. */
export const brochure: ContentPage = {
  meta: {
    path: "/resources/brochure",
    title: "Company Brochure: Nordika Services and Capabilities",
    description:
      "Nordika's brochure covers our services, industries, Leen platform, quality and security certifications and client results. Download your copy today.",
  },
  hero: {
    eyebrow: "Brochure",
    heading: "The Nordika brochure: everything you need to brief your team",
    intro:
      "An overview of who we are, what we do and how we work, designed for procurement teams, localization managers and anyone who has to explain their choice of language partner internally.",
    primaryCta: { label: "Request a quote", href: "/contact/request-quote" },
    secondaryCta: { label: "Talk to us instead", href: "/contact/book-consultation" },
    panel: {
      kind: "checklist",
      title: "Inside the brochure",
      items: [
        "Nordika at a glance, with figures for supplier assessments",
        "Our services and industry programmes",
        "How a project runs, and Leen, our language AI platform",
        "ISO 17100, ISO 18587 and ISO 27001 certification",
      ],
    },
  },
  sections: [
    {
      kind: "checklist",
      id: "contents",
      heading: "What the brochure covers",
      intro: "Each chapter is short, with figures you can quote in a supplier assessment.",
      items: [
        "Nordika at a glance: founded in Stockholm in 2009, about 180 employees, 6,000 vetted linguists, seven offices and 200+ languages.",
        "Our services, from translation and localization to subtitling, voice-over, interpretation, transcreation and AI language data.",
        "Industry programmes for life sciences, legal, manufacturing, finance, gaming, retail and the public sector.",
        "How a project runs: scoping, preparation, translation, revision, QA and delivery, with typical turnaround times.",
        "Leen, our language AI platform: translation memory, terminology, adaptive machine translation, quality estimation and integrations.",
        "Quality and security: ISO 17100, ISO 18587 and ISO 27001 certification, GDPR-first data handling in EU data centres.",
        "Sustainability and responsible sourcing: our SBTi-validated climate targets and how we work with freelance linguists.",
        "Selected client results from our case studies.",
      ],
    },
    {
      kind: "steps",
      id: "how-to-get-it",
      heading: "How to get a copy",
      items: [
        {
          title: "Fill in the short form",
          description: "Your name, work email and company are enough. No project details are needed.",
        },
        {
          title: "Download the PDF",
          description:
            "The download is offered as soon as you send the form. Printed copies are available for procurement events and tenders.",
        },
        {
          title: "Ask follow-up questions",
          description:
            "If you are assessing suppliers, we can add our compliance pack, sample quality reports or references from clients in your industry.",
        },
      ],
    },
    {
      kind: "links",
      heading: "Prefer to read online?",
      intro: "Most of the brochure's content is also on this website.",
      items: [
        {
          title: "Services",
          description: "All 22 services, with process, quality controls and FAQs.",
          href: "/services",
          icon: "Languages",
        },
        {
          title: "Industries",
          description: "How we work with regulated and fast-moving sectors.",
          href: "/industries",
          icon: "Building2",
        },
        {
          title: "Compliance pack",
          description: "Certificates, policies and questionnaires for supplier assessments.",
          href: "/security-compliance/compliance-pack",
          icon: "ShieldCheck",
        },
      ],
    },
  ],
  cta: {
    heading: "Skip straight to a proposal",
    text: "Send us your files and receive a detailed quote within one business day.",
    primary: { label: "Request a quote", href: "/contact/request-quote" },
    secondary: { label: "Book a consultation", href: "/contact/book-consultation" },
  },
}
