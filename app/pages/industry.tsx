import { useLoaderData, type LoaderFunctionArgs } from "react-router-dom"
import { IndustryTemplate } from "@nordika/ui/templates"
import { PageBreadcrumb } from "../site/breadcrumbs"
import { useDocumentMeta } from "../site/document-meta"
import { faqPageLd } from "../site/structured-data"
import { loaderPath } from "../site/page-content"
import { linkCardFromPath } from "../site/path-labels"
import { useRoutePath } from "../site/route-handle"
import { loadIndustryPage, industryPageFrom, type IndustryPageView } from "../site/industry-pages"
import type { PageDocument } from "../site/document-pages"
import { PageOutcome } from "./page-outcome"
import { useI18n } from "../i18n/i18n"
import { industryTemplateLabels } from "../site/template-labels"

/**
 * The page's published document (see industry-pages); the server answers a view that is not found or
 * unavailable with 404 or 503 (app/site/page-outcome.ts).
 * @public The router reads it from the module that pageModuleRoute (app/site/page-module.ts) loads, which knip cannot follow.
 */
export async function loader({ request }: LoaderFunctionArgs): Promise<IndustryPageView> {
  return loadIndustryPage(loaderPath(request))
}

function PublishedIndustryPage({ view }: { view: Extract<IndustryPageView, { status: "published" }> }) {
  const path = useRoutePath()
  const { page, links } = view
  const { i18n } = useI18n()
  useDocumentMeta(page.meta, { structuredData: [faqPageLd(page.faqs)] })
  return (
    <IndustryTemplate
      key={path}
      page={page}
      breadcrumb={<PageBreadcrumb path={path} current={path.split("/").length === 3 ? page.hero.eyebrow : undefined} />}
      relatedLinks={page.relatedLinks ?? page.related.map((href) => linkCardFromPath(href))}
      richTextLinks={links}
      labels={industryTemplateLabels(i18n)}
    />
  )
}

/** An industry page or an industry sub-page (/industries/<slug>[/<sub>]); not found or unavailable when its document is. */
export default function IndustryPage() {
  const view = useLoaderData() as IndustryPageView
  if (view.status !== "published") return <PageOutcome outcome={view} />
  return <PublishedIndustryPage view={view} />
}

/**
 * A draft of the page in the admin's preview frame, drawn as the page draws it. Here, so that the
 * admin's preview loads this page's chunk (app/admin/documents/editor/document-preview.tsx).
 */
export function IndustryDocumentPreview({ document }: { document: PageDocument<"page:industry"> }) {
  const page = industryPageFrom(document)
  return <IndustryTemplate page={page} relatedLinks={page.related.map((href) => linkCardFromPath(href))} />
}
