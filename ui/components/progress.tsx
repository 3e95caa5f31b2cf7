import * as React from "react"
import { cva, type VariantProps } from "class-variance-authority"
import { cn, variantOptions } from "../lib/utils"

const progressIndicatorVariantMap = {
  variant: {
    default: "bg-primary",
    success: "bg-success",
    destructive: "bg-destructive",
  },
}

const progressIndicatorVariants = cva("h-full w-full flex-1 transition-transform motion-reduce:transition-none", {
  variants: progressIndicatorVariantMap,
  defaultVariants: { variant: "default" },
})

export const PROGRESS_VARIANTS = variantOptions(progressIndicatorVariantMap.variant)

export interface ProgressProps extends Omit<React.ComponentProps<"div">, "children">, VariantProps<typeof progressIndicatorVariants> {
  /** How far, from 0 to `max`; null or omitted: not known (an indeterminate bar). */
  value?: number | null
  /** The value that means done. @default 100 */
  max?: number
  /** The bar's colour: `default` in progress, `success` done, `destructive` failed. @default "default" */
  variant?: VariantProps<typeof progressIndicatorVariants>["variant"]
}

/**
 * Give it an accessible name (`aria-label` or `aria-labelledby`); omit `value` for an indeterminate bar.
 * The WAI-ARIA progressbar as Radix's Progress draws it (role, values, the percentage as its text,
 * data-state), in plain markup: it sits in the upload fields of the public forms, where Radix's
 * package was 1.6 KB of the page's script for two elements.
 */
export function Progress({ className, variant, value, max = 100, ...props }: ProgressProps) {
  const known = value != null && Number.isFinite(value) && max > 0
  const percent = known ? Math.min(100, Math.max(0, (value / max) * 100)) : null
  const state = percent == null ? "indeterminate" : value === max ? "complete" : "loading"
  const data = { "data-state": state, "data-value": known ? value : undefined, "data-max": max }
  return (
    <div
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={known ? value : undefined}
      aria-valuetext={percent == null ? undefined : `${Math.round(percent)}%`}
      data-slot="progress"
      data-variant={variant ?? "default"}
      {...data}
      className={cn("relative h-2 w-full overflow-hidden rounded-full bg-secondary", className)}
      {...props}
    >
      <div
        data-slot="progress-indicator"
        {...data}
        className={cn(progressIndicatorVariants({ variant }), percent == null && "w-1/3 animate-pulse motion-reduce:animate-none")}
        style={percent == null ? undefined : { transform: `translateX(-${100 - percent}%)` }}
      />
    </div>
  )
}
