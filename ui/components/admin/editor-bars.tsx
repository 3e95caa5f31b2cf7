import * as React from "react"
import { Check, Eye, RefreshCw } from "lucide-react"
import { useStickyToolbarHeight } from "../../hooks/use-sticky-toolbar-height"
import { formatTime } from "../../lib/format-date"
import { cn } from "../../lib/utils"
import { Button } from "../button"
import { Loader2Icon } from "../frame-icons"

export interface ChangedElsewhereBannerProps extends React.ComponentProps<"div"> {
  /** What happened ("Someone else published a change to this section…"). */
  message: string
  /** The button that brings the other change in. */
  actionLabel: string
  /** Loads the other change into the editor. */
  onAction: () => void
}

/** Tells an editor that what they are editing changed elsewhere, with a way to load that change (announced). */
export function ChangedElsewhereBanner({ message, actionLabel, onAction, className, ...props }: ChangedElsewhereBannerProps) {
  return (
    <div
      role="alert"
      data-slot="changed-elsewhere-banner"
      className={cn(
        "flex flex-wrap items-center justify-between gap-3 rounded-lg border border-warning/40 bg-warning/10 px-4 py-3 text-sm",
        className,
      )}
      {...props}
    >
      <span>{message}</span>
      <Button type="button" size="sm" variant="outline" onClick={onAction}>
        <RefreshCw aria-hidden />
        {actionLabel}
      </Button>
    </div>
  )
}

export interface EditorActionBarProps extends React.ComponentProps<"div"> {
  /** Where the edit stands ("Unsaved changes"), announced as it changes. */
  status: React.ReactNode
  /** The buttons, last one the main action. */
  children: React.ReactNode
}

/**
 * The save buttons of a long form, kept at the bottom of the screen while the form scrolls; a field
 * focused from the keyboard is scrolled to above it, never under it (WCAG 2.4.11).
 */
export function EditorActionBar({ status, children, className, ...props }: EditorActionBarProps) {
  const ref = React.useRef<HTMLDivElement>(null)
  useStickyToolbarHeight(ref, { edge: "bottom" })
  return (
    <div
      ref={ref}
      data-slot="editor-action-bar"
      className={cn(
        "sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center justify-end gap-3 border-t border-border bg-background/95 px-4 py-3 backdrop-blur supports-[backdrop-filter]:bg-background/80 sm:-mx-6 sm:px-6 lg:-mx-8 lg:px-8",
        className,
      )}
      {...props}
    >
      <p role="status" className="mr-auto text-sm text-muted-foreground">
        {status}
      </p>
      {children}
    </div>
  )
}

/** Where an autosaved edit stands, as the editor bar says it. */
export type AutosaveState =
  /** Nothing changed since the editor opened; `hasDraft` when what it opened is a saved draft. */
  | { status: "unchanged"; hasDraft: boolean }
  /** Changed, waiting for the pause in typing that saves it. */
  | { status: "unsaved" }
  | { status: "saving" }
  /** Everything typed is saved; `savedAt` is when (ISO). */
  | { status: "saved"; savedAt: string }
  /** The last save failed; what was typed stays in the form. */
  | { status: "failed"; reason: string }

export const AUTOSAVE_RETRY_LABEL = "Retry"

export interface AutosaveStatusProps {
  /** Where the edit stands. */
  state: AutosaveState
  /** Saves again after a failure (the "Retry" beside the reason). */
  onRetry: () => void
}

/**
 * The quiet line of an autosaving editor: "Saving…", "Saved 14:02" (in the reader's time), or
 * "Not saved: <reason> · Retry". Put it in EditorActionBar's `status`, which announces it.
 */
export function AutosaveStatus({ state, onRetry }: AutosaveStatusProps) {
  switch (state.status) {
    case "unchanged":
      return <span data-slot="autosave-status">{state.hasDraft ? "Draft saved, not published" : "No unsaved changes"}</span>
    case "unsaved":
      return (
        <span data-slot="autosave-status" className="font-medium text-foreground">
          Unsaved changes
        </span>
      )
    case "saving":
      return (
        <span data-slot="autosave-status" className="inline-flex items-center gap-1.5">
          <Loader2Icon aria-hidden className="size-4 animate-spin motion-reduce:animate-none" />
          Saving…
        </span>
      )
    case "saved":
      return (
        <span data-slot="autosave-status" className="inline-flex items-center gap-1.5">
          <Check aria-hidden className="size-4 text-success" />
          Saved {formatTime(state.savedAt)}
        </span>
      )
    case "failed":
      return (
        <span data-slot="autosave-status" className="inline-flex flex-wrap items-center gap-x-1.5 font-medium text-destructive">
          <span>Not saved: {state.reason}</span>
          <span aria-hidden>·</span>
          <Button type="button" variant="link" className="h-6 px-1" onClick={onRetry}>
            {AUTOSAVE_RETRY_LABEL}
          </Button>
        </span>
      )
  }
}

export interface ReadOnlyBannerProps extends React.ComponentProps<"div"> {
  /** What the reader may do and who changes it ("You can view this page; editors and admins change it"). */
  message: string
}

/** Tells a reader that the form below is for viewing: their role does not change what it shows. */
export function ReadOnlyBanner({ message, className, ...props }: ReadOnlyBannerProps) {
  return (
    <div
      role="note"
      data-slot="read-only-banner"
      className={cn("flex items-center gap-3 rounded-lg border border-border bg-muted px-4 py-3 text-sm text-foreground", className)}
      {...props}
    >
      <Eye aria-hidden className="size-4 shrink-0 text-muted-foreground" />
      <span>{message}</span>
    </div>
  )
}
