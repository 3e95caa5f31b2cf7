/**
 * Shapes of the home page's sections. Several of them (hero, services overview, testimonials,
 * client success, client logos, who we are) will be stored in the database for staff to edit,
 * with the bundled content in home.ts as seed and fallback. Keep every shape plain JSON:
 * strings, numbers, booleans, arrays and objects only — no functions, Dates, Maps or undefined-only
 * fields. Icons are names from ICONS (validate with isIconName when reading rows).
 */
import type { Cta, CtaBand, IconName, LinkCard, PageMeta, Stat } from "./types"

export interface HomeHeroContent {
  /** A short word or two above the heading, in capitals. */
  eyebrow?: string
  /** The home page's single h1. */
  heading: string
  /** A sentence or two under the heading. */
  intro: string
  /** The main call to action ("Request a quote"). */
  primaryCta: Cta
  /** A second action beside it. */
  secondaryCta: Cta
  /** Short proof points shown under the CTAs (e.g. "ISO 17100 certified"). */
  badges: string[]
  /** The hero's picture, bundled or uploaded; a drawing shows without one. */
  imageUrl?: string
  /** The picture's alt text; "" for a decorative one. */
  imageAlt?: string
}

interface ServiceCard {
  /** Stable identifier (the service slug), used as the row key when stored. */
  id: string
  title: string
  description: string
  href: string
  icon: IconName
}

export interface ServicesOverviewContent {
  /** The section's h2. */
  heading: string
  /** A sentence or two under the heading. */
  intro: string
  /** The services, in order. */
  items: ServiceCard[]
  /** The link to every service, under the cards. */
  cta: Cta
}

export interface WhoWeAre {
  /** A short word or two above the heading, in capitals. */
  eyebrow?: string
  /** The section's h2. */
  heading: string
  /** The text, one string per paragraph. */
  paragraphs: string[]
  /** Key figures beside the text. */
  stats: Stat[]
  /** The link to learn more about the company. */
  cta: Cta
  /** A picture of the team or the office; optional. */
  imageUrl?: string
  /** The picture's alt text; "" for a decorative one. */
  imageAlt?: string
}

export interface Testimonial {
  id: string
  quote: string
  name: string
  role: string
  company: string
  /** Industry label of the company, for filtering or display. */
  industry: string
}

export interface TestimonialsContent {
  /** The section's h2. */
  heading: string
  /** A sentence or two under the heading. */
  intro: string
  /** The testimonials; the first is featured. */
  items: Testimonial[]
}

export interface ClientStory {
  id: string
  client: string
  industry: string
  title: string
  summary: string
  /** The headline result of the story. */
  result: Stat
  /** A route on the site to read more (a service or industry page). */
  href: string
}

export interface ClientSuccess {
  /** The section's h2. */
  heading: string
  /** A sentence or two under the heading. */
  intro: string
  /** Headline figures across every client. */
  figures: Stat[]
  /** Short client stories, each with its headline result. */
  stories: ClientStory[]
}

export interface ClientLogo {
  id: string
  /** Company name; rendered as a text wordmark when there is no logoUrl. */
  name: string
  industry: string
  /** Bundled SVG or uploaded image address; optional. */
  logoUrl?: string
}

export interface ClientLogosContent {
  /** The section's h2. */
  heading: string
  /** The clients, each a logo or, without one, a wordmark. */
  items: ClientLogo[]
}

export interface IndustriesTeaserContent {
  /** The section's h2. */
  heading: string
  /** A sentence or two under the heading. */
  intro: string
  /** The industries, as link cards. */
  items: LinkCard[]
  /** The link to every industry. */
  cta: Cta
}

export interface TechnologyTeaserContent {
  /** A short word or two above the heading, in capitals. */
  eyebrow?: string
  /** The section's h2. */
  heading: string
  /** A sentence or two under the heading. */
  intro: string
  /** What the technology does, each with an icon, a title and a sentence. */
  points: Array<{ title: string; description: string; icon: IconName }>
  /** Key figures of the platform. */
  stats: Stat[]
  /** The main call to action ("Discover our technology"). */
  cta: Cta
  /** A second action beside it. */
  secondaryCta?: Cta
}

export interface WhyNordikaContent {
  /** The section's h2. */
  heading: string
  /** A sentence or two under the heading. */
  intro: string
  /** The reasons, each with an icon, a title and a sentence. */
  items: Array<{ title: string; description: string; icon: IconName }>
}

export interface HomeContent {
  meta: PageMeta
  hero: HomeHeroContent
  servicesOverview: ServicesOverviewContent
  whoWeAre: WhoWeAre
  clientLogos: ClientLogosContent
  clientSuccess: ClientSuccess
  testimonials: TestimonialsContent
  industries: IndustriesTeaserContent
  technology: TechnologyTeaserContent
  whyNordika: WhyNordikaContent
  cta: CtaBand
  /**
   * The language of a staff-edited section that shows in another language than the page's (English where
   * its translation is not live), by section: the template marks the section with it as `lang`.
   */
  sectionLanguages?: Partial<Record<"hero" | "servicesOverview" | "whoWeAre" | "clientSuccess" | "testimonials", string>>
}
