import * as React from "react"
import * as ProgressPrimitive from "@radix-ui/react-progress"
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

export interface ProgressProps extends React.ComponentProps<typeof ProgressPrimitive.Root>, VariantProps<typeof progressIndicatorVariants> {
  /** The bar's colour: `default` in progress, `success` done, `destructive` failed. @default "default" */
  variant?: VariantProps<typeof progressIndicatorVariants>["variant"]
}

/** Give it an accessible name (`aria-label` or `aria-labelledby`); omit `value` for an indeterminate bar. */
export function Progress({ className, variant, value, max = 100, ...props }: ProgressProps) {
  const percent = value == null ? null : Math.min(100, Math.max(0, (value / max) * 100))
  return (
    <ProgressPrimitive.Root
      data-slot="progress"
      data-variant={variant ?? "default"}
      className={cn("relative h-2 w-full overflow-hidden rounded-full bg-secondary", className)}
      value={value}
      max={max}
      {...props}
    >
      <ProgressPrimitive.Indicator
        data-slot="progress-indicator"
        className={cn(progressIndicatorVariants({ variant }), percent == null && "w-1/3 animate-pulse motion-reduce:animate-none")}
        style={percent == null ? undefined : { transform: `translateX(-${100 - percent}%)` }}
      />
    </ProgressPrimitive.Root>
  )
}
