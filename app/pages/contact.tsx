import { useLoaderData, type LoaderFunctionArgs } from "react-router-dom"
import { ContentPageTemplate, OfficesTemplate } from "@nordika/ui/templates"
import { PageBreadcrumb } from "../site/breadcrumbs"
import { useWithContactDetails } from "../site/fill-contact-details"
import { useDocumentMeta } from "../site/document-meta"
import { loaderPath } from "../site/page-content"
import { useRoutePath } from "../site/route-handle"
import { usePageLanguages } from "../site/page-languages"
import { loadContactPage, type ContentPageView } from "../site/content-pages"
import type { ListingPage } from "../site/collection-pages"
import type { DocumentPageView } from "../site/document-pages"
import { leadFormProps } from "./lazy-lead-form"
import { PageOutcome } from "./page-outcome"
import { useI18n } from "../i18n/i18n"
import { officesLabels, proofLabelsIn } from "../site/content-labels"
import { localeOfPath, SOURCE_LOCALE } from "#shared/locales"

const GLOBAL_OFFICES_PATH = "/contact/global-offices"

/** A contact page (page:contact), or the global offices page: a listing of the offices (page:listing). */
type ContactRouteData = ContentPageView | DocumentPageView<ListingPage<"office">>

/**
 * The offices listing's loader, imported when that page is asked for: the contact pages with a form
 * (/contact/request-quote) do not fetch the listing's code (collection-pages, listing-route: 3.3 KB
 * with their requests' headers) with their own.
 */
const officesLoader = async (args: LoaderFunctionArgs) => (await import("./listing-route")).listingLoader("office")(args)

/**
 * The page's published document (see content-pages; the global offices' with the published offices,
 * see collection-pages), 404 or 503 as its view says.
 * @public The router reads it from the module that pageModuleRoute (app/site/page-module.ts) loads, which knip cannot follow.
 */
export async function loader(args: LoaderFunctionArgs): Promise<ContactRouteData> {
  const path = loaderPath(args.request)
  if (localeOfPath(path) === SOURCE_LOCALE) return path === GLOBAL_OFFICES_PATH ? officesLoader(args) : loadContactPage(path)
  // A translation's path is localised (/sv/kontakt/kontor): a contact page first, then the offices' listing.
  const contact = await loadContactPage(path)
  return contact.status === "not-found" ? officesLoader(args) : contact
}

function ShownContactPage({ view }: { view: Exclude<ContactRouteData, { status: "not-found" | "unavailable" }> }) {
  const path = useRoutePath()
  const englishPath = usePageLanguages()?.en
  const filled = useWithContactDetails(view)
  const { page } = filled
  const { i18n } = useI18n()
  useDocumentMeta(page.meta)
  const breadcrumb = <PageBreadcrumb path={path} />
  if ("lists" in page) {
    return (
      <OfficesTemplate key={path} hero={page.hero} breadcrumb={breadcrumb} offices={page.entries} cta={page.cta} {...officesLabels(i18n)} />
    )
  }
  return (
    <ContentPageTemplate
      key={path}
      page={page}
      breadcrumb={breadcrumb}
      {...leadFormProps(path, englishPath)}
      richTextLinks={filled.links}
      proofLabels={proofLabelsIn(i18n)}
    />
  )
}

/** /contact and its pages: the global offices with addresses, phones and hours; the others as content pages. */
export default function ContactPage() {
  const view = useLoaderData() as ContactRouteData
  if (view.status === "not-found" || view.status === "unavailable") return <PageOutcome outcome={view} />
  return <ShownContactPage view={view} />
}
