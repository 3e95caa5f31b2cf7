import * as React from "react"
import { cn } from "../../lib/utils"
import type { TechnologyTeaserContent } from "../../templates/home-types"
import { Icon } from "../icon"
import { HeroActions, HeroBackdrop } from "./page-hero"
import { Container, pageSectionVariants, sectionEyebrowVariants, sectionHeadingVariants, sectionIntroVariants } from "./section"
import { StatsList } from "./stats-band"

export interface TechnologyTeaserProps extends Omit<React.ComponentProps<"section">, "title">, TechnologyTeaserContent {}

/** The Leen platform on a dark band: pitch, figures and calls to action beside its key points. */
export function TechnologyTeaser({
  eyebrow,
  heading,
  intro,
  points,
  stats,
  cta,
  secondaryCta,
  className,
  ...props
}: TechnologyTeaserProps) {
  const headingId = React.useId()
  return (
    <section
      data-slot="technology-teaser"
      aria-labelledby={headingId}
      className={cn(pageSectionVariants({ variant: "inverse", size: "lg" }), "overflow-hidden", className)}
      {...props}
    >
      <HeroBackdrop />
      <Container className="grid gap-12 lg:grid-cols-12 lg:gap-16">
        <div className="flex flex-col gap-6 lg:col-span-6">
          {eyebrow && <p className={sectionEyebrowVariants({ variant: "inverse" })}>{eyebrow}</p>}
          <h2 id={headingId} className={sectionHeadingVariants()}>
            {heading}
          </h2>
          <p className={sectionIntroVariants({ variant: "inverse" })}>{intro}</p>
          <StatsList items={stats} variant="inverse" className="mt-2 lg:grid-cols-2" />
          <HeroActions primary={cta} secondary={secondaryCta} className="mt-4" />
        </div>
        <ul data-slot="technology-points" className="flex flex-col gap-4 lg:col-span-6 lg:justify-center">
          {points.map((point) => (
            <li
              key={point.title}
              data-slot="technology-point"
              className="flex gap-5 rounded-2xl border border-header-foreground/10 bg-header-accent/60 p-6 backdrop-blur-sm sm:p-8"
            >
              <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-header-foreground/10 text-header-foreground">
                <Icon name={point.icon} className="size-6" />
              </span>
              <div className="flex flex-col gap-2">
                <h3 className="font-heading text-lg font-semibold">{point.title}</h3>
                <p className="leading-relaxed text-header-muted">{point.description}</p>
              </div>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  )
}
