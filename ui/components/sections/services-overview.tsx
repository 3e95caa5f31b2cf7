import type { ServicesOverviewContent } from "../../templates/home-types"
import { LinkCardItem } from "./link-card-grid"
import { gridColumnsFor, PageSection, SectionLink, type PageSectionProps } from "./section"

export interface ServicesOverviewProps extends Omit<PageSectionProps, "children" | "heading" | "intro">, ServicesOverviewContent {}

/** The home page's grid of the most requested services, with a link to all of them. */
export function ServicesOverview({ heading, intro, items, cta, ...props }: ServicesOverviewProps) {
  return (
    <PageSection
      data-slot="services-overview"
      heading={heading}
      intro={intro}
      action={<SectionLink href={cta.href}>{cta.label}</SectionLink>}
      {...props}
    >
      <ul data-slot="services-overview-list" className={`grid gap-4 lg:gap-6 ${gridColumnsFor(items.length)}`}>
        {items.map((service) => (
          <li key={service.id} className="min-w-0">
            <LinkCardItem card={service} />
          </li>
        ))}
      </ul>
    </PageSection>
  )
}
