import * as React from "react"
import { Bug, ChevronRight } from "lucide-react"
import { formatDateTime, formatRelativeTime } from "../../lib/format-date"
import { plural } from "../../lib/plural"
import { cn } from "../../lib/utils"
import { Badge } from "../badge"
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../dialog"
import { Input } from "../input"
import { EmptyState } from "./empty-state"
import { FilterSelect } from "./filter-select"

/** One error a browser reported, as the list and the detail show it. */
export interface ClientErrorReport {
  id: string
  occurredAt: string
  kind: string
  message: string
  path: string
  url?: string | null
  stack?: string | null
  componentStack?: string | null
  userAgent?: string | null
  userEmail?: string | null
  release?: string | null
}

/** The time ranges the list offers, in hours. */
const CLIENT_ERROR_RANGES = [
  { value: "24h", label: "Last 24 hours", hours: 24 },
  { value: "7d", label: "Last 7 days", hours: 7 * 24 },
  { value: "30d", label: "Last 30 days", hours: 30 * 24 },
  { value: "90d", label: "Last 90 days", hours: 90 * 24 },
] as const
type ClientErrorRange = (typeof CLIENT_ERROR_RANGES)[number]["value"]
const CLIENT_ERROR_DEFAULT_RANGE: ClientErrorRange = "7d"
const CLIENT_ERROR_ALL_ROUTES = "all"
export const CLIENT_ERROR_SEARCH_LABEL = "Search messages"

const CLIENT_ERROR_KIND_LABELS: Record<string, string> = {
  render: "Render",
  route: "Route",
  window: "Uncaught",
  unhandled_rejection: "Promise",
  chunk_load: "Chunk load",
}

export interface ClientErrorFilters {
  range: ClientErrorRange
  route: string
  search: string
}

/** The reports that match the filters, newest first. */
function filterClientErrors(reports: readonly ClientErrorReport[], filters: ClientErrorFilters, now: Date = new Date()) {
  const hours = CLIENT_ERROR_RANGES.find((range) => range.value === filters.range)?.hours ?? 24
  const since = now.getTime() - hours * 3600_000
  const search = filters.search.trim().toLowerCase()
  return reports
    .filter(
      (report) =>
        new Date(report.occurredAt).getTime() >= since &&
        (filters.route === CLIENT_ERROR_ALL_ROUTES || report.path === filters.route) &&
        (!search || report.message.toLowerCase().includes(search)),
    )
    .sort((a, b) => b.occurredAt.localeCompare(a.occurredAt))
}

function Field({ label, children, mono }: { label: string; children: React.ReactNode; mono?: boolean }) {
  return (
    <div className="grid gap-1">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className={cn("min-w-0 text-sm break-words", mono && "font-mono text-xs")}>{children}</dd>
    </div>
  )
}

function StackBlock({ label, text }: { label: string; text: string }) {
  const labelId = React.useId()
  return (
    <section aria-labelledby={labelId} className="grid gap-1">
      <h3 id={labelId} className="text-xs font-medium text-muted-foreground">
        {label}
      </h3>
      {/* Focusable so keyboard users can scroll a long stack. */}
      <pre
        tabIndex={0}
        className="max-h-64 overflow-auto rounded-md border border-border bg-muted p-3 font-mono text-xs whitespace-pre-wrap break-words text-foreground outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        {text}
      </pre>
    </section>
  )
}

export interface ClientErrorDetailProps {
  /** The report shown in full; null closes the dialog. */
  report: ClientErrorReport | null
  /** Called with false when the reader closes the dialog. */
  onOpenChange: (open: boolean) => void
}

/** One report in full: the message, when, where, which browser and who, and the stacks. */
export function ClientErrorDetail({ report, onOpenChange }: ClientErrorDetailProps) {
  return (
    <Dialog open={report !== null} onOpenChange={onOpenChange}>
      <DialogContent size="lg" className="max-h-[90vh] overflow-y-auto">
        {report && (
          <>
            <DialogHeader>
              <DialogTitle className="pr-6 break-words">{report.message}</DialogTitle>
              <DialogDescription>
                {CLIENT_ERROR_KIND_LABELS[report.kind] ?? report.kind} error on {report.path}
              </DialogDescription>
            </DialogHeader>
            <dl data-slot="client-error-detail" className="grid gap-3 sm:grid-cols-2">
              <Field label="When">{formatDateTime(report.occurredAt)}</Field>
              <Field label="Route" mono>
                {report.path}
              </Field>
              {report.url && (
                <Field label="Address" mono>
                  {report.url}
                </Field>
              )}
              <Field label="Signed in as">{report.userEmail ?? "A visitor (not signed in)"}</Field>
              {report.release && (
                <Field label="Release" mono>
                  {report.release}
                </Field>
              )}
              <div className="sm:col-span-2">
                <Field label="Browser" mono>
                  {report.userAgent ?? "Unknown"}
                </Field>
              </div>
            </dl>
            {report.stack ? (
              <StackBlock label="Stack trace" text={report.stack} />
            ) : (
              <p className="text-sm text-muted-foreground">No stack trace was sent.</p>
            )}
            {report.componentStack && <StackBlock label="Component stack" text={report.componentStack} />}
          </>
        )}
      </DialogContent>
    </Dialog>
  )
}

export interface ClientErrorListProps extends Omit<React.ComponentProps<"section">, "title"> {
  /** The reports, newest first. */
  reports: readonly ClientErrorReport[]
  /** The panel's heading. @default "Browser errors" */
  title?: string
  /** Heading level of the title, to fit the page's outline. @default "h2" */
  headingLevel?: "h2" | "h3"
  /** The filters to start from. */
  defaultFilters?: Partial<ClientErrorFilters>
  /** The moment "Last 24 hours" counts back from. @default new Date() */
  now?: Date
}

/**
 * The errors browsers reported: filters for the time range, the route and the message, one row per
 * report (newest first), and the report in full in a dialog.
 */
export function ClientErrorList({
  reports,
  title = "Browser errors",
  headingLevel = "h2",
  defaultFilters,
  now,
  className,
  ...props
}: ClientErrorListProps) {
  const titleId = React.useId()
  const searchId = React.useId()
  const Heading = headingLevel
  const [filters, setFilters] = React.useState<ClientErrorFilters>({
    range: CLIENT_ERROR_DEFAULT_RANGE,
    route: CLIENT_ERROR_ALL_ROUTES,
    search: "",
    ...defaultFilters,
  })
  const [open, setOpen] = React.useState<ClientErrorReport | null>(null)
  const shown = React.useMemo(() => filterClientErrors(reports, filters, now), [reports, filters, now])
  const routes = React.useMemo(
    () => [
      { value: CLIENT_ERROR_ALL_ROUTES, label: "All routes" },
      ...[...new Set(reports.map((report) => report.path))].sort().map((path) => ({ value: path, label: path })),
    ],
    [reports],
  )
  const set = (patch: Partial<ClientErrorFilters>) => setFilters((current) => ({ ...current, ...patch }))

  return (
    <section
      data-slot="client-error-list"
      aria-labelledby={titleId}
      className={cn("rounded-xl border border-border bg-card text-card-foreground", className)}
      {...props}
    >
      <header className="flex flex-col gap-3 border-b border-border px-4 py-3">
        <div className="flex items-baseline justify-between gap-3">
          <Heading id={titleId} className="font-heading text-sm font-semibold">
            {title}
          </Heading>
          <p role="status" className="text-xs text-muted-foreground tabular-nums">
            {plural(shown.length, "report", "reports")}
          </p>
        </div>
        <div className="grid gap-3 sm:grid-cols-[10rem_minmax(0,14rem)_1fr]">
          <FilterSelect
            label="Time range"
            value={filters.range}
            options={CLIENT_ERROR_RANGES}
            onValueChange={(range) => set({ range: range as ClientErrorRange })}
          />
          <FilterSelect label="Route" value={filters.route} options={routes} onValueChange={(route) => set({ route })} />
          <div className="flex flex-col gap-1">
            <label htmlFor={searchId} className="text-xs font-medium text-muted-foreground">
              {CLIENT_ERROR_SEARCH_LABEL}
            </label>
            <Input
              id={searchId}
              type="search"
              size="sm"
              value={filters.search}
              placeholder="TypeError, fetch…"
              onChange={(event) => set({ search: event.target.value })}
            />
          </div>
        </div>
      </header>
      {shown.length === 0 ? (
        <EmptyState
          icon={Bug}
          headingLevel="h3"
          title={reports.length === 0 ? "No errors reported" : "No errors match"}
          description={reports.length === 0 ? "Browsers have not reported any crash." : "Try a longer time range or another route."}
          className="m-4 py-8"
        />
      ) : (
        <ul className="divide-y divide-border">
          {shown.map((report) => (
            <li key={report.id}>
              <button
                type="button"
                data-slot="client-error-row"
                onClick={() => setOpen(report)}
                className="flex w-full items-center gap-3 px-4 py-3 text-left outline-none hover:bg-accent/50 focus-visible:bg-accent/50 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset"
              >
                <span className="min-w-0 flex-1">
                  <span className="block truncate text-sm font-medium text-foreground">{report.message}</span>
                  <span className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
                    <Badge variant="outline" className="font-normal">
                      {CLIENT_ERROR_KIND_LABELS[report.kind] ?? report.kind}
                    </Badge>
                    <span className="font-mono">{report.path}</span>
                    <span aria-hidden="true">·</span>
                    <time dateTime={report.occurredAt} title={formatDateTime(report.occurredAt)}>
                      {formatRelativeTime(report.occurredAt, now)}
                    </time>
                  </span>
                </span>
                <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <ClientErrorDetail report={open} onOpenChange={(isOpen) => !isOpen && setOpen(null)} />
    </section>
  )
}
