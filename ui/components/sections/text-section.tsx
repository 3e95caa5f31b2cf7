import * as React from "react"
import { cn } from "../../lib/utils"
import { Container, pageSectionVariants, sectionEyebrowVariants, sectionHeadingVariants, type AlternatingBand } from "./section"

export interface TextSectionProps extends Omit<React.ComponentProps<"section">, "title"> {
  /** A short word or two above the heading, in capitals. */
  eyebrow?: string
  /** The section's h2. */
  heading: string
  /** The text, one string per paragraph (or the text as `children`, such as a RichText). */
  paragraphs?: string[]
  /** Band colour. @default "default" */
  variant?: AlternatingBand
  /** Side content under the heading on wide screens (e.g. a link). */
  aside?: React.ReactNode
}

/** Prose: heading in a narrow left column, paragraphs at a readable measure on the right. */
export function TextSection({
  eyebrow,
  heading,
  paragraphs = [],
  variant = "default",
  aside,
  className,
  children,
  ...props
}: TextSectionProps) {
  const headingId = React.useId()
  return (
    <section
      data-slot="text-section"
      data-variant={variant}
      aria-labelledby={headingId}
      className={cn(pageSectionVariants({ variant }), className)}
      {...props}
    >
      <Container className="grid gap-8 lg:grid-cols-12 lg:gap-16">
        <div className="flex flex-col gap-4 lg:col-span-4">
          {eyebrow && <p className={sectionEyebrowVariants({ variant })}>{eyebrow}</p>}
          <h2 id={headingId} data-slot="text-section-heading" className={sectionHeadingVariants()}>
            {heading}
          </h2>
          {aside}
        </div>
        <div data-slot="text-section-body" className="flex max-w-3xl flex-col gap-5 lg:col-span-8">
          {paragraphs.map((paragraph, index) => (
            <p
              key={index}
              className={cn("leading-relaxed text-pretty", index === 0 ? "text-xl text-foreground" : "text-lg text-muted-foreground")}
            >
              {paragraph}
            </p>
          ))}
          {children}
        </div>
      </Container>
    </section>
  )
}
