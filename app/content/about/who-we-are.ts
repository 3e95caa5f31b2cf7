import type { ContentPage } from "@nordika/ui/templates"

/** /about/who-we-are (also the target of /about); seed and fallback for the staff-editable version. */
export const whoWeAre: ContentPage = {
  meta: {
    path: "/about/who-we-are",
    title: "Who We Are: Nordika Language Services",
    description:
      "Nordika is a Stockholm-founded language-services company: 180 employees, 6,000 linguists and 7 offices delivering ISO-certified localization in 200+ languages.",
  },
  hero: {
    eyebrow: "About Nordika",
    heading: "We help companies be understood, wherever their customers are",
    intro:
      "Nordika is an independent language-services and localization company, founded in Stockholm in 2009. We combine specialist linguists, experienced project teams and our own AI platform, Leen, to translate, localize and adapt content in more than 200 languages.",
    primaryCta: { label: "Work with us", href: "/contact/book-consultation" },
    secondaryCta: { label: "Read our history", href: "/about/history" },
    panel: {
      kind: "facts",
      items: [
        { value: "2009", label: "founded in Stockholm" },
        { value: "~180", label: "employees" },
        { value: "6,000", label: "vetted freelance linguists" },
        { value: "7", label: "offices in Europe, North America and Asia" },
        { value: "200+", label: "languages and variants" },
        { value: "850+", label: "active clients" },
      ],
    },
  },
  sections: [
    {
      kind: "text",
      heading: "Our story in brief",
      paragraphs: [
        "Karin Lindqvist spent the 2000s as a conference interpreter and in-house localization lead; Mikael Sandberg was a software engineer tired of watching translators copy text between incompatible tools. In 2009 they started Nordika in a two-room office in Stockholm with two colleagues and one idea: that excellent linguists and well-built technology should work as one team.",
        "The first clients were Swedish manufacturers that needed operator manuals in a dozen languages. Subtitling, software localization, interpretation and transcreation followed, as clients asked us to take on more of their multilingual work. Offices opened in Gothenburg, Helsinki, Berlin, London, New York and Singapore, each close to clients and to the linguists we work with.",
        "We are still independent and owned by our founders and employees, which lets us invest for the long term: in quality certifications, in our Leen platform and in fair, lasting relationships with the freelance linguists who do much of the work.",
      ],
    },
    {
      kind: "features",
      heading: "What we do",
      items: [
        {
          title: "Translation and localization",
          description: "Documents, websites, software and products adapted for each market, under ISO 17100-certified processes.",
          icon: "Languages",
        },
        {
          title: "Media and live language",
          description: "Subtitling, voice-over, multimedia localization, transcription and interpretation for events and meetings.",
          icon: "Film",
        },
        {
          title: "Content and communication",
          description: "Transcreation, multilingual copywriting, technical writing and corporate communication.",
          icon: "PenTool",
        },
        {
          title: "Language technology and AI",
          description: "Leen, machine translation with post-editing, integrations, AI solutions and training data for AI models.",
          icon: "Sparkles",
        },
      ],
    },
    {
      kind: "features",
      heading: "How we are organised",
      intro: "Small, specialised teams close to clients, backed by shared platforms and standards.",
      items: [
        {
          title: "Client teams",
          description: "Each client has a named project or programme manager and a core team of linguists who know its products and style.",
          icon: "Users",
        },
        {
          title: "Specialist units",
          description:
            "Media in Helsinki, technical writing in Gothenburg and Berlin, desktop publishing (DTP) in Gothenburg and Singapore, language data in Singapore and Stockholm.",
          icon: "LayoutGrid",
        },
        {
          title: "Linguist network",
          description: "6,000 freelance translators, interpreters, subtitlers and voice talents, each tested and qualified by domain.",
          icon: "Globe",
        },
        {
          title: "Technology and quality",
          description:
            "Our Stockholm-based engineers build Leen; our quality team runs ISO 17100, ISO 18587 and ISO 27001 programmes across the company.",
          icon: "ShieldCheck",
        },
      ],
    },
    {
      kind: "quote",
      quote:
        "Clients rarely remember a translation that worked. They remember the launch that went well, the audit that passed and the customer who felt spoken to. That is the work we are proud of.",
      author: "Karin Lindqvist",
      role: "Co-founder and CEO, Nordika",
    },
    {
      kind: "links",
      heading: "Get to know us",
      items: [
        {
          title: "Our mission",
          description: "Why we exist and what we promise clients and linguists.",
          href: "/about/mission",
          icon: "Target",
        },
        {
          title: "Our values",
          description: "The five principles behind how we work.",
          href: "/about/values",
          icon: "Heart",
        },
        {
          title: "Leadership team",
          description: "The people who run Nordika.",
          href: "/about/team",
          icon: "Users",
        },
        {
          title: "Global offices",
          description: "Where to find us in seven cities.",
          href: "/contact/global-offices",
          icon: "MapPin",
        },
      ],
    },
  ],
  cta: {
    heading: "Let's talk about what you need to say",
    text: "Book a consultation with a language consultant, or request a quote for a specific project.",
    primary: { label: "Book a consultation", href: "/contact/book-consultation" },
    secondary: { label: "Request a quote", href: "/contact/request-quote" },
  },
}
