import type { IndustryPageCopy } from "../page-copy"

const page: IndustryPageCopy = {
  slug: "technology",
  meta: {
    path: "/industries/technology",
    title: "Technology & Software Localization Services",
    description:
      "Continuous localization for SaaS, apps and developer platforms: repository connectors, pseudo-localization, LQA and Leen MT across 200+ languages.",
  },
  hero: {
    eyebrow: "Technology",
    heading: "Localization that ships at the speed of your release train",
    intro:
      "SaaS vendors, platform companies and hardware makers use Nordika to put UI strings, docs, API references and in-product help into 200+ languages without slowing a single sprint.",
    primaryCta: { label: "Request a quote", href: "/contact/request-quote" },
    secondaryCta: { label: "Talk to a localization engineer", href: "/contact/book-consultation" },
  },
  highlights: [
    { value: "24 h", label: "median turnaround for UI string deltas under 2,000 words" },
    { value: "40+", label: "file formats parsed natively, from XLIFF and ARB to .resx and YAML" },
    { value: "200+", label: "languages, including right-to-left and complex-script locales" },
    { value: "ISO 27001", label: "certified information security for pre-release code and content" },
  ],
  overview: [
    "Software teams rarely struggle with translation itself. They struggle with the plumbing around it: strings that change after hand-off, concatenated sentences that cannot be translated, screenshots that go stale, and a locale backlog that grows every sprint. Nordika's technology practice is built by localization engineers who have worked inside product organisations and know what breaks a build.",
    "We connect Leen, our translation management platform, directly to GitHub, GitLab, Bitbucket or your headless CMS. New and changed keys are picked up on merge, routed through translation memory, machine translation and human review according to content type, and returned as a pull request your CI can validate. Help-centre articles, release notes, API references and marketing pages follow their own workflows with the right level of human review.",
    "Because pre-release features are commercially sensitive, every project runs under our ISO 27001-certified information security management system, with EU data residency, single sign-on and per-project access controls. Linguists work in Leen's browser editor, so source files never land on a personal laptop.",
  ],
  challenges: [
    {
      title: "Continuous delivery, batch translation",
      description:
        "Weekly or daily releases collide with translation cycles designed for large hand-offs, leaving some locales permanently one version behind.",
      icon: "Workflow",
    },
    {
      title: "Strings without context",
      description:
        "Translators see a key such as btn_save_2 and have to guess whether it is a verb, a noun or a label in a 40-pixel button.",
      icon: "Code",
    },
    {
      title: "Internationalization debt",
      description:
        "Hard-coded text, concatenation, fixed date and number formats and unsupported plural rules surface only once a new market goes live.",
      icon: "Wrench",
    },
    {
      title: "Terminology drift across surfaces",
      description:
        "Product UI, docs, support macros and marketing use different words for the same feature, confusing users and inflating support tickets.",
      icon: "BookA",
    },
  ],
  solutions: [
    {
      title: "Repository and CMS connectors",
      description:
        "Leen watches your branches and content platforms, translates deltas only and opens pull requests with validated resource files, so localization becomes a CI step rather than a project.",
      icon: "Plug",
    },
    {
      title: "Visual context and pseudo-localization",
      description:
        "In-context previews, screenshots linked to keys and pseudo-localized builds expose truncation, hard-coded strings and encoding issues before a linguist sees the file.",
      icon: "Monitor",
    },
    {
      title: "Tiered quality by content type",
      description:
        "UI strings get full human translation and review; knowledge-base articles can run through Leen MT with ISO 18587 post-editing; legal terms stay with specialist translators.",
      icon: "Layers",
    },
    {
      title: "Localization testing on real builds",
      description:
        "Linguistic and functional testers work through your staging environment or TestFlight builds and log issues with screenshots straight into Jira or Linear.",
      icon: "ClipboardCheck",
    },
    {
      title: "One termbase for product and docs",
      description:
        "We extract feature names and UI terms into a governed termbase that translators, reviewers and your support team share.",
      icon: "BookOpen",
    },
  ],
  proof: {
    client: "Kvistra, a Swedish B2B SaaS provider of field-service scheduling",
    summary:
      "Kvistra was shipping to production twice a week in English while its German, French and Dutch versions lagged by up to six weeks. We connected Leen to its GitHub monorepo and help centre, added pseudo-localization to its CI pipeline and set up a shared termbase. Within one quarter, all locales shipped in the same release as English, and seven further languages were added for a Nordic-to-DACH expansion.",
    results: [
      { value: "0 days", label: "lag between English and localized releases" },
      { value: "11", label: "languages live, up from 4" },
      { value: "−38%", label: "localization cost per release through TM and MT reuse" },
    ],
  },
  faqs: [
    {
      question: "Which file formats and repositories do you support?",
      answer:
        "Leen parses JSON, YAML, XLIFF 1.2 and 2.0, Android XML, iOS .strings and .stringsdict, ARB, .resx, .po, Java properties and Markdown among others, and connects to GitHub, GitLab, Bitbucket and Azure DevOps. Custom formats can be added with a parser configuration rather than code changes on your side.",
    },
    {
      question: "How do you handle plurals, gender and ICU message syntax?",
      answer:
        "Our editor understands ICU MessageFormat and CLDR plural categories, shows translators every required form for their language, and blocks delivery if a placeholder or plural branch is missing.",
    },
    {
      question: "Can you work with our existing translation memory?",
      answer:
        "Yes. We import TMX and TBX exports from other tools, clean and align them, and use them from day one so you do not pay twice for content that is already translated.",
    },
    {
      question: "Is our pre-release content safe with freelance linguists?",
      answer:
        "Linguists work only inside Leen under NDA, with access limited to the projects they are assigned to, and all data stays in EU data centres. Our ISO 27001 certification covers the people, processes and platform involved.",
    },
  ],
  cta: {
    heading: "Make localization part of your pipeline",
    text: "Share a sample repository or a list of locales and we will propose a connector set-up, workflow and price per release within three working days.",
    primary: { label: "Request a quote", href: "/contact/request-quote" },
    secondary: { label: "Book a technical consultation", href: "/contact/book-consultation" },
  },
  related: [
    "/services/software-app-localization",
    "/services/localization-testing",
    "/technology/integrations",
    "/services/machine-translation",
    "/industries/gaming",
  ],
}

export default page
