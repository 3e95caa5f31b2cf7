import { SitemapTemplate, type SitemapGroup } from "@nordika/ui"
import { SITEMAP_PAGE } from "../content/utility"
import { ROUTES, SITEMAP_GROUPS } from "../site/routes-manifest"
import { PageBreadcrumb } from "../site/breadcrumbs"
import { useDocumentMeta } from "../site/document-meta"

/** Every page of the manifest by section; aliases are left out (their canonical page is listed). */
export const SITEMAP: readonly SitemapGroup[] = SITEMAP_GROUPS.map((title) => ({
  title,
  links: ROUTES.filter((route) => route.group === title && !route.canonical).map((route) => ({ href: route.path, label: route.title })),
})).filter((group) => group.links.length > 0)

/** /sitemap: an HTML index of every page, generated from the route manifest. */
export default function SitemapPage() {
  const page = SITEMAP_PAGE
  useDocumentMeta(page.meta)
  return <SitemapTemplate hero={page.hero} breadcrumb={<PageBreadcrumb path={page.meta.path} variant="light" />} groups={SITEMAP} />
}
