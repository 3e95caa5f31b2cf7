/**
 * The search page's address with a query: apart from search-paths.ts, whose paths every page's header links
 * to, so that this stays in the search's own code rather than in every page's first load.
 */
import type { SiteLocale } from "#shared/locales"
import { SEARCH_PATHS } from "./search-paths"

/** The search page in `locale` for the query `q` (and a page of results past the first). */
export function searchHref(locale: SiteLocale, q?: string, page = 1): string {
  const params = new URLSearchParams()
  if (q) params.set("q", q)
  if (page > 1) params.set("page", String(page))
  const query = params.toString()
  return query ? `${SEARCH_PATHS[locale]}?${query}` : SEARCH_PATHS[locale]
}
