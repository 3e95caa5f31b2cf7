import { LegalTemplate } from "@nordika/ui/templates"
import { LEGAL_PAGES_BY_PATH } from "../content/legal"
import { PageBreadcrumb } from "../site/breadcrumbs"
import { useWithContactDetails } from "../site/fill-contact-details"
import { useDocumentMeta } from "../site/document-meta"
import { useRoutePath } from "../site/route-handle"
import { leadFormProps } from "./lazy-lead-form"

/**
 * Terms, privacy, cookies, copyright, modern slavery statement, DPA and the accessibility statement:
 * long-form text with a table of contents, and the statement's report form after it.
 */
export default function LegalPage() {
  const path = useRoutePath()
  const page = useWithContactDetails(LEGAL_PAGES_BY_PATH[path])
  useDocumentMeta(page.meta)
  return (
    <LegalTemplate
      key={path}
      page={page}
      breadcrumb={<PageBreadcrumb path={path} current={page.heading} variant="light" />}
      form={leadFormProps(path).form}
    />
  )
}
