import * as React from "react"
import { cn } from "../lib/utils"
import { CtaBandSection } from "../components/sections/cta-band-section"
import { FaqSection } from "../components/sections/faq-section"
import { FeatureGrid } from "../components/sections/feature-grid"
import { LinkCardGrid } from "../components/sections/link-card-grid"
import { HeroStats, PageHero } from "../components/sections/page-hero"
import { ProofSection } from "../components/sections/proof-case-card"
import { Checklist } from "../components/sections/checklist"
import { StatsBand } from "../components/sections/stats-band"
import { StepsList } from "../components/sections/steps-list"
import { TextSection } from "../components/sections/text-section"
import { RichText, type RichTextLinkTarget } from "../components/rich-text"
import type { LinkCard, ServicePage } from "./types"

/** Headings of the service template's fixed sections. */
export const SERVICE_TEMPLATE_LABELS = {
  overview: "What the service covers",
  offerings: "What we deliver",
  process: "How a project runs",
  quality: "Quality and standards",
  qualityIntro: "The standards and controls that apply to every project, and that our clients can audit.",
  technology: "Technology behind the work",
  proof: "Proof from a client programme",
  faqs: "Frequently asked questions",
  related: "Related services and industries",
  proofEyebrow: "Client result",
  proofLink: "Read the case study",
}

export interface ServiceTemplateProps extends React.ComponentProps<"div"> {
  /** The service page: hero, what is included, process, proof, FAQs and related paths. */
  page: ServicePage
  /** Breadcrumb trail shown above the hero's eyebrow (e.g. HeroBreadcrumb). */
  breadcrumb?: React.ReactNode
  /** Cards for the page's related paths (`page.related`), resolved by the app. */
  relatedLinks: LinkCard[]
  /** The pages the overview's internal links point at, by document id, resolved by the app. */
  richTextLinks?: Readonly<Record<string, RichTextLinkTarget>>
  /** Headings of the page's fixed sections, to override. */
  labels?: Partial<typeof SERVICE_TEMPLATE_LABELS>
}

/**
 * A service page (/services/…): hero with key figures, overview, offerings, process, quality, technology,
 * a client case, FAQs, related links and the call to action. Renders one h1; place it in the layout's <main>.
 */
export function ServiceTemplate({ page, breadcrumb, relatedLinks, richTextLinks, labels, className, ...props }: ServiceTemplateProps) {
  const text = { ...SERVICE_TEMPLATE_LABELS, ...labels }
  const statsInHero = !page.hero.imageUrl && page.highlights.length > 0
  return (
    <div data-slot="service-template" data-page={page.slug} className={cn("bg-background", className)} {...props}>
      <PageHero {...page.hero} breadcrumb={breadcrumb} aside={statsInHero ? <HeroStats items={page.highlights} /> : undefined} />
      {!statsInHero && page.highlights.length > 0 && <StatsBand items={page.highlights} />}
      {page.overview.length > 0 && (
        <TextSection id="overview" eyebrow={page.hero.eyebrow} heading={text.overview}>
          <RichText blocks={page.overview} headingLevel={2} links={richTextLinks} lead />
        </TextSection>
      )}
      {page.offerings.length > 0 && <FeatureGrid id="offerings" heading={text.offerings} items={page.offerings} variant="muted" />}
      {page.process.length > 0 && <StepsList id="process" heading={text.process} items={page.process} />}
      {page.quality.length > 0 && (
        <Checklist id="quality" heading={text.quality} intro={text.qualityIntro} items={page.quality} variant="muted" />
      )}
      {page.technology.length > 0 && <FeatureGrid id="technology" heading={text.technology} items={page.technology} variant="inverse" />}
      <ProofSection id="proof" heading={text.proof} proof={page.proof} labels={{ eyebrow: text.proofEyebrow, link: text.proofLink }} />
      {page.faqs.length > 0 && <FaqSection id="faq" heading={text.faqs} items={page.faqs} variant="muted" />}
      {relatedLinks.length > 0 && <LinkCardGrid id="related" heading={text.related} items={relatedLinks} cardSize="sm" size="sm" />}
      <CtaBandSection {...page.cta} />
    </div>
  )
}
