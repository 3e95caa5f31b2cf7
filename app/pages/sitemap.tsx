import { useLoaderData } from "react-router-dom"
import { SitemapTemplate, type SitemapGroup } from "@nordika/ui/templates"
import { SITEMAP_PAGE } from "../content/utility"
import { PageBreadcrumb } from "../site/breadcrumbs"
import { useDocumentMeta } from "../site/document-meta"
import { importOnDemand } from "../site/import-on-demand"

/**
 * The groups of links, from the route manifest (which holds all the site's content: loaded on demand).
 * @public The router reads it from the module that pageModuleRoute (app/site/page-module.ts) loads, which knip cannot follow.
 */
export async function loader(): Promise<readonly SitemapGroup[]> {
  const { SITEMAP } = await importOnDemand(() => import("../site/sitemap-groups"))
  return SITEMAP
}

/** /sitemap: an HTML index of every page, generated from the route manifest. */
export default function SitemapPage() {
  const page = SITEMAP_PAGE
  const groups = useLoaderData() as readonly SitemapGroup[]
  useDocumentMeta(page.meta)
  return <SitemapTemplate hero={page.hero} breadcrumb={<PageBreadcrumb path={page.meta.path} variant="light" />} groups={groups} />
}
