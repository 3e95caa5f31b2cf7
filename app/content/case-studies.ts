/**
 * Case studies: the /case-studies listing and /case-studies/<slug> detail pages. Figures match the
 * short proof blocks on the service and industry pages that mention the same clients. `industry`
 * uses the industry page names and `services` the service page names, so the listing can filter.
 */
import type { ContentPage } from "@nordika/ui/templates"
import { caseStudyResults } from "./case-study-results"
import { latestCaseStudyPanel } from "./featured"
import { withCaseStudyReadingTime, type CaseStudyCopy, type CaseStudyEntryCopy } from "./reading-time"

/** The case studies as written; their reading times are worked out from the words. */
const STUDIES: readonly CaseStudyCopy[] = [
  {
    slug: "norrvik-industrial-technical-documentation",
    meta: {
      path: "/case-studies/norrvik-industrial-technical-documentation",
      title: "Norrvik Industrial: One Documentation Programme in 14 Languages",
      description:
        "How Norrvik Industrial merged four translation vendors into one Nordika programme and cut cost per word by 27% while every manual release shipped on time.",
    },
    client: "Norrvik Industrial",
    title: "Four vendors, one memory: Norrvik Industrial's documentation programme in 14 languages",
    summary:
      "The Swedish heavy-equipment manufacturer consolidated its technical documentation from four translation vendors into one programme. A rebuilt translation memory, a 6,000-term termbase and a dedicated linguist team now handle about 2.1 million words a year.",
    industry: "Manufacturing",
    services: ["Translation", "Desktop Publishing"],
    published: "2025-03-18",
    challenge: [
      "Norrvik Industrial builds wheel loaders and articulated haulers in Västerås and sells them in more than 40 countries. Every machine ships with an operator's manual, a service manual and a parts catalogue, and every model year changes a few hundred pages of each.",
      "Over a decade, the translation of that documentation had spread across four vendors, each with its own memory and its own idea of what a 'boom cylinder' or 'articulation joint' should be called in Polish or Portuguese. Dealers complained about inconsistent terminology, and the technical writers in Västerås were spending two days per release just collecting files and chasing deliveries.",
      "Because none of the vendors had the complete history, Norrvik was paying full price for sentences it had already translated, sometimes several times.",
    ],
    solution: [
      "We started with the legacy. Our localization engineers aligned 11 years of previously translated manuals against their sources, cleaned and deduplicated the result and merged it into a single private translation memory in Leen for each of the 14 languages.",
      "In parallel, a terminologist worked with Norrvik's service engineers to build a termbase of 6,000 terms from the parts database and the service training material, with approved and forbidden terms in every language and images for the components that are most often confused.",
      "A core team of two translators and one reviser per language, all with mechanical or hydraulic engineering backgrounds, now works on every release. Our desktop publishing (DTP) team in Gothenburg typesets the FrameMaker output, so the technical writers receive print-ready PDFs and source files in one delivery.",
    ],
    results: caseStudyResults("/case-studies/norrvik-industrial-technical-documentation"),
    outcome: [
      "In the first full year, translation memory leverage rose by 38% and the cost per word fell by 27%. Every one of the 31 documentation releases since the switch has shipped in all 14 languages on the planned date.",
      "Dealer queries about terminology, which used to arrive weekly, are now rare enough that Norrvik's documentation manager reviews them personally. The termbase has since been shared with the marketing and training teams.",
    ],
    quote: {
      text: "We used to manage vendors. Now we manage documentation. The difference is two days per release and a lot less frustration.",
      author: "Helena Åberg",
      role: "Head of Technical Documentation, Norrvik Industrial",
    },
  },
  {
    slug: "glimmerfjord-games-simultaneous-launch",
    meta: {
      path: "/case-studies/glimmerfjord-games-simultaneous-launch",
      title: "Glimmerfjord Games: A 12-Language Simultaneous Game Launch",
      description:
        "Glimmerfjord Games shipped its survival adventure in 12 languages on Steam and consoles at once, with 3,150 LQA bugs fixed and first-time platform approval.",
    },
    client: "Glimmerfjord Games",
    title: "A narrative survival game in 12 languages, on every platform, on day one",
    summary:
      "The independent Malmö studio needed its 420,000-word narrative survival game localized into 12 languages for a simultaneous Steam and console launch. Genre-specialist writers and three in-build LQA passes got it through platform submission first time.",
    industry: "Gaming",
    services: ["Translation", "Localization Testing"],
    published: "2025-06-10",
    challenge: [
      "Glimmerfjord's game is a story-heavy survival adventure set on a frozen archipelago, with branching dialogue, hundreds of crafting recipes and a journal that the player character writes in a distinctive, dry voice. The studio had 28 people, no localization manager and a launch date fixed with its publisher.",
      "The string tables arrived as exports from a custom dialogue tool, with speaker names in a separate sheet and variables for item names inserted mid-sentence. In languages such as Polish, Russian and Turkish, those variables broke case endings almost everywhere they appeared.",
      "Console submission added a hard constraint: platform-holder terminology for buttons, saves and network errors had to be exact, or the build would be rejected and the simultaneous launch would slip.",
    ],
    solution: [
      "We turned the studio's lore documents into a localization kit: character bios with voice notes, a glossary of 1,200 items, places and factions, and a variable reference explaining which grammatical forms each placeholder needed. Glimmerfjord's engineers added case-aware variants for 140 item names after our review.",
      "Each language had two writers who play the genre, one for dialogue and the journal and one for UI and systems text, and a reviser who read everything in context. Questions went through a shared query sheet that the narrative director answered twice a week.",
      "Our LQA testers in Berlin and Singapore ran three passes in the build on PC, PlayStation and Xbox, checking truncation, font fallback, placeholders and platform terminology, and logged bugs with screenshots directly in the studio's tracker.",
    ],
    results: caseStudyResults("/case-studies/glimmerfjord-games-simultaneous-launch"),
    outcome: [
      "The game launched on the planned day in all 12 languages and passed console certification without a single localization-related failure. Steam reviews in every launch market reached 'Very Positive', and several reviewers singled out the translated journal entries.",
      "Glimmerfjord has since booked Nordika for its first expansion and for live-ops event text on a 48-hour turnaround.",
    ],
    quote: {
      text: "Our players in Brazil and Poland quote lines from the journal back at us. That only happens when the translation was written, not just translated.",
      author: "Oskar Lind",
      role: "Narrative Director, Glimmerfjord Games",
    },
  },
  {
    slug: "aurelia-bio-phase-iii-marketing-authorisation",
    meta: {
      path: "/case-studies/aurelia-bio-phase-iii-marketing-authorisation",
      title: "Aurelia Bio: From Phase III Trial to EU Marketing Authorisation",
      description:
        "Aurelia Bio's Phase III documents, two PRO instruments validated in 19 languages and EEA product information delivered within EMA's post-opinion timeline.",
    },
    client: "Aurelia Bio",
    title: "Supporting an oncology biotech from Phase III to its first EU marketing authorisation",
    summary:
      "Aurelia Bio was running a Phase III trial in 14 countries while preparing its first centralised marketing authorisation. Nordika translated submission packages and patient documents, validated two PRO instruments in 19 languages and delivered product information in every EEA language on time.",
    industry: "Life Sciences",
    services: ["Translation", "Desktop Publishing"],
    published: "2025-11-04",
    challenge: [
      "Aurelia Bio, a Swedish–Danish oncology biotech with about 120 employees, had never run a trial of this size. Its Phase III study of a targeted therapy enrolled patients in 14 countries under the EU Clinical Trials Regulation, which meant country-specific submission packages, informed consent forms and patient materials reviewed by ethics committees in their own languages.",
      "The trial's endpoints included two patient-reported outcome instruments that had to be linguistically validated before first patient in. At the same time, the regulatory team was planning the centralised marketing authorisation application, knowing that product information in all EEA languages would be due within days of a positive CHMP opinion.",
    ],
    solution: [
      "We set up one programme with a dedicated life-sciences project manager in Stockholm, a termbase built from the investigator's brochure and the draft SmPC, and medically qualified translators and revisers for each language.",
      "For the PRO instruments, our linguistic validation team ran forward translation by two independent linguists, reconciliation, back translation, developer review and cognitive debriefing with five patients per language, documented in reports ready for regulatory scrutiny.",
      "For the product information, we prepared the translation memory and QRD-template formatting months ahead and reserved linguist capacity for the expected opinion date, so that the post-opinion work would be a matter of updating rather than starting from scratch.",
    ],
    results: caseStudyResults("/case-studies/aurelia-bio-phase-iii-marketing-authorisation"),
    outcome: [
      "Every ethics committee accepted the translated patient documents without translation-related questions, and both PRO instruments were validated before the first site opened. After the positive CHMP opinion, product information in all EEA languages was delivered in five days.",
      "Aurelia's quality team audited Nordika as a critical vendor during the programme and closed the audit without findings on translation processes.",
    ],
    quote: {
      text: "The post-opinion week is the one everyone in regulatory affairs dreads. With the preparation Nordika did, it was the calmest week of the submission.",
      author: "Dr. Mette Kjær",
      role: "VP Regulatory Affairs, Aurelia Bio",
    },
  },
  {
    slug: "stockholm-law-firm-icc-arbitration",
    meta: {
      path: "/case-studies/stockholm-law-firm-icc-arbitration",
      title: "ICC Arbitration: 1.4 Million Documents Reviewed in Four Languages",
      description:
        "How a Stockholm law firm used Nordika's multilingual eDiscovery (electronic discovery), MT-assisted early case assessment and TAR to cut documents needing human review by 88%.",
    },
    client: "A Stockholm law firm (name withheld at the client's request)",
    title: "1.4 million documents in four languages, reviewed in time for an ICC hearing",
    summary:
      "Representing a Nordic energy company in an ICC arbitration, a Stockholm law firm faced 1.4 million documents in Swedish, Polish, Russian and English. Machine translation for early case assessment, TAR with native reviewers and certified exhibit translations kept the case on schedule.",
    industry: "Legal",
    services: ["Machine Translation", "Translation"],
    published: "2024-10-22",
    challenge: [
      "The dispute concerned a long-term gas supply contract with an Eastern European counterparty. The client's data came from 46 custodians over eight years: email, chat exports, scanned correspondence and technical reports, roughly one third of it in Polish or Russian.",
      "The tribunal's procedural timetable left ten weeks for document production. Reviewing everything linearly with native speakers of each language would have taken more than a year and cost many times the budget.",
    ],
    solution: [
      "Our eDiscovery team collected and processed the data in our Stockholm environment, removed duplicates and system files, and ran language identification on every document. Polish and Russian documents were machine translated in a secured instance of Leen MT so that the Swedish and English-speaking case team could run early case assessment across the whole set.",
      "The firm's senior associates reviewed a seed set, and technology-assisted review with continuous active learning prioritised the rest. Native-speaking reviewers, all qualified lawyers, reviewed the documents the model ranked as likely relevant in their original language.",
      "For the hearing, our legal translation team delivered certified translations of 230 exhibits, with a second lawyer-linguist revising every one and a terminology list agreed with both expert witnesses.",
    ],
    results: caseStudyResults("/case-studies/stockholm-law-firm-icc-arbitration"),
    outcome: [
      "Production was completed within the tribunal's timetable. Validation sampling showed recall above the level agreed with opposing counsel, and no challenge to the review methodology was raised.",
      "The firm now uses the same workflow, with data hosted in Stockholm, as its standard approach for multilingual arbitrations.",
    ],
  },
  {
    slug: "alund-bank-machine-translation-programme",
    meta: {
      path: "/case-studies/alund-bank-machine-translation-programme",
      title: "Ålund Bank: 18 Million Words of Policy Content with MT",
      description:
        "Ålund Bank translates policies and training in Swedish, English and Finnish with adapted MT and quality estimation: 60% faster turnaround and 42% lower cost.",
    },
    client: "Ålund Bank",
    title: "Adapted machine translation for a bank's policies, procedures and training",
    summary:
      "The Swedish bank needed internal policies, procedures and training material in Swedish, English and Finnish. We adapted an engine to its terminology, routed content by quality estimation and post-edited 18 million words over two years.",
    industry: "Finance & Banking",
    services: ["Machine Translation"],
    published: "2025-09-02",
    challenge: [
      "After acquiring a Finnish consumer-credit company, Ålund Bank had to make every internal policy, procedure and mandatory training course available in Swedish, English and Finnish. Regulators expected staff in both countries to be trained on the same rules at the same time.",
      "The volume was around nine million words a year, and the existing human-only workflow could not keep up: policy owners were publishing in Swedish first and waiting up to three weeks for the other languages. Because the content was confidential, public MT services were ruled out by the bank's information security team.",
    ],
    solution: [
      "We adapted a neural MT engine in Leen MT using the bank's approved bilingual content and its termbase, hosted in our EU data centres under the bank's data processing agreement, with a contractual guarantee that its data would not train any shared model.",
      "Leen Score, our quality estimation model, assesses every machine-translated segment. High-confidence segments in lower-risk content go to light post-editing; everything else, and all regulatory policies, goes to full post-editing by financial translators trained under ISO 18587.",
      "Policy owners submit documents directly from the bank's document management system through Leen Connect and receive translations in the same folder structure.",
    ],
    results: caseStudyResults("/case-studies/alund-bank-machine-translation-programme"),
    outcome: [
      "Policies are now published in all three languages within a week of approval, and the bank's internal audit confirmed that training completion rates in Finland matched those in Sweden for the first time.",
      "Quarterly quality audits score the post-edited output at the same level as the previous human-only workflow on the bank's MQM-based scorecard.",
    ],
    quote: {
      text: "Our security team said no to machine translation twice before Nordika showed them where the data lives and who can touch it. The third answer was yes.",
      author: "Johan Ekström",
      role: "Head of Group Policy Management, Ålund Bank",
    },
  },
  {
    slug: "vinterhav-ecommerce-expansion",
    meta: {
      path: "/case-studies/vinterhav-ecommerce-expansion",
      title: "Vinterhav: 38,000 Products Live in Three New Markets in Ten Weeks",
      description:
        "Finnish outdoor retailer Vinterhav opened stores in Germany, France and Poland with PIM-connected MT post-editing and market-specific SEO, in just ten weeks.",
    },
    client: "Vinterhav",
    title: "Opening three new online stores in ten weeks, with the whole 38,000-product catalogue",
    summary:
      "Vinterhav was expanding from Finland and Sweden into Germany, France and Poland. We connected its PIM to Leen, trained an engine on its approved content, post-edited with locked attributes and reshaped product titles around local search behaviour.",
    industry: "Retail & E-commerce",
    services: ["Machine Translation", "Website Localization", "International SEO & SEM"],
    published: "2026-01-20",
    challenge: [
      "Vinterhav sells outdoor clothing and equipment online, with a catalogue of 38,000 products and a range that changes twice a year. Its expansion plan gave the e-commerce team one season to open stores in Germany, France and Poland, in time for the autumn range.",
      "Product data was a mix of free-text descriptions and structured attributes such as sizes, materials and temperature ratings. Earlier tests with a generic MT service had translated attribute values that should never change and had turned 'shell jacket' into three different terms on the same page.",
    ],
    solution: [
      "We connected Vinterhav's PIM to Leen Connect and defined which fields were translatable, which were locked and which needed conversion, such as sizes mapped to each market's conventions.",
      "An engine adapted on the retailer's approved Swedish and English content produced first drafts; native post-editors with retail experience edited descriptions and titles, while attributes were handled by rules and checked automatically.",
      "Our international SEO team researched keywords for the top 400 categories and product types in each market, and the product titles were restructured around how German, French and Polish shoppers actually search.",
    ],
    results: caseStudyResults("/case-studies/vinterhav-ecommerce-expansion"),
    outcome: [
      "All three stores opened on schedule. Localized size guidance reduced size-related returns by 21% compared with the pilot period, and organic traffic to the German store grew by 34% in six months.",
      "New products now reach all five markets within 48 hours of being approved in the PIM.",
    ],
  },
  {
    slug: "skarv-media-catalogue-subtitling",
    meta: {
      path: "/case-studies/skarv-media-catalogue-subtitling",
      title: "Skarv Media: 2,600 Hours of Streaming Catalogue Subtitled",
      description:
        "Skarv Media launched in Poland, the Baltics and the Netherlands with 2,600 hours subtitled in seven languages plus SDH, at 99.7% first-pass QC acceptance.",
    },
    client: "Skarv Media",
    title: "A 2,600-hour streaming catalogue subtitled for seven new markets in nine months",
    summary:
      "Skarv Media was expanding from four Nordic markets into Poland, the Baltics and the Netherlands. English pivot templates, subtitles in seven languages, Finnish and Swedish SDH and localized metadata took the back catalogue live on schedule.",
    industry: "Media & Entertainment",
    services: ["Subtitling & Captioning"],
    published: "2024-06-11",
    challenge: [
      "Skarv Media is a Nordic streaming service with a library of Scandinavian drama, documentaries and children's series. Its expansion plan required the full back catalogue of 2,600 hours to be available at launch in seven languages: Polish, Estonian, Latvian, Lithuanian, Dutch, English and Russian, the last for Russian-speaking households in the Baltic states.",
      "Much of the library had only Swedish, Norwegian or Danish dialogue lists of variable quality, and Skarv's previous subtitle files did not meet its new platform's technical specifications for reading speed, line length and shot-change timing.",
    ],
    solution: [
      "We created English pivot templates for every title, timed to shot changes and spotted by our Helsinki team, so that all target languages shared the same timing and only had to translate.",
      "Subtitlers worked in a cloud subtitling editor connected to Skarv's asset management system, following style guides we agreed per language, including a maximum reading speed of 17 characters per second for adult content and 13 for children's titles.",
      "We also produced SDH in Finnish and Swedish to meet accessibility commitments, and localized titles, synopses and artwork text for the catalogue pages.",
    ],
    results: caseStudyResults("/case-studies/skarv-media-catalogue-subtitling"),
    outcome: [
      "The catalogue went live in all new markets on the planned date. Subtitle-related customer complaints, which had been one of the top five support topics, fell to near zero within three months.",
      "The pivot-template approach now serves all new acquisitions, cutting the time from delivery to publication to under a week.",
    ],
    quote: {
      text: "Our subscribers judge the service on the first episode they watch. Nordika made sure that episode looked native in every language.",
      author: "Linnea Sörensen",
      role: "Head of Content Operations, Skarv Media",
    },
  },
  {
    slug: "polarsoft-continuous-localization",
    meta: {
      path: "/case-studies/polarsoft-continuous-localization",
      title: "Polarsoft: Continuous Software Localization in Nine Languages",
      description:
        "Polarsoft moved from quarterly localization drops to continuous localization from GitHub: nine languages in every release and 72% fewer linguistic bugs.",
    },
    client: "Polarsoft",
    title: "From quarterly localization drops to nine languages in every release",
    summary:
      "The Helsinki-based HR and payroll SaaS company moved from quarterly localization drops to continuous localization. Leen is connected to its GitHub monorepo and opens translation pull requests several times a week.",
    industry: "Technology",
    services: ["Software & App Localization", "Localization Testing"],
    published: "2025-02-12",
    challenge: [
      "Polarsoft ships its web and mobile apps every two weeks, but localized versions trailed by up to three months, because strings were collected by hand and sent out in quarterly batches. Customers in Germany and the Netherlands regularly saw English text in new features.",
      "Payroll software is unforgiving: a mistranslated label on a tax field or an inconsistent term for 'gross salary' generates support tickets and, in the worst case, payroll errors.",
    ],
    solution: [
      "We connected Leen Connect to Polarsoft's GitHub monorepo. Every merged change to the English resource files is picked up automatically, translated by a fixed team of linguists per language with HR and payroll knowledge, and returned as a pull request that Polarsoft's CI validates.",
      "Developers add context comments and screenshots to strings through the repository, and a terminology base built with Polarsoft's payroll experts covers 900 country-specific HR and tax terms.",
      "Before each major release, our testers run localization testing on staging in all nine languages, checking truncation, date and number formats and right-to-left-safe layouts for future Arabic support.",
    ],
    results: caseStudyResults("/case-studies/polarsoft-continuous-localization"),
    outcome: [
      "Every release since the switch has shipped in all nine languages on the same day as English. Customer-reported linguistic bugs fell by 72% in the first year.",
      "Polarsoft's developers no longer touch translation files at all, and the localization budget is now predictable per sprint rather than per quarterly batch.",
    ],
    quote: {
      text: "Localization used to be a release blocker we planned around. Now it is a pull request that shows up while we are still writing the changelog.",
      author: "Ville Korhonen",
      role: "VP Engineering, Polarsoft",
    },
  },
  {
    slug: "baltic-ports-council-hybrid-conference",
    meta: {
      path: "/case-studies/baltic-ports-council-hybrid-conference",
      title: "Baltic Ports Council: Hybrid Conference Interpretation",
      description:
        "Fourteen interpreters, six languages, three on-site booths and remote channels: how Nordika delivered interpretation to 2,400 remote attendees in Tallinn.",
    },
    client: "Baltic Ports Council",
    title: "Interpretation in six languages for a three-day hybrid conference in Tallinn",
    summary:
      "The association of Baltic Sea port authorities moved its annual conference in Tallinn to a hybrid format. Nordika provided 14 interpreters, three on-site booths, remote interpretation channels and two producers for three days.",
    industry: "Public Sector",
    services: ["Interpretation"],
    published: "2024-11-26",
    challenge: [
      "The Baltic Ports Council brings together port authorities, ministries and shipping companies from around the Baltic Sea. Its annual conference had always been in person, with interpretation in English, German and Russian. The new hybrid format had to serve 350 delegates in the room and more than 2,000 online, and added Estonian, Finnish and Polish.",
      "Several sessions dealt with technical topics, including shore power, ballast water regulation and port security, and speakers often switched to their own language during panel debates.",
    ],
    solution: [
      "We combined three ISO 2603-compliant booths in the hall for the busiest language pairs with remote interpreters working from our Stockholm and Helsinki hubs for the others, all on one platform with separate audio channels for in-room and online listeners.",
      "Fourteen conference interpreters, all AIIC members or equivalent, received the programme, slides and a maritime glossary two weeks in advance, and met the technical speakers in briefing calls. Relay through English covered the less common language combinations.",
      "Two Nordika producers managed the interpretation feeds, sound checks and handovers, with a backup connection for each remote interpreter.",
    ],
    results: caseStudyResults("/case-studies/baltic-ports-council-hybrid-conference"),
    outcome: [
      "Over three days and 22 sessions, no interpretation channel dropped. In the post-event survey, attendees rated interpretation 4.9 out of 5, the highest-scoring element of the conference.",
      "By using remote interpreters for half the languages, the Council avoided 19 return flights compared with a fully on-site set-up.",
    ],
  },
  {
    slug: "stigen-games-voice-cast",
    meta: {
      path: "/case-studies/stigen-games-voice-cast",
      title: "Stigen Games: 160 Voice Actors, 8 Languages, One Launch Day",
      description:
        "Stigen Games localized 42,000 lines of dialogue for its narrative adventure with 160 native voice actors in eight languages, shipped on launch day.",
    },
    client: "Stigen Games",
    title: "Casting and recording a narrative adventure in eight languages",
    summary:
      "The Stockholm game studio localized the full voice cast of its narrative adventure into eight languages. We cast 160 actors, directed sessions with full story context and delivered files named for direct import into the studio's audio engine.",
    industry: "Gaming",
    services: ["Voice-Over", "Translation"],
    published: "2026-02-17",
    challenge: [
      "Stigen's game follows a family over three generations, with 42,000 lines of dialogue spoken by more than 20 main characters ageing across the story. The studio wanted players in each language to hear performances, not read-throughs, and it wanted all languages on launch day.",
      "Lines had been recorded in English first, with timing constraints for cutscenes and lip animation driven from the audio. Every localized line had to fit within a tolerance of the original length without sounding rushed.",
    ],
    solution: [
      "Our casting team shortlisted actors in each language against character sheets and age progressions, and Stigen's audio director approved the final cast from recorded auditions. The same actor voiced each character at every age wherever the performance allowed it.",
      "Scripts were adapted for time constraints by dialogue writers before recording, so that lines fitted without on-the-spot rewriting. Directors in our partner studios in Berlin, Paris, Madrid, Warsaw, São Paulo, Tokyo, Seoul and Stockholm worked from the same direction notes and had playable scene context.",
      "Audio was edited, checked for length and naming, and delivered in batches that matched the studio's audio middleware import, with a tracker showing the status of every line.",
    ],
    results: caseStudyResults("/case-studies/stigen-games-voice-cast"),
    outcome: [
      "The game launched in all eight languages on the same day, and localized voice was highlighted in reviews in Germany, Brazil and Japan. Pick-up sessions after the final script change were completed in under two weeks across every language.",
      "Stigen has kept the same cast for its first downloadable episode.",
    ],
    quote: {
      text: "We were afraid the localized versions would feel like a different game. Instead, we got eight casts who clearly understood the family we wrote.",
      author: "Amira Haddad",
      role: "Audio Director, Stigen Games",
    },
  },
]

export const CASE_STUDIES: readonly CaseStudyEntryCopy[] = STUDIES.map(withCaseStudyReadingTime)

/** Case studies keyed by slug (/case-studies/<slug>). */
export const CASE_STUDIES_BY_SLUG: Readonly<Record<string, CaseStudyEntryCopy>> = Object.fromEntries(
  CASE_STUDIES.map((study) => [study.slug, study]),
)

/** Distinct industries and services, in first-seen order, for the listing's filters. */
export const CASE_STUDY_INDUSTRIES: readonly string[] = [...new Set(CASE_STUDIES.map((s) => s.industry))]
export const CASE_STUDY_SERVICES: readonly string[] = [...new Set(CASE_STUDIES.flatMap((s) => s.services))]

/** The /case-studies listing page. */
export const CASE_STUDIES_PAGE: ContentPage = {
  meta: {
    path: "/case-studies",
    title: "Client Case Studies: Localization Results in Practice",
    description:
      "Real projects, measured results: how Nordika helps manufacturers, studios, banks, biotechs and law firms work in 200+ languages. Filter by sector or service.",
  },
  hero: {
    eyebrow: "Case studies",
    heading: "Case studies: what changed for our clients, in numbers",
    intro:
      "Every project below started with a specific problem: a launch date, a regulator, a backlog or a budget. Each case explains what we found, what we did and what was measured afterwards. Filter by industry or service to find work like yours.",
    primaryCta: { label: "Discuss a similar project", href: "/contact/book-consultation" },
    secondaryCta: { label: "Request a quote", href: "/contact/request-quote" },
    panel: latestCaseStudyPanel(CASE_STUDIES),
  },
  sections: [
    {
      kind: "stats",
      heading: "Across our client work",
      items: [
        { value: "850+", label: "active clients" },
        { value: "310 M", label: "words delivered in 2024" },
        { value: "99.1%", label: "of projects delivered on time" },
        { value: "200+", label: "languages and variants" },
      ],
    },
    {
      kind: "text",
      id: "how-we-measure",
      heading: "How we report results",
      paragraphs: [
        "The figures in these case studies come from the client's own reporting or from Leen project data that the client has reviewed. Cost and speed comparisons are made against the client's previous workflow over a comparable period, not against list prices.",
        "Some clients, especially in legal and life sciences, ask us not to publish their name. In those cases we describe the organisation instead and change nothing else.",
      ],
    },
  ],
  cta: {
    heading: "Have a project like one of these?",
    text: "Tell us about your content, markets and deadline, and we will show you how we would approach it, including what we would measure.",
    primary: { label: "Book a consultation", href: "/contact/book-consultation" },
    secondary: { label: "Request a quote", href: "/contact/request-quote" },
  },
}
