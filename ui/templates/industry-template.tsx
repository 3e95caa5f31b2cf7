import * as React from "react"
import { cn } from "../lib/utils"
import { CtaBandSection } from "../components/sections/cta-band-section"
import { FaqSection } from "../components/sections/faq-section"
import { FeatureGrid } from "../components/sections/feature-grid"
import { LinkCardGrid } from "../components/sections/link-card-grid"
import { HeroStats, PageHero } from "../components/sections/page-hero"
import { ProofSection } from "../components/sections/proof-case-card"
import { StatsBand } from "../components/sections/stats-band"
import { TextSection } from "../components/sections/text-section"
import { RichText, type RichTextLinkTarget } from "../components/rich-text"
import type { IndustryPage, LinkCard } from "./types"

/** Headings of the industry template's fixed sections. */
export const INDUSTRY_TEMPLATE_LABELS = {
  overview: "The industry and its language needs",
  challenges: "Challenges we solve",
  solutions: "How Nordika helps",
  subPages: "Specialist areas",
  subPagesIntro: "Dedicated teams, workflows and terminology for each part of the sector.",
  proof: "Proof from a client programme",
  faqs: "Frequently asked questions",
  related: "Related services and industries",
  proofEyebrow: "Client result",
  proofLink: "Read the case study",
}

export interface IndustryTemplateProps extends React.ComponentProps<"div"> {
  /** The industry page: hero, challenges, services, proof, FAQs and related paths. */
  page: IndustryPage
  /** Breadcrumb trail shown above the hero's eyebrow (e.g. HeroBreadcrumb). */
  breadcrumb?: React.ReactNode
  /** Cards for the page's related paths (`page.related`), resolved by the app. */
  relatedLinks: LinkCard[]
  /** The pages the overview's internal links point at, by document id, resolved by the app. */
  richTextLinks?: Readonly<Record<string, RichTextLinkTarget>>
  /** Headings of the page's fixed sections, to override. */
  labels?: Partial<typeof INDUSTRY_TEMPLATE_LABELS>
}

/**
 * An industry page (/industries/…): hero with key figures, overview, the grid of sub-pages (life sciences,
 * legal, manufacturing), challenges, solutions, a client case, FAQs, related links and the call to action.
 * Renders one h1; place it in the layout's <main>.
 */
export function IndustryTemplate({ page, breadcrumb, relatedLinks, richTextLinks, labels, className, ...props }: IndustryTemplateProps) {
  const text = { ...INDUSTRY_TEMPLATE_LABELS, ...labels }
  const statsInHero = !page.hero.imageUrl && page.highlights.length > 0
  return (
    <div data-slot="industry-template" data-page={page.slug} className={cn("bg-background", className)} {...props}>
      <PageHero {...page.hero} breadcrumb={breadcrumb} aside={statsInHero ? <HeroStats items={page.highlights} /> : undefined} />
      {!statsInHero && page.highlights.length > 0 && <StatsBand items={page.highlights} />}
      {page.overview.length > 0 && (
        <TextSection id="overview" heading={text.overview}>
          <RichText blocks={page.overview} headingLevel={2} links={richTextLinks} lead />
        </TextSection>
      )}
      {page.subPages && page.subPages.length > 0 && (
        <LinkCardGrid
          id="specialist-areas"
          eyebrow={page.hero.eyebrow}
          heading={text.subPages}
          intro={text.subPagesIntro}
          items={page.subPages}
          variant="muted"
        />
      )}
      {page.challenges.length > 0 && <FeatureGrid id="challenges" heading={text.challenges} items={page.challenges} card="plain" />}
      {page.solutions.length > 0 && <FeatureGrid id="solutions" heading={text.solutions} items={page.solutions} variant="muted" />}
      <ProofSection id="proof" heading={text.proof} proof={page.proof} labels={{ eyebrow: text.proofEyebrow, link: text.proofLink }} />
      {page.faqs.length > 0 && <FaqSection id="faq" heading={text.faqs} items={page.faqs} variant="muted" />}
      {relatedLinks.length > 0 && <LinkCardGrid id="related" heading={text.related} items={relatedLinks} cardSize="sm" size="sm" />}
      <CtaBandSection {...page.cta} />
    </div>
  )
}
