import { useLoaderData, type LoaderFunctionArgs } from "react-router-dom"
import { type ContentPage, ContentPageTemplate, type Office, OfficesTemplate } from "@nordika/ui/templates"
import { PageBreadcrumb } from "../site/breadcrumbs"
import { useWithContactDetails } from "../site/fill-contact-details"
import { useDocumentMeta } from "../site/document-meta"
import { importOnDemand } from "../site/import-on-demand"
import { loaderPath } from "../site/page-content"
import { useRoutePath } from "../site/route-handle"
import { loadContactPage, type ContentPageView } from "../site/content-pages"
import { leadFormProps } from "./lazy-lead-form"
import { PageOutcome } from "./page-outcome"

const GLOBAL_OFFICES_PATH = "/contact/global-offices"

type ContactRouteData =
  | ContentPageView
  /** The global offices page, a listing of the offices (its own content module until listings read documents). */
  | { status: "offices"; page: ContentPage; offices: readonly Office[] }

/**
 * The page's published document (see content-pages), 404 or 503 as its view says; the global offices
 * page's content module.
 * @public The router reads it from the module that pageModuleRoute (app/site/page-module.ts) loads, which knip cannot follow.
 */
export async function loader({ request }: LoaderFunctionArgs): Promise<ContactRouteData> {
  const path = loaderPath(request)
  if (path !== GLOBAL_OFFICES_PATH) return loadContactPage(path)
  const { GLOBAL_OFFICES_PAGE, OFFICES } = await importOnDemand(() => import("../content/contact/offices"))
  return { status: "offices", page: GLOBAL_OFFICES_PAGE, offices: OFFICES }
}

function ShownContactPage({ view }: { view: Exclude<ContactRouteData, { status: "not-found" | "unavailable" }> }) {
  const path = useRoutePath()
  const filled = useWithContactDetails(view)
  const { page } = filled
  useDocumentMeta(page.meta)
  const breadcrumb = <PageBreadcrumb path={path} />
  if (filled.status === "offices") {
    return <OfficesTemplate key={path} hero={page.hero} breadcrumb={breadcrumb} offices={filled.offices} cta={page.cta} />
  }
  return <ContentPageTemplate key={path} page={page} breadcrumb={breadcrumb} {...leadFormProps(path)} richTextLinks={filled.links} />
}

/** /contact and its pages: the global offices with addresses, phones and hours; the others as content pages. */
export default function ContactPage() {
  const view = useLoaderData() as ContactRouteData
  if (view.status === "not-found" || view.status === "unavailable") return <PageOutcome outcome={view} />
  return <ShownContactPage view={view} />
}
