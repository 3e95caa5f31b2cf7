import * as React from "react"
import { cva, type VariantProps } from "class-variance-authority"
import { cn } from "../../lib/utils"

const settingsCardVariants = cva("flex flex-col rounded-xl border bg-card text-card-foreground shadow-xs", {
  variants: {
    variant: {
      default: "border-border",
      /** What cannot be undone (deleting an account). */
      destructive: "border-destructive/40",
    },
  },
  defaultVariants: { variant: "default" },
})

export interface SettingsCardProps extends Omit<React.ComponentProps<"section">, "title">, VariantProps<typeof settingsCardVariants> {
  /** `destructive` for what cannot be undone (deleting an account): a red border. @default "default" */
  variant?: VariantProps<typeof settingsCardVariants>["variant"]
  /** The card's heading (an h2). */
  title: string
  /** A sentence under the heading: what these settings do. */
  description?: React.ReactNode
  /** Next to the title: a status badge, say. */
  aside?: React.ReactNode
  /** Under the rows, on a muted band: the form's save button, or a line of small print. */
  footer?: React.ReactNode
}

/** One group of an admin screen's settings: a titled card of rows (h2), with an optional footer band. */
export function SettingsCard({ title, description, aside, footer, variant, className, children, ...props }: SettingsCardProps) {
  const titleId = React.useId()
  return (
    <section
      data-slot="settings-card"
      data-variant={variant ?? "default"}
      aria-labelledby={titleId}
      className={cn(settingsCardVariants({ variant }), className)}
      {...props}
    >
      <header className={cn("flex flex-col gap-1 px-5 pt-5 sm:px-6", !children && "pb-5")}>
        <div className="flex flex-wrap items-center gap-2">
          <h2 id={titleId} data-slot="settings-card-title" className="font-heading text-base font-semibold">
            {title}
          </h2>
          {aside}
        </div>
        {description && <p className="text-sm text-muted-foreground">{description}</p>}
      </header>
      {children && (
        <div data-slot="settings-card-content" className="flex flex-col px-5 py-5 sm:px-6">
          {children}
        </div>
      )}
      {footer && (
        <div
          data-slot="settings-card-footer"
          className="flex flex-wrap items-center justify-end gap-3 rounded-b-xl border-t border-border bg-muted/50 px-5 py-3 text-sm text-muted-foreground sm:px-6"
        >
          {footer}
        </div>
      )}
    </section>
  )
}

export interface SettingsRowProps extends Omit<React.ComponentProps<"div">, "title"> {
  /** The setting's name. */
  title: React.ReactNode
  /** What the setting does, under its name. */
  description?: React.ReactNode
  /** The row's control: a switch, a button. */
  action?: React.ReactNode
  /** Id for the title, so a control can be labelled by it. */
  titleId?: string
}

/** A line of a SettingsCard: what it is and says on the left, its control on the right (under it on a phone). */
export function SettingsRow({ title, description, action, titleId, className, children, ...props }: SettingsRowProps) {
  return (
    <div
      data-slot="settings-row"
      className={cn(
        "flex flex-col gap-3 border-b border-border py-4 first:pt-0 last:border-b-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between sm:gap-6",
        className,
      )}
      {...props}
    >
      <div className="flex min-w-0 flex-col gap-0.5">
        <p id={titleId} className="text-sm font-medium text-foreground">
          {title}
        </p>
        {description && <div className="text-sm text-muted-foreground">{description}</div>}
        {children}
      </div>
      {action && <div className="flex shrink-0 items-center gap-2">{action}</div>}
    </div>
  )
}
