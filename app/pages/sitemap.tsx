import { useLoaderData, type LoaderFunctionArgs } from "react-router-dom"
import { SitemapTemplate } from "@nordika/ui/templates"
import { SITEMAP_PAGE } from "../content/utility"
import { useI18n } from "../i18n/i18n"
import { PageBreadcrumb } from "../site/breadcrumbs"
import { useDocumentMeta } from "../site/document-meta"
import { importOnDemand } from "../site/import-on-demand"
import { loaderPath } from "../site/page-content"
import type { PageOutcome as Outcome } from "../site/page-outcome"
import type { SitemapView } from "../site/sitemap-groups"
import { sitemapGroupNames, sitemapSummaryIn } from "../site/template-labels"
import { PageOutcome } from "./page-outcome"

/**
 * The groups of links, from the live documents in the page's language (app/site/sitemap-groups.ts,
 * loaded on demand); the unavailable outcome (503) while they cannot be read.
 * @public The router reads it from the module that pageModuleRoute (app/site/page-module.ts) loads, which knip cannot follow.
 */
export async function loader({ request }: LoaderFunctionArgs): Promise<SitemapView | Outcome> {
  const { loadSitemapGroups } = await importOnDemand(() => import("../site/sitemap-groups"))
  return loadSitemapGroups(loaderPath(request))
}

function Sitemap({ view }: { view: SitemapView }) {
  const { i18n } = useI18n()
  const page = view.page ?? SITEMAP_PAGE
  const names = sitemapGroupNames(i18n)
  useDocumentMeta(page.meta)
  return (
    <SitemapTemplate
      hero={page.hero}
      breadcrumb={<PageBreadcrumb path={page.meta.path} variant="light" />}
      groups={view.sections.map((section) => ({ title: names[section.group], links: section.links }))}
      summary={sitemapSummaryIn(i18n)}
    />
  )
}

/** /sitemap (/sv/webbplatskarta, /de/sitemap): an HTML index of every page in the page's language, from the live documents. */
export default function SitemapPage() {
  const view = useLoaderData() as SitemapView | Outcome
  if ("status" in view) return <PageOutcome outcome={view} />
  return <Sitemap view={view} />
}
