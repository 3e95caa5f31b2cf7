import * as React from "react"
import { cva, type VariantProps } from "class-variance-authority"
import { cn } from "../../lib/utils"
import type { Stat } from "../../templates/types"
import { PageSection, wideColumnsClass, type PageSectionProps } from "./section"

const statsListVariants = cva("grid gap-x-8 gap-y-10", {
  variants: {
    size: {
      default: "grid-cols-2",
      sm: "grid-cols-2 max-sm:[&>*:last-child:nth-child(odd)]:col-span-2 sm:grid-cols-3 lg:grid-cols-5",
    },
  },
  defaultVariants: { size: "default" },
})

const statValueVariants = cva("font-heading font-semibold tracking-tight", {
  variants: {
    variant: {
      default: "text-primary",
      inverse: "text-header-foreground",
    },
    size: { default: "text-4xl sm:text-5xl", sm: "text-3xl sm:text-4xl" },
  },
  defaultVariants: { variant: "default", size: "default" },
})

export interface StatsListProps extends React.ComponentProps<"dl">, VariantProps<typeof statsListVariants> {
  /** `default` two large figures to a row, `sm` smaller figures, up to five to a row (a band of key figures). @default "default" */
  size?: VariantProps<typeof statsListVariants>["size"]
  /** The figures: a value ("98%") and a label each. */
  items: Stat[]
  /** Surface the figures sit on. @default "default" */
  variant?: "default" | "inverse"
}

/** Key figures as a description list: big value, short label, a rule above each. */
export function StatsList({ items, variant = "default", size, className, ...props }: StatsListProps) {
  const inverse = variant === "inverse"
  return (
    <dl
      data-slot="stats-list"
      data-size={size ?? "default"}
      className={cn(
        statsListVariants({ size }),
        (size ?? "default") === "default" && [
          wideColumnsClass(items.length),
          items.length % 2 === 1 && "max-lg:[&>:last-child]:col-span-2",
        ],
        className,
      )}
      {...props}
    >
      {items.map((stat) => (
        <div
          key={`${stat.value}-${stat.label}`}
          data-slot="stat"
          className={cn("flex flex-col gap-2 border-t-2 pt-5", inverse ? "border-header-foreground/20" : "border-primary/70")}
        >
          <dt className={cn("order-2 text-sm leading-snug sm:text-base", inverse ? "text-header-muted" : "text-muted-foreground")}>
            {stat.label}
          </dt>
          <dd className={cn("order-1", statValueVariants({ variant, size }))}>{stat.value}</dd>
        </div>
      ))}
    </dl>
  )
}

export interface StatsBandProps extends Omit<PageSectionProps, "children"> {
  /** The figures: a value ("98%") and a label each. */
  items: Stat[]
}

/** A band of key figures, with an optional heading. */
export function StatsBand({ items, heading, variant = "muted", size = "sm", "aria-label": ariaLabel, ...props }: StatsBandProps) {
  return (
    <PageSection
      data-slot="stats-band"
      heading={heading}
      variant={variant}
      size={size}
      aria-label={heading ? undefined : (ariaLabel ?? "Key figures")}
      {...props}
    >
      <StatsList items={items} variant={variant === "inverse" ? "inverse" : "default"} size={items.length > 4 ? "sm" : "default"} />
    </PageSection>
  )
}
