/**
 * The header's instant search (issue 41): loaded when the visitor first opens it, never with a page, with
 * the search's code, cmdk and the language's messages. Results come as the visitor types (debounced), from
 * search_site() in the page's language, with the queries to try instead ("Did you mean …?") and, when
 * nothing was found, the most visited pages (read the first time nothing is found), a quote and contact; a query that has settled is counted once (record_site_search),
 * and opening one of its results says so (search_result_opened). Recent searches stay in this browser
 * (localStorage), nowhere else.
 */
import { use, useEffect, useRef, useState } from "react"
import { useNavigate } from "react-router-dom"
import { SearchDialog } from "@nordika/ui"
import type { SiteLocale } from "#shared/locales"
import { useAllMessages } from "../i18n/all-messages"
import type { I18n } from "../i18n/runtime"
import {
  mostVisitedPages,
  recordSiteSearch,
  searchResultOpened,
  searchSite,
  searchSuggestions,
  type PlaceToStart,
  type SearchRead,
} from "../data/site-search"
import { localizeHref, PathMapContext } from "../site/localized-href"
import { searchHref } from "../site/search-href"
import { groupHits } from "../site/search-groups"
import { placesToStart, PLACES_TO_START, searchContactLinks } from "../site/search-key-pages"

/** Results shown in the dialog; the search page has them all. */
const DIALOG_RESULTS = 8
/** Quiet this long after a keystroke before the database is asked. */
const DEBOUNCE_MS = 180
/** A query left this long is counted in the query log (not each keystroke's). */
const SETTLED_MS = 1500
const RECENT_KEY = "nordika.recent-searches"
const RECENT_MAX = 5

/** The visitor's recent searches from this browser's storage; none when it cannot be read. */
function readRecent(): string[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(RECENT_KEY) ?? "[]")
    return Array.isArray(stored) ? stored.filter((item): item is string => typeof item === "string").slice(0, RECENT_MAX) : []
  } catch {
    return []
  }
}

/** Puts `query` first among the recent searches; the new list. */
function rememberRecent(query: string): string[] {
  const recent = [query, ...readRecent().filter((item) => item.toLowerCase() !== query.toLowerCase())].slice(0, RECENT_MAX)
  try {
    localStorage.setItem(RECENT_KEY, JSON.stringify(recent))
  } catch {
    // A browser that keeps nothing (private mode, storage full) simply has no recent searches.
  }
  return recent
}

/** The results by section (none before the first answer, or for a query that found nothing). */
const groupsOf = (read: SearchRead | undefined, i18n: I18n) => (read?.status === "found" ? groupHits(read.hits, i18n) : [])

function statusOf(query: string, read: SearchRead | undefined, searching: boolean, i18n: I18n): string | undefined {
  if (query.trim() === "") return undefined
  if (searching || !read) return i18n._("search.searching")
  if (read.status === "unavailable") return i18n._("search.unavailable")
  if (read.status === "refused") return read.code === "QLONG" ? i18n._("search.too-long") : i18n._("search.no-words")
  if (read.total === 0) return i18n._("search.nothing-found", { query: query.trim() })
  return read.capped
    ? i18n._("search.count-capped", { count: read.total, query: query.trim() })
    : i18n._("search.count", { count: read.total, query: query.trim() })
}

export interface SiteSearchProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  locale: SiteLocale
}

/** The instant search dialog of the page's language. */
export default function SiteSearch({ open, onOpenChange, locale }: SiteSearchProps) {
  const i18n = useAllMessages()
  const navigate = useNavigate()
  const [query, setQuery] = useState("")
  const [read, setRead] = useState<{ query: string; read: SearchRead; suggestions: string[] }>()
  const pathMap = use(PathMapContext)
  // Read when the dialog first opens (its code loads then), kept in step as searches are opened.
  const [recent, setRecent] = useState(readRecent)
  const counted = useRef<{ query: string; id: Promise<string | undefined> }>(undefined)
  const trimmed = query.trim()

  useEffect(() => {
    if (trimmed === "") return
    let live = true
    const timer = setTimeout(() => {
      void Promise.all([searchSite(trimmed, locale, DIALOG_RESULTS, 0), searchSuggestions(trimmed, locale)]).then(
        ([result, suggestions]) => {
          if (live) setRead({ query: trimmed, read: result, suggestions })
        },
      )
    }, DEBOUNCE_MS)
    const settle = setTimeout(() => {
      if (counted.current?.query !== trimmed) counted.current = { query: trimmed, id: recordSiteSearch(trimmed, locale) }
    }, SETTLED_MS)
    return () => {
      live = false
      clearTimeout(timer)
      clearTimeout(settle)
    }
  }, [trimmed, locale])

  const current = read?.query === trimmed ? read.read : undefined
  const searching = trimmed !== "" && !current
  const nothingFound = current?.status === "found" && current.total === 0
  // The most visited pages, read once, the first time a query finds nothing (key pages stand in meanwhile).
  const [visited, setVisited] = useState<PlaceToStart[]>([])
  const visitedAsked = useRef(false)
  useEffect(() => {
    if (!nothingFound || visitedAsked.current) return
    visitedAsked.current = true
    void mostVisitedPages(locale, PLACES_TO_START).then(setVisited)
  }, [nothingFound, locale])

  /** Counts the query (if it was not yet) and says a result of it was opened; keeps it among the recent searches. */
  const noteOpened = () => {
    setRecent(rememberRecent(trimmed))
    if (counted.current?.query !== trimmed) counted.current = { query: trimmed, id: recordSiteSearch(trimmed, locale) }
    void counted.current.id.then((id) => (id ? searchResultOpened(id) : undefined))
  }

  const go = (href: string) => {
    onOpenChange(false)
    void navigate(localizeHref(href, pathMap).href)
  }

  return (
    <SearchDialog
      open={open}
      onOpenChange={onOpenChange}
      query={query}
      onQueryChange={setQuery}
      groups={groupsOf(current, i18n)}
      status={statusOf(query, current, searching, i18n)}
      recent={recent}
      allResultsHref={trimmed ? searchHref(locale, trimmed) : undefined}
      suggestions={current && read ? read.suggestions : []}
      links={nothingFound ? [...placesToStart(visited, i18n, (href) => localizeHref(href, pathMap).href), ...searchContactLinks(i18n)] : []}
      onOpenLink={go}
      onOpenResult={(result) => {
        noteOpened()
        go(result.href)
      }}
      onOpenAllResults={(href) => {
        setRecent(rememberRecent(trimmed))
        go(href)
      }}
      labels={{
        title: i18n._("search.label"),
        description: i18n._("search.dialog-description"),
        placeholder: i18n._("search.placeholder"),
        recent: i18n._("search.recent"),
        allResults: i18n._("search.all-results", { query: trimmed }),
        suggestions: i18n._("search.did-you-mean"),
        links: i18n._("search.key-pages"),
        close: i18n._("frame.close"),
      }}
    />
  )
}
