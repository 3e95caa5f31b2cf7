import * as React from "react"
import { CaseStudyCard } from "./case-study-template"
import { ListingTemplate, filterOptions, type ListingFilter, type ListingFilterValue, type ListingNoun } from "./listing-template"
import type { CaseStudy, CtaBand, Hero } from "./types"

export const CASE_STUDY_NOUN: ListingNoun = { singular: "case study", plural: "case studies" }

/** Filter ids, which the app may use as URL query parameters (?industry=…&service=…). */
export const CASE_STUDY_FILTER_IDS = { industry: "industry", service: "service" } as const

/** Industry and service filters, with the options the given case studies actually have, A–Z. */
export function caseStudyFilters(caseStudies: readonly CaseStudy[]): ListingFilter<CaseStudy>[] {
  return [
    {
      id: CASE_STUDY_FILTER_IDS.industry,
      label: "Industry",
      allLabel: "All industries",
      options: filterOptions(caseStudies.map((item) => item.industry)),
      matches: (item, value) => item.industry === value,
    },
    {
      id: CASE_STUDY_FILTER_IDS.service,
      label: "Service",
      allLabel: "All services",
      options: filterOptions(caseStudies.flatMap((item) => item.services)),
      matches: (item, value) => item.services.includes(value),
    },
  ]
}

export interface CaseStudyListingTemplateProps {
  hero: Hero
  breadcrumb?: React.ReactNode
  caseStudies: readonly CaseStudy[]
  /** Controlled filter value ({ industry, service }), e.g. from the URL query. */
  value?: ListingFilterValue
  defaultValue?: ListingFilterValue
  onValueChange?: (next: ListingFilterValue) => void
  /** @default "All case studies" */
  listHeading?: string
  cta?: CtaBand
  className?: string
}

/** The case studies listing: filter by industry and by service, cards linking to each story. */
export function CaseStudyListingTemplate({ caseStudies, ...props }: CaseStudyListingTemplateProps) {
  const filters = React.useMemo(() => caseStudyFilters(caseStudies), [caseStudies])
  return (
    <ListingTemplate<CaseStudy>
      items={caseStudies}
      getKey={(item) => item.slug}
      renderItem={(item) => <CaseStudyCard caseStudy={item} />}
      filters={filters}
      noun={CASE_STUDY_NOUN}
      {...props}
    />
  )
}
