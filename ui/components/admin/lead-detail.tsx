import * as React from "react"
import { Calculator, Download, Eye, FileText, History, Pencil } from "lucide-react"
import { formatBytes } from "../../lib/format-bytes"
import { formatDateTime, formatLongDate } from "../../lib/format-date"
import { formatWordCount } from "../../lib/format-number"
import { cn } from "../../lib/utils"
import { Button } from "../button"
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../dialog"
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../select"
import { Textarea } from "../textarea"
import { SettingsCard } from "./settings-card"
import { LEAD_STATUS_LABELS, LEAD_STATUS_NAMES, LEAD_UNASSIGNED_LABEL, type LeadAssigneeOption, type LeadStatusName } from "./lead-inbox"

/** Labels of the fields each form stores in a lead's details, in the order they are shown. */
const LEAD_DETAIL_LABELS: Record<string, string> = {
  service: "Service",
  sourceLanguage: "Source language",
  targetLanguages: "Target languages",
  subjectField: "Subject field",
  deadline: "Deadline",
  budget: "Budget",
  instructions: "Instructions",
  topic: "Topic",
  slots: "Preferred times",
  timeZone: "Visitor's time zone",
  subject: "Subject",
  message: "Message",
  position: "Position",
  linkedin: "LinkedIn",
  coverLetter: "Cover letter",
  languagePairs: "Language pairs",
  services: "Services",
  specialisations: "Specialisations",
  catTools: "CAT tools",
  rate: "Rate per word",
  currency: "Currency",
  yearsExperience: "Years of experience",
  vatNumber: "Business / VAT number",
  event: "Event",
  brochure: "Brochure",
}

const LANGUAGE_KEYS = new Set(["sourceLanguage", "targetLanguages"])
const languageNames = new Intl.DisplayNames(["en"], { type: "language" })

/** "Swedish (sv)" for a language code; the code itself when it names no language. */
function languageLabel(code: string): string {
  try {
    const name = languageNames.of(code)
    return name && name !== code ? `${name} (${code})` : code
  } catch {
    return code
  }
}

export interface LeadDetailWords {
  /** A preferred time on the office's clock, as the mails name it: "Tue 1 Dec 2026, 10:00 Stockholm time". */
  describeSlot: (instant: number) => string
}

/**
 * A slot on the office's clock (`describeSlot`); a slot stored before slots were instants
 * ("2026-05-04T10:00", the visitor's own clock) as "4 May 2026, 10:00".
 */
function slotLabel(slot: string, { describeSlot }: LeadDetailWords): string {
  if (/(Z|[+-]\d{2}:\d{2})$/.test(slot) && !Number.isNaN(Date.parse(slot))) return describeSlot(Date.parse(slot))
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(slot)
  if (!match) return slot
  const [, year, month, day, hour, minute] = match
  return formatDateTime(`${year}-${month}-${day}T${hour}:${minute}:00Z`, "UTC")
}

function fieldText(key: string, value: unknown, words: LeadDetailWords): string {
  if (value === null || value === undefined || value === "") return ""
  if (Array.isArray(value)) {
    const items = value.map(String)
    if (LANGUAGE_KEYS.has(key)) return items.map(languageLabel).join(", ")
    if (key === "slots") return items.map((slot) => slotLabel(slot, words)).join("; ")
    return items.join(", ")
  }
  if (LANGUAGE_KEYS.has(key)) return languageLabel(String(value))
  if (key === "deadline" && typeof value === "string") return formatLongDate(value)
  if (typeof value === "object") return JSON.stringify(value)
  return String(value)
}

/** A lead's own fields as labelled text, known fields in form order, then anything else by its key; empty ones left out. */
export function leadDetailEntries(
  details: Record<string, unknown>,
  words: LeadDetailWords,
): { key: string; label: string; value: string }[] {
  const known = Object.keys(LEAD_DETAIL_LABELS).filter((key) => key in details)
  const other = Object.keys(details).filter((key) => !(key in LEAD_DETAIL_LABELS))
  return [...known, ...other]
    .map((key) => ({ key, label: LEAD_DETAIL_LABELS[key] ?? key, value: fieldText(key, details[key], words) }))
    .filter((entry) => entry.value !== "")
}

/** A quote's stored estimate in words, as the staff mail writes it. */
interface LeadEstimateWords {
  /** "Indicative price shown to the visitor" */
  label: string
  /** "€60–€90 · about 2 business days", "None" or "Not recorded" */
  value: string
  /** The line under it: the words priced and the rates' date, or why no price was shown. */
  detail: string
}

export interface LeadEstimateNoticeProps extends React.ComponentProps<"div"> {
  /** What the quote stored of the indicative price the form showed, in words (or that it showed none, and why). */
  estimate: LeadEstimateWords
}

/** The indicative price and turnaround the visitor saw on the quote form (or that they saw none, and why). */
export function LeadEstimateNotice({ estimate, className, ...props }: LeadEstimateNoticeProps) {
  const { label, value, detail } = estimate
  return (
    <div
      data-slot="lead-estimate-notice"
      className={cn("flex gap-3 rounded-md border border-border bg-muted px-4 py-3 text-sm", className)}
      {...props}
    >
      <Calculator aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
      <div className="grid gap-0.5">
        <p>
          <span className="font-medium">{label}:</span> {value}
        </p>
        <p className="text-muted-foreground">{detail}</p>
      </div>
    </div>
  )
}

export const LEAD_WORK_LABELS = {
  title: "Work on this lead",
  status: "Status",
  assignee: "Assigned to",
  markUnread: "Mark as unread",
} as const

export interface LeadWorkCardProps extends Omit<React.ComponentProps<"section">, "title"> {
  /** Where the lead stands (new, in progress, won, lost…). */
  status: LeadStatusName
  /** Id of the staff member the lead is assigned to, or null for nobody. */
  assignee: string | null
  /** The staff a lead can be assigned to. */
  assignees: readonly LeadAssigneeOption[]
  /** Called with the status chosen. */
  onStatusChange: (status: LeadStatusName) => void
  /** Called with the staff member chosen, or null for "Nobody". */
  onAssigneeChange: (assignee: string | null) => void
  /** Leaves the lead unread for the reader again; the button is left out without it. */
  onMarkUnread?: () => void
  /** A change is being saved. @default false */
  saving?: boolean
}

const UNASSIGNED = "unassigned"

/** The lead's status and assignee, each changed with a select. */
export function LeadWorkCard({
  status,
  assignee,
  assignees,
  onStatusChange,
  onAssigneeChange,
  onMarkUnread,
  saving = false,
  ...props
}: LeadWorkCardProps) {
  const id = React.useId()
  return (
    <SettingsCard data-slot="lead-work-card" title={LEAD_WORK_LABELS.title} aria-busy={saving || undefined} {...props}>
      <div className="flex flex-col gap-4">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-status`} className="text-sm font-medium">
            {LEAD_WORK_LABELS.status}
          </label>
          <Select value={status} onValueChange={(value) => onStatusChange(value as LeadStatusName)} disabled={saving}>
            <SelectTrigger id={`${id}-status`} className="w-full">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {LEAD_STATUS_NAMES.map((name) => (
                <SelectItem key={name} value={name}>
                  {LEAD_STATUS_LABELS[name]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-assignee`} className="text-sm font-medium">
            {LEAD_WORK_LABELS.assignee}
          </label>
          <Select
            value={assignee ?? UNASSIGNED}
            onValueChange={(value) => onAssigneeChange(value === UNASSIGNED ? null : value)}
            disabled={saving}
          >
            <SelectTrigger id={`${id}-assignee`} className="w-full">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={UNASSIGNED}>{LEAD_UNASSIGNED_LABEL}</SelectItem>
              {assignees.map((option) => (
                <SelectItem key={option.id} value={option.id}>
                  {option.name}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        {onMarkUnread && (
          <Button type="button" variant="ghost" size="sm" className="self-start" onClick={onMarkUnread}>
            {LEAD_WORK_LABELS.markUnread}
          </Button>
        )}
      </div>
    </SettingsCard>
  )
}

export interface LeadFileItem {
  id: string
  name: string
  mimeType: string
  sizeBytes: number
  wordCount: number | null
}

export type LeadFilePreviewKind = "image" | "pdf" | "text"

/** What the browser can show of a file in the page, by its type or, failing that, its name; null for nothing. */
export function leadFilePreviewKind(file: Pick<LeadFileItem, "name" | "mimeType">): LeadFilePreviewKind | null {
  const extension = file.name.toLowerCase().split(".").pop() ?? ""
  if (/^image\/(png|jpeg|gif|webp|avif)$/.test(file.mimeType) || ["png", "jpg", "jpeg", "gif", "webp", "avif"].includes(extension))
    return "image"
  if (file.mimeType === "application/pdf" || extension === "pdf") return "pdf"
  if (file.mimeType === "text/plain" || ["txt", "srt", "csv"].includes(extension)) return "text"
  return null
}

/** What a preview shows: an address the browser loads (image, pdf) or the text itself. */
export type LeadFilePreviewContent = { kind: "image" | "pdf"; url: string } | { kind: "text"; text: string }

export interface LeadFileListProps extends Omit<React.ComponentProps<"section">, "title"> {
  /** The files the visitor sent, each with its name, size and a download link. */
  files: LeadFileItem[]
  /** Loads what the preview shows (through a short-lived signed URL). */
  onPreview: (file: LeadFileItem) => Promise<LeadFilePreviewContent>
  /** Saves the file (through a short-lived signed URL). */
  onDownload: (file: LeadFileItem) => void
}

const LEAD_FILES_TITLE = "Files"
const LEAD_NO_FILES = "No files came with this lead."

/** A lead's files: name, size and word count, with a download and, where the browser can show it, a preview. */
export function LeadFileList({ files, onPreview, onDownload, ...props }: LeadFileListProps) {
  const [open, setOpen] = React.useState<LeadFileItem | null>(null)
  const [content, setContent] = React.useState<LeadFilePreviewContent | "loading" | Error>("loading")
  const preview = (file: LeadFileItem) => {
    setOpen(file)
    setContent("loading")
    onPreview(file).then(setContent, (error: unknown) => setContent(error instanceof Error ? error : new Error(String(error))))
  }
  return (
    <SettingsCard data-slot="lead-file-list" title={LEAD_FILES_TITLE} {...props}>
      {files.length === 0 ? (
        <p className="text-sm text-muted-foreground">{LEAD_NO_FILES}</p>
      ) : (
        <ul className="-my-2 divide-y divide-border">
          {files.map((file) => (
            <li key={file.id} data-slot="lead-file" className="flex flex-wrap items-center gap-x-3 gap-y-2 py-2">
              <FileText aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
              <div className="flex min-w-0 flex-1 flex-col">
                <span className="truncate text-sm font-medium">{file.name}</span>
                <span className="text-xs text-muted-foreground">
                  {formatBytes(file.sizeBytes)}
                  {file.wordCount !== null && ` · ${formatWordCount(file.wordCount)}`}
                </span>
              </div>
              <div className="flex gap-1">
                {leadFilePreviewKind(file) && (
                  <Button type="button" variant="ghost" size="sm" aria-label={`Preview ${file.name}`} onClick={() => preview(file)}>
                    <Eye aria-hidden="true" />
                    Preview
                  </Button>
                )}
                <Button type="button" variant="outline" size="sm" aria-label={`Download ${file.name}`} onClick={() => onDownload(file)}>
                  <Download aria-hidden="true" />
                  Download
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Dialog open={open !== null} onOpenChange={(isOpen) => !isOpen && setOpen(null)}>
        <DialogContent size="lg" className="max-h-[90vh] grid-rows-[auto_minmax(0,1fr)] sm:max-w-4xl">
          <DialogHeader>
            <DialogTitle className="truncate pr-8">{open?.name}</DialogTitle>
            <DialogDescription>{open && `${formatBytes(open.sizeBytes)} · ${open.mimeType}`}</DialogDescription>
          </DialogHeader>
          <div data-slot="lead-file-preview" className="min-h-0 overflow-auto rounded-md border border-border bg-muted/40">
            {content === "loading" ? (
              <p className="p-6 text-center text-sm text-muted-foreground">Loading the preview…</p>
            ) : content instanceof Error ? (
              <p role="alert" className="p-6 text-center text-sm text-destructive">
                The preview could not be loaded: {content.message}
              </p>
            ) : content.kind === "text" ? (
              <pre className="p-4 font-mono text-xs leading-5 whitespace-pre-wrap text-foreground">{content.text}</pre>
            ) : content.kind === "image" ? (
              <img src={content.url} alt={open?.name ?? ""} className="mx-auto max-h-[70vh] object-contain" />
            ) : (
              <iframe src={content.url} title={open?.name ?? "PDF"} className="h-[70vh] w-full bg-white" />
            )}
          </div>
        </DialogContent>
      </Dialog>
    </SettingsCard>
  )
}

export interface LeadNoteItem {
  id: string
  authorName: string
  body: string
  createdAt: string
  updatedAt: string
  /** The reader wrote it (only the author rewords a note). */
  mine: boolean
  /** Earlier wordings, oldest first. */
  history: { body: string; changedAt: string; changedByName: string }[]
}

export interface LeadNotesProps extends Omit<React.ComponentProps<"section">, "title"> {
  /** The staff's notes on the lead, oldest first. */
  notes: LeadNoteItem[]
  /** Resolves when the note is saved; rejects with what went wrong (the text stays). */
  onAdd: (body: string) => Promise<void>
  /** Saves a new wording of a note; resolves when saved, rejects with what went wrong (the text stays). */
  onEdit: (id: string, body: string) => Promise<void>
}

const LEAD_NOTES_TITLE = "Internal notes"
export const LEAD_NOTE_LABEL = "New note"
const LEAD_NOTE_MAX_LENGTH = 10000

function NoteEditor({
  label,
  initial = "",
  submitLabel,
  onSubmit,
  onCancel,
}: {
  label: string
  initial?: string
  submitLabel: string
  onSubmit: (body: string) => Promise<void>
  onCancel?: () => void
}) {
  const id = React.useId()
  const [body, setBody] = React.useState(initial)
  const [saving, setSaving] = React.useState(false)
  const [problem, setProblem] = React.useState<string | null>(null)
  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    const text = body.trim()
    if (!text) return setProblem("Write the note first.")
    setSaving(true)
    setProblem(null)
    try {
      await onSubmit(text)
      setBody(initial === "" ? "" : text)
    } catch (error) {
      setProblem(error instanceof Error ? error.message : "The note could not be saved.")
    } finally {
      setSaving(false)
    }
  }
  return (
    <form onSubmit={submit} className="flex flex-col gap-2" data-slot="lead-note-editor">
      <label htmlFor={id} className={cn("text-sm font-medium", initial !== "" && "sr-only")}>
        {label}
      </label>
      <Textarea
        id={id}
        value={body}
        maxLength={LEAD_NOTE_MAX_LENGTH}
        rows={3}
        onChange={(event) => setBody(event.target.value)}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
      />
      {problem && (
        <p id={`${id}-problem`} role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      )}
      <div className="flex justify-end gap-2">
        {onCancel && (
          <Button type="button" variant="ghost" size="sm" onClick={onCancel}>
            Cancel
          </Button>
        )}
        <Button type="submit" size="sm" disabled={saving}>
          {saving ? "Saving…" : submitLabel}
        </Button>
      </div>
    </form>
  )
}

/** The staff's notes on a lead, oldest first, each with its author and time; one's own can be reworded, and every earlier wording stays readable. */
export function LeadNotes({ notes, onAdd, onEdit, ...props }: LeadNotesProps) {
  const [editing, setEditing] = React.useState<string | null>(null)
  return (
    <SettingsCard data-slot="lead-notes" title={LEAD_NOTES_TITLE} description="Only staff see these." {...props}>
      <div className="flex flex-col gap-4">
        {notes.length > 0 && (
          <ol className="flex flex-col gap-3">
            {notes.map((note) => (
              <li key={note.id} data-slot="lead-note" className="rounded-lg border border-border bg-background p-3">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <p className="text-sm">
                    <span className="font-medium">{note.authorName}</span>{" "}
                    <time dateTime={note.createdAt} className="text-xs text-muted-foreground">
                      {formatDateTime(note.createdAt)}
                    </time>
                    {note.history.length > 0 && (
                      <span className="text-xs text-muted-foreground"> · edited {formatDateTime(note.updatedAt)}</span>
                    )}
                  </p>
                  {note.mine && editing !== note.id && (
                    <Button
                      type="button"
                      variant="ghost"
                      size="sm"
                      aria-label={`Edit the note of ${formatDateTime(note.createdAt)}`}
                      onClick={() => setEditing(note.id)}
                    >
                      <Pencil aria-hidden="true" />
                      Edit
                    </Button>
                  )}
                </div>
                {editing === note.id ? (
                  <NoteEditor
                    label="Note"
                    initial={note.body}
                    submitLabel="Save note"
                    onSubmit={async (body) => {
                      await onEdit(note.id, body)
                      setEditing(null)
                    }}
                    onCancel={() => setEditing(null)}
                  />
                ) : (
                  <p className="mt-1 text-sm break-words whitespace-pre-wrap">{note.body}</p>
                )}
                {note.history.length > 0 && (
                  <details data-slot="lead-note-history" className="mt-2 text-sm">
                    <summary className="inline-flex cursor-pointer items-center gap-1 text-xs font-medium text-muted-foreground hover:text-foreground">
                      <History aria-hidden="true" className="size-3" />
                      Earlier wordings ({note.history.length})
                    </summary>
                    <ol className="mt-2 flex flex-col gap-2 border-l-2 border-border pl-3">
                      {note.history.map((revision) => (
                        <li key={revision.changedAt}>
                          <p className="text-xs text-muted-foreground">
                            Replaced by {revision.changedByName} on {formatDateTime(revision.changedAt)}
                          </p>
                          <p className="break-words whitespace-pre-wrap text-muted-foreground">{revision.body}</p>
                        </li>
                      ))}
                    </ol>
                  </details>
                )}
              </li>
            ))}
          </ol>
        )}
        <NoteEditor label={LEAD_NOTE_LABEL} submitLabel="Add note" onSubmit={onAdd} />
      </div>
    </SettingsCard>
  )
}
