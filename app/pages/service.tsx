import { useLoaderData, type LoaderFunctionArgs } from "react-router-dom"
import { ServiceTemplate } from "@nordika/ui/templates"
import { PageBreadcrumb } from "../site/breadcrumbs"
import { useDocumentMeta } from "../site/document-meta"
import { faqPageLd } from "../site/structured-data"
import { loaderPath } from "../site/page-content"
import { linkCardFromPath } from "../site/path-labels"
import { useRoutePath } from "../site/route-handle"
import { loadServicePage, servicePageFrom, type ServicePageView } from "../site/service-pages"
import type { PageDocument } from "../site/document-pages"
import { PageOutcome } from "./page-outcome"
import { useI18n } from "../i18n/i18n"
import { serviceTemplateLabels } from "../site/template-labels"

/**
 * The page's published document (see service-pages); the server answers a view that is not found or
 * unavailable with 404 or 503 (app/site/page-outcome.ts).
 * @public The router reads it from the module that pageModuleRoute (app/site/page-module.ts) loads, which knip cannot follow.
 */
export async function loader({ request }: LoaderFunctionArgs): Promise<ServicePageView> {
  return loadServicePage(loaderPath(request))
}

function PublishedServicePage({ view }: { view: Extract<ServicePageView, { status: "published" }> }) {
  const path = useRoutePath()
  const { page, links } = view
  const { i18n } = useI18n()
  useDocumentMeta(page.meta, { structuredData: [faqPageLd(page.faqs)] })
  return (
    <ServiceTemplate
      key={path}
      page={page}
      breadcrumb={<PageBreadcrumb path={page.meta.path} current={page.hero.eyebrow} />}
      relatedLinks={page.relatedLinks ?? page.related.map((href) => linkCardFromPath(href))}
      richTextLinks={links}
      labels={serviceTemplateLabels(i18n)}
    />
  )
}

/** A service page: /services/<slug>, and the technology aliases that show the same page; not found or unavailable when its document is. */
export default function ServicePage() {
  const view = useLoaderData() as ServicePageView
  if (view.status !== "published") return <PageOutcome outcome={view} />
  return <PublishedServicePage view={view} />
}

/**
 * A draft of the page in the admin's preview frame, drawn as the page draws it. Here, so that the
 * admin's preview loads this page's chunk (app/admin/documents/editor/document-preview.tsx).
 */
export function ServiceDocumentPreview({ document }: { document: PageDocument<"page:service"> }) {
  const page = servicePageFrom(document)
  return <ServiceTemplate page={page} relatedLinks={page.related.map((href) => linkCardFromPath(href))} />
}
