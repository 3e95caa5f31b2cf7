import { useLoaderData, type LoaderFunctionArgs } from "react-router-dom"
import { type ContentPage, ContentPageTemplate } from "@nordika/ui"
import { ABOUT_PAGES } from "../content/about"
import { servicesHub } from "../content/services/hub"
import INDUSTRY_HUB from "../content/industries/hub"
import { resourcesHub } from "../content/resources/hub"
import { brochure } from "../content/resources/brochure"
import { CAREERS_PAGES } from "../content/careers"
import { FREELANCERS_PAGES } from "../content/freelancers"
import { TECHNOLOGY_PAGES, leen } from "../content/technology"
import { SUSTAINABILITY_PAGES } from "../content/sustainability"
import { SECURITY_PAGES } from "../content/security"
import { PageBreadcrumb } from "../site/breadcrumbs"
import { useDocumentMeta } from "../site/document-meta"
import { importOnDemand } from "../site/import-on-demand"
import { loaderPath } from "../site/page-content"
import { useRoutePath } from "../site/route-handle"
import { LEAD_FORM_PATHS, LazyLeadForm } from "./lazy-lead-form"

/** Every free-form page, keyed by path. */
const CONTENT_PAGES: Readonly<Record<string, ContentPage>> = {
  ...ABOUT_PAGES,
  [servicesHub.meta.path]: servicesHub,
  [INDUSTRY_HUB.meta.path]: INDUSTRY_HUB,
  [resourcesHub.meta.path]: resourcesHub,
  [brochure.meta.path]: brochure,
  ...CAREERS_PAGES,
  ...FREELANCERS_PAGES,
  ...TECHNOLOGY_PAGES,
  ...SUSTAINABILITY_PAGES,
  ...SECURITY_PAGES,
}

/** The Leen AI page is staff-editable (content_sections 'leen_page'); the others are bundled. */
export async function loader({ request }: LoaderFunctionArgs): Promise<ContentPage | null> {
  const path = loaderPath(request)
  if (path !== leen.meta.path) return null
  const { loadContentSections } = await importOnDemand(() => import("../data/content-sections"))
  const { leen_page } = await loadContentSections(["leen_page"])
  return { ...leen_page, meta: { ...leen_page.meta, path: leen.meta.path } }
}

/** About, hubs, technology, careers, freelancers, sustainability and security pages. */
export default function ContentPageRoute() {
  const path = useRoutePath()
  const stored = useLoaderData() as ContentPage | null
  const page = stored ?? CONTENT_PAGES[path]
  useDocumentMeta(page.meta)
  const form = LEAD_FORM_PATHS.has(path) ? <LazyLeadForm path={path} /> : undefined
  return <ContentPageTemplate key={path} page={page} breadcrumb={<PageBreadcrumb path={path} />} form={form} />
}
