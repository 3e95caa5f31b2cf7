import * as React from "react"
import { cva, type VariantProps } from "class-variance-authority"
import { cn } from "../../lib/utils"

const detailItemVariants = cva("grid px-4 py-2.5", {
  variants: {
    variant: {
      /** Label over value on a phone, side by side from `sm`: for values of any length. */
      default: "gap-1 sm:grid-cols-[minmax(8rem,14rem)_1fr] sm:gap-4",
      /** Label and value on one row at every width, the value at the end: for short figures. */
      inline: "grid-cols-[1fr_auto] items-baseline gap-4 [&>dd]:text-right [&>dt]:text-sm [&>dt]:font-normal",
    },
  },
  defaultVariants: { variant: "default" },
})

interface DetailItem {
  label: string
  value: React.ReactNode
  /** Set in a monospace face (versions, identifiers, user agents). @default false */
  mono?: boolean
}

export interface DetailListProps extends Omit<React.ComponentProps<"section">, "title">, VariantProps<typeof detailItemVariants> {
  /**
   * `default` label over value on a phone and side by side from `sm`, for values of any length; `inline`
   * label and value on one row at every width, for short figures. @default "default"
   */
  variant?: VariantProps<typeof detailItemVariants>["variant"]
  /** The list's heading. */
  title: string
  /** The label and value pairs, in order. */
  items: DetailItem[]
  /** Heading level of the title, to fit the page's outline. @default "h2" */
  headingLevel?: "h2" | "h3"
  /** Shown instead of the list when it has no items. */
  emptyMessage?: React.ReactNode
}

/** A titled panel of label–value pairs (a description list): this browser's details, the database's migrations. */
export function DetailList({ title, items, headingLevel = "h2", emptyMessage, variant, className, children, ...props }: DetailListProps) {
  const titleId = React.useId()
  const Heading = headingLevel
  return (
    <section
      data-slot="detail-list"
      data-variant={variant ?? "default"}
      aria-labelledby={titleId}
      className={cn("rounded-xl border border-border bg-card text-card-foreground", className)}
      {...props}
    >
      <header className="border-b border-border px-4 py-3">
        <Heading id={titleId} className="font-heading text-sm font-semibold">
          {title}
        </Heading>
      </header>
      {items.length === 0 && emptyMessage ? (
        <p className="px-4 py-6 text-center text-sm text-muted-foreground">{emptyMessage}</p>
      ) : (
        <dl className="divide-y divide-border">
          {items.map((item) => (
            <div key={item.label} data-slot="detail-item" className={detailItemVariants({ variant })}>
              <dt className="text-xs font-medium text-muted-foreground sm:text-sm sm:font-normal">{item.label}</dt>
              <dd className={cn("min-w-0 text-sm break-words text-foreground", item.mono && "font-mono text-xs leading-5")}>
                {item.value}
              </dd>
            </div>
          ))}
        </dl>
      )}
      {children}
    </section>
  )
}
