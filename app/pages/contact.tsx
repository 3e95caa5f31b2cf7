import { useLoaderData, type LoaderFunctionArgs } from "react-router-dom"
import { type ContentPage, ContentPageTemplate, type Office, OfficesTemplate } from "@nordika/ui/templates"
import { PageBreadcrumb } from "../site/breadcrumbs"
import { useWithContactDetails } from "../site/fill-contact-details"
import { useDocumentMeta } from "../site/document-meta"
import { importOnDemand } from "../site/import-on-demand"
import { contentModuleFiles, loaderPath, pageFromOwnModule, type ContentModules } from "../site/page-content"
import { useRoutePath } from "../site/route-handle"
import { leadFormProps } from "./lazy-lead-form"

const CONTACT_CONTENT_MODULES: ContentModules = import.meta.glob<Record<string, unknown>>([
  "../content/contact/*.ts",
  "!../content/contact/index.ts",
  "!../content/contact/*.test.ts",
])

const GLOBAL_OFFICES_PATH = "/contact/global-offices"

interface ContactRouteData {
  page: ContentPage
  /** The offices, on the global offices page. */
  offices?: readonly Office[]
}

/**
 * The page's own content module (the other contact pages and their forms' copy stay out of its chunk).
 * @public The router reads it from the module that pageModuleRoute (app/site/page-module.ts) loads, which knip cannot follow.
 */
export async function loader({ request }: LoaderFunctionArgs): Promise<ContactRouteData> {
  const path = loaderPath(request)
  if (path === GLOBAL_OFFICES_PATH) {
    const { GLOBAL_OFFICES_PAGE, OFFICES } = await importOnDemand(() => import("../content/contact/offices"))
    return { page: GLOBAL_OFFICES_PAGE, offices: OFFICES }
  }
  for (const file of contentModuleFiles(path)) {
    const page = await pageFromOwnModule<ContentPage>(CONTACT_CONTENT_MODULES, file, path)
    if (page) return { page }
  }
  const { CONTACT_PAGES } = await importOnDemand(() => import("../content/contact"))
  return { page: CONTACT_PAGES[path] }
}

/** /contact and its pages: the global offices with addresses, phones and hours; the others as content pages. */
export default function ContactPage() {
  const path = useRoutePath()
  const { page, offices } = useWithContactDetails(useLoaderData() as ContactRouteData)
  useDocumentMeta(page.meta)
  const breadcrumb = <PageBreadcrumb path={path} />
  if (offices) {
    return <OfficesTemplate key={path} hero={page.hero} breadcrumb={breadcrumb} offices={offices} cta={page.cta} />
  }
  return <ContentPageTemplate key={path} page={page} breadcrumb={breadcrumb} {...leadFormProps(path)} />
}
