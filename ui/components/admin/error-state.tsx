import * as React from "react"
import * as CollapsiblePrimitive from "@radix-ui/react-collapsible"
import { ChevronDown, RotateCw, TriangleAlert } from "lucide-react"
import { describeError } from "../../lib/describe-error"
import { Button } from "../button"
import { EmptyState, type EmptyStateProps } from "./empty-state"

export const ERROR_STATE_TITLE = "Something went wrong"
export const ERROR_STATE_RETRY_LABEL = "Try again"
export const ERROR_STATE_DETAILS_LABEL = "Error details"

export interface ErrorStateProps extends Omit<EmptyStateProps, "title" | "icon" | "variant" | "footer"> {
  /** What failed, as a heading. @default "Something went wrong" */
  title?: string
  /** What failed and what the reader can do, in words. */
  description?: React.ReactNode
  /** What was thrown or answered; its message (and stack) appear under the collapsed "Error details". */
  error?: unknown
  /** Shows a "Try again" button. */
  onRetry?: () => void
  /** Text of the retry button. @default "Try again" */
  retryLabel?: string
}

/** A screen or a panel whose data failed to load (announced): what happened, a way to try again, and the details for support. */
export function ErrorState({
  title = ERROR_STATE_TITLE,
  error,
  onRetry,
  retryLabel = ERROR_STATE_RETRY_LABEL,
  children,
  ...props
}: ErrorStateProps) {
  const details =
    error === undefined ? undefined : (
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
    )
  return (
    <EmptyState data-slot="error-state" role="alert" variant="destructive" icon={TriangleAlert} title={title} footer={details} {...props}>
      {onRetry || children ? (
        <>
          {onRetry && (
            <Button variant="outline" size="sm" onClick={onRetry}>
              <RotateCw aria-hidden="true" />
              {retryLabel}
            </Button>
          )}
          {children}
        </>
      ) : null}
    </EmptyState>
  )
}
