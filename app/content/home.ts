import type { HomeContent } from "@nordika/ui/templates"
import { caseStudyResults } from "./case-study-results"

/** The home page (/): bundled seed and fallback for the sections staff edit in the admin area. */
export const HOME: HomeContent = {
  meta: {
    path: "/",
    title: "Translation, Localization and Language AI from Stockholm",
    description:
      "Nordika helps companies speak to the world: ISO-certified translation, localization, media and interpretation in 200+ languages, powered by Leen AI.",
  },
  hero: {
    eyebrow: "Language services and localization since 2009",
    heading: "Be understood in every market you want to grow in",
    intro:
      "Nordika translates, localizes and adapts your content for 200+ languages, combining 6,000 specialist linguists with Leen, our own AI platform. From Stockholm and six other offices, we help over 850 companies launch products, publish documentation and serve customers worldwide, securely and on time.",
    primaryCta: { label: "Get a free quote", href: "/contact/request-quote" },
    secondaryCta: { label: "Book a consultation", href: "/contact/book-consultation" },
    badges: ["ISO 17100 certified", "ISO 27001 certified", "ISO 18587 certified", "EU-hosted, GDPR-first"],
  },
  servicesOverview: {
    heading: "Everything it takes to go global, from one partner",
    intro: "Twenty-two services, one project team and one platform. These are the ones clients ask us for most.",
    items: [
      {
        id: "translation",
        title: "Translation",
        description: "Specialist translators and a second reviser on every text, certified to ISO 17100.",
        href: "/services/translation",
        icon: "Languages",
      },
      {
        id: "website-localization",
        title: "Website localization",
        description: "CMS connectors and continuous updates that keep every language version live and in sync.",
        href: "/services/website-localization",
        icon: "Globe",
      },
      {
        id: "software-app-localization",
        title: "Software and app localization",
        description: "Translated strings returned as pull requests, so every release ships in every language.",
        href: "/services/software-app-localization",
        icon: "Smartphone",
      },
      {
        id: "multilingual-copywriting-transcreation",
        title: "Transcreation",
        description: "Campaign and brand copy recreated by native copywriters, not translated word for word.",
        href: "/services/multilingual-copywriting-transcreation",
        icon: "PenTool",
      },
      {
        id: "subtitling-captioning",
        title: "Subtitling and captioning",
        description: "Subtitles, captions and SDH in 60+ languages, to streaming and broadcast specifications.",
        href: "/services/subtitling-captioning",
        icon: "Captions",
      },
      {
        id: "voice-over",
        title: "Voice-over and dubbing",
        description: "Native voices in 80 languages, cast, directed and mixed by our audio producers.",
        href: "/services/voice-over",
        icon: "Mic",
      },
      {
        id: "interpretation",
        title: "Interpretation",
        description: "Conference, remote and on-site interpreters in 70+ languages, with producers for hybrid events.",
        href: "/services/interpretation",
        icon: "Headphones",
      },
      {
        id: "machine-translation",
        title: "Machine translation",
        description: "Adaptive MT with quality estimation and certified post-editing, where it truly saves money.",
        href: "/services/machine-translation",
        icon: "Zap",
      },
    ],
    cta: { label: "View all services", href: "/services" },
  },
  whoWeAre: {
    eyebrow: "Who we are",
    heading: "A Stockholm language company with a global network",
    paragraphs: [
      "Nordika was founded in Stockholm in 2009 by conference interpreter Karin Lindqvist and software engineer Mikael Sandberg, who believed that great linguists and good technology belonged in the same team. We started by translating technical documentation for Swedish manufacturers.",
      "Today around 180 employees in Stockholm, Gothenburg, Helsinki, Berlin, London, New York and Singapore work with a vetted network of 6,000 freelance linguists. We are still independent, still run from Stockholm, and still judged by one thing: whether your customers understand you.",
    ],
    stats: [
      { value: "2009", label: "founded in Stockholm" },
      { value: "180", label: "employees in 7 offices" },
      { value: "6,000", label: "vetted freelance linguists" },
      { value: "200+", label: "languages" },
    ],
    cta: { label: "More about Nordika", href: "/about/who-we-are" },
  },
  clientLogos: {
    heading: "Trusted by companies across the Nordics, Europe and beyond",
    items: [
      {
        id: "norrvik-industrial",
        name: "Norrvik Industrial",
        industry: "Heavy equipment",
        logoUrl: "/client-logos/norrvik-industrial.svg",
      },
      { id: "medvik-pharma", name: "Medvik Pharma", industry: "Pharmaceuticals", logoUrl: "/client-logos/medvik-pharma.svg" },
      { id: "polarsoft", name: "Polarsoft", industry: "Software", logoUrl: "/client-logos/polarsoft.svg" },
      { id: "vindhem", name: "Vindhem", industry: "Retail and e-commerce", logoUrl: "/client-logos/vindhem.svg" },
      { id: "alund-bank", name: "Ålund Bank", industry: "Banking", logoUrl: "/client-logos/alund-bank.svg" },
      { id: "kvarn-media", name: "Kvarn Media", industry: "Streaming and media", logoUrl: "/client-logos/kvarn-media.svg" },
      { id: "stigen-games", name: "Stigen Games", industry: "Gaming", logoUrl: "/client-logos/stigen-games.svg" },
      { id: "tessel-audio", name: "Tessel Audio", industry: "Consumer electronics", logoUrl: "/client-logos/tessel-audio.svg" },
      { id: "kallberg-energy", name: "Kallberg Energy", industry: "Energy", logoUrl: "/client-logos/kallberg-energy.svg" },
      { id: "havbris-hotels", name: "Havbris Hotels", industry: "Travel and hospitality", logoUrl: "/client-logos/havbris-hotels.svg" },
      { id: "veltra-automotive", name: "Veltra Automotive", industry: "Automotive", logoUrl: "/client-logos/veltra-automotive.svg" },
      { id: "lindstrom-berg", name: "Lindström & Berg Advokatbyrå", industry: "Legal", logoUrl: "/client-logos/lindstrom-berg.svg" },
    ],
  },
  clientSuccess: {
    heading: "Results our clients can measure",
    intro:
      "We report on what localization changes for your business: cost, speed, quality and reach. Some of the numbers from the last year:",
    figures: [
      { value: "99.1%", label: "of projects delivered on time in 2024" },
      { value: "310 M", label: "words translated and localized in 2024" },
      { value: "850+", label: "active clients in 40 countries" },
      { value: "4.8/5", label: "average client rating on project feedback" },
      { value: "92%", label: "of programme clients with us for more than three years" },
    ],
    stories: [
      {
        id: "norrvik-industrial",
        client: "Norrvik Industrial",
        industry: "Manufacturing",
        title: "Four documentation vendors became one programme in 14 languages",
        summary:
          "A rebuilt translation memory, a 6,000-term termbase and a dedicated linguist team now handle 2.1 million words of technical documentation a year.",
        result: caseStudyResults("/case-studies/norrvik-industrial-technical-documentation")[1],
        href: "/case-studies/norrvik-industrial-technical-documentation",
      },
      {
        id: "vinterhav",
        client: "Vinterhav",
        industry: "Retail and e-commerce",
        title: "38,000 products live in three new markets in ten weeks",
        summary:
          "A PIM connected to Leen, an engine trained on approved content and market-specific SEO took the Finnish outdoor retailer into Germany, France and Poland in one season.",
        result: caseStudyResults("/case-studies/vinterhav-ecommerce-expansion")[2],
        href: "/case-studies/vinterhav-ecommerce-expansion",
      },
      {
        id: "polarsoft",
        client: "Polarsoft",
        industry: "Software",
        title: "Nine languages shipped with every release",
        summary:
          "Continuous localization from the company's GitHub monorepo replaced quarterly translation drops for its HR and payroll platform.",
        result: caseStudyResults("/case-studies/polarsoft-continuous-localization")[1],
        href: "/case-studies/polarsoft-continuous-localization",
      },
    ],
  },
  testimonials: {
    heading: "What our clients say",
    intro: "Localization managers, marketers and product leaders on working with Nordika.",
    items: [
      {
        id: "annika-holm",
        quote:
          "We used to spend the week before every product release chasing four translation vendors. Now one team knows our machines, our terminology and our deadlines, and the manuals are simply ready.",
        name: "Annika Holm",
        role: "Head of Technical Documentation",
        company: "Norrvik Industrial",
        industry: "Manufacturing",
      },
      {
        id: "sara-lindgren",
        quote:
          "Nordika did not just translate our web shop. They told us which words Germans and Dutch customers actually search for, and our international sales show the difference.",
        name: "Sara Lindgren",
        role: "Head of E-commerce",
        company: "Vindhem",
        industry: "Retail and e-commerce",
      },
      {
        id: "jussi-lehtonen",
        quote:
          "Localization used to be the reason releases slipped. Since we connected our repository to Leen, translated strings arrive as pull requests before we need them.",
        name: "Jussi Lehtonen",
        role: "VP Product Engineering",
        company: "Polarsoft",
        industry: "Software",
      },
      {
        id: "freja-norgaard",
        quote:
          "In a regulated business you need a partner who can show you the records, not just promise quality. Nordika's artwork process has never let a language error reach a submission.",
        name: "Freja Nørgaard",
        role: "Director of Regulatory Labelling",
        company: "Medvik Pharma",
        industry: "Life sciences",
      },
      {
        id: "ola-haugen",
        quote:
          "Our viewers in the Nordics are the most demanding subtitle readers in the world. Nordika's subtitlers treat every episode like a premiere, even at 1,800 hours a year.",
        name: "Ola Haugen",
        role: "Head of Content Operations",
        company: "Kvarn Media",
        industry: "Media and entertainment",
      },
    ],
  },
  industries: {
    heading: "Specialists for your industry",
    intro:
      "Every industry has its own vocabulary, regulations and risks. Our linguists and project teams specialise, so you never have to explain the basics.",
    items: [
      {
        title: "Technology",
        description: "SaaS, apps and developer content localized at release speed.",
        href: "/industries/technology",
        icon: "Laptop",
      },
      {
        title: "Life sciences",
        description: "Clinical, regulatory and patient content under documented quality control.",
        href: "/industries/life-sciences",
        icon: "FlaskConical",
      },
      {
        title: "Manufacturing",
        description: "Technical documentation, packaging and training for industrial products.",
        href: "/industries/manufacturing",
        icon: "Factory",
      },
      {
        title: "Legal",
        description: "Contracts, litigation and eDiscovery (electronic discovery) support with lawyer-linguists.",
        href: "/industries/legal",
        icon: "Scale",
      },
      {
        title: "Finance and banking",
        description: "Reports, releases and customer communication under strict confidentiality.",
        href: "/industries/finance-banking",
        icon: "Landmark",
      },
      {
        title: "Gaming",
        description: "Game text, voice and LQA by linguists who play.",
        href: "/industries/gaming",
        icon: "Gamepad2",
      },
      {
        title: "Retail and e-commerce",
        description: "Product catalogues, web shops and campaigns that convert.",
        href: "/industries/retail-ecommerce",
        icon: "ShoppingCart",
      },
      {
        title: "Media and entertainment",
        description: "Subtitles, dubbing and metadata for streaming and broadcast.",
        href: "/industries/media-entertainment",
        icon: "Clapperboard",
      },
    ],
    cta: { label: "Explore all industries", href: "/industries" },
  },
  technology: {
    eyebrow: "Leen AI",
    heading: "Meet Leen, the AI platform behind every Nordika project",
    intro:
      "Leen brings your translation memory, terminology, adaptive machine translation and quality estimation into one EU-hosted workflow. It remembers every approved translation, checks every term and learns from every correction, so our linguists spend their time where it makes a difference.",
    points: [
      {
        title: "Your memory, working for you",
        description: "Private translation memories mean you never pay twice for the same sentence.",
        icon: "Database",
      },
      {
        title: "Quality estimation",
        description: "Every machine-translated segment is scored, so human effort goes where it is needed.",
        icon: "Gauge",
      },
      {
        title: "Private by design",
        description: "Hosted in Stockholm and Frankfurt; your data never trains anyone else's models.",
        icon: "Lock",
      },
    ],
    stats: [
      { value: "2.3 bn", label: "words in private client memories" },
      { value: "Up to 40%", label: "faster turnaround on MT programmes" },
    ],
    cta: { label: "Discover Leen", href: "/technology/leen" },
    secondaryCta: { label: "Book a demo", href: "/contact/book-consultation" },
  },
  whyNordika: {
    heading: "Why companies choose Nordika",
    intro: "Plenty of providers translate. These are the reasons clients tell us they stay.",
    items: [
      {
        title: "Certified, audited quality",
        description: "ISO 17100 for translation, ISO 18587 for post-editing and ISO 27001 for information security, audited every year.",
        icon: "Award",
      },
      {
        title: "Specialists, not generalists",
        description:
          "Linguists are selected by domain and tested before they work on your content: engineers, lawyers, pharmacists, gamers.",
        icon: "GraduationCap",
      },
      {
        title: "Technology we own",
        description: "Leen is built and run by our own engineers, so we can adapt it to your workflow instead of asking you to adapt.",
        icon: "Cpu",
      },
      {
        title: "GDPR-first data handling",
        description: "Your content is processed in EU data centres, isolated from other clients and deleted on your schedule.",
        icon: "ShieldCheck",
      },
      {
        title: "One team that knows you",
        description: "A named project manager and core linguists who learn your products, style and stakeholders over time.",
        icon: "Handshake",
      },
      {
        title: "Transparent pricing",
        description: "Quotes that show memory matches and workflows line by line, and reports that show what you saved.",
        icon: "Banknote",
      },
    ],
  },
  cta: {
    heading: "Ready to reach your next market?",
    text: "Send us your content for a free, detailed quote within one business day, or book a call with a language consultant to plan your project.",
    primary: { label: "Get a free quote", href: "/contact/request-quote" },
    secondary: { label: "Book a consultation", href: "/contact/book-consultation" },
  },
}
