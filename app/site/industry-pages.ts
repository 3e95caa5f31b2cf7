/** An industry page's or sub-page's content, from its published document (public.documents, kind page:industry). */
import type { IndustryPage } from "@nordika/ui/templates"
import { heroFrom, loadDocumentPage, pageMetaFrom, slugFrom, type DocumentPageView, type PageDocument } from "./document-pages"

/** What an industry route shows: its page (and where its text's internal links go), not found, or unavailable. */
export type IndustryPageView = DocumentPageView<IndustryPage>

/**
 * The template's shape from the document's. Icon names are checked only for their form when
 * published; an unknown one draws the design system's fallback icon.
 */
function industryPageFrom({ path, title, data }: PageDocument<"page:industry">): IndustryPage {
  const { description, hero, challenges, solutions, subPages, ...rest } = data
  return {
    ...rest,
    slug: slugFrom(path),
    meta: pageMetaFrom({ path, title }, description),
    hero: heroFrom(hero),
    challenges: challenges as IndustryPage["challenges"],
    solutions: solutions as IndustryPage["solutions"],
    ...(subPages ? { subPages: subPages as IndustryPage["subPages"] } : {}),
  }
}

/** The industry page or sub-page at `path` (a route's path), read from its published document. */
export async function loadIndustryPage(path: string): Promise<IndustryPageView> {
  return loadDocumentPage("page:industry", path, industryPageFrom, (page) => page.overview)
}
