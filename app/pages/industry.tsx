import { IndustryTemplate } from "@nordika/ui"
import { INDUSTRY_PAGES_BY_PATH } from "../content/industries"
import { PageBreadcrumb } from "../site/breadcrumbs"
import { useDocumentMeta } from "../site/document-meta"
import { faqPageLd } from "../site/structured-data"
import { linkCardFromPath } from "../site/path-labels"
import { useRoutePath } from "../site/route-handle"

/** An industry page or an industry sub-page (/industries/<slug>[/<sub>]). */
export default function IndustryPage() {
  const path = useRoutePath()
  const page = INDUSTRY_PAGES_BY_PATH[path]
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
