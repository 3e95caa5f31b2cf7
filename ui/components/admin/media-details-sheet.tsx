import * as React from "react"
import { ImageUp, Trash2 } from "lucide-react"
import { formatBytes } from "../../lib/format-bytes"
import { Button } from "../button"
import { Checkbox } from "../checkbox"
import { Label } from "../label"
import { Sheet, SheetContent, SheetDescription, SheetFooter, SheetHeader, SheetTitle } from "../sheet"
import { Textarea } from "../textarea"
import { ConfirmDialog } from "./confirm-dialog"
import { describeFocalPoint, FocalPointPicker, type FocalPoint } from "./focal-point-picker"
import { MEDIA_FILE_TYPES } from "./media-library"

/** Longest alt text the library keeps: a sentence or two, not a caption. */
export const MEDIA_ALT_TEXT_MAX_LENGTH = 500
export const MEDIA_ALT_TEXT_REQUIRED_MESSAGE = "Describe the image for people who cannot see it, or mark it as decorative."

/** What staff say about an image. */
export interface MediaDetailsValues {
  /** Kept while the image is marked decorative, so unticking brings it back; saved as null then. */
  altText: string
  decorative: boolean
  focalPoint: FocalPoint
}

/** A document that uses the image. */
export interface MediaUse {
  id: string
  title: string
  path: string
}

export interface MediaDetailsSheetProps {
  /** Whether the sheet is open. */
  open: boolean
  /** Called when the sheet asks to open or close (its close button, Escape, a click outside). */
  onOpenChange: (open: boolean) => void
  /** `add`: an uploaded file that joins the library on save; `edit`: an image already in it. */
  mode: "add" | "edit"
  /** The image the sheet describes: its address, file name, size in pixels and in bytes. */
  image: { src: string; fileName: string; width: number; height: number; sizeBytes: number }
  /** The form's starting values (alt text, decorative, focal point); empty for a new upload. */
  defaultValues?: Partial<MediaDetailsValues>
  /** Stores the values; resolves with a message to show when it could not. */
  onSave: (values: MediaDetailsValues) => Promise<string | void>
  /** The documents that use the image; null while they are being found. Only in edit mode. */
  usedBy?: readonly MediaUse[] | null
  /** Deletes the image; resolves with a message to show when it could not. Absent, no Delete button. */
  onDelete?: () => Promise<string | void>
  /**
   * Puts a new file under the image, which keeps its id, alt text, focal point and every use; resolves
   * with a message to show when it could not. Absent, no Replace file button. Only in edit mode.
   */
  onReplaceFile?: (file: File) => Promise<string | void>
}

const EMPTY: MediaDetailsValues = { altText: "", decorative: false, focalPoint: { x: 0.5, y: 0.5 } }

/**
 * An image's details in a side sheet: the alt text (required unless the image is marked decorative),
 * the focal point every crop is centred on, where it is used, and Delete, refused while it is used.
 */
export function MediaDetailsSheet({
  open,
  onOpenChange,
  mode,
  image,
  defaultValues,
  onSave,
  usedBy,
  onDelete,
  onReplaceFile,
}: MediaDetailsSheetProps) {
  const [values, setValues] = React.useState<MediaDetailsValues>({ ...EMPTY, ...defaultValues })
  const [altError, setAltError] = React.useState<string | null>(null)
  const [saveError, setSaveError] = React.useState<string | null>(null)
  const [saving, setSaving] = React.useState(false)
  const [replacing, setReplacing] = React.useState(false)
  const replaceInput = React.useRef<HTMLInputElement>(null)
  const altId = React.useId()
  const altRef = React.useRef<HTMLTextAreaElement>(null)
  const inUse = (usedBy?.length ?? 0) > 0

  const save = async (event: React.FormEvent) => {
    event.preventDefault()
    if (!values.decorative && values.altText.trim() === "") {
      setAltError(MEDIA_ALT_TEXT_REQUIRED_MESSAGE)
      altRef.current?.focus()
      return
    }
    setAltError(null)
    setSaveError(null)
    setSaving(true)
    try {
      const problem = await onSave({ ...values, altText: values.altText.trim() })
      if (problem) setSaveError(problem)
    } finally {
      setSaving(false)
    }
  }

  const replace = async (file: File) => {
    if (!onReplaceFile) return
    setSaveError(null)
    setReplacing(true)
    try {
      const problem = await onReplaceFile(file)
      if (problem) setSaveError(problem)
    } finally {
      setReplacing(false)
    }
  }

  const remove = async () => {
    if (!onDelete) return
    const problem = await onDelete()
    if (problem) {
      setSaveError(problem)
      throw new Error(problem)
    }
  }

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent className="w-full overflow-y-auto sm:max-w-lg" data-slot="media-details-sheet">
        <SheetHeader>
          <SheetTitle className="break-all">{mode === "add" ? `Add ${image.fileName}` : image.fileName}</SheetTitle>
          <SheetDescription>
            {image.width} × {image.height} px · {formatBytes(image.sizeBytes)}
          </SheetDescription>
        </SheetHeader>
        <form noValidate onSubmit={(event) => void save(event)} className="flex flex-1 flex-col gap-5 px-4">
          <div className="flex flex-col gap-2">
            <span id={`${altId}-focal`} className="text-sm font-medium text-foreground">
              Focal point
            </span>
            <FocalPointPicker
              src={image.src}
              value={values.focalPoint}
              onValueChange={(focalPoint) => setValues((current) => ({ ...current, focalPoint }))}
              aria-describedby={`${altId}-focal-hint`}
              className="self-start"
            />
            <span id={`${altId}-focal-hint`} className="text-xs text-muted-foreground">
              Every crop keeps this point in view. Click the image, or use the arrow keys. Now {describeFocalPoint(values.focalPoint)}.
            </span>
          </div>
          {mode === "edit" && onReplaceFile ? (
            <div className="flex flex-col items-start gap-1.5" data-slot="media-replace-file">
              <input
                ref={replaceInput}
                type="file"
                tabIndex={-1}
                aria-hidden="true"
                accept={Object.keys(MEDIA_FILE_TYPES).join(",")}
                className="sr-only"
                onChange={(event) => {
                  const file = event.target.files?.[0]
                  event.target.value = ""
                  if (file) void replace(file)
                }}
              />
              <Button type="button" variant="outline" size="sm" loading={replacing} onClick={() => replaceInput.current?.click()}>
                <ImageUp aria-hidden="true" />
                {replacing ? "Replacing file…" : "Replace file"}
              </Button>
              <span className="text-xs text-muted-foreground">
                Every page that uses it shows the new file, with this alt text and focal point.
              </span>
            </div>
          ) : null}
          <div className="flex flex-col gap-2">
            <Label htmlFor={altId}>Alt text</Label>
            <Textarea
              ref={altRef}
              id={altId}
              rows={3}
              maxLength={MEDIA_ALT_TEXT_MAX_LENGTH}
              value={values.altText}
              disabled={values.decorative}
              aria-invalid={altError ? true : undefined}
              aria-describedby={`${altId}-hint${altError ? ` ${altId}-error` : ""}`}
              onChange={(event) => {
                setValues((current) => ({ ...current, altText: event.target.value }))
                if (altError && event.target.value.trim() !== "") setAltError(null)
              }}
            />
            <span id={`${altId}-hint`} className="text-xs text-muted-foreground">
              What the image shows, as you would say it to someone on the phone.
            </span>
            {altError ? (
              <p id={`${altId}-error`} className="text-sm text-destructive">
                {altError}
              </p>
            ) : null}
            <div className="flex items-start gap-2 pt-1">
              <Checkbox
                id={`${altId}-decorative`}
                checked={values.decorative}
                onCheckedChange={(checked) => {
                  setValues((current) => ({ ...current, decorative: checked === true }))
                  if (checked === true) setAltError(null)
                }}
                className="mt-0.5"
              />
              <Label htmlFor={`${altId}-decorative`} className="flex flex-col items-start gap-0.5 font-normal">
                <span className="font-medium">Decorative</span>
                <span className="text-xs text-muted-foreground">It adds nothing a reader needs; screen readers skip it.</span>
              </Label>
            </div>
          </div>
          {mode === "edit" ? (
            <div className="flex flex-col gap-1.5" data-slot="media-usage">
              <span className="text-sm font-medium text-foreground">Where it is used</span>
              {usedBy === null || usedBy === undefined ? (
                <span className="text-sm text-muted-foreground">Looking for documents that use it…</span>
              ) : usedBy.length === 0 ? (
                <span className="text-sm text-muted-foreground">No document uses it.</span>
              ) : (
                <ul className="flex list-disc flex-col gap-0.5 pl-5 text-sm text-foreground">
                  {usedBy.map((use) => (
                    <li key={use.id}>
                      {use.title} <span className="text-muted-foreground">({use.path})</span>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          ) : null}
          {saveError ? (
            <p role="alert" className="text-sm text-destructive">
              {saveError}
            </p>
          ) : null}
          <SheetFooter className="flex-row flex-wrap items-center justify-between gap-2 px-0 pb-6">
            {mode === "edit" && onDelete ? (
              <ConfirmDialog
                variant="destructive"
                title={`Delete ${image.fileName}?`}
                description="The file leaves the library and the site for good."
                confirmLabel="Delete image"
                onConfirm={remove}
                trigger={
                  <Button type="button" variant="ghost" disabled={inUse || usedBy === null} className="text-destructive">
                    <Trash2 aria-hidden="true" />
                    Delete
                  </Button>
                }
              />
            ) : (
              <span />
            )}
            <Button type="submit" loading={saving}>
              {mode === "add" ? "Add to library" : "Save changes"}
            </Button>
          </SheetFooter>
          {inUse ? (
            <p className="-mt-4 pb-6 text-xs text-muted-foreground">
              It cannot be deleted while documents use it: choose another image in them first.
            </p>
          ) : null}
        </form>
      </SheetContent>
    </Sheet>
  )
}
