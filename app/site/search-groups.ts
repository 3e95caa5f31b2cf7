/** The site search's results as the search page and the header's dialog show them: grouped by section, in the page's language. */
import type { SearchResultGroup, SearchResultItem } from "@nordika/ui"
import type { I18n } from "../i18n/runtime"
import type { SearchHit, SearchSection } from "../data/site-search"

/** Each section's name in the page's language. */
function sectionNames(i18n: I18n): Record<SearchSection, string> {
  return {
    services: i18n._("search.section.services"),
    industries: i18n._("search.section.industries"),
    "case-studies": i18n._("search.section.case-studies"),
    "blog-news": i18n._("search.section.blog-news"),
    careers: i18n._("search.section.careers"),
    help: i18n._("search.section.help"),
    pages: i18n._("search.section.pages"),
  }
}

/**
 * The hits grouped by section, the sections in the order of each one's best hit (the database's ranking).
 * A hit's breadcrumb is where it sits: the pages above it, or the home page for a page at the top.
 */
export function groupHits(hits: readonly SearchHit[], i18n: I18n): SearchResultGroup[] {
  const names = sectionNames(i18n)
  const home = i18n._("breadcrumb.home")
  const groups = new Map<string, { id: string; title: string; results: SearchResultItem[] }>()
  for (const hit of hits) {
    const section = Object.hasOwn(names, hit.section) ? hit.section : "pages"
    let group = groups.get(section)
    if (!group) groups.set(section, (group = { id: section, title: names[section], results: [] }))
    group.results.push({
      id: hit.path,
      href: hit.path,
      title: hit.title,
      breadcrumb: hit.parents.length > 0 ? hit.parents : [home],
      passage: hit.passage,
    })
  }
  return [...groups.values()]
}
