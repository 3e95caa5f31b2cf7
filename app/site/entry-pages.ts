/**
 * An entry's own page (a blog post, a news item, a case study) from its published document
 * (docs/decisions/0003-content-model.md): the entry with the targets of its rich text's links, the
 * published entries related to it, and its listing's way back, call to action and side column.
 */
import type { RichTextBlock } from "@nordika/ui"
import type { Article, CaseStudy, CtaBand, HeroPanel, PageMeta } from "@nordika/ui/templates"
import { localeOfPath } from "#shared/locales"
import { readPageDocument } from "../data/page-documents"
import { LISTED, coverIdOf, coversOf, listedEntries, type Images, type Listed } from "./collection-pages"
import { isOutcome, loadDocumentPage, type DocumentPageView, type PageDocument } from "./document-pages"
import type { PageOutcome } from "./page-outcome"
import { relatedArticles, relatedCaseStudies } from "./related-entries"

/** An entry of collection `C`, as a mapping receives it. */
type Entry<C extends EntryCollection> = PageDocument<C>

/** The entries whose own pages the site draws. */
type EntryCollection = "blog_post" | "news_item" | "case_study"

/** How many related entries an entry's page suggests. */
const RELATED_COUNT = 3

/** The entries most like `entry` among the collection's others (app/site/related-entries.ts's rule for each kind). */
function relatedTo<C extends EntryCollection>(collection: C, entry: Listed<C>, others: Listed<C>[]): Listed<C>[] {
  if (collection === "case_study") return relatedCaseStudies(entry as CaseStudy, others as CaseStudy[], RELATED_COUNT) as Listed<C>[]
  return relatedArticles(entry as Article, others as Article[], RELATED_COUNT) as Listed<C>[]
}

/** An entry's own page: the entry, the entries related to it, and its listing (the way back, its call to action, the entries' side column). */
export interface EntryPage<C extends EntryCollection> {
  entry: Listed<C>
  /** Published entries of the collection like this one, most alike first. */
  related: Listed<C>[]
  listing: { path: string; cta?: CtaBand; panel?: HeroPanel }
  /** The entry's collection, which its path alone does not tell in another language (/sv/resurser/nyheter/…). */
  collection: C
}

export type EntryPageView<C extends EntryCollection> = DocumentPageView<EntryPage<C>>

/** The listing an entry is listed on: its path's parent (/resources/blog for /resources/blog/<slug>). */
const listingPathOf = (path: string) => path.slice(0, path.lastIndexOf("/"))

/** The rich text of an entry's page, whose internal links the page resolves: an article's body, a case study's story. */
function entryRichText(entry: Article | CaseStudy): RichTextBlock[] {
  return "body" in entry ? entry.body : [...entry.challenge, ...entry.solution, ...entry.outcome]
}

/** The listing's side column for its entries' pages, as stored (a `latest` panel is a listing's hero's only). */
function entryPanelOf(panel: PageDocument<"page:listing">["data"]["entryPanel"]): HeroPanel | undefined {
  return panel && panel.kind !== "latest" ? (panel as HeroPanel) : undefined
}

/**
 * The page of the entry of `collection` at `path`, with the published entries related to it: not found
 * when it is not published, unavailable when its data no longer matches its schema (the server render
 * checks it) or the entries cannot be read.
 */
export async function loadEntryPage<C extends EntryCollection>(collection: C, path: string): Promise<EntryPageView<C>> {
  const entryPageFrom = async (document: Entry<C>): Promise<EntryPage<C> | PageOutcome> => {
    const listingPath = listingPathOf(path)
    const [entries, listing, images] = await Promise.all([
      listedEntries(collection, localeOfPath(path)),
      readPageDocument("page:listing", listingPath),
      coversOf([coverIdOf(document)]),
    ])
    if (isOutcome(entries)) return entries
    if (listing.status === "unavailable") return listing
    const { from } = LISTED[collection] as unknown as { from: (entry: Entry<C>, images: Images) => Listed<C> }
    const entry = from(document, images)
    const others = entries.filter((other) => (other as { meta: PageMeta }).meta.path !== path)
    const listingData = listing.status === "published" ? listing.document.data : undefined
    const panel = entryPanelOf(listingData?.entryPanel)
    return {
      collection,
      entry,
      related: relatedTo(collection, entry, others),
      listing: { path: listingPath, ...(listingData ? { cta: listingData.cta } : {}), ...(panel ? { panel } : {}) },
    }
  }
  return loadDocumentPage(collection, path, entryPageFrom, (page) => entryRichText(page.entry as Article | CaseStudy))
}
