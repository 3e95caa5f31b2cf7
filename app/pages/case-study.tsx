import { useLoaderData, type LoaderFunctionArgs } from "react-router-dom"
import type { RichTextLinkTarget } from "@nordika/ui"
import { CaseStudyTemplate } from "@nordika/ui/templates"
import { PageBreadcrumb } from "../site/breadcrumbs"
import { useDocumentMeta } from "../site/document-meta"
import { caseStudyLd } from "../site/structured-data"
import { useRoutePath } from "../site/route-handle"
import { loaderPath } from "../site/page-content"
import { loadEntryPage, type EntryPage, type EntryPageView } from "../site/entry-pages"
import { PageOutcome } from "./page-outcome"
import { useI18n } from "../i18n/i18n"
import { caseStudyTemplateLabels } from "../site/template-labels"

/**
 * The case study's published document (see collection-pages), with the targets of its story's links,
 * the related published case studies and the listing's call to action; the server answers a view that is not found or unavailable with 404 or 503.
 * @public The router reads it from the module that pageModuleRoute (app/site/page-module.ts) loads, which knip cannot follow.
 */
export async function loader({ request }: LoaderFunctionArgs): Promise<EntryPageView<"case_study">> {
  return loadEntryPage("case_study", loaderPath(request))
}

function PublishedCaseStudy({ page, links }: { page: EntryPage<"case_study">; links: Readonly<Record<string, RichTextLinkTarget>> }) {
  const path = useRoutePath()
  const study = page.entry
  const { i18n } = useI18n()
  useDocumentMeta(study.meta, { structuredData: [caseStudyLd(study)], type: "article" })
  return (
    <CaseStudyTemplate
      key={path}
      caseStudy={study}
      breadcrumb={<PageBreadcrumb path={path} current={study.client} />}
      related={page.related}
      cta={page.listing.cta}
      richTextLinks={links}
      labels={caseStudyTemplateLabels(i18n)}
    />
  )
}

/** One case study (/case-studies/<slug>), with those of the same industry or services suggested; not found or unavailable when its document is. */
export default function CaseStudyPage() {
  const view = useLoaderData() as EntryPageView<"case_study">
  if (view.status !== "published") return <PageOutcome outcome={view} />
  return <PublishedCaseStudy page={view.page} links={view.links} />
}
