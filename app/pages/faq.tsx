import { useLoaderData, useSearchParams, type LoaderFunctionArgs } from "react-router-dom"
import { FaqTemplate } from "@nordika/ui/templates"
import { PageBreadcrumb } from "../site/breadcrumbs"
import { useWithContactDetails } from "../site/fill-contact-details"
import { useDocumentMeta } from "../site/document-meta"
import { loaderPath } from "../site/page-content"
import { faqPageJsonLd, loadFaqPage, type FaqPageView } from "../site/faq-pages"
import { PageOutcome } from "./page-outcome"
import { useI18n } from "../i18n/i18n"
import { faqLabels } from "../site/template-labels"

/** JSON for an inline script: "<" escaped, so no answer can close the script element early. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c")

/**
 * The page's published document and questions (see faq-pages); the server answers a view that is not
 * found or unavailable with 404 or 503 (app/site/page-outcome.ts).
 * @public The router reads it from the module that pageModuleRoute (app/site/page-module.ts) loads, which knip cannot follow.
 */
export async function loader({ request }: LoaderFunctionArgs): Promise<FaqPageView> {
  return loadFaqPage(loaderPath(request))
}

function PublishedFaqPage({ view }: { view: Extract<FaqPageView, { status: "published" }> }) {
  const page = useWithContactDetails(view.page)
  const [params, setParams] = useSearchParams()
  const { i18n } = useI18n()
  useDocumentMeta(page.meta)
  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(faqPageJsonLd(page)) }} />
      <FaqTemplate
        page={page}
        breadcrumb={<PageBreadcrumb path={page.meta.path} />}
        defaultQuery={params.get("q") ?? ""}
        onQueryChange={(q) => setParams(q.trim() ? { q } : {}, { replace: true, preventScrollReset: true })}
        richTextLinks={view.links}
        labels={faqLabels(i18n)}
      />
    </>
  )
}

/** /faq: the questions by topic with a live search kept in ?q=, and the page's FAQPage structured data; not found or unavailable when its document is. */
export default function FaqPage() {
  const view = useLoaderData() as FaqPageView
  if (view.status !== "published") return <PageOutcome outcome={view} />
  return <PublishedFaqPage view={view} />
}
