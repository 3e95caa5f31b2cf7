import type { IndustriesTeaserContent } from "../../templates/home-types"
import { LinkCardItem } from "./link-card-grid"
import { gridColumnsFor, PageSection, SectionLink, type PageSectionProps } from "./section"

export interface IndustriesTeaserProps extends Omit<PageSectionProps, "children" | "heading" | "intro">, IndustriesTeaserContent {}

/** Industries Nordika specialises in, as link cards, with a link to all of them. */
export function IndustriesTeaser({ heading, intro, items, cta, ...props }: IndustriesTeaserProps) {
  return (
    <PageSection
      data-slot="industries-teaser"
      heading={heading}
      intro={intro}
      action={<SectionLink href={cta.href}>{cta.label}</SectionLink>}
      {...props}
    >
      <ul data-slot="industries-teaser-list" className={`grid gap-4 lg:gap-6 ${gridColumnsFor(items.length)}`}>
        {items.map((card) => (
          <li key={card.href} className="min-w-0">
            <LinkCardItem card={card} />
          </li>
        ))}
      </ul>
    </PageSection>
  )
}
