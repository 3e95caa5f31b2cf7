import * as React from "react"
import { flushSync } from "react-dom"
import { plural } from "../lib/plural"
import { cn } from "../lib/utils"
import { useStickyToolbarHeight } from "../hooks/use-sticky-toolbar-height"
import { matchesQuery, searchWords, slugify } from "../lib/text-search"
import { SmartLink } from "../lib/link-context"
import { SearchField } from "../components/search-field"
import { CtaBandSection } from "../components/sections/cta-band-section"
import { PageHero } from "../components/sections/page-hero"
import { Container } from "../components/sections/section"
import { ListingEmptyState } from "./listing-template"
import type { CtaBand, GlossaryTerm, Hero, HeroPanel } from "./types"
import { indexCollator, indexLetter, indexLetters, OTHER_INDEX_GROUP } from "../lib/index-letters"
import { useDateLocale } from "../lib/date-locale"

/** The English glossary's letters, A–Z (a Swedish page's run to Ö: ui/lib/index-letters.ts). */
export const GLOSSARY_LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ".split("")
/** Group of terms that do not start with a letter of the alphabet ("3D localization"). */
const GLOSSARY_OTHER_GROUP = OTHER_INDEX_GROUP
export const GLOSSARY_SEARCH_LABEL = "Search the glossary"
export const GLOSSARY_JUMP_BAR_LABEL = "Glossary A–Z"
export const GLOSSARY_NO_MATCH_TITLE = "No terms match"
export const GLOSSARY_CLEAR_SEARCH_LABEL = "Clear search"

/** The letter a term is filed under in `locale`'s alphabet: its first letter, upper case ("Über" under U in German, "Översättning" under Ö in Swedish), or "#". */
export function glossaryLetter(term: string, locale = "en-GB"): string {
  return indexLetter(term, locale)
}

/** The id of a letter's group: "letter-a"; "letter-other" for "#". */
function glossaryLetterId(letter: string): string {
  return letter === GLOSSARY_OTHER_GROUP ? "letter-other" : `letter-${letter.toLowerCase()}`
}

/** The id of a term's entry: "term-translation-memory-tm". */
export function glossaryTermId(term: string): string {
  return `term-${slugify(term)}`
}

/** Terms whose name or definition holds every word of the query (ignoring case and accents); all terms for a blank query. */
export function searchGlossary(terms: readonly GlossaryTerm[], query: string): GlossaryTerm[] {
  const words = searchWords(query)
  return terms.filter((item) => matchesQuery([item.term, item.definition], words))
}

/** Terms grouped by letter, letters in the alphabet's order ("#" last), terms in `locale`'s order within each. */
function groupGlossary(
  terms: readonly GlossaryTerm[],
  locale: string,
  letters: readonly string[],
): Array<{ letter: string; terms: GlossaryTerm[] }> {
  const { compare } = indexCollator(locale)
  const groups = new Map<string, GlossaryTerm[]>()
  for (const item of [...terms].sort((a, b) => compare(a.term, b.term))) {
    const letter = indexLetter(item.term, locale, letters)
    groups.set(letter, [...(groups.get(letter) ?? []), item])
  }
  return [...letters, GLOSSARY_OTHER_GROUP].filter((letter) => groups.has(letter)).map((letter) => ({ letter, terms: groups.get(letter)! }))
}

/** Scrolls to an entry and moves focus to it, as following an in-page link would. */
function focusGlossaryEntry(id: string) {
  const target = document.getElementById(id)
  if (!target) return
  target.setAttribute("tabindex", "-1")
  target.scrollIntoView({ block: "start" })
  target.focus({ preventScroll: true })
}

interface GlossaryJumpBarProps extends React.ComponentProps<"nav"> {
  /** The alphabet's letters, in order. */
  letters: readonly string[]
  /** Letters that have terms; the others are shown disabled. */
  available: ReadonlySet<string>
  /** Show "#" as well. @default false */
  withOther?: boolean
  /** The bar's accessible name. @default "Glossary A–Z" */
  label?: string
}

/** The A–Z bar: a link to each letter's group; letters without terms are aria-disabled. */
function GlossaryJumpBar({
  letters: alphabet,
  available,
  withOther = false,
  label = GLOSSARY_JUMP_BAR_LABEL,
  className,
  ...props
}: GlossaryJumpBarProps) {
  const letters = withOther ? [...alphabet, GLOSSARY_OTHER_GROUP] : alphabet
  return (
    <nav data-slot="glossary-jump-bar" aria-label={label} className={className} {...props}>
      {/* Rows of letters that wrap, never a strip that scrolls sideways out of sight on a phone. A longer
          alphabet (Swedish A–Ö) is a grid of equal columns on a wide screen: one row where 30 fit, else two. */}
      <ul
        className={cn(
          "-mx-1 grid grid-cols-9 justify-items-center gap-1 p-1 sm:flex sm:flex-wrap sm:gap-1.5",
          alphabet.length > GLOSSARY_LETTERS.length
            ? "lg:grid lg:grid-cols-[repeat(auto-fit,minmax(2.5rem,1fr))] lg:gap-x-0"
            : "lg:flex-nowrap lg:justify-between",
        )}
      >
        {letters.map((letter) => {
          const enabled = available.has(letter)
          const base =
            "grid size-9 shrink-0 place-items-center rounded-md font-heading text-sm font-semibold tabular-nums sm:size-10 sm:text-base"
          return (
            <li key={letter}>
              {enabled ? (
                <SmartLink
                  data-slot="glossary-letter"
                  href={`#${glossaryLetterId(letter)}`}
                  className={cn(
                    base,
                    "bg-background text-foreground ring-1 ring-border transition-colors outline-none ring-inset hover:bg-primary hover:text-primary-foreground hover:ring-primary focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background",
                  )}
                >
                  {letter}
                </SmartLink>
              ) : (
                // A disabled link: no href, so it is not focusable and goes nowhere.
                <a
                  data-slot="glossary-letter"
                  role="link"
                  aria-disabled="true"
                  className={cn(base, "cursor-default text-muted-foreground/70")}
                >
                  {letter}
                </a>
              )}
            </li>
          )
        })}
      </ul>
    </nav>
  )
}

/** The first sentence of a definition, for a short description. */
const firstSentence = (text: string) => /^.*?[.!?](?=\s|$)/.exec(text)?.[0] ?? text

/** Key terms as the hero's side panel: each links to its entry, with the first sentence of its definition. */
function glossaryKeyTermsPanel(title: string, keyTerms: readonly string[], terms: readonly GlossaryTerm[]): HeroPanel {
  const byName = new Map(terms.map((item) => [item.term, item]))
  return {
    kind: "links",
    title,
    items: keyTerms.flatMap((name) => {
      const item = byName.get(name)
      return item ? [{ label: item.term, href: `#${glossaryTermId(item.term)}`, description: firstSentence(item.definition) }] : []
    }),
  }
}

export interface GlossaryTemplateProps {
  /** The page's hero: its h1, intro, calls to action and side column. */
  hero: Hero
  /** A breadcrumb trail for the hero (e.g. HeroBreadcrumb). */
  breadcrumb?: React.ReactNode
  /** The terms with their definitions and related terms, in any order (the page sorts them). */
  terms: readonly GlossaryTerm[]
  /** Terms to start with, listed in the hero (when the hero has no panel of its own). */
  keyTerms?: { title: string; terms: readonly string[] }
  /** Controlled search text. */
  query?: string
  /** The search to start with, when nothing controls it. @default "" */
  defaultQuery?: string
  /** Called with the search text as it is typed (to keep it in the address, say). */
  onQueryChange?: (query: string) => void
  /** The call-to-action band at the foot of the page; none without it. */
  cta?: CtaBand
  /** Classes for the page's root element. */
  className?: string
  /** The page's fixed words in its language (English by default). */
  labels?: GlossaryLabels
  /** The page's language as Intl names it ("sv-SE"): the jump bar's alphabet and the terms' order. @default the DateLocaleProvider's ("en-GB") */
  locale?: string
}

/** The glossary template's fixed words (GlossaryTemplate's `labels`). */
interface GlossaryLabels {
  search?: string
  searchPlaceholder?: string
  /** The live count: every term, or how many of them the search shows. */
  count?: (shown: number, total: number, searching: boolean) => string
  jumpBar?: string
  terms?: string
  noMatch?: string
  /** The sentence under "No terms match", with the search. */
  noMatchText?: (query: string) => string
  clearSearch?: string
  related?: string
}

const englishGlossaryCount = (shown: number, total: number, searching: boolean) =>
  searching ? `${shown} of ${plural(total, "term", "terms")}` : plural(total, "term", "terms")

/**
 * The glossary: a sticky A–Z jump bar and a search box that filters live, then the terms grouped by
 * letter (anchors letter-a …), each with its definition and related terms as in-page links.
 */
export function GlossaryTemplate({
  hero,
  breadcrumb,
  terms,
  keyTerms,
  query: queryProp,
  defaultQuery = "",
  onQueryChange,
  cta,
  labels,
  locale: localeProp,
  className,
}: GlossaryTemplateProps) {
  const pageLocale = useDateLocale()
  const locale = localeProp ?? pageLocale
  const letters = React.useMemo(() => indexLetters(locale), [locale])
  const [innerQuery, setInnerQuery] = React.useState(defaultQuery)
  const toolbarRef = React.useRef<HTMLDivElement>(null)
  useStickyToolbarHeight(toolbarRef)
  const query = queryProp ?? innerQuery
  const setQuery = (next: string) => {
    if (queryProp === undefined) setInnerQuery(next)
    onQueryChange?.(next)
  }
  const known = React.useMemo(() => new Set(terms.map((item) => item.term)), [terms])
  const visible = React.useMemo(() => searchGlossary(terms, query), [terms, query])
  const groups = React.useMemo(() => groupGlossary(visible, locale, letters), [visible, locale, letters])
  const available = React.useMemo(() => new Set(groups.map((group) => group.letter)), [groups])
  const visibleTerms = new Set(visible.map((item) => item.term))
  const hasOther = terms.some((item) => indexLetter(item.term, locale, letters) === GLOSSARY_OTHER_GROUP)
  const searching = query.trim() !== ""

  return (
    <div data-slot="glossary-template" className={cn("bg-background text-foreground", className)}>
      <PageHero
        {...hero}
        panel={hero.panel ?? (keyTerms ? glossaryKeyTermsPanel(keyTerms.title, keyTerms.terms, terms) : undefined)}
        breadcrumb={breadcrumb}
      />

      <div
        ref={toolbarRef}
        data-slot="glossary-toolbar"
        className="sticky top-16 z-20 border-b border-border bg-background/95 py-4 backdrop-blur supports-[backdrop-filter]:bg-background/85 sm:py-5"
      >
        <Container className="flex flex-col gap-3 sm:gap-4">
          <div className="flex items-center justify-between gap-4">
            <SearchField
              label={labels?.search ?? GLOSSARY_SEARCH_LABEL}
              placeholder={labels?.searchPlaceholder ?? "Search terms"}
              value={query}
              onValueChange={setQuery}
              className="sm:max-w-md"
            />
            <p data-slot="glossary-count" role="status" className="shrink-0 text-sm font-medium text-muted-foreground tabular-nums">
              {(labels?.count ?? englishGlossaryCount)(visible.length, terms.length, searching)}
            </p>
          </div>
          <GlossaryJumpBar letters={letters} available={available} withOther={hasOther} label={labels?.jumpBar} />
        </Container>
      </div>

      <section data-slot="glossary-terms" aria-label={labels?.terms ?? "Terms"} className="py-10 sm:py-14 lg:py-16">
        <Container>
          {groups.length === 0 ? (
            <ListingEmptyState
              title={labels?.noMatch ?? GLOSSARY_NO_MATCH_TITLE}
              text={
                labels?.noMatchText
                  ? labels.noMatchText(query.trim())
                  : `Nothing in the glossary matches “${query.trim()}”. Try a shorter word, or browse A–Z.`
              }
              resetLabel={labels?.clearSearch ?? GLOSSARY_CLEAR_SEARCH_LABEL}
              onReset={() => setQuery("")}
            />
          ) : (
            <div className="flex flex-col">
              {groups.map((group) => {
                const id = glossaryLetterId(group.letter)
                return (
                  <section
                    key={group.letter}
                    id={id}
                    data-slot="glossary-group"
                    aria-labelledby={`${id}-heading`}
                    className="grid gap-6 border-t border-border py-10 first:border-t-0 first:pt-4 md:grid-cols-12 md:gap-10"
                  >
                    <h2
                      id={`${id}-heading`}
                      data-slot="glossary-letter-heading"
                      className="font-heading text-5xl leading-none font-semibold tracking-tight text-primary md:col-span-2 lg:text-6xl"
                    >
                      {group.letter}
                    </h2>
                    <dl className="grid gap-x-10 gap-y-8 md:col-span-10 lg:grid-cols-2">
                      {group.terms.map((item) => {
                        const related = (item.related ?? []).filter((name) => known.has(name))
                        return (
                          <div
                            key={item.term}
                            id={glossaryTermId(item.term)}
                            lang={item.lang}
                            data-slot="glossary-term"
                            className="flex flex-col gap-2"
                          >
                            <dt className="font-heading text-lg font-semibold tracking-tight">{item.term}</dt>
                            <dd className="leading-relaxed text-muted-foreground">{item.definition}</dd>
                            {related.length > 0 && (
                              <dd data-slot="glossary-related" className="flex flex-wrap items-baseline gap-x-3 gap-y-1 text-sm">
                                <span className="font-medium text-foreground">{labels?.related ?? "Related:"}</span>
                                {related.map((name) => (
                                  <SmartLink
                                    key={name}
                                    href={`#${glossaryTermId(name)}`}
                                    onClick={(event) => {
                                      // Jump in script so focus follows the view; when the search hides the target, show every term first.
                                      event.preventDefault()
                                      if (!visibleTerms.has(name)) flushSync(() => setQuery(""))
                                      focusGlossaryEntry(glossaryTermId(name))
                                    }}
                                    className="rounded-sm font-medium text-primary underline decoration-primary/30 underline-offset-4 outline-none hover:decoration-primary focus-visible:ring-2 focus-visible:ring-ring"
                                  >
                                    {name}
                                  </SmartLink>
                                ))}
                              </dd>
                            )}
                          </div>
                        )
                      })}
                    </dl>
                  </section>
                )
              })}
            </div>
          )}
        </Container>
      </section>

      {cta && <CtaBandSection {...cta} />}
    </div>
  )
}
