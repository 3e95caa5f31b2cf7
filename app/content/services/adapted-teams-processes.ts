import type { ServicePageCopy } from "../page-copy"

export const adaptedTeamsProcesses: ServicePageCopy = {
  slug: "adapted-teams-processes",
  meta: {
    path: "/services/adapted-teams-processes",
    title: "Dedicated Localization Teams and Tailored Processes",
    description:
      "A dedicated Nordika team built around your content: named linguists, embedded project managers, your tools and approval rules, and service levels you define.",
  },
  hero: {
    eyebrow: "Dedicated teams and processes",
    heading: "A localization team that works the way your organisation works",
    intro:
      "For clients with continuous, specialised or sensitive content, we build a dedicated team: named linguists who know your products, a project manager who joins your planning meetings, and a process designed around your systems, reviewers and deadlines.",
    primaryCta: { label: "Discuss a dedicated team", href: "/contact/book-consultation" },
    secondaryCta: { label: "Request a proposal", href: "/contact/request-quote" },
  },
  highlights: [
    { value: "14", label: "linguists in Solvik Insurance's dedicated team" },
    { value: "9 → 3 days", label: "shorter review cycle with in-country reviewers" },
    { value: "92%", label: "of programme clients with us for more than three years" },
  ],
  overview: [
    "A pool of anonymous freelancers works for occasional projects. It does not work when you publish every week, when your terminology is highly specialised, or when your in-country reviewers need to trust the people translating. Consistency comes from continuity.",
    "In a dedicated setup, we select a core team of linguists per language who learn your products, style and stakeholders, with trained back-up linguists so holidays and peaks never break continuity. A dedicated project or programme manager sits in your planning, knows your release calendar and manages capacity ahead of time. Where it helps, team members work inside your tools and follow your security rules.",
    "We also redesign the process around the team: which content needs full review, which needs none, how reviewer feedback is captured, and what service levels apply. Many clients come to us because their current process has grown by accident; we map it, simplify it and document the new one.",
  ],
  offerings: [
    {
      title: "Dedicated linguist teams",
      description:
        "Named core linguists per language with reserved capacity, supported by trained back-ups who share the same reference material.",
      icon: "Users",
    },
    {
      title: "Embedded project management",
      description: "A programme manager who joins your stand-ups, plans capacity against your release calendar and reports on SLAs.",
      icon: "Briefcase",
    },
    {
      title: "Localization process consulting",
      description: "Mapping of your current workflow, a maturity assessment and a redesigned process with clear roles and approvals.",
      icon: "Workflow",
    },
    {
      title: "In-country review programmes",
      description: "Structured review by your local teams with clear scope, deadlines and feedback loops that update the termbase.",
      icon: "Handshake",
    },
    {
      title: "Onsite and in-house linguists",
      description: "Linguists working in your offices or on your systems for security-sensitive content or close collaboration.",
      icon: "Building2",
    },
    {
      title: "Service level management",
      description: "Agreed turnaround, quality and responsiveness targets, reported monthly and reviewed quarterly.",
      icon: "Gauge",
    },
  ],
  process: [
    {
      title: "Discovery",
      description: "We interview your content owners, reviewers and IT, and map volumes, tools and pain points.",
    },
    {
      title: "Team design",
      description:
        "We propose team size per language, roles, capacity reservations and back-up cover, and select linguists through domain tests.",
    },
    {
      title: "Onboarding",
      description: "Linguists are trained on your products, style guide and tools, and meet your reviewers before live work.",
    },
    {
      title: "Process setup",
      description: "Workflows, approval rules and service levels are configured in Leen or in your own systems.",
    },
    {
      title: "Steady state",
      description: "The team delivers to SLA; feedback from reviewers is logged and acted on within one release cycle.",
    },
    {
      title: "Quarterly business review",
      description: "We review quality, speed, cost and satisfaction with you, and agree improvements for the next quarter.",
    },
  ],
  quality: [
    "Linguists selected through domain-specific tests and working under our ISO 17100-certified process.",
    "Team continuity targets: at least 80% of words per language handled by the named core team.",
    "Access to client systems governed by ISO 27001 controls, background checks where required and individual confidentiality agreements.",
    "Service levels defined in writing and reported monthly, with corrective action plans when they are missed.",
  ],
  technology: [
    {
      title: "Your tools or ours",
      description: "Teams work in Leen or in your TMS, CMS and ticketing systems, whichever keeps the process simplest.",
      icon: "Laptop",
    },
    {
      title: "Reviewer portal",
      description: "In-country reviewers comment in context and their changes update memory and terminology automatically.",
      icon: "MessageSquare",
    },
    {
      title: "Programme dashboards",
      description: "Live views of volumes, deadlines, SLA performance and quality scores per language.",
      icon: "BarChart3",
    },
  ],
  proof: {
    client: "Solvik Insurance",
    summary:
      "The Nordic insurer publishes policy terms, claims communication and customer content in four languages. A dedicated team of 14 linguists with an embedded programme manager replaced three vendors, and a redesigned review process put local reviewers on a clear schedule.",
    results: [
      { value: "9 → 3 days", label: "average review cycle" },
      { value: "14", label: "named linguists in the core team" },
      { value: "96%", label: "of words handled by the core team" },
    ],
  },
  faqs: [
    {
      question: "What volume justifies a dedicated team?",
      answer:
        "Usually a steady flow of content every week in at least a few languages, or highly specialised or confidential content where continuity matters more than volume. We can start with a small core team and grow it.",
    },
    {
      question: "What happens when a team linguist is away?",
      answer: "Every language has trained back-up linguists who already know your material and take over without a drop in quality.",
    },
    {
      question: "Can the team work inside our systems?",
      answer:
        "Yes. Team members can use your TMS, CMS or ticketing tools under your access rules, and can be background-checked where your policy requires it.",
    },
    {
      question: "How is a dedicated team priced?",
      answer:
        "Either per word with reserved capacity, or as a monthly fee for a defined team, depending on how predictable your volume is.",
    },
  ],
  cta: {
    heading: "Build a localization team around your business",
    text: "Tell us about your content, volumes and current setup. We will propose a team and process design.",
    primary: { label: "Book a consultation", href: "/contact/book-consultation" },
    secondary: { label: "Request a quote", href: "/contact/request-quote" },
  },
  related: [
    "/services/quality-management-certifications",
    "/technology/workflow-automation",
    "/services/translation",
    "/industries/finance-banking",
    "/about/technical-tools",
  ],
}
