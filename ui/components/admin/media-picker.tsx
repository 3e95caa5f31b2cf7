import * as React from "react"
import { CircleAlert, ImageIcon, ImagePlus, X } from "lucide-react"
import { cn } from "../../lib/utils"
import { plural } from "../../lib/plural"
import { Badge } from "../badge"
import { Button } from "../button"
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../dialog"
import { SearchField } from "../search-field"
import { Skeleton } from "../skeleton"
import { MediaThumbnail, MediaUploader, type MediaItem, type MediaUpload } from "./media-library"

/** Whether an image matches what staff typed: every word in its file name or alt text. */
export function mediaItemMatches(item: Pick<MediaItem, "fileName" | "altText">, search: string): boolean {
  const haystack = `${item.fileName} ${item.altText ?? ""}`.toLowerCase()
  return search
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word))
}

export interface MediaImageFieldProps extends Omit<React.ComponentProps<"div">, "children" | "id"> {
  /** The chosen image; null when none is chosen (or while it loads, or when it is gone: see `status`). */
  image: MediaItem | null
  /** `loading` while the chosen image is read; `missing` when the field names an image the library no longer has. */
  status?: "loading" | "missing"
  /** Opens the media picker. */
  onChoose: () => void
  /** Empties the field; absent for a required field, which offers no Remove. */
  onRemove?: () => void
  /** The Choose button's id (the form's control passes it, with its description and invalid state). */
  id?: string
  /** The field's name, which the Choose button's accessible name ends with ("Choose image: Cover image"). */
  fieldLabel?: string
}

/**
 * An image field of a document: the chosen library image (thumbnail, alt text or "Decorative", file
 * name), "Choose image" (or "Change image") and "Remove". The id, aria-describedby and aria-invalid a
 * form control passes go to the Choose button.
 */
export function MediaImageField({
  image,
  status,
  onChoose,
  onRemove,
  id,
  fieldLabel,
  "aria-describedby": describedBy,
  "aria-invalid": invalid,
  className,
  ...props
}: MediaImageFieldProps) {
  const chooseText = image || status === "missing" ? "Change image" : "Choose image"
  return (
    <div
      className={cn("flex flex-col gap-3 rounded-lg border border-border bg-card p-3 sm:flex-row sm:items-center", className)}
      {...props}
      data-slot="media-image-field"
    >
      <div className="flex aspect-[4/3] w-full shrink-0 items-center justify-center overflow-hidden rounded-md bg-muted sm:w-40">
        {image ? (
          <img src={image.thumbnailSrc} alt="" width={image.width} height={image.height} className="size-full object-cover" />
        ) : status === "loading" ? (
          <Skeleton className="size-full" />
        ) : (
          <ImageIcon aria-hidden="true" className="size-8 text-muted-foreground" />
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        {image ? (
          <>
            {image.decorative ? (
              <Badge variant="secondary" className="self-start">
                Decorative
              </Badge>
            ) : (
              <p className="line-clamp-3 text-sm text-foreground">
                <span className="sr-only">Alt text: </span>
                {image.altText}
              </p>
            )}
            <span className="truncate text-xs text-muted-foreground" title={image.fileName}>
              {image.fileName}
            </span>
          </>
        ) : status === "loading" ? (
          <span className="text-sm text-muted-foreground">Loading the image…</span>
        ) : status === "missing" ? (
          <p className="flex items-start gap-1.5 text-sm text-destructive">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            This image is no longer in the media library. Choose another one.
          </p>
        ) : (
          <span className="text-sm text-muted-foreground">No image chosen</span>
        )}
        <div className="flex flex-wrap gap-2 pt-1">
          <Button
            type="button"
            variant="outline"
            size="sm"
            id={id}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            aria-label={fieldLabel ? `${chooseText}: ${fieldLabel}` : chooseText}
            onClick={onChoose}
          >
            <ImagePlus aria-hidden="true" />
            {chooseText}
          </Button>
          {onRemove && (image || status === "missing") ? (
            <Button type="button" variant="ghost" size="sm" onClick={onRemove}>
              <X aria-hidden="true" />
              Remove
            </Button>
          ) : null}
        </div>
      </div>
    </div>
  )
}

export interface MediaPickerDialogProps {
  /** Whether the dialog is open. */
  open: boolean
  /** Called when the dialog asks to open or close (its close button, Escape, a click outside). */
  onOpenChange: (open: boolean) => void
  /** The library's images, newest first; null while they load. */
  items: readonly MediaItem[] | null
  /** Why the library could not be loaded; shown with Try again. */
  error?: string
  /** Loads the library again after an error. */
  onRetry?: () => void
  /** The image the field holds now, marked as chosen. */
  selectedId?: string
  /** Chooses an image for the field. Every library image has alt text or is marked decorative, so any may be chosen. */
  onChoose: (item: MediaItem) => void
  /** Files being uploaded from the dialog, each with its progress, its problem, or "Describe". */
  uploads: readonly MediaUpload[]
  /** The files picked or dropped in the dialog; the app checks and uploads each. */
  onFiles: (files: File[]) => void
  /** Opens an uploaded file's details, where it gets its alt text (or the decorative mark) before it joins the library. */
  onDescribe: (key: string) => void
  /** Takes a failed or uploaded file off the list. */
  onDismiss: (key: string) => void
}

/** Moves focus among the grid's images with the arrow keys, Home and End (Tab leaves the grid). */
function moveFocus(event: React.KeyboardEvent<HTMLUListElement>) {
  const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>("button[data-media-choice]")]
  const at = buttons.indexOf(document.activeElement as HTMLButtonElement)
  if (at < 0) return
  const next =
    event.key === "ArrowRight" || event.key === "ArrowDown"
      ? Math.min(at + 1, buttons.length - 1)
      : event.key === "ArrowLeft" || event.key === "ArrowUp"
        ? Math.max(at - 1, 0)
        : event.key === "Home"
          ? 0
          : event.key === "End"
            ? buttons.length - 1
            : null
  if (next === null) return
  event.preventDefault()
  buttons[next].focus()
}

/**
 * Chooses a document's image from the media library: search by file name or alt text, a grid of the
 * images (each a button; the arrow keys move among them), and an upload area whose files must be
 * described (alt text, or marked decorative) before they join the library and can be chosen.
 */
export function MediaPickerDialog({
  open,
  onOpenChange,
  items,
  error,
  onRetry,
  selectedId,
  onChoose,
  uploads,
  onFiles,
  onDescribe,
  onDismiss,
}: MediaPickerDialogProps) {
  const [search, setSearch] = React.useState("")
  const shown = items?.filter((item) => mediaItemMatches(item, search)) ?? []

  const grid = () => {
    if (error) {
      return (
        <div role="alert" className="flex flex-col items-start gap-2 text-sm text-destructive">
          <p>{error}</p>
          {onRetry ? (
            <Button type="button" variant="outline" size="sm" onClick={onRetry}>
              Try again
            </Button>
          ) : null}
        </div>
      )
    }
    if (items === null) {
      return (
        <div role="status" aria-busy="true" aria-label="Loading the media library" className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {[0, 1, 2].map((tile) => (
            <Skeleton key={tile} className="aspect-[4/3]" />
          ))}
        </div>
      )
    }
    if (shown.length === 0) {
      return (
        <p className="py-6 text-center text-sm text-muted-foreground">
          {items.length === 0
            ? "The library has no images yet. Upload one above."
            : `Nothing in the library has “${search.trim()}” in its file name or alt text.`}
        </p>
      )
    }
    return (
      <ul aria-label="Images" data-slot="media-picker-grid" className="grid grid-cols-2 gap-3 sm:grid-cols-3" onKeyDown={moveFocus}>
        {shown.map((item) => {
          const chosen = item.id === selectedId
          return (
            <li key={item.id} className="min-w-0">
              <button
                type="button"
                data-media-choice
                aria-pressed={chosen}
                onClick={() => onChoose(item)}
                className={cn(
                  "group flex w-full flex-col overflow-hidden rounded-lg border border-border bg-card text-left outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background",
                  chosen && "border-primary ring-2 ring-primary",
                )}
              >
                <span className="block aspect-[4/3] overflow-hidden bg-muted">
                  <MediaThumbnail item={item} />
                </span>
                <span className="flex min-w-0 flex-col gap-1 p-2">
                  {item.decorative ? (
                    <Badge variant="secondary" className="self-start">
                      Decorative
                    </Badge>
                  ) : (
                    <span className="line-clamp-2 text-xs text-foreground">{item.altText}</span>
                  )}
                  <span className="truncate text-xs text-muted-foreground">{item.fileName}</span>
                  {chosen ? <span className="text-xs font-medium text-primary">Chosen</span> : null}
                </span>
              </button>
            </li>
          )
        })}
      </ul>
    )
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="lg" className="max-h-[calc(100dvh-2rem)] grid-rows-[auto_1fr] overflow-hidden p-0" data-slot="media-picker">
        <DialogHeader className="px-6 pt-6">
          <DialogTitle>Choose an image</DialogTitle>
          <DialogDescription>From the media library, or upload one: a new image joins the library once you describe it.</DialogDescription>
        </DialogHeader>
        <div className="flex min-h-0 flex-col gap-4 overflow-y-auto px-6 pb-6">
          <MediaUploader uploads={uploads} onFiles={onFiles} onDescribe={onDescribe} onDismiss={onDismiss} />
          {items && items.length > 0 ? (
            <div className="flex flex-col gap-1.5">
              <SearchField
                label="Search images by file name or alt text"
                placeholder="Search by file name or alt text"
                value={search}
                onValueChange={setSearch}
              />
              <p className="text-xs text-muted-foreground" aria-live="polite">
                {search.trim() ? `${plural(shown.length, "image", "images")} of ${items.length}` : plural(items.length, "image", "images")}
              </p>
            </div>
          ) : null}
          {grid()}
        </div>
      </DialogContent>
    </Dialog>
  )
}
