import { useLoaderData } from "react-router-dom"
import { SitemapTemplate, type SitemapGroup } from "@nordika/ui/templates"
import { SITEMAP_PAGE } from "../content/utility"
import { PageBreadcrumb } from "../site/breadcrumbs"
import { useDocumentMeta } from "../site/document-meta"
import { importOnDemand } from "../site/import-on-demand"
import type { PageOutcome as Outcome } from "../site/page-outcome"
import { PageOutcome } from "./page-outcome"

/**
 * The groups of links, from the live documents (app/site/sitemap-groups.ts, loaded on demand); the
 * unavailable outcome (503) while they cannot be read.
 * @public The router reads it from the module that pageModuleRoute (app/site/page-module.ts) loads, which knip cannot follow.
 */
export async function loader(): Promise<readonly SitemapGroup[] | Outcome> {
  const { loadSitemapGroups } = await importOnDemand(() => import("../site/sitemap-groups"))
  return loadSitemapGroups()
}

function Sitemap({ groups }: { groups: readonly SitemapGroup[] }) {
  const page = SITEMAP_PAGE
  useDocumentMeta(page.meta)
  return <SitemapTemplate hero={page.hero} breadcrumb={<PageBreadcrumb path={page.meta.path} variant="light" />} groups={groups} />
}

/** /sitemap: an HTML index of every page, from the live documents. */
export default function SitemapPage() {
  const groups = useLoaderData() as readonly SitemapGroup[] | Outcome
  if ("status" in groups) return <PageOutcome outcome={groups} />
  return <Sitemap groups={groups} />
}
