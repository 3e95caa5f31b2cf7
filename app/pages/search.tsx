import { use } from "react"
import { useLoaderData, type LoaderFunctionArgs } from "react-router-dom"
import { Button, Input, SearchResults } from "@nordika/ui"
import { localeOfPath, SITE_LOCALES, type SiteLocale } from "#shared/locales"
import type { I18n } from "../i18n/runtime"
import { useI18n } from "../i18n/i18n"
import { PageBreadcrumb } from "../site/breadcrumbs"
import { useDocumentMeta } from "../site/document-meta"
import { RouterLink } from "../site/router-link"
import { SEARCH_PATHS } from "../site/search-paths"
import { searchHref } from "../site/search-href"
import { groupHits } from "../site/search-groups"
import { placesToStart, PLACES_TO_START, searchContactLinks } from "../site/search-key-pages"
import { localizeHref, PathMapContext } from "../site/localized-href"
import {
  mostVisitedPages,
  recordSiteSearch,
  searchResultOpened,
  searchSite,
  searchSuggestions,
  type PlaceToStart,
  type SearchHit,
  type SearchQueryError,
} from "../data/site-search"

/** Results per page. */
const PAGE_SIZE = 10
/** The database ranks at most 200 candidates (docs/decisions/0015-site-search.md): no page of results lies past them. */
const MAX_PAGE = 20

/** What the search page shows: the query's results, nothing asked yet, a refused query, or a search that could not run. */
type SearchView = {
  q: string
  page: number
  locale: SiteLocale
  /** The page in each language, with the same query (the language switcher's links). */
  languages: Record<SiteLocale, string>
} & (
  | {
      state: "results"
      hits: SearchHit[]
      total: number
      capped: boolean
      /** Queries to suggest instead ("Did you mean …?"), for words the site has not. */
      suggestions: string[]
      searchId?: string
      /** The language's most visited pages, read when the query found nothing. */
      visited: PlaceToStart[]
    }
  | { state: "ask"; visited: PlaceToStart[] }
  | { state: "refused"; code: SearchQueryError }
  // `status` makes the server answer 503 (app/site/page-outcome.ts).
  | { state: "unavailable"; status: "unavailable" }
)

/** The page number of `?page=`: a whole number from 1 to MAX_PAGE, else 1. */
function pageOf(value: string | null): number {
  const page = Number(value)
  return Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1
}

/**
 * The query's page of results from search_site() in the page's language, with the queries to suggest
 * instead on its first page, counted in the query log on its first page (no personal data).
 * @public The router reads it from the module that pageModuleRoute (app/site/page-module.ts) loads, which knip cannot follow.
 */
export async function loader({ request }: LoaderFunctionArgs): Promise<SearchView> {
  const url = new URL(request.url)
  const locale = localeOfPath(url.pathname)
  const q = (url.searchParams.get("q") ?? "").trim()
  const page = pageOf(url.searchParams.get("page"))
  const languages = Object.fromEntries(SITE_LOCALES.map((each) => [each, searchHref(each, q, page)])) as Record<SiteLocale, string>
  const base = { q, page, locale, languages }
  if (q === "") return { ...base, state: "ask", visited: await mostVisitedPages(locale, PLACES_TO_START) }
  const [read, suggestions, searchId] = await Promise.all([
    searchSite(q, locale, PAGE_SIZE, (page - 1) * PAGE_SIZE),
    page === 1 ? searchSuggestions(q, locale) : [],
    page === 1 ? recordSiteSearch(q, locale) : undefined,
  ])
  if (read.status === "refused") return { ...base, state: "refused", code: read.code }
  if (read.status === "unavailable") return { ...base, state: "unavailable", status: "unavailable" }
  // The most visited pages are read only for a query that found nothing, the one view that offers them.
  const visited = read.hits.length === 0 && page === 1 ? await mostVisitedPages(locale, PLACES_TO_START) : []
  return {
    ...base,
    state: "results",
    hits: read.hits,
    total: read.total,
    capped: read.capped,
    suggestions,
    visited,
    ...(searchId ? { searchId } : {}),
  }
}

/** The query's words as the visitor typed them, never longer than the page can show. */
const shown = (q: string) => (q.length > 80 ? `${q.slice(0, 80)}…` : q)

function SearchForm({ q, locale, i18n }: { q: string; locale: SiteLocale; i18n: I18n }) {
  return (
    <form role="search" action={SEARCH_PATHS[locale]} method="get" className="flex w-full max-w-2xl gap-2">
      <label htmlFor="site-search-q" className="sr-only">
        {i18n._("search.label")}
      </label>
      <Input
        id="site-search-q"
        name="q"
        type="search"
        size="lg"
        defaultValue={q}
        autoComplete="off"
        placeholder={i18n._("search.placeholder")}
        className="flex-1"
      />
      <Button type="submit" size="lg">
        {i18n._("search.submit")}
      </Button>
    </form>
  )
}

/** "Did you mean översättning?": each suggested query links to its own search. */
function Suggestions({ suggestions, locale, i18n }: { suggestions: readonly string[]; locale: SiteLocale; i18n: I18n }) {
  if (suggestions.length === 0) return null
  return (
    <p data-slot="search-suggestions" className="text-lg text-foreground">
      {i18n._("search.did-you-mean")}{" "}
      {suggestions.map((suggestion, index) => (
        <span key={suggestion}>
          {index > 0 && ", "}
          <RouterLink to={searchHref(locale, suggestion)} className="font-semibold text-primary underline underline-offset-4">
            {suggestion}
          </RouterLink>
        </span>
      ))}
      ?
    </p>
  )
}

/**
 * What to try when a search found nothing: the queries it may have meant, the most visited pages (with key
 * pages while few were visited), then a quote or a word with us.
 */
function NothingFound({
  text,
  suggestions = [],
  visited,
  locale,
  i18n,
}: {
  text: string
  suggestions?: readonly string[]
  visited: readonly PlaceToStart[]
  locale: SiteLocale
  i18n: I18n
}) {
  const pathMap = use(PathMapContext)
  const [quote, contact] = searchContactLinks(i18n)
  return (
    <div data-slot="search-nothing-found" className="flex flex-col gap-6">
      <p className="text-lg text-foreground">{text}</p>
      <Suggestions suggestions={suggestions} locale={locale} i18n={i18n} />
      <p className="text-muted-foreground">{i18n._("search.tips")}</p>
      <section aria-labelledby="search-key-pages" className="flex flex-col gap-3">
        <h2 id="search-key-pages" className="font-heading text-xl font-semibold text-foreground">
          {i18n._("search.key-pages")}
        </h2>
        <ul className="grid gap-2 sm:grid-cols-2">
          {placesToStart(visited, i18n, (href) => localizeHref(href, pathMap).href).map((page) => (
            <li key={page.href}>
              <RouterLink to={page.href} className="text-primary underline-offset-4 hover:underline">
                {page.label}
              </RouterLink>
            </li>
          ))}
        </ul>
      </section>
      <div className="flex flex-wrap gap-3">
        <Button asChild>
          <RouterLink to={quote.href}>{quote.label}</RouterLink>
        </Button>
        <Button asChild variant="outline">
          <RouterLink to={contact.href}>{contact.label}</RouterLink>
        </Button>
      </div>
    </div>
  )
}

function Paging({ view, pages, i18n }: { view: SearchView; pages: number; i18n: I18n }) {
  if (pages <= 1) return null
  return (
    <nav aria-label={i18n._("search.paging")} className="flex items-center justify-between gap-4 border-t border-border pt-6">
      {view.page > 1 ? (
        <RouterLink
          to={searchHref(view.locale, view.q, view.page - 1)}
          rel="prev"
          className="text-primary underline-offset-4 hover:underline"
        >
          {i18n._("search.previous")}
        </RouterLink>
      ) : (
        <span />
      )}
      <span className="text-sm text-muted-foreground">{i18n._("search.page-of", { page: view.page, pages })}</span>
      {view.page < pages ? (
        <RouterLink
          to={searchHref(view.locale, view.q, view.page + 1)}
          rel="next"
          className="text-primary underline-offset-4 hover:underline"
        >
          {i18n._("search.next")}
        </RouterLink>
      ) : (
        <span />
      )}
    </nav>
  )
}

function Results({ view, i18n }: { view: SearchView & { state: "results" }; i18n: I18n }) {
  const q = shown(view.q)
  // Past the last result the database answers no rows, and so no total: a page past the end, not a query that found nothing.
  if (view.hits.length === 0 && view.page === 1) {
    return (
      <NothingFound
        text={i18n._("search.nothing-found", { query: q })}
        suggestions={view.suggestions}
        visited={view.visited}
        locale={view.locale}
        i18n={i18n}
      />
    )
  }
  if (view.hits.length === 0) {
    return (
      <p className="text-lg">
        {i18n._("search.past-the-end")}{" "}
        <RouterLink to={searchHref(view.locale, view.q)} className="text-primary underline underline-offset-4">
          {i18n._("search.first-page")}
        </RouterLink>
      </p>
    )
  }
  const pages = Math.min(MAX_PAGE, Math.ceil(view.total / PAGE_SIZE))
  const { searchId } = view
  const opened = searchId ? () => void searchResultOpened(searchId) : undefined
  return (
    <div className="flex flex-col gap-8">
      <p role="status" className="text-muted-foreground">
        {view.capped
          ? i18n._("search.count-capped", { count: view.total, query: q })
          : i18n._("search.count", { count: view.total, query: q })}
      </p>
      <Suggestions suggestions={view.suggestions} locale={view.locale} i18n={i18n} />
      <SearchResults groups={groupHits(view.hits, i18n)} breadcrumbLabel={i18n._("search.breadcrumb")} onOpenResult={opened} />
      <Paging view={view} pages={pages} i18n={i18n} />
    </div>
  )
}

function refusal(code: SearchQueryError, i18n: I18n): string {
  if (code === "QLONG") return i18n._("search.too-long")
  if (code === "QEMPT") return i18n._("search.no-words")
  return i18n._("search.past-the-end")
}

/** /search?q= (/sv/sok, /de/suche): the site search's results in the page's language, server-rendered, kept out of search engines. */
export default function SearchPage() {
  const view = useLoaderData() as SearchView
  const { i18n } = useI18n()
  const title = view.q ? i18n._("search.title-for", { query: shown(view.q) }) : i18n._("search.title")
  useDocumentMeta({ title, description: i18n._("search.description"), path: SEARCH_PATHS[view.locale], noindex: true })
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-8 px-4 py-12 sm:px-6 lg:py-16">
      <PageBreadcrumb path={SEARCH_PATHS[view.locale]} current={i18n._("search.title")} variant="light" />
      <h1 className="font-heading text-3xl font-bold tracking-tight text-foreground sm:text-4xl">{title}</h1>
      <SearchForm q={view.q} locale={view.locale} i18n={i18n} />
      {view.state === "results" && <Results view={view} i18n={i18n} />}
      {view.state === "ask" && <NothingFound text={i18n._("search.ask")} visited={view.visited} locale={view.locale} i18n={i18n} />}
      {view.state === "refused" && (
        <p role="alert" className="text-lg text-foreground">
          {refusal(view.code, i18n)}
        </p>
      )}
      {view.state === "unavailable" && (
        <p role="alert" className="text-lg text-foreground">
          {i18n._("search.unavailable")}
        </p>
      )}
    </div>
  )
}
