import * as React from "react"
import { ArrowDown, ArrowUp, ArrowUpDown, Clock, Copy, EyeOff, ExternalLink, MoreHorizontal, Pencil, Trash2 } from "lucide-react"
import { formatDateTime, formatLongDate } from "../../lib/format-date"
import { SmartLink } from "../../lib/link-context"
import { cn } from "../../lib/utils"
import { Button } from "../button"
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuSeparator, DropdownMenuTrigger } from "../dropdown-menu"
import { Skeleton } from "../skeleton"
import { ContentStatusBadge } from "./content-status-badge"
import { RelativeTime } from "./staff-user-table"

/** Where a document stands: never on the site (or taken off it), live as saved, or live with a saved draft waiting. */
export type DocumentStatusName = "draft" | "published" | "changed"

/** The badge each state wears: the content sections' three states, under the documents' names. */
const BADGE_STATUS = { draft: "unpublished", changed: "draft", published: "published" } as const

export interface DocumentStatusBadgeProps extends React.ComponentProps<"span"> {
  /** `published` live as saved, `changed` live with a draft waiting, `draft` not on the site. */
  status: DocumentStatusName
}

/** A document's state as a badge: "Published", "Draft pending" (live, with changes waiting) or "Not published". */
export function DocumentStatusBadge({ status, ...props }: DocumentStatusBadgeProps) {
  return <ContentStatusBadge status={BADGE_STATUS[status]} data-document-status={status} {...props} />
}

/** One document in a list. */
export interface DocumentListItem {
  id: string
  title: string
  path: string
  status: DocumentStatusName
  updatedAt: string
  /** Who made the last change; null for the initial content. */
  updatedByName: string | null
  /** When the live version was published; null when never. */
  publishedAt: string | null
  /**
   * A pending publish or unpublish, as the list says it ("Scheduled · 3 Dec 2026, 09:00 Stockholm");
   * null or left out when none.
   */
  scheduledLabel?: string | null
}

export interface DocumentScheduledBadgeProps extends React.ComponentProps<"span"> {
  /** What is scheduled and when, as staff read it. */
  label: string
}

/** A pending publish or unpublish beside the document's status. */
export function DocumentScheduledBadge({ label, className, ...props }: DocumentScheduledBadgeProps) {
  return (
    <span
      data-slot="document-scheduled-badge"
      className={cn(
        "inline-flex w-fit items-center gap-1 rounded-md border border-border px-2 py-0.5 text-xs font-medium text-foreground",
        className,
      )}
      {...props}
    >
      <Clock aria-hidden="true" className="size-3 shrink-0 text-muted-foreground" />
      {label}
    </span>
  )
}

export const DOCUMENT_SORT_KEYS = ["title", "status", "updated", "published"] as const
export type DocumentSortKey = (typeof DOCUMENT_SORT_KEYS)[number]
export interface DocumentSort {
  key: DocumentSortKey
  direction: "asc" | "desc"
}

export const DOCUMENT_COLUMN_LABELS = {
  title: "Title",
  status: "Status",
  updated: "Last change",
  published: "Published",
} as const satisfies Record<DocumentSortKey, string>

export const DOCUMENT_ACTION_LABELS = {
  edit: "Edit",
  view: "View on the site",
  duplicate: "Duplicate",
  unpublish: "Unpublish",
  trash: "Move to trash",
} as const

/** What the "last change" cell says under its time: who, or that it is the content the site started with. */
export const lastChangeBy = (name: string | null) => (name ? `by ${name}` : "initial content")

/** The status badge's order when sorting by status: what needs attention (changes waiting) first. */
const STATUS_ORDER: Record<DocumentStatusName, number> = { changed: 0, draft: 1, published: 2 }

/** Compares two documents by `sort.key`, ascending; a document never published sorts after the others by date. */
function compareBy(key: DocumentSortKey, a: DocumentListItem, b: DocumentListItem): number {
  switch (key) {
    case "title":
      return a.title.localeCompare(b.title, "en", { sensitivity: "base", numeric: true })
    case "status":
      return STATUS_ORDER[a.status] - STATUS_ORDER[b.status]
    case "updated":
      return a.updatedAt.localeCompare(b.updatedAt)
    case "published":
      return (a.publishedAt ?? "").localeCompare(b.publishedAt ?? "")
  }
}

/** The documents in `sort`'s order (ties by title, then path, so the order never jumps between reads). */
export function sortDocuments<T extends DocumentListItem>(rows: readonly T[], sort: DocumentSort): T[] {
  const sign = sort.direction === "asc" ? 1 : -1
  return [...rows].sort((a, b) => sign * compareBy(sort.key, a, b) || compareBy("title", a, b) || a.path.localeCompare(b.path))
}

export interface DocumentActionsMenuProps {
  /** The document's title, which names the menu's button ("Actions for Plain language"). */
  title: string
  /** The editor's address. */
  editHref: string
  /** The live page's address; the item is left out when the document is not on the site. */
  viewHref?: string
  /** Makes an unpublished copy. */
  onDuplicate: () => void
  /** Takes it off the site; the item is left out when the document is not on the site. */
  onUnpublish?: () => void
  /** Moves it to the trash (after asking); the item is left out without it (a role that may not). */
  onTrash?: () => void
}

/** A document's actions behind a "⋯" button: edit, view, duplicate, unpublish, move to trash. */
export function DocumentActionsMenu({ title, editHref, viewHref, onDuplicate, onUnpublish, onTrash }: DocumentActionsMenuProps) {
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" data-slot="document-actions" aria-label={`Actions for ${title}`} className="size-8">
          <MoreHorizontal aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="min-w-44">
        <DropdownMenuItem asChild>
          <SmartLink href={editHref}>
            <Pencil aria-hidden="true" />
            {DOCUMENT_ACTION_LABELS.edit}
          </SmartLink>
        </DropdownMenuItem>
        {viewHref && (
          <DropdownMenuItem asChild>
            <a href={viewHref} target="_blank" rel="noopener">
              <ExternalLink aria-hidden="true" />
              {DOCUMENT_ACTION_LABELS.view}
            </a>
          </DropdownMenuItem>
        )}
        <DropdownMenuItem onSelect={onDuplicate}>
          <Copy aria-hidden="true" />
          {DOCUMENT_ACTION_LABELS.duplicate}
        </DropdownMenuItem>
        {onUnpublish && (
          <DropdownMenuItem onSelect={onUnpublish}>
            <EyeOff aria-hidden="true" />
            {DOCUMENT_ACTION_LABELS.unpublish}
          </DropdownMenuItem>
        )}
        {onTrash && (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuItem variant="destructive" onSelect={onTrash}>
              <Trash2 aria-hidden="true" />
              {DOCUMENT_ACTION_LABELS.trash}
            </DropdownMenuItem>
          </>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  )
}

export interface LinkingDocumentsProps extends React.ComponentProps<"ul"> {
  /** The documents that link here, each with its title and path. */
  documents: readonly { id: string; title: string; path: string }[]
}

/** The live documents that link to one, as the unpublish and trash confirmations list them. */
export function LinkingDocuments({ documents, className, ...props }: LinkingDocumentsProps) {
  return (
    <ul
      data-slot="linking-documents"
      className={cn("max-h-48 divide-y divide-border overflow-y-auto rounded-md border border-border text-sm", className)}
      {...props}
    >
      {documents.map((document) => (
        <li key={document.id} className="flex flex-col px-3 py-2">
          <span className="font-medium">{document.title}</span>
          <span className="font-mono text-xs break-all text-muted-foreground">{document.path}</span>
        </li>
      ))}
    </ul>
  )
}

function SortButton({
  column,
  sort,
  onSortChange,
}: {
  column: DocumentSortKey
  sort: DocumentSort
  onSortChange: (sort: DocumentSort) => void
}) {
  const active = sort.key === column
  const Icon = !active ? ArrowUpDown : sort.direction === "asc" ? ArrowUp : ArrowDown
  // Dates start newest first, words A to Z.
  const firstDirection = column === "updated" || column === "published" ? "desc" : "asc"
  return (
    <button
      type="button"
      className="-mx-1 -my-1 inline-flex items-center gap-1 rounded-sm px-1 py-1 font-medium hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      onClick={() => onSortChange({ key: column, direction: active ? (sort.direction === "asc" ? "desc" : "asc") : firstDirection })}
    >
      {DOCUMENT_COLUMN_LABELS[column]}
      <Icon aria-hidden="true" className={cn("size-3.5", !active && "opacity-50")} />
    </button>
  )
}

const ariaSort = (column: DocumentSortKey, sort: DocumentSort) =>
  sort.key === column ? (sort.direction === "asc" ? "ascending" : "descending") : "none"

/** Skeleton rows while the list loads. */
const DOCUMENT_LOADING_ROWS = 5

export interface DocumentTableProps extends Omit<React.ComponentProps<"div">, "children"> {
  /** The documents, in the order shown (sortDocuments puts them in `sort`'s). */
  rows: readonly DocumentListItem[]
  /** Names the table for assistive technology ("Blog posts"). */
  caption: string
  /** The order shown: the headers say it and change it. */
  sort: DocumentSort
  /** Called with the order asked for by a header. */
  onSortChange: (sort: DocumentSort) => void
  /** The editor's address of a document: its title links there. */
  editHref: (id: string) => string
  /** The row's actions (a DocumentActionsMenu). */
  actions?: (row: DocumentListItem) => React.ReactNode
  /** Skeleton rows instead of `rows`. @default false */
  loading?: boolean
  /** Shown instead of the table when there are no rows (an EmptyState). */
  empty?: React.ReactNode
  /** The moment relative times count from. @default the time of rendering */
  now?: Date
}

/**
 * A list of documents: title and path, status, last change and who made it, when the live version was
 * published, and each row's actions. On a phone each row is a card; on a wider screen a table whose
 * headers sort it.
 */
export function DocumentTable({
  rows,
  caption,
  sort,
  onSortChange,
  editHref,
  actions,
  loading = false,
  empty,
  now,
  className,
  ...props
}: DocumentTableProps) {
  if (!loading && rows.length === 0 && empty) return <>{empty}</>
  const headers = DOCUMENT_SORT_KEYS.map((column) => (
    <th key={column} scope="col" aria-sort={ariaSort(column, sort)} className="px-4 py-2.5 font-medium">
      <SortButton column={column} sort={sort} onSortChange={onSortChange} />
    </th>
  ))
  return (
    <div
      data-slot="document-table"
      className={cn("overflow-hidden rounded-xl border border-border bg-card text-card-foreground", className)}
      {...props}
    >
      <table className="w-full border-collapse text-sm" aria-busy={loading || undefined}>
        <caption className="sr-only">{caption}</caption>
        <thead className="hidden border-b border-border bg-muted/50 text-left text-xs text-muted-foreground md:table-header-group">
          <tr>
            {headers}
            <th scope="col" className="w-12 px-2 py-2.5">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {loading
            ? Array.from({ length: DOCUMENT_LOADING_ROWS }, (_, index) => (
                <tr key={index} data-slot="document-table-loading" className="flex flex-col gap-2 px-4 py-3 md:table-row md:p-0">
                  <td className="md:px-4 md:py-3">
                    <Skeleton className="h-4 w-56 max-w-full" />
                    <Skeleton className="mt-1.5 h-3 w-40 max-w-full" />
                  </td>
                  <td className="md:px-4 md:py-3">
                    <Skeleton className="h-5 w-24" />
                  </td>
                  <td className="hidden md:table-cell md:px-4 md:py-3">
                    <Skeleton className="h-4 w-28" />
                  </td>
                  <td className="hidden md:table-cell md:px-4 md:py-3">
                    <Skeleton className="h-4 w-24" />
                  </td>
                  <td className="hidden md:table-cell" />
                </tr>
              ))
            : rows.map((row) => (
                <tr
                  key={row.id}
                  data-slot="document-table-row"
                  className="relative grid grid-cols-[1fr_auto] gap-x-3 gap-y-1.5 px-4 py-3 hover:bg-accent/40 md:table-row md:p-0"
                >
                  <th scope="row" className="min-w-0 text-left font-normal md:px-4 md:py-3">
                    <SmartLink
                      href={editHref(row.id)}
                      className="py-1 font-medium text-foreground underline-offset-4 hover:underline focus-visible:rounded-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                    >
                      {row.title}
                    </SmartLink>
                    <span className="block font-mono text-xs break-all text-muted-foreground">{row.path}</span>
                  </th>
                  <td className="col-start-1 md:px-4 md:py-3">
                    {row.scheduledLabel ? (
                      <span className="flex flex-wrap items-center gap-1.5">
                        <DocumentStatusBadge status={row.status} />
                        <DocumentScheduledBadge label={row.scheduledLabel} />
                      </span>
                    ) : (
                      <DocumentStatusBadge status={row.status} />
                    )}
                  </td>
                  <td className="col-start-1 text-xs text-muted-foreground md:px-4 md:py-3 md:text-sm">
                    <span className="md:hidden">{DOCUMENT_COLUMN_LABELS.updated}: </span>
                    <RelativeTime value={row.updatedAt} now={now} className="text-foreground md:block md:whitespace-nowrap" />
                    <span className="md:block md:text-xs"> {lastChangeBy(row.updatedByName)}</span>
                  </td>
                  <td className="col-start-1 text-xs text-muted-foreground md:px-4 md:py-3 md:text-sm md:whitespace-nowrap">
                    {row.publishedAt ? (
                      <time dateTime={row.publishedAt} title={formatDateTime(row.publishedAt)}>
                        <span className="md:hidden">{DOCUMENT_COLUMN_LABELS.published} </span>
                        {formatLongDate(row.publishedAt)}
                      </time>
                    ) : (
                      <span className="hidden md:inline">Never</span>
                    )}
                  </td>
                  <td className="col-start-2 row-start-1 md:px-2 md:py-3">{actions?.(row)}</td>
                </tr>
              ))}
        </tbody>
      </table>
    </div>
  )
}
