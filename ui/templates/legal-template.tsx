import * as React from "react"
import { cn, withoutLeadingNumber } from "../lib/utils"
import { formatLongDate } from "../lib/format-date"
import { SmartLink } from "../lib/link-context"
import { RichText, type RichTextLinkTarget } from "../components/rich-text"
import { CtaBandSection } from "../components/sections/cta-band-section"
import { PageHero } from "../components/sections/page-hero"
import { Container } from "../components/sections/section"
import type { CtaBand, LegalPage, LegalSection } from "./types"
import { useDateLocale } from "../lib/date-locale"

export const LEGAL_TOC_LABEL = "On this page"
export const LEGAL_UPDATED_LABEL = "Last updated"

interface LegalTableOfContentsProps extends React.ComponentProps<"nav"> {
  sections: readonly Pick<LegalSection, "id" | "heading">[]
  /** Id of the section in view, marked aria-current. */
  activeId?: string | null
  /** Its name, in the page's language. @default "On this page" */
  label?: string
}

/** The numbered list of sections, each a link to its heading. */
function LegalTableOfContents({ sections, activeId, label = LEGAL_TOC_LABEL, className, ...props }: LegalTableOfContentsProps) {
  return (
    <nav data-slot="legal-toc" aria-label={label} className={cn("flex flex-col gap-4", className)} {...props}>
      <p aria-hidden="true" className="text-xs font-semibold tracking-[0.14em] text-muted-foreground uppercase">
        {label}
      </p>
      <ol className="flex flex-col border-l border-border">
        {sections.map((section, index) => {
          const active = section.id === activeId
          return (
            <li key={section.id}>
              <SmartLink
                data-slot="legal-toc-link"
                href={`#${section.id}`}
                aria-current={active ? "location" : undefined}
                className={cn(
                  "-ml-px flex gap-3 border-l-2 py-2 pr-2 pl-4 text-sm leading-snug transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset",
                  active
                    ? "border-primary font-medium text-foreground"
                    : "border-transparent text-muted-foreground hover:border-border hover:text-foreground",
                )}
              >
                <span aria-hidden="true" className="w-5 shrink-0 text-muted-foreground tabular-nums">
                  {index + 1}.
                </span>
                <span>{withoutLeadingNumber(section.heading)}</span>
              </SmartLink>
            </li>
          )
        })}
      </ol>
    </nav>
  )
}

/** A section is "being read" once its top has scrolled above this fraction of the viewport height. */
const ACTIVE_SECTION_VIEWPORT_FRACTION = 0.3

/** The id of the last section whose top is above the reading line; null above the first. */
function useActiveSection(ids: readonly string[]): string | null {
  const [active, setActive] = React.useState<string | null>(null)
  const key = ids.join("|")
  React.useEffect(() => {
    const elements = key
      .split("|")
      .map((id) => document.getElementById(id))
      .filter((element): element is HTMLElement => element !== null)
    let frame = 0
    const update = () => {
      frame = 0
      const line = window.innerHeight * ACTIVE_SECTION_VIEWPORT_FRACTION
      let current: string | null = null
      for (const element of elements) if (element.getBoundingClientRect().top <= line) current = element.id
      setActive(current)
    }
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update)
    }
    window.addEventListener("scroll", onScroll, { passive: true })
    return () => {
      window.removeEventListener("scroll", onScroll)
      if (frame) cancelAnimationFrame(frame)
    }
  }, [key])
  return active
}

export interface LegalTemplateProps extends Omit<React.ComponentProps<"article">, "title"> {
  /** The legal page: title, last update, a summary and its numbered sections. */
  page: LegalPage
  /** Small label above the title. @default "Legal" */
  eyebrow?: string
  /** A breadcrumb trail for the header (e.g. HeroBreadcrumb variant="light"). */
  breadcrumb?: React.ReactNode
  /** The call-to-action band at the foot of the page; none without it. */
  cta?: CtaBand
  /** A form after the text, such as the accessibility statement's report form. */
  form?: React.ReactNode
  /** Where the sections' internal links go, by document id (a link to a page not listed shows its words only). */
  richTextLinks?: Readonly<Record<string, RichTextLinkTarget>>
  /** A line under the heading: a translation's note on which version binds ("Dies ist eine Übersetzung…"); none without it. */
  notice?: string
  /** The fixed words in the page's language: "Last updated" and the contents' "On this page". */
  labels?: { updated?: string; contents?: string }
}

/**
 * Long-form text (privacy policy, terms, cookies): the one h1, last-updated date and intro; a table of
 * contents (sticky beside the text on desktop, above it on small screens); sections with h2s.
 */
export function LegalTemplate({
  page,
  eyebrow = "Legal",
  breadcrumb,
  cta,
  form,
  richTextLinks,
  notice,
  labels,
  className,
  ...props
}: LegalTemplateProps) {
  const dateLocale = useDateLocale()
  const ids = React.useMemo(() => page.sections.map((section) => section.id), [page.sections])
  const activeId = useActiveSection(ids)
  return (
    <article data-slot="legal-template" className={cn("bg-background text-foreground", className)} {...props}>
      <PageHero variant="light" eyebrow={eyebrow} heading={page.heading} intro={page.intro} breadcrumb={breadcrumb} panel={page.panel}>
        {notice && (
          <p
            data-slot="legal-notice"
            role="note"
            className="mb-3 max-w-2xl border-l-2 border-primary pl-3 text-sm font-medium text-foreground"
          >
            {notice}
          </p>
        )}
        <p data-slot="legal-updated" className="text-sm text-muted-foreground">
          {labels?.updated ?? LEGAL_UPDATED_LABEL}:{" "}
          <time dateTime={page.updated} className="font-medium text-foreground">
            {formatLongDate(page.updated, dateLocale)}
          </time>
        </p>
      </PageHero>

      <Container className="grid gap-10 py-12 sm:py-16 lg:grid-cols-12 lg:gap-16 lg:py-20">
        <div className="lg:col-span-4 xl:col-span-3">
          <LegalTableOfContents
            label={labels?.contents}
            sections={page.sections}
            activeId={activeId}
            className="rounded-2xl border border-border bg-muted/50 p-5 lg:sticky lg:top-24 lg:max-h-[calc(100vh-7rem)] lg:overflow-y-auto lg:rounded-none lg:border-0 lg:bg-transparent lg:p-0"
          />
        </div>
        <div data-slot="legal-body" className="flex max-w-[72ch] flex-col gap-14 lg:col-span-8 xl:col-span-9">
          {page.sections.map((section, index) => (
            <section key={section.id} id={section.id} data-slot="legal-section" aria-labelledby={`${section.id}-heading`}>
              <h2
                id={`${section.id}-heading`}
                className="flex gap-3 font-heading text-2xl leading-tight font-semibold tracking-tight sm:text-[1.75rem]"
              >
                <span aria-hidden="true" className="text-primary tabular-nums">
                  {index + 1}.
                </span>
                {withoutLeadingNumber(section.heading)}
              </h2>
              <div className="mt-5 flex flex-col gap-4 text-base leading-[1.75] text-pretty text-foreground/90 sm:text-lg">
                {"body" in section ? (
                  <RichText blocks={section.body} headingLevel={2} links={richTextLinks} textStyle="inherit" />
                ) : (
                  section.paragraphs.map((paragraph) => <p key={paragraph}>{paragraph}</p>)
                )}
              </div>
            </section>
          ))}
          {form ? <div data-slot="legal-form">{form}</div> : null}
        </div>
      </Container>

      {cta && <CtaBandSection {...cta} />}
    </article>
  )
}
