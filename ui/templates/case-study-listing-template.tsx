import * as React from "react"
import { CaseStudyCard } from "./case-study-template"
import {
  ListingTemplate,
  filterOptions,
  type ListingFilter,
  type ListingFilterValue,
  type ListingLabels,
  type ListingNoun,
} from "./listing-template"
import type { CaseStudy, CtaBand, Hero } from "./types"
import { useDateLocale } from "../lib/date-locale"

export const CASE_STUDY_NOUN: ListingNoun = { singular: "case study", plural: "case studies" }

/** Filter ids, which the app may use as URL query parameters (?industry=…&service=…). */
const CASE_STUDY_FILTER_IDS = { industry: "industry", service: "service" } as const

/** The filters' names (English; the app passes the page language's). */
const CASE_STUDY_FILTER_LABELS = { industry: "Industry", allIndustries: "All industries", service: "Service", allServices: "All services" }
type CaseStudyFilterLabels = typeof CASE_STUDY_FILTER_LABELS

/** Industry and service filters, with the options the given case studies actually have, A–Z. */
function caseStudyFilters(caseStudies: readonly CaseStudy[], text: CaseStudyFilterLabels, locale: string): ListingFilter<CaseStudy>[] {
  return [
    {
      id: CASE_STUDY_FILTER_IDS.industry,
      label: text.industry,
      allLabel: text.allIndustries,
      options: filterOptions(
        caseStudies.map((item) => item.industry),
        locale,
      ),
      matches: (item, value) => item.industry === value,
    },
    {
      id: CASE_STUDY_FILTER_IDS.service,
      label: text.service,
      allLabel: text.allServices,
      options: filterOptions(
        caseStudies.flatMap((item) => item.services),
        locale,
      ),
      matches: (item, value) => item.services.includes(value),
    },
  ]
}

export interface CaseStudyListingTemplateProps {
  /** The page's hero: its h1, intro, calls to action and side column. */
  hero: Hero
  /** A breadcrumb trail for the hero (e.g. HeroBreadcrumb). */
  breadcrumb?: React.ReactNode
  /** The case studies, in the order shown. */
  caseStudies: readonly CaseStudy[]
  /** Controlled filter value ({ industry, service }), e.g. from the URL query. */
  value?: ListingFilterValue
  /** The filters to start with, when nothing controls them (e.g. from a link). */
  defaultValue?: ListingFilterValue
  /** Called with every filter value after a change (to keep it in the address, say). */
  onValueChange?: (next: ListingFilterValue) => void
  /** The h2 above the filter bar. @default "All case studies" */
  listHeading?: string
  /** The call-to-action band at the foot of the page; none without it. */
  cta?: CtaBand
  /** Classes for the page's root element. */
  className?: string
  /** The filters' names in the page's language. */
  filterLabels?: Partial<CaseStudyFilterLabels>
  /** The list's count, filter bar name and clear button in the page's language (ListingTemplate's). */
  listingLabels?: ListingLabels
  /** The heading when no case study matches, in the page's language. */
  emptyTitle?: string
  /** The sentence under that heading, in the page's language. */
  emptyText?: string
}

/** The case studies listing: filter by industry and by service, cards linking to each story. */
export function CaseStudyListingTemplate({ caseStudies, filterLabels, ...props }: CaseStudyListingTemplateProps) {
  const { industry, allIndustries, service, allServices } = { ...CASE_STUDY_FILTER_LABELS, ...filterLabels }
  const locale = useDateLocale()
  const filters = React.useMemo(
    () => caseStudyFilters(caseStudies, { industry, allIndustries, service, allServices }, locale),
    [caseStudies, industry, allIndustries, service, allServices, locale],
  )
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
