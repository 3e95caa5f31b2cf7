import * as React from "react"
import type { ColumnDef, PaginationState } from "@tanstack/react-table"
import { Download, Paperclip, Search } from "lucide-react"
import { formatDateTime } from "../../lib/format-date"
import { plural, pluralForm } from "../../lib/plural"
import { SmartLink } from "../../lib/link-context"
import { cn } from "../../lib/utils"
import { Badge } from "../badge"
import { Button } from "../button"
import { DataTable } from "../data-table"
import { Input } from "../input"
import { FilterSelect } from "./filter-select"
import { RelativeTime } from "./staff-user-table"

export const LEAD_TYPE_NAMES = [
  "quote",
  "consultation",
  "contact",
  "job_application",
  "freelancer_application",
  "event_registration",
  "brochure_request",
  "accessibility_report",
] as const
export type LeadTypeName = (typeof LEAD_TYPE_NAMES)[number]

export const LEAD_STATUS_NAMES = ["new", "in_progress", "won", "lost", "closed"] as const
export type LeadStatusName = (typeof LEAD_STATUS_NAMES)[number]

/** The languages a lead can be sent in: the site's (the page's language when the visitor sent it). */
export const LEAD_LANGUAGE_NAMES = ["en", "sv", "de"] as const
export type LeadLanguageName = (typeof LEAD_LANGUAGE_NAMES)[number]

/** Each language as staff read it (in English, as the admin is). */
export const LEAD_LANGUAGE_LABELS = { en: "English", sv: "Swedish", de: "German" } as const satisfies Record<LeadLanguageName, string>

/** How each kind of lead reads in the inbox. */
export const LEAD_TYPE_LABELS = {
  quote: "Quote request",
  consultation: "Consultation",
  contact: "Message",
  job_application: "Job application",
  freelancer_application: "Freelancer application",
  event_registration: "Event registration",
  brochure_request: "Brochure request",
  accessibility_report: "Accessibility report",
} as const satisfies Record<LeadTypeName, string>

export const LEAD_STATUS_LABELS = {
  new: "New",
  in_progress: "In progress",
  won: "Won",
  lost: "Lost",
  closed: "Closed",
} as const satisfies Record<LeadStatusName, string>

const STATUS_BADGE = {
  new: "default",
  in_progress: "secondary",
  won: "success",
  lost: "destructive",
  closed: "outline",
} as const satisfies Record<LeadStatusName, "default" | "secondary" | "success" | "destructive" | "outline">

const LEAD_INBOX_CAPTION = "Leads"
export const LEAD_SEARCH_LABEL = "Search leads"
const LEAD_SEARCH_PLACEHOLDER = "Name, email, company, reference…"
export const LEAD_EXPORT_LABEL = "Export CSV"
const LEAD_UNREAD_LABEL = "Unread"
export const LEAD_UNASSIGNED_LABEL = "Unassigned"
export const LEAD_EMPTY_MESSAGE = "No lead matches these filters."
export const LEAD_FILTER_LABELS = {
  type: "Type",
  status: "Status",
  assignee: "Assignee",
  language: "Language",
  from: "From",
  to: "To",
} as const
const LEAD_COLUMN_LABELS = {
  lead: "Lead",
  type: "Type",
  language: "Language",
  status: "Status",
  assignee: "Assignee",
  received: "Received",
} as const

/** A lead's status as a badge. */
export function LeadStatusBadge({
  status,
  className,
  ...props
}: {
  /** The lead's status, as its word and colour. */
  status: LeadStatusName
} & React.ComponentProps<"span">) {
  return (
    <Badge variant={STATUS_BADGE[status]} data-status={status} className={className} {...props}>
      {LEAD_STATUS_LABELS[status]}
    </Badge>
  )
}

/** One row of the inbox. */
export interface LeadInboxRow {
  id: string
  reference: string
  type: LeadTypeName
  status: LeadStatusName
  name: string
  email: string
  company: string | null
  /** The language the visitor sent it in (their mails are in it). */
  language: LeadLanguageName
  /** The assignee's name; null when nobody has it. */
  assigneeName: string | null
  createdAt: string
  /** Not opened yet by the reader. */
  unread: boolean
  fileCount: number
}

export interface LeadInboxFilterValues {
  search: string
  type: LeadTypeName | "all"
  status: LeadStatusName | "all"
  /** "all", "unassigned", or a staff member's id. */
  assignee: string
  language: LeadLanguageName | "all"
  /** Received on or after this day (yyyy-mm-dd, the reader's time zone); "" for no bound. */
  from: string
  /** Received on or before this day; "" for no bound. */
  to: string
}

export const EMPTY_LEAD_FILTERS: LeadInboxFilterValues = {
  search: "",
  type: "all",
  status: "all",
  assignee: "all",
  language: "all",
  from: "",
  to: "",
}

export interface LeadAssigneeOption {
  id: string
  name: string
}

/** The leads of each status and type, and how many the reader has not opened. */
export interface LeadCounts {
  byStatus: Record<LeadStatusName, number>
  byType: Record<LeadTypeName, number>
  total: number
  unread: number
}

export interface LeadStatusTabsProps extends Omit<React.ComponentProps<"div">, "onSelect"> {
  /** How many leads each status has, shown in its tab. */
  counts: LeadCounts
  /** The status the list is filtered to. */
  value: LeadStatusName | "all"
  /** Called with the status chosen, or "all". */
  onValueChange: (status: LeadStatusName | "all") => void
}

/** The count of leads per status as toggle buttons that filter the list ("New 4"). */
export function LeadStatusTabs({ counts, value, onValueChange, className, ...props }: LeadStatusTabsProps) {
  const options: { status: LeadStatusName | "all"; label: string; count: number }[] = [
    { status: "all", label: "All", count: counts.total },
    ...LEAD_STATUS_NAMES.map((status) => ({ status, label: LEAD_STATUS_LABELS[status], count: counts.byStatus[status] })),
  ]
  return (
    <div
      data-slot="lead-status-tabs"
      role="group"
      aria-label="Leads by status"
      className={cn("flex flex-wrap items-center gap-2", className)}
      {...props}
    >
      {options.map((option) => (
        <Button
          key={option.status}
          type="button"
          size="sm"
          variant={value === option.status ? "default" : "outline"}
          aria-pressed={value === option.status}
          onClick={() => onValueChange(option.status)}
        >
          {option.label}
          <span
            data-slot="lead-status-count"
            className={cn(
              "rounded-full px-1.5 text-xs tabular-nums",
              value === option.status ? "bg-primary-foreground text-primary" : "bg-muted text-muted-foreground",
            )}
          >
            {option.count}
          </span>
        </Button>
      ))}
      {counts.unread > 0 && (
        <Badge variant="outline" data-slot="lead-unread-count" className="ml-auto">
          <span aria-hidden="true" className="size-2 rounded-full bg-primary" />
          {counts.unread} {LEAD_UNREAD_LABEL.toLowerCase()}
        </Badge>
      )}
    </div>
  )
}

export interface LeadInboxFiltersProps extends Omit<React.ComponentProps<"form">, "onChange"> {
  /** The filters in force. */
  value: LeadInboxFilterValues
  /** Called with the filters after every change. */
  onValueChange: (value: LeadInboxFilterValues) => void
  /** The staff a lead can be assigned to, for the "Assigned to" filter. */
  assignees: readonly LeadAssigneeOption[]
  /** The lead types the reader's role works, offered in the type filter. @default LEAD_TYPE_NAMES */
  types?: readonly LeadTypeName[]
  /** Shown beside each type in its filter. */
  counts?: LeadCounts
  /** Exports what the filters match; the button is left out without it. */
  onExport?: () => void
  /** The export is running. @default false */
  exporting?: boolean
}

/** The inbox's filter bar: search, type, status, assignee, language and the days received, and the CSV export. */
export function LeadInboxFilters({
  value,
  onValueChange,
  assignees,
  types = LEAD_TYPE_NAMES,
  counts,
  onExport,
  exporting = false,
  className,
  ...props
}: LeadInboxFiltersProps) {
  const id = React.useId()
  const [search, setSearch] = React.useState(value.search)
  const [lastSearch, setLastSearch] = React.useState(value.search)
  if (value.search !== lastSearch) {
    setLastSearch(value.search)
    setSearch(value.search)
  }
  const set = (change: Partial<LeadInboxFilterValues>) => onValueChange({ ...value, ...change })
  const typeOptions = [
    { value: "all", label: "All types" },
    ...types.map((type) => ({
      value: type,
      label: counts ? `${LEAD_TYPE_LABELS[type]} (${counts.byType[type]})` : LEAD_TYPE_LABELS[type],
    })),
  ]
  const statusOptions = [
    { value: "all", label: "All statuses" },
    ...LEAD_STATUS_NAMES.map((status) => ({ value: status, label: LEAD_STATUS_LABELS[status] })),
  ]
  const assigneeOptions = [
    { value: "all", label: "Anyone" },
    { value: "unassigned", label: LEAD_UNASSIGNED_LABEL },
    ...assignees.map((assignee) => ({ value: assignee.id, label: assignee.name })),
  ]
  const languageOptions = [
    { value: "all", label: "All languages" },
    ...LEAD_LANGUAGE_NAMES.map((language) => ({ value: language, label: LEAD_LANGUAGE_LABELS[language] })),
  ]
  return (
    <form
      data-slot="lead-inbox-filters"
      role="search"
      aria-label="Filter leads"
      className={cn("flex flex-col gap-3", className)}
      onSubmit={(event) => {
        event.preventDefault()
        set({ search: search.trim() })
      }}
      {...props}
    >
      <div className="flex flex-wrap items-end gap-2">
        <div className="flex min-w-0 flex-1 basis-64 flex-col gap-1">
          <label htmlFor={`${id}-search`} className="text-xs font-medium text-muted-foreground">
            {LEAD_SEARCH_LABEL}
          </label>
          <div className="flex gap-2">
            <Input
              id={`${id}-search`}
              type="search"
              size="sm"
              placeholder={LEAD_SEARCH_PLACEHOLDER}
              value={search}
              onChange={(event) => {
                setSearch(event.target.value)
                if (event.target.value === "" && value.search !== "") set({ search: "" })
              }}
            />
            <Button type="submit" size="sm" variant="secondary">
              <Search aria-hidden="true" />
              Search
            </Button>
          </div>
        </div>
        {onExport && (
          <Button type="button" size="sm" variant="outline" onClick={onExport} disabled={exporting} aria-busy={exporting || undefined}>
            <Download aria-hidden="true" />
            {exporting ? "Exporting…" : LEAD_EXPORT_LABEL}
          </Button>
        )}
      </div>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6">
        <FilterSelect
          label={LEAD_FILTER_LABELS.type}
          value={value.type}
          options={typeOptions}
          onValueChange={(type) => set({ type: type as LeadInboxFilterValues["type"] })}
        />
        <FilterSelect
          label={LEAD_FILTER_LABELS.status}
          value={value.status}
          options={statusOptions}
          onValueChange={(status) => set({ status: status as LeadInboxFilterValues["status"] })}
        />
        <FilterSelect
          label={LEAD_FILTER_LABELS.assignee}
          value={value.assignee}
          options={assigneeOptions}
          onValueChange={(assignee) => set({ assignee })}
        />
        <FilterSelect
          label={LEAD_FILTER_LABELS.language}
          value={value.language}
          options={languageOptions}
          onValueChange={(language) => set({ language: language as LeadInboxFilterValues["language"] })}
        />
        <div className="flex min-w-0 flex-col gap-1">
          <label htmlFor={`${id}-from`} className="text-xs font-medium text-muted-foreground">
            {LEAD_FILTER_LABELS.from}
          </label>
          <Input
            id={`${id}-from`}
            type="date"
            size="sm"
            value={value.from}
            max={value.to || undefined}
            onChange={(event) => set({ from: event.target.value })}
          />
        </div>
        <div className="flex min-w-0 flex-col gap-1">
          <label htmlFor={`${id}-to`} className="text-xs font-medium text-muted-foreground">
            {LEAD_FILTER_LABELS.to}
          </label>
          <Input
            id={`${id}-to`}
            type="date"
            size="sm"
            value={value.to}
            min={value.from || undefined}
            onChange={(event) => set({ to: event.target.value })}
          />
        </div>
      </div>
    </form>
  )
}

export interface LeadInboxTableProps extends Omit<React.ComponentProps<"div">, "children"> {
  /** One page of leads. */
  rows: LeadInboxRow[]
  /** All the leads the filters match. */
  rowCount: number
  /** The page shown and its size. */
  pagination: PaginationState
  /** Called with the page and size the reader moves to. */
  onPaginationChange: (pagination: PaginationState) => void
  /** Skeleton rows while a page loads. @default false */
  loading?: boolean
  /** Where a lead's reference leads (its detail). */
  leadHref: (id: string) => string
  /** The moment relative times are measured from. @default the time of rendering */
  now?: Date
}

/** The inbox: one page of leads, newest first, unread ones marked, paged on the server. */
export function LeadInboxTable({
  rows,
  rowCount,
  pagination,
  onPaginationChange,
  loading = false,
  leadHref,
  now,
  className,
  ...props
}: LeadInboxTableProps) {
  const atTime = (now ?? new Date()).getTime()
  const columns = React.useMemo<ColumnDef<LeadInboxRow>[]>(() => {
    const moment = new Date(atTime)
    return [
      {
        id: "lead",
        header: LEAD_COLUMN_LABELS.lead,
        enableSorting: false,
        cell: ({ row: { original: lead } }) => (
          <div data-slot="lead-inbox-lead" data-unread={lead.unread || undefined} className="flex min-w-48 items-start gap-2">
            <span aria-hidden="true" className={cn("mt-1.5 size-2 shrink-0 rounded-full", lead.unread ? "bg-primary" : "bg-transparent")} />
            <div className="flex min-w-0 flex-col">
              <SmartLink
                href={leadHref(lead.id)}
                className={cn(
                  "truncate text-foreground underline-offset-4 outline-none hover:underline focus-visible:rounded-sm focus-visible:ring-2 focus-visible:ring-ring",
                  lead.unread ? "font-semibold" : "font-medium",
                )}
              >
                {lead.name}
                {lead.unread && <span className="sr-only"> ({LEAD_UNREAD_LABEL.toLowerCase()})</span>}
              </SmartLink>
              <span className="truncate text-xs text-muted-foreground">{[lead.company, lead.email].filter(Boolean).join(" · ")}</span>
              <span className="flex items-center gap-2 font-mono text-xs text-muted-foreground">
                {lead.reference}
                {/* The status column is off screen on a phone until the table is scrolled. */}
                <LeadStatusBadge status={lead.status} aria-hidden="true" className="font-sans sm:hidden" />
                {lead.fileCount > 0 && (
                  <span className="inline-flex items-center gap-0.5 font-sans" title={plural(lead.fileCount, "file", "files")}>
                    <Paperclip aria-hidden="true" className="size-3" />
                    {lead.fileCount}
                    <span className="sr-only"> {pluralForm(lead.fileCount, "file", "files")}</span>
                  </span>
                )}
              </span>
            </div>
          </div>
        ),
      },
      {
        id: "type",
        header: LEAD_COLUMN_LABELS.type,
        enableSorting: false,
        cell: ({ row: { original: lead } }) => <span className="whitespace-nowrap">{LEAD_TYPE_LABELS[lead.type]}</span>,
      },
      {
        id: "language",
        header: LEAD_COLUMN_LABELS.language,
        enableSorting: false,
        cell: ({ row: { original: lead } }) => (
          <span data-slot="lead-inbox-language" className="whitespace-nowrap">
            {LEAD_LANGUAGE_LABELS[lead.language] ?? lead.language}
          </span>
        ),
      },
      {
        id: "status",
        header: LEAD_COLUMN_LABELS.status,
        enableSorting: false,
        cell: ({ row: { original: lead } }) => <LeadStatusBadge status={lead.status} />,
      },
      {
        id: "assignee",
        header: LEAD_COLUMN_LABELS.assignee,
        enableSorting: false,
        cell: ({ row: { original: lead } }) =>
          lead.assigneeName ? (
            <span className="whitespace-nowrap">{lead.assigneeName}</span>
          ) : (
            <span className="text-muted-foreground">{LEAD_UNASSIGNED_LABEL}</span>
          ),
      },
      {
        id: "received",
        header: LEAD_COLUMN_LABELS.received,
        enableSorting: false,
        cell: ({ row: { original: lead } }) => (
          <span className="flex flex-col whitespace-nowrap">
            <RelativeTime value={lead.createdAt} now={moment} />
            <span className="text-xs text-muted-foreground">{formatDateTime(lead.createdAt)}</span>
          </span>
        ),
      },
    ]
  }, [atTime, leadHref])

  return (
    <DataTable
      data-slot="lead-inbox-table"
      columns={columns}
      data={rows}
      rowCount={rowCount}
      pagination={pagination}
      onPaginationChange={onPaginationChange}
      loading={loading}
      caption={LEAD_INBOX_CAPTION}
      filterable={false}
      emptyMessage={LEAD_EMPTY_MESSAGE}
      getRowId={(lead) => lead.id}
      className={className}
      {...props}
    />
  )
}
