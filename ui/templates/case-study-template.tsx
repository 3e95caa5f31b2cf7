import * as React from "react"
import { cva, type VariantProps } from "class-variance-authority"
import { ArrowRight } from "lucide-react"
import { cn } from "../lib/utils"
import { formatLongDate } from "../lib/format-date"
import { formatReadingTime } from "../lib/format-number"
import { SmartLink } from "../lib/link-context"
import { Badge } from "../components/badge"
import { RichText, type RichTextBlock, type RichTextLinkTarget } from "../components/rich-text"
import { CtaBandSection } from "../components/sections/cta-band-section"
import { ContentPicture } from "../components/content-picture"
import { PageHero } from "../components/sections/page-hero"
import { QuoteSection } from "../components/sections/quote-block"
import { gridColumnsFor, Container, PageSection, sectionEyebrowVariants, sectionHeadingVariants } from "../components/sections/section"
import type { CaseStudy, CtaBand } from "./types"
import { useDateLocale } from "../lib/date-locale"

/** Headings of the case study's parts, in reading order. */
export const CASE_STUDY_HEADINGS = {
  challenge: "The challenge",
  solution: "Our solution",
  results: "The results",
  outcome: "The outcome",
  glance: "At a glance",
  related: "More case studies",
  client: "Client",
  industry: "Industry",
  services: "Services",
  badges: "Industry and services",
} as const

/** Badges on the dark hero: light text on a translucent chip, legible in both UI themes. */
const heroBadgeVariants = cva("rounded-full px-3 py-1 text-xs font-semibold", {
  variants: {
    variant: {
      default: "border-transparent bg-header-foreground text-header",
      outline: "border-header-foreground/25 bg-header-accent text-header-foreground",
    },
  },
  defaultVariants: { variant: "default" },
})

/** How wide a cover shows: the story column from lg (about 790 px in the 1280 px container), else the container. */
const CASE_STUDY_COVER_SIZES = "(min-width: 1280px) 790px, (min-width: 1024px) 62vw, calc(100vw - 3rem)"
/** A card's cover: a third of the container from lg, half from sm, else the container. */
const CASE_STUDY_CARD_COVER_SIZES = "(min-width: 1280px) 400px, (min-width: 1024px) 31vw, (min-width: 640px) 46vw, calc(100vw - 2rem)"

const caseStudyCardVariants = cva(
  "group relative flex h-full flex-col gap-5 rounded-2xl border border-border bg-card p-6 text-card-foreground transition-[border-color,box-shadow] has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-ring has-[a:focus-visible]:ring-offset-2 has-[a:focus-visible]:ring-offset-background hover:border-primary/50 hover:shadow-lg motion-reduce:transition-none lg:p-7",
  {
    variants: { layout: { column: "", row: "lg:flex-row lg:gap-10" } },
    defaultVariants: { layout: "column" },
  },
)

export interface CaseStudyCardProps extends React.ComponentProps<"article">, VariantProps<typeof caseStudyCardVariants> {
  /** `column` text over figures (a grid of cards), `row` side by side from lg (a case study alone in its row). @default "column" */
  layout?: VariantProps<typeof caseStudyCardVariants>["layout"]
  /** The case study: client, industry, services, summary and result figures. */
  caseStudy: CaseStudy
  /** Heading level of the title, to fit the page outline. @default "h3" */
  headingLevel?: "h2" | "h3"
}

/** A case study teaser that links as a whole: industry, client, title, summary, lead figure, services. */
export function CaseStudyCard({ caseStudy, headingLevel = "h3", layout, className, ...props }: CaseStudyCardProps) {
  const Heading = headingLevel
  const lead = caseStudy.results[0]
  return (
    <article
      lang={caseStudy.lang}
      data-slot="case-study-card"
      data-layout={layout ?? "column"}
      className={cn(caseStudyCardVariants({ layout }), className)}
      {...props}
    >
      {caseStudy.cover ? (
        <ContentPicture
          image={caseStudy.cover}
          sizes={CASE_STUDY_CARD_COVER_SIZES}
          className="aspect-[16/9] h-auto w-full rounded-lg bg-muted"
        />
      ) : null}
      <div className="flex flex-col gap-3">
        <p data-slot="case-study-card-industry" className="text-xs font-semibold tracking-[0.14em] text-primary uppercase">
          {caseStudy.industry}
        </p>
        <p data-slot="case-study-card-client" className="text-sm font-medium text-muted-foreground">
          {caseStudy.client}
        </p>
        <Heading data-slot="case-study-card-title" className="font-heading text-xl leading-snug font-semibold tracking-tight text-pretty">
          <SmartLink
            href={caseStudy.meta.path}
            className="outline-none after:absolute after:inset-0 after:rounded-2xl after:content-[''] group-hover:text-primary"
          >
            {caseStudy.title}
          </SmartLink>
        </Heading>
        <p data-slot="case-study-card-summary" className="line-clamp-3 text-sm leading-relaxed text-muted-foreground">
          {caseStudy.summary}
        </p>
      </div>
      <div className="mt-auto flex flex-col gap-4">
        {lead && (
          <p data-slot="case-study-card-figure" className="flex items-baseline gap-3 border-t border-border pt-4">
            <span className="shrink-0 font-heading text-3xl font-semibold tracking-tight whitespace-nowrap text-primary">{lead.value}</span>
            <span className="text-sm leading-snug text-muted-foreground">{lead.label}</span>
          </p>
        )}
        <div className="flex items-end justify-between gap-4">
          <ul data-slot="case-study-card-services" aria-label="Services" className="flex flex-wrap gap-1.5">
            {caseStudy.services.map((service) => (
              <li key={service}>
                <Badge variant="secondary">{service}</Badge>
              </li>
            ))}
          </ul>
          <ArrowRight
            aria-hidden="true"
            className="size-5 shrink-0 text-primary transition-transform group-hover:translate-x-1 motion-reduce:transition-none"
          />
        </div>
      </div>
    </article>
  )
}

type StoryLinks = Readonly<Record<string, RichTextLinkTarget>>

const NO_LINKS: StoryLinks = {}

/** A part of the story: its number, its h2, and its rich text under it (its own headings h3 and below). */
function StoryPart({
  id,
  index,
  heading,
  text,
  links,
}: {
  id: string
  index: number
  heading: string
  text: RichTextBlock[]
  links: StoryLinks
}) {
  const headingId = `${id}-heading`
  return (
    <section id={id} data-slot="case-study-part" aria-labelledby={headingId} className="flex flex-col gap-6">
      <p aria-hidden="true" className={sectionEyebrowVariants()}>
        {String(index).padStart(2, "0")}
      </p>
      <h2 id={headingId} className={sectionHeadingVariants()}>
        {heading}
      </h2>
      <div data-slot="case-study-prose" className="text-lg leading-relaxed text-pretty text-foreground/90">
        <RichText blocks={text} headingLevel={2} links={links} textStyle="inherit" className="gap-5" />
      </div>
    </section>
  )
}

export interface CaseStudyTemplateProps extends React.ComponentProps<"article"> {
  /** The case study: client, industry, services, challenge, approach, results and quote. */
  caseStudy: CaseStudy
  /** A breadcrumb trail for the hero (e.g. HeroBreadcrumb). */
  breadcrumb?: React.ReactNode
  /** Other case studies to read next. */
  related?: CaseStudy[]
  /** The call-to-action band at the foot of the page; none without it. */
  cta?: CtaBand
  /** The pages the story's internal links point at, by document id; a link to a page not listed shows its words only. */
  richTextLinks?: StoryLinks
  /** The headings and the facts' names, to override (the page's language). */
  labels?: Partial<Record<keyof typeof CASE_STUDY_HEADINGS, string>>
}

/**
 * One case study: client and title in a dark hero with industry and service badges; challenge and
 * solution beside an "At a glance" panel; the results as figures; the outcome, the client's words and a CTA.
 */
export function CaseStudyTemplate({
  caseStudy,
  breadcrumb,
  related = [],
  cta,
  richTextLinks = NO_LINKS,
  labels,
  className,
  ...props
}: CaseStudyTemplateProps) {
  const text = { ...CASE_STUDY_HEADINGS, ...labels }
  const dateLocale = useDateLocale()
  const { client, title, summary, industry, services, published, readingMinutes, challenge, solution, results, outcome, quote } = caseStudy
  const glanceHeadingId = React.useId()
  return (
    <article data-slot="case-study-template" className={cn("bg-background text-foreground", className)} {...props}>
      <PageHero
        eyebrow={client}
        heading={title}
        intro={summary}
        breadcrumb={breadcrumb}
        panel={results.length > 0 ? { kind: "facts", title: text.results, items: results } : undefined}
      >
        <ul data-slot="case-study-badges" aria-label={text.badges} className="flex flex-wrap gap-2">
          <li>
            <Badge data-slot="case-study-industry" className={heroBadgeVariants({ variant: "default" })}>
              {industry}
            </Badge>
          </li>
          {services.map((service) => (
            <li key={service}>
              <Badge data-slot="case-study-service" className={heroBadgeVariants({ variant: "outline" })}>
                {service}
              </Badge>
            </li>
          ))}
        </ul>
      </PageHero>

      <Container className="grid gap-12 py-16 sm:py-20 lg:grid-cols-12 lg:gap-16 lg:py-24">
        <div className="flex flex-col gap-16 lg:col-span-8 lg:gap-20">
          {caseStudy.cover ? (
            <ContentPicture
              image={caseStudy.cover}
              sizes={CASE_STUDY_COVER_SIZES}
              loading="eager"
              className="aspect-[16/9] h-auto w-full rounded-2xl bg-muted"
            />
          ) : null}
          <StoryPart id="challenge" index={1} heading={text.challenge} text={challenge} links={richTextLinks} />
          <StoryPart id="solution" index={2} heading={text.solution} text={solution} links={richTextLinks} />
        </div>
        <aside
          data-slot="case-study-glance"
          aria-labelledby={glanceHeadingId}
          className="h-fit rounded-2xl border border-border bg-muted/60 p-6 lg:sticky lg:top-24 lg:col-span-4 lg:p-8"
        >
          <h2 id={glanceHeadingId} className="font-heading text-lg font-semibold">
            {text.glance}
          </h2>
          <dl className="mt-6 flex flex-col divide-y divide-border text-sm">
            {[
              [text.client, client],
              [text.industry, industry],
              [text.services, services.join(", ")],
            ].map(([term, detail]) => (
              <div key={term} className="flex flex-col gap-1 py-3 first:pt-0">
                <dt className="text-xs font-semibold tracking-[0.12em] text-muted-foreground uppercase">{term}</dt>
                <dd className="font-medium">{detail}</dd>
              </div>
            ))}
            <div className="flex flex-col gap-1 py-3 last:pb-0">
              <dt className="text-xs font-semibold tracking-[0.12em] text-muted-foreground uppercase">Published</dt>
              <dd className="font-medium">
                <time dateTime={published}>{formatLongDate(published, dateLocale)}</time>
                <span aria-hidden="true"> · </span>
                <span className="font-normal text-muted-foreground">{formatReadingTime(readingMinutes)}</span>
              </dd>
            </div>
          </dl>
        </aside>
      </Container>

      <Container className="py-16 sm:py-20 lg:py-24">
        <div className="lg:w-2/3">
          <StoryPart id="outcome" index={3} heading={text.outcome} text={outcome} links={richTextLinks} />
        </div>
      </Container>

      {quote && <QuoteSection quote={quote.text} author={quote.author} role={quote.role} />}

      {related.length > 0 && (
        <PageSection heading={text.related} size="sm">
          <ul className={cn("grid gap-5 lg:gap-6", gridColumnsFor(related.length))}>
            {related.map((item) => (
              <li key={item.slug} className="min-w-0">
                <CaseStudyCard caseStudy={item} />
              </li>
            ))}
          </ul>
        </PageSection>
      )}

      {cta && <CtaBandSection {...cta} />}
    </article>
  )
}
