import * as React from "react"
import { cn } from "../lib/utils"

/** Accessible name of the spinner shown while a lazily loaded page arrives. */
export const FULL_SCREEN_SPINNER_LABEL = "Loading…"

export interface FullScreenSpinnerProps extends React.ComponentProps<"div"> {
  /** Accessible name announced to screen-reader users. @default "Loading…" */
  label?: string
}

/** Covers the viewport with a centred spinner; its status role and name tell assistive technology what is happening. */
export function FullScreenSpinner({ className, label = FULL_SCREEN_SPINNER_LABEL, ...props }: FullScreenSpinnerProps) {
  return (
    <div
      data-slot="full-screen-spinner"
      role="status"
      aria-label={label}
      className={cn("fixed inset-0 z-50 flex items-center justify-center bg-background", className)}
      {...props}
    >
      <span
        data-slot="full-screen-spinner-indicator"
        aria-hidden="true"
        className="size-12 rounded-full border-4 border-muted border-t-primary motion-safe:animate-[nordika-spin_800ms_linear_infinite] motion-reduce:animate-[nordika-spin_2400ms_linear_infinite]"
      />
    </div>
  )
}
