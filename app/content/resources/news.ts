/** Company news: /resources/news and /resources/news/<slug>. Newest first. */
import type { ContentPage } from "@nordika/ui/templates"
import { latestArticlePanel } from "../featured"
import { withArticleReadingTime, type ArticleCopy, type ArticleEntryCopy } from "../reading-time"

/** The news as written; their reading times are worked out from the words. */
const ITEMS: readonly ArticleCopy[] = [
  {
    slug: "leen-score-2-quality-estimation",
    meta: {
      path: "/resources/news/leen-score-2-quality-estimation",
      title: "Leen Score 2: Quality Estimation for 48 Language Pairs",
      description:
        "Leen Score 2 predicts post-editing effort per segment in 48 language pairs, explains its flags to linguists and feeds quality reports into the client portal.",
    },
    title: "Leen Score 2 brings explainable quality estimation to 48 language pairs",
    excerpt:
      "The second generation of Leen's quality estimation model covers twice as many language pairs and tells post-editors why a segment was flagged.",
    author: "Nordika Newsroom",
    published: "2026-04-14",
    tags: ["Leen", "Product release", "Quality estimation"],
    body: [
      {
        kind: "paragraph",
        text: "Stockholm, 14 April 2026. Nordika today released Leen Score 2, the second generation of the quality estimation component of its Leen language platform. Leen Score predicts, for each machine-translated segment, how much human editing it is likely to need, so that linguists can focus on the segments that matter.",
      },
      { kind: "heading", text: "What is new" },
      {
        kind: "list",
        items: [
          "Coverage extended from 24 to 48 language pairs, including all Nordic and Baltic languages paired with English and German.",
          "Explanations: flagged segments now show the likely reason, such as a terminology mismatch, an omitted negation or a number that differs from the source.",
          "Per-client calibration on post-editing history, so thresholds reflect each client's content and quality requirements.",
          "Quality reports in the client portal that show, per project, how many segments were routed to light review and how many were fully post-edited.",
        ],
      },
      {
        kind: "paragraph",
        text: "In internal tests on 1.2 million post-edited segments, Leen Score 2 identified segments that would need substantial edits with 23% fewer false alarms than the previous version. Like all Leen components, it runs in Nordika's EU data centres in Stockholm and Frankfurt, and client content is never used to train models shared with other clients.",
      },
      {
        kind: "paragraph",
        text: '"Quality estimation is only useful if linguists trust it. Showing why a segment was flagged turns a score into a conversation," said Mikael Sandberg, co-founder and CTO. Leen Score 2 is available to all clients on machine translation workflows at no additional cost.',
      },
    ],
  },
  {
    slug: "iso-27001-2022-recertification",
    meta: {
      path: "/resources/news/iso-27001-2022-recertification",
      title: "Nordika Recertified to ISO/IEC 27001:2022 and ISO 17100",
      description:
        "Nordika completed its ISO/IEC 27001:2022 recertification and ISO 17100 and ISO 18587 surveillance audits with no major nonconformities across all offices.",
    },
    title: "Nordika recertified to ISO/IEC 27001:2022, with ISO 17100 and ISO 18587 renewed",
    excerpt:
      "An independent certification body has confirmed Nordika's information security, translation and post-editing processes across all seven offices.",
    author: "Nordika Newsroom",
    published: "2025-11-18",
    tags: ["Certification", "Security", "Quality"],
    body: [
      {
        kind: "paragraph",
        text: "Stockholm, 18 November 2025. Nordika has completed recertification of its information security management system to ISO/IEC 27001:2022, following a three-week audit by an accredited certification body. In the same audit cycle, Nordika's translation services were confirmed against ISO 17100 and its machine translation post-editing against ISO 18587.",
      },
      {
        kind: "paragraph",
        text: "The ISO 27001 certificate covers all seven offices, the Leen platform and its EU data centres, project delivery, interpretation operations and the eDiscovery (electronic discovery) and document review services hosted on request in the UK, the US and Singapore. The audit closed with no major nonconformities and two minor observations, both resolved before certification.",
      },
      { kind: "heading", text: "Why it matters for clients" },
      {
        kind: "paragraph",
        text: "Many of Nordika's clients work in regulated industries and assess their language-service providers as critical suppliers. Certificates, the statement of applicability and a summary of audit results are included in Nordika's compliance pack, which clients can request through the security and compliance pages.",
      },
      {
        kind: "paragraph",
        text: '"Certification is a snapshot; what clients really buy is the discipline behind it," said Erik Nyström, Chief Information Security Officer. "We test ourselves every quarter so that the audit is never the first time we look."',
      },
    ],
  },
  {
    slug: "sbti-validates-nordika-climate-targets",
    meta: {
      path: "/resources/news/sbti-validates-nordika-climate-targets",
      title: "Science Based Targets initiative Validates Nordika's Targets",
      description:
        "Nordika's near-term climate targets are validated by SBTi: a 50% cut in scope 1 and 2 emissions and a 35% cut in travel and cloud emissions by 2030.",
    },
    title: "Science Based Targets initiative validates Nordika's 2030 climate targets",
    excerpt:
      "Nordika commits to halving its own emissions and cutting business travel and cloud emissions by 35% by 2030, on the way to net zero by 2045.",
    author: "Nordika Newsroom",
    published: "2025-09-30",
    tags: ["Sustainability", "Climate"],
    body: [
      {
        kind: "paragraph",
        text: "Stockholm, 30 September 2025. The Science Based Targets initiative (SBTi) has validated Nordika's near-term greenhouse gas reduction targets as consistent with limiting global warming to 1.5°C.",
      },
      {
        kind: "list",
        items: [
          "Reduce absolute scope 1 and 2 emissions by 50% by 2030 from a 2022 base year.",
          "Reduce absolute scope 3 emissions from business travel and purchased cloud and IT services by 35% by 2030 from the same base year.",
          "Reach net-zero emissions across the value chain by 2045, in line with Sweden's national climate goal.",
        ],
      },
      {
        kind: "paragraph",
        text: "Business travel, most of it by interpreters and client teams, accounted for 71% of Nordika's 2024 footprint of 1,180 tonnes CO2e. The company's travel policy now makes remote interpretation the default where it serves the event, requires rail for journeys under five hours, and favours interpreters based near the venue.",
      },
      {
        kind: "paragraph",
        text: "Progress against the targets is reported each year in Nordika's sustainability report, with emissions calculated according to the GHG Protocol and reviewed by an external adviser.",
      },
    ],
  },
  {
    slug: "singapore-office-expands-apac-hub",
    meta: {
      path: "/resources/news/singapore-office-expands-apac-hub",
      title: "Nordika Singapore Moves to Larger Office as APAC Hub Grows",
      description:
        "Nordika's Singapore team moves to a larger office with two interpretation booths and a language data studio, serving clients across Asia-Pacific.",
    },
    title: "Nordika Singapore moves to a larger office with interpretation booths and a data studio",
    excerpt:
      "Three years after opening, the Singapore office has tripled in size and now hosts follow-the-sun project management, remote interpretation and AI language data work.",
    author: "Nordika Newsroom",
    published: "2025-06-03",
    tags: ["Offices", "Asia-Pacific", "Interpretation"],
    body: [
      {
        kind: "paragraph",
        text: "Singapore, 3 June 2025. Nordika has moved its Singapore team into a new office on Cecil Street in the Central Business District. Opened in 2022 with eight people, the office now employs 24 and is Nordika's hub for Asia-Pacific clients.",
      },
      {
        kind: "paragraph",
        text: "The new premises include two ISO-compliant interpretation booths for remote simultaneous interpretation, a quiet studio for language data collection and evaluation work, and space for the project managers who hand over work to Stockholm and New York in Nordika's follow-the-sun model.",
      },
      {
        kind: "paragraph",
        text: '"Our clients in Singapore, Japan, Korea and Australia want a partner in their own time zone who can also draw on the whole Nordika network," said office director Wei Ling Tan. "This space lets us do that, and it gives our language data team room to grow."',
      },
      {
        kind: "paragraph",
        text: "The office runs on electricity covered by renewable energy certificates and was selected partly for its direct access to the MRT network.",
      },
    ],
  },
  {
    slug: "nordic-evaluation-benchmark-partnership",
    meta: {
      path: "/resources/news/nordic-evaluation-benchmark-partnership",
      title: "Nordika Partners on an Open Nordic LLM Evaluation Benchmark",
      description:
        "Nordika joins the Northern Language Technology Consortium to build an open benchmark for AI models in Swedish, Finnish, Danish, Norwegian and Icelandic.",
    },
    title: "Nordika joins a research partnership to build an open Nordic AI evaluation benchmark",
    excerpt:
      "Nordika's linguists will write and validate test items for a public benchmark measuring how well AI models handle the Nordic languages.",
    author: "Nordika Newsroom",
    published: "2025-03-11",
    tags: ["AI", "Partnership", "Nordic languages"],
    body: [
      {
        kind: "paragraph",
        text: "Helsinki, 11 March 2025. Nordika has joined the Northern Language Technology Consortium, a research partnership of Nordic universities and public broadcasters, to build an open benchmark for evaluating large language models in Swedish, Finnish, Danish, Norwegian Bokmål and Nynorsk, and Icelandic.",
      },
      {
        kind: "paragraph",
        text: "Most public AI benchmarks are written in English and machine translated into other languages, which misses the grammar, culture and institutions that matter to Nordic users. Nordika's language data team will write and validate 12,000 native test items covering reading comprehension, summarisation, public-sector knowledge and safety behaviour.",
      },
      {
        kind: "list",
        items: [
          "Items written by native linguists, not translated from English.",
          "Two independent reviewers per item and published agreement statistics.",
          "A held-out test set to limit contamination of future training data.",
          "Release under an open licence for research and commercial evaluation.",
        ],
      },
      {
        kind: "paragraph",
        text: '"If we want AI to work well for people who live their lives in the Nordic languages, we need to be able to measure it honestly," said Priya Raman, Nordika\'s Head of AI and Language Data. The first release is planned for 2026.',
      },
    ],
  },
]

export const NEWS_ITEMS: readonly ArticleEntryCopy[] = ITEMS.map(withArticleReadingTime)

/** News items keyed by slug (/resources/news/<slug>). */
export const NEWS_ITEMS_BY_SLUG: Readonly<Record<string, ArticleEntryCopy>> = Object.fromEntries(
  NEWS_ITEMS.map((item) => [item.slug, item]),
)

/** The /resources/news listing page. */
export const NEWS_PAGE: ContentPage = {
  meta: {
    path: "/resources/news",
    title: "Company News and Announcements",
    description:
      "Announcements from Nordika: Leen platform releases, ISO certifications, office news, partnerships and sustainability milestones from our seven offices.",
  },
  hero: {
    eyebrow: "News",
    heading: "News from Nordika",
    intro:
      "Product releases, certifications, new offices and partnerships. For press enquiries, contact our communications team in Stockholm through the contact page.",
    primaryCta: { label: "Contact us", href: "/contact" },
    secondaryCta: { label: "Read the blog", href: "/resources/blog" },
    panel: latestArticlePanel(NEWS_ITEMS, "Latest news", "Read the news"),
  },
  sections: [
    {
      kind: "links",
      heading: "Background for journalists",
      items: [
        {
          title: "Our history",
          description: "From four people in Stockholm in 2009 to seven offices worldwide.",
          href: "/about/history",
          icon: "History",
        },
        {
          title: "Leadership team",
          description: "Biographies of Nordika's leadership.",
          href: "/about/team",
          icon: "Users",
        },
        {
          title: "Sustainability reports",
          description: "Our climate targets, progress and commitments.",
          href: "/sustainability/reports-commitments",
          icon: "Leaf",
        },
      ],
    },
  ],
  cta: {
    heading: "Want to hear about the next release first?",
    text: "Book a Leen demo and our team will walk you through the latest features on your own content.",
    primary: { label: "Book a demo", href: "/contact/book-consultation" },
    secondary: { label: "Discover Leen", href: "/technology/leen" },
  },
}
