import { ContentPageTemplate, OfficesTemplate } from "@nordika/ui"
import { CONTACT_PAGES, GLOBAL_OFFICES_PAGE, OFFICES } from "../content/contact"
import { PageBreadcrumb } from "../site/breadcrumbs"
import { useDocumentMeta } from "../site/document-meta"
import { useRoutePath } from "../site/route-handle"
import { HERO_FORM_PATHS, LEAD_FORM_PATHS, LazyLeadForm } from "./lazy-lead-form"

/** /contact and its pages: the global offices with addresses, phones and hours; the others as content pages. */
export default function ContactPage() {
  const path = useRoutePath()
  const page = CONTACT_PAGES[path]
  useDocumentMeta(page.meta)
  const breadcrumb = <PageBreadcrumb path={path} />
  if (page === GLOBAL_OFFICES_PAGE) {
    return <OfficesTemplate key={path} hero={page.hero} breadcrumb={breadcrumb} offices={OFFICES} cta={page.cta} />
  }
  const form = LEAD_FORM_PATHS.has(path) ? <LazyLeadForm path={path} /> : undefined
  return (
    <ContentPageTemplate
      key={path}
      page={page}
      breadcrumb={breadcrumb}
      form={form}
      formPlacement={HERO_FORM_PATHS.has(path) ? "hero" : "below"}
    />
  )
}
