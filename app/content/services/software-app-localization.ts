import type { ServicePageCopy } from "../page-copy"
import { caseStudyResults } from "../case-study-results"

export const softwareAppLocalization: ServicePageCopy = {
  slug: "software-app-localization",
  meta: {
    path: "/services/software-app-localization",
    title: "Software and App Localization",
    description:
      "Continuous localization for SaaS, mobile and desktop software: Git and CI integration, in-context UI translation, pseudo-localization and linguistic QA.",
  },
  hero: {
    eyebrow: "Software and app localization",
    heading: "Ship every release in every language, on the same day",
    intro:
      "We plug into your repository and release pipeline so new strings are translated while your developers are still writing code. Localized resource files come back as pull requests, tested in context, ready to merge.",
    primaryCta: { label: "Get a software localization quote", href: "/contact/request-quote" },
    secondaryCta: { label: "Discuss your release pipeline", href: "/contact/book-consultation" },
  },
  highlights: [
    { value: "0 days", label: "release lag between English and localized builds for Polarsoft" },
    { value: "72%", label: "fewer linguistic bugs reported after launch" },
    { value: "40+", label: "resource file formats supported" },
  ],
  overview: [
    "Software changes every sprint, and translation that starts after a feature freeze will always be late. Our software localization service is designed around continuous delivery: strings are picked up from your repository as they are committed, translated in small batches, and returned before the release branch is cut.",
    "A user interface is also an unforgiving medium for translation. A German label can be 40% longer than its English source, a plural rule in Polish has three forms, and a date that reads correctly in New York is wrong in Helsinki. Our engineers run internationalization and pseudo-localization checks early, and our linguists translate with screenshots, string keys and character limits in front of them.",
    "We localize web applications, iOS and Android apps, desktop software, embedded device interfaces, and the documentation, release notes and in-app help that go with them, so your product speaks one consistent language from onboarding screen to knowledge base.",
  ],
  offerings: [
    {
      title: "Internationalization review",
      description:
        "Code and UI review for hard-coded strings, concatenation, locale-unaware formatting, right-to-left readiness and text expansion before any translation starts.",
      icon: "Code",
    },
    {
      title: "Continuous localization",
      description:
        "Git, GitHub, GitLab and Bitbucket integration that opens pull requests with translated resource files for every merge, or on the schedule you choose.",
      icon: "Workflow",
    },
    {
      title: "Mobile app localization",
      description:
        "iOS strings and stringsdict, Android XML, Flutter ARB and React Native JSON, plus localized App Store and Google Play listings and screenshots.",
      icon: "Smartphone",
    },
    {
      title: "UI translation in context",
      description:
        "Linguists see screenshots and string keys, respect character limits and plural rules, and ask your team questions through the platform instead of by email.",
      icon: "LayoutGrid",
    },
    {
      title: "Help centre and documentation",
      description:
        "Knowledge base articles, release notes and API documentation localized with the same termbase as your UI so labels match instructions.",
      icon: "BookOpen",
    },
    {
      title: "Linguistic and functional testing",
      description:
        "Native testers check localized builds on real devices for truncation, wrong context, broken layouts and locale formatting before release.",
      icon: "ClipboardCheck",
    },
  ],
  process: [
    {
      title: "Internationalization check",
      description:
        "We review your codebase and run pseudo-localization builds to expose hard-coded text and layouts that break with longer or non-Latin strings.",
    },
    {
      title: "Integrate",
      description:
        "We connect Leen to your repository or localization platform, map resource files and set the trigger: every merge, every night or every release branch.",
    },
    {
      title: "Translate in small batches",
      description:
        "New strings are translated as they appear, with context from screenshots and developer comments, usually within 24 to 48 hours.",
    },
    {
      title: "Review and query handling",
      description: "A second linguist reviews each batch; open questions about meaning or length go to your product team in one place.",
    },
    {
      title: "Test the build",
      description:
        "Native testers run scripted and exploratory checks on the localized build and log issues with screenshots in your bug tracker.",
    },
    {
      title: "Merge and release",
      description: "Translated files arrive as a pull request that passes your CI checks, ready to merge with the rest of the release.",
    },
  ],
  quality: [
    "Translation and independent review under our ISO 17100-certified process, adapted for short-cycle string batches.",
    "Repository access and source code handled under ISO 27001 controls, with least-privilege tokens and full audit logs.",
    "Automated checks for placeholders, markup, plural forms, character limits and key consistency on every batch.",
    "Localization testing on physical iOS and Android devices, with bugs classified by severity and retested after fixes.",
  ],
  technology: [
    {
      title: "Repository connectors",
      description: "Leen Connect watches branches in GitHub, GitLab, Bitbucket and Azure DevOps and returns translations as pull requests.",
      icon: "Code",
    },
    {
      title: "Pseudo-localization",
      description:
        "Automatically generated test builds with expanded, accented text reveal layout and encoding issues before real translation begins.",
      icon: "Type",
    },
    {
      title: "Screenshot context",
      description:
        "Screenshots captured from your builds or design files are linked to string keys so translators always see where text appears.",
      icon: "Image",
    },
  ],
  proof: {
    client: "Polarsoft",
    href: "/case-studies/polarsoft-continuous-localization",
    summary:
      "The Helsinki-based HR and payroll SaaS company moved from quarterly localization drops to continuous localization in nine languages. Leen is connected to its GitHub monorepo and opens translation pull requests several times a week.",
    results: caseStudyResults("/case-studies/polarsoft-continuous-localization"),
  },
  faqs: [
    {
      question: "Which file formats do you support?",
      answer:
        "More than forty, including JSON, YAML, XLIFF, PO/gettext, RESX, Java properties, iOS strings and stringsdict, Android XML, ARB and ICU MessageFormat. If you use a custom format, our engineers write a parser for it.",
    },
    {
      question: "Do you work with our existing localization platform?",
      answer:
        "Yes. If you already use a TMS such as Phrase, Lokalise, Crowdin or XTM, our linguists work directly in it. Otherwise Leen can act as your localization platform.",
    },
    {
      question: "How do translators know the context of a string?",
      answer:
        "From screenshots, string keys, developer comments and character limits attached to each string. When something is still unclear, they post a query that your team answers once for all languages.",
    },
    {
      question: "Can you localize an app we have already released?",
      answer:
        "Yes. We start with an internationalization review, translate the existing strings and store listing, and then switch you to continuous localization for future releases.",
    },
  ],
  cta: {
    heading: "Make localization part of your release pipeline",
    text: "Tell us about your stack and release rhythm. We will propose an integration and send a quote based on your current string count.",
    primary: { label: "Request a quote", href: "/contact/request-quote" },
    secondary: { label: "Book a technical consultation", href: "/contact/book-consultation" },
  },
  related: [
    "/services/localization-testing",
    "/services/translation-apis-connectors",
    "/services/website-localization",
    "/technology/integrations",
    "/industries/technology",
  ],
}
