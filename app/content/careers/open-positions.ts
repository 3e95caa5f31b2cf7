import type { ContentPage, OpenPosition } from "@nordika/ui/templates"
import { POSITION_COUNT_PLACEHOLDERS } from "../../site/position-counts"

/** Current vacancies. Departments and locations are the listing's filters; locations are office cities. */
export const OPEN_POSITIONS: readonly OpenPosition[] = [
  {
    id: "senior-localization-engineer-stockholm",
    title: "Senior localization engineer",
    department: "Localization Engineering",
    location: "Stockholm",
    type: "Full-time",
    summary:
      "Design file preparation and automation for our most complex client programmes: DITA and CCMS integrations, software resource files and multilingual desktop publishing (DTP) pipelines.",
    responsibilities: [
      "Analyse new client content and design preparation, parsing and QA workflows in Leen and our CAT environment.",
      "Build and maintain file filters, regex rules and scripts for XML, JSON, YAML, InDesign and FrameMaker content.",
      "Set up and troubleshoot connectors to client CMS, PIM and code repositories together with the Leen Connect team.",
      "Act as technical lead in client onboarding and pilots, explaining trade-offs to non-technical stakeholders.",
      "Coach two junior engineers and document reusable solutions.",
    ],
    requirements: [
      "At least four years in localization engineering or a closely related technical role at an LSP or software company.",
      "Fluent with XML and at least one scripting language, ideally Python or TypeScript.",
      "Hands-on experience with a major CAT tool and XLIFF, and an understanding of translation memory and terminology workflows.",
      "Clear written English; Swedish or another Nordic language is a plus.",
    ],
  },
  {
    id: "project-manager-life-sciences-helsinki",
    title: "Project manager, life sciences",
    department: "Project Management",
    location: "Helsinki",
    type: "Full-time",
    summary:
      "Run translation and linguistic validation projects for pharmaceutical, biotech and CRO clients, from clinical trial documents to product information.",
    responsibilities: [
      "Plan and run projects end to end: scoping, linguist selection, schedules, budgets, quality checks and delivery.",
      "Coordinate linguistic validation of clinical outcome assessments, including back translation and cognitive debriefing.",
      "Maintain project records that meet ISO 17100 and our clients' GxP audit expectations.",
      "Be the day-to-day contact for clients' clinical operations and regulatory teams.",
    ],
    requirements: [
      "Two or more years of project management in translation or in a regulated life-sciences environment.",
      "Understanding of clinical trial documentation or regulatory submissions.",
      "Excellent English and Finnish; Swedish is a plus.",
      "Calm, organised and comfortable saying no to an impossible deadline, with an alternative.",
    ],
  },
  {
    id: "linguistic-quality-lead-german-berlin",
    title: "Linguistic quality lead, German",
    department: "Linguistic Quality",
    location: "Berlin",
    type: "Full-time",
    summary:
      "Own the quality of everything we deliver in German: recruit and coach linguists, run LQA audits and turn review feedback into better style guides and termbases.",
    responsibilities: [
      "Recruit, test and onboard German-language freelance linguists for legal, technical and marketing content.",
      "Run quarterly MQM-based quality audits for key accounts and discuss the results with clients.",
      "Handle escalated quality feedback, analyse root causes and agree corrective actions.",
      "Maintain German style guides and support terminology work with clients.",
    ],
    requirements: [
      "German native speaker with a degree in translation or a related field and at least five years' professional translation experience.",
      "Experience as a reviser or reviewer across several subject areas.",
      "Familiarity with ISO 17100 and error typologies such as MQM.",
      "Very good English; a Nordic language is a plus.",
    ],
  },
  {
    id: "account-executive-legal-london",
    title: "Account executive, legal services",
    department: "Sales",
    location: "London",
    type: "Full-time",
    summary:
      "Grow our legal practice in the UK: multilingual eDiscovery (electronic discovery), document review, certified translation and interpretation for law firms and in-house legal teams.",
    responsibilities: [
      "Build relationships with litigation, arbitration and investigations teams at law firms and corporate legal departments.",
      "Scope multilingual matters with our eDiscovery and translation specialists and prepare proposals.",
      "Manage a pipeline and forecast in our CRM, and represent Nordika at legal-industry events.",
      "Work with client success to expand existing accounts.",
    ],
    requirements: [
      "Three or more years of B2B sales to the legal sector, ideally in legal technology, eDiscovery or language services.",
      "Ability to discuss review workflows, data protection and confidentiality credibly with lawyers.",
      "Excellent written and spoken English; another European language is an advantage.",
    ],
  },
  {
    id: "backend-engineer-leen-stockholm",
    title: "Backend engineer, Leen platform",
    department: "Engineering",
    location: "Stockholm",
    type: "Full-time",
    summary:
      "Build the services behind Leen: translation memory search, workflow orchestration and the APIs that connect Leen to our clients' content systems.",
    responsibilities: [
      "Design, build and operate services in TypeScript and Python on our EU-hosted infrastructure.",
      "Improve the performance and relevance of translation memory and terminology lookups at scale.",
      "Build and document public API endpoints and webhooks used by clients and connectors.",
      "Take part in on-call for Leen during office hours, with follow-the-sun cover out of hours.",
      "Apply secure development practices within our ISO 27001-certified environment.",
    ],
    requirements: [
      "Three or more years building production backend services.",
      "Solid experience with PostgreSQL and with designing HTTP APIs.",
      "Interest in language technology; experience with search or NLP is a plus.",
      "Good English; no Swedish required.",
    ],
  },
  {
    id: "language-data-specialist-singapore",
    title: "Language data specialist",
    department: "AI & Language Data",
    location: "Singapore",
    type: "Contract",
    summary:
      "Design and run annotation and evaluation projects for AI models in Asian languages, from guidelines and calibration to agreement analysis and delivery. Twelve-month contract.",
    responsibilities: [
      "Write annotation and evaluation guidelines with clients and run calibration rounds with linguists.",
      "Monitor quality with gold items and inter-annotator agreement, and adjudicate difficult cases.",
      "Prepare delivery datasets and documentation of data provenance.",
      "Recruit and brief annotators for new languages in Asia-Pacific.",
    ],
    requirements: [
      "Degree in linguistics, computational linguistics or a related field.",
      "Native or near-native command of English and at least one of Mandarin, Malay, Tamil, Japanese or Korean.",
      "Experience with data annotation or evaluation; basic Python or spreadsheet analysis skills.",
    ],
  },
  {
    id: "project-coordinator-gothenburg",
    title: "Project coordinator, technical documentation",
    department: "Project Management",
    location: "Gothenburg",
    type: "Full-time",
    summary:
      "Start your localization career with our manufacturing team: coordinate translation and DTP for manuals, parts catalogues and safety documentation.",
    responsibilities: [
      "Prepare quotes and schedules in Leen for recurring documentation updates.",
      "Assign work to linguists and DTP specialists and follow up on deliveries.",
      "Run automated QA and final checks before delivery.",
      "Answer client and linguist questions quickly and accurately.",
    ],
    requirements: [
      "A degree in languages, translation or a technical field, or equivalent experience.",
      "Fluent Swedish and English.",
      "Structured, precise and interested in technology; experience of a CAT tool is a plus but not required.",
    ],
  },
  {
    id: "people-partner-new-york",
    title: "People partner, Americas",
    department: "People",
    location: "New York",
    type: "Part-time",
    summary:
      "Be the people partner for our New York team (about 20 employees) at 60% of full time: hiring, onboarding, development, employee relations and US HR compliance.",
    responsibilities: [
      "Run recruitment for US roles with hiring managers, using our structured interview process.",
      "Own onboarding, performance and development processes locally.",
      "Advise managers on employee relations and US employment law, with external counsel where needed.",
      "Administer benefits and work with the group People team in Stockholm on policies and pay reviews.",
    ],
    requirements: [
      "Four or more years in an HR generalist or HR business partner role in the US.",
      "Knowledge of New York State and federal employment requirements.",
      "Experience in an international company; an interest in languages is a plus.",
    ],
  },
]

/** Departments and locations in first-seen order, for the listing filters. */
export const POSITION_DEPARTMENTS: readonly string[] = [...new Set(OPEN_POSITIONS.map((p) => p.department))]
export const POSITION_LOCATIONS: readonly string[] = [...new Set(OPEN_POSITIONS.map((p) => p.location))]

/** /careers/open-positions */
export const openPositions: ContentPage = {
  meta: {
    path: "/careers/open-positions",
    title: "Open Positions: Current Vacancies at Nordika",
    description:
      "Current jobs at Nordika in Stockholm, Gothenburg, Helsinki, Berlin, London, New York and Singapore. Filter by department and office and apply online.",
  },
  hero: {
    eyebrow: "Open positions",
    heading: "Open positions across our seven offices",
    intro:
      "Filter by department or office to find your role. Every listing shows the team, the work and what we are looking for; if you meet most of the requirements, we would like to hear from you.",
    primaryCta: { label: "How to apply", href: "/careers/application-portal" },
    secondaryCta: { label: "Life at Nordika", href: "/careers/life-at-nordika" },
    panel: {
      kind: "facts",
      items: [
        // Counted from the published positions as the page renders (app/site/position-counts.ts).
        { value: POSITION_COUNT_PLACEHOLDERS.roles, label: "open roles right now" },
        { value: POSITION_COUNT_PLACEHOLDERS.offices, label: "offices hiring" },
        { value: POSITION_COUNT_PLACEHOLDERS.teams, label: "teams to choose from" },
        { value: "3–5 weeks", label: "from application to offer" },
      ],
    },
  },
  sections: [
    {
      kind: "text",
      id: "open-application",
      heading: "No role that fits?",
      paragraphs: [
        "We keep open applications for twelve months and look at them first when a new role opens. Send one through the application portal with a short note on the kind of work you are looking for and where.",
        "Freelance translators, interpreters, subtitlers and voice talent apply through our freelancer programme instead.",
      ],
    },
    {
      kind: "links",
      heading: "Other ways to work with us",
      items: [
        {
          title: "Send an open application",
          description: "Tell us what you want to do, and we will contact you when a matching role opens.",
          href: "/careers/application-portal",
          icon: "UserPlus",
        },
        {
          title: "Become a freelance partner",
          description: "Join our network of 6,000 vetted linguists.",
          href: "/freelancers/become-partner",
          icon: "Languages",
        },
      ],
    },
  ],
  cta: {
    heading: "Found your role?",
    text: "Applications go through our portal, take about ten minutes and are read by a person.",
    primary: { label: "Go to the application portal", href: "/careers/application-portal" },
    secondary: { label: "Back to careers", href: "/careers" },
  },
}

/** Alias in the naming style of the other listing pages (CASE_STUDIES_PAGE, BLOG_PAGE). */
export const OPEN_POSITIONS_PAGE: ContentPage = openPositions
