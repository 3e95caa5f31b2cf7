/** A legal page's content (terms, privacy, cookies…), from its published document (public.documents, kind page:legal). */
import type { HeroPanel, LegalPage } from "@nordika/ui/templates"
import { localeOfPath } from "#shared/locales"
import { isOutcome, latestPanelFrom, loadDocumentPage, type DocumentPageView, type PageDocument } from "./document-pages"
import type { PageOutcome } from "./page-outcome"

/** What a legal route shows: its page (and where its text's internal links go), not found, or unavailable. */
export type LegalPageView = DocumentPageView<LegalPage>

/** The template's page from the document's: the meta from its columns, the side panel as stored (or the newest entry it names). */
async function legalPageFrom({ path, title, data }: PageDocument<"page:legal">): Promise<LegalPage | PageOutcome> {
  const { description, panel: stored, ...page } = data
  const latest = await latestPanelFrom(stored, localeOfPath(path))
  if (isOutcome(latest)) return latest
  const panel = latest ?? (stored && stored.kind !== "latest" ? (stored as HeroPanel) : undefined)
  return { ...page, meta: { path, title, description }, ...(panel ? { panel } : {}) }
}

/** The legal page at `path` (a route's path), read from its published document. */
export async function loadLegalPage(path: string): Promise<LegalPageView> {
  return loadDocumentPage("page:legal", path, legalPageFrom, (page) =>
    page.sections.flatMap((section) => ("body" in section ? section.body : [])),
  )
}
