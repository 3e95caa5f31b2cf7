/**
 * The collections' pages, from their published documents (docs/decisions/0003-content-model.md): a
 * listing page (page:listing: the blog, the news, the case studies, the open positions, the glossary,
 * the global offices) with its collection's published entries, mapped onto the ui's types (an entry's
 * own page is app/site/entry-pages.ts, so the listings do not carry its related-entries rule).
 */
import type { Article, CaseStudy, CtaBand, GlossaryTerm, Hero, Office, OpenPosition, PageMeta } from "@nordika/ui/templates"
import { INTL_LOCALES, localeOfPath, type SiteLocale } from "#shared/locales"
import type { Collection } from "../data/documents"
import { readEntriesIn } from "../data/localized-entries"
import type { MediaImage } from "../data/media-delivery"
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
import { stillOpen } from "./open-positions"

/** An entry of collection `C`, as a mapping receives it. */
type Entry<C extends Collection> = PageDocument<C>

const slugOf = (path: string) => path.split("/").at(-1) ?? ""
const metaOf = (path: string, meta: { title: string; description: string }): PageMeta => ({ path, ...meta })

/** A blog post or news item as the ui's article, its body the stored rich text, its reading time counted from the words it shows. */
/** The library images entries name, by media id (app/data/media-delivery.ts). */
export type Images = Record<string, MediaImage>

/** The cover an entry names, when the library gives it (a visitor reads the rows live documents use). */
const coverOf = (id: string | undefined, images: Images) => (id && images[id] ? { cover: images[id] } : {})
export const coverIdOf = (entry: { data: unknown }) => (entry.data as { coverImage?: string }).coverImage

/** The library images `ids` name; the delivery code is loaded only when an entry names one (most listings name none). */
export async function coversOf(ids: readonly (string | undefined)[]): Promise<Images> {
  if (!ids.some(Boolean)) return {}
  const { readMediaImages } = await import("../data/media-delivery")
  return readMediaImages(ids)
}

/** An entry's language when it is shown in English on a Swedish or German page (app/data/localized-entries.ts). */
const langOf = (entry: { lang?: "en" }) => (entry.lang ? { lang: entry.lang } : {})

function articleFrom(entry: Entry<"blog_post" | "news_item">, images: Images): Article {
  const { path, data } = entry
  const { meta, body, tags, coverImage, ...rest } = data
  return {
    ...rest,
    ...langOf(entry),
    ...coverOf(coverImage, images),
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
function caseStudyFrom(entry: Entry<"case_study">, images: Images): CaseStudy {
  const { path, data } = entry
  const { meta, challenge, solution, outcome, services, results, quote, coverImage, ...rest } = data
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
    ...langOf(entry),
    ...(quote ? { quote } : {}),
    ...coverOf(coverImage, images),
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

/** Two texts in the order of the page's language (Intl.Collator: Swedish Å Ä Ö after Z, German Ä with A). */
type Compare = (a: string, b: string) => number

/** What a listing page lists, by collection: the entries as the ui draws them, in the order the page shows them. */
export const LISTED = {
  blog_post: { from: articleFrom, order: newestFirst },
  news_item: { from: articleFrom, order: newestFirst },
  case_study: { from: caseStudyFrom, order: newestFirst },
  open_position: {
    // Its id (the page's anchor, the application form's choice) is its English slug in every language.
    from: ({ path, englishPath, data, lang }: Entry<"open_position">): OpenPosition & { closesOn?: string } => ({
      ...data,
      ...langOf({ lang }),
      id: slugOf(englishPath ?? path),
    }),
    shown: stillOpen,
    // By team, then title, as the page's language orders words: a position has no order of its own.
    order: (a: OpenPosition, b: OpenPosition, compare: Compare) => compare(a.department, b.department) || compare(a.title, b.title),
  },
  glossary_term: {
    from: ({ data, lang }: Entry<"glossary_term">): GlossaryTerm => ({ ...data, ...langOf({ lang }) }),
    order: (a: GlossaryTerm, b: GlossaryTerm, compare: Compare) => compare(a.term, b.term),
  },
  office: {
    from: ({ data, lang }: Entry<"office">): Office & { order: number } => ({ ...data, ...langOf({ lang }) }),
    order: (a: { order: number }, b: { order: number }) => a.order - b.order,
  },
} as const

export type ListedCollection = keyof typeof LISTED
const isListed = (lists: string): lists is ListedCollection => Object.hasOwn(LISTED, lists)
/** The ui's shape of an entry of collection `C`. */
export type Listed<C extends ListedCollection> = ReturnType<(typeof LISTED)[C]["from"]>

/** The published entries of `collection` as the ui draws them, in the page's order; the read's outcome when they cannot be read. */
export async function listedEntries<C extends ListedCollection>(collection: C, locale: SiteLocale): Promise<Listed<C>[] | PageOutcome> {
  const read = await readEntriesIn(collection, locale)
  if (read.status !== "published") return read
  const { from, order, shown } = LISTED[collection] as unknown as {
    from: (entry: Entry<C>, images: Images) => Listed<C>
    order: (a: Listed<C>, b: Listed<C>, compare: Compare) => number
    /** Whether the listing shows the entry (all by default). */
    shown?: (entry: Entry<C>) => boolean
  }
  const entries = read.entries as Entry<C>[]
  const listed = shown ? entries.filter(shown) : entries
  const images = await coversOf(listed.map(coverIdOf))
  const { compare } = new Intl.Collator(INTL_LOCALES[locale])
  return listed.map((entry) => from(entry, images)).sort((a, b) => order(a, b, compare))
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
  const locale = localeOfPath(document.path)
  const [panel, entries] = await Promise.all([latestPanelFrom(document.data.hero.panel, locale), listedEntries(lists, locale)])
  if (isOutcome(panel)) return panel
  if (isOutcome(entries)) return entries
  const storedPanel = panel ?? hero.panel
  const heroPanel =
    storedPanel && lists === "open_position"
      ? (await import("./position-counts")).countedPanel(storedPanel, entries as OpenPosition[])
      : storedPanel
  return {
    meta,
    hero: {
      ...hero,
      ...(heroPanel ? { panel: heroPanel } : {}),
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
