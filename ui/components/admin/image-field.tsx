import * as React from "react"
import { ImageIcon, Upload, X } from "lucide-react"
import { cn } from "../../lib/utils"
import { Button } from "../button"
import { Input } from "../input"
import { Label } from "../label"

/** The image types the site-assets bucket accepts. */
const IMAGE_FIELD_ACCEPT = "image/png,image/jpeg,image/webp,image/svg+xml,image/gif,image/avif"

export interface ImageFieldProps extends Omit<React.ComponentProps<"fieldset">, "onChange"> {
  /** The field's name ("Image"); the legend. */
  label: string
  /** The image's URL, or empty for none. */
  url: string
  /** The image's alt text, or empty for a decorative image. */
  alt: string
  /** Called with the new URL, typed or uploaded (empty when removed). */
  onUrlChange: (url: string) => void
  /** Called with the alt text as it is typed. */
  onAltChange: (alt: string) => void
  /** Stores the file and resolves with its public URL; a rejection's message is shown under the field. */
  onUpload: (file: File) => Promise<string>
  /** The problem with the image, shown under it. */
  urlError?: string
  /** The problem with the alt text ("Describe the image"), shown under its box. */
  altError?: string
}

/**
 * An image with its alt text: a preview, upload and remove buttons, and the description readers hear
 * in place of the image.
 */
export function ImageField({
  label,
  url,
  alt,
  onUrlChange,
  onAltChange,
  onUpload,
  urlError,
  altError,
  className,
  ...props
}: ImageFieldProps) {
  const fileRef = React.useRef<HTMLInputElement>(null)
  const [uploading, setUploading] = React.useState(false)
  const [uploadError, setUploadError] = React.useState<string>()
  const ids = { alt: React.useId(), altError: React.useId(), error: React.useId() }
  const error = uploadError ?? urlError

  const upload = async (file: File) => {
    setUploading(true)
    setUploadError(undefined)
    try {
      onUrlChange(await onUpload(file))
    } catch (problem) {
      setUploadError(problem instanceof Error ? problem.message : "The upload failed.")
    } finally {
      setUploading(false)
      if (fileRef.current) fileRef.current.value = ""
    }
  }

  return (
    <fieldset
      data-slot="image-field"
      className={cn("flex flex-col gap-3", className)}
      aria-describedby={error ? ids.error : undefined}
      {...props}
    >
      <legend className="mb-2 text-sm font-medium">{label}</legend>
      <div className="flex flex-wrap items-center gap-4">
        <div
          data-slot="image-field-preview"
          className="grid size-24 shrink-0 place-items-center overflow-hidden rounded-md border border-border bg-muted text-muted-foreground"
        >
          {url ? <img src={url} alt="" className="size-full object-cover" /> : <ImageIcon className="size-6" aria-hidden />}
        </div>
        <div className="flex min-w-0 flex-col gap-2">
          <p className="truncate text-sm text-muted-foreground" data-slot="image-field-url">
            {url ? url.split("/").pop() : "No image"}
          </p>
          <div className="flex flex-wrap gap-2">
            <input
              ref={fileRef}
              type="file"
              accept={IMAGE_FIELD_ACCEPT}
              className="sr-only"
              tabIndex={-1}
              aria-hidden
              onChange={(event) => {
                const file = event.target.files?.[0]
                if (file) void upload(file)
              }}
            />
            <Button type="button" variant="outline" size="sm" loading={uploading} onClick={() => fileRef.current?.click()}>
              <Upload aria-hidden />
              {url ? `Replace ${label.toLowerCase()}` : `Upload ${label.toLowerCase()}`}
            </Button>
            {url ? (
              <Button type="button" variant="ghost" size="sm" onClick={() => onUrlChange("")}>
                <X aria-hidden />
                Remove
              </Button>
            ) : null}
          </div>
        </div>
      </div>
      {error ? (
        <p id={ids.error} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
      <div className="flex flex-col gap-2">
        <Label htmlFor={ids.alt} data-error={Boolean(altError) || undefined} className="data-[error]:text-destructive">
          Alt text
        </Label>
        <Input
          id={ids.alt}
          value={alt}
          onChange={(event) => onAltChange(event.target.value)}
          aria-invalid={Boolean(altError) || undefined}
          aria-describedby={altError ? ids.altError : undefined}
          placeholder="What the image shows, for readers who cannot see it"
        />
        {altError ? (
          <p id={ids.altError} className="text-sm font-medium text-destructive">
            {altError}
          </p>
        ) : null}
      </div>
    </fieldset>
  )
}
