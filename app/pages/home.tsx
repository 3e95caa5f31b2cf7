import { type LoaderFunctionArgs, useLoaderData, useRouteLoaderData } from "react-router-dom"
import { type HomeContent, HomeTemplate } from "@nordika/ui/templates"
import { BUNDLED_COMPANY_DETAILS } from "../content/footer"
import type { SiteLayoutData } from "../layout/site-layout"
import { SITE_ROUTE_ID } from "../route-ids"
import { useContactDetails } from "../site/contact-details-context"
import { useDocumentMeta, useStructuredData } from "../site/document-meta"
import { organizationLd, websiteLd } from "../site/structured-data"
import { usePageLocale } from "../site/page-locale"
import { loadHomePage, type HomePageView } from "../site/home-pages"
import { loaderPath } from "../site/page-content"
import { PageOutcome } from "./page-outcome"

/**
 * The page's published document with the staff-edited sections and the logos (see home-pages); the
 * server answers a view that is not found or unavailable with 404 or 503 (app/site/page-outcome.ts).
 * @public The router reads it from the module that pageModuleRoute (app/site/page-module.ts) loads, which knip cannot follow.
 */
export async function loader({ request }: LoaderFunctionArgs): Promise<HomePageView> {
  return loadHomePage(loaderPath(request))
}

function PublishedHomePage({ content }: { content: HomeContent }) {
  const layout = useRouteLoaderData(SITE_ROUTE_ID) as SiteLayoutData | undefined
  useDocumentMeta(content.meta)
  const { addresses } = useContactDetails()
  const company = layout?.general ?? BUNDLED_COMPANY_DETAILS
  useStructuredData("organization", organizationLd({ ...company, contactEmail: addresses.general }))
  useStructuredData("website", websiteLd(usePageLocale(), company.companyName))
  return <HomeTemplate content={content} />
}

/** The home page (/, /sv, /de); not found or unavailable when its document is. */
export default function HomePage() {
  const view = useLoaderData() as HomePageView
  if (view.status !== "published") return <PageOutcome outcome={view} />
  return <PublishedHomePage content={view.page} />
}
