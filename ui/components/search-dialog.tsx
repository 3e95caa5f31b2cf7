import { Command } from "cmdk"
import { ArrowRight, CornerDownRight, FileText, History, Search } from "lucide-react"
import { cn } from "../lib/utils"
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "./dialog"
import { SearchPassage, type SearchResultGroup, type SearchResultItem } from "./search-results"

export interface SearchDialogLabels {
  /** The dialog's name ("Search the website"). */
  title: string
  /** For screen readers: what the dialog does and how to move in it. */
  description: string
  placeholder: string
  /** The heading of the recent searches. */
  recent: string
  /** The link to every result on the search page ("All results for “…”"). */
  allResults: string
  /** The heading of the queries suggested instead ("Did you mean"). */
  suggestions: string
  /** The heading of the pages offered when nothing was found ("Try these pages"). */
  links: string
  close: string
}

export interface SearchDialogProps {
  /** Whether the dialog is open. */
  open: boolean
  /** The dialog opened or closed. */
  onOpenChange: (open: boolean) => void
  /** What the visitor typed. */
  query: string
  /** The visitor typed. */
  onQueryChange: (query: string) => void
  /** The results of the query, grouped by section. */
  groups: readonly SearchResultGroup[]
  /** What is said under the field: searching, nothing found, a refused query (announced politely). */
  status?: string
  /** Searches this visitor made before, newest first: picked, each is searched again. */
  recent?: readonly string[]
  /** Where all the results of the query are (the search page); none while there is no query. */
  allResultsHref?: string
  /** The visitor opened a result (Enter or a click). */
  onOpenResult: (result: SearchResultItem) => void
  /** Called with the search page's address when its entry is picked. */
  onOpenAllResults?: (href: string) => void
  /** Queries close to the visitor's that the site has words for ("Did you mean …?"): picked, each is searched. */
  suggestions?: readonly string[]
  /** Pages to offer when the query found nothing (the key pages, a quote, contact), shown after the suggestions. */
  links?: readonly { label: string; href: string }[]
  /** Called with a link's address when one of `links` is picked. */
  onOpenLink?: (href: string) => void
  /** The dialog's words in the page's language. */
  labels: SearchDialogLabels
}

const itemClass =
  "flex cursor-pointer flex-col gap-0.5 rounded-md px-3 py-2 text-left outline-none data-[selected=true]:bg-accent data-[selected=true]:text-accent-foreground"

/**
 * The instant search: a field, and as the visitor types the pages found, grouped by section, each with
 * its breadcrumb, title and the passage that matched; the arrow keys move through them and Enter opens
 * one. Above them, the queries suggested instead ("Did you mean …?"); when nothing was found, pages to try
 * after them. With no query, the visitor's recent searches. Filtering is the caller's (the site's search runs
 * in the database), so cmdk here only keeps the list and the keyboard.
 */
export function SearchDialog({
  open,
  onOpenChange,
  query,
  onQueryChange,
  groups,
  status,
  recent = [],
  allResultsHref,
  onOpenResult,
  onOpenAllResults,
  suggestions = [],
  links = [],
  onOpenLink,
  labels,
}: SearchDialogProps) {
  const searched = query.trim() !== ""
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        data-slot="search-dialog"
        closeLabel={labels.close}
        className="top-4 max-h-[calc(100dvh-2rem)] translate-y-0 gap-0 overflow-hidden p-0 sm:top-[10vh] sm:max-h-[80vh]"
        size="lg"
      >
        <DialogTitle className="sr-only">{labels.title}</DialogTitle>
        <DialogDescription className="sr-only">{labels.description}</DialogDescription>
        <Command shouldFilter={false} label={labels.title} className="flex min-h-0 flex-col">
          <div className="flex items-center gap-2 border-b border-border px-4 pr-14">
            <Search aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
            <Command.Input
              data-slot="search-dialog-input"
              value={query}
              onValueChange={onQueryChange}
              placeholder={labels.placeholder}
              aria-label={labels.title}
              className="h-14 w-full bg-transparent text-base outline-none placeholder:text-muted-foreground"
            />
          </div>
          <p role="status" data-slot="search-dialog-status" className={cn("px-4 text-sm text-muted-foreground", status && "pt-3")}>
            {status}
          </p>
          <Command.List data-slot="search-dialog-list" className="min-h-0 flex-1 overflow-y-auto p-2">
            {!searched && recent.length > 0 && (
              <Command.Group heading={labels.recent} className={groupClass}>
                {recent.map((search) => (
                  <Command.Item key={search} value={`recent:${search}`} onSelect={() => onQueryChange(search)} className={itemClass}>
                    <span className="flex items-center gap-2">
                      <History aria-hidden="true" className="size-4 text-muted-foreground" />
                      {search}
                    </span>
                  </Command.Item>
                ))}
              </Command.Group>
            )}
            {searched && suggestions.length > 0 && (
              <Command.Group heading={labels.suggestions} data-slot="search-dialog-suggestions" className={groupClass}>
                {suggestions.map((suggestion) => (
                  <Command.Item
                    key={suggestion}
                    value={`suggestion:${suggestion}`}
                    onSelect={() => onQueryChange(suggestion)}
                    className={itemClass}
                  >
                    <span className="flex items-center gap-2 font-semibold text-primary">
                      <CornerDownRight aria-hidden="true" className="size-4" />
                      {suggestion}
                    </span>
                  </Command.Item>
                ))}
              </Command.Group>
            )}
            {groups.map((group) => (
              <Command.Group key={group.id} heading={group.title} className={groupClass}>
                {group.results.map((result) => (
                  <Command.Item
                    key={result.id}
                    value={result.id}
                    data-slot="search-dialog-result"
                    onSelect={() => onOpenResult(result)}
                    className={itemClass}
                  >
                    <span className="text-xs text-muted-foreground">{result.breadcrumb.join(" › ")}</span>
                    <span className="font-semibold text-foreground">{result.title}</span>
                    {result.passage.length > 0 && (
                      <SearchPassage parts={result.passage} className="line-clamp-2 text-sm text-foreground/80" />
                    )}
                  </Command.Item>
                ))}
              </Command.Group>
            ))}
            {allResultsHref && groups.length > 0 && (
              <Command.Item
                value={`all:${allResultsHref}`}
                data-slot="search-dialog-all"
                onSelect={() => onOpenAllResults?.(allResultsHref)}
                className={cn(itemClass, "flex-row items-center gap-2 font-semibold text-primary")}
              >
                {labels.allResults}
                <ArrowRight aria-hidden="true" className="size-4" />
              </Command.Item>
            )}
            {searched && links.length > 0 && (
              <Command.Group heading={labels.links} data-slot="search-dialog-links" className={groupClass}>
                {links.map((link) => (
                  <Command.Item key={link.href} value={`link:${link.href}`} onSelect={() => onOpenLink?.(link.href)} className={itemClass}>
                    <span className="flex items-center gap-2">
                      <FileText aria-hidden="true" className="size-4 text-muted-foreground" />
                      {link.label}
                    </span>
                  </Command.Item>
                ))}
              </Command.Group>
            )}
          </Command.List>
        </Command>
      </DialogContent>
    </Dialog>
  )
}

const groupClass =
  "[&_[cmdk-group-heading]]:px-3 [&_[cmdk-group-heading]]:pt-3 [&_[cmdk-group-heading]]:pb-1 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-semibold [&_[cmdk-group-heading]]:tracking-wider [&_[cmdk-group-heading]]:text-muted-foreground [&_[cmdk-group-heading]]:uppercase"
