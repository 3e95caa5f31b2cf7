import * as React from "react"
import { cva, type VariantProps } from "class-variance-authority"
import { ArrowRight } from "lucide-react"
import { cn, variantOptions } from "../../lib/utils"
import { SmartLink, type SmartLinkProps } from "../../lib/link-context"

/** The page grid every section and template lines up to. */
export function Container({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="container" className={cn("mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8", className)} {...props} />
}

const pageSectionVariantMap = {
  variant: {
    default: "bg-background text-foreground",
    muted: "bg-muted text-foreground",
    accent: "bg-accent text-accent-foreground",
    // Shares the header's always-dark surface, so it reads the same in both UI themes.
    inverse: "bg-header text-header-foreground",
  },
  size: {
    default: "py-12 sm:py-20 lg:py-24",
    sm: "py-10 sm:py-14",
    lg: "py-14 sm:py-24 lg:py-32",
  },
}

export const pageSectionVariants = cva("relative isolate", {
  variants: pageSectionVariantMap,
  defaultVariants: { variant: "default", size: "default" },
})

export const PAGE_SECTION_VARIANTS = variantOptions(pageSectionVariantMap.variant)
/** The two bands that content sections alternate between down a page. */
export type AlternatingBand = Extract<(typeof PAGE_SECTION_VARIANTS)[number], "default" | "muted">

const sectionHeaderVariants = cva("flex max-w-3xl flex-col gap-4", {
  variants: {
    align: { start: "", center: "mx-auto items-center text-center" },
  },
  defaultVariants: { align: "start" },
})

export const sectionEyebrowVariants = cva("text-sm font-semibold tracking-[0.14em] uppercase", {
  variants: {
    variant: {
      default: "text-primary",
      muted: "text-primary",
      accent: "text-accent-foreground",
      inverse: "text-header-muted",
    } satisfies Record<(typeof PAGE_SECTION_VARIANTS)[number], string>,
  },
  defaultVariants: { variant: "default" },
})

export const sectionHeadingVariants = cva("font-heading font-semibold tracking-tight text-balance", {
  variants: {
    size: {
      default: "text-3xl leading-[1.15] sm:text-4xl",
      sm: "text-2xl leading-tight sm:text-3xl",
    },
  },
  defaultVariants: { size: "default" },
})

export const sectionIntroVariants = cva("text-lg leading-relaxed text-pretty", {
  variants: {
    variant: {
      default: "text-muted-foreground",
      muted: "text-muted-foreground",
      accent: "text-accent-foreground",
      inverse: "text-header-muted",
    } satisfies Record<(typeof PAGE_SECTION_VARIANTS)[number], string>,
  },
  defaultVariants: { variant: "default" },
})

export interface PageSectionProps extends Omit<React.ComponentProps<"section">, "title">, VariantProps<typeof pageSectionVariants> {
  /**
   * The band's surface: `default` and `muted` alternate down a page (one band each), `accent` tints a
   * band that should stand out (a call to action), `inverse` is the header's always-dark navy, in both
   * UI themes. @default "default"
   */
  variant?: VariantProps<typeof pageSectionVariants>["variant"]
  /** How much room the band takes: `sm` is a dense band with a smaller heading (related links, key figures). @default "default" */
  size?: VariantProps<typeof pageSectionVariants>["size"]
  /** A short word or two above the heading, in capitals ("Case study"). */
  eyebrow?: string
  /** The section's h2; the section is labelled by it. Without one, pass `aria-label`. */
  heading?: React.ReactNode
  /** A sentence or two under the heading. */
  intro?: React.ReactNode
  /** Centres the header above the content. @default false */
  centered?: boolean
  /** Shown beside the header from lg up (e.g. a "View all" link), under it on small screens. */
  action?: React.ReactNode
  /** Classes for the max-w-7xl container inside the band (a narrower measure, say). */
  containerClassName?: string
}

/**
 * A landmark-friendly page section: a full-width band (default, muted, accent or inverse), a max-w-7xl
 * container, an optional eyebrow / h2 / intro header, and the content below.
 */
export function PageSection({
  variant,
  size,
  eyebrow,
  heading,
  intro,
  centered = false,
  action,
  className,
  containerClassName,
  children,
  ...props
}: PageSectionProps) {
  const headingId = React.useId()
  const tone = variant ?? "default"
  const hasHeader = Boolean(eyebrow || heading || intro)
  return (
    <section
      data-slot="page-section"
      data-variant={tone}
      data-size={size ?? "default"}
      aria-labelledby={heading ? headingId : undefined}
      className={cn(pageSectionVariants({ variant, size }), className)}
      {...props}
    >
      <Container className={containerClassName}>
        {hasHeader && (
          <div
            data-slot="page-section-header"
            className={cn("mb-10 flex flex-col gap-6 lg:mb-14", action && !centered && "lg:flex-row lg:items-end lg:justify-between")}
          >
            <div className={sectionHeaderVariants({ align: centered ? "center" : "start" })}>
              {eyebrow && (
                <p data-slot="page-section-eyebrow" className={sectionEyebrowVariants({ variant: tone })}>
                  {eyebrow}
                </p>
              )}
              {heading && (
                <h2
                  id={headingId}
                  data-slot="page-section-heading"
                  className={sectionHeadingVariants({ size: size === "sm" ? "sm" : "default" })}
                >
                  {heading}
                </h2>
              )}
              {intro && (
                <p data-slot="page-section-intro" className={sectionIntroVariants({ variant: tone })}>
                  {intro}
                </p>
              )}
            </div>
            {action && (
              <div data-slot="page-section-action" className={cn("shrink-0", centered && "mx-auto")}>
                {action}
              </div>
            )}
          </div>
        )}
        {children}
      </Container>
    </section>
  )
}

const LG_COLUMNS: Record<number, string> = { 2: "lg:grid-cols-2", 3: "lg:grid-cols-3", 4: "lg:grid-cols-4" }

/** The wide-screen column count for `count` cards: 3, else 4, else 2, whichever leaves no card alone on the last row. */
export function wideColumnsFor(count: number): number {
  return [3, 4, 2].find((columns) => count % columns !== 1) ?? 3
}

/** The `lg:grid-cols-*` class of wideColumnsFor(count). */
export function wideColumnsClass(count: number): string {
  return LG_COLUMNS[wideColumnsFor(count)]
}

/**
 * Responsive grid columns that adapt to the number of cards: one column on phones, two from `sm` (an odd last card
 * spans both), and on wide screens 3, 4 or 2 columns so that no card is left alone on the last row.
 */
export function gridColumnsFor(count: number): string {
  if (count <= 1) return "grid-cols-1"
  if (count === 2) return "grid-cols-1 sm:grid-cols-2"
  const columns = wideColumnsFor(count)
  const oddLast = count % 2 === 1 ? "sm:[&>:last-child]:col-span-2 lg:[&>:last-child]:col-span-1" : ""
  return cn("grid-cols-1 sm:grid-cols-2", LG_COLUMNS[columns], oddLast)
}

export const sectionLinkVariants = cva(
  "group inline-flex w-fit items-center gap-2 rounded-sm font-semibold underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-offset-2 [&_svg]:size-4 [&_svg]:transition-transform hover:[&_svg]:translate-x-0.5 motion-reduce:[&_svg]:transition-none",
  {
    variants: {
      variant: {
        default: "text-primary focus-visible:ring-ring focus-visible:ring-offset-background",
        inverse: "text-header-foreground focus-visible:ring-header-foreground focus-visible:ring-offset-header",
      },
    },
    defaultVariants: { variant: "default" },
  },
)

export interface SectionLinkProps extends Omit<SmartLinkProps, "children">, VariantProps<typeof sectionLinkVariants> {
  /** `default` in the primary colour, `inverse` on an inverse (navy) band. @default "default" */
  variant?: VariantProps<typeof sectionLinkVariants>["variant"]
  /** The link's text, followed by the arrow ("View all services"). */
  children: React.ReactNode
}

/** A text link with an arrow, e.g. "View all services" beside a section header. */
export function SectionLink({ variant, className, children, ...props }: SectionLinkProps) {
  return (
    <SmartLink data-slot="section-link" className={cn(sectionLinkVariants({ variant }), className)} {...props}>
      {children}
      <ArrowRight aria-hidden="true" />
    </SmartLink>
  )
}
