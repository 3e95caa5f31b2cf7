import * as React from "react"
import { ChevronRight, ScrollText } from "lucide-react"
import { formatDateTime, formatRelativeTime } from "../../lib/format-date"
import { plural } from "../../lib/plural"
import { cn } from "../../lib/utils"
import { Badge } from "../badge"
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../dialog"
import { Input } from "../input"
import { EmptyState } from "./empty-state"
import { FilterSelect } from "./filter-select"

/** One entry of the audit log: a data change (old and new row) or an account event. */
export interface AuditEvent {
  id: string
  occurredAt: string
  /** The address of who did it; null for the system. */
  actorEmail: string | null
  actorRole: string | null
  /** "insert", "update", "delete", "login", "user_modified"… */
  action: string
  /** The table or thing it happened to ("site_settings", "user"). */
  targetType: string
  targetId: string | null
  targetLabel: string | null
  oldData: unknown
  newData: unknown
  details?: unknown
  ipAddress: string | null
  userAgent: string | null
}

const ACTION_LABELS: Record<string, string> = {
  insert: "Created",
  update: "Changed",
  delete: "Deleted",
  login: "Signed in",
  logout: "Signed out",
  user_signedup: "Signed up",
  user_invited: "Invited",
  user_modified: "User changed",
  user_deleted: "User deleted",
  user_recovery_requested: "Password reset asked",
  user_updated_password: "Password changed",
  user_confirmation_requested: "Confirmation sent",
}

/** An action as staff read it ("update" → "Changed"); unknown ones as written, spaced. */
function auditActionLabel(action: string) {
  return ACTION_LABELS[action] ?? action.replace(/_/g, " ").replace(/^./, (first) => first.toUpperCase())
}

/** What the action did to: "site_settings" → "site settings"; GoTrue's "user" → "accounts". */
function auditTargetLabel(type: string) {
  return type === "user" ? "accounts" : type.replace(/_/g, " ")
}

const actionVariant = (action: string) =>
  action === "delete" || action === "user_deleted" ? "destructive" : action === "insert" ? "success" : "outline"

const AUDIT_ANY = "all"
const AUDIT_RANGES = [
  { value: "1d", label: "Last 24 hours", days: 1 },
  { value: "7d", label: "Last 7 days", days: 7 },
  { value: "30d", label: "Last 30 days", days: 30 },
  { value: "all", label: "All time", days: Infinity },
] as const
type AuditRange = (typeof AUDIT_RANGES)[number]["value"]

export interface AuditFilters {
  actor: string
  action: string
  table: string
  range: AuditRange
}

/** The events matching the filters, newest first. */
function filterAuditEvents(events: readonly AuditEvent[], filters: AuditFilters, now: Date = new Date()) {
  const days = AUDIT_RANGES.find((range) => range.value === filters.range)?.days ?? Infinity
  const since = days === Infinity ? -Infinity : now.getTime() - days * 86_400_000
  const actor = filters.actor.trim().toLowerCase()
  return events
    .filter(
      (event) =>
        new Date(event.occurredAt).getTime() >= since &&
        (!actor || (event.actorEmail ?? "system").toLowerCase().includes(actor)) &&
        (filters.action === AUDIT_ANY || event.action === filters.action) &&
        (filters.table === AUDIT_ANY || event.targetType === filters.table),
    )
    .sort((a, b) => b.occurredAt.localeCompare(a.occurredAt))
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }
const isRecord = (value: unknown): value is Record<string, Json> => typeof value === "object" && value !== null && !Array.isArray(value)
const show = (value: unknown) => (value === undefined ? "—" : typeof value === "string" ? value : JSON.stringify(value, null, 2))

/** The fields of a change: each key with its value before and after, the changed ones first. */
function auditChanges(oldData: unknown, newData: unknown) {
  const before = isRecord(oldData) ? oldData : {}
  const after = isRecord(newData) ? newData : {}
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])]
  const rows = keys.map((key) => ({
    key,
    before: key in before ? show(before[key]) : "—",
    after: key in after ? show(after[key]) : "—",
    changed: JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  }))
  return [...rows.filter((row) => row.changed), ...rows.filter((row) => !row.changed)]
}

function Meta({ label, children, mono }: { label: string; children: React.ReactNode; mono?: boolean }) {
  return (
    <div className="grid gap-1">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className={cn("min-w-0 text-sm break-words", mono && "font-mono text-xs")}>{children}</dd>
    </div>
  )
}

export interface AuditEventDetailProps {
  /** The event shown in full; null closes the dialog. */
  event: AuditEvent | null
  /** Called with false when the reader closes the dialog. */
  onOpenChange: (open: boolean) => void
}

/** One event in full: who, what, when, from where, and the values before and after. */
export function AuditEventDetail({ event, onOpenChange }: AuditEventDetailProps) {
  const changes = event ? auditChanges(event.oldData, event.newData) : []
  return (
    <Dialog open={event !== null} onOpenChange={onOpenChange}>
      <DialogContent size="lg" className="max-h-[90vh] overflow-y-auto">
        {event && (
          <>
            <DialogHeader>
              <DialogTitle>
                {auditActionLabel(event.action)} · {event.targetLabel ?? auditTargetLabel(event.targetType)}
              </DialogTitle>
              <DialogDescription>
                {event.actorEmail ?? "The system"} on {formatDateTime(event.occurredAt)}
              </DialogDescription>
            </DialogHeader>
            <dl data-slot="audit-event-detail" className="grid gap-3 sm:grid-cols-2">
              <Meta label="Who">
                {event.actorEmail ?? "The system"}
                {event.actorRole && <span className="text-muted-foreground"> ({event.actorRole})</span>}
              </Meta>
              <Meta label="When">{formatDateTime(event.occurredAt)}</Meta>
              <Meta label="What">
                {auditActionLabel(event.action)} in {auditTargetLabel(event.targetType)}
              </Meta>
              <Meta label="Record" mono>
                {event.targetId ?? "—"}
              </Meta>
              <Meta label="From" mono>
                {event.ipAddress ?? "Unknown"}
              </Meta>
              <Meta label="Browser" mono>
                {event.userAgent ?? "Unknown"}
              </Meta>
            </dl>
            {changes.length > 0 ? (
              <div className="overflow-x-auto rounded-md border border-border">
                <table className="w-full text-left text-xs">
                  <caption className="sr-only">Values before and after</caption>
                  <thead className="bg-muted text-muted-foreground">
                    <tr>
                      <th scope="col" className="px-3 py-2 font-medium">
                        Field
                      </th>
                      <th scope="col" className="px-3 py-2 font-medium">
                        Before
                      </th>
                      <th scope="col" className="px-3 py-2 font-medium">
                        After
                      </th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-border">
                    {changes.map((row) => (
                      <tr key={row.key} data-changed={row.changed || undefined} className={cn(!row.changed && "text-muted-foreground")}>
                        <th scope="row" className="px-3 py-2 align-top font-mono font-medium">
                          {row.key}
                        </th>
                        <td className={cn("px-3 py-2 align-top", row.changed && "bg-destructive/5")}>
                          <pre className="font-mono whitespace-pre-wrap break-all">{row.before}</pre>
                        </td>
                        <td className={cn("px-3 py-2 align-top", row.changed && "bg-success/5")}>
                          <pre className="font-mono whitespace-pre-wrap break-all">{row.after}</pre>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            ) : event.details ? (
              <pre className="overflow-x-auto rounded-md border border-border bg-muted p-3 font-mono text-xs">{show(event.details)}</pre>
            ) : null}
          </>
        )}
      </DialogContent>
    </Dialog>
  )
}

function EventSummary({ event, now }: { event: AuditEvent; now?: Date }) {
  return (
    <span className="min-w-0 flex-1">
      <span className="flex flex-wrap items-center gap-2 text-sm">
        <Badge variant={actionVariant(event.action)}>{auditActionLabel(event.action)}</Badge>
        <span className="truncate font-medium text-foreground">{event.targetLabel ?? auditTargetLabel(event.targetType)}</span>
        <span className="text-xs text-muted-foreground">in {auditTargetLabel(event.targetType)}</span>
      </span>
      <span className="mt-0.5 block truncate text-xs text-muted-foreground">
        <span data-slot="audit-actor">{event.actorEmail ?? "The system"}</span>
        <span aria-hidden="true"> · </span>
        <time dateTime={event.occurredAt} title={formatDateTime(event.occurredAt)}>
          {formatRelativeTime(event.occurredAt, now)}
        </time>
        {event.ipAddress && <span className="hidden sm:inline"> · {event.ipAddress}</span>}
      </span>
    </span>
  )
}

function EventRows({ events, onOpen, now }: { events: readonly AuditEvent[]; onOpen: (event: AuditEvent) => void; now?: Date }) {
  return (
    <ul className="divide-y divide-border">
      {events.map((event) => (
        <li key={event.id}>
          <button
            type="button"
            data-slot="audit-event"
            onClick={() => onOpen(event)}
            className="flex w-full items-center gap-3 px-4 py-2.5 text-left outline-none hover:bg-accent/50 focus-visible:bg-accent/50 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset"
          >
            <EventSummary event={event} now={now} />
            <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
          </button>
        </li>
      ))}
    </ul>
  )
}

export interface RecentChangesProps extends Omit<React.ComponentProps<"section">, "title"> {
  /** The latest events, newest first. */
  events: readonly AuditEvent[]
  /** The panel's heading. @default "Recent changes" */
  title?: string
  /** A link to the whole log, at the foot ("View the audit log"). */
  footer?: React.ReactNode
  /** The moment relative times ("5 minutes ago") count from; the current time when absent, so stories can fix it. */
  now?: Date
}

/** The latest events, compact, for the dashboard; each opens in full. */
export function RecentChanges({ events, title = "Recent changes", footer, now, className, ...props }: RecentChangesProps) {
  const titleId = React.useId()
  const [open, setOpen] = React.useState<AuditEvent | null>(null)
  return (
    <section
      data-slot="recent-changes"
      aria-labelledby={titleId}
      className={cn("rounded-xl border border-border bg-card text-card-foreground", className)}
      {...props}
    >
      <header className="border-b border-border px-4 py-3">
        <h2 id={titleId} className="font-heading text-sm font-semibold">
          {title}
        </h2>
      </header>
      {events.length === 0 ? (
        <p className="px-4 py-8 text-center text-sm text-muted-foreground">Nothing has changed yet.</p>
      ) : (
        <EventRows events={events} onOpen={setOpen} now={now} />
      )}
      {footer && <div className="border-t border-border px-4 py-2.5 text-sm">{footer}</div>}
      <AuditEventDetail event={open} onOpenChange={(isOpen) => !isOpen && setOpen(null)} />
    </section>
  )
}

export interface AuditLogTableProps extends Omit<React.ComponentProps<"section">, "title"> {
  /** Every event of the log, newest first; the table filters and pages them. */
  events: readonly AuditEvent[]
  /** The filters to start with (an actor or a table, from a link). */
  defaultFilters?: Partial<AuditFilters>
  /** The moment relative times ("5 minutes ago") count from; the current time when absent, so stories can fix it. */
  now?: Date
}

/** The whole audit log: filters for who, the action, the table and the time range, and each event in full. */
export function AuditLogTable({ events, defaultFilters, now, className, ...props }: AuditLogTableProps) {
  const actorId = React.useId()
  const [filters, setFilters] = React.useState<AuditFilters>({
    actor: "",
    action: AUDIT_ANY,
    table: AUDIT_ANY,
    range: "30d",
    ...defaultFilters,
  })
  const [open, setOpen] = React.useState<AuditEvent | null>(null)
  const shown = React.useMemo(() => filterAuditEvents(events, filters, now), [events, filters, now])
  const options = (values: string[], label: (value: string) => string, anyLabel: string) => [
    { value: AUDIT_ANY, label: anyLabel },
    ...[...new Set(values)].sort().map((value) => ({ value, label: label(value) })),
  ]
  const actions = React.useMemo(
    () =>
      options(
        events.map((event) => event.action),
        auditActionLabel,
        "All actions",
      ),
    [events],
  )
  const tables = React.useMemo(
    () =>
      options(
        events.map((event) => event.targetType),
        auditTargetLabel,
        "All tables",
      ),
    [events],
  )
  const set = (patch: Partial<AuditFilters>) => setFilters((current) => ({ ...current, ...patch }))

  return (
    <section
      data-slot="audit-log"
      aria-label="Audit log"
      className={cn("rounded-xl border border-border bg-card text-card-foreground", className)}
      {...props}
    >
      <div className="grid grid-cols-2 gap-3 border-b border-border px-4 py-3 lg:grid-cols-[1fr_11rem_11rem_10rem]">
        <div className="col-span-2 flex flex-col gap-1 lg:col-span-1">
          <label htmlFor={actorId} className="text-xs font-medium text-muted-foreground">
            Who
          </label>
          <Input
            id={actorId}
            type="search"
            size="sm"
            placeholder="name@nordika.se"
            value={filters.actor}
            onChange={(event) => set({ actor: event.target.value })}
          />
        </div>
        <FilterSelect label="Action" value={filters.action} options={actions} onValueChange={(action) => set({ action })} />
        <FilterSelect label="Table" value={filters.table} options={tables} onValueChange={(table) => set({ table })} />
        <FilterSelect
          label="Time range"
          value={filters.range}
          options={AUDIT_RANGES}
          onValueChange={(range) => set({ range: range as AuditRange })}
        />
      </div>
      <p role="status" className="border-b border-border px-4 py-2 text-xs text-muted-foreground tabular-nums">
        {plural(shown.length, "event", "events")}
      </p>
      {shown.length === 0 ? (
        <EmptyState
          icon={ScrollText}
          headingLevel="h2"
          title="No events match"
          description="Try another person, action or time range."
          className="m-4 py-8"
        />
      ) : (
        <EventRows events={shown} onOpen={setOpen} now={now} />
      )}
      <AuditEventDetail event={open} onOpenChange={(isOpen) => !isOpen && setOpen(null)} />
    </section>
  )
}
