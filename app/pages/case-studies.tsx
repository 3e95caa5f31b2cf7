import { CaseStudyListingTemplate } from "@nordika/ui/templates"
import { CASE_STUDIES, CASE_STUDIES_PAGE } from "../content/case-studies"
import { PageBreadcrumb } from "../site/breadcrumbs"
import { useDocumentMeta } from "../site/document-meta"
import { useFilterParams } from "../site/filter-params"

/** /case-studies: every case study, filterable by industry and service (kept in the URL query). */
export default function CaseStudiesPage() {
  const page = CASE_STUDIES_PAGE
  const [value, setValue] = useFilterParams()
  useDocumentMeta(page.meta)
  return (
    <CaseStudyListingTemplate
      hero={page.hero}
      breadcrumb={<PageBreadcrumb path={page.meta.path} />}
      caseStudies={CASE_STUDIES}
      value={value}
      onValueChange={setValue}
      cta={page.cta}
    />
  )
}
