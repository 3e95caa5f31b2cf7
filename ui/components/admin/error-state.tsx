import * as React from "react"
import * as CollapsiblePrimitive from "@radix-ui/react-collapsible"
import { ChevronDown, RotateCw, TriangleAlert } from "lucide-react"
import { describeError } from "../../lib/describe-error"
import { cn } from "../../lib/utils"
import { Button } from "../button"

export const ERROR_STATE_TITLE = "Something went wrong"
export const ERROR_STATE_RETRY_LABEL = "Try again"
export const ERROR_STATE_DETAILS_LABEL = "Error details"

export interface ErrorStateProps extends Omit<React.ComponentProps<"section">, "title"> {
  /** @default "Something went wrong" */
  title?: string
  /** What failed and what the reader can do, in words. */
  description?: React.ReactNode
  /** What was thrown or answered; its message (and stack) appear under the collapsed "Error details". */
  error?: unknown
  /** Shows a "Try again" button. */
  onRetry?: () => void
  /** @default "Try again" */
  retryLabel?: string
  /** Heading level of the title, to fit the page outline. @default "h2" */
  headingLevel?: "h2" | "h3"
}

/** A screen or a panel whose data failed to load: what happened, a way to try again, and the details for support. */
export function ErrorState({
  title = ERROR_STATE_TITLE,
  description,
  error,
  onRetry,
  retryLabel = ERROR_STATE_RETRY_LABEL,
  headingLevel = "h2",
  className,
  children,
  ...props
}: ErrorStateProps) {
  const Heading = headingLevel
  const titleId = React.useId()
  return (
    <section
      data-slot="error-state"
      role="alert"
      aria-labelledby={titleId}
      className={cn(
        "flex flex-col items-center justify-center gap-2 rounded-xl border border-destructive/30 bg-card px-6 py-12 text-center text-card-foreground",
        className,
      )}
      {...props}
    >
      <span
        data-slot="error-state-icon"
        className="mb-2 grid size-11 place-items-center rounded-lg bg-destructive/10 text-destructive [&_svg]:size-5"
      >
        <TriangleAlert aria-hidden="true" />
      </span>
      <Heading id={titleId} data-slot="error-state-title" className="font-heading text-base font-semibold">
        {title}
      </Heading>
      {description && (
        <p data-slot="error-state-description" className="max-w-md text-sm text-muted-foreground">
          {description}
        </p>
      )}
      {(onRetry || children) && (
        <div data-slot="error-state-actions" className="mt-3 flex flex-wrap items-center justify-center gap-2">
          {onRetry && (
            <Button variant="outline" size="sm" onClick={onRetry}>
              <RotateCw aria-hidden="true" />
              {retryLabel}
            </Button>
          )}
          {children}
        </div>
      )}
      {error !== undefined && (
        <CollapsiblePrimitive.Root data-slot="error-state-details" className="mt-4 w-full max-w-xl text-left">
          <CollapsiblePrimitive.Trigger className="group mx-auto flex items-center gap-1 rounded-sm text-xs font-medium text-muted-foreground outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring">
            {ERROR_STATE_DETAILS_LABEL}
            <ChevronDown aria-hidden="true" className="size-3.5 transition-transform group-data-[state=open]:rotate-180" />
          </CollapsiblePrimitive.Trigger>
          <CollapsiblePrimitive.Content>
            <pre className="mt-2 max-h-48 overflow-auto rounded-md border border-border bg-muted p-3 font-mono text-xs whitespace-pre-wrap text-foreground">
              {describeError(error)}
            </pre>
          </CollapsiblePrimitive.Content>
        </CollapsiblePrimitive.Root>
      )}
    </section>
  )
}
