/** The blog: /resources/blog and /resources/blog/<slug>. Newest first. */
import type { ContentPage } from "@nordika/ui/templates"
import { latestArticlePanel } from "../featured"
import { withArticleReadingTime, type ArticleCopy, type ArticleEntryCopy } from "../reading-time"

/** The posts as written; their reading times are worked out from the words. */
const POSTS: readonly ArticleCopy[] = [
  {
    slug: "language-data-annotation-quality",
    meta: {
      path: "/resources/blog/language-data-annotation-quality",
      title: "Language Data for AI: What Annotation Quality Really Means",
      description:
        "Guidelines, gold sets, inter-annotator agreement and fair pay: how to judge the quality of human-annotated language data for training and evaluating AI.",
    },
    title: "Language data for AI: what annotation quality really means",
    excerpt:
      "Everyone says their training data is 'high quality'. Here is how to tell whether it is, from guideline design to agreement scores and the people doing the work.",
    author: "Priya Raman, Head of AI and Language Data",
    published: "2026-03-24",
    tags: ["AI", "Language data", "Quality"],
    body: [
      {
        kind: "paragraph",
        text: "Large language models are trained on web-scale text, but what makes them useful in a specific language, domain or product is a much smaller amount of carefully produced human data: preference rankings, corrected outputs, labelled intents, evaluation sets. In our language data team we produce that data in more than 60 languages, and the question clients ask first is always the same: how do we know it is good?",
      },
      { kind: "heading", text: "Quality starts with the guidelines, not the annotators" },
      {
        kind: "paragraph",
        text: "Most annotation errors we see in audits are not careless mistakes. They are reasonable people interpreting an ambiguous guideline differently. Before any production work, we run a calibration round where five to ten annotators label the same 200 items, and we rewrite the guideline wherever they disagree. A good guideline has worked examples for the hard cases, a clear rule for 'none of the above', and a version number that appears in every delivery.",
      },
      { kind: "heading", text: "Measure agreement, and read the disagreements" },
      {
        kind: "paragraph",
        text: "Inter-annotator agreement tells you whether a task is well defined. We report Cohen's kappa for two-annotator tasks and Krippendorff's alpha when there are more annotators or missing labels. As a rule of thumb, alpha above 0.8 supports firm conclusions and values between 0.67 and 0.8 support tentative ones. For subjective tasks such as tone or helpfulness, lower agreement can be legitimate, but then you need more judgements per item, not fewer.",
      },
      {
        kind: "list",
        items: [
          "Gold items: 5–10% of each batch has a known answer, hidden among production items, to track each annotator's accuracy over time.",
          "Adjudication: disagreements on high-value items go to a senior linguist, whose decision and reasoning are recorded.",
          "Drift checks: agreement is re-measured weekly, because guidelines and annotators both change.",
          "Native speakers only for language-specific judgements, with dialect and locale recorded per annotator.",
        ],
      },
      { kind: "heading", text: "Who does the work matters" },
      {
        kind: "paragraph",
        text: "Judging whether a Finnish chatbot answer sounds natural, or whether a Swedish legal summary is accurate, requires the same expertise as translating that content. Our annotators are the same vetted linguists who work on client translation projects, paid per hour at rates agreed in advance rather than per item, so there is no incentive to rush. Under the EU AI Act, providers of high-risk systems must document the provenance and quality of training, validation and testing data; a clear record of who labelled what, under which guideline version, is becoming a compliance asset as well as a quality one.",
      },
      {
        kind: "paragraph",
        text: "If you are buying language data, ask your supplier for their guideline change log, their agreement figures per batch and a description of how annotators are recruited and paid. A supplier who cannot answer is selling volume, not quality.",
      },
    ],
  },
  {
    slug: "machine-translation-post-editing-economics",
    meta: {
      path: "/resources/blog/machine-translation-post-editing-economics",
      title: "The Real Economics of Machine Translation Post-Editing",
      description:
        "When does MT post-editing actually save money? Throughput, edit distance, quality estimation and fair pricing for post-editors, explained with real numbers.",
    },
    title: "The real economics of machine translation post-editing",
    excerpt:
      "A 'discount for MT' sounds simple. In practice, savings depend on content type, engine fit, and how you measure the effort of the people fixing the output.",
    author: "Anders Holm, Director of Language Technology",
    published: "2026-02-10",
    tags: ["Machine translation", "MTPE", "Pricing"],
    body: [
      {
        kind: "paragraph",
        text: "Procurement teams often ask for a flat percentage off the word rate 'because you use machine translation'. It is an understandable request and usually the wrong one. Post-editing effort varies enormously between a product catalogue and a clinical protocol, and between an engine adapted to your terminology and a generic one. Pricing that ignores this either overpays or burns out the post-editors, and you get the quality that follows.",
      },
      { kind: "heading", text: "Throughput is the starting point" },
      {
        kind: "paragraph",
        text: "A professional translator produces around 2,500 new words a day including self-checking. On well-suited content with an adapted engine, a trained post-editor doing full post-editing to ISO 18587 reaches 5,000 to 7,000 words a day. On poorly suited content, such as creative marketing copy or source text full of ambiguity, throughput barely improves and post-editors report that fixing MT is slower than translating. The economics live or die on that difference.",
      },
      { kind: "heading", text: "Measure effort with edit distance, not opinions" },
      {
        kind: "paragraph",
        text: "Leen records the edit distance between the raw MT output and the final post-edited segment for every job. Averaged over a content type and language pair, it is a reliable proxy for effort. When the average edit distance for a client's support articles in German is 12%, a substantial discount is fair to everyone; when it is 45% for their product marketing, MT is not helping and we say so.",
      },
      {
        kind: "list",
        items: [
          "Below about 15% edit distance: strong candidate for post-editing, and for light post-editing where the purpose allows it.",
          "15–30%: post-editing pays off, but engine adaptation and terminology work usually pay off more.",
          "Above 30–35%: route to human translation, or fix the source and the engine first.",
        ],
      },
      { kind: "heading", text: "Quality estimation changes the maths again" },
      {
        kind: "paragraph",
        text: "Quality estimation models predict, segment by segment, whether MT output is likely to need changes. In our programme for Ålund Bank, 34% of segments were cleared for light review by quality estimation, while the rest went to full post-editing. Savings come from spending human attention where it matters, not from paying everyone less. Over two years that bank saw a 42% lower cost per word and 60% shorter turnaround without a drop in audited quality.",
      },
      {
        kind: "paragraph",
        text: "Our recommendation: pilot on 20,000 to 50,000 words of real content, measure edit distance and throughput per language, then agree on rates by content type. Post-editors should see the same data, because a pricing model they consider fair is part of the quality model.",
      },
    ],
  },
  {
    slug: "eu-mdr-labelling-ifu-translation",
    meta: {
      path: "/resources/blog/eu-mdr-labelling-ifu-translation",
      title: "EU MDR Labelling and IFU Translation: A Practical Guide",
      description:
        "Which languages your labels and instructions for use need under the EU MDR, how eIFU rules and ISO 15223-1 symbols help, and how to plan updates efficiently.",
    },
    title: "EU MDR labelling and IFU translation: a practical guide for manufacturers",
    excerpt:
      "The Medical Device Regulation did not just add requirements; it made labelling a living document. How to plan languages, symbols and updates without losing control.",
    author: "Dr. Elin Sjöberg, Life Sciences Solutions Lead",
    published: "2026-01-13",
    tags: ["Life sciences", "Medical devices", "Regulatory"],
    body: [
      {
        kind: "paragraph",
        text: "Under Regulation (EU) 2017/745, the MDR, the label and instructions for use are part of the device's safety and performance evidence. Annex I, Chapter III sets out what they must contain, and Article 10(11) requires the information supplied with the device to be in the official Union language or languages determined by the member state where it is made available. With the transition periods extended by Regulation (EU) 2023/607, many manufacturers are still migrating legacy devices, and translation is often the bottleneck.",
      },
      { kind: "heading", text: "Start with a language matrix per member state" },
      {
        kind: "paragraph",
        text: "Member states set their own rules. Some accept English for devices used only by professionals; others require the national language for all users. Belgium and Finland require more than one national language for devices used by lay persons, and Switzerland, outside the EU, sets its own rules in the MedDO. We recommend a matrix that lists, per device and per market, the required languages for label, IFU and implant card, separately for lay and professional users, reviewed by your regulatory team at least once a year.",
      },
      { kind: "heading", text: "Reduce text with symbols and eIFU where allowed" },
      {
        kind: "list",
        items: [
          "Use harmonised symbols from ISO 15223-1:2021 instead of words where the standard allows it, and include the symbol glossary in the IFU.",
          "Check eligibility for electronic IFU under Implementing Regulation (EU) 2021/2226; it applies to professional-use devices and requires a risk assessment and a paper copy on request.",
          "Keep the UDI carrier, lot and expiry fields language-neutral in your artwork templates.",
          "Separate safety-critical warnings into reusable, pre-approved text modules.",
        ],
      },
      { kind: "heading", text: "Plan for change, not for a single release" },
      {
        kind: "paragraph",
        text: "Post-market surveillance, vigilance findings and notified body reviews all trigger label and IFU updates. If your IFUs are managed as Word files, every update means re-translating and re-typesetting whole documents in 24 or more languages. A component content management system, or at least a disciplined translation memory with approved text modules, means only changed sentences are translated and revised. For one medtech client, this cut the time for a safety-related IFU change from six weeks to nine working days.",
      },
      {
        kind: "paragraph",
        text: "Whatever your tooling, your supplier should translate under ISO 17100 with revision by a second qualified linguist, work under your ISO 13485 supplier controls, and hand you records that show who translated and revised each version. Those records are what your notified body will ask for.",
      },
    ],
  },
  {
    slug: "game-lqa-bug-reports",
    meta: {
      path: "/resources/blog/game-lqa-bug-reports",
      title: "Game LQA: Anatomy of a Linguistic Bug Report That Gets Fixed",
      description:
        "What game developers need from localization QA: bug categories, severity, repro steps, screenshots and platform terminology checks, from Nordika's LQA leads.",
    },
    title: "Game LQA: the anatomy of a linguistic bug report that actually gets fixed",
    excerpt:
      "Linguistic QA is only as good as the bugs it files. A look at how our testers report issues so that developers can fix them in minutes instead of hours.",
    author: "Matteo Ricci, Head of Game LQA",
    published: "2025-12-02",
    tags: ["Gaming", "Localization testing", "LQA"],
    body: [
      {
        kind: "paragraph",
        text: "In the final weeks before launch, a development team can receive thousands of localization bugs. Each one competes for attention with crashes and progression blockers, so a bug that is unclear, unreproducible or miscategorised will sit in the backlog until after release. Our testers are trained to write reports that a developer who does not speak the language can act on immediately.",
      },
      { kind: "heading", text: "What every report contains" },
      {
        kind: "list",
        items: [
          "A title in English following a fixed pattern: [Language][Area] Short description, for example '[DE][Inventory] Item name truncated in tooltip'.",
          "The string ID or key, so the fix happens in the source table, not in a screenshot.",
          "Current text and proposed text, with a back translation so the team can see why it matters.",
          "Steps to reproduce, build number and platform, and a screenshot or short clip with the problem marked.",
          "Category (truncation, overlap, missing translation, placeholder error, grammar, terminology, platform compliance, culturalization) and severity.",
        ],
      },
      { kind: "heading", text: "Severity is about the player, not the linguist" },
      {
        kind: "paragraph",
        text: "A typo in a lore book is a real bug, but it is not a blocker. A mistranslated instruction that stops a player solving a puzzle is. We rate severity by player impact: blocking, major, minor and cosmetic. Platform compliance issues, such as using the wrong term for a button or save system under a console maker's terminology requirements, get their own flag because they can fail certification outright.",
      },
      { kind: "heading", text: "Fix the pipeline, not just the string" },
      {
        kind: "paragraph",
        text: "When the same kind of bug appears many times, such as broken case endings wherever an item name is inserted into a sentence, we report the pattern once with a recommendation for the string system. In Glimmerfjord Games' launch, one such recommendation led to case-aware variants for 140 item names and removed several hundred potential bugs in five languages before the testers ever saw them.",
      },
      {
        kind: "paragraph",
        text: "The best time to start LQA thinking is long before the LQA phase: pseudo-localization at vertical slice catches hard-coded strings, missing font glyphs and layouts that cannot grow by 30%, while they are still cheap to fix.",
      },
    ],
  },
  {
    slug: "subtitling-standards-reading-speed",
    meta: {
      path: "/resources/blog/subtitling-standards-reading-speed",
      title: "Subtitling Standards: Reading Speed, Line Length and Timing",
      description:
        "Characters per second, line length, shot changes and SDH conventions: the subtitling standards behind subtitles that viewers read without noticing them.",
    },
    title: "Reading speed, line length and shot changes: subtitling standards explained",
    excerpt:
      "Good subtitles go unnoticed. Behind them are a handful of technical rules and a lot of editorial judgement. Here is what the numbers in a subtitling spec mean.",
    author: "Sanna Lehtonen, Head of Subtitling, Helsinki",
    published: "2025-10-21",
    tags: ["Subtitling", "Media", "Accessibility"],
    body: [
      {
        kind: "paragraph",
        text: "Subtitling is translation with a stopwatch. Viewers have to read each subtitle, watch the picture and follow the story at once, so a subtitle that is accurate but too long to read in time is a bad subtitle. Every broadcaster and streaming platform publishes a specification, and most of them are built from the same few parameters.",
      },
      { kind: "heading", text: "Reading speed in characters per second" },
      {
        kind: "paragraph",
        text: "Reading speed is measured in characters per second (CPS), counting spaces and punctuation. Streaming specifications typically allow up to 17 to 20 CPS for adult content and 13 to 15 for children's programmes. Nordic broadcasters have traditionally been more conservative, which is one reason Nordic viewers are famously comfortable with subtitles: the text has always been readable. Higher speeds are not a goal; condensing the dialogue without losing meaning is the subtitler's core skill.",
      },
      { kind: "heading", text: "Lines, durations and shot changes" },
      {
        kind: "list",
        items: [
          "Maximum two lines, usually 37 to 42 characters per line depending on the platform and language.",
          "Minimum duration of about 5/6 of a second and maximum of around 7 seconds per subtitle.",
          "A minimum gap of two frames between subtitles so the eye registers a change.",
          "Subtitles should not hang over a shot change; timing is snapped to cuts or kept clear of them by a set number of frames.",
          "Line breaks follow syntax: never split an article from its noun or a verb from its particle.",
        ],
      },
      { kind: "heading", text: "SDH is a different craft" },
      {
        kind: "paragraph",
        text: "Subtitles for the deaf and hard of hearing add speaker identification, sound effects and music descriptions, and they usually stay closer to the dialogue. They are written for people who may rely on them completely, so consistency in conventions, for example square brackets for sounds and italics for off-screen voices, matters as much as translation accuracy.",
      },
      {
        kind: "paragraph",
        text: "For multi-language projects, we recommend an English or original-language template with fixed timing. Every target language then translates into the same time codes, which makes quality control comparable across languages and cuts turnaround. It is how we subtitled 2,600 hours of catalogue for Skarv Media in nine months with 99.7% first-pass acceptance.",
      },
    ],
  },
  {
    slug: "terminology-management-small-termbase",
    meta: {
      path: "/resources/blog/terminology-management-small-termbase",
      title: "Terminology Management: Why Small Termbases Win",
      description:
        "A focused, concept-based termbase of a few hundred approved terms outperforms a 20,000-entry glossary dump. How to build, govern and measure terminology.",
    },
    title: "Terminology management: why a 300-term termbase beats a 20,000-term dump",
    excerpt:
      "Big glossaries feel thorough but are rarely used. The terms that cause real errors are a small, identifiable set, and managing them well pays back quickly.",
    author: "Katarina Wendel, Senior Terminologist",
    published: "2025-09-09",
    tags: ["Terminology", "Quality", "Translation"],
    body: [
      {
        kind: "paragraph",
        text: "Clients sometimes send us a spreadsheet with tens of thousands of terms extracted from their documentation, most of them without definitions, context or approval status. Translators cannot use a list like that: every sentence triggers a dozen suggestions, and the two that matter are lost in the noise. Terminology is one of the biggest drivers of perceived translation quality, but only if it is managed as a curated asset.",
      },
      { kind: "heading", text: "Concepts first, words second" },
      {
        kind: "paragraph",
        text: "A proper termbase is concept-oriented, as described in ISO 704: each entry is one concept with a definition, and all terms for that concept in every language hang off it, each with a status such as preferred, admitted or forbidden. That is what lets a translator see that 'hose' and 'line' are the same part in your hydraulics manual, but that only one of them is approved in German.",
      },
      { kind: "heading", text: "Where to start" },
      {
        kind: "list",
        items: [
          "Product and feature names, and terms that appear in your user interface.",
          "Terms with legal or safety consequences: warnings, regulated designations, contractual definitions.",
          "Terms your reviewers keep correcting; Leen's change logs show them after a few projects.",
          "Known 'false friends' and terms that competitors use differently.",
        ],
      },
      {
        kind: "paragraph",
        text: "For most organisations, that is 200 to 500 concepts. For Norrvik Industrial it was 6,000, because their parts catalogue really does contain thousands of distinct components; even there, we started with the 400 that generated dealer queries.",
      },
      { kind: "heading", text: "Governance makes it last" },
      {
        kind: "paragraph",
        text: "Decide who can propose a term, who approves it in each language, and how quickly. Export the termbase in TBX so it is not locked into any tool, and measure its effect: the number of terminology errors found in review is a simple, honest metric that should fall over the first six months.",
      },
    ],
  },
  {
    slug: "how-to-write-a-transcreation-brief",
    meta: {
      path: "/resources/blog/how-to-write-a-transcreation-brief",
      title: "How to Write a Transcreation Brief That Gets Great Copy",
      description:
        "Objective, audience, mandatories, tone and freedom to change: the eight questions a transcreation brief should answer before any copywriter starts writing.",
    },
    title: "How to write a transcreation brief that gets you great copy in every market",
    excerpt:
      "Transcreation fails most often before a word is written, because the copywriter does not know what the line is for. A good brief fixes that.",
    author: "Camille Dubois, Transcreation Lead, London",
    published: "2025-07-15",
    tags: ["Transcreation", "Marketing", "Copywriting"],
    body: [
      {
        kind: "paragraph",
        text: "Transcreation is the adaptation of marketing copy so that it has the same effect on a new audience, even when the words, the joke or the image have to change. That freedom is exactly why it needs a brief. A translator can work from the source text alone; a transcreation copywriter needs to know what the source text is trying to do.",
      },
      { kind: "heading", text: "Eight questions a good brief answers" },
      {
        kind: "list",
        items: [
          "What is the objective of this piece, and how will success be measured?",
          "Who is the audience in each market, and how do they differ from the source audience?",
          "What is mandatory: product names, claims approved by legal, taglines registered as trademarks?",
          "How much freedom is there: can the headline change completely, or only the wording?",
          "What is the tone of voice, with examples of copy the brand loves and copy it would never run?",
          "Which visuals, video or layout will the copy sit in, and what are the character limits?",
          "Are there cultural, legal or competitor sensitivities in specific markets?",
          "Who approves the result locally, and by when?",
        ],
      },
      { kind: "heading", text: "Ask for options and rationale" },
      {
        kind: "paragraph",
        text: "For headlines and taglines, ask for two or three options per market, each with a back translation and a sentence explaining the choice. The back translation is not a quality check on the language; it is how a brand manager in Stockholm understands what a French line actually says and why it works. It also turns the local approval meeting from a matter of taste into a discussion of objectives.",
      },
      {
        kind: "paragraph",
        text: "Finally, budget for transcreation by the hour or by the asset, not by the word. A five-word tagline can take a day of work; a 500-word product page may take an hour. Pricing per word rewards the wrong thing.",
      },
    ],
  },
  {
    slug: "nordic-languages-localization-nuances",
    meta: {
      path: "/resources/blog/nordic-languages-localization-nuances",
      title: "Localizing for the Nordics: Five Markets, Not One",
      description:
        "Swedish, Danish, Norwegian, Finnish and Icelandic differ more than outsiders expect. The linguistic and cultural details that matter in Nordic localization.",
    },
    title: "The Nordics are not one market: localization nuances from our home region",
    excerpt:
      "It is tempting to treat the Nordic countries as one market with one language strategy. From Stockholm, Helsinki and Gothenburg, here is why that usually backfires.",
    author: "Aino Virtanen, Chief Operating Officer",
    published: "2025-05-27",
    tags: ["Nordic languages", "Localization", "Culture"],
    body: [
      {
        kind: "paragraph",
        text: "International brands regularly ask whether one Scandinavian version can serve Sweden, Denmark and Norway. Speakers of the three languages can often understand each other, especially in writing, but understanding is not the same as accepting. A Danish customer reading Swedish product copy knows immediately that the brand did not bother, and that is not the impression most companies want to make.",
      },
      { kind: "heading", text: "Languages that look alike but are not" },
      {
        kind: "list",
        items: [
          "Norwegian has two written standards, Bokmål and Nynorsk; public bodies must use both, and most commercial content uses Bokmål.",
          "Danish counts in a vigesimal system for some numbers (halvtreds means 50) and differs sharply from Swedish in pronunciation, which matters for voice-over.",
          "Finnish is not a Scandinavian language at all: it is Finno-Ugric, with 15 grammatical cases, no grammatical gender and long compound words that break UI layouts.",
          "Finland is officially bilingual; about 5% of the population speaks Swedish as a first language, and Finland-Swedish uses its own terms for many everyday and official concepts.",
          "Icelandic preserves an older grammar and has an active language policy that coins native words for new technology.",
        ],
      },
      { kind: "heading", text: "Tone: informal, but not casual" },
      {
        kind: "paragraph",
        text: "Swedish has addressed almost everyone as du since the 'du reform' of the late 1960s, and Danish and Norwegian business writing is similarly informal. That does not mean anything goes: Nordic audiences are sceptical of superlatives, and copy that sounds like an American sales pitch translated word for word tends to reduce trust. Finnish readers in particular value brevity and concrete facts over enthusiasm.",
      },
      { kind: "heading", text: "Formats and conventions" },
      {
        kind: "paragraph",
        text: "All five countries use a decimal comma and a space as the thousands separator, day-month-year dates and 24-hour time, but the details differ: Swedish dates are often written in ISO format (2026-05-27), Finnish uses full stops (27.5.2026) and Danish writes 27.5.2026 or 27. maj 2026. Currencies differ too: kronor and kroner are different currencies, and Finland uses the euro.",
      },
      {
        kind: "paragraph",
        text: "Our advice is simple: localize separately for each language you sell in, share terminology and translation memory across them where concepts overlap, and let a native reviewer in each market approve the tone. The incremental cost is small compared with the trust you build.",
      },
    ],
  },
]

export const BLOG_POSTS: readonly ArticleEntryCopy[] = POSTS.map(withArticleReadingTime)

/** Blog posts keyed by slug (/resources/blog/<slug>). */
export const BLOG_POSTS_BY_SLUG: Readonly<Record<string, ArticleEntryCopy>> = Object.fromEntries(
  BLOG_POSTS.map((post) => [post.slug, post]),
)

/** The /resources/blog listing page. */
export const BLOG_PAGE: ContentPage = {
  meta: {
    path: "/resources/blog",
    title: "Localization Blog: Insights from Nordika's Linguists",
    description:
      "Practical articles on machine translation, regulated translation, game LQA, subtitling, terminology and AI language data, written by Nordika's specialists.",
  },
  hero: {
    eyebrow: "Blog",
    heading: "The Nordika blog: what we have learned from millions of words",
    intro:
      "Our project managers, engineers, terminologists and linguists write about the decisions that make multilingual content work: which workflow to use, how to brief, what to measure and where the regulations are heading.",
    primaryCta: { label: "Ask our experts", href: "/contact/book-consultation" },
    secondaryCta: { label: "Browse the glossary", href: "/resources/glossary" },
    panel: latestArticlePanel(BLOG_POSTS, "Latest article", "Read the article"),
  },
  sections: [
    {
      kind: "links",
      heading: "More from our resources",
      items: [
        {
          title: "Glossary",
          description: "Definitions of more than 60 localization, AI and language-industry terms.",
          href: "/resources/glossary",
          icon: "BookA",
        },
        {
          title: "Case studies",
          description: "How clients in manufacturing, gaming, finance and life sciences work with us.",
          href: "/case-studies",
          icon: "BarChart3",
        },
        {
          title: "News",
          description: "Company announcements, certifications and Leen releases.",
          href: "/resources/news",
          icon: "Newspaper",
        },
      ],
    },
  ],
  cta: {
    heading: "Have a question an article did not answer?",
    text: "Book 30 minutes with one of our specialists. We are happy to talk through your content, even if you are not ready to buy anything.",
    primary: { label: "Book a consultation", href: "/contact/book-consultation" },
    secondary: { label: "Request a quote", href: "/contact/request-quote" },
  },
}
