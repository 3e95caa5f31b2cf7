import * as React from "react"
import { cn } from "../../lib/utils"
import type { CtaBand } from "../../templates/types"
import { HeroActions, HeroBackdrop } from "./page-hero"
import { Container } from "./section"

export interface CtaBandSectionProps extends Omit<React.ComponentProps<"section">, "title">, CtaBand {}

/** The closing call to action: a dark panel with a heading, a line of text and two buttons. */
export function CtaBandSection({ heading, text, primary, secondary, className, ...props }: CtaBandSectionProps) {
  const headingId = React.useId()
  return (
    <section data-slot="cta-band" aria-labelledby={headingId} className={cn("bg-background py-16 sm:py-20 lg:py-24", className)} {...props}>
      <Container>
        <div
          data-slot="cta-band-panel"
          className="relative isolate overflow-hidden rounded-3xl bg-header px-6 py-12 text-header-foreground shadow-xl sm:px-12 sm:py-16 lg:px-16 lg:py-20"
        >
          <HeroBackdrop />
          <div className="grid gap-8 lg:grid-cols-12 lg:items-end lg:gap-12">
            <div className="flex flex-col gap-4 lg:col-span-7">
              <h2
                id={headingId}
                data-slot="cta-band-heading"
                className="font-heading text-3xl leading-tight font-semibold tracking-tight text-balance sm:text-4xl"
              >
                {heading}
              </h2>
              <p data-slot="cta-band-text" className="max-w-2xl text-lg leading-relaxed text-header-muted">
                {text}
              </p>
            </div>
            <HeroActions primary={primary} secondary={secondary} className="lg:col-span-5 lg:justify-end" />
          </div>
        </div>
      </Container>
    </section>
  )
}
