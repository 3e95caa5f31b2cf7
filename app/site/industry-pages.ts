/** An industry page's or sub-page's content, from its published document (public.documents, kind page:industry). */
import type { IndustryPage, LinkCard } from "@nordika/ui/templates"
import { loadDocumentPage, templatePageFrom, type DocumentPageView, type PageDocument } from "./document-pages"
import { isLiveLink, liveCardLists, readLivePages, relatedCardsInLanguage, relatedLinkCards } from "./live-links"

/** What an industry route shows: its page (and where its text's internal links go), not found, or unavailable. */
export type IndustryPageView = DocumentPageView<IndustryPage & { relatedLinks?: LinkCard[] }>

/**
 * The template's shape from the document's. Icon names are checked only for their form when
 * published; an unknown one draws the design system's fallback icon.
 */
export function industryPageFrom(document: PageDocument<"page:industry">): IndustryPage {
  const { subPages, ...page } = templatePageFrom(document)
  return {
    ...page,
    challenges: page.challenges as IndustryPage["challenges"],
    solutions: page.solutions as IndustryPage["solutions"],
    ...(subPages ? { subPages: subPages as IndustryPage["subPages"] } : {}),
  }
}

/**
 * The industry page or sub-page at `path` (a route's path), read from its published document: its
 * related pages those still live, its sub-pages the live ones with any published under it since.
 */
export async function loadIndustryPage(path: string): Promise<IndustryPageView> {
  const view = await loadDocumentPage("page:industry", path, industryPageFrom, (page) => page.overview)
  if (view.status !== "published") return view
  const { related, subPages } = view.page
  const live = await readLivePages([...related, ...(subPages ?? []).map((card) => card.href)], { under: subPages ? path : undefined })
  if (!live) return view
  const [liveSubPages] = subPages ? liveCardLists(path, [subPages], live) : []
  return {
    ...view,
    page: {
      ...view.page,
      related: related.filter((href) => isLiveLink(href, live)),
      relatedLinks: await relatedCardsInLanguage(relatedLinkCards(related, live), path),
      ...(liveSubPages ? { subPages: liveSubPages } : {}),
    },
  }
}
