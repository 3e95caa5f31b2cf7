import { useLoaderData, type LoaderFunctionArgs } from "react-router-dom"
import { type ContentPage, ContentPageTemplate, LeenPlatformIllustration } from "@nordika/ui"
import { ABOUT_PAGES } from "../content/about"
import { servicesHub } from "../content/services/hub"
import INDUSTRY_HUB from "../content/industries/hub"
import { resourcesHub } from "../content/resources/hub"
import { brochure } from "../content/resources/brochure"
import { CAREERS_PAGES } from "../content/careers"
import { FREELANCERS_PAGES } from "../content/freelancers"
import { LEEN_PLATFORM_PICTURE, TECHNOLOGY_PAGES, leen } from "../content/technology"
import { SUSTAINABILITY_PAGES } from "../content/sustainability"
import { SECURITY_PAGES } from "../content/security"
import { loadContentSections } from "../data/content-sections"
import { PageBreadcrumb } from "../site/breadcrumbs"
import { useDocumentMeta } from "../site/document-meta"
import { faqPageLd, faqsOfSections } from "../site/structured-data"
import { useRoutePath } from "../site/route-handle"
import { HERO_FORM_PATHS, LEAD_FORM_PATHS, LeadFormFor } from "./lead-form-for"

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
  const path = new URL(request.url).pathname.replace(/\/+$/, "")
  if (path !== leen.meta.path) return null
  const { leen_page } = await loadContentSections(["leen_page"])
  return { ...leen_page, meta: { ...leen_page.meta, path: leen.meta.path } }
}

/** About, hubs, technology, careers, freelancers, sustainability and security pages. */
export default function ContentPageRoute() {
  const path = useRoutePath()
  const stored = useLoaderData() as ContentPage | null
  const page = stored ?? CONTENT_PAGES[path]
  useDocumentMeta(page.meta, { structuredData: [faqPageLd(faqsOfSections(page.sections))] })
  const form = LEAD_FORM_PATHS.has(path) ? <LeadFormFor path={path} /> : undefined
  // Leen's own page shows the product (the staff-edited copy has no picture of it).
  const heroAside = path === leen.meta.path ? <LeenPlatformIllustration title={LEEN_PLATFORM_PICTURE} /> : undefined
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
