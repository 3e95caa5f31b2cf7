import * as React from "react"
import { cn } from "../lib/utils"
import { SmartLink } from "../lib/link-context"

/** A piece of a result's passage: plain text, marked where the search matched (never HTML). */
export interface SearchPassagePart {
  text: string
  mark: boolean
}

/** One page a search found. */
export interface SearchResultItem {
  /** Unique among the results (the page's path will do). */
  id: string
  href: string
  title: string
  /** Where the page sits on the site ("Services › Translation"), shown above its title. */
  breadcrumb: readonly string[]
  /** The passage that matched, its matching words marked. */
  passage: readonly SearchPassagePart[]
}

/** The results of one section of the site (services, industries…), under its name. */
export interface SearchResultGroup {
  id: string
  title: string
  results: readonly SearchResultItem[]
}

export interface SearchPassageProps extends Omit<React.ComponentProps<"span">, "children"> {
  /** The passage as text parts, those the search matched marked. */
  parts: readonly SearchPassagePart[]
}

/** A passage with the words a search matched in `<mark>`: the parts are text, so nothing in them is read as markup. */
export function SearchPassage({ parts, className, ...props }: SearchPassageProps) {
  return (
    <span data-slot="search-passage" className={className} {...props}>
      {parts.map((part, index) =>
        part.mark ? (
          <mark key={index} className="rounded-[2px] bg-accent text-accent-foreground ring-2 ring-accent box-decoration-clone">
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </span>
  )
}

export interface SearchResultsProps extends React.ComponentProps<"div"> {
  /** The results, grouped by section of the site. */
  groups: readonly SearchResultGroup[]
  /** Accessible name of a result's breadcrumb. @default "Location" */
  breadcrumbLabel?: string
  /** Called as a result's link is followed. */
  onOpenResult?: (result: SearchResultItem) => void
}

/** The pages a search found, grouped by section: each with its breadcrumb, its title as the link and the passage that matched. */
export function SearchResults({ groups, breadcrumbLabel = "Location", onOpenResult, className, ...props }: SearchResultsProps) {
  return (
    <div data-slot="search-results" className={cn("flex flex-col gap-10", className)} {...props}>
      {groups.map((group) => (
        <section key={group.id} aria-labelledby={`search-group-${group.id}`} className="flex flex-col gap-4">
          <h2 id={`search-group-${group.id}`} className="font-heading text-xl font-semibold text-foreground">
            {group.title}
          </h2>
          <ol className="flex flex-col gap-6">
            {group.results.map((result) => (
              <li key={result.id} data-slot="search-result" className="flex flex-col gap-1">
                <p aria-label={breadcrumbLabel} className="text-sm text-muted-foreground">
                  {result.breadcrumb.join(" › ")}
                </p>
                <SmartLink
                  href={result.href}
                  onClick={() => onOpenResult?.(result)}
                  className="font-heading text-lg font-semibold text-primary underline-offset-4 hover:underline focus-visible:rounded-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                >
                  {result.title}
                </SmartLink>
                {result.passage.length > 0 && <SearchPassage parts={result.passage} className="text-base text-foreground/80" />}
              </li>
            ))}
          </ol>
        </section>
      ))}
    </div>
  )
}
