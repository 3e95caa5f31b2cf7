import { CaseStudyTemplate } from "@nordika/ui/templates"
import { CASE_STUDIES, CASE_STUDIES_BY_SLUG, CASE_STUDIES_PAGE } from "../content/case-studies"
import { relatedCaseStudies } from "../content/related"
import { PageBreadcrumb } from "../site/breadcrumbs"
import { useDocumentMeta } from "../site/document-meta"
import { caseStudyLd } from "../site/structured-data"
import { useRoutePath } from "../site/route-handle"

/** How many other case studies a case study suggests. */
const RELATED_CASE_STUDY_COUNT = 3

/** One case study (/case-studies/<slug>), with those of the same industry or services suggested. */
export default function CaseStudyPage() {
  const path = useRoutePath()
  const study = CASE_STUDIES_BY_SLUG[path.split("/").at(-1)!]
  const related = relatedCaseStudies(study, CASE_STUDIES, RELATED_CASE_STUDY_COUNT)
  useDocumentMeta(study.meta, { structuredData: [caseStudyLd(study)], type: "article" })
  return (
    <CaseStudyTemplate
      key={path}
      caseStudy={study}
      breadcrumb={<PageBreadcrumb path={path} current={study.client} />}
      related={related}
      cta={CASE_STUDIES_PAGE.cta}
    />
  )
}
