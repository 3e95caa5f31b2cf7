import { useLoaderData, type LoaderFunctionArgs } from "react-router-dom"
import { LegalTemplate } from "@nordika/ui/templates"
import { PageBreadcrumb } from "../site/breadcrumbs"
import { useWithContactDetails } from "../site/fill-contact-details"
import { useDocumentMeta } from "../site/document-meta"
import { loaderPath } from "../site/page-content"
import { useRoutePath } from "../site/route-handle"
import { loadLegalPage, type LegalPageView } from "../site/legal-pages"
import { leadFormProps } from "./lazy-lead-form"
import { PageOutcome } from "./page-outcome"
import { usePageLocale } from "../site/page-locale"
import { usePageLanguages } from "../site/page-languages"
import { legalTranslationNotice } from "../site/legal-notice"

/** The English path of the privacy policy, whose translations bind as written (see legalTranslationNotice). */
const PRIVACY_POLICY_PATH = "/privacy-policy"
import { useI18n } from "../i18n/i18n"

/**
 * The page's published document (see legal-pages); the server answers a view that is not found or
 * unavailable with 404 or 503 (app/site/page-outcome.ts).
 * @public The router reads it from the module that pageModuleRoute (app/site/page-module.ts) loads, which knip cannot follow.
 */
export async function loader({ request }: LoaderFunctionArgs): Promise<LegalPageView> {
  return loadLegalPage(loaderPath(request))
}

function PublishedLegalPage({ view }: { view: Extract<LegalPageView, { status: "published" }> }) {
  const path = useRoutePath()
  const page = useWithContactDetails(view.page)
  const { i18n } = useI18n()
  useDocumentMeta(page.meta)
  const locale = usePageLocale()
  const englishPath = usePageLanguages()?.en
  const notice = locale === "en" ? undefined : legalTranslationNotice(locale, { privacyPolicy: englishPath === PRIVACY_POLICY_PATH })
  return (
    <LegalTemplate
      key={path}
      page={page}
      notice={notice}
      breadcrumb={<PageBreadcrumb path={path} current={page.heading} variant="light" />}
      form={leadFormProps(path, englishPath).form}
      richTextLinks={view.links}
      eyebrow={i18n._("template.legal.eyebrow")}
      labels={{ updated: i18n._("template.legal.updated"), contents: i18n._("template.legal.contents") }}
    />
  )
}

/**
 * Terms, privacy, cookies, copyright, modern slavery statement, DPA and the accessibility statement:
 * long-form text with a table of contents, and the statement's report form after it; not found or
 * unavailable when its document is.
 */
export default function LegalPage() {
  const view = useLoaderData() as LegalPageView
  if (view.status !== "published") return <PageOutcome outcome={view} />
  return <PublishedLegalPage view={view} />
}
