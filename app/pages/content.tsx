import { useLoaderData, type LoaderFunctionArgs } from "react-router-dom"
import { type ContentPage, ContentPageTemplate, LeenPlatformIllustration } from "@nordika/ui"
import { LEEN_PLATFORM_PICTURE } from "../content/technology/leen"
import { PageBreadcrumb } from "../site/breadcrumbs"
import { useDocumentMeta } from "../site/document-meta"
import { importOnDemand } from "../site/import-on-demand"
import { loaderPath } from "../site/page-content"
import { faqPageLd, faqsOfSections } from "../site/structured-data"
import { useRoutePath } from "../site/route-handle"
import { LEEN_PAGE_PATH, loadContentPage } from "../site/section-pages"
import { HERO_FORM_PATHS, LEAD_FORM_PATHS, LazyLeadForm } from "./lazy-lead-form"

/** The page's own content module; the Leen AI page is staff-editable (content_sections 'leen_page'). */
export async function loader({ request }: LoaderFunctionArgs): Promise<ContentPage> {
  const path = loaderPath(request)
  if (path !== LEEN_PAGE_PATH) return loadContentPage(path)
  const { loadContentSections } = await importOnDemand(() => import("../data/content-sections"))
  const { leen_page } = await loadContentSections(["leen_page"])
  return { ...leen_page, meta: { ...leen_page.meta, path: LEEN_PAGE_PATH } }
}

/** About, hubs, technology, careers, freelancers, sustainability and security pages. */
export default function ContentPageRoute() {
  const path = useRoutePath()
  const page = useLoaderData() as ContentPage
  useDocumentMeta(page.meta, { structuredData: [faqPageLd(faqsOfSections(page.sections))] })
  const form = LEAD_FORM_PATHS.has(path) ? <LazyLeadForm path={path} /> : undefined
  // Leen's own page shows the product (the staff-edited copy has no picture of it).
  const heroAside = path === LEEN_PAGE_PATH ? <LeenPlatformIllustration title={LEEN_PLATFORM_PICTURE} /> : undefined
  return (
    <ContentPageTemplate
      key={path}
      page={page}
      breadcrumb={<PageBreadcrumb path={path} />}
      form={form}
      formPlacement={HERO_FORM_PATHS.has(path) ? "hero" : "below"}
      heroAside={heroAside}
      heroAsideLayout="media"
    />
  )
}
