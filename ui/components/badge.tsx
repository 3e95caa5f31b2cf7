import * as React from "react"
import { Slot } from "../lib/slot"
import { cva, type VariantProps } from "class-variance-authority"
import { cn, variantOptions } from "../lib/utils"

const badgeVariantMap = {
  variant: {
    default: "border-transparent bg-primary text-primary-foreground [a&]:hover:bg-primary/90",
    secondary: "border-transparent bg-secondary text-secondary-foreground [a&]:hover:bg-secondary/80",
    outline: "border-border text-foreground [a&]:hover:bg-accent [a&]:hover:text-accent-foreground",
    destructive: "border-transparent bg-destructive text-destructive-foreground [a&]:hover:bg-destructive/90",
    success: "border-transparent bg-success text-success-foreground [a&]:hover:bg-success/90",
  },
}

const badgeVariants = cva(
  "inline-flex w-fit shrink-0 items-center justify-center gap-1 overflow-hidden rounded-md border px-2 py-0.5 text-xs font-semibold whitespace-nowrap transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background [&>svg]:pointer-events-none [&>svg]:size-3",
  {
    variants: badgeVariantMap,
    defaultVariants: { variant: "default" },
  },
)

export const BADGE_VARIANTS = variantOptions(badgeVariantMap.variant)

export interface BadgeProps extends React.ComponentProps<"span">, VariantProps<typeof badgeVariants> {
  /**
   * `default` a highlighted label (New, Featured), `secondary` a neutral tag or count, `outline` a quiet
   * tag on a busy surface, `destructive` a state that needs attention (Failed), `success` a state that
   * went well (Published). @default "default"
   */
  variant?: VariantProps<typeof badgeVariants>["variant"]
  /** Render the child element (e.g. a link) with the badge's styles. @default false */
  asChild?: boolean
}

export function Badge({ className, variant, asChild = false, ...props }: BadgeProps) {
  const Comp = asChild ? Slot : "span"
  return <Comp data-slot="badge" data-variant={variant ?? "default"} className={cn(badgeVariants({ variant }), className)} {...props} />
}
