import { useSearchParams } from "react-router-dom"
import { FaqTemplate } from "@nordika/ui/templates"
import { FAQ_PAGE, faqPageJsonLd } from "../content/faq"
import { PageBreadcrumb } from "../site/breadcrumbs"
import { useWithContactDetails } from "../site/fill-contact-details"
import { useDocumentMeta } from "../site/document-meta"

/** JSON for an inline script: "<" escaped, so no answer can close the script element early. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c")

/** /faq: the questions by topic with a live search kept in ?q=, and the page's FAQPage structured data. */
export default function FaqPage() {
  const page = useWithContactDetails(FAQ_PAGE)
  const [params, setParams] = useSearchParams()
  useDocumentMeta(page.meta)
  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(faqPageJsonLd(page)) }} />
      <FaqTemplate
        page={page}
        breadcrumb={<PageBreadcrumb path={page.meta.path} />}
        defaultQuery={params.get("q") ?? ""}
        onQueryChange={(q) => setParams(q.trim() ? { q } : {}, { replace: true, preventScrollReset: true })}
      />
    </>
  )
}
