import type { ContentPage } from "@nordika/ui/templates"

/** /freelancers */
export const freelancersHub: ContentPage = {
  meta: {
    path: "/freelancers",
    title: "Freelance Linguists: Work with Nordika",
    description:
      "Join 6,000 vetted freelance translators, interpreters, subtitlers and voice talents. Fair rates, payment within 30 days, free Leen access and steady work.",
  },
  hero: {
    eyebrow: "Freelancers",
    heading: "Freelance with a language partner that treats you as one",
    intro:
      "Most of the words Nordika delivers are translated, revised, subtitled or spoken by freelance professionals. We have built our way of working around them: agreed rates, clear briefs, tools that help, payment on time and people who answer your questions.",
    primaryCta: { label: "Become a partner", href: "/freelancers/become-partner" },
    secondaryCta: { label: "Events and webinars", href: "/freelancers/apply-join-events" },
    panel: {
      kind: "facts",
      items: [
        { value: "6,000", label: "freelance linguists in our network" },
        { value: "30 days", label: "maximum payment term, always" },
        { value: "4.5/5", label: "linguist satisfaction in our 2025 survey" },
        { value: "72%", label: "of 2025 volume went to linguists with us for 3+ years" },
      ],
    },
  },
  sections: [
    {
      kind: "features",
      heading: "Who we work with",
      items: [
        {
          title: "Translators and revisers",
          description:
            "Specialists in legal, life sciences, technical, financial, marketing and software content, translating into their native language.",
          icon: "Languages",
        },
        {
          title: "Post-editors",
          description: "Translators trained in machine translation post-editing under ISO 18587, paid according to measured effort.",
          icon: "Cpu",
        },
        {
          title: "Interpreters",
          description:
            "Conference, business, legal and medical interpreters for on-site and remote assignments, including RSI from home studios.",
          icon: "Headphones",
        },
        {
          title: "Subtitlers and audiovisual translators",
          description: "Template translators, spotters and SDH specialists for streaming, broadcast and corporate video.",
          icon: "Captions",
        },
        {
          title: "Voice talent",
          description: "Native voice actors and narrators for voice-over, dubbing, e-learning and games.",
          icon: "Mic",
        },
        {
          title: "Language data specialists",
          description: "Linguists who annotate, rank and evaluate AI output and write test items, paid per hour.",
          icon: "Bot",
        },
      ],
    },
    {
      kind: "checklist",
      heading: "What we promise our freelance partners",
      items: [
        "Rates agreed with you in advance and reviewed every year. No reverse auctions and no unilateral discounts.",
        "Payment within 30 days of the invoice or self-billing statement, in your currency.",
        "A brief, reference material and a named project manager for every job, and an answer to queries within one business day.",
        "Free access to Leen's online editor, translation memories and termbases for every job.",
        "Feedback you can use, with a right to reply to any quality assessment.",
      ],
    },
    {
      kind: "quote",
      quote:
        "I have worked with Nordika for nine years. What keeps me here is simple: the briefs are clear, the queries get answered and the money arrives when they say it will.",
      author: "Marta Kowalska",
      role: "Freelance legal translator, English and Swedish into Polish",
    },
    {
      kind: "links",
      heading: "Next steps",
      items: [
        {
          title: "Become a partner",
          description: "Requirements, tests, rates policy, onboarding, payment terms and tools.",
          href: "/freelancers/become-partner",
          icon: "Handshake",
        },
        {
          title: "Apply and join events",
          description: "Application steps and our 2027 webinars and freelancer days.",
          href: "/freelancers/apply-join-events",
          icon: "Calendar",
        },
        {
          title: "Looking for employment?",
          description: "Permanent roles in our seven offices.",
          href: "/careers",
          icon: "Briefcase",
        },
      ],
    },
  ],
  cta: {
    heading: "Join our network",
    text: "Applications take about 20 minutes. We reply to every applicant within three weeks.",
    primary: { label: "Become a partner", href: "/freelancers/become-partner" },
    secondary: { label: "See upcoming events", href: "/freelancers/apply-join-events" },
  },
}
