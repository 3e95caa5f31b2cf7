import { useLoaderData, type LoaderFunctionArgs } from "react-router-dom"
import { LeenPlatformIllustration } from "@nordika/ui/sections"
import { type ContentPage, ContentPageTemplate } from "@nordika/ui/templates"
import { PageBreadcrumb } from "../site/breadcrumbs"
import { useWithContactDetails } from "../site/fill-contact-details"
import { useDocumentMeta } from "../site/document-meta"
import { importOnDemand } from "../site/import-on-demand"
import { loaderPath } from "../site/page-content"
import { faqPageLd, faqsOfSections } from "../site/structured-data"
import { useRoutePath } from "../site/route-handle"
import { LEEN_PAGE_PATH, loadContentPage } from "../site/section-pages"
import { leadFormProps } from "./lazy-lead-form"

interface ContentRouteData {
  page: ContentPage
  /** Leen's page shows the product: the title of its picture (the staff-edited copy has no picture of it). */
  productPicture?: string
}

/**
 * The page's own content module; the Leen AI page is staff-editable (content_sections 'leen_page').
 * @public The router reads it from the module that pageModuleRoute (app/site/page-module.ts) loads, which knip cannot follow.
 */
export async function loader({ request }: LoaderFunctionArgs): Promise<ContentRouteData> {
  const path = loaderPath(request)
  if (path !== LEEN_PAGE_PATH) return { page: await loadContentPage(path) }
  const [{ loadContentSections }, { LEEN_PLATFORM_PICTURE }] = await Promise.all([
    importOnDemand(() => import("../data/content-sections")),
    importOnDemand(() => import("../content/technology/leen")),
  ])
  const { leen_page } = await loadContentSections(["leen_page"])
  return { page: { ...leen_page, meta: { ...leen_page.meta, path: LEEN_PAGE_PATH } }, productPicture: LEEN_PLATFORM_PICTURE }
}

/** About, hubs, technology, careers, freelancers, sustainability and security pages. */
export default function ContentPageRoute() {
  const path = useRoutePath()
  const data = useLoaderData() as ContentRouteData
  const page = useWithContactDetails(data.page)
  const { productPicture } = data
  useDocumentMeta(page.meta, { structuredData: [faqPageLd(faqsOfSections(page.sections))] })
  const heroAside = productPicture ? <LeenPlatformIllustration title={productPicture} /> : undefined
  return (
    <ContentPageTemplate
      key={path}
      page={page}
      breadcrumb={<PageBreadcrumb path={path} />}
      {...leadFormProps(path)}
      heroAside={heroAside}
      heroAsideLayout="media"
    />
  )
}
