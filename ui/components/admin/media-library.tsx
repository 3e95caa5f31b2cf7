import * as React from "react"
import { CircleAlert, ImageUp, X } from "lucide-react"
import { cn } from "../../lib/utils"
import { formatBytes } from "../../lib/format-bytes"
import { useFileDrop } from "../../hooks/use-file-drop"
import { Badge } from "../badge"
import { Button } from "../button"
import { Progress } from "../progress"

/** The image files the library takes, by MIME type, with the names staff know them by. SVG is refused (it can carry scripts). */
export const MEDIA_FILE_TYPES = { "image/jpeg": "JPEG", "image/png": "PNG", "image/webp": "WebP", "image/avif": "AVIF" } as const
/** Largest file the library takes: the media bucket's limit. */
export const MEDIA_MAX_BYTES = 50 * 1024 * 1024

const typeNames = Object.values(MEDIA_FILE_TYPES)
const ACCEPTED_TYPES_TEXT = `${typeNames.slice(0, -1).join(", ")} or ${typeNames.at(-1)}`

/** Why a file cannot join the library, in words for staff; null when it can. */
export function mediaFileProblem(file: Pick<File, "name" | "type" | "size">, maxBytes = MEDIA_MAX_BYTES): string | null {
  if (!(file.type in MEDIA_FILE_TYPES)) return `“${file.name}” is not a ${ACCEPTED_TYPES_TEXT} image. Save it in one of those formats.`
  if (file.size > maxBytes) return `“${file.name}” is ${formatBytes(file.size)}; an image may be at most ${formatBytes(maxBytes)}.`
  if (file.size === 0) return `“${file.name}” is empty.`
  return null
}

/** An image of the library as the grid shows it. */
export interface MediaItem {
  id: string
  /** A small rendition's address for the thumbnail. */
  thumbnailSrc: string
  fileName: string
  /** Null when the image is decorative. */
  altText: string | null
  decorative: boolean
  width: number
  height: number
  sizeBytes: number
}

export interface MediaGridProps extends Omit<React.ComponentProps<"ul">, "onSelect"> {
  /** The images to show, in the grid's order. */
  items: readonly MediaItem[]
  /** Opens an image's details. */
  onSelect: (item: MediaItem) => void
}

/** The library's images as cards: thumbnail, file name, alt text (or "Decorative"), size. */
export function MediaGrid({ items, onSelect, className, ...props }: MediaGridProps) {
  return (
    <ul data-slot="media-grid" className={cn("grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5", className)} {...props}>
      {items.map((item) => (
        <li
          key={item.id}
          data-slot="media-grid-item"
          className="flex min-w-0 flex-col overflow-hidden rounded-lg border border-border bg-card"
        >
          <button
            type="button"
            onClick={() => onSelect(item)}
            aria-label={`Edit ${item.fileName}`}
            className="group block aspect-[4/3] overflow-hidden bg-muted outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset"
          >
            <MediaThumbnail item={item} />
          </button>
          <div className="flex min-w-0 flex-col gap-1 p-2.5">
            <span className="truncate text-sm font-medium text-foreground" title={item.fileName}>
              {item.fileName}
            </span>
            {item.decorative ? (
              <Badge variant="secondary" className="self-start">
                Decorative
              </Badge>
            ) : (
              <span className="line-clamp-2 text-xs text-muted-foreground">{item.altText}</span>
            )}
            <span className="text-xs text-muted-foreground">
              {item.width} × {item.height} · {formatBytes(item.sizeBytes)}
            </span>
          </div>
        </li>
      ))}
    </ul>
  )
}

/** A file on its way into the library. */
export type MediaUpload = {
  key: string
  fileName: string
} & (
  | { state: "uploading"; /** 0–1, or null before the first report. */ fraction: number | null }
  | { state: "uploaded" }
  | { state: "failed"; message: string }
)

export interface MediaUploaderProps extends Omit<React.ComponentProps<"section">, "onDrop"> {
  /** The files being uploaded or refused, each with its progress or its problem. */
  uploads: readonly MediaUpload[]
  /** The files picked or dropped, as they came; the screen checks and uploads each. */
  onFiles: (files: File[]) => void
  /** Opens an uploaded file's details, to describe it and add it to the library. */
  onDescribe: (key: string) => void
  /** Takes a failed or uploaded file off the list. */
  onDismiss: (key: string) => void
  /** Largest file, for the hint. @default MEDIA_MAX_BYTES */
  maxBytes?: number
}

/**
 * Drop images anywhere on the area or pick them; each file's progress, its error (a wrong type, too
 * large, a failed upload) and, once uploaded, the step that adds it to the library: its alt text.
 */
export function MediaUploader({
  uploads,
  onFiles,
  onDescribe,
  onDismiss,
  maxBytes = MEDIA_MAX_BYTES,
  className,
  ...props
}: MediaUploaderProps) {
  const input = React.useRef<HTMLInputElement>(null)
  const { dragging, dropHandlers } = useFileDrop(onFiles)
  const headingId = React.useId()

  return (
    <section aria-labelledby={headingId} data-slot="media-uploader" className={cn("flex flex-col gap-3", className)} {...props}>
      <h2 id={headingId} className="sr-only">
        Upload images
      </h2>
      <div
        data-slot="media-uploader-dropzone"
        data-dragging={dragging || undefined}
        {...dropHandlers}
        className={cn(
          "flex flex-col items-center gap-2 rounded-lg border border-dashed border-border bg-background px-4 py-6 text-center transition-colors sm:flex-row sm:justify-center sm:gap-4 sm:text-left",
          dragging && "border-ring bg-accent ring-2 ring-ring",
        )}
      >
        <ImageUp aria-hidden="true" className="size-6 text-muted-foreground" />
        <p className="text-sm text-muted-foreground">
          Drop images here, or choose them. {ACCEPTED_TYPES_TEXT}, up to {formatBytes(maxBytes)} each.
        </p>
        <input
          ref={input}
          type="file"
          multiple
          tabIndex={-1}
          aria-hidden="true"
          accept={Object.keys(MEDIA_FILE_TYPES).join(",")}
          data-slot="media-uploader-input"
          className="sr-only"
          onChange={(event) => {
            if (event.target.files && event.target.files.length > 0) onFiles([...event.target.files])
            event.target.value = ""
          }}
        />
        <Button type="button" variant="outline" size="sm" onClick={() => input.current?.click()}>
          Choose images
        </Button>
      </div>
      {uploads.length > 0 ? (
        <ul
          aria-label="Uploads"
          data-slot="media-uploader-list"
          className="flex flex-col divide-y divide-border rounded-lg border border-border bg-card"
        >
          {uploads.map((upload) => (
            <li
              key={upload.key}
              data-slot="media-upload"
              data-state={upload.state}
              className="flex items-start gap-2 px-3 py-2.5 sm:items-center"
            >
              <div className="flex min-w-0 flex-1 flex-col gap-2 sm:flex-row sm:items-center sm:gap-3">
                <span className="min-w-0 flex-1 truncate text-sm font-medium text-foreground">{upload.fileName}</span>
                {upload.state === "uploading" ? (
                  <div className="flex items-center gap-2 sm:w-64">
                    <Progress
                      className="flex-1"
                      value={upload.fraction === null ? null : upload.fraction * 100}
                      aria-label={`Uploading ${upload.fileName}`}
                    />
                    <span className="w-10 text-right text-xs text-muted-foreground tabular-nums">
                      {upload.fraction === null ? "…" : `${Math.round(upload.fraction * 100)}%`}
                    </span>
                  </div>
                ) : null}
                {upload.state === "failed" ? (
                  <p role="alert" className="flex items-start gap-1.5 text-sm text-destructive sm:max-w-md">
                    <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                    {upload.message}
                  </p>
                ) : null}
                {upload.state === "uploaded" ? (
                  <div className="flex items-center gap-2">
                    <span className="text-xs text-muted-foreground">Uploaded: describe it to add it</span>
                    <Button type="button" size="sm" onClick={() => onDescribe(upload.key)} aria-label={`Describe ${upload.fileName}`}>
                      Describe
                    </Button>
                  </div>
                ) : null}
              </div>
              {upload.state !== "uploading" ? (
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  className="-my-1 size-8 shrink-0"
                  onClick={() => onDismiss(upload.key)}
                  aria-label={`Dismiss ${upload.fileName}`}
                >
                  <X aria-hidden="true" className="size-4" />
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  )
}

/** An item's thumbnail in a grid of the library (its card is the hover `group`); alt is empty: the card names the image. */
export function MediaThumbnail({ item }: { item: Pick<MediaItem, "thumbnailSrc" | "width" | "height"> }) {
  return (
    <img
      src={item.thumbnailSrc}
      alt=""
      width={item.width}
      height={item.height}
      loading="lazy"
      className="size-full object-cover transition-transform group-hover:scale-[1.03] motion-reduce:transition-none"
    />
  )
}
