import type { ContentPage } from "@nordika/ui/templates"

export const technicalTools: ContentPage = {
  meta: {
    path: "/about/technical-tools",
    title: "Technical Tools: CAT, TMS and QA Software We Use",
    description:
      "The CAT tools, translation management systems, QA checkers and media tools Nordika works with, including Trados Studio, memoQ, Phrase, XTM, Xbench and Verifika.",
  },
  hero: {
    eyebrow: "Technical tools",
    heading: "The tools our linguists and engineers work with",
    intro:
      "Leen is our own platform, but we do not ask clients to abandon theirs. Our teams are trained in the industry's leading translation, quality assurance, subtitling and publishing tools, and work in whichever environment suits your content and processes.",
    primaryCta: { label: "Discuss your tool setup", href: "/contact/book-consultation" },
    secondaryCta: { label: "Request a quote", href: "/contact/request-quote" },
    panel: {
      kind: "checklist",
      title: "We work in your tools",
      items: [
        "CAT tools: Trados Studio, memoQ, Phrase TMS and XTM Cloud",
        "Software localization: Lokalise, Crowdin and Smartling",
        "QA: Xbench, Verifika and Leen QA",
        "Exchange formats: XLIFF, TMX and TBX",
      ],
      more: { label: "Ask about your tool chain", href: "/contact/book-consultation" },
    },
  },
  sections: [
    {
      kind: "text",
      heading: "Tool-agnostic by principle",
      paragraphs: [
        "Many of our clients already run a translation management system, or receive files prepared in a specific CAT tool by their own teams. Switching tools costs them time and risks losing translation memory history. So we work in your tool when that is best for you, and in Leen when you have no preference or want us to manage the whole chain.",
        "Whatever the tool, the same rules apply: your translation memories and termbases remain yours and exportable in open standards (TMX, TBX, XLIFF), our ISO 17100 process applies, and access is managed under our ISO 27001 controls.",
      ],
    },
    {
      kind: "features",
      heading: "Computer-assisted translation (CAT) tools",
      items: [
        {
          title: "Trados Studio",
          description:
            "Widely used by our freelance network and enterprise clients; we handle SDLPPX packages, project templates and MultiTerm termbases.",
          icon: "Languages",
        },
        {
          title: "memoQ",
          description: "Used for many technical and public-sector projects, including memoQ server projects hosted by clients.",
          icon: "Languages",
        },
        {
          title: "Phrase TMS",
          description: "Our linguists work in client Phrase workspaces for continuous localization and connector-based projects.",
          icon: "Cloud",
        },
        {
          title: "XTM Cloud",
          description: "Supported for enterprise clients who run XTM as their central TMS, including LQA and workflow steps.",
          icon: "Cloud",
        },
      ],
    },
    {
      kind: "features",
      heading: "Software localization platforms",
      items: [
        {
          title: "Lokalise and Crowdin",
          description:
            "String-based localization platforms used by many software clients; our linguists translate and review in context inside them.",
          icon: "Code",
        },
        {
          title: "Smartling",
          description: "Supported for clients who localize websites and apps through Smartling's proxy and connectors.",
          icon: "Globe",
        },
        {
          title: "Leen",
          description: "Our own platform, with translation memory, terminology, adaptive MT, quality estimation and 30+ connectors.",
          icon: "Sparkles",
        },
      ],
    },
    {
      kind: "features",
      heading: "Quality assurance tools",
      items: [
        {
          title: "Xbench",
          description: "Consistency, terminology and checklist-based QA across bilingual files and translation memories.",
          icon: "ListChecks",
        },
        {
          title: "Verifika",
          description: "Automated QA with spelling, grammar, number and tag checks, used in our final checks and by our reviewers.",
          icon: "ScanSearch",
        },
        {
          title: "Leen QA and LQA workspace",
          description: "Our built-in checks and MQM-based evaluation, logged for audits and quality reporting.",
          icon: "ClipboardCheck",
        },
      ],
    },
    {
      kind: "features",
      heading: "Media, publishing and testing tools",
      items: [
        {
          title: "Subtitling",
          description: "EZTitles, OOONA and Subtitle Edit, alongside our cloud subtitling editor with shot-change detection.",
          icon: "Captions",
        },
        {
          title: "Audio",
          description: "Pro Tools, Adobe Audition and iZotope RX for recording, editing and mastering voice-over.",
          icon: "Volume2",
        },
        {
          title: "Desktop publishing",
          description: "Adobe InDesign, Illustrator and FrameMaker, QuarkXPress and Microsoft Office, in the versions clients use.",
          icon: "PenTool",
        },
        {
          title: "E-learning authoring",
          description: "Articulate Storyline and Rise, Adobe Captivate and Lectora, with packages tested in a SCORM and xAPI test LMS.",
          icon: "GraduationCap",
        },
        {
          title: "Bug tracking",
          description: "Jira, Azure DevOps and YouTrack for localization testing, using your templates and workflows.",
          icon: "Wrench",
        },
      ],
    },
    {
      kind: "checklist",
      heading: "Standards and formats we exchange",
      items: [
        "XLIFF 1.2 and 2.0 for bilingual content between tools",
        "TMX for translation memories and TBX for termbases",
        "IDML, MIF and DITA XML for publishing and structured content",
        "JSON, YAML, PO, RESX, ARB, iOS strings and Android XML for software",
        "SRT, WebVTT, TTML, IMSC, EBU-STL and SCC for subtitles and captions",
      ],
    },
    {
      kind: "faq",
      heading: "Questions about tools",
      items: [
        {
          question: "Can you work in our translation management system?",
          answer:
            "Yes. Give us user accounts under your access rules and our project managers and linguists will work in your TMS, following your workflow steps.",
        },
        {
          question: "Do freelance linguists need specific tools?",
          answer:
            "Many of our freelancers own Trados Studio or memoQ licences, but for most projects they work in browser-based environments (Leen or the client's TMS), so files never have to be downloaded.",
        },
        {
          question: "Will we lose our translation memory if we move to Nordika?",
          answer:
            "No. We import memories and termbases from any tool, and you can export everything we hold for you in TMX and TBX at any time.",
        },
      ],
    },
  ],
  cta: {
    heading: "Tell us which tools you use",
    text: "We will show you how we would fit into your setup, or propose one if you are starting from scratch.",
    primary: { label: "Book a consultation", href: "/contact/book-consultation" },
    secondary: { label: "Request a quote", href: "/contact/request-quote" },
  },
}
