import * as React from "react"
import { cn } from "../../lib/utils"
import type { WhoWeAre } from "../../templates/home-types"
import { LazyImage } from "../lazy-image"
import {
  Container,
  pageSectionVariants,
  SectionLink,
  sectionEyebrowVariants,
  sectionHeadingVariants,
  type AlternatingBand,
} from "./section"

export interface WhoWeAreSectionProps extends Omit<React.ComponentProps<"section">, "title">, WhoWeAre {
  /** Band colour. @default "muted" */
  variant?: AlternatingBand
}

/** Who Nordika is: a few paragraphs beside key figures (and an optional photo). */
export function WhoWeAreSection({
  eyebrow,
  heading,
  paragraphs,
  stats,
  cta,
  imageUrl,
  imageAlt,
  variant = "muted",
  className,
  ...props
}: WhoWeAreSectionProps) {
  const headingId = React.useId()
  return (
    <section
      data-slot="who-we-are"
      data-variant={variant}
      aria-labelledby={headingId}
      className={cn(pageSectionVariants({ variant }), className)}
      {...props}
    >
      <Container className="grid gap-12 lg:grid-cols-12 lg:items-center lg:gap-16">
        <div className="flex flex-col gap-5 lg:col-span-6">
          {eyebrow && <p className={sectionEyebrowVariants({ variant })}>{eyebrow}</p>}
          <h2 id={headingId} className={sectionHeadingVariants()}>
            {heading}
          </h2>
          {paragraphs.map((paragraph, index) => (
            <p key={index} className={cn("leading-relaxed text-pretty", index === 0 ? "text-lg text-foreground" : "text-muted-foreground")}>
              {paragraph}
            </p>
          ))}
          <SectionLink href={cta.href} className="mt-2">
            {cta.label}
          </SectionLink>
        </div>
        <div className="flex flex-col gap-4 lg:col-span-6">
          {imageUrl && <LazyImage src={imageUrl} alt={imageAlt ?? ""} width={1200} height={800} className="w-full rounded-3xl" />}
          <dl data-slot="who-we-are-stats" className="grid grid-cols-2 gap-4">
            {stats.map((stat, index) => (
              <div
                key={stat.label}
                data-slot="who-we-are-stat"
                className={cn(
                  "flex flex-col gap-2 rounded-2xl border border-border p-6 sm:p-8",
                  index === 0 ? "bg-primary text-primary-foreground" : "bg-card text-card-foreground",
                )}
              >
                <dt className={cn("order-2 text-sm leading-snug", index === 0 ? "text-primary-foreground" : "text-muted-foreground")}>
                  {stat.label}
                </dt>
                <dd className="order-1 font-heading text-3xl font-semibold tracking-tight sm:text-5xl">{stat.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </Container>
    </section>
  )
}
