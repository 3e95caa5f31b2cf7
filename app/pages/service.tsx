import { useLoaderData, type LoaderFunctionArgs } from "react-router-dom"
import { ServiceTemplate, type ServicePage as ServicePageContent } from "@nordika/ui/templates"
import { PageBreadcrumb } from "../site/breadcrumbs"
import { useDocumentMeta } from "../site/document-meta"
import { faqPageLd } from "../site/structured-data"
import { loaderPath } from "../site/page-content"
import { linkCardFromPath } from "../site/path-labels"
import { useRoutePath } from "../site/route-handle"
import { loadServicePage } from "../site/service-pages"

/**
 * The page's own content module (see section-pages), not its whole section's.
 * @public The router reads it from the module that pageModuleRoute (app/site/page-module.ts) loads, which knip cannot follow.
 */
export async function loader({ request }: LoaderFunctionArgs): Promise<ServicePageContent> {
  return loadServicePage(loaderPath(request))
}

/** A service page: /services/<slug>, and the technology aliases that show the same page. */
export default function ServicePage() {
  const path = useRoutePath()
  const page = useLoaderData() as ServicePageContent
  useDocumentMeta(page.meta, { structuredData: [faqPageLd(page.faqs)] })
  return (
    <ServiceTemplate
      key={path}
      page={page}
      breadcrumb={<PageBreadcrumb path={page.meta.path} current={page.hero.eyebrow} />}
      relatedLinks={page.related.map(linkCardFromPath)}
    />
  )
}
