/** A service page's content, from its published document (public.documents, kind page:service). */
import type { LinkCard, ServicePage } from "@nordika/ui/templates"
import { ROUTE_TABLE } from "virtual:nordika-route-table"
import { loadDocumentPage, templatePageFrom, type DocumentPageView, type PageDocument } from "./document-pages"
import { isLiveLink, readLivePages, relatedCardsInLanguage, relatedLinkCards } from "./live-links"

/** What a service route shows: its page (and where its text's internal links go), not found, or unavailable. */
export type ServicePageView = DocumentPageView<ServicePage & { relatedLinks?: LinkCard[] }>

/** The document a service route shows: its own, or for an alias (/technology/ai-solutions) its canonical page's. */
function serviceDocumentPath(path: string): string {
  return ROUTE_TABLE.find((route) => route.path === path)?.canonical ?? path
}

/**
 * The template's shape from the document's. Icon names are checked only for their form when
 * published; an unknown one draws the design system's fallback icon.
 */
export function servicePageFrom(document: PageDocument<"page:service">): ServicePage {
  const page = templatePageFrom(document)
  return { ...page, offerings: page.offerings as ServicePage["offerings"], technology: page.technology as ServicePage["technology"] }
}

/**
 * The service page at `path` (a route's path), read from its published document; its related pages those
 * still live, as cards titled with their documents' titles.
 */
export async function loadServicePage(path: string): Promise<ServicePageView> {
  const view = await loadDocumentPage("page:service", serviceDocumentPath(path), servicePageFrom, (page) => page.overview)
  if (view.status !== "published") return view
  const live = await readLivePages(view.page.related)
  if (!live) return view
  const related = view.page.related.filter((href) => isLiveLink(href, live))
  return { ...view, page: { ...view.page, related, relatedLinks: await relatedCardsInLanguage(relatedLinkCards(related, live), path) } }
}
