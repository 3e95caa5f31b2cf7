import * as React from "react"
import { ImageUp, Trash2 } from "lucide-react"
import { cn } from "../../lib/utils"
import { BrandLogo } from "../brand-logo"
import { formatBytes } from "../../lib/format-bytes"
import { Button } from "../button"
import { Progress } from "../progress"
import { useFileDrop } from "../../hooks/use-file-drop"

/** The logo files the site accepts, by MIME type, with the name staff know them by. */
const LOGO_FILE_TYPES = { "image/svg+xml": "SVG", "image/png": "PNG", "image/webp": "WebP" } as const
/** Largest logo file accepted: a logo is small, and the header loads it on every page. */
export const LOGO_MAX_BYTES = 2 * 1024 * 1024

const typeNames = Object.values(LOGO_FILE_TYPES)
const ACCEPTED_TYPES_TEXT = `${typeNames.slice(0, -1).join(", ")} or ${typeNames.at(-1)}`

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error))

/** Why a file cannot be a logo, in words for staff; null when it can. */
function logoFileProblem(file: Pick<File, "name" | "type" | "size">, maxBytes = LOGO_MAX_BYTES): string | null {
  if (!(file.type in LOGO_FILE_TYPES)) {
    return `“${file.name}” is not an ${ACCEPTED_TYPES_TEXT} file. Export the logo in one of those formats.`
  }
  if (file.size > maxBytes) return `“${file.name}” is ${formatBytes(file.size)}; a logo may be at most ${formatBytes(maxBytes)}.`
  if (file.size === 0) return `“${file.name}” is empty.`
  return null
}

export interface LogoUploaderProps extends Omit<React.ComponentProps<"div">, "onError"> {
  /** "Header logo": the group's name, and part of its buttons' names. */
  label: string
  /** Where the logo shows, under the label. */
  description?: string
  /** The current logo; null shows the default icon and company name. */
  value: string | null
  /**
   * Stores the file; call `onProgress` with the fraction sent (0–1) when the transport reports it.
   * A rejection is shown under the preview.
   */
  onUpload: (file: File, onProgress: (fraction: number) => void) => Promise<void>
  /** Back to the default icon and company name. Absent, no Remove button shows. */
  onRemove?: () => Promise<void> | void
  /** The preview's surface: the always-dark header and footer, or a light page. @default "dark" */
  surface?: "dark" | "light"
  /** Largest file accepted, in bytes; a larger one is refused before it uploads. @default LOGO_MAX_BYTES */
  maxBytes?: number
  /** The company name shown beside the default icon. @default "Nordika" */
  companyName?: string
  /** Shown instead of the default icon and company name while there is no logo. */
  emptyPreview?: React.ReactNode
}

type UploadState = { kind: "idle" } | { kind: "uploading"; fileName: string; fraction: number | null } | { kind: "error"; message: string }

/** Picks (or takes a dropped) SVG, PNG or WebP logo, checks type and size, shows the upload's progress and a preview where it will appear. */
export function LogoUploader({
  label,
  description,
  value,
  onUpload,
  onRemove,
  surface = "dark",
  maxBytes = LOGO_MAX_BYTES,
  companyName,
  emptyPreview,
  className,
  ...props
}: LogoUploaderProps) {
  const id = React.useId()
  const input = React.useRef<HTMLInputElement>(null)
  const [state, setState] = React.useState<UploadState>({ kind: "idle" })
  const [removing, setRemoving] = React.useState(false)
  const uploading = state.kind === "uploading"

  const take = async (file: File | undefined) => {
    if (!file) return
    const problem = logoFileProblem(file, maxBytes)
    if (problem) return setState({ kind: "error", message: problem })
    setState({ kind: "uploading", fileName: file.name, fraction: null })
    try {
      await onUpload(file, (fraction) => setState({ kind: "uploading", fileName: file.name, fraction: Math.min(1, Math.max(0, fraction)) }))
      setState({ kind: "idle" })
    } catch (error) {
      setState({ kind: "error", message: messageOf(error) })
    }
  }

  const { dragging, dropHandlers } = useFileDrop((files) => void take(files[0]))

  const remove = async () => {
    if (!onRemove) return
    setRemoving(true)
    try {
      await onRemove()
      setState({ kind: "idle" })
    } catch (error) {
      setState({ kind: "error", message: messageOf(error) })
    } finally {
      setRemoving(false)
    }
  }

  return (
    <div role="group" aria-labelledby={`${id}-label`} data-slot="logo-uploader" className={cn("flex flex-col gap-3", className)} {...props}>
      <div className="flex flex-col gap-0.5">
        <span id={`${id}-label`} className="text-sm font-medium text-foreground">
          {label}
        </span>
        {description ? <span className="text-sm text-muted-foreground">{description}</span> : null}
      </div>
      <div
        data-slot="logo-uploader-preview"
        data-dragging={dragging || undefined}
        {...dropHandlers}
        className={cn(
          "flex h-24 items-center justify-center rounded-lg border border-dashed px-6 transition-colors",
          surface === "dark" ? "border-header-accent bg-header" : "border-border bg-background",
          dragging && "border-ring ring-2 ring-ring",
        )}
      >
        {!value && emptyPreview ? (
          emptyPreview
        ) : (
          <BrandLogo variant={surface === "dark" ? "header" : "default"} logoUrl={value} name={companyName} className="h-10" />
        )}
      </div>
      {state.kind === "uploading" ? (
        <div data-slot="logo-uploader-progress" className="flex flex-col gap-1.5">
          <Progress value={state.fraction === null ? null : state.fraction * 100} aria-label={`Uploading ${state.fileName}`} />
          <span className="text-xs text-muted-foreground" aria-live="polite">
            {state.fraction === null ? `Uploading ${state.fileName}…` : `Uploading ${state.fileName}: ${Math.round(state.fraction * 100)}%`}
          </span>
        </div>
      ) : null}
      {state.kind === "error" ? (
        <p role="alert" data-slot="logo-uploader-error" className="text-sm text-destructive">
          {state.message}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-2">
        <input
          ref={input}
          type="file"
          tabIndex={-1}
          aria-hidden="true"
          accept={Object.keys(LOGO_FILE_TYPES).join(",")}
          data-slot="logo-uploader-input"
          className="sr-only"
          onChange={(event) => {
            void take(event.target.files?.[0])
            event.target.value = ""
          }}
        />
        <Button
          type="button"
          variant="outline"
          size="sm"
          loading={uploading}
          onClick={() => input.current?.click()}
          aria-label={`${value ? "Replace" : "Upload"} ${label.toLowerCase()}`}
        >
          <ImageUp aria-hidden="true" />
          {value ? "Replace" : "Upload"}
        </Button>
        {value && onRemove ? (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            loading={removing}
            disabled={uploading}
            onClick={() => void remove()}
            aria-label={`Remove ${label.toLowerCase()}`}
          >
            <Trash2 aria-hidden="true" />
            Remove
          </Button>
        ) : null}
        <span className="text-xs text-muted-foreground">
          {ACCEPTED_TYPES_TEXT}, up to {formatBytes(maxBytes)}. Drop a file on the preview, or choose one.
        </span>
      </div>
    </div>
  )
}
