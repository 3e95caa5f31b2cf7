import type { ContentPage } from "@nordika/ui/templates"

/** The /services overview: every service, grouped the way buyers look for them. */
export const servicesHub: ContentPage = {
  meta: {
    path: "/services",
    title: "Language Services and Localization Solutions",
    description:
      "Explore Nordika's 22 language services: translation, localization, media, interpretation, content, AI and quality, delivered by one partner in 200+ languages.",
  },
  hero: {
    eyebrow: "Services",
    heading: "Language services for every stage of going global",
    intro:
      "Whether you need a contract translated by Friday, a website live in eleven markets or an AI model evaluated in Icelandic, you work with one partner, one platform and one project team. Here is everything Nordika does, grouped by what you are trying to achieve.",
    primaryCta: { label: "Request a quote", href: "/contact/request-quote" },
    secondaryCta: { label: "Not sure what you need? Book a consultation", href: "/contact/book-consultation" },
    panel: {
      kind: "facts",
      items: [
        { value: "200+", label: "languages and variants" },
        { value: "6,000", label: "vetted freelance linguists" },
        { value: "850+", label: "active clients" },
        { value: "99.1%", label: "on-time delivery in 2024" },
      ],
    },
  },
  sections: [
    {
      kind: "links",
      id: "translation-localization",
      heading: "Translation and localization",
      intro: "Turn documents, websites, software and products into versions that work in each market.",
      items: [
        {
          title: "Translation",
          description: "Certified, specialist translation with revision by a second linguist in 200+ languages.",
          href: "/services/translation",
          icon: "Languages",
        },
        {
          title: "Website localization",
          description: "CMS connectors, continuous updates and in-context review for multilingual sites and shops.",
          href: "/services/website-localization",
          icon: "Globe",
        },
        {
          title: "Software and app localization",
          description: "Repository integration and pull requests with translated strings for every release.",
          href: "/services/software-app-localization",
          icon: "Code",
        },
        {
          title: "Consumer electronics localization",
          description: "Device UI, companion apps, packaging and safety leaflets planned as one launch.",
          href: "/services/consumer-electronics-localization",
          icon: "Cpu",
        },
        {
          title: "Localization testing",
          description: "Native testers on real devices find linguistic, visual and functional bugs before launch.",
          href: "/services/localization-testing",
          icon: "ClipboardCheck",
        },
        {
          title: "Desktop publishing",
          description: "Print-ready layouts in every script, from brochures to regulated packaging artwork.",
          href: "/services/dtp",
          icon: "Printer",
        },
        {
          title: "International SEO and SEM",
          description: "Native keyword research and localized paid search so buyers can find you.",
          href: "/services/international-seo-sem",
          icon: "Search",
        },
      ],
    },
    {
      kind: "links",
      id: "media-voice",
      heading: "Media, voice and live languages",
      intro: "Make video, audio and live events accessible to every audience.",
      items: [
        {
          title: "Subtitling and captioning",
          description: "Template-based subtitles, closed captions and SDH for streaming, broadcast and training.",
          href: "/services/subtitling-captioning",
          icon: "Captions",
        },
        {
          title: "Voice-over and dubbing",
          description: "Native voice casting, directed recording, lip-sync dubbing and final mix.",
          href: "/services/voice-over",
          icon: "Mic",
        },
        {
          title: "Multimedia localization",
          description: "E-learning, animation and interactive content rebuilt and tested in each language.",
          href: "/services/multimedia-localization",
          icon: "Film",
        },
        {
          title: "Transcription",
          description: "Human-verified transcripts of interviews, hearings and media, with translation on request.",
          href: "/services/transcription",
          icon: "FileText",
        },
        {
          title: "Interpretation",
          description: "Simultaneous, consecutive and remote interpreters for conferences, courts and meetings.",
          href: "/services/interpretation",
          icon: "Headphones",
        },
      ],
    },
    {
      kind: "links",
      id: "content-communication",
      heading: "Content and communication",
      intro: "Write, adapt and deliver content that speaks to customers, employees and stakeholders.",
      items: [
        {
          title: "Transcreation and copywriting",
          description: "Campaigns and brand copy recreated by native copywriters, with back-translations.",
          href: "/services/multilingual-copywriting-transcreation",
          icon: "PenTool",
        },
        {
          title: "Technical content creation",
          description: "Manuals and help written in structured, controlled language that is cheaper to translate.",
          href: "/services/technical-content-creation",
          icon: "BookOpen",
        },
        {
          title: "Corporate communication",
          description: "Internal news, investor releases and town halls in every employee and investor language.",
          href: "/services/communication",
          icon: "Megaphone",
        },
        {
          title: "Email and chat support",
          description: "Native agents and real-time helpdesk translation for multilingual customer service.",
          href: "/services/email-chat-support",
          icon: "MessagesSquare",
        },
      ],
    },
    {
      kind: "links",
      id: "technology-ai",
      heading: "Technology and AI",
      intro: "Use machine translation and language AI safely, and connect your systems to translation.",
      items: [
        {
          title: "Machine translation",
          description: "Adaptive engines, quality estimation and ISO 18587 post-editing where MT fits.",
          href: "/services/machine-translation",
          icon: "Zap",
        },
        {
          title: "AI and tech solutions",
          description: "Private AI translation, multilingual knowledge assistants and AI governance.",
          href: "/services/ai-tech-solutions",
          icon: "Sparkles",
        },
        {
          title: "Training data for AI",
          description: "Native raters and annotators for RLHF, evaluation and speech data in 200+ languages.",
          href: "/services/training-for-artificial-intelligence",
          icon: "Bot",
        },
        {
          title: "Translation API and connectors",
          description: "The Leen REST API and ready connectors for CMS, PIM, repositories and helpdesks.",
          href: "/services/translation-apis-connectors",
          icon: "Plug",
        },
      ],
    },
    {
      kind: "links",
      id: "delivery-quality",
      heading: "Delivery models and quality",
      intro: "Shape how localization runs in your organisation and prove that it meets your standards.",
      items: [
        {
          title: "Dedicated teams and processes",
          description: "Named linguists, an embedded programme manager and a process designed around you.",
          href: "/services/adapted-teams-processes",
          icon: "Users",
        },
        {
          title: "Quality management and certifications",
          description: "ISO 17100, ISO 18587 and ISO 27001 processes, MQM-based audits and quality reporting.",
          href: "/services/quality-management-certifications",
          icon: "Award",
        },
      ],
    },
    {
      kind: "steps",
      heading: "How every engagement starts",
      intro: "Whatever the service, the first weeks follow the same pattern, so you always know where you stand.",
      items: [
        {
          title: "A conversation, not a form",
          description:
            "A language consultant learns about your content, markets, systems and deadlines, and recommends the right services and workflow.",
        },
        {
          title: "A transparent quote",
          description:
            "You receive a quote that separates new words, memory matches and any engineering, desktop publishing (DTP) or testing work, with a confirmed schedule.",
        },
        {
          title: "A pilot where it helps",
          description:
            "For larger programmes we start with a paid pilot in one or two languages, measured against quality and speed targets you set.",
        },
        {
          title: "One team from then on",
          description:
            "The same project manager and core linguists handle your work, and your memories and termbases grow with every project.",
        },
      ],
    },
    {
      kind: "faq",
      heading: "Questions about working with Nordika",
      items: [
        {
          question: "Can we buy several services from one contract?",
          answer:
            "Yes. Most clients use three or more services under one framework agreement, with a single price list, one project team and shared translation memories across all of them.",
        },
        {
          question: "Is there a minimum order?",
          answer:
            "No. We translate single certificates as well as multi-year programmes. Very small jobs have a minimum fee that covers project management and quality checks.",
        },
        {
          question: "How do we choose between human translation and machine translation?",
          answer:
            "By content and risk. We assess samples of your content and recommend a workflow per content type, and every delivery states which workflow was used.",
        },
      ],
    },
  ],
  cta: {
    heading: "Tell us what you need to say, and where",
    text: "Get a detailed quote within one business day, or talk through your plans with a language consultant first.",
    primary: { label: "Request a quote", href: "/contact/request-quote" },
    secondary: { label: "Book a consultation", href: "/contact/book-consultation" },
  },
}
