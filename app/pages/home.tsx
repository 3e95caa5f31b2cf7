import { useLoaderData, useRouteLoaderData } from "react-router-dom"
import { type HomeContent, HomeTemplate } from "@nordika/ui/templates"
import { HOME } from "../content/home"
import { BUNDLED_COMPANY_DETAILS } from "../content/footer"
import type { SiteLayoutData } from "../layout/site-layout"
import { SITE_ROUTE_ID } from "../route-ids"
import { useContactDetails } from "../site/contact-details-context"
import { useDocumentMeta, useStructuredData } from "../site/document-meta"
import { organizationLd } from "../site/structured-data"
import { importOnDemand } from "../site/import-on-demand"

/**
 * The staff-editable sections from the database (bundled content when the backend is down).
 * @public The router reads it from the module that pageModuleRoute (app/site/page-module.ts) loads, which knip cannot follow.
 */
export async function loader(): Promise<HomeContent> {
  const [{ loadContentSections }, { loadClientLogos }] = await Promise.all([
    importOnDemand(() => import("../data/content-sections")),
    importOnDemand(() => import("../data/client-logos")),
  ])
  const [sections, logos] = await Promise.all([
    loadContentSections(["home_hero", "services_overview", "testimonials", "client_success", "who_we_are"]),
    loadClientLogos(),
  ])
  return {
    ...HOME,
    hero: sections.home_hero,
    servicesOverview: sections.services_overview,
    testimonials: sections.testimonials,
    clientSuccess: sections.client_success,
    whoWeAre: sections.who_we_are,
    clientLogos: { ...HOME.clientLogos, items: [...logos] },
  }
}

/** The home page (/). */
export default function HomePage() {
  const content = useLoaderData() as HomeContent
  const layout = useRouteLoaderData(SITE_ROUTE_ID) as SiteLayoutData | undefined
  useDocumentMeta(content.meta)
  const { addresses } = useContactDetails()
  useStructuredData("organization", organizationLd({ ...(layout?.general ?? BUNDLED_COMPANY_DETAILS), contactEmail: addresses.general }))
  return <HomeTemplate content={content} />
}
