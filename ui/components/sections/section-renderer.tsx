import type { Section } from "../../templates/types"
import { RichText, type RichTextLinkTarget } from "../rich-text"
import { Checklist } from "./checklist"
import { FaqSection } from "./faq-section"
import { FeatureGrid } from "./feature-grid"
import { LinkCardGrid } from "./link-card-grid"
import { ProofSection, type ProofSectionProps } from "./proof-case-card"
import { QuoteSection } from "./quote-block"
import { StatsBand } from "./stats-band"
import { isTimeline, StepsList } from "./steps-list"
import { TextSection } from "./text-section"
import type { AlternatingBand } from "./section"

export type SectionKind = Section["kind"]

/** Every kind of ContentPage section SectionRenderer draws. */
export const SECTION_KINDS: readonly SectionKind[] = ["text", "features", "stats", "steps", "faq", "links", "quote", "checklist", "proof"]

export interface SectionRendererProps {
  /** A content section of a page (text, features, stats, steps, FAQ, links, quote, checklist or proof), drawn by its kind. */
  section: Section
  /** Band colour for sections that have a plain and a tinted form; alternate it for rhythm. @default "default" */
  variant?: AlternatingBand
  /** The pages a rich text section's internal links point at, by document id, resolved by the app. */
  richTextLinks?: Readonly<Record<string, RichTextLinkTarget>>
  /** Wording of a proof section's fixed labels, in the page's language (English by default). */
  proofLabels?: ProofSectionProps["labels"]
}

/** Draws one ContentPage section by its kind. Sections with an `id` can be linked to (#id). */
export function SectionRenderer({ section, variant = "default", richTextLinks, proofLabels }: SectionRendererProps) {
  const common = { id: section.id, "data-section-kind": section.kind }
  switch (section.kind) {
    case "text":
      if ("paragraphs" in section)
        return <TextSection {...common} heading={section.heading} paragraphs={section.paragraphs} variant={variant} />
      return (
        <TextSection {...common} heading={section.heading} variant={variant}>
          <RichText blocks={section.body} headingLevel={2} links={richTextLinks} lead />
        </TextSection>
      )
    case "features":
      return <FeatureGrid {...common} heading={section.heading} intro={section.intro} items={section.items} variant={variant} />
    case "stats":
      return <StatsBand {...common} heading={section.heading} items={section.items} variant="inverse" />
    case "steps":
      return (
        <StepsList
          {...common}
          heading={section.heading}
          intro={section.intro}
          items={section.items}
          layout={isTimeline(section.items) ? "timeline" : "numbered"}
          variant={variant}
        />
      )
    case "faq":
      return <FaqSection {...common} heading={section.heading} items={section.items} variant={variant} />
    case "links":
      return <LinkCardGrid {...common} heading={section.heading} intro={section.intro} items={section.items} variant={variant} />
    case "quote":
      return <QuoteSection {...common} quote={section.quote} author={section.author} role={section.role} />
    case "checklist":
      return <Checklist {...common} heading={section.heading} intro={section.intro} items={section.items} variant={variant} />
    case "proof":
      return <ProofSection {...common} heading={section.heading} proof={section.case} variant={variant} labels={proofLabels} />
  }
}
