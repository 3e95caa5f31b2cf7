import * as React from "react"
import { AlertTriangle, ArrowRight, BellOff, Clock, Link2Off, Pencil, RefreshCw, RotateCcw, ShieldOff, Unplug } from "lucide-react"
import { formatDateTime } from "../../lib/format-date"
import { SmartLink } from "../../lib/link-context"
import { plural } from "../../lib/plural"
import { cn } from "../../lib/utils"
import { Badge } from "../badge"
import { Button } from "../button"
import { Skeleton } from "../skeleton"

/** What the link checker found of a link that needs an editor (an "ok" link is not listed). */
export type LinkProblemStatus = "broken" | "redirected" | "slow" | "unreachable" | "refused"

/** The statuses as editors read them. */
export const LINK_STATUS_LABELS: Readonly<Record<LinkProblemStatus, string>> = {
  broken: "Broken",
  redirected: "Redirected",
  slow: "Slow",
  unreachable: "Unreachable",
  refused: "Refused",
}

const STATUS_ICONS = { broken: Link2Off, redirected: ArrowRight, slow: Clock, unreachable: Unplug, refused: ShieldOff } as const

/** A link as the report lists it: where it points, what was found, and the document and field that hold it. */
export interface LinkReportItem {
  id: string
  status: LinkProblemStatus
  /** The address, the path, or (a link by id) the linked page's path or title. */
  target: string
  /** What the checker saw ("HTTP 404", "the linked page is not published", "refused: private address"). */
  detail: string | null
  /** Where a redirected link ends. */
  finalTarget: string | null
  documentTitle: string
  /** The document's kind as staff read it ("Blog post"). */
  documentKind: string
  /** The field that holds the link, as staff read it ("Body", "Closing band › Primary button"). */
  fieldLabel: string
  /** Where the document is edited. */
  editHref: string
  /**
   * Staff chose to ignore this link: why, and the address prefix the ignore covers (null when it is this
   * address alone). An ignored link is listed only under the "Ignored" filter.
   */
  ignored?: { reason: string; prefix: string | null } | null
}

export interface LinkReportTableProps extends Omit<React.ComponentProps<"div">, "children"> {
  /** The links to fix (or the ones the chosen filter shows), one row each with the document that holds it. */
  rows: readonly LinkReportItem[]
  /** Skeleton rows instead of `rows`. @default false */
  loading?: boolean
  /** Shown instead of the list when there are no rows (an EmptyState). */
  empty?: React.ReactNode
  /** Ignores a link (the caller asks why); without it, no Ignore button (a role that may not). */
  onIgnore?: (row: LinkReportItem) => void
  /** Un-ignores an ignored link; without it, no Un-ignore button. */
  onUnignore?: (row: LinkReportItem) => void
}

/** The links that need an editor: each with its status, where it points, why, and the document and field to fix it in. */
export function LinkReportTable({ rows, loading = false, empty, onIgnore, onUnignore, className, ...props }: LinkReportTableProps) {
  if (!loading && rows.length === 0 && empty) return <>{empty}</>
  return (
    <div
      data-slot="link-report-table"
      className={cn("overflow-hidden rounded-xl border border-border bg-card text-card-foreground", className)}
      aria-busy={loading || undefined}
      {...props}
    >
      <ul aria-label="Links to fix" className="divide-y divide-border">
        {loading
          ? Array.from({ length: 3 }, (_, index) => (
              <li key={index} className="flex flex-col gap-1.5 px-4 py-3">
                <Skeleton className="h-4 w-72 max-w-full" />
                <Skeleton className="h-3 w-48 max-w-full" />
              </li>
            ))
          : rows.map((row) => {
              const Icon = STATUS_ICONS[row.status]
              return (
                <li
                  key={row.id}
                  data-slot="link-report-row"
                  data-status={row.status}
                  data-ignored={row.ignored ? "" : undefined}
                  className="flex flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center sm:justify-between"
                >
                  <div className="min-w-0">
                    <p className="flex flex-wrap items-center gap-2 text-sm">
                      <Badge variant={row.status === "broken" || row.status === "refused" ? "destructive" : "outline"}>
                        <Icon aria-hidden="true" />
                        {LINK_STATUS_LABELS[row.status]}
                      </Badge>
                      <span className="font-mono break-all">{row.target}</span>
                      {row.ignored ? (
                        <Badge variant="secondary">
                          <BellOff aria-hidden="true" />
                          Ignored
                        </Badge>
                      ) : null}
                      {row.finalTarget && row.status === "redirected" ? (
                        <>
                          <ArrowRight aria-label="ends at" className="size-4 shrink-0 text-muted-foreground" />
                          <span className="font-mono break-all">{row.finalTarget}</span>
                        </>
                      ) : null}
                    </p>
                    {row.detail ? <p className="mt-1 text-xs text-muted-foreground">{row.detail}</p> : null}
                    <p className="mt-1 text-xs text-muted-foreground">
                      {"In "}
                      <span className="font-medium text-foreground">{row.documentTitle}</span>
                      {` (${row.documentKind}), ${row.fieldLabel}`}
                    </p>
                    {row.ignored ? (
                      <p data-slot="link-report-ignored" className="mt-1 text-xs text-muted-foreground">
                        {`Ignored${row.ignored.prefix ? ` with every address starting ${row.ignored.prefix}` : ""}: ${row.ignored.reason}`}
                      </p>
                    ) : null}
                  </div>
                  <div className="flex shrink-0 gap-2 self-start sm:self-center">
                    {row.ignored && onUnignore ? (
                      <Button
                        type="button"
                        variant="ghost"
                        size="sm"
                        aria-label={`Un-ignore ${row.target}`}
                        onClick={() => onUnignore(row)}
                      >
                        <RotateCcw aria-hidden="true" />
                        Un-ignore
                      </Button>
                    ) : null}
                    {!row.ignored && onIgnore ? (
                      <Button type="button" variant="ghost" size="sm" aria-label={`Ignore ${row.target}`} onClick={() => onIgnore(row)}>
                        <BellOff aria-hidden="true" />
                        Ignore
                      </Button>
                    ) : null}
                    <Button asChild variant="outline" size="sm">
                      <SmartLink href={row.editHref} aria-label={`Edit ${row.documentTitle}`}>
                        <Pencil aria-hidden="true" />
                        Edit
                      </SmartLink>
                    </Button>
                  </div>
                </li>
              )
            })}
      </ul>
    </div>
  )
}

export interface LinkCheckStatusProps extends Omit<React.ComponentProps<"section">, "children"> {
  /** When the last check of the whole site finished; null before the first. */
  lastRunAt: string | null
  /** How many links the last run checked. */
  linksChecked: number | null
  /** The problems by status, for the summary line. */
  counts: Partial<Record<LinkProblemStatus, number>>
  /** A run is waiting or under way: the button waits. */
  checking?: boolean
  /** Asks for a run of the whole site now. */
  onCheckNow: () => void
}

/** The last run's time and what it found, and "Check now". */
export function LinkCheckStatus({
  lastRunAt,
  linksChecked,
  counts,
  checking = false,
  onCheckNow,
  className,
  ...props
}: LinkCheckStatusProps) {
  const problems = (Object.keys(LINK_STATUS_LABELS) as LinkProblemStatus[]).filter((status) => (counts[status] ?? 0) > 0)
  return (
    <section
      data-slot="link-check-status"
      aria-label="Last check"
      className={cn(
        "flex flex-col gap-3 rounded-xl border border-border bg-card p-4 text-card-foreground sm:flex-row sm:items-center sm:justify-between",
        className,
      )}
      {...props}
    >
      <div className="min-w-0 text-sm">
        <p>
          {lastRunAt ? (
            <>
              {"Last checked "}
              <time dateTime={lastRunAt} title={formatDateTime(lastRunAt)} className="font-medium">
                {formatDateTime(lastRunAt)}
              </time>
              {linksChecked !== null ? `: ${plural(linksChecked, "link", "links")}` : null}
            </>
          ) : (
            "The links have not been checked yet."
          )}
        </p>
        <p className="mt-1 flex flex-wrap items-center gap-1.5 text-xs text-muted-foreground">
          {problems.length === 0 ? (
            lastRunAt ? (
              "Nothing to fix."
            ) : null
          ) : (
            <>
              <AlertTriangle aria-hidden="true" className="size-3.5" />
              {problems.map((status) => `${counts[status]} ${LINK_STATUS_LABELS[status].toLowerCase()}`).join(", ")}
            </>
          )}
        </p>
      </div>
      <Button type="button" onClick={onCheckNow} loading={checking} className="shrink-0 self-start sm:self-center">
        <RefreshCw aria-hidden="true" />
        {checking ? "Checking…" : "Check now"}
      </Button>
    </section>
  )
}
