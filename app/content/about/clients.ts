import type { ContentPage } from "@nordika/ui/templates"

export const clients: ContentPage = {
  meta: {
    path: "/about/clients",
    title: "Our Clients",
    description:
      "Nordika works with 850+ clients, from Nordic manufacturers and banks to game studios, streaming services and pharma companies. See who we work with and why.",
  },
  hero: {
    eyebrow: "Our clients",
    heading: "The companies we help reach the world",
    intro:
      "Our clients range from listed Nordic industrial groups to start-ups launching their first foreign market. What they have in common is content that has to be right, in many languages, on a deadline.",
    primaryCta: { label: "Become a client", href: "/contact/request-quote" },
    secondaryCta: { label: "Read our case studies", href: "/case-studies" },
    panel: {
      kind: "facts",
      items: [
        { value: "850+", label: "active clients" },
        { value: "40", label: "countries where our clients are based" },
        { value: "92%", label: "of programme clients with us for more than three years" },
        { value: "4.8/5", label: "average client rating on project feedback" },
      ],
    },
  },
  sections: [
    {
      kind: "features",
      heading: "A selection of the clients we work with",
      intro: "Some of the organisations that have agreed to be named, and the work we do for them.",
      items: [
        {
          title: "Norrvik Industrial",
          description:
            "Swedish heavy-equipment manufacturer. Technical documentation in 14 languages, around 2.1 million words a year, with a dedicated linguist team.",
          icon: "Factory",
        },
        {
          title: "Medvik Pharma",
          description:
            "Danish pharmaceutical company. Packaging, labelling and patient-leaflet artwork in 24 EU languages within a version-controlled process.",
          icon: "Pill",
        },
        {
          title: "Polarsoft",
          description: "Finnish HR and payroll software. Continuous localization from GitHub in nine languages, with in-context testing.",
          icon: "Code",
        },
        {
          title: "Vindhem",
          description:
            "Swedish home-furnishings retailer. Website and product catalogue localization for eleven markets, with international SEO.",
          icon: "ShoppingCart",
        },
        {
          title: "Ålund Bank",
          description:
            "Swedish bank. Adaptive machine translation with post-editing for internal policies, procedures and training in three languages.",
          icon: "Landmark",
        },
        {
          title: "Kvarn Media",
          description: "Nordic streaming service. Subtitles and SDH for 1,800 hours of content a year in 24 languages.",
          icon: "Tv",
        },
        {
          title: "Stigen Games",
          description: "Stockholm game studio. Voice casting and directed recording of 42,000 lines of dialogue in eight languages.",
          icon: "Gamepad2",
        },
        {
          title: "Tessel Audio",
          description:
            "Danish audio brand. Device UI, companion app, packaging and safety leaflets in 30 languages for simultaneous launches.",
          icon: "Headphones",
        },
        {
          title: "Kallberg Energy",
          description:
            "Norwegian energy company. A multilingual knowledge assistant over 60,000 technical documents, deployed in its own cloud.",
          icon: "Zap",
        },
        {
          title: "Havbris Hotels",
          description:
            "Norwegian hotel group. Guest support by chat and email in twelve languages, combining native agents and real-time translation.",
          icon: "Plane",
        },
        {
          title: "Veltra Automotive",
          description: "German automotive supplier. 120 e-learning modules for its dealer and technician academy in 16 languages.",
          icon: "Car",
        },
        {
          title: "Lindström & Berg Advokatbyrå",
          description:
            "Stockholm law firm. Legal translation and verbatim transcription for international arbitration and cross-border transactions.",
          icon: "Scale",
        },
      ],
    },
    {
      kind: "proof",
      heading: "A client story",
      case: {
        client: "Norrvik Industrial",
        href: "/case-studies/norrvik-industrial-technical-documentation",
        summary:
          "When Norrvik consolidated four documentation vendors into one Nordika programme, we cleaned and merged its translation memories, built a 6,000-term termbase with its engineers and assigned a core team of linguists per language. Release documentation has been on schedule ever since.",
        results: [
          { value: "38%", label: "higher translation memory leverage" },
          { value: "27%", label: "lower cost per word in year one" },
          { value: "14", label: "languages per release" },
        ],
      },
    },
    {
      kind: "quote",
      quote:
        "We judged Nordika on the first difficult project, not the first easy one. They asked better questions about our machines than our previous vendors ever had.",
      author: "Annika Holm",
      role: "Head of Technical Documentation, Norrvik Industrial",
    },
    {
      kind: "links",
      heading: "Clients by industry",
      items: [
        {
          title: "Manufacturing",
          description: "Heavy equipment, automotive, electronics and industrial automation.",
          href: "/industries/manufacturing",
          icon: "Factory",
        },
        {
          title: "Life sciences",
          description: "Pharmaceuticals, medical devices and clinical research.",
          href: "/industries/life-sciences",
          icon: "FlaskConical",
        },
        {
          title: "Technology",
          description: "SaaS, mobile apps and consumer technology.",
          href: "/industries/technology",
          icon: "Laptop",
        },
        {
          title: "Finance and banking",
          description: "Banks, insurers and listed companies.",
          href: "/industries/finance-banking",
          icon: "Landmark",
        },
        {
          title: "Media and entertainment",
          description: "Streaming, broadcast and game studios.",
          href: "/industries/media-entertainment",
          icon: "Clapperboard",
        },
        {
          title: "All industries",
          description: "Every sector we specialise in.",
          href: "/industries",
          icon: "LayoutGrid",
        },
      ],
    },
  ],
  cta: {
    heading: "Join the companies that trust Nordika with their words",
    text: "Request a quote for your next project, or book a consultation to discuss a longer-term programme.",
    primary: { label: "Request a quote", href: "/contact/request-quote" },
    secondary: { label: "Book a consultation", href: "/contact/book-consultation" },
  },
}
