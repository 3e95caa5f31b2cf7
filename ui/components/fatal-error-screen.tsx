import * as React from "react"
import { ChevronDownIcon, RefreshCwIcon } from "./frame-icons"
import { describeError } from "../lib/describe-error"
import { cn } from "../lib/utils"
import { Button } from "./button"

/** Texts of the screen shown when rendering crashes. */
export const FATAL_ERROR_TITLE = "Oops! Something went wrong."
export const FATAL_ERROR_TEXT = "We've encountered an unexpected error. Please try refreshing the page."
export const FATAL_ERROR_REFRESH_LABEL = "Refresh Page"
export const FATAL_ERROR_DETAILS_LABEL = "Error Details"

/** The screen's texts, in the page's language. */
export interface FatalErrorLabels {
  title: string
  text: string
  refresh: string
  details: string
}

const FATAL_ERROR_LABELS: FatalErrorLabels = {
  title: FATAL_ERROR_TITLE,
  text: FATAL_ERROR_TEXT,
  refresh: FATAL_ERROR_REFRESH_LABEL,
  details: FATAL_ERROR_DETAILS_LABEL,
}

export interface FatalErrorScreenProps extends React.ComponentProps<"main"> {
  /** The texts, in the page's language. @default the English FATAL_ERROR_* constants */
  labels?: FatalErrorLabels
  /** What was thrown; its message and stack appear under the collapsed "Error Details". */
  error?: unknown
  /** Called by "Refresh Page". @default () => window.location.reload() */
  onRefresh?: () => void
}

export function FatalErrorScreen({
  error,
  labels = FATAL_ERROR_LABELS,
  onRefresh = () => window.location.reload(),
  className,
  ...props
}: FatalErrorScreenProps) {
  const titleId = React.useId()
  return (
    <main
      data-slot="fatal-error-screen"
      aria-labelledby={titleId}
      className={cn(
        "flex min-h-screen flex-col items-center justify-center gap-6 bg-background px-4 py-16 text-center text-foreground",
        className,
      )}
      {...props}
    >
      <h1 id={titleId} data-slot="fatal-error-title" className="font-heading text-3xl font-bold tracking-tight sm:text-4xl">
        {labels.title}
      </h1>
      <p data-slot="fatal-error-text" className="max-w-xl text-lg text-muted-foreground">
        {labels.text}
      </p>
      <Button data-slot="fatal-error-refresh" onClick={() => onRefresh()}>
        <RefreshCwIcon aria-hidden="true" />
        {labels.refresh}
      </Button>
      {error !== undefined && <ErrorDetails error={error} label={labels.details} />}
    </main>
  )
}

/**
 * The collapsed "Error Details": a disclosure of its own rather than Radix's, so the screen that any
 * route's error shows adds no code to a public page's first load.
 */
function ErrorDetails({ error, label }: { error: unknown; label: string }) {
  const [open, setOpen] = React.useState(false)
  const contentId = React.useId()
  return (
    <div data-slot="fatal-error-details" data-state={open ? "open" : "closed"} className="w-full max-w-2xl">
      <button
        type="button"
        data-slot="fatal-error-details-trigger"
        aria-expanded={open}
        aria-controls={open ? contentId : undefined}
        onClick={() => setOpen(!open)}
        className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm font-medium text-muted-foreground underline-offset-4 hover:text-foreground hover:underline outline-none focus-visible:ring-2 focus-visible:ring-ring [&[aria-expanded=true]>svg]:rotate-180 [&_svg]:size-4 [&_svg]:transition-transform"
      >
        {label}
        <ChevronDownIcon aria-hidden="true" />
      </button>
      {open && (
        <div id={contentId} data-slot="fatal-error-details-content">
          {/* Focusable so keyboard users can scroll a long stack. */}
          <pre
            tabIndex={0}
            className="mt-2 max-h-80 w-full overflow-auto rounded-md border border-border bg-muted p-4 text-left font-mono text-xs whitespace-pre-wrap break-words text-foreground outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            {describeError(error)}
          </pre>
        </div>
      )}
    </div>
  )
}
