import { useLoaderData, type LoaderFunctionArgs } from "react-router-dom"
import { CaseStudyTemplate } from "@nordika/ui/templates"
import { relatedCaseStudies } from "../content/related"
import { PageBreadcrumb } from "../site/breadcrumbs"
import { useDocumentMeta } from "../site/document-meta"
import { caseStudyLd } from "../site/structured-data"
import { useRoutePath } from "../site/route-handle"
import { loaderPath } from "../site/page-content"
import { loadEntryPage, type EntryPage, type EntryPageView } from "../site/collection-pages"
import { PageOutcome } from "./page-outcome"

/** How many other case studies a case study suggests. */
const RELATED_CASE_STUDY_COUNT = 3

/**
 * The case study's published document (see collection-pages), with the other case studies and the
 * listing's call to action; the server answers a view that is not found or unavailable with 404 or 503.
 * @public The router reads it from the module that pageModuleRoute (app/site/page-module.ts) loads, which knip cannot follow.
 */
export async function loader({ request }: LoaderFunctionArgs): Promise<EntryPageView<"case_study">> {
  return loadEntryPage("case_study", loaderPath(request))
}

function PublishedCaseStudy({ page }: { page: EntryPage<"case_study"> }) {
  const path = useRoutePath()
  const study = page.entry
  useDocumentMeta(study.meta, { structuredData: [caseStudyLd(study)], type: "article" })
  return (
    <CaseStudyTemplate
      key={path}
      caseStudy={study}
      breadcrumb={<PageBreadcrumb path={path} current={study.client} />}
      related={relatedCaseStudies(study, page.others, RELATED_CASE_STUDY_COUNT)}
      cta={page.listing.cta}
    />
  )
}

/** One case study (/case-studies/<slug>), with those of the same industry or services suggested; not found or unavailable when its document is. */
export default function CaseStudyPage() {
  const view = useLoaderData() as EntryPageView<"case_study">
  if (view.status !== "published") return <PageOutcome outcome={view} />
  return <PublishedCaseStudy page={view.page} />
}
