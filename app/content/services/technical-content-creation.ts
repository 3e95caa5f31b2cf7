import type { ServicePageCopy } from "../page-copy"

export const technicalContentCreation: ServicePageCopy = {
  slug: "technical-content-creation",
  meta: {
    path: "/services/technical-content-creation",
    title: "Technical Writing and Content Creation",
    description:
      "Technical writers who create manuals, DITA topics and Simplified Technical English content that is clear to users and cheaper to translate into every language.",
  },
  hero: {
    eyebrow: "Technical content creation",
    heading: "Technical documentation written once, clearly, for every language",
    intro:
      "Our technical writers create user manuals, service documentation, online help and safety information that users understand and translators can reuse. Structured authoring and controlled language cut translation volume before a single word is translated.",
    primaryCta: { label: "Discuss a documentation project", href: "/contact/request-quote" },
    secondaryCta: { label: "Book a documentation review", href: "/contact/book-consultation" },
  },
  highlights: [
    { value: "31%", label: "less translation volume after restructuring for Hydrana" },
    { value: "400", label: "reusable DITA topics replacing 12 legacy manuals" },
    { value: "ASD-STE100", label: "Simplified Technical English expertise" },
  ],
  overview: [
    "Most translation cost in documentation is created at the writing stage. The same warning written five slightly different ways becomes five different sentences to translate in every language, and an ambiguous instruction is ambiguous in all of them. Fixing this at the source is the most effective way to reduce localization cost and risk.",
    "Nordika's technical writing team, based in Gothenburg and Berlin, works with engineering and product teams to create documentation from scratch or restructure what you have. We write in modular, topic-based structures such as DITA, apply Simplified Technical English or your own controlled-language rules, and build content that can be reused across products and output as PDF, web help or in-product guidance.",
    "Because the same company writes and localizes, the source text is designed for translation from the beginning: consistent terminology in a shared termbase, no text in images, and room for text expansion in layouts.",
  ],
  offerings: [
    {
      title: "User and service documentation",
      description:
        "Operator manuals, installation guides, maintenance instructions and spare-parts catalogues written from engineering input and product trials.",
      icon: "BookOpen",
    },
    {
      title: "Structured authoring and DITA migration",
      description: "Legacy Word and FrameMaker manuals converted into reusable DITA topics in your component content management system.",
      icon: "Layers",
    },
    {
      title: "Simplified Technical English",
      description:
        "Content written or rewritten to ASD-STE100 or company controlled-language rules, checked with controlled-language software.",
      icon: "Type",
    },
    {
      title: "Safety and regulatory content",
      description:
        "Safety instructions and warnings that follow IEC/IEEE 82079-1 and ANSI Z535 principles, and conformity documentation for CE marking.",
      icon: "ShieldCheck",
    },
    {
      title: "Software documentation and online help",
      description: "Help centres, API guides and release notes written with your developers and published to your docs platform.",
      icon: "Code",
    },
    {
      title: "Illustrations and visual instructions",
      description:
        "Technical illustrations created from CAD data that replace text where pictures explain better, and travel across languages without translation.",
      icon: "PenTool",
    },
  ],
  process: [
    {
      title: "Content audit",
      description: "We analyse existing documentation for reuse potential, terminology inconsistency and translation cost drivers.",
    },
    {
      title: "Information architecture",
      description: "We design the topic model, metadata and templates, and agree controlled-language and terminology rules.",
    },
    {
      title: "Subject-matter interviews",
      description: "Writers work with your engineers, test the product where possible, and capture procedures accurately.",
    },
    {
      title: "Writing and technical review",
      description: "Topics are written, checked against controlled-language rules and reviewed by your subject-matter experts.",
    },
    {
      title: "Publishing and localization",
      description: "Content is published to print and digital outputs and sent to translation with terminology already defined.",
    },
  ],
  quality: [
    "Documentation structured to IEC/IEEE 82079-1 requirements for information for use.",
    "Controlled-language compliance checked automatically and by senior writers.",
    "Terminology defined once in a shared termbase used by writers and translators alike.",
    "Technical review by your subject-matter experts before release, with full version history.",
  ],
  technology: [
    {
      title: "Component content management",
      description: "Our writers work in your CCMS or in ours, with DITA topics, conditional content and reuse tracked.",
      icon: "Database",
    },
    {
      title: "Controlled-language checking",
      description: "Authoring checkers flag sentences that break STE or your style rules while writers type.",
      icon: "ListChecks",
    },
    {
      title: "Leen terminology",
      description: "The same termbase serves authors and translators, so approved source terms map to approved target terms.",
      icon: "BookA",
    },
  ],
  proof: {
    client: "Hydrana Pumps",
    summary:
      "The Finnish industrial pump manufacturer had twelve product manuals written by different engineers over fifteen years. We rebuilt them as 400 reusable DITA topics in Simplified Technical English before the next translation round into 19 languages.",
    results: [
      { value: "31%", label: "fewer words to translate per release" },
      { value: "400", label: "reusable topics replacing 12 manuals" },
      { value: "50%", label: "shorter time to publish a new product variant" },
    ],
  },
  faqs: [
    {
      question: "Do we need a CCMS to work with you?",
      answer:
        "No. We can write in Word, InDesign or FrameMaker, but if you publish in several languages and variants, we will show you where structured authoring would pay for itself.",
    },
    {
      question: "What is Simplified Technical English?",
      answer:
        "A controlled language standard, ASD-STE100, originally developed for aerospace maintenance. It limits vocabulary and sentence structure so instructions are unambiguous for non-native readers and consistent for translation.",
    },
    {
      question: "Can you work from engineering data only?",
      answer:
        "Yes. Our writers regularly start from CAD models, specifications and interviews, and document products that have no existing manual.",
    },
    {
      question: "Will your writers follow our style guide?",
      answer: "Yes. If you have one we follow it; if not, we create one as part of the project so that internal authors can use it too.",
    },
  ],
  cta: {
    heading: "Make your documentation clearer and cheaper to localize",
    text: "Send us a sample manual. We will assess reuse potential and estimate the translation savings of restructuring it.",
    primary: { label: "Request a quote", href: "/contact/request-quote" },
    secondary: { label: "Book a consultation", href: "/contact/book-consultation" },
  },
  related: [
    "/services/translation",
    "/services/dtp",
    "/services/consumer-electronics-localization",
    "/industries/manufacturing",
    "/industries/manufacturing/industrial-automation",
  ],
}
