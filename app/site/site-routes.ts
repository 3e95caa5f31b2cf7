/**
 * The route table at run time: the build's snapshot (`virtual:nordika-route-table`, from
 * app/site/routes-manifest.ts) for what is code, and the live documents for which pages exist
 * (app/site/document-routes.ts maps them), read as anon through the same backend the page loaders use.
 * The browser loads this module with its first navigation (app/routes.tsx), never with the page.
 */
import { REDIRECTS, ROUTE_TABLE } from "virtual:nordika-route-table"
import { readPublishedDocumentRoutes } from "../data/document-route-rows"
import { documentRoute, ROUTED_DOCUMENT_KINDS, siteRouteTable, type PageKind, type SiteRouteTable } from "./document-routes"
import { knownMissing, rememberMissing } from "./missing-routes"
import { SEARCH_PAGE, SEARCH_PATHS } from "./search-paths"

export { REDIRECTS, ROUTE_TABLE }

/**
 * The site's routes from the live documents (the server's 200/404 decision and sitemap.xml, the
 * /sitemap page); undefined when the documents cannot be read (the caller falls back to the build's table).
 */
export async function readSiteRouteTable(): Promise<SiteRouteTable | undefined> {
  const read = await readPublishedDocumentRoutes(ROUTED_DOCUMENT_KINDS)
  return read.status === "published" ? siteRouteTable(read.rows, { ROUTE_TABLE, REDIRECTS }) : undefined
}

/** A document's path as the table requires it (lower case, no trailing slash): anything else is no document's. */
const DOCUMENT_PATH = /^\/([a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)*)?$/

/**
 * The route of the live document at `path`, for a navigation to a path the build's table does not list
 * (a page published since the build); undefined when there is none or it cannot be read (the not-found page).
 * "None" is remembered a while (app/site/missing-routes.ts says for how long, and why no longer); a read
 * that failed is not an answer and is not remembered.
 */
async function documentRouteAt(path: string): Promise<SiteRouteAt | undefined> {
  if (!DOCUMENT_PATH.test(path) || Object.hasOwn(REDIRECTS, path) || knownMissing(path)) return undefined
  const read = await readPublishedDocumentRoutes(ROUTED_DOCUMENT_KINDS, { path })
  if (read.status !== "published") return undefined
  const route = read.rows[0] && documentRoute(read.rows[0])
  if (!route) rememberMissing(path)
  return route && { path: route.path, page: route.page }
}

/** Paths as React Router compares them: without trailing slashes, decoded, in any case. */
const comparablePath = (path: string) => decodePath(path.replace(/\/+$/, "") || "/").toLowerCase()

function decodePath(path: string): string {
  try {
    return decodeURI(path)
  } catch {
    return path
  }
}

/** What the public layout has at a path: a page of a kind, or a redirect to another path. */
type SiteRouteAt = { path: string; page: PageKind | typeof SEARCH_PAGE; redirect?: undefined } | { path: string; redirect: string }

let routesByPath: Map<string, SiteRouteAt> | undefined

/**
 * The public layout's route at `pathname`, for the browser's navigation (app/routes.tsx): a page or a
 * redirect of the build's table, else the live document there (a page published since the build);
 * undefined for an unknown path.
 */
export async function siteRouteAt(pathname: string): Promise<SiteRouteAt | undefined> {
  routesByPath ??= new Map<string, SiteRouteAt>([
    ...ROUTE_TABLE.map((route) => [comparablePath(route.path), { path: route.path, page: route.page }] as const),
    ...Object.entries(REDIRECTS).map(([from, to]) => [comparablePath(from), { path: from, redirect: to }] as const),
    ...Object.values(SEARCH_PATHS).map((path) => [comparablePath(path), { path, page: SEARCH_PAGE }] as const),
  ])
  const path = comparablePath(pathname)
  return routesByPath.get(path) ?? (await documentRouteAt(path))
}
