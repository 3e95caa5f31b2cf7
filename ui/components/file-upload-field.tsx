import * as React from "react"
import { FileText, Upload, X } from "lucide-react"
import { cn } from "../lib/utils"
import { formatBytes } from "../lib/format-bytes"
import { plural } from "../lib/plural"
import { formatWordCount } from "../lib/format-number"
import { Button } from "./button"
import { Progress } from "./progress"

/** A file already stored, as the form keeps it. */
export interface UploadedFileRef {
  path: string
  name: string
  size: number
  wordCount?: number
}

interface FileUploadOptions {
  signal: AbortSignal
  /** Called with the fraction uploaded, 0 to 1. */
  onProgress: (fraction: number) => void
}

/** Stores one file; rejects when it cannot (with a message to show) or when `signal` aborts. */
export type UploadFile = (file: File, options: FileUploadOptions) => Promise<UploadedFileRef>
/** Counts the words of a file whose text the browser can read; null when it cannot. */
export type CountWords = (file: File) => Promise<number | null>

export interface FileUploadFieldProps extends Omit<React.ComponentProps<"input">, "value" | "onChange" | "accept" | "type"> {
  /** The files uploaded so far. */
  value: UploadedFileRef[]
  /** Called with the whole list after a file is added, uploaded or removed. */
  onValueChange: (files: UploadedFileRef[]) => void
  /** Stores one file and resolves with its reference; rejects with a message to show. */
  upload: UploadFile
  /** Counts a file's words in the browser, for the estimate; null when it cannot read it. */
  countWords?: CountWords
  /** Extensions accepted, without the dot. */
  accept: readonly string[]
  /** Most files the field takes. @default 10 */
  maxFiles?: number
  /** Largest file taken, in bytes; a larger one is refused before it uploads. */
  maxFileBytes: number
  /** Shown for a file of the wrong type or size. */
  invalidMessage: string
  /** The visible button's text. @default labels.add ("Add files") */
  addLabel?: string
  /** The field's other words, in the page's language. @default English (ENGLISH_FILE_UPLOAD_LABELS) */
  labels?: FileUploadLabels
}

/** What the file field says around the files, in the page's language. */
export interface FileUploadLabels {
  /** The button that adds files, unless the field names it (addLabel): "Add files". */
  add: string
  /** Beside the button: "3 of 10 files". */
  count: (count: number, max: number) => string
  /** A stored or refused file's remove button: "Remove brief.docx". */
  remove: (name: string) => string
  /** An uploading file's cancel button: "Cancel uploading brief.docx". */
  cancel: (name: string) => string
  /** An uploading file's progress bar: "Uploading brief.docx". */
  uploading: (name: string) => string
  /** A file's word count: "1,200 words". */
  words: (count: number) => string
  /** Under the files: "Total: 2,400 words in 2 files". */
  total: (words: number, files: number) => string
}

const ENGLISH_FILE_UPLOAD_LABELS: FileUploadLabels = {
  add: "Add files",
  count: (count, max) => `${count} of ${max} files`,
  remove: (name) => `Remove ${name}`,
  cancel: (name) => `Cancel uploading ${name}`,
  uploading: (name) => `Uploading ${name}`,
  words: formatWordCount,
  total: (words, files) => `Total: ${formatWordCount(words)} in ${plural(files, "file", "files")}`,
}

interface Pending {
  key: string
  name: string
  size: number
  progress: number
  error?: string
  controller?: AbortController
}

const extensionOf = (name: string) => name.slice(name.lastIndexOf(".") + 1).toLowerCase()

/**
 * Several files, each uploaded as soon as it is chosen, with its own progress bar, a cancel button
 * while it uploads and a remove button after; the word count of each file and the total when
 * `countWords` can read them.
 */
export function FileUploadField({
  value,
  onValueChange,
  upload,
  countWords,
  accept,
  maxFiles = 10,
  maxFileBytes,
  invalidMessage,
  labels = ENGLISH_FILE_UPLOAD_LABELS,
  addLabel = labels.add,
  className,
  disabled,
  ref,
  ...props
}: FileUploadFieldProps) {
  const [pending, setPending] = React.useState<Pending[]>([])
  const inputRef = React.useRef<HTMLInputElement>(null)
  // The files as of the last change, ours or the form's: uploads finishing together each add to it.
  const latest = React.useRef(value)
  React.useLayoutEffect(() => {
    latest.current = value
  }, [value])

  const patch = (key: string, change: Partial<Pending>) =>
    setPending((items) => items.map((item) => (item.key === key ? { ...item, ...change } : item)))
  const drop = (key: string) => setPending((items) => items.filter((item) => item.key !== key))

  function start(file: File) {
    const key = `${file.name}-${file.size}-${Math.random().toString(36).slice(2)}`
    if (!accept.includes(extensionOf(file.name)) || file.size > maxFileBytes) {
      setPending((items) => [...items, { key, name: file.name, size: file.size, progress: 0, error: invalidMessage }])
      return
    }
    const controller = new AbortController()
    setPending((items) => [...items, { key, name: file.name, size: file.size, progress: 0, controller }])
    const words = countWords ? countWords(file).catch(() => null) : Promise.resolve(null)
    upload(file, { signal: controller.signal, onProgress: (fraction) => patch(key, { progress: Math.round(fraction * 100) }) })
      .then(async (stored) => {
        const wordCount = await words
        drop(key)
        // Set before the re-render, so files finishing together all stay.
        latest.current = [...latest.current, wordCount == null ? stored : { ...stored, wordCount }]
        onValueChange(latest.current)
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return drop(key)
        patch(key, { error: error instanceof Error && error.message ? error.message : invalidMessage, controller: undefined })
      })
  }

  const onChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    const room = maxFiles - latest.current.length - pending.filter((p) => !p.error).length
    Array.from(event.target.files ?? [])
      .slice(0, Math.max(0, room))
      .forEach(start)
    event.target.value = ""
  }

  const counted = value.filter((file) => file.wordCount != null)
  const total = counted.reduce((sum, file) => sum + (file.wordCount ?? 0), 0)

  return (
    <div data-slot="file-upload-field" className={cn("grid gap-3", className)}>
      <div className="flex flex-wrap items-center gap-3">
        <input
          ref={(node) => {
            inputRef.current = node
            if (typeof ref === "function") ref(node)
            else if (ref) ref.current = node
          }}
          type="file"
          multiple
          accept={accept.map((ext) => `.${ext}`).join(",")}
          onChange={onChange}
          disabled={disabled}
          className="peer sr-only"
          {...props}
        />
        {/* The input above is what the label names and the keyboard reaches; this is its visible face. */}
        <Button
          type="button"
          variant="outline"
          onClick={() => inputRef.current?.click()}
          disabled={disabled}
          aria-hidden="true"
          tabIndex={-1}
          className="peer-focus-visible:ring-2 peer-focus-visible:ring-ring peer-focus-visible:ring-offset-2"
        >
          <Upload aria-hidden="true" />
          {addLabel}
        </Button>
        {maxFiles > 1 ? <span className="text-sm text-muted-foreground">{labels.count(value.length, maxFiles)}</span> : null}
      </div>
      {value.length + pending.length > 0 ? (
        <ul data-slot="file-upload-list" className="divide-y divide-border rounded-md border border-border">
          {value.map((file) => (
            <li key={file.path} data-slot="file-upload-item" data-state="done" className="flex items-center gap-3 px-3 py-2 text-sm">
              <FileText aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
              <span className="min-w-0 flex-1 truncate">{file.name}</span>
              <span className="shrink-0 text-muted-foreground">
                {formatBytes(file.size)}
                {file.wordCount != null ? ` · ${labels.words(file.wordCount)}` : ""}
              </span>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="size-8"
                aria-label={labels.remove(file.name)}
                onClick={() => {
                  latest.current = latest.current.filter((f) => f.path !== file.path)
                  onValueChange(latest.current)
                }}
              >
                <X aria-hidden="true" />
              </Button>
            </li>
          ))}
          {pending.map((item) => (
            <li
              key={item.key}
              data-slot="file-upload-item"
              data-state={item.error ? "error" : "uploading"}
              className="grid gap-1.5 px-3 py-2 text-sm"
            >
              <div className="flex items-center gap-3">
                <FileText aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
                <span className="min-w-0 flex-1 truncate">{item.name}</span>
                <span className="shrink-0 text-muted-foreground">{item.error ? formatBytes(item.size) : `${item.progress}%`}</span>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  className="size-8"
                  aria-label={item.error ? labels.remove(item.name) : labels.cancel(item.name)}
                  onClick={() => (item.controller ? item.controller.abort() : drop(item.key))}
                >
                  <X aria-hidden="true" />
                </Button>
              </div>
              {item.error ? (
                <p role="alert" className="text-sm font-medium text-destructive">
                  {item.error}
                </p>
              ) : (
                <Progress value={item.progress} aria-label={labels.uploading(item.name)} className="h-1.5" />
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {counted.length > 0 ? (
        <p data-slot="file-upload-total" className="text-sm font-medium">
          {labels.total(total, counted.length)}
        </p>
      ) : null}
    </div>
  )
}
