import * as React from "react"
import { RefreshCw } from "lucide-react"
import { useStickyToolbarHeight } from "../../hooks/use-sticky-toolbar-height"
import { cn } from "../../lib/utils"
import { Button } from "../button"

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
