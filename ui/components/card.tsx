import * as React from "react"
import { Slot } from "../lib/slot"
import { cva, type VariantProps } from "class-variance-authority"
import { cn, variantOptions } from "../lib/utils"

const cardVariantMap = {
  variant: {
    default: "border-border bg-card shadow-sm",
    outline: "border-border bg-transparent",
    muted: "border-transparent bg-muted",
  },
}

const cardVariants = cva("flex flex-col gap-6 rounded-xl border py-6 text-card-foreground", {
  variants: cardVariantMap,
  defaultVariants: { variant: "default" },
})

export const CARD_VARIANTS = variantOptions(cardVariantMap.variant)

export interface CardProps extends React.ComponentProps<"div">, VariantProps<typeof cardVariants> {
  /**
   * `default` a raised card on the page's background, `outline` a flat card inside another surface,
   * `muted` a tinted panel that sets content apart without a border. @default "default"
   */
  variant?: VariantProps<typeof cardVariants>["variant"]
}

export function Card({ className, variant, ...props }: CardProps) {
  return <div data-slot="card" data-variant={variant ?? "default"} className={cn(cardVariants({ variant }), className)} {...props} />
}

export function CardHeader({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="card-header" className={cn("flex flex-col gap-1.5 px-6", className)} {...props} />
}

export interface CardTitleProps extends React.ComponentProps<"div"> {
  /** Render the child element (e.g. an `h2` that fits the page outline) with the title's styles. @default false */
  asChild?: boolean
}

export function CardTitle({ className, asChild = false, ...props }: CardTitleProps) {
  const Comp = asChild ? Slot : "div"
  return <Comp data-slot="card-title" className={cn("font-heading text-lg leading-tight font-semibold", className)} {...props} />
}

export function CardDescription({ className, ...props }: React.ComponentProps<"p">) {
  return <p data-slot="card-description" className={cn("text-sm text-muted-foreground", className)} {...props} />
}

export function CardContent({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="card-content" className={cn("px-6", className)} {...props} />
}

export function CardFooter({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="card-footer" className={cn("flex items-center gap-2 px-6", className)} {...props} />
}
