/**
 * The collections' pages, from their published documents (docs/decisions/0003-content-model.md): a
 * listing page (page:listing: the blog, the news, the case studies, the open positions, the glossary,
 * the global offices) with its collection's published entries, and an entry's own page (a blog post,
 * a news item, a case study) with the entries related to it. The entries are mapped onto the ui's
 * types, which the listing and entry templates draw as they drew the TypeScript copy.
 */
import type { RichTextBlock } from "@nordika/ui"
import type { Article, CaseStudy, CtaBand, GlossaryTerm, Hero, Office, OpenPosition, PageMeta } from "@nordika/ui/templates"
import { readPublishedDocument, readPublishedEntries, type Collection, type PublishedDocument } from "../data/documents"
import { readMediaImages, type MediaImage } from "../data/media-delivery"
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
import { caseStudyTexts } from "../content/reading-time"

/** An entry of collection `C`, as a mapping receives it. */
type Entry<C extends Collection> = PageDocument<C>

const slugOf = (path: string) => path.split("/").at(-1) ?? ""
const metaOf = (path: string, meta: { title: string; description: string }): PageMeta => ({ path, ...meta })

/** Text of rich text drawn by a template that takes plain text: the words of its links kept, not their targets. */
const inlineText = (inlines: Extract<RichTextBlock, { type: "paragraph" }>["children"]) =>
  inlines.map((inline) => (inline.type === "internal-link" ? (inline.label ?? "") : inline.text)).join("")

/** An article's rich text as the article template's blocks: paragraphs, headings (drawn as h2, with anchors) and lists. */
const articleBlocksFrom = (blocks: readonly RichTextBlock[]): Article["body"] =>
  blocks.map((block) =>
    block.type === "list" ? { kind: "list", items: block.items.map(inlineText) } : { kind: block.type, text: inlineText(block.children) },
  )

/** The library images entries name, by media id (app/data/media-delivery.ts). */
type Images = Record<string, MediaImage>

/** The cover an entry names, when the library gives it (a visitor reads the rows live documents use). */
const coverOf = (id: string | undefined, images: Images) => (id && images[id] ? { cover: images[id] } : {})
const coverIdOf = (entry: { data: unknown }) => (entry.data as { coverImage?: string }).coverImage

/** A blog post or news item as the ui's article, its reading time counted from the words it shows. */
function articleFrom({ path, data }: Entry<"blog_post" | "news_item">, images: Images): Article {
  const { meta, body, tags, coverImage, ...rest } = data
  return {
    ...rest,
    ...coverOf(coverImage, images),
    slug: slugOf(path),
    meta: metaOf(path, meta),
    tags: [...tags],
    body: articleBlocksFrom(body),
    readingMinutes: readingMinutes([rest.title, rest.excerpt, ...richTextTexts(body)]),
  }
}

/** A case study as the ui's, its story's rich text as paragraphs, its reading time counted from the words it shows (the copy's rule: reading-time.ts). */
function caseStudyFrom({ path, data }: Entry<"case_study">, images: Images): CaseStudy {
  const { meta, challenge, solution, outcome, services, results, coverImage, ...rest } = data
  const study = {
    ...rest,
    ...coverOf(coverImage, images),
    slug: slugOf(path),
    meta: metaOf(path, meta),
    services: [...services],
    results: results.map(({ value, label }) => ({ value, label })),
    challenge: richTextTexts(challenge),
    solution: richTextTexts(solution),
    outcome: richTextTexts(outcome),
  }
  return { ...study, readingMinutes: readingMinutes(caseStudyTexts(study)) }
}

/** Whether an open position still takes applications: its closing day (if it has one) not yet past. */
const stillOpen = (entry: PublishedDocument<{ closesOn?: string }>) =>
  !entry.data.closesOn || entry.data.closesOn >= new Date().toISOString().slice(0, 10)

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
    from: (entry: Entry<C>, images: Images) => Listed<C>
    order: (a: Listed<C>, b: Listed<C>) => number
    /** Whether the listing shows the entry (all by default). */
    shown?: (entry: Entry<C>) => boolean
  }
  const entries = read.entries as Entry<C>[]
  const listed = shown ? entries.filter(shown) : entries
  const images = await readMediaImages(listed.map(coverIdOf))
  return listed.map((entry) => from(entry, images)).sort(order)
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

async function listingPageFrom(document: PageDocument<"page:listing">): Promise<ListingPage | PageOutcome> {
  const { lists } = document.data
  // The sitemap page lists the pages, not a collection: it is drawn by its own route, as a collection the listings have no drawing for.
  if (!isListed(lists)) return { status: "not-found" }
  const { meta, hero, cta, keyTerms } = templatePageFrom(document)
  const [panel, entries] = await Promise.all([latestPanelFrom(document.data.hero.panel), listedEntries(lists)])
  if (isOutcome(panel)) return panel
  if (isOutcome(entries)) return entries
  return { meta, hero: { ...hero, ...(panel ? { panel } : {}) }, cta, ...(keyTerms ? { keyTerms } : {}), lists, entries }
}

/** The listing page at `path` (a route's path) with its collection's published entries. */
export async function loadListingPage(path: string): Promise<ListingPageView> {
  return loadDocumentPage("page:listing", path, listingPageFrom, () => [])
}
/** The entries whose own pages the site draws, and how many related entries each suggests. */
type EntryCollection = "blog_post" | "news_item" | "case_study"

/** An entry's own page: the entry, the entries related to it, and its listing (the way back and the listing's call to action). */
export interface EntryPage<C extends EntryCollection> {
  entry: Listed<C>
  /** The other published entries of the collection, newest first, to pick related ones from. */
  others: Listed<C>[]
  listing: { path: string; cta?: CtaBand }
}

export type EntryPageView<C extends EntryCollection> = DocumentPageView<EntryPage<C>>

/** The listing an entry is listed on: its path's parent (/resources/blog for /resources/blog/<slug>). */
const listingPathOf = (path: string) => path.slice(0, path.lastIndexOf("/"))

/**
 * The page of the entry of `collection` at `path`: not found when it is not published, unavailable when
 * its data no longer matches its schema (the server render checks it) or the entries cannot be read.
 */
export async function loadEntryPage<C extends EntryCollection>(collection: C, path: string): Promise<EntryPageView<C>> {
  const entryPageFrom = async (document: Entry<C>): Promise<EntryPage<C> | PageOutcome> => {
    const listingPath = listingPathOf(path)
    const [entries, listing, images] = await Promise.all([
      listedEntries(collection),
      readPublishedDocument("page:listing", listingPath),
      readMediaImages([coverIdOf(document)]),
    ])
    if (isOutcome(entries)) return entries
    if (listing.status === "unavailable") return listing
    const { from } = LISTED[collection] as unknown as { from: (entry: Entry<C>, images: Images) => Listed<C> }
    return {
      entry: from(document, images),
      others: entries.filter((other) => (other as { meta: PageMeta }).meta.path !== path),
      listing: { path: listingPath, ...(listing.status === "published" ? { cta: listing.document.data.cta } : {}) },
    }
  }
  return loadDocumentPage(collection, path, entryPageFrom, () => [])
}
