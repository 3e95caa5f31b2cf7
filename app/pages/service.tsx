import { data, useLoaderData, type LoaderFunctionArgs } from "react-router-dom"
import { ServiceTemplate } from "@nordika/ui/templates"
import { PAGE_UNAVAILABLE } from "../content/utility"
import { PlaceholderPage } from "../layout/placeholder-page"
import { PageBreadcrumb } from "../site/breadcrumbs"
import { useDocumentMeta } from "../site/document-meta"
import { faqPageLd } from "../site/structured-data"
import { loaderPath } from "../site/page-content"
import { linkCardFromPath } from "../site/path-labels"
import { useRoutePath } from "../site/route-handle"
import { loadServicePage, type ServicePageView } from "../site/service-pages"
import NotFoundPage from "./not-found"

/** The HTTP status the server answers each outcome with. */
const STATUS: Record<ServicePageView["status"], number> = { published: 200, "not-found": 404, unavailable: 503 }

/**
 * The page's published document (see service-pages).
 * @public The router reads it from the module that pageModuleRoute (app/site/page-module.ts) loads, which knip cannot follow.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const view = await loadServicePage(loaderPath(request))
  return data(view, { status: STATUS[view.status] })
}

function PublishedServicePage({ view }: { view: Extract<ServicePageView, { status: "published" }> }) {
  const path = useRoutePath()
  const { page, links } = view
  useDocumentMeta(page.meta, { structuredData: [faqPageLd(page.faqs)] })
  return (
    <ServiceTemplate
      key={path}
      page={page}
      breadcrumb={<PageBreadcrumb path={page.meta.path} current={page.hero.eyebrow} />}
      relatedLinks={page.related.map(linkCardFromPath)}
      richTextLinks={links}
    />
  )
}

/** A service page: /services/<slug>, and the technology aliases that show the same page; not found or unavailable when its document is. */
export default function ServicePage() {
  const view = useLoaderData() as ServicePageView
  if (view.status === "not-found") return <NotFoundPage />
  if (view.status === "unavailable") return <PlaceholderPage page={PAGE_UNAVAILABLE} />
  return <PublishedServicePage view={view} />
}
