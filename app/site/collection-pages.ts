/**
 * The collections' pages, from their published documents (docs/decisions/0003-content-model.md): a
 * listing page (page:listing: the blog, the news, the case studies, the open positions, the glossary,
 * the global offices) with its collection's published entries, and an entry's own page (a blog post,
 * a news item, a case study) with the entries related to it. The entries are mapped onto the ui's
 * types, which the listing and entry templates draw as they drew the TypeScript copy.
 */
import type { RichTextBlock } from "@nordika/ui"
import type { Article, CaseStudy, CtaBand, GlossaryTerm, Hero, HeroPanel, Office, OpenPosition, PageMeta } from "@nordika/ui/templates"
import { readPublishedDocument, readPublishedEntries, type Collection } from "../data/documents"
import {
  isOutcome,
  latestPanelFrom,
  loadDocumentPage,
  readingMinutes,
  richTextTexts,
  templatePageFrom,
  type DocumentPageView,
  type PageDocument,
} from "./document-pages"
import type { PageOutcome } from "./page-outcome"
import { relatedArticles, relatedCaseStudies } from "./related-entries"
import { stillOpen, withPositionCounts } from "./open-positions"

/** An entry of collection `C`, as a mapping receives it. */
type Entry<C extends Collection> = PageDocument<C>

const slugOf = (path: string) => path.split("/").at(-1) ?? ""
const metaOf = (path: string, meta: { title: string; description: string }): PageMeta => ({ path, ...meta })

/** A blog post or news item as the ui's article, its body the stored rich text, its reading time counted from the words it shows. */
function articleFrom({ path, data }: Entry<"blog_post" | "news_item">): Article {
  const { meta, body, tags, ...rest } = data
  return {
    ...rest,
    slug: slugOf(path),
    meta: metaOf(path, meta),
    tags: [...tags],
    body: [...body],
    readingMinutes: readingMinutes([rest.title, rest.excerpt, ...richTextTexts(body)]),
  }
}

/**
 * A case study as the ui's, its story the stored rich text, its reading time counted from the words it
 * shows: the title, summary, story, results and quote (the copy's rule, app/content/reading-time.ts).
 */
function caseStudyFrom({ path, data }: Entry<"case_study">): CaseStudy {
  const { meta, challenge, solution, outcome, services, results, quote, ...rest } = data
  const texts = [
    rest.title,
    rest.summary,
    ...richTextTexts(challenge),
    ...richTextTexts(solution),
    ...results.flatMap((result) => [result.value, result.label]),
    ...richTextTexts(outcome),
    ...(quote ? [quote.text, quote.author, quote.role] : []),
  ]
  return {
    ...rest,
    ...(quote ? { quote } : {}),
    slug: slugOf(path),
    meta: metaOf(path, meta),
    services: [...services],
    results: results.map(({ value, label }) => ({ value, label })),
    challenge: [...challenge],
    solution: [...solution],
    outcome: [...outcome],
    readingMinutes: readingMinutes(texts),
  }
}

const newestFirst = (a: { published: string }, b: { published: string }) => b.published.localeCompare(a.published)

/** What a listing page lists, by collection: the entries as the ui draws them, in the order the page shows them. */
const LISTED = {
  blog_post: { from: articleFrom, order: newestFirst },
  news_item: { from: articleFrom, order: newestFirst },
  case_study: { from: caseStudyFrom, order: newestFirst },
  open_position: {
    from: ({ path, data }: Entry<"open_position">): OpenPosition & { closesOn?: string } => ({ ...data, id: slugOf(path) }),
    shown: stillOpen,
    // By team, then title: a position has no order of its own.
    order: (a: OpenPosition, b: OpenPosition) => a.department.localeCompare(b.department, "en") || a.title.localeCompare(b.title, "en"),
  },
  glossary_term: {
    from: ({ data }: Entry<"glossary_term">): GlossaryTerm => data,
    order: (a: GlossaryTerm, b: GlossaryTerm) => a.term.localeCompare(b.term, "en", { sensitivity: "base" }),
  },
  office: {
    from: ({ data }: Entry<"office">): Office & { order: number } => data,
    order: (a: { order: number }, b: { order: number }) => a.order - b.order,
  },
} as const

type ListedCollection = keyof typeof LISTED
const isListed = (lists: string): lists is ListedCollection => Object.hasOwn(LISTED, lists)
/** The ui's shape of an entry of collection `C`. */
type Listed<C extends ListedCollection> = ReturnType<(typeof LISTED)[C]["from"]>

/** The published entries of `collection` as the ui draws them, in the page's order; the read's outcome when they cannot be read. */
async function listedEntries<C extends ListedCollection>(collection: C): Promise<Listed<C>[] | PageOutcome> {
  const read = await readPublishedEntries(collection)
  if (read.status !== "published") return read
  const { from, order, shown } = LISTED[collection] as unknown as {
    from: (entry: Entry<C>) => Listed<C>
    order: (a: Listed<C>, b: Listed<C>) => number
    /** Whether the listing shows the entry (all by default). */
    shown?: (entry: Entry<C>) => boolean
  }
  const entries = read.entries as Entry<C>[]
  return (shown ? entries.filter(shown) : entries).map(from).sort(order)
}

/** A listing page: its copy (meta, hero, call to action, the glossary's key terms) and the entries of the collection it lists. */
export interface ListingPage<C extends ListedCollection = ListedCollection> {
  meta: PageMeta
  hero: Hero
  cta: CtaBand
  keyTerms?: { title: string; terms: string[] }
  lists: C
  entries: Listed<C>[]
}

export type ListingPageView = DocumentPageView<ListingPage>

/** A panel of figures with the open positions' counts filled in where it names them (the open positions page's facts). */
const countedPanel = (panel: HeroPanel, positions: readonly OpenPosition[]): HeroPanel =>
  panel.kind === "facts" ? { ...panel, items: withPositionCounts(panel.items, positions) } : panel

async function listingPageFrom(document: PageDocument<"page:listing">): Promise<ListingPage | PageOutcome> {
  const { lists } = document.data
  // The sitemap page lists the pages, not a collection: it is drawn by its own route, as a collection the listings have no drawing for.
  if (!isListed(lists)) return { status: "not-found" }
  const { meta, hero, cta, keyTerms } = templatePageFrom(document)
  const [panel, entries] = await Promise.all([latestPanelFrom(document.data.hero.panel), listedEntries(lists)])
  if (isOutcome(panel)) return panel
  if (isOutcome(entries)) return entries
  const heroPanel = panel ?? hero.panel
  return {
    meta,
    hero: {
      ...hero,
      ...(heroPanel ? { panel: lists === "open_position" ? countedPanel(heroPanel, entries as OpenPosition[]) : heroPanel } : {}),
    },
    cta,
    ...(keyTerms ? { keyTerms } : {}),
    lists,
    entries,
  }
}

/** The listing page at `path` (a route's path) with its collection's published entries. */
export async function loadListingPage(path: string): Promise<ListingPageView> {
  return loadDocumentPage("page:listing", path, listingPageFrom, () => [])
}
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
    const [entries, listing] = await Promise.all([listedEntries(collection), readPublishedDocument("page:listing", listingPath)])
    if (isOutcome(entries)) return entries
    if (listing.status === "unavailable") return listing
    const { from } = LISTED[collection] as unknown as { from: (entry: Entry<C>) => Listed<C> }
    const entry = from(document)
    const others = entries.filter((other) => (other as { meta: PageMeta }).meta.path !== path)
    const listingData = listing.status === "published" ? listing.document.data : undefined
    const panel = entryPanelOf(listingData?.entryPanel)
    return {
      entry,
      related: relatedTo(collection, entry, others),
      listing: { path: listingPath, ...(listingData ? { cta: listingData.cta } : {}), ...(panel ? { panel } : {}) },
    }
  }
  return loadDocumentPage(collection, path, entryPageFrom, (page) => entryRichText(page.entry as Article | CaseStudy))
}
