import { useLoaderData, type LoaderFunctionArgs } from "react-router-dom"
import { IndustryTemplate, type IndustryPage as IndustryPageContent } from "@nordika/ui/templates"
import { PageBreadcrumb } from "../site/breadcrumbs"
import { useDocumentMeta } from "../site/document-meta"
import { faqPageLd } from "../site/structured-data"
import { loaderPath } from "../site/page-content"
import { linkCardFromPath } from "../site/path-labels"
import { useRoutePath } from "../site/route-handle"
import { loadIndustryPage } from "../site/industry-pages"

/**
 * The page's own content module (see section-pages), not its whole section's.
 * @public The router reads it from the module that pageModuleRoute (app/site/page-module.ts) loads, which knip cannot follow.
 */
export async function loader({ request }: LoaderFunctionArgs): Promise<IndustryPageContent> {
  return loadIndustryPage(loaderPath(request))
}

/** An industry page or an industry sub-page (/industries/<slug>[/<sub>]). */
export default function IndustryPage() {
  const path = useRoutePath()
  const page = useLoaderData() as IndustryPageContent
  useDocumentMeta(page.meta, { structuredData: [faqPageLd(page.faqs)] })
  return (
    <IndustryTemplate
      key={path}
      page={page}
      breadcrumb={<PageBreadcrumb path={path} current={path.split("/").length === 3 ? page.hero.eyebrow : undefined} />}
      relatedLinks={page.related.map(linkCardFromPath)}
    />
  )
}
