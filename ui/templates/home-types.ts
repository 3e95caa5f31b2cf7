/**
 * Shapes of the home page's sections. Several of them (hero, services overview, testimonials,
 * client success, client logos, who we are) will be stored in the database for staff to edit,
 * with the bundled content in home.ts as seed and fallback. Keep every shape plain JSON:
 * strings, numbers, booleans, arrays and objects only — no functions, Dates, Maps or undefined-only
 * fields. Icons are names from ICONS (validate with isIconName when reading rows).
 */
import type { Cta, CtaBand, IconName, LinkCard, PageMeta, Stat } from "./types"

export interface HomeHeroContent {
  eyebrow?: string
  /** The home page's single h1. */
  heading: string
  intro: string
  primaryCta: Cta
  secondaryCta: Cta
  /** Short proof points shown under the CTAs (e.g. "ISO 17100 certified"). */
  badges: string[]
  imageUrl?: string
  imageAlt?: string
}

export interface ServiceCard {
  /** Stable identifier (the service slug), used as the row key when stored. */
  id: string
  title: string
  description: string
  href: string
  icon: IconName
}

export interface ServicesOverviewContent {
  heading: string
  intro: string
  items: ServiceCard[]
  cta: Cta
}

export interface WhoWeAre {
  eyebrow?: string
  heading: string
  paragraphs: string[]
  stats: Stat[]
  cta: Cta
  imageUrl?: string
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
  heading: string
  intro: string
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
  heading: string
  intro: string
  figures: Stat[]
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
  heading: string
  items: ClientLogo[]
}

export interface IndustriesTeaserContent {
  heading: string
  intro: string
  items: LinkCard[]
  cta: Cta
}

export interface TechnologyTeaserContent {
  eyebrow?: string
  heading: string
  intro: string
  points: Array<{ title: string; description: string; icon: IconName }>
  stats: Stat[]
  cta: Cta
  secondaryCta?: Cta
}

export interface WhyNordikaContent {
  heading: string
  intro: string
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
}
