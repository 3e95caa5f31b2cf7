import { useLoaderData } from "react-router-dom"
import { type HomeContent, HomeTemplate } from "@nordika/ui"
import { HOME } from "../content/home"
import { useDocumentMeta } from "../site/document-meta"
import { importOnDemand } from "../site/import-on-demand"

/** The staff-editable sections from the database (bundled content when the backend is down). */
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
  useDocumentMeta(content.meta)
  return <HomeTemplate content={content} />
}
