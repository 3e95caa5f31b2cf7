import * as React from "react"
import { ArchiveRestore } from "lucide-react"
import { formatDateTime, formatLongDate } from "../../lib/format-date"
import { cn } from "../../lib/utils"
import { Button } from "../button"
import { Skeleton } from "../skeleton"

/** How long a document stays in the trash before it goes for good (prune_trashed_documents()). */
export const TRASH_RETENTION_DAYS = 30

const DAY_MS = 24 * 60 * 60 * 1000

/** The moment a document trashed at `deletedAt` goes for good. */
export const goesForGoodOn = (deletedAt: string) => new Date(new Date(deletedAt).getTime() + TRASH_RETENTION_DAYS * DAY_MS).toISOString()

export const TRASH_RESTORE_LABEL = "Restore"

/** A document in the trash. */
export interface TrashedDocument {
  id: string
  title: string
  path: string
  /** Its kind's name ("Blog post"). */
  kindLabel: string
  deletedAt: string
  /** Who moved it there; null when not known. */
  deletedByName: string | null
}

export interface DocumentTrashTableProps extends Omit<React.ComponentProps<"div">, "children"> {
  /** The trashed documents, newest first. */
  rows: readonly TrashedDocument[]
  /** Brings one back. */
  onRestore: (row: TrashedDocument) => void
  /** The document being restored now: its button waits. */
  restoringId?: string | null
  /** Skeleton rows instead of `rows`. @default false */
  loading?: boolean
  /** Shown instead of the list when the trash is empty (an EmptyState). */
  empty?: React.ReactNode
}

/** The trash: each document with when it was deleted and by whom, when it goes for good, and its restore button. */
export function DocumentTrashTable({ rows, onRestore, restoringId, loading = false, empty, className, ...props }: DocumentTrashTableProps) {
  if (!loading && rows.length === 0 && empty) return <>{empty}</>
  return (
    <div
      data-slot="document-trash-table"
      className={cn("overflow-hidden rounded-xl border border-border bg-card text-card-foreground", className)}
      aria-busy={loading || undefined}
      {...props}
    >
      <ul aria-label="Documents in the trash" className="divide-y divide-border">
        {loading
          ? Array.from({ length: 3 }, (_, index) => (
              <li key={index} className="flex flex-col gap-1.5 px-4 py-3">
                <Skeleton className="h-4 w-56 max-w-full" />
                <Skeleton className="h-3 w-72 max-w-full" />
              </li>
            ))
          : rows.map((row) => (
              <li
                key={row.id}
                data-slot="document-trash-row"
                className="flex flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="min-w-0">
                  <p className="font-medium">
                    {row.title}{" "}
                    <span
                      data-slot="document-trash-kind"
                      className="block text-xs font-normal text-muted-foreground sm:inline sm:whitespace-nowrap"
                    >
                      <span className="hidden sm:inline">· </span>
                      {row.kindLabel}
                    </span>
                  </p>
                  <p className="font-mono text-xs break-all text-muted-foreground">{row.path}</p>
                  {/* On a phone each fact takes its own line; side by side, a dot parts them (as the kind from the title). */}
                  <p className="mt-1 flex flex-col text-xs text-muted-foreground sm:block">
                    <span>
                      Deleted on{" "}
                      <time dateTime={row.deletedAt} title={formatDateTime(row.deletedAt)} className="text-foreground">
                        {formatLongDate(row.deletedAt)}
                      </time>
                      {row.deletedByName ? ` by ${row.deletedByName}` : ""}
                    </span>
                    <span className="hidden sm:inline">{" · "}</span>
                    <span>
                      goes for good on{" "}
                      <time dateTime={goesForGoodOn(row.deletedAt)} className="text-foreground">
                        {formatLongDate(goesForGoodOn(row.deletedAt))}
                      </time>
                    </span>
                  </p>
                </div>
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  className="shrink-0 self-start sm:self-center"
                  aria-label={`${TRASH_RESTORE_LABEL} ${row.title}`}
                  loading={restoringId === row.id}
                  disabled={Boolean(restoringId) && restoringId !== row.id}
                  onClick={() => onRestore(row)}
                >
                  <ArchiveRestore aria-hidden="true" />
                  {TRASH_RESTORE_LABEL}
                </Button>
              </li>
            ))}
      </ul>
    </div>
  )
}
