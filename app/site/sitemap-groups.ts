import type { SitemapGroup } from "@nordika/ui/templates"
import { ROUTES, SITEMAP_GROUPS } from "./routes-manifest"

/**
 * Every page of the manifest by section, for the /sitemap page; aliases are left out (their canonical
 * page is listed). The manifest reads all the site's content, so the page loads this on demand.
 */
export const SITEMAP: readonly SitemapGroup[] = SITEMAP_GROUPS.map((title) => ({
  title,
  links: ROUTES.filter((route) => route.group === title && !route.canonical).map((route) => ({ href: route.path, label: route.title })),
})).filter((group) => group.links.length > 0)
