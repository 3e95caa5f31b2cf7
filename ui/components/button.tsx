import * as React from "react"
import { cva, type VariantProps } from "class-variance-authority"
import { Loader2Icon } from "./frame-icons"
import { Slot } from "../lib/slot"
import { cn, variantOptions } from "../lib/utils"

const buttonVariantMap = {
  variant: {
    default: "bg-primary text-primary-foreground shadow-sm hover:bg-primary/90",
    destructive: "bg-destructive text-destructive-foreground shadow-sm hover:bg-destructive/90",
    outline: "border border-input bg-background text-foreground shadow-sm hover:bg-accent hover:text-accent-foreground",
    secondary: "bg-secondary text-secondary-foreground hover:bg-secondary/80",
    ghost: "text-foreground hover:bg-accent hover:text-accent-foreground",
    link: "text-primary underline-offset-4 hover:underline",
    success: "bg-success text-success-foreground shadow-sm hover:bg-success/90",
  },
  size: {
    default: "h-10 px-4 py-2",
    sm: "h-9 px-3",
    lg: "h-11 px-8 text-base",
    icon: "size-10",
  },
}

const buttonVariants = cva(
  "inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-semibold transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:pointer-events-none disabled:opacity-50 aria-busy:cursor-progress [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0",
  {
    variants: buttonVariantMap,
    defaultVariants: { variant: "default", size: "default" },
  },
)

export const BUTTON_VARIANTS = variantOptions(buttonVariantMap.variant)
export const BUTTON_SIZES = variantOptions(buttonVariantMap.size)

type ButtonVariantProps = VariantProps<typeof buttonVariants>

export interface ButtonProps extends React.ComponentProps<"button">, ButtonVariantProps {
  /**
   * What the button is for: `default` the main action of a view or band (one per view: "Request a
   * quote"), `secondary` an action beside it, `outline` a neutral action on a card or an image,
   * `ghost` a quiet action in a toolbar, a menu or a table row, `link` an action that reads as a link
   * in running text, `destructive` an action that deletes or cannot be undone, `success` the step that
   * publishes or completes. @default "default"
   */
  variant?: ButtonVariantProps["variant"]
  /**
   * Height and padding: `default` 40 px, `sm` 36 px (tables, toolbars, dense forms), `lg` 44 px (heroes
   * and call-to-action bands), `icon` a 40 px square for an icon alone, which then needs an
   * `aria-label`. @default "default"
   */
  size?: ButtonVariantProps["size"]
  /** Render the child element (e.g. a link) with the button's styles. @default false */
  asChild?: boolean
  /** Shows a spinner, sets aria-busy and disables the button. @default false */
  loading?: boolean
}

export function Button({ className, variant, size, asChild = false, loading = false, disabled, children, ...props }: ButtonProps) {
  const Comp = asChild ? Slot : "button"
  return (
    <Comp
      data-slot="button"
      data-variant={variant ?? "default"}
      data-size={size ?? "default"}
      className={cn(buttonVariants({ variant, size }), className)}
      disabled={asChild ? undefined : disabled || loading}
      aria-busy={loading || undefined}
      {...props}
    >
      {asChild ? (
        children
      ) : (
        <>
          {loading && <Loader2Icon data-slot="button-spinner" aria-hidden="true" className="animate-spin" />}
          {children}
        </>
      )}
    </Comp>
  )
}
