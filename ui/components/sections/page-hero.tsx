import * as React from "react"
import { cva, type VariantProps } from "class-variance-authority"
import { ArrowRight, ChevronRight } from "lucide-react"
import { cn } from "../../lib/utils"
import { SmartLink } from "../../lib/link-context"
import type { Cta, Hero } from "../../templates/types"
import { Button } from "../button"
import { ContactText } from "../contact-text"
import { LazyImage } from "../lazy-image"
import { HeroPanelView } from "./hero-panel"
import { Container } from "./section"

export { HeroStats } from "./hero-panel"

const pageHeroVariantMap = {
  variant: {
    // The header's always-dark surface continues into the hero, in both UI themes.
    dark: "bg-header text-header-foreground",
    light: "border-b border-border bg-background text-foreground",
  },
  size: {
    default: "pt-10 pb-16 sm:pt-14 sm:pb-20 lg:pt-16 lg:pb-24",
    lg: "pt-12 pb-20 sm:pt-16 sm:pb-24 lg:pt-24 lg:pb-32",
  },
}

const pageHeroVariants = cva("relative isolate overflow-hidden", {
  variants: pageHeroVariantMap,
  defaultVariants: { variant: "dark", size: "default" },
})

/** The surface a hero part sits on. */
type HeroSurface = keyof typeof pageHeroVariantMap.variant

const pageHeroEyebrowVariants = cva(
  "inline-flex w-fit items-center gap-2 rounded-full border px-3 py-1 text-xs font-semibold tracking-[0.1em] uppercase sm:tracking-[0.14em]",
  {
    variants: {
      variant: {
        dark: "border-header-foreground/15 bg-header-accent text-header-foreground",
        light: "border-border bg-accent text-accent-foreground",
      } satisfies Record<HeroSurface, string>,
    },
    defaultVariants: { variant: "dark" },
  },
)

const pageHeroIntroVariants = cva("max-w-2xl text-lg leading-relaxed text-pretty sm:text-xl", {
  variants: {
    variant: { dark: "text-header-muted", light: "text-muted-foreground" } satisfies Record<HeroSurface, string>,
  },
  defaultVariants: { variant: "dark" },
})

/** Primary and secondary call-to-action buttons on a hero or CTA band; internal paths go through the LinkProvider. */
export function HeroActions({
  primary,
  secondary,
  variant = "dark",
  className,
}: {
  /** The main call to action (a solid button). */
  primary?: Cta
  /** A second action beside it (an outline button). */
  secondary?: Cta
  /** Surface the buttons sit on. @default "dark" */
  variant?: HeroSurface
  /** Classes for the row of buttons. */
  className?: string
}) {
  if (!primary && !secondary) return null
  const onDark = variant === "dark"
  return (
    <div data-slot="hero-actions" className={cn("flex flex-col gap-3 sm:flex-row sm:flex-wrap", className)}>
      {primary && (
        <Button
          asChild
          size="lg"
          className={cn("h-12 px-6", onDark && "focus-visible:ring-header-foreground focus-visible:ring-offset-header")}
        >
          <SmartLink data-slot="hero-primary-cta" href={primary.href}>
            {primary.label}
            <ArrowRight aria-hidden="true" />
          </SmartLink>
        </Button>
      )}
      {secondary && (
        <Button
          asChild
          size="lg"
          variant="outline"
          className={cn(
            "h-12 px-6",
            onDark &&
              "border-header-foreground/30 bg-transparent text-header-foreground hover:bg-header-accent hover:text-header-foreground focus-visible:ring-header-foreground focus-visible:ring-offset-header",
          )}
        >
          <SmartLink data-slot="hero-secondary-cta" href={secondary.href}>
            {secondary.label}
          </SmartLink>
        </Button>
      )}
    </div>
  )
}

/** A trail item: the last one is the current page and has no href. */
export interface HeroBreadcrumbItem {
  label: string
  href?: string
}

export interface HeroBreadcrumbProps {
  /** The trail, outermost first; the last item, without `href`, is the current page. */
  items: HeroBreadcrumbItem[]
  /** The hero surface the trail sits on. @default "dark" */
  variant?: HeroSurface
  /** Accessible name of the trail's navigation landmark. @default "Breadcrumb" */
  "aria-label"?: string
}

/** A breadcrumb trail styled for the hero surface, for PageHero's `breadcrumb` slot. */
export function HeroBreadcrumb({ items, variant = "dark", "aria-label": ariaLabel = "Breadcrumb" }: HeroBreadcrumbProps) {
  const onDark = variant === "dark"
  return (
    <nav data-slot="hero-breadcrumb" aria-label={ariaLabel}>
      <ol className={cn("flex flex-wrap items-center gap-1.5 text-sm", onDark ? "text-header-muted" : "text-muted-foreground")}>
        {items.map((item, index) => (
          <li key={`${item.label}-${index}`} data-slot="hero-breadcrumb-item" className="inline-flex items-center gap-1.5">
            {index > 0 && <ChevronRight aria-hidden="true" className="size-3.5 opacity-70" />}
            {item.href ? (
              <SmartLink
                href={item.href}
                className={cn(
                  "rounded-sm underline-offset-4 outline-none hover:underline focus-visible:ring-2",
                  onDark
                    ? "hover:text-header-foreground focus-visible:ring-header-foreground"
                    : "hover:text-foreground focus-visible:ring-ring",
                )}
              >
                {item.label}
              </SmartLink>
            ) : (
              <span aria-current="page" className={cn("font-medium", onDark ? "text-header-foreground" : "text-foreground")}>
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  )
}

/** The hero's backdrop: a faint Nordic grid and a cold blue glow, purely decorative. */
export function HeroBackdrop({ variant = "dark" }: { variant?: HeroSurface }) {
  const onDark = variant === "dark"
  return (
    <div data-slot="hero-backdrop" aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
      <div
        className={cn(
          "absolute inset-0 bg-[linear-gradient(to_right,currentColor_1px,transparent_1px),linear-gradient(to_bottom,currentColor_1px,transparent_1px)] bg-size-[64px_64px] [mask-image:radial-gradient(ellipse_80%_70%_at_80%_0%,black,transparent)]",
          onDark ? "text-header-foreground opacity-[0.06]" : "text-primary opacity-[0.07]",
        )}
      />
      <div className={cn("absolute -top-48 -right-40 size-[42rem] rounded-full blur-3xl", onDark ? "bg-brand-blue/35" : "bg-primary/10")} />
      <div className={cn("absolute -bottom-64 -left-48 size-[36rem] rounded-full blur-3xl", onDark ? "bg-brand-blue/15" : "bg-accent")} />
      {onDark && <div className="absolute inset-x-0 bottom-0 h-px bg-header-foreground/10" />}
    </div>
  )
}

/** Column spans of the text and the side column, by side-column layout. */
const HERO_COLUMNS = {
  centered: { content: "lg:col-span-7", aside: "lg:col-span-5", align: "lg:items-center" },
  media: { content: "lg:col-span-6", aside: "lg:col-span-6", align: "lg:items-center" },
  form: { content: "lg:sticky lg:top-28 lg:col-span-5", aside: "lg:col-span-7", align: "lg:items-start" },
}
export type HeroAsideLayout = keyof typeof HERO_COLUMNS

export interface PageHeroProps extends Omit<React.ComponentProps<"section">, "title">, Hero, VariantProps<typeof pageHeroVariants> {
  /**
   * `dark` the header's navy carried on into the hero (marketing pages), `light` the page's background
   * under a rule (document pages: legal, articles). @default "dark"
   */
  variant?: VariantProps<typeof pageHeroVariants>["variant"]
  /** `default` for most pages, `lg` more room above and below, for a hub or the home page. @default "default" */
  size?: VariantProps<typeof pageHeroVariants>["size"]
  /** A breadcrumb trail above the eyebrow (e.g. HeroBreadcrumb). */
  breadcrumb?: React.ReactNode
  /** Side column content when there is no image; takes the place of `panel` (e.g. HeroStats, a form). */
  aside?: React.ReactNode
  /**
   * How the side column sits: `centered` beside the text (key facts, cards); `media`, half the width, for
   * a product picture; or `form`, a wider column aligned to the top for a long form while the text stays
   * in view. @default "centered"
   */
  asideLayout?: HeroAsideLayout
}

/**
 * The top of a page: eyebrow, the page's single h1, intro and two calls to action, with an optional
 * image (lazy) or side column. Dark by default (a deep navy band continuing the header); `light` is a
 * clean hero with a faint grid.
 */
export function PageHero({
  eyebrow,
  heading,
  intro,
  primaryCta,
  secondaryCta,
  imageUrl,
  imageAlt,
  breadcrumb,
  aside,
  asideLayout = "centered",
  panel,
  variant,
  size,
  className,
  children,
  ...props
}: PageHeroProps) {
  const headingId = React.useId()
  const tone = variant ?? "dark"
  const side = imageUrl ? (
    <LazyImage
      data-slot="page-hero-image"
      src={imageUrl}
      alt={imageAlt ?? ""}
      width={1200}
      height={900}
      priority
      sizes="(min-width: 1024px) 40vw, 100vw"
      className="w-full rounded-3xl shadow-2xl ring-1 ring-header-foreground/10"
    />
  ) : (
    (aside ?? (panel ? <HeroPanelView panel={panel} variant={tone} /> : undefined))
  )
  const columns = HERO_COLUMNS[asideLayout]
  return (
    <section
      data-slot="page-hero"
      data-variant={tone}
      data-size={size ?? "default"}
      aria-labelledby={headingId}
      className={cn(pageHeroVariants({ variant, size }), className)}
      {...props}
    >
      <HeroBackdrop variant={tone} />
      <Container>
        {breadcrumb && (
          <div data-slot="page-hero-breadcrumb" className="mb-8 lg:mb-12">
            {breadcrumb}
          </div>
        )}
        <div className={cn("grid gap-12 lg:gap-16", side && ["lg:grid-cols-12", columns.align])}>
          <div data-slot="page-hero-content" className={cn("flex flex-col gap-6", side ? columns.content : "max-w-4xl")}>
            {eyebrow && (
              <p data-slot="page-hero-eyebrow" className={pageHeroEyebrowVariants({ variant: tone })}>
                <span aria-hidden="true" className={cn("size-1.5 rounded-full", tone === "dark" ? "bg-header-foreground" : "bg-primary")} />
                {eyebrow}
              </p>
            )}
            <h1
              id={headingId}
              data-slot="page-hero-heading"
              className="font-heading text-4xl leading-[1.08] font-semibold tracking-tight text-balance sm:text-5xl lg:text-6xl"
            >
              {heading}
            </h1>
            <p data-slot="page-hero-intro" className={pageHeroIntroVariants({ variant: tone })}>
              {typeof intro === "string" ? <ContactText>{intro}</ContactText> : intro}
            </p>
            <HeroActions primary={primaryCta} secondary={secondaryCta} variant={tone} className="mt-2" />
            {children}
          </div>
          {side && (
            <div data-slot="page-hero-aside" data-layout={asideLayout} className={columns.aside}>
              {side}
            </div>
          )}
        </div>
      </Container>
    </section>
  )
}
