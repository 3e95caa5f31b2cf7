import * as React from "react"
import { cva, type VariantProps } from "class-variance-authority"
import { ArrowRight, ChevronDown, SearchX, X } from "lucide-react"
import { useControllableValue } from "../hooks/use-controllable-value"
import { plural } from "../lib/plural"
import { cn } from "../lib/utils"
import { SmartLink } from "../lib/link-context"
import { whenIdle } from "../lib/when-idle"
import { Button } from "../components/button"
import { Label } from "../components/label"
import { selectTriggerVariants } from "../components/select-variants"
import { CtaBandSection } from "../components/sections/cta-band-section"
import { PageHero } from "../components/sections/page-hero"
import { Container, gridColumnsFor, sectionHeadingVariants } from "../components/sections/section"
import type { Cta, CtaBand, Hero } from "./types"
import { indexCollator } from "../lib/index-letters"

/** The Select value that means "no filter" (Radix Select items cannot have an empty value). */
export const LISTING_ALL_VALUE = "all"

export const LISTING_CLEAR_FILTERS_LABEL = "Clear filters"

/** A word for the listed things, for the result count ("1 case study", "6 case studies"). */
export interface ListingNoun {
  singular: string
  plural: string
}

/** "6 case studies", "1 open position". */
export function formatResultCount(count: number, noun: ListingNoun): string {
  return plural(count, noun.singular, noun.plural)
}

/** One dimension the visitor can filter by, shown as a labelled Select. */
export interface ListingFilter<T> {
  /** Key in the filter value (and, for the app, the URL query parameter). */
  id: string
  label: string
  /** The option that turns this filter off, e.g. "All industries". */
  allLabel: string
  options: readonly string[]
  matches: (item: T, value: string) => boolean
}

/** Selected option per filter id; a missing id or LISTING_ALL_VALUE means the filter is off. */
export type ListingFilterValue = Readonly<Record<string, string | undefined>>

/** Whether a filter value selects anything. */
function isActiveFilterValue(value: string | undefined): value is string {
  return value !== undefined && value !== "" && value !== LISTING_ALL_VALUE
}

/** The distinct filter options among `values`, in `locale`'s alphabetical order (Swedish Å Ä Ö after Z). */
export function filterOptions(values: readonly string[], locale = "en-GB"): string[] {
  return [...new Set(values)].sort(indexCollator(locale).compare)
}

/** The items that pass every active filter. */
function filterListing<T>(items: readonly T[], filters: readonly ListingFilter<T>[], value: ListingFilterValue): T[] {
  const active = filters.filter((filter) => isActiveFilterValue(value[filter.id]))
  return items.filter((item) => active.every((filter) => filter.matches(item, value[filter.id] as string)))
}

const listingResultsVariants = cva("grid", {
  variants: {
    layout: {
      grid: "gap-5 lg:gap-6",
      list: "grid-cols-1 gap-4",
    },
  },
  defaultVariants: { layout: "grid" },
})

/** A listing's fixed words in the page's language (ListingTemplate's `listingLabels`). */
export interface ListingLabels {
  /** The live result count: "6 case studies". */
  count?: (count: number) => string
  /** The filter bar's accessible name: "Filter case studies". */
  filterBar?: string
  /** The button that clears the filters: "Clear filters". */
  clearFilters?: string
}

export interface ListingEmptyStateProps extends Omit<React.ComponentProps<"div">, "title"> {
  title: string
  text?: string
  /** Label of the reset button; no button without `onReset`. @default "Clear filters" */
  resetLabel?: string
  onReset?: () => void
  /** Somewhere else to turn (e.g. "Ask us directly"), so the empty list is not a dead end. */
  action?: Cta
}

/** What a filtered list shows when nothing matches: a short message and a way back. */
export function ListingEmptyState({
  title,
  text,
  resetLabel = LISTING_CLEAR_FILTERS_LABEL,
  onReset,
  action,
  className,
  ...props
}: ListingEmptyStateProps) {
  return (
    <div
      data-slot="listing-empty"
      className={cn(
        "flex flex-col items-center gap-4 rounded-2xl border border-dashed border-border bg-muted/40 px-6 py-14 text-center sm:py-20",
        className,
      )}
      {...props}
    >
      <span data-slot="listing-empty-icon" className="grid size-12 place-items-center rounded-full bg-accent text-accent-foreground">
        <SearchX aria-hidden="true" className="size-6" />
      </span>
      <p data-slot="listing-empty-title" className="font-heading text-xl font-semibold tracking-tight">
        {title}
      </p>
      {text && (
        <p data-slot="listing-empty-text" className="max-w-md text-muted-foreground">
          {text}
        </p>
      )}
      {(onReset || action) && (
        <div className="mt-2 flex flex-wrap justify-center gap-3">
          {onReset && (
            <Button data-slot="listing-empty-reset" variant="outline" onClick={onReset}>
              {resetLabel}
            </Button>
          )}
          {action && (
            <Button asChild>
              <SmartLink data-slot="listing-empty-action" href={action.href}>
                {action.label}
                <ArrowRight aria-hidden="true" />
              </SmartLink>
            </Button>
          )}
        </div>
      )}
    </div>
  )
}

interface ListingFilterBarProps<T> extends Omit<React.ComponentProps<"div">, "onChange"> {
  filters: readonly ListingFilter<T>[]
  value: ListingFilterValue
  onValueChange: (next: ListingFilterValue) => void
  /** The live result count shown at the end of the bar, e.g. "6 case studies" (a polite status). */
  count?: string
  /** The button that clears the filters. @default "Clear filters" */
  clearLabel?: string
}

let filterSelectModule: Promise<typeof import("./listing-filter-select")> | undefined
const loadFilterSelect = () => (filterSelectModule ??= import("./listing-filter-select"))
const ListingFilterSelect = React.lazy(loadFilterSelect)

/**
 * Whether the filters' Select code may render: after the first paint, once the browser is idle (false
 * on a server and while hydrating, as there). Until then each filter shows its lookalike.
 */
function useFilterSelectReady(): boolean {
  const [ready, setReady] = React.useState(false)
  React.useEffect(() => whenIdle(() => void loadFilterSelect().then(() => setReady(true))), [])
  return ready
}

/** A filter's trigger as it looks closed, showing the chosen option, inert while the Select's code loads. */
function FilterSelectPlaceholder({ label }: { label: string }) {
  return (
    <span
      data-slot="listing-filter-placeholder"
      aria-hidden="true"
      inert
      className={cn(selectTriggerVariants(), "h-11 w-full bg-background")}
    >
      <span className="line-clamp-1">{label}</span>
      <ChevronDown aria-hidden="true" className="size-4 text-muted-foreground" />
    </span>
  )
}

/** One labelled Select per filter, and "Clear filters" while any is set. */
function ListingFilterBar<T>({
  filters,
  value,
  onValueChange,
  count,
  clearLabel = LISTING_CLEAR_FILTERS_LABEL,
  className,
  ...props
}: ListingFilterBarProps<T>) {
  const baseId = React.useId()
  const anyActive = filters.some((filter) => isActiveFilterValue(value[filter.id]))
  const filterSelectReady = useFilterSelectReady()
  return (
    <div
      data-slot="listing-filter-bar"
      role="group"
      className={cn(
        "grid grid-cols-2 gap-3 rounded-2xl border border-border bg-muted/50 p-4 sm:flex sm:flex-wrap sm:items-end sm:gap-4 sm:p-5",
        className,
      )}
      {...props}
    >
      {filters.map((filter) => {
        const id = `${baseId}-${filter.id}`
        const selected = value[filter.id]
        const selectedLabel = isActiveFilterValue(selected) ? selected : filter.allLabel
        return (
          <div key={filter.id} data-slot="listing-filter" className="flex min-w-0 flex-col gap-2 sm:w-60">
            <Label htmlFor={id} className="text-xs font-semibold tracking-[0.12em] text-muted-foreground uppercase">
              {filter.label}
            </Label>
            {filterSelectReady ? (
              <React.Suspense fallback={<FilterSelectPlaceholder label={selectedLabel} />}>
                <ListingFilterSelect
                  id={id}
                  value={isActiveFilterValue(selected) ? selected : LISTING_ALL_VALUE}
                  allValue={LISTING_ALL_VALUE}
                  allLabel={filter.allLabel}
                  options={filter.options}
                  onValueChange={(next) => onValueChange({ ...value, [filter.id]: next === LISTING_ALL_VALUE ? undefined : next })}
                />
              </React.Suspense>
            ) : (
              <FilterSelectPlaceholder label={selectedLabel} />
            )}
          </div>
        )
      })}
      <div className="col-span-2 flex min-h-11 items-center justify-between gap-4 sm:ml-auto">
        {count !== undefined && (
          <p data-slot="listing-count" role="status" className="text-sm font-semibold text-foreground tabular-nums">
            {count}
          </p>
        )}
        {anyActive && (
          <Button data-slot="listing-clear-filters" variant="ghost" className="h-11" onClick={() => onValueChange({})}>
            <X aria-hidden="true" />
            {clearLabel}
          </Button>
        )}
      </div>
    </div>
  )
}

export interface ListingTemplateProps<T> extends VariantProps<typeof listingResultsVariants> {
  /** `grid` cards in columns, `list` one item a row (positions, documents). @default "grid" */
  layout?: VariantProps<typeof listingResultsVariants>["layout"]
  /** The page's hero: its h1, intro, calls to action and side column. */
  hero: Hero
  /** A breadcrumb trail for the hero (e.g. HeroBreadcrumb). */
  breadcrumb?: React.ReactNode
  /** Every item; the filters narrow them in the page. */
  items: readonly T[]
  /** A stable key of an item. */
  getKey: (item: T) => string
  /** Draws one item (a card, a row). */
  renderItem: (item: T) => React.ReactNode
  /** The filters of the bar: a label, options and how an item matches each. */
  filters: readonly ListingFilter<T>[]
  /** What the items are called, singular and plural, for the count and the empty state ("3 positions"). */
  noun: ListingNoun
  /** The h2 above the filter bar. @default "All <plural>" */
  listHeading?: string
  /** Controlled filter value (e.g. synced to the URL query); leave undefined for uncontrolled. */
  value?: ListingFilterValue
  /** The filters to start with, when nothing controls them (e.g. from a link). @default {} */
  defaultValue?: ListingFilterValue
  /** Called with every filter value after a change (to keep it in the address, say). */
  onValueChange?: (next: ListingFilterValue) => void
  /** The heading when no item matches. @default "No <plural> match these filters" */
  emptyTitle?: string
  /** A sentence under it. @default "Try another combination, or clear the filters to see everything." */
  emptyText?: string
  /**
   * The list's fixed words in the page's language: the result count ("6 case studies"), the filter bar's
   * name ("Filter case studies") and the clear button. English from `noun` by default.
   */
  listingLabels?: ListingLabels
  /** The call-to-action band at the foot of the page; none without it. */
  cta?: CtaBand
  /** Classes for the page's root element. */
  className?: string
}

/**
 * A hero, a filter bar of Selects with a live result count, and the matching items as a grid or a
 * list; an empty state with "Clear filters" when nothing matches. Case studies and open positions use it.
 */
export function ListingTemplate<T>({
  hero,
  breadcrumb,
  items,
  getKey,
  renderItem,
  filters,
  noun,
  listHeading,
  value: valueProp,
  defaultValue = {},
  onValueChange,
  emptyTitle,
  emptyText = "Try another combination, or clear the filters to see everything.",
  listingLabels,
  layout,
  cta,
  className,
}: ListingTemplateProps<T>) {
  const headingId = React.useId()
  const [value, setValue] = useControllableValue<ListingFilterValue>(valueProp, defaultValue, onValueChange)
  const visible = React.useMemo(() => filterListing(items, filters, value), [items, filters, value])
  const heading = listHeading ?? `All ${noun.plural}`
  return (
    <div data-slot="listing-template" className={cn("bg-background text-foreground", className)}>
      <PageHero {...hero} breadcrumb={breadcrumb} />
      <section data-slot="listing-results-section" aria-labelledby={headingId} className="py-14 sm:py-16 lg:py-20">
        <Container className="flex flex-col gap-8 lg:gap-10">
          <h2 id={headingId} data-slot="listing-heading" className={sectionHeadingVariants({ size: "sm" })}>
            {heading}
          </h2>
          <ListingFilterBar
            aria-label={listingLabels?.filterBar ?? `Filter ${noun.plural}`}
            filters={filters}
            value={value}
            onValueChange={setValue}
            count={listingLabels?.count ? listingLabels.count(visible.length) : formatResultCount(visible.length, noun)}
            clearLabel={listingLabels?.clearFilters}
          />
          {visible.length > 0 ? (
            <ul
              data-slot="listing-results"
              data-layout={layout ?? "grid"}
              className={cn(listingResultsVariants({ layout }), (layout ?? "grid") === "grid" && gridColumnsFor(visible.length))}
            >
              {visible.map((item) => (
                <li key={getKey(item)} data-slot="listing-item" className="min-w-0">
                  {renderItem(item)}
                </li>
              ))}
            </ul>
          ) : (
            <ListingEmptyState
              title={emptyTitle ?? `No ${noun.plural} match these filters`}
              text={emptyText}
              onReset={() => setValue({})}
              resetLabel={listingLabels?.clearFilters}
            />
          )}
        </Container>
      </section>
      {cta && <CtaBandSection {...cta} />}
    </div>
  )
}
