import type { ServicePageCopy } from "../page-copy"

export const localizationTesting: ServicePageCopy = {
  slug: "localization-testing",
  meta: {
    path: "/services/localization-testing",
    title: "Localization Testing and Linguistic QA",
    description:
      "Native testers check localized games, apps, websites and devices for linguistic, visual and functional bugs before launch, with reproducible bug reports.",
  },
  hero: {
    eyebrow: "Localization testing",
    heading: "Find the bugs in every language before your users do",
    intro:
      "Our native-speaking testers play, tap and click through your localized product on real devices, checking that every string is correct in context, fits on screen and behaves properly with local formats, keyboards and settings.",
    primaryCta: { label: "Get a testing quote", href: "/contact/request-quote" },
    secondaryCta: { label: "Plan a test cycle", href: "/contact/book-consultation" },
  },
  highlights: [
    { value: "3,400", label: "localization bugs found before launch for Pixelfjord Studios" },
    { value: "12", label: "languages tested in parallel test cycles" },
    { value: "300+", label: "physical test devices in our Helsinki and Singapore labs" },
  ],
  overview: [
    "A translation can be correct in a file and wrong on screen. The word chosen for 'Save' may be right for a document and wrong for a game checkpoint, German text may be cut off inside a button, a date picker may still show the US format, and a right-to-left layout may mirror an icon that should stay put. These issues only appear when someone who reads the language uses the product.",
    "Localization testing brings those people in before launch. Our testers are native speakers trained in QA methods, working from your test plans or our checklists, on the platforms and devices your users have. They log each issue with a screenshot, exact location, severity and suggested fix, in your bug tracker or ours.",
    "We test software, mobile apps, websites, games, e-learning and the embedded interfaces of consumer devices. Linguistic testing focuses on language in context; functional testing checks that localized builds work, including input methods, sorting, currency and encoding.",
  ],
  offerings: [
    {
      title: "Linguistic testing (LQA in context)",
      description: "Native testers review every localized screen for mistranslations, wrong context, inconsistent terminology and tone.",
      icon: "Languages",
    },
    {
      title: "Cosmetic and UI testing",
      description: "Truncation, overlapping text, wrong fonts, missing characters and layout issues across screen sizes.",
      icon: "Monitor",
    },
    {
      title: "Localization functional testing",
      description: "Locale formats, input methods, sorting, currency, time zones and right-to-left behaviour on real devices.",
      icon: "Smartphone",
    },
    {
      title: "Game LQA",
      description:
        "Testers who are gamers check dialogue, UI, subtitles and platform terminology requirements for consoles and mobile stores.",
      icon: "Gamepad2",
    },
    {
      title: "Compliance and certification checks",
      description: "Platform terminology and rating-related text checked against console manufacturer and app store requirements.",
      icon: "BadgeCheck",
    },
    {
      title: "Regression testing",
      description: "Retesting of fixed bugs and critical paths in every language for each new build.",
      icon: "Recycle",
    },
  ],
  process: [
    {
      title: "Test planning",
      description: "We agree scope, platforms, devices, test cases and severity definitions, and review builds and reference material.",
    },
    {
      title: "Tester onboarding",
      description: "Testers learn the product, glossary and style guide, and receive test accounts, builds and debug tools.",
    },
    {
      title: "Test execution",
      description: "Scripted and exploratory tests run in parallel across languages, with daily progress reporting.",
    },
    {
      title: "Bug reporting",
      description: "Issues are logged in your tracker with screenshots, steps to reproduce, severity and a proposed correction.",
    },
    {
      title: "Fix and regression",
      description: "Our linguists fix translation bugs at source; testers verify fixes and rerun regression in the next build.",
    },
  ],
  quality: [
    "Testers are native speakers trained in QA methods and assessed on a practical bug-finding test before joining projects.",
    "Every bug report reviewed by a lead tester for clarity, severity and duplicates before it reaches your team.",
    "Pre-release builds handled under ISO 27001 controls, in secured test labs or through your remote device farm.",
    "Translation fixes made in Leen so corrections flow back into memory and are not reintroduced.",
  ],
  technology: [
    {
      title: "Device labs",
      description: "More than 300 phones, tablets, consoles and PCs in Helsinki and Singapore, plus cloud device farms.",
      icon: "Smartphone",
    },
    {
      title: "Bug tracker integration",
      description: "We log directly in Jira, Azure DevOps, YouTrack or your own tracker, with your templates and fields.",
      icon: "Plug",
    },
    {
      title: "Screenshot-to-string mapping",
      description: "Leen links reported screens to the underlying strings, so fixes are made once and correctly.",
      icon: "Image",
    },
  ],
  proof: {
    client: "Pixelfjord Studios",
    summary:
      "The Oslo mobile game studio launched a strategy game in 12 languages. Over four test cycles, our gamer-testers played through the full campaign in every language on 40 device models.",
    results: [
      { value: "3,400", label: "localization bugs found and fixed before launch" },
      { value: "40", label: "device models covered" },
      { value: "4.7", label: "average store rating in non-English markets at launch" },
    ],
  },
  faqs: [
    {
      question: "Why test if the translation was already reviewed?",
      answer:
        "Review checks text; testing checks the product. Many bugs only appear in context: wrong meaning for a UI state, truncation, missing strings, broken formatting or functionality that fails with local settings.",
    },
    {
      question: "Can you test translations from another supplier?",
      answer:
        "Yes. We report issues with suggested fixes, and can either hand them to your current supplier or make the corrections ourselves.",
    },
    {
      question: "Do testers need our hardware?",
      answer:
        "For consumer devices and unreleased hardware, yes; we receive devices under agreed security measures. For apps and websites, we use our own device labs or your cloud device farm.",
    },
    {
      question: "How long does a test cycle take?",
      answer:
        "For a typical mobile app, a full linguistic and cosmetic pass in ten languages takes three to five working days. Games and large applications are planned per build.",
    },
  ],
  cta: {
    heading: "Launch in every language with confidence",
    text: "Share your product, platforms and languages. We will propose a test plan and a fixed price per cycle.",
    primary: { label: "Request a quote", href: "/contact/request-quote" },
    secondary: { label: "Book a consultation", href: "/contact/book-consultation" },
  },
  related: [
    "/services/software-app-localization",
    "/services/consumer-electronics-localization",
    "/services/quality-management-certifications",
    "/industries/gaming",
    "/industries/technology",
  ],
}
