import * as React from "react"
import { AlertTriangle, ArrowRight, Lock, Pencil, Trash2 } from "lucide-react"
import { formatDateTime, formatLongDate } from "../../lib/format-date"
import { plural } from "../../lib/plural"
import { cn } from "../../lib/utils"
import { Badge } from "../badge"
import { Button } from "../button"
import { Input } from "../input"
import { Label } from "../label"
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../select"
import { Skeleton } from "../skeleton"
import { Textarea } from "../textarea"

/** Where a redirect comes from: staff's, a renamed page's, or the site's code (locked). */
export type RedirectOriginName = "manual" | "auto" | "fixed"

/** The origins' names as staff read them. */
export const REDIRECT_ORIGIN_LABELS: Readonly<Record<RedirectOriginName, string>> = {
  manual: "Added by staff",
  auto: "Renamed page",
  fixed: "Locked",
}

/** A redirect as the list shows it. */
export interface RedirectListItem {
  id: string
  source: string
  target: string
  status: 301 | 302
  match: "exact" | "prefix"
  origin: RedirectOriginName
  hitCount: number
  lastHitAt: string | null
  /** The target is no page of the site any more (marked for staff to fix). */
  targetMissing: boolean
}

export interface RedirectTableProps extends Omit<React.ComponentProps<"div">, "children"> {
  /** The redirects to list, in order. */
  rows: readonly RedirectListItem[]
  /** Opens a redirect for editing (not offered for locked ones). */
  onEdit: (row: RedirectListItem) => void
  /** Removes a redirect (not offered for locked ones). */
  onRemove: (row: RedirectListItem) => void
  /** The redirect being removed now: its button waits. */
  removingId?: string | null
  /** Skeleton rows instead of `rows`. @default false */
  loading?: boolean
  /** Shown instead of the list when there are no rows (an EmptyState). */
  empty?: React.ReactNode
}

/** The redirects: from → to, status and match, where each came from, its hits, and a mark when its target is gone. */
export function RedirectTable({ rows, onEdit, onRemove, removingId, loading = false, empty, className, ...props }: RedirectTableProps) {
  if (!loading && rows.length === 0 && empty) return <>{empty}</>
  return (
    <div
      data-slot="redirect-table"
      className={cn("overflow-hidden rounded-xl border border-border bg-card text-card-foreground", className)}
      aria-busy={loading || undefined}
      {...props}
    >
      <ul aria-label="Redirects" className="divide-y divide-border">
        {loading
          ? Array.from({ length: 3 }, (_, index) => (
              <li key={index} className="flex flex-col gap-1.5 px-4 py-3">
                <Skeleton className="h-4 w-72 max-w-full" />
                <Skeleton className="h-3 w-48 max-w-full" />
              </li>
            ))
          : rows.map((row) => (
              <li
                key={row.id}
                data-slot="redirect-row"
                className="flex flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="min-w-0">
                  <p className="flex flex-wrap items-center gap-x-2 font-mono text-sm break-all">
                    <span>
                      {row.source}
                      {row.match === "prefix" ? "/…" : ""}
                    </span>
                    <ArrowRight aria-label="redirects to" className="size-4 shrink-0 text-muted-foreground" />
                    <span>
                      {row.target}
                      {row.match === "prefix" ? "/…" : ""}
                    </span>
                  </p>
                  <p className="mt-1 flex flex-wrap items-center gap-1.5 text-xs text-muted-foreground">
                    <Badge variant="outline">{row.status}</Badge>
                    <Badge variant="outline">{row.match === "prefix" ? "Path and below" : "Exact path"}</Badge>
                    <Badge variant={row.origin === "fixed" ? "secondary" : "outline"}>
                      {row.origin === "fixed" ? <Lock aria-hidden="true" /> : null}
                      {REDIRECT_ORIGIN_LABELS[row.origin]}
                    </Badge>
                    {row.targetMissing ? (
                      <Badge variant="destructive" data-slot="redirect-target-missing">
                        <AlertTriangle aria-hidden="true" />
                        Target no longer exists
                      </Badge>
                    ) : null}
                  </p>
                  <p className="mt-1 text-xs text-muted-foreground">
                    {plural(row.hitCount, "hit", "hits")}
                    {row.lastHitAt ? (
                      <>
                        {", last on "}
                        <time dateTime={row.lastHitAt} title={formatDateTime(row.lastHitAt)} className="text-foreground">
                          {formatLongDate(row.lastHitAt)}
                        </time>
                      </>
                    ) : null}
                  </p>
                </div>
                {row.origin === "fixed" ? (
                  <p className="shrink-0 text-xs text-muted-foreground">Part of the site&apos;s code</p>
                ) : (
                  <div className="flex shrink-0 gap-2 self-start sm:self-center">
                    <Button
                      type="button"
                      variant="outline"
                      size="sm"
                      aria-label={`Edit the redirect from ${row.source}`}
                      onClick={() => onEdit(row)}
                    >
                      <Pencil aria-hidden="true" />
                      Edit
                    </Button>
                    <Button
                      type="button"
                      variant="outline"
                      size="sm"
                      aria-label={`Remove the redirect from ${row.source}`}
                      loading={removingId === row.id}
                      disabled={Boolean(removingId) && removingId !== row.id}
                      onClick={() => onRemove(row)}
                    >
                      <Trash2 aria-hidden="true" />
                      Remove
                    </Button>
                  </div>
                )}
              </li>
            ))}
      </ul>
    </div>
  )
}

/** The form's fields as typed (strings: what the user typed survives an error). */
export interface RedirectFormValues {
  source: string
  target: string
  status: "301" | "302"
  match: "exact" | "prefix"
}

export interface RedirectFormProps extends Omit<React.ComponentProps<"form">, "onSubmit" | "onChange"> {
  /** The fields' values (the caller keeps them). */
  values: RedirectFormValues
  /** Called with the values after each change. */
  onValuesChange: (values: RedirectFormValues) => void
  /** What is wrong, by field (the caller's validation, or the database's answer). */
  errors?: Partial<Record<keyof RedirectFormValues, string>>
  /** Called when the form is sent. */
  onSubmit: () => void
  /** Closes the form without saving. */
  onCancel?: () => void
  /** The save waits for the database. @default false */
  saving?: boolean
  /** The save button's label. @default "Save redirect" */
  submitLabel?: string
}

/** Adds or edits a manual redirect: from, to, permanent or temporary, the exact path or the path and everything below it. */
export function RedirectForm({
  values,
  onValuesChange,
  errors = {},
  onSubmit,
  onCancel,
  saving = false,
  submitLabel = "Save redirect",
  className,
  ...props
}: RedirectFormProps) {
  const id = React.useId()
  const set = <Key extends keyof RedirectFormValues>(key: Key, value: RedirectFormValues[Key]) =>
    onValuesChange({ ...values, [key]: value })
  const field = (key: "source" | "target", label: string, placeholder: string) => (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={`${id}-${key}`}>{label}</Label>
      <Input
        id={`${id}-${key}`}
        value={values[key]}
        placeholder={placeholder}
        autoComplete="off"
        spellCheck={false}
        aria-invalid={errors[key] ? true : undefined}
        aria-describedby={errors[key] ? `${id}-${key}-error` : undefined}
        onChange={(event) => set(key, event.target.value)}
      />
      {errors[key] ? (
        <p id={`${id}-${key}-error`} className="text-sm text-destructive">
          {errors[key]}
        </p>
      ) : null}
    </div>
  )
  return (
    <form
      data-slot="redirect-form"
      noValidate
      className={cn("flex flex-col gap-4", className)}
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit()
      }}
      {...props}
    >
      {field("source", "From (old path)", "/services/old-name")}
      {field("target", "To (new path)", "/services/translation")}
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-status`}>Kind</Label>
          <Select value={values.status} onValueChange={(value) => set("status", value as RedirectFormValues["status"])}>
            <SelectTrigger id={`${id}-status`} className="w-full">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value="301">301: moved for good</SelectItem>
              <SelectItem value="302">302: moved for now</SelectItem>
            </SelectContent>
          </Select>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-match`}>Applies to</Label>
          <Select value={values.match} onValueChange={(value) => set("match", value as RedirectFormValues["match"])}>
            <SelectTrigger id={`${id}-match`} className="w-full">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value="exact">The exact path</SelectItem>
              <SelectItem value="prefix">The path and everything below it</SelectItem>
            </SelectContent>
          </Select>
        </div>
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        {onCancel ? (
          <Button type="button" variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" loading={saving}>
          {submitLabel}
        </Button>
      </div>
    </form>
  )
}

/** A line of an imported CSV as the preview shows it. */
export interface RedirectImportPreviewLine {
  /** Its line number in the file. */
  line: number
  /** The line as written. */
  text: string
  /** What is wrong with it; none for a line that will be added. */
  error?: string
}

export interface RedirectImportProps extends Omit<React.ComponentProps<"div">, "children"> {
  /** The CSV as typed or pasted (kept by the caller, so nothing is lost on an error). */
  text: string
  /** Called with the text after each change. */
  onTextChange: (text: string) => void
  /** The lines read from `text`, each good or with its error. */
  lines: readonly RedirectImportPreviewLine[]
  /** Adds the good lines. */
  onImport: () => void
  /** The import waits for the database. @default false */
  importing?: boolean
}

/** The CSV import: paste or type lines of source,target,status,match; each line's error shown; the good ones added. */
export function RedirectImport({ text, onTextChange, lines, onImport, importing = false, className, ...props }: RedirectImportProps) {
  const id = React.useId()
  const good = lines.filter((line) => !line.error).length
  const bad = lines.filter((line) => line.error)
  return (
    <div data-slot="redirect-import" className={cn("flex flex-col gap-3", className)} {...props}>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={id}>CSV lines</Label>
        <Textarea
          id={id}
          value={text}
          rows={6}
          spellCheck={false}
          className="font-mono text-sm"
          placeholder={"source,target,status,match\n/old-page,/new-page,301,exact"}
          aria-describedby={`${id}-summary`}
          onChange={(event) => onTextChange(event.target.value)}
        />
      </div>
      <p id={`${id}-summary`} className="text-sm text-muted-foreground" aria-live="polite">
        {lines.length === 0
          ? "Status (301 or 302) and match (exact or prefix) may be left out: 301 and exact."
          : `${plural(good, "line", "lines")} to add${bad.length > 0 ? `, ${plural(bad.length, "line", "lines")} with errors (left out)` : ""}.`}
      </p>
      {bad.length > 0 ? (
        <ul aria-label="Lines with errors" className="flex flex-col gap-1 rounded-md border border-destructive/40 p-3 text-sm">
          {bad.map((line) => (
            <li key={line.line} data-slot="redirect-import-error">
              <span className="font-medium">Line {line.line}</span>{" "}
              <span className="font-mono break-all text-muted-foreground">{line.text}</span>
              <span className="block text-destructive">{line.error}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex justify-end">
        <Button type="button" onClick={onImport} loading={importing} disabled={good === 0}>
          {good > 0 ? `Add ${plural(good, "redirect", "redirects")}` : "Nothing to add"}
        </Button>
      </div>
    </div>
  )
}
