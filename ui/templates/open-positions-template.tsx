import * as React from "react"
import { ArrowRight, Briefcase, Clock, MapPin } from "lucide-react"
import { cn } from "../lib/utils"
import { SmartLink } from "../lib/link-context"
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "../components/accordion"
import { Button } from "../components/button"
import {
  ListingTemplate,
  filterOptions,
  type ListingFilter,
  type ListingFilterValue,
  type ListingLabels,
  type ListingNoun,
} from "./listing-template"
import type { CtaBand, Hero, OpenPosition } from "./types"
import { useDateLocale } from "../lib/date-locale"

export const POSITION_NOUN: ListingNoun = { singular: "open position", plural: "open positions" }

/** Filter ids, which the app may use as URL query parameters (?department=…&location=…). */
const POSITION_FILTER_IDS = { department: "department", location: "location" } as const

export const POSITION_APPLY_LABEL = "Apply for this role"

/** A vacancy's fixed words and the filters' names (English; the app passes the page language's). */
const POSITION_LABELS = {
  apply: POSITION_APPLY_LABEL,
  responsibilities: "Responsibilities",
  requirements: "Requirements",
  department: "Department",
  allDepartments: "All departments",
  location: "Location",
  allLocations: "All locations",
  /** The employment types' names, by the type a position stores. */
  employmentType: { "Full-time": "Full-time", "Part-time": "Part-time", Contract: "Contract" } as Record<OpenPosition["type"], string>,
}
type PositionLabels = typeof POSITION_LABELS

/** Department and location filters, with the options the given positions actually have, in `locale`'s A–Z. */
function positionFilters(positions: readonly OpenPosition[], text: PositionLabels, locale: string): ListingFilter<OpenPosition>[] {
  return [
    {
      id: POSITION_FILTER_IDS.department,
      label: text.department,
      allLabel: text.allDepartments,
      options: filterOptions(
        positions.map((item) => item.department),
        locale,
      ),
      matches: (item, value) => item.department === value,
    },
    {
      id: POSITION_FILTER_IDS.location,
      label: text.location,
      allLabel: text.allLocations,
      options: filterOptions(
        positions.map((item) => item.location),
        locale,
      ),
      matches: (item, value) => item.location === value,
    },
  ]
}

interface PositionItemProps extends Omit<React.ComponentProps<"div">, "defaultValue" | "dir"> {
  position: OpenPosition
  /** Where "Apply for this role" goes, e.g. "/careers/application-portal". */
  applyHref: string
  /** Start expanded. @default false */
  defaultOpen?: boolean
}

function DetailList({ heading, items }: { heading: string; items: string[] }) {
  return (
    <div data-slot="position-detail" className="flex flex-col gap-3">
      <h4 className="text-xs font-semibold tracking-[0.14em] text-muted-foreground uppercase">{heading}</h4>
      <ul className="flex flex-col gap-2.5">
        {items.map((item) => (
          <li
            key={item}
            className="relative pl-5 leading-relaxed before:absolute before:top-[0.7em] before:left-0 before:size-1.5 before:rounded-full before:bg-primary"
          >
            {item}
          </li>
        ))}
      </ul>
    </div>
  )
}

/** One vacancy as a disclosure (Radix Accordion): title and facts; open for the summary, duties, requirements and Apply. */
function PositionItem({
  position,
  applyHref,
  labels,
  defaultOpen = false,
  className,
  ...props
}: PositionItemProps & { labels?: Partial<PositionLabels> }) {
  const text = { ...POSITION_LABELS, ...labels }
  const { id, title, department, location, type, summary, responsibilities, requirements } = position
  return (
    <Accordion
      type="single"
      collapsible
      defaultValue={defaultOpen ? id : undefined}
      lang={position.lang}
      data-slot="position-item"
      className={cn(
        "rounded-2xl border border-border bg-card text-card-foreground transition-colors has-[[data-state=open]]:border-primary/40 has-[[data-state=open]]:shadow-md",
        className,
      )}
      {...props}
    >
      <AccordionItem value={id} className="border-b-0">
        <AccordionTrigger
          data-slot="position-trigger"
          className="items-center gap-6 rounded-2xl px-5 py-5 hover:no-underline sm:px-7 sm:py-6 [&>svg]:size-5"
        >
          <span className="flex min-w-0 flex-1 flex-col gap-2 sm:flex-row sm:items-center sm:justify-between sm:gap-6">
            <span data-slot="position-title" className="font-heading text-lg leading-snug font-semibold text-foreground sm:text-xl">
              {title}
            </span>
            <span data-slot="position-facts" className="flex flex-wrap gap-x-4 gap-y-1 text-sm font-normal text-muted-foreground">
              <span className="inline-flex items-center gap-1.5">
                <Briefcase aria-hidden="true" className="size-4" />
                {department}
              </span>
              <span className="inline-flex items-center gap-1.5">
                <MapPin aria-hidden="true" className="size-4" />
                {location}
              </span>
              <span className="inline-flex items-center gap-1.5">
                <Clock aria-hidden="true" className="size-4" />
                {text.employmentType[type] ?? type}
              </span>
            </span>
          </span>
        </AccordionTrigger>
        <AccordionContent className="flex flex-col gap-8 border-t border-border px-5 pt-6 pb-7 text-base sm:px-7">
          <p data-slot="position-summary" className="max-w-3xl text-lg leading-relaxed text-pretty">
            {summary}
          </p>
          <div className="grid gap-8 md:grid-cols-2 md:gap-12">
            <DetailList heading={text.responsibilities} items={responsibilities} />
            <DetailList heading={text.requirements} items={requirements} />
          </div>
          <Button asChild size="lg" className="w-fit">
            <SmartLink
              data-slot="position-apply"
              href={`${applyHref}?position=${encodeURIComponent(title)}`}
              aria-label={`${text.apply}: ${title}`}
            >
              {text.apply}
              <ArrowRight aria-hidden="true" />
            </SmartLink>
          </Button>
        </AccordionContent>
      </AccordionItem>
    </Accordion>
  )
}

export interface OpenPositionsTemplateProps {
  /** The page's hero: its h1, intro, calls to action and side column. */
  hero: Hero
  /** A breadcrumb trail for the hero (e.g. HeroBreadcrumb). */
  breadcrumb?: React.ReactNode
  /** The open positions, in the order shown. */
  positions: readonly OpenPosition[]
  /** Where every "Apply for this role" link goes, with `?position=<title>` (the app passes "/careers/application-portal"). */
  applyHref: string
  /** Controlled filter value ({ department, location }), e.g. from the URL query. */
  value?: ListingFilterValue
  /** The filters to start with, when nothing controls them (e.g. from a link). */
  defaultValue?: ListingFilterValue
  /** Called with every filter value after a change (to keep it in the address, say). */
  onValueChange?: (next: ListingFilterValue) => void
  /** The h2 above the filter bar. @default "All open positions" */
  listHeading?: string
  /** The call-to-action band at the foot of the page; none without it. */
  cta?: CtaBand
  /** Classes for the page's root element. */
  className?: string
  /** The vacancies' fixed words and the filters' names in the page's language. */
  labels?: Partial<PositionLabels>
  /** The list's count, filter bar name and clear button in the page's language (ListingTemplate's). */
  listingLabels?: ListingLabels
  /** The heading when no position matches, in the page's language. */
  emptyTitle?: string
  /** The sentence under that heading, in the page's language. */
  emptyText?: string
}

/** Open positions: filter by department and location; each vacancy expands to its details and an Apply link. */
export function OpenPositionsTemplate({ positions, applyHref, labels, ...props }: OpenPositionsTemplateProps) {
  const text = { ...POSITION_LABELS, ...labels }
  const filters = positionFilters(positions, text, useDateLocale())
  return (
    <ListingTemplate<OpenPosition>
      items={positions}
      getKey={(item) => item.id}
      renderItem={(item) => <PositionItem position={item} applyHref={applyHref} labels={text} />}
      filters={filters}
      noun={POSITION_NOUN}
      layout="list"
      {...props}
    />
  )
}
