import * as React from "react"
import { cva, type VariantProps } from "class-variance-authority"
import { Clock, Mail, MapPin, Phone } from "lucide-react"
import { cn } from "../lib/utils"
import { SmartLink } from "../lib/link-context"
import { Badge } from "../components/badge"
import { CtaBandSection } from "../components/sections/cta-band-section"
import { PageHero } from "../components/sections/page-hero"
import { gridColumnsFor, PageSection, type PageSectionProps } from "../components/sections/section"
import { telHref } from "../components/contact-text"
import type { CtaBand, Hero, Office } from "./types"

export const HEADQUARTERS_LABEL = "Headquarters"

/** An office card's fixed words (English; the app passes the page language's). */
const OFFICE_LABELS = { headquarters: HEADQUARTERS_LABEL, address: "Address", phone: "Phone", email: "Email", hours: "Opening hours" }
type OfficeLabels = typeof OFFICE_LABELS

export { telHref } from "../components/contact-text"

/** Headquarters first, then the order given. */
function sortOffices(offices: readonly Office[]): Office[] {
  return [...offices].sort((a, b) => Number(Boolean(b.headquarters)) - Number(Boolean(a.headquarters)))
}

const officeCardVariants = cva("flex h-full flex-col gap-6 rounded-2xl border bg-card p-6 text-card-foreground lg:p-7", {
  variants: {
    variant: {
      default: "border-border",
      headquarters: "border-primary/40 shadow-md ring-1 ring-primary/15",
    },
  },
  defaultVariants: { variant: "default" },
})

const contactLinkClass =
  "rounded-sm font-medium text-foreground underline decoration-border underline-offset-4 outline-none hover:text-primary hover:decoration-primary focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-card"

export interface OfficeCardProps extends React.ComponentProps<"article">, VariantProps<typeof officeCardVariants> {
  /** `headquarters` marks the head office with a primary border and a badge. @default "default" */
  variant?: VariantProps<typeof officeCardVariants>["variant"]
  /** The office: city, country, address, phone, email, hours and whether it is the headquarters. */
  office: Office
  /** Heading level of the city, to fit the page outline. @default "h3" */
  headingLevel?: "h2" | "h3"
  /** The card's fixed words (the badge, the details' names) in the page's language. */
  labels?: Partial<OfficeLabels>
}

/** One office: city and country, its role (HQ badge), postal address, phone, email, hours and time zone. */
export function OfficeCard({ office, headingLevel = "h3", variant, labels, className, ...props }: OfficeCardProps) {
  const text = { ...OFFICE_LABELS, ...labels }
  const Heading = headingLevel
  const tone = variant ?? (office.headquarters ? "headquarters" : "default")
  return (
    <article
      lang={office.lang}
      data-slot="office-card"
      data-variant={tone}
      className={cn(officeCardVariants({ variant: tone }), className)}
      {...props}
    >
      <header className="flex flex-col gap-2">
        <p data-slot="office-country" className="text-xs font-semibold tracking-[0.14em] text-primary uppercase">
          {office.country}
        </p>
        <div className="flex items-start justify-between gap-3">
          <Heading data-slot="office-city" className="font-heading text-2xl leading-tight font-semibold tracking-tight">
            {office.city}
          </Heading>
          {office.headquarters && (
            <Badge data-slot="office-hq" className="mt-1">
              {text.headquarters}
            </Badge>
          )}
        </div>
        <p data-slot="office-role" className="text-sm leading-relaxed text-muted-foreground">
          {office.role}
        </p>
      </header>
      <dl className="mt-auto flex flex-col gap-4 border-t border-border pt-5 text-sm leading-relaxed">
        <div className="flex gap-3">
          <dt>
            <MapPin aria-hidden="true" className="mt-0.5 size-4 text-primary" />
            <span className="sr-only">{text.address}</span>
          </dt>
          <dd>
            <address data-slot="office-address" className="not-italic">
              {office.address.map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </address>
          </dd>
        </div>
        <div className="flex gap-3">
          <dt>
            <Phone aria-hidden="true" className="mt-0.5 size-4 text-primary" />
            <span className="sr-only">{text.phone}</span>
          </dt>
          <dd>
            <SmartLink data-slot="office-phone" href={telHref(office.phone)} className={contactLinkClass}>
              {office.phone}
            </SmartLink>
          </dd>
        </div>
        <div className="flex gap-3">
          <dt>
            <Mail aria-hidden="true" className="mt-0.5 size-4 text-primary" />
            <span className="sr-only">{text.email}</span>
          </dt>
          <dd className="min-w-0 break-words">
            <SmartLink data-slot="office-email" href={`mailto:${office.email}`} className={contactLinkClass}>
              {office.email}
            </SmartLink>
          </dd>
        </div>
        <div className="flex gap-3">
          <dt>
            <Clock aria-hidden="true" className="mt-0.5 size-4 text-primary" />
            <span className="sr-only">{text.hours}</span>
          </dt>
          <dd data-slot="office-hours" className="text-muted-foreground">
            <span className="block text-foreground">{office.hours}</span>
            <span data-slot="office-timezone" className="block">
              {office.timezone}
            </span>
          </dd>
        </div>
      </dl>
    </article>
  )
}

export interface OfficesGridProps extends Omit<PageSectionProps, "children"> {
  offices: readonly Office[]
  /** The cards' fixed words in the page's language. */
  labels?: OfficeCardProps["labels"]
}

/** Offices as a grid of cards in a page section, the headquarters first. */
export function OfficesGrid({ offices, labels, ...props }: OfficesGridProps) {
  return (
    <PageSection data-slot="offices-grid" {...props}>
      <ul className={cn("grid gap-5 lg:gap-6", gridColumnsFor(offices.length))}>
        {sortOffices(offices).map((office) => (
          <li key={`${office.city}-${office.country}`} className="min-w-0">
            <OfficeCard office={office} labels={labels} />
          </li>
        ))}
      </ul>
    </PageSection>
  )
}

export interface OfficesTemplateProps {
  /** The page's hero: its h1, intro, calls to action and side column. */
  hero: Hero
  /** A breadcrumb trail for the hero (e.g. HeroBreadcrumb). */
  breadcrumb?: React.ReactNode
  /** The offices; the headquarters comes first. */
  offices: readonly Office[]
  /** The h2 above the offices. @default "Our offices" */
  officesHeading?: string
  /** A sentence under it. */
  officesIntro?: string
  /** The call-to-action band at the foot of the page; none without it. */
  cta?: CtaBand
  /** Classes for the page's root element. */
  className?: string
  /** The cards' fixed words in the page's language. */
  labels?: OfficeCardProps["labels"]
}

/** The global offices page: a hero, every office as a card, and a call to action. */
export function OfficesTemplate({
  hero,
  breadcrumb,
  offices,
  officesHeading = "Our offices",
  officesIntro,
  cta,
  labels,
  className,
}: OfficesTemplateProps) {
  return (
    <div data-slot="offices-template" className={cn("bg-background text-foreground", className)}>
      <PageHero {...hero} breadcrumb={breadcrumb} />
      <OfficesGrid heading={officesHeading} intro={officesIntro} offices={offices} labels={labels} />
      {cta && <CtaBandSection {...cta} />}
    </div>
  )
}
