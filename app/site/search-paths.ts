/**
 * The site search's page (issue 41) in each language: /search, /sv/sok, /de/suche. A page of code, not a
 * document: the route tables name it beside the documents' pages (app/routes.tsx, app/site/site-routes.ts)
 * and the server answers it with 200 (app/site/routes-manifest.ts, knownPaths). Node-safe.
 */
import type { SiteLocale } from "#shared/locales"

export const SEARCH_PATHS: Readonly<Record<SiteLocale, string>> = { en: "/search", sv: "/sv/sok", de: "/de/suche" }

/** The page module (app/pages/search.tsx) that renders the search page, as a route's handle names it. */
export const SEARCH_PAGE = "search"
