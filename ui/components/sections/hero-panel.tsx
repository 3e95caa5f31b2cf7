import * as React from "react"
import { cva } from "class-variance-authority"
import { ArrowRight, Check } from "lucide-react"
import { cn } from "../../lib/utils"
import { formatLongDate } from "../../lib/format-date"
import { formatReadingTime } from "../../lib/format-number"
import { SmartLink } from "../../lib/link-context"
import type { Cta, HeroPanel, Stat } from "../../templates/types"
import { ContactText } from "../contact-text"
import { Icon } from "../icon"
import { useDateLocale } from "../../lib/date-locale"

/** The surface a panel sits on: the dark hero (default) or the light one of document pages. */
type PanelSurface = "dark" | "light"

const heroPanelVariants = cva("flex flex-col gap-5 rounded-2xl border p-6 sm:p-7", {
  variants: {
    variant: {
      dark: "border-header-foreground/10 bg-header-accent/70 text-header-foreground shadow-2xl shadow-black/20 backdrop-blur-sm",
      light: "border-border bg-card text-card-foreground shadow-sm",
    } satisfies Record<PanelSurface, string>,
  },
  defaultVariants: { variant: "dark" },
})

const mutedText = { dark: "text-header-muted", light: "text-muted-foreground" } satisfies Record<PanelSurface, string>
const rule = { dark: "border-header-foreground/10", light: "border-border" } satisfies Record<PanelSurface, string>
const tile = { dark: "bg-header-foreground/10 text-header-foreground", light: "bg-accent text-accent-foreground" } satisfies Record<
  PanelSurface,
  string
>
const focusRing = {
  dark: "focus-visible:ring-header-foreground",
  light: "focus-visible:ring-ring",
} satisfies Record<PanelSurface, string>

const linkClass = (surface: PanelSurface) =>
  cn("rounded-sm underline-offset-4 outline-none hover:underline focus-visible:ring-2", focusRing[surface])

/** In a two-column grid, an odd last item takes the whole row rather than leaving a hole beside it. */
const ODD_LAST_SPANS_ROW = "[&>*:last-child:nth-child(odd)]:col-span-2"

/** Key figures set in the hero's side column (a service's or industry's highlights). */
export function HeroStats({
  items,
  className,
}: {
  /** The figures: a value and a label each; an odd last one spans the row. */
  items: Stat[]
  /** Classes for the list. */
  className?: string
}) {
  return (
    <dl data-slot="hero-stats" className={cn("grid grid-cols-2 gap-3 sm:gap-4", ODD_LAST_SPANS_ROW, className)}>
      {items.map((stat) => (
        <div
          key={`${stat.value}-${stat.label}`}
          data-slot="hero-stat"
          className="flex flex-col gap-2 rounded-2xl border border-header-foreground/10 bg-header-accent/70 p-5 backdrop-blur-sm sm:p-6"
        >
          <dt className="order-2 text-sm leading-snug text-header-muted">{stat.label}</dt>
          <dd className="order-1 font-heading text-2xl font-semibold tracking-tight text-header-foreground sm:text-3xl">{stat.value}</dd>
        </div>
      ))}
    </dl>
  )
}

export interface HeroPanelCardProps extends Omit<React.ComponentProps<"div">, "title"> {
  /** The panel's h2. */
  title?: string
  /** The hero surface the card sits on: the dark hero's or a document page's light one. @default "dark" @default "dark" */
  variant?: PanelSurface
}

/** A titled card for the hero's side column; the content is free (see HeroPanelView for the kinds of content data). */
export function HeroPanelCard({ title, variant = "dark", className, children, ...props }: HeroPanelCardProps) {
  const titleId = React.useId()
  return (
    <div
      data-slot="hero-panel"
      data-variant={variant}
      role={title ? "group" : undefined}
      aria-labelledby={title ? titleId : undefined}
      className={cn(heroPanelVariants({ variant }), className)}
      {...props}
    >
      {title && (
        <h2
          id={titleId}
          data-slot="hero-panel-title"
          className={cn("text-xs font-semibold tracking-[0.14em] uppercase", mutedText[variant])}
        >
          {title}
        </h2>
      )}
      {children}
    </div>
  )
}

function MoreLink({ more, surface }: { more: Cta; surface: PanelSurface }) {
  return (
    <SmartLink
      data-slot="hero-panel-more"
      href={more.href}
      className={cn(
        "inline-flex w-fit items-center gap-2 border-t pt-4 text-sm font-semibold [&>svg]:size-4 [&>svg]:transition-transform hover:[&>svg]:translate-x-0.5",
        rule[surface],
        linkClass(surface),
      )}
    >
      {more.label}
      <ArrowRight aria-hidden="true" />
    </SmartLink>
  )
}

export interface HeroPanelViewProps {
  /** The panel's data: its title and one kind of content (facts, links, contacts, a checklist, steps, a featured item). */
  panel: HeroPanel
  /** The hero surface the panel sits on. @default "dark" @default "dark" */
  variant?: PanelSurface
  /** Classes for the panel's card. */
  className?: string
}

/** Renders a hero panel's data: key facts, links, contacts, a checklist, numbered steps or a featured item. */
export function HeroPanelView({ panel, variant = "dark", className }: HeroPanelViewProps) {
  const dateLocale = useDateLocale()
  const muted = mutedText[variant]
  switch (panel.kind) {
    case "facts":
      // Untitled facts are the tiles service and industry heroes show their highlights in.
      if (!panel.title && variant === "dark") return <HeroStats items={panel.items} className={className} />
      return (
        <HeroPanelCard title={panel.title} variant={variant} className={className}>
          <dl data-slot="hero-panel-facts" className={cn("grid grid-cols-2 gap-x-6 gap-y-5", ODD_LAST_SPANS_ROW)}>
            {panel.items.map((stat) => (
              <div key={`${stat.value}-${stat.label}`} className={cn("flex flex-col gap-1 border-t pt-4", rule[variant])}>
                <dt className={cn("order-2 text-sm leading-snug", muted)}>{stat.label}</dt>
                <dd className="order-1 font-heading text-3xl font-semibold tracking-tight">{stat.value}</dd>
              </div>
            ))}
          </dl>
        </HeroPanelCard>
      )
    case "links":
      return (
        <HeroPanelCard title={panel.title} variant={variant} className={className}>
          <ul
            data-slot="hero-panel-links"
            className={cn("-my-3 flex flex-col divide-y", variant === "dark" ? "divide-header-foreground/10" : "divide-border")}
          >
            {panel.items.map((item) => (
              <li key={`${item.href} ${item.label}`} className="flex flex-col gap-1 py-3">
                <SmartLink
                  data-slot="hero-panel-link"
                  href={item.href}
                  className={cn("group/link inline-flex items-start justify-between gap-3 font-semibold", linkClass(variant))}
                >
                  {item.label}
                  <ArrowRight
                    aria-hidden="true"
                    className={cn("mt-1 size-4 shrink-0 transition-transform group-hover/link:translate-x-0.5", muted)}
                  />
                </SmartLink>
                {item.description && <p className={cn("text-sm leading-snug", muted)}>{item.description}</p>}
              </li>
            ))}
          </ul>
          {panel.more && <MoreLink more={panel.more} surface={variant} />}
        </HeroPanelCard>
      )
    case "contacts":
      return (
        <HeroPanelCard title={panel.title} variant={variant} className={className}>
          <ul data-slot="hero-panel-contacts" className="flex flex-col gap-5">
            {panel.items.map((contact) => (
              <li key={contact.label} className="flex items-start gap-4">
                <span aria-hidden="true" className={cn("grid size-10 shrink-0 place-items-center rounded-lg", tile[variant])}>
                  <Icon name={contact.icon} className="size-5" />
                </span>
                <div className="flex min-w-0 flex-col gap-0.5">
                  <p className={cn("text-sm", muted)}>{contact.label}</p>
                  <p data-slot="hero-panel-contact-value" className="font-semibold break-words">
                    <ContactText
                      className={cn(
                        variant === "dark" && "text-header-foreground decoration-header-foreground/40 focus-visible:ring-header-foreground",
                        "whitespace-normal",
                      )}
                    >
                      {contact.value}
                    </ContactText>
                  </p>
                  {contact.note && <p className={cn("text-sm leading-snug", muted)}>{contact.note}</p>}
                </div>
              </li>
            ))}
          </ul>
        </HeroPanelCard>
      )
    case "checklist":
      return (
        <HeroPanelCard title={panel.title} variant={variant} className={className}>
          <ul data-slot="hero-panel-checklist" className="flex flex-col gap-3.5">
            {panel.items.map((item) => (
              <li key={item} className="flex items-start gap-3 leading-snug">
                <span aria-hidden="true" className={cn("mt-0.5 grid size-5 shrink-0 place-items-center rounded-full", tile[variant])}>
                  <Check className="size-3.5" />
                </span>
                {item}
              </li>
            ))}
          </ul>
          {panel.more && <MoreLink more={panel.more} surface={variant} />}
        </HeroPanelCard>
      )
    case "steps":
      return (
        <HeroPanelCard title={panel.title} variant={variant} className={className}>
          <ol data-slot="hero-panel-steps" className="flex flex-col">
            {panel.items.map((step, index) => (
              <li key={step.title} className="relative flex gap-4 pb-5 last:pb-0">
                {index < panel.items.length - 1 && (
                  <span
                    aria-hidden="true"
                    className={cn(
                      "absolute top-8 bottom-1 left-[0.9375rem] w-px",
                      variant === "dark" ? "bg-header-foreground/15" : "bg-border",
                    )}
                  />
                )}
                <span
                  aria-hidden="true"
                  className={cn("grid size-8 shrink-0 place-items-center rounded-full text-sm font-semibold tabular-nums", tile[variant])}
                >
                  {index + 1}
                </span>
                <div className="flex flex-col gap-1 pt-1">
                  <p className="leading-snug font-semibold">{step.title}</p>
                  <p className={cn("text-sm leading-snug", muted)}>{step.description}</p>
                </div>
              </li>
            ))}
          </ol>
          {panel.note && <p className={cn("border-t pt-4 text-sm", rule[variant], muted)}>{panel.note}</p>}
        </HeroPanelCard>
      )
    case "feature":
      return (
        <HeroPanelCard title={panel.label} variant={variant} className={cn("group/feature relative", className)}>
          <div className="flex flex-col gap-3">
            {(panel.kicker || panel.date || panel.readingMinutes) && (
              <p data-slot="hero-panel-feature-kicker" className={cn("text-sm font-medium", muted)}>
                {[
                  panel.kicker,
                  panel.date && formatLongDate(panel.date, dateLocale),
                  panel.readingMinutes && formatReadingTime(panel.readingMinutes),
                ]
                  .filter(Boolean)
                  .join(" · ")}
              </p>
            )}
            <p
              lang={panel.lang}
              data-slot="hero-panel-feature-title"
              className="font-heading text-2xl leading-snug font-semibold tracking-tight text-balance"
            >
              <SmartLink
                href={panel.href}
                className={cn(
                  "rounded-sm outline-none after:absolute after:inset-0 after:rounded-2xl after:content-[''] focus-visible:ring-2",
                  focusRing[variant],
                )}
              >
                {panel.title}
              </SmartLink>
            </p>
            <p lang={panel.lang} className={cn("line-clamp-4 leading-relaxed", muted)}>
              {panel.text}
            </p>
          </div>
          {panel.figure && (
            <p data-slot="hero-panel-feature-figure" className={cn("flex items-baseline gap-3 border-t pt-4", rule[variant])}>
              <span className="shrink-0 font-heading text-4xl font-semibold tracking-tight whitespace-nowrap">{panel.figure.value}</span>
              <span lang={panel.lang} className={cn("text-sm leading-snug", muted)}>
                {panel.figure.label}
              </span>
            </p>
          )}
          <p aria-hidden="true" className="inline-flex items-center gap-2 text-sm font-semibold">
            {panel.linkLabel}
            <ArrowRight className="size-4 transition-transform group-hover/feature:translate-x-1 motion-reduce:transition-none" />
          </p>
        </HeroPanelCard>
      )
  }
}
