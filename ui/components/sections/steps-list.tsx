import { cva, type VariantProps } from "class-variance-authority"
import { cn, withoutLeadingNumber } from "../../lib/utils"
import type { Step } from "../../templates/types"
import { PageSection, type PageSectionProps } from "./section"

const stepsListVariantMap = {
  layout: {
    numbered: "grid grid-cols-1 gap-x-8 gap-y-10 sm:grid-cols-2 lg:grid-cols-3",
    timeline: "relative mx-auto flex max-w-3xl flex-col gap-10 border-l-2 border-border pl-8 sm:pl-10",
  },
}

const stepsListVariants = cva("", {
  variants: stepsListVariantMap,
  defaultVariants: { layout: "numbered" },
})

/** Whether every step's title starts with a year ("2009: Founded"), i.e. the steps are a history. */
export function isTimeline(steps: Step[]): boolean {
  return steps.length > 0 && steps.every((step) => /^\d{4}\b/.test(step.title))
}

export interface StepsListProps extends Omit<PageSectionProps, "children">, VariantProps<typeof stepsListVariants> {
  /** `numbered` a grid of numbered steps (a process), `timeline` a vertical line of dated steps (a history). @default "numbered" */
  layout?: VariantProps<typeof stepsListVariants>["layout"]
  /** The steps, in order: a title and a description each. */
  items: Step[]
}

/** A numbered process (ordered list of steps) or, with `layout="timeline"`, a vertical timeline. */
export function StepsList({ items, layout, ...props }: StepsListProps) {
  const shape = layout ?? "numbered"
  return (
    <PageSection data-slot="steps-list" {...props}>
      <ol data-slot="steps-list-items" data-layout={shape} className={stepsListVariants({ layout })}>
        {items.map((step, index) =>
          shape === "timeline" ? (
            <li key={step.title} lang={step.lang} data-slot="step" className="relative">
              <span
                aria-hidden="true"
                className="absolute top-1.5 -left-[calc(2rem+7px)] size-3 rounded-full bg-primary ring-4 ring-background in-data-[variant=muted]:ring-muted sm:-left-[calc(2.5rem+7px)]"
              />
              <h3 data-slot="step-title" className="font-heading text-lg font-semibold">
                {step.title}
              </h3>
              <p data-slot="step-description" className="mt-2 leading-relaxed text-muted-foreground">
                {step.description}
              </p>
            </li>
          ) : (
            <li key={step.title} lang={step.lang} data-slot="step" className="relative flex flex-col gap-3 border-t border-border pt-6">
              <span aria-hidden="true" data-slot="step-number" className="absolute -top-px left-0 h-0.5 w-12 bg-primary" />
              <span aria-hidden="true" className="font-heading text-sm font-semibold tracking-[0.14em] text-primary tabular-nums">
                {String(index + 1).padStart(2, "0")}
              </span>
              <h3 data-slot="step-title" className={cn("font-heading text-lg leading-snug font-semibold")}>
                {withoutLeadingNumber(step.title)}
              </h3>
              <p data-slot="step-description" className="leading-relaxed text-muted-foreground">
                {step.description}
              </p>
            </li>
          ),
        )}
      </ol>
    </PageSection>
  )
}
