import { LegalTemplate } from "@nordika/ui"
import { LEGAL_PAGES_BY_PATH } from "../content/legal"
import { PageBreadcrumb } from "../site/breadcrumbs"
import { useWithContactDetails } from "../site/fill-contact-details"
import { useDocumentMeta } from "../site/document-meta"
import { useRoutePath } from "../site/route-handle"

/** Terms, privacy, cookies, copyright, modern slavery statement and DPA: long-form text with a table of contents. */
export default function LegalPage() {
  const path = useRoutePath()
  const page = useWithContactDetails(LEGAL_PAGES_BY_PATH[path])
  useDocumentMeta(page.meta)
  return <LegalTemplate key={path} page={page} breadcrumb={<PageBreadcrumb path={path} current={page.heading} variant="light" />} />
}
