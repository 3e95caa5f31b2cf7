/**
 * Shapes of the site's copy. Every page's content is typed data in app/content/ (which imports these
 * names from @nordika/ui); the page templates beside this file render them. Icons are names from ICONS.
 */
import type { ContentImage } from "../components/content-picture"
import type { IconName } from "../components/icon"
import type { RichTextBlock } from "../components/rich-text"

export type { ContentImage, IconName }

/** Document title, meta description and canonical path of a page. */
export interface PageMeta {
  path: string
  /** Unique document title, without the " | Nordika" suffix the app adds. */
  title: string
  /** Unique meta description, 120–160 characters. */
  description: string
  /** The title is the page's own search title, written whole: no " | Nordika" is added to it. */
  titleAsWritten?: boolean
  /** The social card's image: an absolute address (the page's SEO image, else its cover). */
  image?: string
  /** The page's canonical address when it is not `path`: a path of the site or an absolute https address. */
  canonical?: string
  /** Asks search engines to leave the page out (and the sitemap leaves it out). */
  noindex?: boolean
}

export interface Cta {
  label: string
  href: string
}

export interface Hero {
  /** A short word or two above the heading, in capitals. */
  eyebrow?: string
  /** The page's single h1. */
  heading: string
  /** A sentence or two under the heading. */
  intro: string
  /** The main call to action (a solid button). */
  primaryCta?: Cta
  /** A second action beside it (an outline button). */
  secondaryCta?: Cta
  /** Bundled image under app/assets or a remote stock-photo address; optional. */
  imageUrl?: string
  /** The image's alt text; "" for a decorative image. */
  imageAlt?: string
  /** What fills the hero's side column when there is no image: key facts, contacts, a featured item… */
  panel?: HeroPanel
}

/** A destination listed in a hero panel (an open role, a section of the article, a key term). */
interface HeroPanelLink {
  label: string
  href: string
  description?: string
}

/** A way to reach Nordika: its email addresses and phone numbers become mailto: and tel: links. */
interface HeroContact {
  icon: IconName
  label: string
  /** "hello@nordika.com", "+46 8 120 345 00" or a postal line. */
  value: string
  note?: string
}

/** The content of a hero's side column, as data; `HeroPanelView` renders it. */
export type HeroPanel =
  | { kind: "facts"; title?: string; items: Stat[] }
  | { kind: "links"; title: string; items: HeroPanelLink[]; more?: Cta }
  | { kind: "contacts"; title: string; items: HeroContact[] }
  | { kind: "checklist"; title: string; items: string[]; more?: Cta }
  | { kind: "steps"; title: string; items: Step[]; note?: string }
  | {
      kind: "feature"
      /** The item's language when it is not the page's (an English article on a Swedish page: "en"), marked on its title, text and figure. */
      lang?: string
      /** What the item is: "Latest case study", "Latest article". */
      label: string
      /** Small print above the title: the client. */
      kicker?: string
      /** ISO date of the item, shown beside the kicker. */
      date?: string
      /** The item's reading time in minutes, shown after the date. */
      readingMinutes?: number
      title: string
      text: string
      href: string
      linkLabel: string
      /** A headline figure of the item. */
      figure?: Stat
    }

export interface Stat {
  value: string
  label: string
}

export interface Feature {
  /** Its language when it is not the page's (an English team member on a Swedish page: "en"), marked on its card. */
  lang?: string
  title: string
  description: string
  icon?: IconName
  /** A library image drawn above the title in place of the icon (a team member's portrait). */
  image?: ContentImage
  /** How wide `image` shows at each viewport, for the browser's choice among its srcsets (featureImageSizes gives it for a FeatureGrid). @default "100vw" */
  imageSizes?: string
}

export interface Step {
  /** Its language when it is not the page's (an English event on a Swedish page: "en"), marked on its item. */
  lang?: string
  title: string
  description: string
}

export interface Faq {
  /** Its language when it is not the page's (an English entry on a Swedish page: "en"), marked on its passage. */
  lang?: string
  question: string
  /** The answer as plain text: what the search matches and structured data says, and what is drawn without `body`. */
  answer: string
  /** The answer as its document stores it, drawn instead of `answer` (its links and marks kept). */
  body?: RichTextBlock[]
}

/** A topic of the FAQ page and its questions. */
export interface FaqGroup {
  /** Anchor of the group on the page ("quotes-and-pricing"). */
  id: string
  title: string
  description?: string
  items: Faq[]
}

/** The FAQ page: grouped questions with a live search over them. */
export interface FaqPage {
  meta: PageMeta
  hero: Hero
  groups: FaqGroup[]
  search: {
    /** Accessible name of the search box. */
    label: string
    placeholder: string
  }
  /** Shown when nothing matches the search. */
  empty: { title: string; text: string; action: Cta }
  cta: CtaBand
}

export interface ProofCase {
  client: string
  summary: string
  results: Stat[]
  /** Path of the full case study under /case-studies/, when there is one. */
  href?: string
}

export interface CtaBand {
  /** The band's heading. */
  heading: string
  /** A sentence under it. */
  text: string
  /** The main call to action. */
  primary: Cta
  /** A second action beside it. */
  secondary?: Cta
}

export interface LinkCard {
  title: string
  description: string
  href: string
  icon?: IconName
}

/**
 * Building blocks of a free-form page (about, careers, sustainability, security, technology hubs…). A
 * text section is rich text as its document stores it (`body`), or plain paragraphs as the Leen page's
 * staff-edited section (content_sections) and the TypeScript copy still write it.
 */
export type Section =
  | { kind: "text"; id?: string; heading: string; body: RichTextBlock[] }
  | { kind: "text"; id?: string; heading: string; paragraphs: string[] }
  | { kind: "features"; id?: string; heading: string; intro?: string; items: Feature[] }
  | { kind: "stats"; id?: string; heading?: string; items: Stat[] }
  | { kind: "steps"; id?: string; heading: string; intro?: string; items: Step[] }
  | { kind: "faq"; id?: string; heading: string; items: Faq[] }
  | { kind: "links"; id?: string; heading: string; intro?: string; items: LinkCard[] }
  | { kind: "quote"; id?: string; quote: string; author: string; role: string }
  | { kind: "checklist"; id?: string; heading: string; intro?: string; items: string[] }
  | { kind: "proof"; id?: string; heading: string; case: ProofCase }

/** A page made of a hero and sections, closed by a call to action. */
export interface ContentPage {
  meta: PageMeta
  hero: Hero
  sections: Section[]
  cta: CtaBand
}

export interface ServicePage {
  slug: string
  meta: PageMeta
  hero: Hero
  highlights: Stat[]
  /** What the service is, in two to four paragraphs: rich text as stored. */
  overview: RichTextBlock[]
  offerings: Feature[]
  process: Step[]
  /** Standards and quality controls that honestly apply (e.g. ISO 17100, ISO 27001). */
  quality: string[]
  technology: Feature[]
  proof: ProofCase
  faqs: Faq[]
  cta: CtaBand
  /** Paths of related services or industries. */
  related: string[]
}

export interface IndustryPage {
  slug: string
  meta: PageMeta
  hero: Hero
  highlights: Stat[]
  /** The industry and its language needs: rich text as stored. */
  overview: RichTextBlock[]
  challenges: Feature[]
  solutions: Feature[]
  /** Sub-pages (life sciences, legal, manufacturing) shown as a grid. */
  subPages?: LinkCard[]
  proof: ProofCase
  faqs: Faq[]
  cta: CtaBand
  related: string[]
}

/**
 * A numbered section of a legal page: rich text as its document stores it (`body`), or plain
 * paragraphs as the TypeScript copy (the seed's input) writes it.
 */
export type LegalSection = { id: string; heading: string } & ({ body: RichTextBlock[] } | { paragraphs: string[] })

export interface LegalPage {
  meta: PageMeta
  heading: string
  /** ISO date of the last revision. */
  updated: string
  intro: string
  sections: LegalSection[]
  /** The header's side panel (e.g. whom to ask about the document). */
  panel?: HeroPanel
}

export interface CaseStudy {
  /** Its language when it is not the page's (an English entry on a Swedish page: "en"), marked on its passage. */
  lang?: string
  slug: string
  meta: PageMeta
  client: string
  title: string
  summary: string
  industry: string
  services: string[]
  /** ISO date. */
  published: string
  /** Minutes a reader takes, worked out from the words. */
  readingMinutes: number
  /** The story's parts as rich text, each drawn under its part's h2. */
  challenge: RichTextBlock[]
  solution: RichTextBlock[]
  results: Stat[]
  outcome: RichTextBlock[]
  quote?: { text: string; author: string; role: string }
  /** The picture at the top of its page and on its card. */
  cover?: ContentImage
}

export interface Article {
  /** Its language when it is not the page's (an English entry on a Swedish page: "en"), marked on its passage. */
  lang?: string
  slug: string
  meta: PageMeta
  title: string
  excerpt: string
  author: string
  /** ISO date. */
  published: string
  readingMinutes: number
  tags: string[]
  /** The body as rich text: its level-2 headings are the page's h2s (with anchors the contents link to), level 3 its h3s. */
  body: RichTextBlock[]
  /** The picture at the top of its page and on its card. */
  cover?: ContentImage
}

export interface GlossaryTerm {
  /** Its language when it is not the page's (an English entry on a Swedish page: "en"), marked on its passage. */
  lang?: string
  term: string
  definition: string
  related?: string[]
}

export interface OpenPosition {
  /** Its language when it is not the page's (an English entry on a Swedish page: "en"), marked on its passage. */
  lang?: string
  id: string
  title: string
  department: string
  location: string
  type: "Full-time" | "Part-time" | "Contract"
  summary: string
  responsibilities: string[]
  requirements: string[]
}

export interface Office {
  /** Its language when it is not the page's (an English entry on a Swedish page: "en"), marked on its passage. */
  lang?: string
  city: string
  country: string
  role: string
  address: string[]
  phone: string
  email: string
  hours: string
  timezone: string
  headquarters?: boolean
}
