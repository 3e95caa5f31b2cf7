import * as React from "react"
import { cn } from "../lib/utils"
import { CtaBandSection } from "../components/sections/cta-band-section"
import { HeroPanelView } from "../components/sections/hero-panel"
import { PageHero, type HeroAsideLayout } from "../components/sections/page-hero"
import { SectionRenderer, type SectionRendererProps } from "../components/sections/section-renderer"
import type { AlternatingBand } from "../components/sections/section"
import type { RichTextLinkTarget } from "../components/rich-text"
import type { ContentPage, Section } from "./types"

/** Sections that bring their own band colour (dark stats, tinted quote) and reset the alternation. */
const SELF_COLOURED: ReadonlySet<Section["kind"]> = new Set(["stats", "quote"])

/** Plain and tinted bands alternate down the page; sections with their own colour restart the pattern. */
function sectionBands(sections: Section[]): AlternatingBand[] {
  let next: AlternatingBand = "default"
  return sections.map((section) => {
    if (SELF_COLOURED.has(section.kind)) {
      next = "default"
      return "default"
    }
    const band = next
    next = next === "default" ? "muted" : "default"
    return band
  })
}

export interface ContentPageTemplateProps extends React.ComponentProps<"div"> {
  /** The page: its hero and its sections, drawn in order (see SectionRenderer). */
  page: ContentPage
  /** Breadcrumb trail shown above the hero's eyebrow (e.g. HeroBreadcrumb). */
  breadcrumb?: React.ReactNode
  /** A form the page exists for (a quote request, an application), shown right under the hero. */
  form?: React.ReactNode
  /**
   * Where the form goes: `below` the hero, or in the hero's side column (`hero`) when the form is what the
   * visitor came for (a quote, a consultation). @default "below"
   */
  formPlacement?: "below" | "hero"
  /** The hero's side column, in place of the page's own hero panel (e.g. a product illustration). */
  heroAside?: React.ReactNode
  /** How `heroAside` sits beside the hero's text. @default "centered" */
  heroAsideLayout?: HeroAsideLayout
  /** The pages the text sections' internal links point at, by document id, resolved by the app. */
  richTextLinks?: Readonly<Record<string, RichTextLinkTarget>>
  /** Wording of the proof sections' fixed labels, in the page's language (English by default). */
  proofLabels?: SectionRendererProps["proofLabels"]
}

/**
 * A free-form page (about, technology, sustainability, security, careers, freelancers, resources hubs):
 * hero, its sections in order, then the call to action. Renders one h1; place it in the layout's <main>.
 */
export function ContentPageTemplate({
  page,
  breadcrumb,
  form,
  formPlacement = "below",
  heroAside,
  heroAsideLayout = "centered",
  richTextLinks,
  proofLabels,
  className,
  ...props
}: ContentPageTemplateProps) {
  const bands = sectionBands(page.sections)
  const formInHero = Boolean(form) && formPlacement === "hero"
  return (
    <div data-slot="content-page-template" data-page={page.meta.path} className={cn("bg-background", className)} {...props}>
      <PageHero
        {...page.hero}
        breadcrumb={breadcrumb}
        aside={formInHero ? form : heroAside}
        asideLayout={formInHero ? "form" : heroAsideLayout}
      >
        {/* Beside a form, the panel (what happens next) goes under the text; phones go straight to the form. */}
        {formInHero && page.hero.panel ? <HeroPanelView panel={page.hero.panel} className="mt-4 max-lg:hidden" /> : null}
      </PageHero>
      {form && !formInHero ? (
        <section data-slot="content-page-form" className="bg-muted/40 py-12 sm:py-16">
          <div className="mx-auto w-full max-w-3xl px-4 sm:px-6 lg:px-8">{form}</div>
        </section>
      ) : null}
      {page.sections.map((section, index) => (
        <SectionRenderer
          key={section.id ?? `${section.kind}-${index}`}
          section={section}
          variant={bands[index]}
          richTextLinks={richTextLinks}
          proofLabels={proofLabels}
        />
      ))}
      <CtaBandSection {...page.cta} />
    </div>
  )
}
