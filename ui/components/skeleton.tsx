import * as React from "react"
import { cn } from "../lib/utils"

/** A placeholder block; decorative, so the loading region itself should carry aria-busy or a status message. */
export function Skeleton({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cn("animate-pulse rounded-md bg-muted motion-reduce:animate-none", className)}
      {...props}
    />
  )
}
