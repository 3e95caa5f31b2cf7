import type { IndustryPageCopy } from "../page-copy"

const page: IndustryPageCopy = {
  slug: "travel-hospitality",
  meta: {
    path: "/industries/travel-hospitality",
    title: "Travel & Hospitality Translation",
    description:
      "Multilingual booking flows, property descriptions, guest messaging and travel SEO for hotels, airlines, tour operators and online travel agencies.",
  },
  hero: {
    eyebrow: "Travel & hospitality",
    heading: "Welcome every guest in their own language, from search to check-out",
    intro:
      "Hotel groups, airlines, cruise lines, tour operators and online travel agencies rely on Nordika to localize the content that drives bookings and the messages that shape a stay.",
    primaryCta: { label: "Request a quote", href: "/contact/request-quote" },
    secondaryCta: { label: "Book a consultation", href: "/contact/book-consultation" },
  },
  highlights: [
    { value: "3 M+", label: "words of property and destination content localized each year" },
    { value: "60+", label: "languages covering inbound tourism to the Nordics and beyond" },
    { value: "< 4 h", label: "response time for urgent guest and disruption notices" },
    { value: "7", label: "offices across Europe, North America and Asia-Pacific" },
  ],
  overview: [
    "Travellers book where they understand the offer. A room description that reads like a machine wrote it, or cancellation terms that are unclear in Japanese, costs conversions and creates disputes at the front desk. Our travel team writes content that sells a place while staying accurate about what is included.",
    "We localize the full guest journey: metasearch and OTA listings, booking engines, loyalty programme terms, pre-arrival emails, in-room directories, spa and restaurant menus, safety cards and post-stay surveys. For large inventories, Leen combines translation memory with machine translation trained on your own approved content, and human editors handle everything customer-facing.",
    "Because travel content lives in many systems, we connect to property management and content platforms and deliver in the formats they need. Multilingual SEO research makes sure 'cabin in Lapland' is searched the way Germans, Italians and Koreans actually search for it.",
  ],
  challenges: [
    {
      title: "Huge, constantly changing inventories",
      description:
        "Thousands of properties, rate plans, excursions and seasonal offers change daily and must stay consistent across every market.",
      icon: "Layers",
    },
    {
      title: "Terms that must not be misread",
      description:
        "Cancellation policies, baggage rules, EU Package Travel Directive information and passenger rights notices carry legal weight in every language.",
      icon: "Scale",
    },
    {
      title: "Local search behaviour",
      description:
        "Direct translation of keywords misses how each market searches, leaving bookings to the OTAs that invested in local SEO.",
      icon: "Search",
    },
    {
      title: "Time-critical guest communication",
      description: "Flight disruptions, weather alerts and service changes need accurate translated notices within hours, not days.",
      icon: "Clock",
    },
  ],
  solutions: [
    {
      title: "Content that sells a destination",
      description:
        "Travel copywriters transcreate property and destination descriptions, keeping facts precise while adapting tone and selling points to each source market.",
      icon: "PenTool",
    },
    {
      title: "Scaled inventory localization",
      description:
        "Leen MT trained on your approved content, with ISO 18587 post-editing, handles listings and amenities at volume while terminology stays fixed.",
      icon: "Sparkles",
    },
    {
      title: "Multilingual SEO and SEM",
      description: "Keyword research per market, localized meta data and paid-search ads written for the way each audience plans a trip.",
      icon: "TrendingUp",
    },
    {
      title: "Always-on guest messaging",
      description:
        "A follow-the-sun team in Stockholm, New York and Singapore translates disruption notices, chat replies and reviews around the clock.",
      icon: "MessageSquare",
    },
  ],
  proof: {
    client: "Nordljus Hotels, a Nordic group of 46 hotels",
    summary:
      "Nordljus wanted more direct bookings from German, Dutch and Asian travellers. We re-wrote property pages in eight languages with local keyword research, localized its booking engine and loyalty terms, and set up machine translation with human review for guest reviews and chat. Direct bookings from target markets grew while review response times dropped from days to hours.",
    results: [
      { value: "+27%", label: "direct bookings from target markets in 12 months" },
      { value: "8", label: "languages across web, booking engine and email" },
      { value: "6 h", label: "average response time to foreign-language reviews" },
    ],
  },
  faqs: [
    {
      question: "Can you connect to our booking engine or content platform?",
      answer:
        "We work with common CMS and content hubs via connectors and with booking and property systems via structured exports (XML, JSON, CSV). We agree the exchange format in a short technical workshop.",
    },
    {
      question: "How do you keep costs down on large inventories?",
      answer:
        "Translation memory removes repeated amenities and policy text, and machine translation with human post-editing handles high-volume listing content. Creative transcreation is reserved for your flagship pages and campaigns.",
    },
    {
      question: "Do you translate menus and wine lists?",
      answer:
        "Yes. Culinary translators handle menus, allergen information under EU Regulation 1169/2011 and beverage lists, and we can typeset print-ready files in every language.",
    },
  ],
  cta: {
    heading: "Turn international lookers into bookers",
    text: "Tell us about your properties, markets and systems, and we will show how localized content can lift direct bookings.",
    primary: { label: "Request a quote", href: "/contact/request-quote" },
    secondary: { label: "Book a consultation", href: "/contact/book-consultation" },
  },
  related: [
    "/services/website-localization",
    "/services/international-seo-sem",
    "/services/multilingual-copywriting-transcreation",
    "/industries/food-beverage",
    "/industries/retail-ecommerce",
  ],
}

export default page
