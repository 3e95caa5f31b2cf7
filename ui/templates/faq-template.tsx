import * as React from "react"
import { plural } from "../lib/plural"
import { cn } from "../lib/utils"
import { useStickyToolbarHeight } from "../hooks/use-sticky-toolbar-height"
import { matchesQuery, searchWords, slugify } from "../lib/text-search"
import { Accordion } from "../components/accordion"
import type { RichTextLinkTarget } from "../components/rich-text"
import { SearchField } from "../components/search-field"
import { CtaBandSection } from "../components/sections/cta-band-section"
import { FaqAccordionItem } from "../components/sections/faq-section"
import { PageHero } from "../components/sections/page-hero"
import { Container, sectionHeadingVariants } from "../components/sections/section"
import { ListingEmptyState } from "./listing-template"
import type { Faq, FaqGroup, FaqPage } from "./types"

/** With this many matches or fewer, a search opens every matching answer, so the reader sees why each matched. */
export const FAQ_AUTO_OPEN_MAX_MATCHES = 3
const FAQ_TOPICS_LABEL = "Topics"

/** The anchor and accordion value of a question: "faq-do-you-sign-our-nda". */
export function faqItemId(faq: Pick<Faq, "question">): string {
  return `faq-${slugify(faq.question)}`
}

/** The groups with only the questions that match every word of the query; groups left empty are dropped. */
export function searchFaq(groups: readonly FaqGroup[], query: string): FaqGroup[] {
  const words = searchWords(query)
  return groups
    .map((group) => ({ ...group, items: group.items.filter((faq) => matchesQuery([faq.question, faq.answer], words)) }))
    .filter((group) => group.items.length > 0)
}

const countQuestions = (groups: readonly FaqGroup[]) => groups.reduce((sum, group) => sum + group.items.length, 0)

/** What the live count says: every question, or how many match the search. */
export function faqCountText(matches: number, total: number, query: string): string {
  const searched = query.trim()
  if (!searched) return plural(total, "question", "questions")
  return matches === 0 ? `No questions match “${searched}”` : `${matches} of ${plural(total, "question", "questions")} match “${searched}”`
}

/** The answers a search opens by itself: all of them when there are only a few. */
function autoOpened(groups: readonly FaqGroup[], query: string): string[] {
  if (!query.trim()) return []
  const items = groups.flatMap((group) => group.items)
  return items.length <= FAQ_AUTO_OPEN_MAX_MATCHES ? items.map(faqItemId) : []
}

export interface FaqTemplateProps extends Omit<React.ComponentProps<"div">, "defaultValue"> {
  /** The page: its hero and its questions, grouped by topic. */
  page: FaqPage
  /** A breadcrumb trail for the hero (e.g. HeroBreadcrumb). */
  breadcrumb?: React.ReactNode
  /** The search the page opens with (e.g. from the address's ?q=). */
  defaultQuery?: string
  /** Called as the visitor types (e.g. to keep ?q= in the address). */
  onQueryChange?: (query: string) => void
  /** The pages the answers' internal links point at, by document id; a link to a page not listed shows its words only. */
  richTextLinks?: Readonly<Record<string, RichTextLinkTarget>>
  /** The page's fixed words in its language (English by default): the topics' name, the results' name, the clear button, the live count. */
  labels?: FaqLabels
}

/** The FAQ template's fixed words (FaqTemplate's `labels`). */
interface FaqLabels {
  topics?: string
  results?: string
  clearSearch?: string
  /** What the live count says (faqCountText in English). */
  count?: (matches: number, total: number, query: string) => string
}

/**
 * The FAQ: the hero, a sticky search that filters the questions as the visitor types (with a live count,
 * the matches marked, and a way on when nothing matches), the topics to jump to, and the questions grouped
 * by topic in accordions.
 */
export function FaqTemplate({
  page,
  breadcrumb,
  defaultQuery = "",
  onQueryChange,
  richTextLinks,
  labels,
  className,
  ...props
}: FaqTemplateProps) {
  const topicsLabel = labels?.topics ?? FAQ_TOPICS_LABEL
  const countText = labels?.count ?? faqCountText
  const countId = React.useId()
  const resultsId = React.useId()
  const [query, setQueryState] = React.useState(defaultQuery)
  const toolbarRef = React.useRef<HTMLDivElement>(null)
  useStickyToolbarHeight(toolbarRef)
  const visible = React.useMemo(() => searchFaq(page.groups, query), [page.groups, query])
  const words = React.useMemo(() => searchWords(query), [query])
  const [open, setOpen] = React.useState<string[]>(() => autoOpened(visible, query))
  const total = countQuestions(page.groups)
  const matches = countQuestions(visible)

  const setQuery = (next: string) => {
    setQueryState(next)
    setOpen(autoOpened(searchFaq(page.groups, next), next))
    onQueryChange?.(next)
  }

  // A link to one question (/faq#faq-…) opens its answer, on arrival and when the address's fragment changes.
  React.useEffect(() => {
    const openFromHash = () => {
      const target = decodeURIComponent(window.location.hash.slice(1))
      if (!page.groups.some((group) => group.items.some((faq) => faqItemId(faq) === target))) return
      setOpen((current) => (current.includes(target) ? current : [...current, target]))
      requestAnimationFrame(() => document.getElementById(target)?.scrollIntoView())
    }
    const frame = requestAnimationFrame(openFromHash)
    window.addEventListener("hashchange", openFromHash)
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener("hashchange", openFromHash)
    }
  }, [page.groups])

  return (
    <div data-slot="faq-template" className={cn("bg-background text-foreground", className)} {...props}>
      <PageHero {...page.hero} breadcrumb={breadcrumb} />

      <div
        ref={toolbarRef}
        data-slot="faq-toolbar"
        className="sticky top-16 z-20 border-b border-border bg-background/95 py-4 backdrop-blur supports-[backdrop-filter]:bg-background/85 sm:py-5"
      >
        <Container className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between sm:gap-6">
          <SearchField
            label={page.search.label}
            placeholder={page.search.placeholder}
            value={query}
            onValueChange={setQuery}
            aria-controls={resultsId}
            aria-describedby={countId}
            className="sm:max-w-xl"
          />
          <p id={countId} data-slot="faq-count" role="status" className="shrink-0 text-sm font-medium text-muted-foreground tabular-nums">
            {countText(matches, total, query)}
          </p>
        </Container>
      </div>

      <section
        id={resultsId}
        data-slot="faq-results"
        aria-label={labels?.results ?? "Questions and answers"}
        className="py-10 sm:py-14 lg:py-16"
      >
        <Container>
          {visible.length === 0 ? (
            <ListingEmptyState
              title={page.empty.title}
              text={page.empty.text}
              resetLabel={labels?.clearSearch ?? "Clear search"}
              onReset={() => setQuery("")}
              action={page.empty.action}
            />
          ) : (
            <div className="grid gap-10 lg:grid-cols-12 lg:gap-16">
              <nav data-slot="faq-topics" aria-label={topicsLabel} className="lg:sticky lg:top-44 lg:col-span-3 lg:self-start">
                <p className="mb-3 hidden text-xs font-semibold tracking-[0.14em] text-muted-foreground uppercase lg:block">
                  {topicsLabel}
                </p>
                <ul className="flex flex-wrap gap-2 lg:flex-col lg:gap-1">
                  {visible.map((group) => (
                    <li key={group.id}>
                      <a
                        href={`#${group.id}`}
                        data-slot="faq-topic-link"
                        className="flex items-center justify-between gap-3 rounded-full border border-border px-3 py-1.5 text-sm font-medium text-foreground transition-colors outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring lg:rounded-md lg:border-transparent lg:px-3 lg:py-2"
                      >
                        {group.title}
                        <span className="text-xs text-muted-foreground tabular-nums">{group.items.length}</span>
                      </a>
                    </li>
                  ))}
                </ul>
              </nav>
              <div className="flex min-w-0 flex-col gap-12 lg:col-span-9 lg:gap-16">
                {visible.map((group) => {
                  const ids = group.items.map(faqItemId)
                  return (
                    <section
                      key={group.id}
                      id={group.id}
                      data-slot="faq-group"
                      aria-labelledby={`${group.id}-heading`}
                      className="flex flex-col gap-4"
                    >
                      <h2 id={`${group.id}-heading`} className={sectionHeadingVariants({ size: "sm" })}>
                        {group.title}
                      </h2>
                      {group.description && <p className="max-w-3xl text-muted-foreground">{group.description}</p>}
                      <Accordion
                        type="multiple"
                        value={open.filter((id) => ids.includes(id))}
                        onValueChange={(next) => setOpen((current) => [...current.filter((id) => !ids.includes(id)), ...next])}
                        className="mt-2 border-t border-border"
                      >
                        {group.items.map((faq, index) => (
                          <FaqAccordionItem
                            key={ids[index]}
                            id={ids[index]}
                            value={ids[index]}
                            faq={faq}
                            highlight={words}
                            links={richTextLinks}
                          />
                        ))}
                      </Accordion>
                    </section>
                  )
                })}
              </div>
            </div>
          )}
        </Container>
      </section>

      <CtaBandSection {...page.cta} />
    </div>
  )
}
