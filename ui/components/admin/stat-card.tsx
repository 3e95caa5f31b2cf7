import * as React from "react"
import type { LucideIcon } from "lucide-react"
import { cn } from "../../lib/utils"
import { Skeleton } from "../skeleton"

export interface StatCardProps extends React.ComponentProps<"section"> {
  /** What the figure counts ("Staff"). */
  label: string
  /** The figure; undefined while it loads. */
  value?: React.ReactNode
  /** A line under the figure ("2 admins, 3 editors"). */
  hint?: React.ReactNode
  /** A lucide icon for the figure, at the card's corner. */
  icon?: LucideIcon
}

/** One key figure of the dashboard: a label, a large number and a line of context. */
export function StatCard({ label, value, hint, icon: Icon, className, children, ...props }: StatCardProps) {
  const labelId = React.useId()
  return (
    <section
      data-slot="stat-card"
      aria-labelledby={labelId}
      aria-busy={value === undefined}
      className={cn("flex flex-col gap-2 rounded-xl border border-border bg-card p-4 text-card-foreground", className)}
      {...props}
    >
      <div className="flex items-center justify-between gap-2">
        <h3 id={labelId} className="text-sm font-medium text-muted-foreground">
          {label}
        </h3>
        {Icon && <Icon aria-hidden="true" className="size-4 text-muted-foreground" />}
      </div>
      {value === undefined ? (
        <Skeleton className="h-8 w-16" />
      ) : (
        <p data-slot="stat-card-value" className="font-heading text-2xl font-semibold tracking-tight tabular-nums">
          {value}
        </p>
      )}
      {hint && <div className="text-xs text-muted-foreground">{hint}</div>}
      {children}
    </section>
  )
}
