import { useLoaderData, type LoaderFunctionArgs } from "react-router-dom"
import { LeenPlatformIllustration } from "@nordika/ui/sections"
import type { RichTextLinkTarget } from "@nordika/ui"
import { type ContentPage, ContentPageTemplate } from "@nordika/ui/templates"
import { PageBreadcrumb } from "../site/breadcrumbs"
import { useWithContactDetails } from "../site/fill-contact-details"
import { useDocumentMeta } from "../site/document-meta"
import { importOnDemand } from "../site/import-on-demand"
import { loaderPath } from "../site/page-content"
import { faqPageLd, faqsOfSections } from "../site/structured-data"
import { useRoutePath } from "../site/route-handle"
import { loadContentPage, type ContentPageView } from "../site/content-pages"
import { leadFormProps } from "./lazy-lead-form"
import { PageOutcome } from "./page-outcome"

/** The Leen AI page, which staff edit (content_sections 'leen_page'): its route reads it from there. */
const LEEN_PAGE_PATH = "/technology/leen"

type ContentRouteData =
  | ContentPageView
  | {
      status: "leen"
      page: ContentPage
      /** Leen's page shows the product: the title of its picture (the staff-edited copy has no picture of it). */
      productPicture: string
    }

/**
 * The page's published document (see content-pages); the server answers a view that is not found or
 * unavailable with 404 or 503 (app/site/page-outcome.ts). The Leen AI page is staff-editable as a
 * content section (content_sections 'leen_page') until it moves to its document.
 * @public The router reads it from the module that pageModuleRoute (app/site/page-module.ts) loads, which knip cannot follow.
 */
export async function loader({ request }: LoaderFunctionArgs): Promise<ContentRouteData> {
  const path = loaderPath(request)
  if (path !== LEEN_PAGE_PATH) return loadContentPage(path)
  const [{ loadContentSections }, { LEEN_PLATFORM_PICTURE }] = await Promise.all([
    importOnDemand(() => import("../data/content-sections")),
    importOnDemand(() => import("../content/technology/leen")),
  ])
  const { leen_page } = await loadContentSections(["leen_page"])
  return {
    status: "leen",
    page: { ...leen_page, meta: { ...leen_page.meta, path: LEEN_PAGE_PATH } },
    productPicture: LEEN_PLATFORM_PICTURE,
  }
}

function ShownContentPage({
  page: copy,
  links,
  productPicture,
}: {
  page: ContentPage
  links?: Readonly<Record<string, RichTextLinkTarget>>
  productPicture?: string
}) {
  const path = useRoutePath()
  const page = useWithContactDetails(copy)
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
      richTextLinks={links}
    />
  )
}

/** About, hubs, technology, careers, freelancers, sustainability and security pages; not found or unavailable when their document is. */
export default function ContentPageRoute() {
  const view = useLoaderData() as ContentRouteData
  if (view.status === "leen") return <ShownContentPage page={view.page} productPicture={view.productPicture} />
  if (view.status !== "published") return <PageOutcome outcome={view} />
  return <ShownContentPage page={view.page} links={view.links} />
}
