import * as React from "react"
import type { RichTextBlock } from "../rich-text"
import { Label } from "../label"
import { Skeleton } from "../skeleton"
import { cn } from "../../lib/utils"

// The editor (Tiptap and ProseMirror) is a chunk of its own, fetched only when a field is shown.
const RichTextEditorContent = React.lazy(() => import("./rich-text-editor-content"))

/** A page chosen for an internal link: the link stores its id; the label is the text it shows. */
export interface RichTextInternalLinkChoice {
  documentId: string
  label: string
}

export interface RichTextEditorProps extends Omit<React.ComponentProps<"div">, "onChange" | "defaultValue"> {
  /** The field's label, also the text's accessible name. */
  label: string
  /** A hint under the field, linked to the text as its description. */
  description?: string
  /** The field's error (from the form's validation), shown under it and linked to the text. */
  error?: string
  /** The stored blocks (structured JSON, as `RichText` draws them). */
  value: RichTextBlock[]
  /** Called with the blocks after every change: always blocks the content schema takes. */
  onChange: (value: RichTextBlock[]) => void
  /**
   * Opens the app's page picker and resolves with the chosen page, or undefined when staff cancel.
   * Without it the toolbar has no "Link to a page" button.
   */
  onPickInternalLink?: () => Promise<RichTextInternalLinkChoice | undefined>
  /** Shows the text and its toolbar without letting them change. @default false */
  disabled?: boolean
}

/**
 * A rich text field: a toolbar (paragraph, headings, bold, italic, lists, links) over the text, whose
 * value is the stored JSON. Markdown and HTML pasted into it become the same blocks, never markup.
 */
export function RichTextEditor({
  label,
  description,
  error,
  value,
  onChange,
  onPickInternalLink,
  disabled = false,
  className,
  ...props
}: RichTextEditorProps) {
  const id = React.useId()
  const describedBy = [description ? `${id}-description` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined
  const frame = React.useRef<HTMLDivElement>(null)
  return (
    <div data-slot="rich-text-editor" className={cn("grid gap-2", className)} {...props}>
      <Label
        id={`${id}-label`}
        data-error={Boolean(error)}
        className="data-[error=true]:text-destructive"
        // A label points at a form control; the text is a contenteditable, so it is focused by hand.
        onClick={() => frame.current?.querySelector<HTMLElement>("[contenteditable]")?.focus()}
      >
        {label}
      </Label>
      <div ref={frame}>
        <React.Suspense
          fallback={
            <div role="status" aria-label={`${label}: loading the editor`} className="rounded-md border border-input">
              <Skeleton className="h-11 rounded-b-none" />
              <Skeleton className="m-3 h-28 bg-muted/60" />
            </div>
          }
        >
          <RichTextEditorContent
            value={value}
            onChange={onChange}
            onPickInternalLink={onPickInternalLink}
            disabled={disabled}
            label={label}
            labelId={`${id}-label`}
            describedBy={describedBy}
            invalid={Boolean(error)}
          />
        </React.Suspense>
      </div>
      {description ? (
        <p id={`${id}-description`} data-slot="rich-text-editor-description" className="text-sm text-muted-foreground">
          {description}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} data-slot="rich-text-editor-error" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  )
}
