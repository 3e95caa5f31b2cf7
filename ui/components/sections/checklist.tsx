import * as React from "react"
import { cva, type VariantProps } from "class-variance-authority"
import { CircleCheck } from "lucide-react"
import { cn } from "../../lib/utils"
import {
  Container,
  pageSectionVariants,
  sectionEyebrowVariants,
  sectionHeadingVariants,
  sectionIntroVariants,
  type AlternatingBand,
} from "./section"

const checklistVariants = cva("grid gap-x-6 gap-y-4", {
  variants: {
    size: { default: "md:grid-cols-2", sm: "grid-cols-1" },
  },
  defaultVariants: { size: "default" },
})

export interface ChecklistItemsProps extends React.ComponentProps<"ul">, VariantProps<typeof checklistVariants> {
  /** `default` two columns from md, `sm` one column (in a narrow side column). @default "default" */
  size?: VariantProps<typeof checklistVariants>["size"]
  /** The points, each a short sentence. */
  items: string[]
}

/** A list of checked points (standards, requirements, what is included). */
export function ChecklistItems({ items, size, className, ...props }: ChecklistItemsProps) {
  return (
    <ul data-slot="checklist-items" data-size={size ?? "default"} className={cn(checklistVariants({ size }), className)} {...props}>
      {items.map((item) => (
        <li key={item} data-slot="checklist-item" className="flex gap-4 rounded-xl border border-border bg-card p-5 text-card-foreground">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
          <span className="leading-relaxed">{item}</span>
        </li>
      ))}
    </ul>
  )
}

export interface ChecklistProps extends Omit<React.ComponentProps<"section">, "title"> {
  /** A short word or two above the heading, in capitals. */
  eyebrow?: string
  /** The section's h2. */
  heading: string
  /** A sentence or two under the heading. */
  intro?: string
  /** The points, each a short sentence. */
  items: string[]
  /** Band colour. @default "default" */
  variant?: AlternatingBand
}

/** Heading and intro in a narrow left column, the checked points stacked on the right. */
export function Checklist({ eyebrow, heading, intro, items, variant = "default", className, ...props }: ChecklistProps) {
  const headingId = React.useId()
  return (
    <section
      data-slot="checklist"
      data-variant={variant}
      aria-labelledby={headingId}
      className={cn(pageSectionVariants({ variant }), className)}
      {...props}
    >
      <Container className="grid gap-10 lg:grid-cols-12 lg:gap-16">
        <div className="flex flex-col gap-4 lg:col-span-5">
          {eyebrow && <p className={sectionEyebrowVariants({ variant })}>{eyebrow}</p>}
          <h2 id={headingId} className={sectionHeadingVariants()}>
            {heading}
          </h2>
          {intro && <p className={sectionIntroVariants({ variant })}>{intro}</p>}
        </div>
        <ChecklistItems items={items} size="sm" className="lg:col-span-7" />
      </Container>
    </section>
  )
}
