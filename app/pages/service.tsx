import { ServiceTemplate } from "@nordika/ui"
import { SERVICES_BY_SLUG } from "../content/services"
import { TECHNOLOGY_ALIASES } from "../content/technology"
import { PageBreadcrumb } from "../site/breadcrumbs"
import { useDocumentMeta } from "../site/document-meta"
import { faqPageLd } from "../site/structured-data"
import { linkCardFromPath } from "../site/path-labels"
import { useRoutePath } from "../site/route-handle"

/** A service page: /services/<slug>, and the technology aliases that show the same page. */
export default function ServicePage() {
  const path = useRoutePath()
  const slug = TECHNOLOGY_ALIASES[path as keyof typeof TECHNOLOGY_ALIASES] ?? path.split("/").at(-1)!
  const page = SERVICES_BY_SLUG[slug]
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
