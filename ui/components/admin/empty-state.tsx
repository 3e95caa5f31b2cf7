import * as React from "react"
import type { LucideIcon } from "lucide-react"
import { cn } from "../../lib/utils"

export interface EmptyStateProps extends Omit<React.ComponentProps<"section">, "title"> {
  /** A lucide icon that stands for what is missing. */
  icon?: LucideIcon
  title: string
  description?: React.ReactNode
  /** Heading level of the title, to fit the page outline. @default "h2" */
  headingLevel?: "h2" | "h3"
  /** Ways on (buttons or links), under the text. */
  children?: React.ReactNode
}

/** What a screen or a panel shows when it has nothing to show yet: an icon, a title, a line of text and ways on. */
export function EmptyState({ icon: Icon, title, description, headingLevel = "h2", className, children, ...props }: EmptyStateProps) {
  const Heading = headingLevel
  const titleId = React.useId()
  return (
    <section
      data-slot="empty-state"
      aria-labelledby={titleId}
      className={cn(
        "flex flex-col items-center justify-center gap-2 rounded-xl border border-dashed border-border bg-card px-6 py-14 text-center text-card-foreground",
        className,
      )}
      {...props}
    >
      {Icon && (
        <span
          data-slot="empty-state-icon"
          className="mb-2 grid size-11 place-items-center rounded-lg border border-border bg-muted text-muted-foreground [&_svg]:size-5"
        >
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
    </section>
  )
}
