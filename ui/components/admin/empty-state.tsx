import * as React from "react"
import { cva, type VariantProps } from "class-variance-authority"
import type { LucideIcon } from "lucide-react"
import { cn } from "../../lib/utils"

const emptyStateVariants = cva(
  "flex flex-col items-center justify-center gap-2 rounded-xl border bg-card px-6 text-center text-card-foreground",
  {
    variants: {
      variant: {
        default: "border-dashed border-border py-14",
        /** Something failed: the ErrorState. */
        destructive: "border-destructive/30 py-12",
      },
    },
    defaultVariants: { variant: "default" },
  },
)

const emptyStateIconVariants = cva("mb-2 grid size-11 place-items-center rounded-lg [&_svg]:size-5", {
  variants: {
    variant: {
      default: "border border-border bg-muted text-muted-foreground",
      destructive: "bg-destructive/10 text-destructive",
    },
  },
  defaultVariants: { variant: "default" },
})

export interface EmptyStateProps extends Omit<React.ComponentProps<"section">, "title">, VariantProps<typeof emptyStateVariants> {
  /** `default` nothing here yet (a dashed box), `destructive` something failed (as ErrorState shows it). @default "default" */
  variant?: VariantProps<typeof emptyStateVariants>["variant"]
  /** A lucide icon that stands for what is missing. */
  icon?: LucideIcon
  /** What is missing ("No leads yet"). */
  title: string
  /** Why, and what to do next. */
  description?: React.ReactNode
  /** Heading level of the title, to fit the page outline. @default "h2" */
  headingLevel?: "h2" | "h3"
  /** Ways on (buttons or links), under the text. */
  children?: React.ReactNode
  /** Under the ways on: more for whoever wants it (error details, say). */
  footer?: React.ReactNode
}

/** What a screen or a panel shows when it has nothing to show yet: an icon, a title, a line of text and ways on. */
export function EmptyState({
  icon: Icon,
  title,
  description,
  headingLevel = "h2",
  variant,
  className,
  children,
  footer,
  ...props
}: EmptyStateProps) {
  const Heading = headingLevel
  const titleId = React.useId()
  return (
    <section
      data-slot="empty-state"
      data-variant={variant ?? "default"}
      aria-labelledby={titleId}
      className={cn(emptyStateVariants({ variant }), className)}
      {...props}
    >
      {Icon && (
        <span data-slot="empty-state-icon" className={emptyStateIconVariants({ variant })}>
          <Icon aria-hidden="true" />
        </span>
      )}
      <Heading id={titleId} data-slot="empty-state-title" className="font-heading text-base font-semibold">
        {title}
      </Heading>
      {description && (
        <p data-slot="empty-state-description" className="max-w-md text-sm text-muted-foreground">
          {description}
        </p>
      )}
      {children && (
        <div data-slot="empty-state-actions" className="mt-3 flex flex-wrap items-center justify-center gap-2">
          {children}
        </div>
      )}
      {footer}
    </section>
  )
}
