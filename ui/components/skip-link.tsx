import * as React from "react"
import { cn } from "../lib/utils"

/**
 * The first tab stop of a page: a link past the header to the main content. Out of view until focused, then a
 * primary button over the fixed dark header's corner.
 */
export function SkipLink({ className, ...props }: React.ComponentProps<"a">) {
  return (
    <a
      data-slot="skip-link"
      className={cn(
        "fixed top-3 left-3 z-60 inline-flex h-10 -translate-y-[200%] items-center rounded-md bg-primary px-4 text-sm font-semibold text-primary-foreground shadow-lg ring-2 ring-header-foreground ring-offset-2 ring-offset-header transition-transform outline-none focus:translate-y-0 motion-reduce:transition-none",
        className,
      )}
      {...props}
    />
  )
}
