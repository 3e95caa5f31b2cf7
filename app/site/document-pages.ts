/**
 * What every page kind rendered from its published document shares (docs/decisions/0003-content-model.md):
 * the read and its outcome, the document's columns as the page's meta, the hero as the ui draws it,
 * and the targets of the rich text's internal links. A kind's own module (service-pages, industry-pages)
 * says only how its data maps onto its template.
 */
import type { Hero, HeroPanel, PageMeta } from "@nordika/ui/templates"
import type { RichTextBlock, RichTextLinkTarget } from "@nordika/ui"
import type { PageKind } from "#shared/content/pages/index"
import type { PageOutcome } from "./page-outcome"
import { readDocumentLinkTargets, readPublishedDocument, type PageDocumentData, type PublishedDocument } from "../data/documents"

/** What a document route shows: its page (and where its text's internal links go), not found, or unavailable. */
export type DocumentPageView<Page> = { status: "published"; page: Page; links: Record<string, RichTextLinkTarget> } | PageOutcome

/** A published document of kind `K`, as a kind's mapping receives it. */
export type PageDocument<K extends PageKind> = PublishedDocument<PageDocumentData<K>>

/** The page's meta: its path and title are the document's columns, its description the data's. */
export const pageMetaFrom = ({ path, title }: { path: string; title: string }, description: string): PageMeta => ({
  path,
  title,
  description,
})

/** The last segment of a document's path (a template's `slug`). */
export const slugFrom = (path: string) => path.split("/").at(-1) ?? ""

/**
 * The hero as the ui draws it. A panel of the newest entry of a collection (`latest`) is not yet filled
 * in for these kinds (none of their pages has one), so it is left out.
 */
export function heroFrom<H extends { panel?: { kind: string } }>(hero: H): Omit<H, "panel"> & Pick<Hero, "panel"> {
  const { panel, ...rest } = hero
  return { ...rest, ...(panel && panel.kind !== "latest" ? { panel: panel as HeroPanel } : {}) }
}

/** The documents the text's internal links point at. */
function linkedDocumentIds(blocks: readonly RichTextBlock[]): string[] {
  const inlines = blocks.flatMap((block) => (block.type === "list" ? block.items.flat() : block.children))
  return [...new Set(inlines.flatMap((inline) => (inline.type === "internal-link" ? [inline.documentId] : [])))]
}

/**
 * The page of kind `kind` at `path`, read from its published document and mapped by `pageFrom`, with
 * the targets of the internal links in `richText(page)`; else the read's outcome (not found, unavailable).
 */
export async function loadDocumentPage<K extends PageKind, Page>(
  kind: K,
  path: string,
  pageFrom: (document: PageDocument<K>) => Page,
  richText: (page: Page) => readonly RichTextBlock[],
): Promise<DocumentPageView<Page>> {
  const read = await readPublishedDocument(kind, path)
  if (read.status !== "published") return read
  const page = pageFrom(read.document)
  return { status: "published", page, links: await readDocumentLinkTargets(linkedDocumentIds(richText(page))) }
}
