import type { ContentPage } from "@nordika/ui/templates"

export const workflowAutomation: ContentPage = {
  meta: {
    path: "/technology/workflow-automation",
    title: "Localization Workflow Automation with Leen Flow",
    description:
      "Leen Flow automates localization: content triggers, rule-based routing, automated QA, deadline prediction and approvals, with fewer emails and manual hand-offs.",
  },
  hero: {
    eyebrow: "Workflow automation",
    heading: "Localization without the spreadsheets, email chains and manual hand-offs",
    intro:
      "Leen Flow is the orchestration layer of our platform. It picks up content, decides what should happen to it based on rules you agree with us, moves it between machines and people, and tells you when anything needs your attention.",
    primaryCta: { label: "Map your workflow with us", href: "/contact/book-consultation" },
    secondaryCta: { label: "Request a quote", href: "/contact/request-quote" },
    panel: {
      kind: "facts",
      items: [
        { value: "70%", label: "of project administration steps automated on a typical programme" },
        { value: "4 h", label: "average time saved per project manager per day" },
        { value: "3 days", label: "average warning before a predicted deadline risk" },
      ],
    },
  },
  sections: [
    {
      kind: "text",
      heading: "Why automate localization workflows",
      paragraphs: [
        "In many organisations a translation request still starts as an email with an attachment. Someone exports text from the CMS, someone else renames the files, a vendor sends them back, a reviewer is chased, and the translations are pasted into the system by hand. Each step is small; together they add days to every release and create room for errors.",
        "Leen Flow replaces those steps with rules. Content is collected from your systems when it changes, sent down the right path for its type and risk, checked automatically and delivered back where it belongs. People are involved where judgement is needed: translating, reviewing, approving, and answering questions.",
      ],
    },
    {
      kind: "features",
      heading: "What Leen Flow automates",
      items: [
        {
          title: "Triggers",
          description:
            "Start work when content is published, a branch is merged, a product is created in the PIM or a file lands in a shared folder.",
          icon: "Zap",
        },
        {
          title: "Rule-based routing",
          description:
            "Choose the workflow by content type, language, risk level or metadata: instant MT, post-editing or full human translation with review.",
          icon: "Network",
        },
        {
          title: "Linguist assignment",
          description:
            "Jobs go to your named core linguists first, with availability, domain qualification and performance considered for back-ups.",
          icon: "Users",
        },
        {
          title: "Automated QA gates",
          description: "Terminology, numbers, tags, length limits and consistency are checked before a job can move to the next step.",
          icon: "ListChecks",
        },
        {
          title: "Review and approval",
          description:
            "In-country reviewers are notified, reminded and escalated automatically, and their changes update memory and terminology.",
          icon: "CircleCheck",
        },
        {
          title: "Deadline prediction",
          description:
            "Leen Flow compares progress with historical throughput and warns project managers days before a deadline is at risk.",
          icon: "Clock",
        },
      ],
    },
    {
      kind: "steps",
      heading: "An automated website update, step by step",
      intro: "A real pattern from a retail client: a new product page published in English on a Tuesday morning.",
      items: [
        {
          title: "09:02: change detected",
          description: "The CMS connector sees a new product page and sends title, description and specifications to Leen.",
        },
        {
          title: "09:03: routing",
          description:
            "Rules send specifications to MT with quality estimation, and the marketing description to human translation in eleven languages.",
        },
        {
          title: "09:05: memory and MT",
          description: "Repeated specifications are filled from memory; new segments are machine translated and scored.",
        },
        {
          title: "Same day: linguists",
          description:
            "Core linguists translate the description and post-edit low-scoring specification segments, with automated QA on save.",
        },
        {
          title: "Next morning: review and publish",
          description: "Local reviewers approve in context and translations are published as drafts in each language site.",
        },
      ],
    },
    {
      kind: "checklist",
      heading: "Controls you keep",
      intro: "Automation should never take decisions away from the people responsible for content.",
      items: [
        "You decide which content types may use machine translation, and which always need human translation.",
        "Publishing can stay manual, with translations delivered as drafts for your approval.",
        "Every automated decision is logged with the rule that triggered it.",
        "Rules are versioned, reviewed with your programme manager and changed only with your agreement.",
      ],
    },
    {
      kind: "proof",
      heading: "Automation in practice",
      case: {
        client: "Vindhem",
        summary:
          "The home-furnishings retailer replaced weekly spreadsheet exports with Leen Flow rules connected to its CMS and PIM. Product specifications use MT with quality estimation; campaign pages always go to human translators and local reviewers.",
        results: [
          { value: "10 days → 48 h", label: "time to publish new products in all markets" },
          { value: "0", label: "spreadsheets exchanged per week" },
          { value: "11", label: "markets kept in sync automatically" },
        ],
      },
    },
    {
      kind: "faq",
      heading: "Workflow automation questions",
      items: [
        {
          question: "Do we need to change our internal processes?",
          answer:
            "Usually only a little. We map your current process first and automate the steps around your approvals, rather than replacing them.",
        },
        {
          question: "Can we start with one content type?",
          answer:
            "Yes, and we recommend it. Most clients begin with one high-volume content type, measure the result and then extend the rules.",
        },
        {
          question: "What happens if an automated step fails?",
          answer:
            "The job stops at that step, your project manager is alerted and nothing is delivered or published until the problem is resolved.",
        },
      ],
    },
  ],
  cta: {
    heading: "Find out how much of your localization process can run itself",
    text: "Book a workflow mapping session with a Nordika programme manager and a Leen engineer.",
    primary: { label: "Book a consultation", href: "/contact/book-consultation" },
    secondary: { label: "Request a quote", href: "/contact/request-quote" },
  },
}
