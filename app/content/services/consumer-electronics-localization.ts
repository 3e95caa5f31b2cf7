import type { ServicePageCopy } from "../page-copy"

export const consumerElectronicsLocalization: ServicePageCopy = {
  slug: "consumer-electronics-localization",
  meta: {
    path: "/services/consumer-electronics-localization",
    title: "Consumer Electronics Localization",
    description:
      "Localize devices end to end: firmware UI, companion apps, packaging, quick-start guides and safety leaflets in 30+ languages for a simultaneous global launch.",
  },
  hero: {
    eyebrow: "Consumer electronics",
    heading: "Every screen, box and leaflet of your device, ready for launch day",
    intro:
      "A consumer device ships with dozens of language assets: on-device text with tight character limits, a companion app, packaging, quick-start guides, safety and regulatory leaflets, store listings and support content. We localize them all from one termbase so your product speaks one language in every market.",
    primaryCta: { label: "Get a device localization quote", href: "/contact/request-quote" },
    secondaryCta: { label: "Plan your next launch", href: "/contact/book-consultation" },
  },
  highlights: [
    { value: "30", label: "languages launched simultaneously for Tessel Audio" },
    { value: "0", label: "packaging reprints caused by language errors" },
    { value: "6 weeks", label: "saved on the localization schedule for launch" },
  ],
  overview: [
    "Consumer electronics localization is a logistics problem as much as a language one. Firmware strings are frozen months before launch, packaging goes to print weeks before the product, and regulatory text must match the exact wording approved for each market. A change in one asset ripples through the others.",
    "We organise the whole device launch as one localization programme. Product terminology is defined once and used in the UI, app, documentation and packaging. UI strings are translated against character limits and tested on the device; packaging and leaflets are typeset by our desktop publishing (DTP) team and proofread in the print layout; regulatory content such as safety warnings, battery and radio equipment statements, and WEEE information is handled by specialists.",
    "Because each asset has a different deadline, we plan backwards from the print and firmware dates and keep a release calendar with your product team, so nothing reaches the factory untranslated.",
  ],
  offerings: [
    {
      title: "Device UI and firmware strings",
      description:
        "On-screen text for TVs, audio devices, wearables and appliances, translated within pixel and character limits and tested on hardware.",
      icon: "Cpu",
    },
    {
      title: "Companion apps",
      description: "iOS and Android apps localized continuously with your development cycle, plus app store listings.",
      icon: "Smartphone",
    },
    {
      title: "Packaging and labelling",
      description: "Multilingual boxes and labels typeset to dielines, with legal claims checked per market.",
      icon: "Package",
    },
    {
      title: "Quick-start guides and manuals",
      description: "Illustrated guides and full manuals in 30+ languages, optimised for space and print cost.",
      icon: "BookOpen",
    },
    {
      title: "Safety and regulatory content",
      description: "Safety instructions, declarations of conformity, radio equipment and battery information for EU, UK and other markets.",
      icon: "ShieldCheck",
    },
    {
      title: "Retail and e-commerce content",
      description: "Product pages, retailer content and marketplace listings with localized specifications and keywords.",
      icon: "ShoppingCart",
    },
  ],
  process: [
    {
      title: "Launch planning",
      description: "We map every language asset, its deadline and dependencies, working backwards from firmware freeze and print dates.",
    },
    {
      title: "Terminology first",
      description: "Feature names, UI labels and key terms are defined and approved in every language before bulk translation starts.",
    },
    {
      title: "Parallel localization",
      description: "UI, app, documentation and packaging are translated in parallel from one memory and termbase.",
    },
    {
      title: "Layout and device testing",
      description: "Packaging and guides are typeset and proofread; UI strings are tested on prototype devices.",
    },
    {
      title: "Release and maintenance",
      description: "Assets are delivered to the factory, app stores and retailers; firmware and app updates follow in continuous mode.",
    },
  ],
  quality: [
    "Translation and revision under our ISO 17100-certified process, with one termbase shared across every asset.",
    "Unreleased product information and prototype devices handled under ISO 27001 controls and strict embargo.",
    "Packaging and leaflets proofread in the final print layout by native linguists.",
    "Regulatory wording checked against the versions required for each market, with a record of approved text.",
  ],
  technology: [
    {
      title: "Character-limit checking",
      description: "Leen validates translations against pixel and character limits for each display, before testing on the device.",
      icon: "Type",
    },
    {
      title: "Asset calendar",
      description: "A launch dashboard shows every asset, language and deadline, with status from translation to delivery.",
      icon: "Calendar",
    },
    {
      title: "Shared product memory",
      description: "One translation memory across UI, app, documentation and packaging keeps feature names identical everywhere.",
      icon: "Database",
    },
  ],
  proof: {
    client: "Tessel Audio",
    summary:
      "The Danish maker of wireless speakers and headphones launched its new product line in 30 languages on one date. We ran device UI, companion app, packaging, quick-start guides and safety leaflets as one programme.",
    results: [
      { value: "30", label: "languages on launch day" },
      { value: "0", label: "packaging reprints due to language errors" },
      { value: "6 weeks", label: "shorter localization schedule than the previous launch" },
    ],
  },
  faqs: [
    {
      question: "Can you test UI translations on our device?",
      answer:
        "Yes. We test on prototypes or production units at our labs under your security conditions, or use emulators and screenshots when hardware is not available.",
    },
    {
      question: "Which regulatory texts do you handle?",
      answer:
        "Safety instructions, declarations of conformity, radio equipment and battery statements, WEEE and recycling information, and energy labelling text for the markets you sell in. Your compliance team approves the source.",
    },
    {
      question: "How do you fit 30 languages on a small box?",
      answer:
        "Our DTP team works with your packaging designers on language grouping, icon-based communication and concise phrasing, and proofreads every language in the final layout.",
    },
    {
      question: "What about updates after launch?",
      answer:
        "Firmware and app updates move into continuous localization, so new strings are translated within days and tested with the next build.",
    },
  ],
  cta: {
    heading: "Planning your next product launch?",
    text: "Share your launch date, markets and assets. We will build a localization plan that works back from your print deadline.",
    primary: { label: "Request a quote", href: "/contact/request-quote" },
    secondary: { label: "Book a consultation", href: "/contact/book-consultation" },
  },
  related: [
    "/services/localization-testing",
    "/services/dtp",
    "/services/software-app-localization",
    "/industries/manufacturing/consumer-goods-electronics",
    "/industries/retail-ecommerce",
  ],
}
