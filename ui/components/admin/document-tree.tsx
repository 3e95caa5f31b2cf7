import * as React from "react"
import { Plus } from "lucide-react"
import { plural } from "../../lib/plural"
import { SmartLink } from "../../lib/link-context"
import { cn } from "../../lib/utils"
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "../accordion"
import { Button } from "../button"
import { DocumentScheduledBadge, DocumentStatusBadge, lastChangeBy, type DocumentListItem } from "./document-list"
import { RelativeTime } from "./staff-user-table"

/** A page in the tree: a document with its kind's name and how deep its path lies below the section. */
export interface DocumentTreePage extends DocumentListItem {
  /** The page kind ("page:service"). */
  kind: string
  /** The page kind's name ("Service page"). */
  kindLabel: string
  /** 0 for the section's own page (/services), 1 for /services/translation, and so on. */
  depth: number
}

/** A section of the site: the pages under one path (/services/…, its own page first), or a group of top-level pages. */
export interface DocumentTreeSection {
  /** Names the section among the others ("services"). */
  key: string
  /** Its name ("Services"). */
  label: string
  /** The path its pages live under ("/services/"), shown beside its name; none for a group of top-level pages. */
  path?: string
  /** Its pages in path order. */
  pages: readonly DocumentTreePage[]
}

export interface DocumentTreeProps extends Omit<React.ComponentProps<"div">, "children"> {
  /** The sections, in order, each with its pages in path order. */
  sections: readonly DocumentTreeSection[]
  /** The editor's address of a page. */
  editHref: (id: string) => string
  /** A page's actions (a DocumentActionsMenu). */
  actions?: (page: DocumentTreePage) => React.ReactNode
  /** Offers "New page in …" in each section, called with the section. */
  onCreateIn?: (section: DocumentTreeSection) => void
  /** The sections open at first (their keys); every section when left out. */
  defaultOpen?: readonly string[]
  /** The moment relative times count from. @default the time of rendering */
  now?: Date
}

/** How far each level of a path is indented, in rem. */
const DEPTH_INDENT_REM = 1.25

/** The site's pages as a tree: one section per first path segment, each page indented by its depth. */
export function DocumentTree({ sections, editHref, actions, onCreateIn, defaultOpen, now, className, ...props }: DocumentTreeProps) {
  return (
    <div
      data-slot="document-tree"
      className={cn("rounded-xl border border-border bg-card px-4 text-card-foreground", className)}
      {...props}
    >
      <Accordion type="multiple" defaultValue={[...(defaultOpen ?? sections.map((section) => section.key))]}>
        {sections.map((section) => (
          <AccordionItem key={section.key} value={section.key}>
            <AccordionTrigger className="items-center py-3 hover:no-underline">
              <span className="flex flex-wrap items-baseline gap-x-2">
                <span className="font-heading text-base font-semibold">{section.label}</span>
                {section.path && <span className="font-mono text-xs text-muted-foreground">{section.path}</span>}
                <span className="text-xs font-normal text-muted-foreground">{plural(section.pages.length, "page", "pages")}</span>
              </span>
            </AccordionTrigger>
            <AccordionContent className="pb-3">
              <ul aria-label={`Pages in ${section.label}`} className="divide-y divide-border rounded-lg border border-border">
                {section.pages.map((page) => (
                  <li
                    key={page.id}
                    data-slot="document-tree-page"
                    data-depth={page.depth}
                    className="grid grid-cols-[1fr_auto] items-center gap-x-3 gap-y-1 py-2 pr-2 hover:bg-accent/40 sm:grid-cols-[1fr_auto_auto_auto]"
                    style={{ paddingLeft: `${0.75 + page.depth * DEPTH_INDENT_REM}rem` }}
                  >
                    <div className={cn("min-w-0", page.depth > 0 && "border-l border-border pl-3")}>
                      <SmartLink
                        href={editHref(page.id)}
                        className="font-medium text-foreground underline-offset-4 hover:underline focus-visible:rounded-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                      >
                        {page.title}
                      </SmartLink>
                      <span className="block font-mono text-xs break-all text-muted-foreground">
                        {page.path} · <span className="font-sans break-normal">{page.kindLabel}</span>
                      </span>
                    </div>
                    <span className="col-start-1 row-start-2 flex flex-wrap items-center gap-1.5 sm:col-start-2 sm:row-start-1 sm:justify-end">
                      <DocumentStatusBadge status={page.status} />
                      {page.scheduledLabel ? <DocumentScheduledBadge label={page.scheduledLabel} /> : null}
                    </span>
                    <span className="col-start-1 row-start-3 text-xs text-muted-foreground sm:col-start-3 sm:row-start-1 sm:w-40">
                      <RelativeTime value={page.updatedAt} now={now} className="text-foreground" /> {lastChangeBy(page.updatedByName)}
                    </span>
                    <div className="col-start-2 row-start-1 sm:col-start-4">{actions?.(page)}</div>
                  </li>
                ))}
              </ul>
              {onCreateIn && (
                <Button type="button" variant="ghost" size="sm" className="mt-2" onClick={() => onCreateIn(section)}>
                  <Plus aria-hidden="true" />
                  New page in {section.label}
                </Button>
              )}
            </AccordionContent>
          </AccordionItem>
        ))}
      </Accordion>
    </div>
  )
}
