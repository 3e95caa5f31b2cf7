/**
 * The route table at run time: the build's snapshot (`virtual:nordika-route-table`, from
 * app/site/routes-manifest.ts) for what is code, and the live documents for which pages exist
 * (app/site/document-routes.ts maps them), read as anon through the same backend the page loaders use.
 * The browser loads this module with its first navigation (app/routes.tsx), never with the page.
 */
import { REDIRECTS, ROUTE_TABLE } from "virtual:nordika-route-table"
import { readPublishedDocumentRoutes } from "../data/documents"
import { documentRoute, ROUTED_DOCUMENT_KINDS, siteRouteTable, type RouteTableEntry, type SiteRouteTable } from "./document-routes"

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
 */
export async function documentRouteAt(path: string): Promise<RouteTableEntry | undefined> {
  if (!DOCUMENT_PATH.test(path) || Object.hasOwn(REDIRECTS, path)) return undefined
  const read = await readPublishedDocumentRoutes(ROUTED_DOCUMENT_KINDS, { path })
  const route = read.status === "published" && read.rows[0] ? documentRoute(read.rows[0]) : undefined
  return route && { path: route.path, page: route.page }
}
