import type * as React from "react"
import { cn } from "../lib/utils"
import { CtaBandSection } from "../components/sections/cta-band-section"
import { LinkCardGrid } from "../components/sections/link-card-grid"
import { PageHero } from "../components/sections/page-hero"
import { OfficesGrid } from "./offices-template"
import type { CtaBand, Hero, LinkCard, Office } from "./types"

export interface ContactTemplateProps {
  /** The page's hero: its h1, intro, calls to action and side column. */
  hero: Hero
  /** A breadcrumb trail for the hero (e.g. HeroBreadcrumb). */
  breadcrumb?: React.ReactNode
  /** Ways to get in touch (request a quote, book a consultation, support…), each a card linking on. */
  options: readonly LinkCard[]
  /** The h2 above the ways to get in touch. @default "How can we help?" */
  optionsHeading?: string
  /** A sentence under it. */
  optionsIntro?: string
  /** Offices shown below the options; none hides the section. @default [] */
  offices?: readonly Office[]
  /** The h2 above the offices. @default "Our offices" */
  officesHeading?: string
  /** A sentence under it. */
  officesIntro?: string
  /** The call-to-action band at the foot of the page; none without it. */
  cta?: CtaBand
  /** Classes for the page's root element. */
  className?: string
}

/** The contact hub: a hero, the contact options as cards, the offices with addresses, phone and hours, and a CTA. */
export function ContactTemplate({
  hero,
  breadcrumb,
  options,
  optionsHeading = "How can we help?",
  optionsIntro,
  offices = [],
  officesHeading = "Our offices",
  officesIntro,
  cta,
  className,
}: ContactTemplateProps) {
  return (
    <div data-slot="contact-template" className={cn("bg-background text-foreground", className)}>
      <PageHero {...hero} breadcrumb={breadcrumb} />
      <LinkCardGrid data-slot="contact-options" heading={optionsHeading} intro={optionsIntro} items={[...options]} />
      {offices.length > 0 && <OfficesGrid variant="muted" heading={officesHeading} intro={officesIntro} offices={offices} />}
      {cta && <CtaBandSection {...cta} />}
    </div>
  )
}
