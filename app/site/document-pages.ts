/**
 * What every page kind rendered from its published document shares (docs/decisions/0003-content-model.md):
 * the read and its outcome, the template's page from the document's columns and data,
 * and the targets of the rich text's internal links. A kind's own module (service-pages, industry-pages)
 * says only how its data maps onto its template.
 */
import type { Hero, HeroPanel, PageMeta } from "@nordika/ui/templates"
import type { RichTextBlock, RichTextLinkTarget } from "@nordika/ui"
import type { Seo } from "#shared/content/seo"
import { outcomeHttpStatus, type PageOutcome } from "./page-outcome"
import type { BreadcrumbParent } from "./breadcrumb-trail"
import { importOnDemand } from "./import-on-demand"
import { forgetMissingRoutes } from "./missing-routes"
import {
  readDocumentLinkTargets,
  type DocumentData,
  type DocumentKind,
  type PageDocumentData,
  type PublishedDocument,
} from "../data/documents"
import { readEntriesIn } from "../data/localized-entries"
import { readPageDocument } from "../data/page-documents"
import { isTranslationLocale, TRANSLATION_LOCALES, type SiteLocale, type TranslationLocale } from "#shared/locales"
import type { PageLanguages } from "./page-languages"

/**
 * What a document route shows: its page (where its text's internal links go, and the live pages above it
 * for its breadcrumb: undefined when they could not be read), not found, or unavailable.
 */
export type DocumentPageView<Page> =
  | {
      status: "published"
      page: Page
      links: Record<string, RichTextLinkTarget>
      parents?: BreadcrumbParent[]
      /** The page's path in each language it is live in (its hreflang links, the language switcher). */
      languages: PageLanguages
    }
  | PageOutcome

/** A published document of kind `K` (a page kind, or a collection whose entries are pages), as a kind's mapping receives it. */
export type PageDocument<K extends DocumentKind> = PublishedDocument<DocumentData<K>>

/**
 * The template's page from a document whose data has a description and a hero, as most kinds' do:
 * the path and title are the document's columns (the meta, with the data's description), the slug the
 * path's last segment. A hero panel of the newest entry of a collection (`latest`) is not yet filled in
 * for the kinds that render from documents (none of their pages has one), so it is left out.
 */
export function templatePageFrom<D extends { description: string; hero: { panel?: { kind: string } } }>({
  path,
  title,
  data,
}: PublishedDocument<D>): Omit<D, "description" | "hero"> & {
  slug: string
  meta: PageMeta
  hero: Omit<D["hero"], "panel"> & Pick<Hero, "panel">
} {
  const { description, hero, ...rest } = data
  const { panel, ...heroRest } = hero
  return {
    ...rest,
    slug: path.split("/").at(-1) ?? "",
    meta: { path, title, description },
    // TypeScript keeps a generic object's rest apart from its spread: it is the hero less its panel.
    hero: { ...heroRest, ...(panel && panel.kind !== "latest" ? { panel: panel as HeroPanel } : {}) } as Omit<D["hero"], "panel"> &
      Pick<Hero, "panel">,
  }
}

/** The text of rich text, a string per paragraph, heading or list item, as a reader meets it. */
export const richTextTexts = (blocks: readonly RichTextBlock[]) =>
  blocks
    .flatMap((block) => (block.type === "list" ? block.items : [block.children]))
    .map((inlines) => inlines.map((inline) => (inline.type === "internal-link" ? (inline.label ?? "") : inline.text)).join(""))

/** Rich text as plain text, its paragraphs, headings and list items one after another (an FAQ answer, which is drawn as plain text). */
export const richTextPlainText = (blocks: readonly RichTextBlock[]) => richTextTexts(blocks).join(" ")

/**
 * Minutes to read the texts: app/content/reading-time.ts's rule (the words over 200, rounded up, at
 * least 1), so the panel says what the article's own page says. Not imported: importing that module here
 * split it from featured.ts, a chunk more in five routes' preload lists, which every first load carries.
 */
export const readingMinutes = (texts: readonly string[]) =>
  Math.max(1, Math.ceil(texts.reduce((sum, text) => sum + (text.match(/\S+/g)?.length ?? 0), 0) / 200))

/** A stored hero panel that features the newest entry of a collection. */
type LatestPanel = Extract<PageDocumentData<"page:content">["hero"]["panel"], { kind: "latest" }>

/**
 * The `latest` hero panel of a page as the template draws it: the newest entry of its collection (the
 * latest article with its reading time, the latest case study with its lead result). Undefined for
 * any other panel (templatePageFrom passes those on) or an empty collection; the read's outcome when
 * the entries cannot be read.
 */
export async function latestPanelFrom(
  panel: { kind: string } | undefined,
  locale: SiteLocale,
): Promise<HeroPanel | PageOutcome | undefined> {
  if (panel?.kind !== "latest") return undefined
  const { of, label, linkLabel } = panel as LatestPanel
  const feature = { kind: "feature", label, linkLabel } as const
  if (of === "case_study") {
    const read = await readEntriesIn(of, locale, { newest: true })
    if (read.status !== "published") return read
    const [study] = read.entries
    return (
      study && {
        ...feature,
        lang: study.lang,
        kicker: study.data.client,
        title: study.data.title,
        text: study.data.summary,
        href: study.path,
        figure: study.data.results[0],
      }
    )
  }
  const read = await readEntriesIn(of, locale, { newest: true })
  if (read.status !== "published") return read
  const [article] = read.entries
  if (!article) return undefined
  const { title, excerpt, published, body } = article.data
  return {
    ...feature,
    lang: article.lang,
    date: published,
    readingMinutes: readingMinutes([title, excerpt, ...richTextTexts(body)]),
    title,
    text: excerpt,
    href: article.path,
  }
}

/** A mapping's outcome rather than its page (a template's page has no status of its own). */
export const isOutcome = (value: unknown): value is PageOutcome => outcomeHttpStatus(value) !== undefined

/** The documents the text's internal links point at. */
function linkedDocumentIds(blocks: readonly RichTextBlock[]): string[] {
  const inlines = blocks.flatMap((block) => (block.type === "list" ? block.items.flat() : block.children))
  return [...new Set(inlines.flatMap((inline) => (inline.type === "internal-link" ? [inline.documentId] : [])))]
}

/**
 * The live pages above `path`, with the code that reads them loaded on demand: it carries the mapping of
 * documents to pages, which is no part of a page's own code (its first-load budget).
 */
const readBreadcrumbParentsOnDemand = async (path: string) =>
  (await importOnDemand(() => import("./breadcrumb-trail"))).readBreadcrumbParents(path)

/**
 * The page of kind `kind` (or one of the kinds that share a template) at `path`, read from its published
 * document and mapped by `pageFrom`, with the targets of the internal links in `richText(page)`; else
 * the read's outcome (not found, unavailable). A mapping that reads more (the entries of a collection
 * the page lists) may give an outcome itself. The live pages above `path` (its breadcrumb's) are read
 * beside the document.
 */
export async function loadDocumentPage<K extends DocumentKind, Page>(
  kind: K | readonly K[],
  path: string,
  pageFrom: (document: PageDocument<K>) => Page | Promise<Page | PageOutcome>,
  richText: (page: Page) => readonly RichTextBlock[],
): Promise<DocumentPageView<Page>> {
  const [read, parents] = await Promise.all([readPageDocument(kind, path), readBreadcrumbParentsOnDemand(path)])
  if (read.status !== "published") return read
  // What this page shows may link to a page published since the browser was told there is none there.
  forgetMissingRoutes()
  const mapped = await pageFrom(read.document)
  if (isOutcome(mapped)) return mapped
  // The SEO fields (and an entry's cover as the social image) are applied by a module loaded only for a page that has them.
  const { seo, coverImage } = read.document.data as { seo?: Seo; coverImage?: string }
  const page = seo || coverImage ? await (await import("./seo-meta")).pageWithSeo(mapped, seo) : mapped
  const [links, languages] = await Promise.all([
    readDocumentLinkTargets(linkedDocumentIds(richText(page))),
    readPageLanguages(read.document),
  ])
  return { status: "published", page, links, ...(parents ? { parents } : {}), languages }
}

/**
 * The page's path in each language its document is live in: the English document's, and each live
 * translation's (the reader loads on demand). A language whose translation cannot be read just now is left
 * out (logged): the page then names fewer alternates, never a wrong one.
 */
async function readPageLanguages({ id, path, englishPath }: { id: string; path: string; englishPath?: string }): Promise<PageLanguages> {
  const own = path.split("/")[1]
  const languages: PageLanguages = { en: englishPath ?? path, ...(isTranslationLocale(own) ? { [own]: path } : {}) }
  const { translationsOf } = await import("../data/document-translations")
  const others = TRANSLATION_LOCALES.filter((locale: TranslationLocale) => languages[locale] === undefined)
  const reads = await Promise.all(others.map((locale) => translationsOf([id], locale)))
  for (const read of reads) {
    if (read.status !== "published") continue
    for (const translation of read.translations.values()) languages[translation.locale] = translation.path
  }
  return languages
}
