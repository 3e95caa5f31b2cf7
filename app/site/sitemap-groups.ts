import type { SitemapGroup } from "@nordika/ui/templates"
import { SITEMAP_GROUPS } from "./document-routes"
import type { PageOutcome } from "./page-outcome"
import { readSiteRouteTable } from "./site-routes"
import { forgetMissingRoutes } from "./missing-routes"

/**
 * Every page by section for the /sitemap page, from the live documents (a page published since the build
 * is listed, an unpublished one is not); aliases are left out (their canonical page is listed), as are noindex pages. The
 * unavailable outcome while the documents cannot be read.
 */
export async function loadSitemapGroups(): Promise<readonly SitemapGroup[] | PageOutcome> {
  const table = await readSiteRouteTable()
  if (!table) return { status: "unavailable" }
  forgetMissingRoutes()
  return SITEMAP_GROUPS.map((title) => ({
    title,
    links: table.documents
      .filter((route) => route.group === title && !route.noindex)
      .map((route) => ({ href: route.path, label: route.title })),
  })).filter((group) => group.links.length > 0)
}
